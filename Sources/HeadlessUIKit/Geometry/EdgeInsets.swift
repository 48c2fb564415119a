import Foundation

/// Insets on the four sides of a rectangle, left and right being fixed sides (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  /// Creates insets from their four sides.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every side.
  public init(_ all: CGFloat) { self.init(top: all, left: all, bottom: all, right: all) }

  /// No insets.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// No inset.
  public static let zero = EdgeInsets(0)

  /// The sum of the two insets of each side, added together.
  public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right)
  }

  /// Whether every inset is a finite number.
  var isFinite: Bool { [top, left, bottom, right].allSatisfy(\.isFinite) }
}

/// Insets whose horizontal sides follow the layout direction (UIKit's `NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// No insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// Creates insets from their four sides.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The fixed-side insets for a layout direction: leading is left in left-to-right, right in right-to-left.
  public func resolved(for direction: LayoutDirection) -> EdgeInsets {
    direction == .leftToRight
      ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
      : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
  }
}

extension EdgeInsets {
  /// The directional insets for a layout direction.
  public func directional(for direction: LayoutDirection) -> DirectionalEdgeInsets {
    direction == .leftToRight
      ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
      : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
  }
}

extension CGRect {
  /// The rectangle shrunk by insets on each side (UIKit's `inset(by:)`); a side never goes past the opposite one.
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: max(width - insets.left - insets.right, 0),
      height: max(height - insets.top - insets.bottom, 0))
  }
}
