import HeadlessUIKit

/// The names UIKit's `description` gives classes: `UILabel` for a UIKit class (this project's `Label`), `Module.Name`
/// for a team's class, as Objective-C's `NSStringFromClass` names a Swift class.
enum UIKitClassName {
  /// The modules whose classes stand for UIKit's.
  private static let projectModules: Set<Substring> = ["HeadlessUIKit"]

  /// Project classes whose UIKit counterpart is not `UI` + their name.
  private static let counterparts: [Substring: String] = [
    "ContainerView": "UILayoutContainerView", "ListSeparatorView": "_UITableViewCellSeparatorView",
    "AccessoryMarkView": "UIImageView", "BarButtonView": "_UIButtonBarButton",
    "Layer": "CALayer", "GradientLayer": "CAGradientLayer", "ShapeLayer": "CAShapeLayer",
    "TextLayer": "CATextLayer",
    "ReplicatorLayer": "CAReplicatorLayer",
  ]

  /// The class's name as UIKit prints it.
  static func name(of type: Any.Type) -> String {
    let qualified = String(reflecting: type)
    let parts = qualified.split(separator: ".")
    guard let module = parts.first, let name = parts.last, projectModules.contains(module) else {
      return qualified
    }
    return counterparts[name] ?? "UI" + name
  }

  /// Whether the class is one of UIKit's (a project class standing for one).
  static func isUIKit(_ type: Any.Type) -> Bool {
    String(reflecting: type).split(separator: ".").first.map(projectModules.contains) ?? false
  }

  /// The nearest UIKit class above a team's class (UIKit's `baseClass`), or `nil` for a UIKit class.
  static func baseClass(of object: AnyObject) -> String? {
    guard !isUIKit(type(of: object)) else { return nil }
    var mirror = Mirror(reflecting: object).superclassMirror
    while let current = mirror {
      if isUIKit(current.subjectType) { return name(of: current.subjectType) }
      mirror = current.superclassMirror
    }
    return nil
  }
}
