// The module Swift Testing's cross-import overlay names for UIKit.
//
// The toolchain's Testing module declares `_Testing_UIKit` as the overlay to load whenever a file imports both
// Testing and UIKit. Here `import UIKit` means the UIKit facade (a module alias), so the compiler looks for that
// overlay too; on Linux the toolchain has none, and this empty module stands in for it so that a test file with
// `import Testing` and `import UIKit` compiles. See docs/uikit-import.md.
