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

// Transforms are boxed as their bytes, as arrays of doubles (Linux's Foundation cannot box a structure's encoding).
extension NSValue {
  /// A value holding a Core Animation transform.
  public convenience init(caTransform3D transform: CATransform3D) {
    var copy = transform
    self.init(bytes: &copy, objCType: "[16d]")
  }
  /// The Core Animation transform the value holds (identity when it holds something else).
  public var caTransform3DValue: CATransform3D {
    unboxed(as: CATransform3DIdentity, encoding: "[16d]")
  }

  /// A value holding an affine transform.
  public convenience init(cgAffineTransform transform: CGAffineTransform) {
    var copy = transform
    self.init(bytes: &copy, objCType: "[6d]")
  }
  /// The affine transform the value holds (identity when it holds something else).
  public var cgAffineTransformValue: CGAffineTransform { unboxed(as: .identity, encoding: "[6d]") }

  /// The value's bytes as a `Value`, when it was boxed with `encoding`.
  private func unboxed<Value>(as fallback: Value, encoding: String) -> Value {
    guard String(cString: objCType) == encoding else { return fallback }
    var value = fallback
    withUnsafeMutableBytes(of: &value) { bytes in
      if let address = bytes.baseAddress { getValue(address) }
    }
    return value
  }
}
