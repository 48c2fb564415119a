import Foundation

/// The system spacing: 8 points, the standard space between siblings (Apple's Auto Layout Guide).
///
/// UIKit derives the space between two baselines from their fonts; here baselines use 8 points too.
let systemSpacing: CGFloat = 8

extension LayoutXAxisAnchor {
  /// `self == anchor + system spacing × multiplier`: this anchor follows `anchor` by the system spacing.
  public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    relate(.equal, anchor, constant: systemSpacing * multiplier)
  }

  /// `self >= anchor + system spacing × multiplier`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  /// `self <= anchor + system spacing × multiplier`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

extension LayoutYAxisAnchor {
  /// `self == anchor + system spacing × multiplier`: this anchor sits below `anchor` by the system spacing.
  public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    relate(.equal, anchor, constant: systemSpacing * multiplier)
  }

  /// `self >= anchor + system spacing × multiplier`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    relate(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  /// `self <= anchor + system spacing × multiplier`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
  ) -> LayoutConstraint {
    relate(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}
