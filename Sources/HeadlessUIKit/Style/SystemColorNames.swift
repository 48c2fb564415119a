/// UIKit's system colours by name: how UIKit prints them (`<UIDynamicSystemColor; name = labelColor>`) and how asset
/// catalogs refer to them (`"reference" : "labelColor"`).
package enum SystemColorNames {
  private static var colors: [(String, Color)] { Color.systemColorNames }

  /// The system colour's name (`systemBackground`), or `nil` for another colour.
  package static func name(of color: Color) -> String? {
    colors.first { $0.1 == color }?.0
  }

  /// The system colour named `name` (`systemBackground`, or UIKit's selector name `systemBackgroundColor`).
  package static func color(named name: String) -> Color? {
    let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
    return colors.first { $0.0 == base }?.1
  }
}
