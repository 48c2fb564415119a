import HeadlessUIKit

/// One view as UIKit's `-[UIView description]` prints it (iOS 17), without its address
/// (docs/snapshot-testing-uikit.md): the class, then each property that differs from its default, then the layer.
struct ViewDescription {
  let text: String

  init(of view: UIView) {
    var parts: [String] = []
    if let base = UIKitClassName.baseClass(of: view), base != "UIView" {
      parts.append("baseClass = \(base)")
    }
    parts.append("frame = \(Self.rect(view.frame))")
    if view.transform != .identity { parts.append("transform = \(Self.transform(view.transform))") }
    if let text = Self.text(of: view) { parts.append("text = '\(text)'") }
    if view.clipsToBounds { parts.append("clipsToBounds = YES") }
    if view.alpha != 1 { parts.append("alpha = \(Self.number(view.alpha))") }
    if view.isHidden { parts.append("hidden = YES") }
    if !view.isOpaque { parts.append("opaque = NO") }
    if let mask = Self.autoresize(view.autoresizingMask) { parts.append("autoresize = \(mask)") }
    if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
    if view.tag != 0 { parts.append("tag = \(view.tag)") }
    if !(view.gestureRecognizers ?? []).isEmpty { parts.append("gestureRecognizers = <NSArray>") }
    if let background = Self.backgroundColor(of: view) {
      parts.append("backgroundColor = \(background)")
    }
    parts.append("layer = <\(Self.layerClassName(of: view))>")
    parts += Self.scrollingParts(of: view)
    text = "<\(UIKitClassName.name(of: type(of: view))); " + parts.joined(separator: "; ") + ">"
  }

  /// A label's or text field's text, cut to 25 characters and `...` as UIKit cuts it.
  private static func text(of view: UIView) -> String? {
    let text =
      (view as? UILabel)?.text ?? (view as? UITextField)?.text ?? (view as? UITextView)?.text
    guard let text else { return nil }
    return text.count > 25 ? text.prefix(25) + "..." : text
  }

  /// A background colour as UIKit prints it.
  ///
  /// A system colour by name, a fixed colour by its components (grey ones in the grey colour space). A label
  /// without one prints clear, as UIKit's labels have a clear background.
  private static func backgroundColor(of view: UIView) -> String? {
    guard let color = view.backgroundColor ?? (view is UILabel ? UIColor.clear : nil) else {
      return nil
    }
    if color.dark != nil {
      guard let name = SystemColorNames.name(of: color) else {
        return "<UIDynamicProviderColor; provider = <__NSMallocBlock__>>"
      }
      return "<UIDynamicSystemColor; name = \(name)Color>"
    }
    let components = color.light
    if components.red == components.green, components.green == components.blue {
      return
        "UIExtendedGrayColorSpace \(number(CGFloat(components.red))) \(number(CGFloat(components.alpha)))"
    }
    let values: [Double] = [components.red, components.green, components.blue, components.alpha]
    return "UIExtendedSRGBColorSpace " + values.map { number(CGFloat($0)) }.joined(separator: " ")
  }

  /// The layer's class: a label's is `_UILabelLayer`, a window's `UIWindowLayer`, a view with its own
  /// `layerClass` names it.
  static func layerClassName(of view: UIView) -> String {
    if view is UILabel { return "_UILabelLayer" }
    if view is UIWindow { return "UIWindowLayer" }
    return UIKitClassName.name(of: type(of: view).layerClass)
  }

  /// What scroll views, tables and collection views add after the layer.
  private static func scrollingParts(of view: UIView) -> [String] {
    guard let scrollView = view as? UIScrollView else { return [] }
    let inset = scrollView.adjustedContentInset
    var parts = [
      "contentOffset: {\(exact(scrollView.contentOffset.x)), \(exact(scrollView.contentOffset.y))}",
      "contentSize: {\(exact(scrollView.contentSize.width)), \(exact(scrollView.contentSize.height))}",
      "adjustedContentInset: {\([inset.top, inset.left, inset.bottom, inset.right].map(exact).joined(separator: ", "))}",
    ]
    if let table = view as? UITableView, let dataSource = table.dataSource {
      parts.append("dataSource: <\(UIKitClassName.name(of: type(of: dataSource)))>")
    }
    if let collection = view as? UICollectionView {
      parts.append(
        "layout: <\(UIKitClassName.name(of: type(of: collection.collectionViewLayout)))>")
      if let dataSource = collection.dataSource {
        parts.append("dataSource: <\(UIKitClassName.name(of: type(of: dataSource)))>")
      }
    }
    return parts
  }

  /// The autoresizing mask's flags in UIKit's order (`LM`, `W`, `RM`, `TM`, `H`, `BM`), or `nil` for none.
  private static func autoresize(_ mask: UIView.AutoresizingMask) -> String? {
    let flags: [(UIView.AutoresizingMask, String)] = [
      (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
      (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]
    let names = flags.filter { mask.contains($0.0) }.map(\.1)
    return names.isEmpty ? nil : names.joined(separator: "+")
  }

  private static func transform(_ transform: CGAffineTransform) -> String {
    "["
      + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
      .map { exact($0) }.joined(separator: ", ") + "]"
  }

  /// A rectangle as UIKit prints a frame: `(x y; width height)`.
  static func rect(_ rect: CGRect) -> String {
    "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
  }

  /// A number as `%g` prints it: six significant digits, no trailing zeros.
  static func number(_ value: CGFloat) -> String {
    String(format: "%g", Double(value))
  }

  /// A number in full, as Foundation prints a point or size: whole numbers without a decimal point.
  static func exact(_ value: CGFloat) -> String {
    let double = Double(value)
    return double == double.rounded() && abs(double) < 1e15 ? String(Int(double)) : "\(double)"
  }
}
