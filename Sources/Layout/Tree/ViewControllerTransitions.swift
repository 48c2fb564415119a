import Foundation

/// A storyboard segue (UIKit's `UIStoryboardSegue`): there are no storyboards here, but code that prepares for one
/// (`prepare(for:sender:)`) and code that makes one by hand compile and run.
open class StoryboardSegue {
  public let identifier: String?
  public let source: ViewController
  public let destination: ViewController

  /// A segue from one controller to another.
  public init(identifier: String?, source: ViewController, destination: ViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// A segue that runs `performHandler` when performed.
  public convenience init(
    identifier: String?, source: ViewController, destination: ViewController,
    performHandler: @escaping () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    handler = performHandler
  }

  private var handler: (() -> Void)?

  /// Runs the perform handler, if there is one (nothing is shown here).
  open func perform() { handler?() }
}

/// What a controller being resized or rotated is told about the change (UIKit's
/// `UIViewControllerTransitionCoordinator`): nothing animates here, so the alongside animations run at once and the
/// completions right after.
public protocol ViewControllerTransitionCoordinator: AnyObject {
  var isAnimated: Bool { get }
  var transitionDuration: TimeInterval { get }
  var isCancelled: Bool { get }
  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// The state of a transition, given to the coordinator's blocks (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
}

/// The coordinator of a change that happens at once.
final class ImmediateTransitionCoordinator: ViewControllerTransitionCoordinator,
  ViewControllerTransitionCoordinatorContext
{
  var isAnimated: Bool { false }
  var transitionDuration: TimeInterval { 0 }
  var isCancelled: Bool { false }

  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    completion?(self)
    return true
  }
}

/// Something whose size a container decides (UIKit's `UIContentContainer`): view controllers.
public protocol ContentContainer: AnyObject {
  var preferredContentSize: CGSize { get }
}

extension ViewController: ContentContainer {}

/// A trait a controller or view can register for changes of (UIKit's `UITrait`).
public typealias Trait = any TraitDefinition.Type

/// A kind of trait (UIKit's `UITraitDefinition`).
public protocol TraitDefinition {}

/// What registering for trait changes returns, to unregister later (UIKit's `UITraitChangeRegistration`).
public protocol TraitChangeRegistration: AnyObject {}

/// One registration for trait changes.
final class TraitChangeHandlerRegistration: TraitChangeRegistration {
  let handler: (TraitCollection) -> Void
  init(handler: @escaping (TraitCollection) -> Void) { self.handler = handler }
}
