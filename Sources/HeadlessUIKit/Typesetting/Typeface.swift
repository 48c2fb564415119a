import Foundation

/// A face and a size, as the text engine lays text out with it: what UIKit's `UIFont` comes down to here.
///
/// The system face is Inter, loaded from Debian's `fonts-inter`; DejaVu Sans (`fonts-dejavu-core`) covers what Inter
/// lacks. Families are resolved only among these bundled faces, never from the host (docs/rendering.md, "Bundled fonts
/// only").
public struct Typeface: Hashable, Sendable {
  /// How heavy the strokes are, as a CSS/OpenType weight from 100 to 900.
  public struct Weight: Hashable, Sendable, Comparable {
    public let value: Int
    public init(_ value: Int) { self.value = min(max(value, 100), 900) }
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }

    public static let thin = Weight(100)
    public static let extraLight = Weight(200)
    public static let light = Weight(300)
    public static let regular = Weight(400)
    public static let medium = Weight(500)
    public static let semibold = Weight(600)
    public static let bold = Weight(700)
    public static let extraBold = Weight(800)
    public static let black = Weight(900)
  }

  /// The system family.
  public static let systemFamily = "Inter"

  /// The family name, as fontconfig knows it ("Inter", "DejaVu Sans").
  public let family: String
  /// The size in points.
  public let size: CGFloat
  public let weight: Weight

  public init(family: String, size: CGFloat, weight: Weight = .regular) {
    self.family = family
    self.size = size
    self.weight = weight
  }

  /// The system face (Inter) at a size and weight.
  public static func system(size: CGFloat, weight: Weight = .regular) -> Typeface {
    Typeface(family: systemFamily, size: size, weight: weight)
  }
}
