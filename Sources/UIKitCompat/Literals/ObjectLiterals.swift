import Foundation
import Layout

// Xcode's object literals, as UIKit declares them: `#colorLiteral(red:green:blue:alpha:)` is a `UIColor` and
// `#imageLiteral(resourceName:)` a `UIImage` wherever the context names no other type.

/// The type of a `#colorLiteral` that has no other type from its context.
public typealias _ColorLiteralType = Color
/// The type of an `#imageLiteral` that has no other type from its context.
public typealias _ImageLiteralType = Image

extension Color: _ExpressibleByColorLiteral {
  /// `#colorLiteral(red:green:blue:alpha:)`: sRGB components from 0 to 1.
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
}

/// `#imageLiteral(resourceName:)`: ``Image/init(imageLiteralResourceName:)``.
extension Image: _ExpressibleByImageLiteral {}
