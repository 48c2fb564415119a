// What `import QuartzCore` means where there is no Core Animation (the importing file's target aliases the module
// name to this one: docs/uikit-import.md). Layers and their types are the UIKit facade's, so this re-exports it.
@_exported import UIKitFacade
