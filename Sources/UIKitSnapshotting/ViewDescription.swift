import UIKitCompat

/// One view as UIKit's `-[UIView description]` prints it, without its address.
struct ViewDescription {
  let text: String

  init(of view: UIView) {
    var parts = ["frame = \(Self.rect(view.frame))"]
    if view.isHidden { parts.append("hidden = YES") }
    if view.alpha != 1 { parts.append("alpha = \(Self.number(view.alpha))") }
    if !view.isOpaque { parts.append("opaque = NO") }
    parts.append("layer = <\(Self.layerClassName(of: view))>")
    text = "<\(Self.className(of: view)); " + parts.joined(separator: "; ") + ">"
  }

  /// The class as Objective-C names it: `UIView` for UIKit's own classes, `Module.Type` for a team's.
  static func className(of object: AnyObject) -> String {
    String(reflecting: type(of: object))
  }

  static func layerClassName(of view: UIView) -> String {
    "CALayer"
  }

  /// A rectangle as Core Graphics' `NSStringFromCGRect` prints it in a description: `(x y; width height)`.
  static func rect(_ rect: CGRect) -> String {
    "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
  }

  /// A number as `%g` prints it.
  static func number(_ value: CGFloat) -> String {
    String(format: "%g", Double(value))
  }
}
