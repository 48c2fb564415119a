import Foundation

// The option sets and enumerations of UIKit's view animations, with UIKit's raw values (UIView.h's
// `UIViewAnimationOptions`, `UIViewKeyframeAnimationOptions`, `UIViewAnimationCurve`). A picture shows the end of
// every animation, so the options are accepted and kept by no one; see View's animation methods.
extension View {
  /// How an animation runs (UIKit's `UIView.AnimationOptions`).
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
  }

  /// How a keyframe animation runs (UIKit's `UIView.KeyframeAnimationOptions`).
  public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    public static let calculationModeLinear = KeyframeAnimationOptions([])
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  /// How a view's tint is adjusted (UIKit's `UIView.TintAdjustmentMode`), with UIKit's raw values.
  public enum TintAdjustmentMode: Int, Sendable {
    case automatic, normal, dimmed
  }

  /// The iOS 2 block's page transitions (UIKit's `UIView.AnimationTransition`).
  public enum AnimationTransition: Int, Sendable {
    case none = 0, flipFromLeft, flipFromRight, curlUp, curlDown
  }

  /// The animations the system runs on views (UIKit's `UIView.SystemAnimation`).
  public enum SystemAnimation: UInt, Sendable {
    case delete = 0
  }

  /// The timing curve of an animation (UIKit's `UIView.AnimationCurve`).
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear
  }
}
