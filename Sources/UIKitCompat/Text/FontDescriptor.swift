import Foundation
import Typesetting

/// A description of a font that code refines and turns back into a font (UIKit's `UIFontDescriptor`, its basics).
///
/// It carries a family, a size, a weight and symbolic traits. Bold is drawn as the bold weight; italic is kept as a
/// trait but drawn upright, as ``Font/italicSystemFont(ofSize:)`` is (no italic face is installed here).
public struct FontDescriptor: Hashable, Sendable {
  /// Traits a descriptor can ask for (UIKit's `UIFontDescriptor.SymbolicTraits`), with UIKit's raw values.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
  }

  public let family: String
  /// The size in points.
  public let pointSize: CGFloat
  public let weight: Font.Weight
  public let symbolicTraits: SymbolicTraits

  public init(
    family: String, pointSize: CGFloat, weight: Font.Weight = .regular,
    symbolicTraits: SymbolicTraits = []
  ) {
    self.family = family
    self.pointSize = pointSize
    self.weight = weight
    self.symbolicTraits = symbolicTraits
  }

  /// The descriptor of a Dynamic Type style at the current content size category.
  public static func preferredFontDescriptor(withTextStyle style: Font.TextStyle) -> FontDescriptor
  {
    Font.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// The same descriptor with these traits instead of its own; bold makes the weight bold.
  public func withSymbolicTraits(_ traits: SymbolicTraits) -> FontDescriptor? {
    let weight =
      traits.contains(.traitBold)
      ? Font.Weight.bold : (self.weight == .bold ? .regular : self.weight)
    return FontDescriptor(
      family: family, pointSize: pointSize, weight: weight, symbolicTraits: traits)
  }

  /// The same descriptor at another size.
  public func withSize(_ size: CGFloat) -> FontDescriptor {
    FontDescriptor(family: family, pointSize: size, weight: weight, symbolicTraits: symbolicTraits)
  }
}

public typealias UIFontDescriptor = FontDescriptor

extension Font {
  /// A font from a descriptor; a `size` of 0 keeps the descriptor's size, as in UIKit.
  public init(descriptor: FontDescriptor, size: CGFloat) {
    self.init(
      family: descriptor.family, size: size > 0 ? size : descriptor.pointSize,
      weight: descriptor.weight)
  }

  /// The font's descriptor: bold weights carry the bold trait.
  public var fontDescriptor: FontDescriptor {
    FontDescriptor(
      family: family, pointSize: size, weight: weight,
      symbolicTraits: weight >= .bold ? .traitBold : [])
  }
}
