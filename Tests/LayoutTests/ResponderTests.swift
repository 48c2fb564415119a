import Foundation
import HeadlessUIKit
import Testing

/// UIResponder as UIKit defines it: the chain, first-responder rules, events passed along the chain.
@Suite struct ResponderTests {
  @Test func onlyTextInputBecomesFirstResponder() {
    let plain = UIView()
    #expect(!plain.canBecomeFirstResponder)
    #expect(!plain.becomeFirstResponder())
    #expect(!plain.isFirstResponder)
    let field = UITextField()
    #expect(field.becomeFirstResponder())
    #expect(field.isFirstResponder)
    #expect(field.resignFirstResponder())
    #expect(!field.isFirstResponder)
  }

  @Test func endEditingResignsTheFirstResponderBelow() {
    let form = UIView()
    let field = UITextField()
    form.addSubview(field)
    field.becomeFirstResponder()
    form.endEditing(true)
    #expect(!field.isFirstResponder)
  }

  /// A view's next responder is its superview, or its controller for a controller's root view; a controller's is
  /// the view it was shown in.
  @Test func theChainRunsThroughSuperviewsAndControllers() {
    let window = UIView()
    let controller = UIViewController()
    controller.appear(in: window)
    let child = UIView()
    controller.view.addSubview(child)
    #expect(child.next === controller.view)
    #expect(controller.view.next === controller)
    #expect(controller.next === window)
    #expect(window.next == nil)
  }

  /// Unhandled touches travel up the chain, as UIKit's default implementations pass them on.
  @Test func unhandledTouchesReachTheSuperview() {
    final class Catcher: UIView {
      var caught = 0
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { caught += 1 }
    }
    let catcher = Catcher()
    let middle = UIView()
    let leaf = UIView()
    catcher.addSubview(middle)
    middle.addSubview(leaf)
    leaf.touchesBegan([UITouch()], with: nil)
    #expect(catcher.caught == 1)
  }

  /// `target(forAction:withSender:)` answers with the first responder along the chain that can perform it.
  @Test func actionsFindTheirTargetAlongTheChain() {
    final class Handler: UIView {
      override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "save"
      }
    }
    let handler = Handler()
    let leaf = UIView()
    handler.addSubview(leaf)
    #expect(leaf.target(forAction: "save", withSender: nil) as? Handler === handler)
    #expect(leaf.target(forAction: "delete", withSender: nil) == nil)
  }

  /// Keyboard notifications carry UIKit's names, so observers written for UIKit register for the same names.
  @Test func keyboardNotificationNames() {
    #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
    #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
  }

  /// A controller hears about its root view: appearing in UIKit's order, safe-area and margin changes.
  @Test func aControllerHearsAboutItsRootView() {
    final class Screen: UIViewController {
      var log: [String] = []
      override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
      override func viewIsAppearing(_ animated: Bool) { log.append("isAppearing") }
      override func viewWillLayoutSubviews() { log.append("willLayout") }
      override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
      override func viewSafeAreaInsetsDidChange() { log.append("safeArea") }
      override func viewLayoutMarginsDidChange() { log.append("margins") }
    }
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let screen = Screen()
    _ = screen.view
    screen.log.removeAll()  // the system minimum margins are set while loading
    screen.appear(in: window)
    #expect(screen.log.prefix(3) == ["willAppear", "isAppearing", "willLayout"])
    #expect(screen.log.contains("safeArea"))
    #expect(screen.log.last == "didAppear")
  }
}

/// UIWindow as UIKit code uses it in tests: a root view controller, made key and visible; views hear when they
/// move into or out of a window.
@Suite struct WindowTests {
  @Test func aWindowShowsItsRootViewController() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(window.isHidden)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(!window.isHidden && window.isKeyWindow)
    #expect(controller.view.superview === window)
    #expect(controller.view.window === window)
    window.layoutIfNeeded()
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test func viewsHearWhenTheyMoveIntoAndOutOfAWindow() {
    final class Watcher: UIView {
      var log: [String] = []
      override func willMove(toWindow newWindow: UIWindow?) {
        log.append(newWindow == nil ? "will:nil" : "will:window")
      }
      override func didMoveToWindow() { log.append(window == nil ? "did:nil" : "did:window") }
    }
    let window = UIWindow()
    let container = UIView()
    let watcher = Watcher()
    container.addSubview(watcher)
    #expect(watcher.log.isEmpty)
    window.addSubview(container)
    #expect(watcher.log == ["will:window", "did:window"])
    container.removeFromSuperview()
    #expect(watcher.log == ["will:window", "did:window", "will:nil", "did:nil"])
  }
}

/// Foundation's selector-based observer API, which UIKit code uses for keyboard notifications, is kept.
@Suite struct SelectorObserverTests {
  @Test func registrationsAreKeptByObserverAndName() {
    final class Screen {}
    let screen = Screen()
    let center = NotificationCenter()
    center.addObserver(
      screen, selector: "keyboardWillShow:", name: UIResponder.keyboardWillShowNotification,
      object: nil)
    center.addObserver(
      screen, selector: "keyboardWillHide:", name: UIResponder.keyboardWillHideNotification,
      object: nil)
    #expect(center.selectorObservations(of: screen) == ["keyboardWillShow:", "keyboardWillHide:"])
    #expect(
      center.selectorObservations(of: screen, name: UIResponder.keyboardWillHideNotification) == [
        "keyboardWillHide:"
      ])
    #expect(NotificationCenter.default.selectorObservations(of: screen).isEmpty)
  }
}
