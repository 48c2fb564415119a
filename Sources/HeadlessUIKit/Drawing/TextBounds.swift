import Foundation

// Measuring strings as UIKit's `boundingRect(with:options:attributes:context:)` measures them, with the text
// engine labels use and the attributes string drawing reads (TextDrawing.swift).

/// How a string is measured (UIKit's `NSStringDrawingOptions`): with `.usesLineFragmentOrigin` it wraps to the
/// width given, else it is one line per paragraph.
public struct StringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let usesLineFragmentOrigin = StringDrawingOptions(rawValue: 1 << 0)
  public static let usesFontLeading = StringDrawingOptions(rawValue: 1 << 1)
  public static let usesDeviceMetrics = StringDrawingOptions(rawValue: 1 << 3)
  public static let truncatesLastVisibleLine = StringDrawingOptions(rawValue: 1 << 5)
}

/// What a measurement reports back (UIKit's `NSStringDrawingContext`): nothing is scaled here.
open class StringDrawingContext {
  open var minimumScaleFactor: CGFloat = 0
  open var actualScaleFactor: CGFloat { 1 }
  open var totalBounds: CGRect = .zero
  public init() {}
}

public typealias NSStringDrawingOptions = StringDrawingOptions
public typealias NSStringDrawingContext = StringDrawingContext

extension StringDrawing {
  /// The rectangle the text takes, from the origin: wrapped to `size.width` with `.usesLineFragmentOrigin`.
  func boundingRect(with size: CGSize, options: StringDrawingOptions) -> CGRect {
    let width = options.contains(.usesLineFragmentOrigin) && size.width.isFinite ? size.width : nil
    return CGRect(origin: .zero, size: self.size(width: width))
  }
}

extension String {
  /// The rectangle the string takes drawn with `attributes` (UIKit's `boundingRect(with:options:attributes:context:)`).
  ///
  /// - Parameters:
  ///   - size: The space: its width wraps the text with `.usesLineFragmentOrigin`.
  ///   - options: How the string is measured.
  ///   - attributes: The font (12-point system font by default) and colour.
  ///   - context: Reports nothing back here.
  /// - Returns: The bounds, from the origin.
  public func boundingRect(
    with size: CGSize, options: StringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil,
    context: StringDrawingContext?
  ) -> CGRect {
    NSAttributedString(string: self, attributes: attributes).drawing.boundingRect(
      with: size, options: options)
  }
}

extension NSString {
  /// The rectangle the string takes drawn with `attributes` (see the `String` method).
  public func boundingRect(
    with size: CGSize, options: StringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil,
    context: StringDrawingContext?
  ) -> CGRect {
    (self as String).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }
}

extension NSAttributedString {
  /// The rectangle the string takes in its first character's attributes (UIKit's
  /// `boundingRect(with:options:context:)`).
  public func boundingRect(
    with size: CGSize, options: StringDrawingOptions = [], context: StringDrawingContext?
  )
    -> CGRect
  {
    drawing.boundingRect(with: size, options: options)
  }
}
