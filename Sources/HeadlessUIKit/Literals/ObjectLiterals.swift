import Foundation

// Xcode's object literals, as UIKit declares them: `#colorLiteral(red:green:blue:alpha:)` is a `UIColor` and
// `#imageLiteral(resourceName:)` a `UIImage` wherever the context names no other type.

/// The type of a `#colorLiteral` that has no other type from its context.
public typealias _ColorLiteralType = Color
/// The type of an `#imageLiteral` that has no other type from its context.
public typealias _ImageLiteralType = Image

// `Color` declares its literal initialiser itself (a required initialiser of an open class).

/// `#imageLiteral(resourceName:)`: ``Image/init(imageLiteralResourceName:)``.
extension Image: _ExpressibleByImageLiteral {}
