import HeadlessUIKit

/// Types UIKit's Swift overlay gives `+` and `-` with their raw value: `UILayoutPriority` (`.defaultHigh - 1`) and
/// `UIWindow.Level` (`.alert + 1`).
///
/// The operators are declared on this protocol, in the facade, because operators of the implementation modules are
/// not seen through `import UIKit` (the facade imports their types one by one). A file that imports those modules
/// too sees their own, more specific operators, which the compiler prefers: one meaning either way.
public protocol _UIKitOverlayArithmetic: RawRepresentable where RawValue: FloatingPoint {
  init(rawValue: RawValue)
}

extension _UIKitOverlayArithmetic {
  /// The value raised by `amount`.
  public static func + (lhs: Self, amount: RawValue) -> Self {
    Self(rawValue: lhs.rawValue + amount)
  }
  /// The value lowered by `amount`.
  public static func - (lhs: Self, amount: RawValue) -> Self {
    Self(rawValue: lhs.rawValue - amount)
  }
}

extension UILayoutPriority: _UIKitOverlayArithmetic {}
extension UIWindow.Level: _UIKitOverlayArithmetic {}
