// The umbrella module: `import LayoutRender` gives a scene file every part of the project at once: the layout
// core with UIKit's names (all of them live in HeadlessUIKit), the stack view, the four DSLs, and the renderer.
// Underscored and `package` symbols are not API. Foundation comes along, as it does with UIKit, so `CGSize`,
// `CGRect` and `URL` need no second import.
@_exported import ConstraintsHolder
@_exported import Foundation
@_exported import HeadlessUIKit
@_exported import Mag
@_exported import Render
@_exported import StraitJacket
@_exported import Yalta
