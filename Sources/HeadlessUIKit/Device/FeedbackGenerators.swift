import Foundation

/// Haptic feedback (UIKit's `UIFeedbackGenerator` and its subclasses): there is nothing to vibrate here, so every
/// call is accepted and does nothing.
@preconcurrency @MainActor
open class FeedbackGenerator: NSObject {
  /// The view the feedback belongs to (iOS 17.5's `init(view:)`), held weakly.
  public private(set) weak var view: View?

  public override init() {}
  /// A generator for feedback that belongs to `view`.
  public init(view: View) { self.view = view }

  /// Readies the engine: nothing to ready.
  open func prepare() {}
}

/// Feedback for a collision (UIKit's `UIImpactFeedbackGenerator`).
@preconcurrency @MainActor
open class ImpactFeedbackGenerator: FeedbackGenerator {
  /// The impact's mass (UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`).
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  /// The style it was made with.
  public let style: FeedbackStyle

  /// A generator of `.medium` impacts.
  public override convenience init() { self.init(style: .medium) }
  /// A generator of impacts of `style`.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }
  /// A generator of impacts of `style` that belong to `view`.
  public init(style: FeedbackStyle, view: View) {
    self.style = style
    super.init(view: view)
  }

  /// Plays an impact: nothing to play.
  open func impactOccurred() {}
  /// Plays an impact of `intensity` (0…1): nothing to play.
  open func impactOccurred(intensity: CGFloat) {}
  /// Plays an impact at `location` in the view (iOS 17.5): nothing to play.
  open func impactOccurred(at location: CGPoint) {}
  /// Plays an impact of `intensity` at `location` (iOS 17.5): nothing to play.
  open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

/// Feedback for success, warning and error (UIKit's `UINotificationFeedbackGenerator`).
@preconcurrency @MainActor
open class NotificationFeedbackGenerator: FeedbackGenerator {
  /// The outcome told (UIKit's `UINotificationFeedbackGenerator.FeedbackType`).
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  /// Plays the feedback for `notificationType`: nothing to play.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
  /// Plays the feedback for `notificationType` at `location` (iOS 17.5): nothing to play.
  open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}

/// Feedback for a change of selection (UIKit's `UISelectionFeedbackGenerator`).
@preconcurrency @MainActor
open class SelectionFeedbackGenerator: FeedbackGenerator {
  /// Plays the selection tick: nothing to play.
  open func selectionChanged() {}
  /// Plays the selection tick at `location` (iOS 17.5): nothing to play.
  open func selectionChanged(at location: CGPoint) {}
}

public typealias UIFeedbackGenerator = FeedbackGenerator
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
