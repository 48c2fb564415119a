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
/// `UIViewControllerTransitionCoordinator`); nothing resizes or rotates here, so none is ever made.
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

extension ViewControllerTransitionCoordinator {
  /// Runs `animation` alongside the transition, with no completion (UIKit's `completion` defaults to `nil`).
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// The state of a transition, given to the coordinator's blocks (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
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

/// Something whose trait changes code can register for (UIKit's `UITraitChangeObservable`).
///
/// Views and view controllers are. Traits do not change while a scene renders, so no handler or action is ever
/// called.
public protocol TraitChangeObservable: AnyObject {}

extension TraitChangeObservable {
  /// What runs when observed traits change: the observed object and the traits before (UIKit's
  /// `UITraitChangeObservable.TraitChangeHandler`).
  public typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (
    TraitEnvironment, TraitCollection
  ) -> Void

  /// Registers a handler for changes of traits (never called).
  ///
  /// Generic over the observed object's type, as UIKit's is, so the handler may name it `Self`
  /// (`{ (self: Self, previous: UITraitCollection) in … }`) or its class.
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [Trait], handler: @escaping TraitChangeHandler<TraitEnvironment>
  )
    -> any TraitChangeRegistration
  { InertTraitChangeRegistration() }

  /// Registers an action for changes of traits (never sent).
  @discardableResult
  public func registerForTraitChanges(_ traits: [Trait], target: Any, action: Selector)
    -> any TraitChangeRegistration
  {
    InertTraitChangeRegistration()
  }

  /// Registers an action on the receiver for changes of traits (never sent).
  @discardableResult
  public func registerForTraitChanges(_ traits: [Trait], action: Selector)
    -> any TraitChangeRegistration
  {
    InertTraitChangeRegistration()
  }

  /// Ends a registration.
  public func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {}
}

extension View: TraitChangeObservable {}
extension ViewController: TraitChangeObservable {}

/// One registration for trait changes: nothing changes traits here, so there is nothing to call.
final class InertTraitChangeRegistration: TraitChangeRegistration {}
