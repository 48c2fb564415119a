import Foundation

// UIKit's boxing of geometry in `NSValue` (its `NSValue(cgRect:)` and `cgRectValue` family), on top of Foundation's
// own rectangle, point and size values.
extension NSValue {
  /// A value holding a rectangle.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// A value holding a point.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A value holding a size.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// The rectangle the value holds.
  public var cgRectValue: CGRect { rectValue }
  /// The point the value holds.
  public var cgPointValue: CGPoint { pointValue }
  /// The size the value holds.
  public var cgSizeValue: CGSize { sizeValue }
}
