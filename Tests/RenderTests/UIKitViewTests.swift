import Foundation
import LayoutRender
import Testing

/// UIView, UIStackView, UIViewController and the inert interaction API as UIKit code uses them.
@Suite struct UIKitViewTests {
  final class Card: UIView {
    var didSetUp = false
    override init(frame: CGRect) {
      super.init(frame: frame)
      didSetUp = true
    }
    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  @Test func aSubclassWithInitFrameAndRequiredCoderBuildsWithBothSpellings() {
    #expect(Card().didSetUp)
    #expect(Card(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).frame.width == 10)
  }

  @Test func viewsCompareByIdentity() {
    let a = UIView()
    let b = UIView()
    #expect(a != b)
    #expect(a == a)
    #expect(Set([a, b, a]).count == 2)
    let root = UIView()
    root.addSubview(a)
    root.addSubview(b)
    #expect(root.subviews.firstIndex(of: b) == 1)
    #expect(root.subviews.contains(a))
  }

  @Test func anEmptyStackViewIsUIKitsAndYaltasStackStillTakesViews() {
    let empty = UIStackView()
    #expect(empty.arrangedSubviews.isEmpty && empty.axis == .horizontal && empty.spacing == 0)
    let a = UIView()
    let b = UIView()
    #expect(UIStackView(arrangedSubviews: [a, b]).arrangedSubviews == [a, b])
    #expect(Stack(a, b).arrangedSubviews == [a, b])
    #expect(UIStackView(frame: .zero).arrangedSubviews.isEmpty)
  }

  @Test func theLayerIsTheViewsState() {
    let view = UIView()
    view.layer.cornerRadius = 6
    view.layer.borderWidth = 2
    view.layer.borderColor = UIColor.red.cgColor
    view.layer.masksToBounds = true
    #expect(view.cornerRadius == 6 && view.borderWidth == 2 && view.borderColor == .red)
    #expect(view.clipsToBounds)
    view.alpha = 0.5
    #expect(view.layer.opacity == 0.5)
    view.layer.shadowOpacity = 0.3
    #expect(view.layer.shadowOpacity == 0.3)
    #expect(view.layer === view.layer)
  }

  @Test func tagsFindViewsDepthFirst() {
    let root = UIView()
    let inner = UIView()
    let deep = UIView()
    deep.tag = 7
    inner.addSubview(deep)
    root.addSubview(inner)
    #expect(root.viewWithTag(7) === deep)
    #expect(root.viewWithTag(8) == nil)
  }

  @Test func animationsRunAtOnceAndComplete() {
    let view = UIView()
    var completed: Bool?
    UIView.animate(
      withDuration: 0.3, animations: { view.alpha = 0 }, completion: { completed = $0 })
    #expect(view.alpha == 0 && completed == true)
  }

  @Test func sizeToFitUsesTheIntrinsicSize() {
    let label = UILabel("Hello")
    label.sizeToFit()
    #expect(label.frame.size == label.intrinsicContentSize)
  }

  @Test func aControllerAppearsInUIKitsOrder() {
    final class Recording: UIViewController {
      var calls: [String] = []
      override func loadView() {
        calls.append("loadView")
        view = UIView()
      }
      override func viewDidLoad() { calls.append("viewDidLoad") }
      override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
      override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
      override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
      override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
    }
    let controller = Recording(nibName: nil, bundle: nil)
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    controller.appear(in: window)
    #expect(
      controller.calls == [
        "loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "viewDidAppear",
      ])
    #expect(controller.view.frame == window.bounds)
  }

  @Test func childControllersJoinAndLeave() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    child.didMove(toParent: parent)
    #expect(parent.children.count == 1 && child.parent === parent)
    child.removeFromParent()
    #expect(parent.children.isEmpty && child.parent == nil)
  }

  @Test func symbolImagesArePlaceholdersOfTheRightSizeNeverNil() throws {
    let image = try #require(UIImage(systemName: "heart.fill"))
    #expect(image.size == CGSize(width: 20, height: 20))
    #expect(image.isTemplate)
    #expect(UIImage(named: "no-such-image-anywhere") == nil)
  }
}
