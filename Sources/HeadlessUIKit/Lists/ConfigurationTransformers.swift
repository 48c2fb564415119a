import Foundation

/// The identity a transformer carries so that configurations holding it compare equal when they hold the same one
/// (closures cannot be compared).
final class TransformerIdentity: Sendable {}

/// A closure that turns one colour into another, applied by a configuration as it resolves its colours (UIKit's
/// `UIConfigurationColorTransformer`).
// Unchecked: UIKit's transformer closures are not `@Sendable`; a configuration calls them where it is resolved, on the
// thread that builds its view.
public struct ConfigurationColorTransformer: Hashable, @unchecked Sendable {
  private let transform: (Color) -> Color
  private let identity = TransformerIdentity()

  /// A transformer that runs `transform`.
  public init(_ transform: @escaping (Color) -> Color) { self.transform = transform }

  /// The transformed colour.
  public func callAsFunction(_ input: Color) -> Color { transform(input) }

  /// Each colour as a grey of the same luminance (sRGB coefficients 0.2126, 0.7152, 0.0722).
  public static let grayscale = ConfigurationColorTransformer { color in
    let light = color.light
    return Color(
      white: 0.2126 * light.red + 0.7152 * light.green + 0.0722 * light.blue, alpha: light.alpha)
  }

  /// The tint colour wherever a colour is given; here, the colour as it is (there is no tint to read).
  public static let preferredTint = ConfigurationColorTransformer { $0 }

  /// A monochrome version of the tint; here, the colour as grey.
  public static let monochromeTint = grayscale

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}

/// A closure that rewrites text attributes, applied by a button configuration to its title or subtitle (UIKit's
/// `UIConfigurationTextAttributesTransformer`).
// Unchecked: as for the colour transformer, the closure is UIKit's, not `@Sendable`.
public struct ConfigurationTextAttributesTransformer: Hashable, @unchecked Sendable {
  private let transform: (AttributeContainer) -> AttributeContainer
  private let identity = TransformerIdentity()

  /// A transformer that runs `transform`.
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  /// The transformed attributes.
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}

public typealias UIConfigurationColorTransformer = ConfigurationColorTransformer
public typealias UIConfigurationTextAttributesTransformer = ConfigurationTextAttributesTransformer
