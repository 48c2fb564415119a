import Foundation

/// A storyboard (UIKit's `UIStoryboard`): storyboards are Interface Builder archives, which are not read here, so
/// each controller it is asked for is an empty `UIViewController` and an error diagnostic names the storyboard and
/// the identifier (a render that needs a storyboard's content fails visibly, not silently).
open class Storyboard: NSObject {
  /// The storyboard's file name, without its extension.
  public let name: String

  /// The storyboard named `name` in `bundle`.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
  }

  /// The storyboard's initial controller: an empty stand-in.
  open func instantiateInitialViewController() -> ViewController? {
    standIn(for: "its initial view controller")
  }

  /// The storyboard's initial controller, made by `block`: an empty stand-in.
  open func instantiateInitialViewController<Controller: ViewController>(
    creator block: ((NSCoder) -> Controller?)? = nil
  ) -> Controller? {
    block?(NSCoder()) ?? (standIn(for: "its initial view controller") as? Controller)
  }

  /// The controller with `identifier`: an empty stand-in.
  open func instantiateViewController(withIdentifier identifier: String) -> ViewController {
    standIn(for: "\"\(identifier)\"")
  }

  /// The controller with `identifier`, made by `block` (a team's class, with its `init?(coder:)`), else an empty
  /// stand-in.
  open func instantiateViewController<Controller: ViewController>(
    identifier: String, creator block: ((NSCoder) -> Controller?)? = nil
  ) -> Controller {
    if let made = block?(NSCoder()) { return made }
    let standIn = standIn(for: "\"\(identifier)\"")
    if let controller = standIn as? Controller ?? Controller(coder: NSCoder()) { return controller }
    preconditionFailure(
      "UIStoryboard(name: \"\(name)\"): \(Controller.self) cannot be made from an empty archive")
  }

  private func standIn(for what: String) -> ViewController {
    Diagnostics.report(
      Diagnostic(
        .error,
        "UIStoryboard(name: \"\(name)\"): storyboards are not read here, so \(what) is an empty view controller"
      ))
    return ViewController(nibName: nil, bundle: nil)
  }
}

/// Where an unwind segue starts (UIKit's `UIStoryboardUnwindSegueSource`).
open class StoryboardUnwindSegueSource {
  /// The controller the unwind starts from.
  open private(set) var source: ViewController
  /// The action the unwind looks for.
  open private(set) var unwindAction: Selector
  /// What started the unwind.
  open private(set) var sender: Any?

  init(source: ViewController, unwindAction: Selector, sender: Any?) {
    self.source = source
    self.unwindAction = unwindAction
    self.sender = sender
  }
}

public typealias UIStoryboard = Storyboard
public typealias UIStoryboardUnwindSegueSource = StoryboardUnwindSegueSource
