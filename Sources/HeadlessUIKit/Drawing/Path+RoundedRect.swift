import Foundation

extension CGMutablePath {
  /// The continuous ("squircle") corner, as fractions of the corner radius.
  ///
  /// For the corner at the origin with the edges along +x and +y: where it leaves each edge, and the three cubic
  /// curves it is made of between them. These
  /// are the control points of the path iOS 7 and later draw for `UIBezierPath(roundedRect:cornerRadius:)` and
  /// `CALayer`'s `.continuous` corner curve, as measured from UIKit's output and published by several people who
  /// reverse-engineered it (e.g. in discussions of "iOS 7 rounded corners"); the middle point sits 0.2915 r from
  /// both edges, against 0.2929 r for a circular corner, but the curve starts 1.5287 r from the corner, not r.
  static let continuousCorner: (extent: CGFloat, curves: [(CGPoint, CGPoint, CGPoint)]) = (
    1.528_664_83,
    [
      (
        CGPoint(x: 1.088_492_99, y: 0), CGPoint(x: 0.868_406_94, y: 0),
        CGPoint(x: 0.631_493_79, y: 0.074_911_39)
      ),
      (
        CGPoint(x: 0.372_823_83, y: 0.169_059_56), CGPoint(x: 0.169_059_56, y: 0.372_823_83),
        CGPoint(x: 0.074_911_39, y: 0.631_493_79)
      ),
      (
        CGPoint(x: 0, y: 0.868_406_94), CGPoint(x: 0, y: 1.088_492_99),
        CGPoint(x: 0, y: 1.528_664_83)
      ),
    ]
  )

  /// A closed rectangle whose `corners` are rounded by `radius` (clamped to half the shorter side).
  ///
  /// The corners are circular or continuous. A continuous corner needs 1.5287 × `radius` of each side; where the sides are too short
  /// for that, the corners are drawn circular, as UIKit does.
  package func addRoundedRect(
    _ rect: CGRect, radius: CGFloat, corners: Layer.CornerMask, curve: Layer.CornerCurve
  ) {
    let r = rect.standardized
    let radius = max(0, min(radius, r.width / 2, r.height / 2))
    guard radius > 0, !corners.isEmpty else { return addRect(r) }
    let extent = CGMutablePath.continuousCorner.extent
    let continuous = curve == .continuous && radius * extent <= min(r.width, r.height) / 2
    // Each corner: where it is, and the unit vectors from it along the edge arriving and the edge leaving.
    let cornerList: [(Layer.CornerMask, CGPoint, CGPoint, CGPoint)] = [
      (
        .layerMaxXMinYCorner, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0),
        CGPoint(x: 0, y: 1)
      ),
      (
        .layerMaxXMaxYCorner, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1),
        CGPoint(x: -1, y: 0)
      ),
      (
        .layerMinXMaxYCorner, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0),
        CGPoint(x: 0, y: -1)
      ),
      (
        .layerMinXMinYCorner, CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1),
        CGPoint(x: 1, y: 0)
      ),
    ]
    move(
      to: CGPoint(
        x: r.minX
          + (corners.contains(.layerMinXMinYCorner) ? (continuous ? radius * extent : radius) : 0),
        y: r.minY))
    for (corner, point, arriving, leaving) in cornerList {
      guard corners.contains(corner) else {
        addLine(to: point)
        continue
      }
      // Local coordinates: u along the arriving edge (away from the corner), v along the leaving one.
      func place(_ local: CGPoint) -> CGPoint {
        CGPoint(
          x: point.x + radius * (local.x * arriving.x + local.y * leaving.x),
          y: point.y + radius * (local.x * arriving.y + local.y * leaving.y))
      }
      if continuous {
        addLine(to: place(CGPoint(x: extent, y: 0)))
        for (c1, c2, end) in CGMutablePath.continuousCorner.curves {
          addCurve(to: place(end), control1: place(c1), control2: place(c2))
        }
      } else {
        // A quarter circle as one cubic (handle 4/3·tan(π/8) ≈ 0.5523 of the radius).
        let handle = 4 / 3 * tan(CGFloat.pi / 8)
        addLine(to: place(CGPoint(x: 1, y: 0)))
        addCurve(
          to: place(CGPoint(x: 0, y: 1)), control1: place(CGPoint(x: 1 - handle, y: 0)),
          control2: place(CGPoint(x: 0, y: 1 - handle)))
      }
    }
    closeSubpath()
  }
}
