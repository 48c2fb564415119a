import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`).
public struct CGVector: Hashable, Sendable {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// The zero vector.
  public init() {
    dx = 0
    dy = 0
  }

  /// A vector of components `dx` and `dy`.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector of components `dx` and `dy`.
  public init(dx: Double, dy: Double) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// A vector of components `dx` and `dy`.
  public init(dx: Int, dy: Int) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// The zero vector.
  public static let zero = CGVector()
}
