import Foundation

/// A change of a view's values as the device tilts (UIKit's `UIMotionEffect`): kept by the view; no device moves
/// here, so the viewer's offset is always zero and a picture shows the view at rest.
open class MotionEffect {
  public init() {}

  public required init?(coder: NSCoder) {}

  /// The values the effect gives for the viewer's offset (subclasses override; none by default).
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    nil
  }
}

/// A motion effect that moves one key path's value between two bounds with the tilt along one axis (UIKit's
/// `UIInterpolatingMotionEffect`).
open class InterpolatingMotionEffect: MotionEffect {
  /// The axis of tilt the effect follows.
  public enum EffectType: Int, Sendable {
    case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
  }

  /// The key path the effect changes (`"center.x"`).
  open var keyPath: String
  /// The axis of tilt the effect follows.
  open var type: EffectType
  /// The value at the most negative tilt.
  open var minimumRelativeValue: Any?
  /// The value at the most positive tilt.
  open var maximumRelativeValue: Any?

  /// An effect on `keyPath` along the axis `type`.
  public init(keyPath: String, type: EffectType) {
    self.keyPath = keyPath
    self.type = type
    super.init()
  }

  public required init?(coder: NSCoder) {
    keyPath = ""
    type = .tiltAlongHorizontalAxis
    super.init(coder: coder)
  }

  /// At rest, the midpoint of the bounds: no change.
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String:
    Any]?
  { nil }
}

/// Several motion effects applied together (UIKit's `UIMotionEffectGroup`).
open class MotionEffectGroup: MotionEffect {
  /// The effects of the group.
  open var motionEffects: [MotionEffect]?
}

public typealias UIMotionEffect = MotionEffect
public typealias UIInterpolatingMotionEffect = InterpolatingMotionEffect
public typealias UIMotionEffectGroup = MotionEffectGroup
