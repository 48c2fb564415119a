// What `import CoreGraphics` means where there is no Core Graphics (the importing file's target aliases the module
// name to this one, as `UIKit` is aliased to UIKitFacade: docs/uikit-import.md). The geometry types are
// Foundation's and the drawing context and paths are the UIKit facade's, so this re-exports the facade: a file that
// imports only Core Graphics sees what it would on iOS, and more.
@_exported import UIKitFacade
