// What `import SafariServices` means where there is no SafariServices (the importing file's target aliases the module
// name to this one, as `UIKit` is aliased to UIKitFacade: docs/uikit-import.md). Its in-app browser is declared
// here; UIKit comes with it, as it does with Apple's SafariServices.
@_exported import UIKitFacade
