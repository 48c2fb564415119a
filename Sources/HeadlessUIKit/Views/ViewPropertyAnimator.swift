import Foundation

// UIKit's property animators. There is no time here: as with `UIView.animate`, a picture shows where an animation
// ends, so an animator runs its animation blocks when it starts (or is paused, which starts it paused) and, once
// started, its completions with `.end` at once.

/// Where an animator stands (UIKit's `UIViewAnimatingState`).
public enum ViewAnimatingState: Int, Sendable {
  case inactive, active, stopped
}

/// Where an animation ended (UIKit's `UIViewAnimatingPosition`).
public enum ViewAnimatingPosition: Int, Sendable {
  case end, start, current
}

/// The kind of a timing curve (UIKit's `UITimingCurveType`).
public enum TimingCurveType: Int, Sendable {
  case builtin, cubic, spring, composed
}

/// A timing curve (UIKit's `UITimingCurveProvider`).
public protocol TimingCurveProvider {
  var timingCurveType: TimingCurveType { get }
  var cubicTimingParameters: CubicTimingParameters? { get }
  var springTimingParameters: SpringTimingParameters? { get }
}

/// A cubic Bézier timing curve (UIKit's `UICubicTimingParameters`).
open class CubicTimingParameters: TimingCurveProvider {
  /// The built-in curve, when made from one (`.easeInOut` by default).
  public let animationCurve: View.AnimationCurve
  public let controlPoint1: CGPoint
  public let controlPoint2: CGPoint

  /// The default curve, ease in and out.
  public convenience init() { self.init(animationCurve: .easeInOut) }
  /// One of the built-in curves; its control points are Core Animation's for that curve.
  public init(animationCurve curve: View.AnimationCurve) {
    animationCurve = curve
    // Core Animation's named timing functions (CAMediaTimingFunction's documented control points).
    switch curve {
    case .easeInOut:
      (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
    case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    }
  }
  /// A curve of two control points.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
  }

  public var timingCurveType: TimingCurveType { .cubic }
  public var cubicTimingParameters: CubicTimingParameters? { self }
  public var springTimingParameters: SpringTimingParameters? { nil }
}

/// A spring timing curve (UIKit's `UISpringTimingParameters`).
open class SpringTimingParameters: TimingCurveProvider {
  /// The spring's initial velocity, relative to the distance to travel.
  public let initialVelocity: CGVector

  /// A critically damped spring.
  public convenience init() { self.init(dampingRatio: 1) }
  /// A spring of `ratio` (1 does not overshoot).
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }
  /// A spring of `ratio` starting at `velocity`.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    initialVelocity = velocity
  }
  /// A spring from its physical values.
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    initialVelocity = velocity
  }
  /// A spring from its perceived duration and bounce (iOS 17).
  public init(
    duration: TimeInterval, bounce: CGFloat = 0, initialVelocity velocity: CGVector = .zero
  ) {
    initialVelocity = velocity
  }

  public var timingCurveType: TimingCurveType { .spring }
  public var cubicTimingParameters: CubicTimingParameters? { nil }
  public var springTimingParameters: SpringTimingParameters? { self }
}

/// An animation that can be started, paused and stopped (UIKit's `UIViewAnimating`).
@preconcurrency @MainActor
public protocol ViewAnimating: AnyObject {
  var state: ViewAnimatingState { get }
  var isRunning: Bool { get }
  var isReversed: Bool { get set }
  var fractionComplete: CGFloat { get set }
  func startAnimation()
  func startAnimation(afterDelay delay: TimeInterval)
  func pauseAnimation()
  func stopAnimation(_ withoutFinishing: Bool)
  func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

/// An animation that takes more animations and completions (UIKit's `UIViewImplicitlyAnimating`).
@preconcurrency @MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
  func addAnimations(_ animation: @escaping () -> Void)
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
  func continueAnimation(
    withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat)
}

/// Animates changes to views (UIKit's `UIViewPropertyAnimator`), at once.
///
/// Starting runs the animation blocks and then the completions with `.end`; pausing runs the blocks and leaves the
/// animator active; stopping leaves it stopped until ``finishAnimation(at:)`` runs the completions with the position
/// given. The views show the blocks' final values, as a snapshot of a finished animation does.
@preconcurrency @MainActor
open class ViewPropertyAnimator: NSObject, ViewImplicitlyAnimating {
  open private(set) var state = ViewAnimatingState.inactive
  open private(set) var isRunning = false
  open var isReversed = false
  /// How far the animation is: 1 once it has run.
  open var fractionComplete: CGFloat = 0
  open var duration: TimeInterval { storedDuration }
  private let storedDuration: TimeInterval
  open private(set) var delay: TimeInterval = 0
  open var timingParameters: TimingCurveProvider? { storedTimingParameters }
  private let storedTimingParameters: TimingCurveProvider?
  open var isInterruptible = true
  open var isUserInteractionEnabled = true
  open var isManualHitTestingEnabled = false
  open var scrubsLinearly = true
  open var pausesOnCompletion = false

  private var animations: [() -> Void] = []
  private var completions: [(ViewAnimatingPosition) -> Void] = []

  /// An animator of `duration` seconds along `parameters`.
  public required init(duration: TimeInterval, timingParameters parameters: TimingCurveProvider) {
    storedDuration = duration
    storedTimingParameters = parameters
  }
  /// An animator along one of the built-in curves.
  public convenience init(
    duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
    if let animations { self.animations.append(animations) }
  }
  /// An animator along a cubic Bézier curve.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { self.animations.append(animations) }
  }
  /// An animator along a spring.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
    if let animations { self.animations.append(animations) }
  }

  /// An animator that starts at once: its animations run and then its completion with `.end`.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((ViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = Self(duration: duration, timingParameters: CubicTimingParameters())
    animator.delay = delay
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }

  open func addAnimations(_ animation: @escaping () -> Void) {
    // Added to a running animator, the block runs at once, as its change would start animating then.
    if state == .active { animation() } else { animations.append(animation) }
  }
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }
  open func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  open func startAnimation() {
    guard state != .stopped else { return }
    runAnimations()
    isRunning = true
    if !pausesOnCompletion { finish(at: .end) }
  }
  open func startAnimation(afterDelay delay: TimeInterval) {
    self.delay = delay
    startAnimation()
  }
  open func pauseAnimation() {
    guard state != .stopped else { return }
    runAnimations()
    isRunning = false
  }
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    if withoutFinishing {
      state = .inactive
      completions.removeAll()
    } else {
      state = .stopped
    }
  }
  open func finishAnimation(at finalPosition: ViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: finalPosition)
  }
  open func continueAnimation(
    withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat
  ) {
    startAnimation()
  }

  /// Runs the blocks not run yet; the animator becomes active.
  private func runAnimations() {
    state = .active
    let pending = animations
    animations.removeAll()
    for animation in pending { animation() }
    fractionComplete = 1
  }

  /// Runs the completions with `position`; the animator becomes inactive.
  private func finish(at position: ViewAnimatingPosition) {
    state = .inactive
    isRunning = false
    let pending = completions
    completions.removeAll()
    for completion in pending { completion(position) }
  }
}

public typealias UIViewAnimatingState = ViewAnimatingState
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
public typealias UITimingCurveType = TimingCurveType
public typealias UITimingCurveProvider = TimingCurveProvider
public typealias UICubicTimingParameters = CubicTimingParameters
public typealias UISpringTimingParameters = SpringTimingParameters
public typealias UIViewAnimating = ViewAnimating
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
