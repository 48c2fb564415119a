import Foundation
import LayoutRender
import Testing

/// A controller's view added to a scene by hand appears as it would on entering a window: a pasted
/// `root.addSubview(navigationController.view)` shows the bar and the top controller's view.
@Suite struct HandAddedControllerTests {
  final class LoggingController: UIViewController {
    var calls: [String] = []
    override func viewDidLoad() { calls.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
  }

  @Test func aNavigationControllersViewAddedByHandShowsItsBarAndTopController() {
    let top = LoggingController()
    top.title = "Inbox"
    var navigation: UINavigationController?
    _ = Scene("hand-added", size: CGSize(width: 390, height: 844)) { root in
      // Held only by this closure, as in a pasted snippet: the appearance must happen while it runs.
      let controller = UINavigationController(rootViewController: top)
      root.addSubview(controller.view)
      navigation = controller
    }
    #expect(top.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    // The top controller's view is inside the navigation controller's view, below its bar.
    #expect(top.view.isDescendant(of: navigation?.view ?? UIView()))
    #expect(navigation?.navigationBar.isDescendant(of: navigation?.view ?? UIView()) == true)
    #expect(navigation?.navigationBar.frame.height ?? 0 > 0)
  }

  @Test func aControllerShownWithAppearIsNotShownTwice() {
    let controller = LoggingController()
    _ = Scene("appear", size: CGSize(width: 200, height: 200)) { root in
      controller.appear(in: root)
    }
    #expect(controller.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
  }

  @Test func aChildControllerAppearsThroughItsParentOnly() {
    let parent = LoggingController()
    let child = LoggingController()
    _ = Scene("child", size: CGSize(width: 200, height: 200)) { root in
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      root.addSubview(parent.view)
    }
    #expect(parent.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    #expect(child.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
  }
}
