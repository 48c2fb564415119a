import Foundation

/// A layer filled with a colour gradient over its bounds (Core Animation's `CAGradientLayer`).
///
/// Points are in the unit square of the bounds, (0, 0) the top-left corner. Axial: colours change along the line
/// from ``startPoint`` to ``endPoint`` and stay constant across it, the end colours continuing beyond. Radial:
/// ``startPoint`` is the centre and ``endPoint`` a corner of the ellipse the last colour reaches. Conic: colours
/// turn around ``startPoint``, beginning in the direction of ``endPoint``. The gradient is drawn where the
/// background is (rounded by the corner radius), below the sublayers.
open class GradientLayer: Layer {
  /// The colours (`CGColor` values, as Core Animation takes them), at least two to draw anything.
  open var colors: [Any]?
  /// Where each colour sits, 0...1 along the gradient; nil spreads them evenly.
  open var locations: [NSNumber]?
  /// The gradient's start in the unit square (default: the middle of the top edge).
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// The gradient's end in the unit square (default: the middle of the bottom edge).
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The kind of gradient.
  open var type: GradientType = .axial

  /// The kinds of gradient (Core Animation's `CAGradientLayerType`).
  public struct GradientType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along a line.
    public static let axial = GradientType(rawValue: "axial")
    /// Outwards from a centre.
    public static let radial = GradientType(rawValue: "radial")
    /// Around a centre.
    public static let conic = GradientType(rawValue: "conic")
  }

  /// The colour stops to draw: each colour with its location, or nil when fewer than two colours are usable.
  ///
  /// Not API.
  package var stops: [(location: Double, color: Color)]? {
    let colours = (colors ?? []).compactMap { $0 as? Color }
    guard colours.count >= 2 else { return nil }
    let given = locations?.map(\.doubleValue)
    return colours.enumerated().map { index, colour in
      let location =
        given.flatMap { index < $0.count ? $0[index] : nil }
        ?? Double(index) / Double(colours.count - 1)
      return (location, colour)
    }
  }
}

public typealias CAGradientLayer = GradientLayer
public typealias CAGradientLayerType = GradientLayer.GradientType
