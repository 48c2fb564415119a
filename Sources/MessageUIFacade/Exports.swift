// What `import MessageUI` means where there is no MessageUI (the importing file's target aliases the module name to
// this one, as `UIKit` is aliased to UIKitFacade: docs/uikit-import.md). Its compose controllers are declared here;
// UIKit comes with it, as it does with Apple's MessageUI.
@_exported import UIKitFacade
