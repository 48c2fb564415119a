import Foundation
import HeadlessUIKit
import Testing

/// UIKit's override points are called when UIKit calls them: the hierarchy notifications, constraint updates
/// before a layout, margins, tint, and the geometry a subclass relies on.
@Suite struct OverridePointTests {
  /// Records the notifications a view gets, in order.
  final class Recorder: UIView {
    var log: [String] = []
    var constraintUpdates = 0
    var tintChanges = 0
    var marginChanges = 0
    override func willMove(toSuperview newSuperview: UIView?) {
      log.append("willMove(\(newSuperview?.identifier ?? "nil"))")
    }
    override func didMoveToSuperview() { log.append("didMove(\(superview?.identifier ?? "nil"))") }
    override func didAddSubview(_ subview: UIView) {
      log.append("didAdd(\(subview.identifier ?? ""))")
    }
    override func willRemoveSubview(_ subview: UIView) {
      log.append("willRemove(\(subview.identifier ?? ""))")
    }
    override func updateConstraints() {
      constraintUpdates += 1
      super.updateConstraints()
    }
    override func tintColorDidChange() { tintChanges += 1 }
    override func layoutMarginsDidChange() { marginChanges += 1 }
  }

  @Test func addingAndRemovingASubviewNotifiesBothViewsInUIKitsOrder() {
    let parent = Recorder()
    parent.identifier = "parent"
    let child = Recorder()
    child.identifier = "child"
    parent.addSubview(child)
    child.removeFromSuperview()
    #expect(child.log == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
    #expect(parent.log == ["didAdd(child)", "willRemove(child)"])
  }

  @Test func movingAViewTellsTheOldSuperviewAndTheNewOne() {
    let first = Recorder()
    first.identifier = "first"
    let second = Recorder()
    second.identifier = "second"
    let child = Recorder()
    child.identifier = "child"
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.log == ["didAdd(child)", "willRemove(child)"])
    #expect(second.log == ["didAdd(child)"])
    #expect(
      child.log == ["willMove(first)", "didMove(first)", "willMove(second)", "didMove(second)"])
  }

  /// A custom view that activates its constraints in `updateConstraints` is laid out by them.
  @Test func constraintsMadeInUpdateConstraintsTakePartInTheFirstLayout() {
    final class Padded: UIView {
      let inner = UIView()
      private var installed = false
      override init(frame: CGRect) {
        super.init(frame: frame)
        inner.translatesAutoresizingMaskIntoConstraints = false
        addSubview(inner)
      }
      required init?(coder: NSCoder) { nil }
      override func updateConstraints() {
        if !installed {
          installed = true
          NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            inner.widthAnchor.constraint(equalToConstant: 30),
            inner.heightAnchor.constraint(equalToConstant: 40),
          ])
        }
        super.updateConstraints()
      }
    }
    let view = Padded(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.needsUpdateConstraints())
    view.layoutIfNeeded()
    #expect(!view.needsUpdateConstraints())
    #expect(view.inner.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  @Test func updateConstraintsRunsOnceUntilAskedAgainAndSubviewsFirst() {
    final class Log { var order: [String] = [] }
    final class Ordered: UIView {
      var log: Log?
      override func updateConstraints() {
        log?.order.append(identifier ?? "")
        super.updateConstraints()
      }
    }
    let log = Log()
    let root = Ordered(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.identifier = "root"
    root.log = log
    let child = Ordered()
    child.identifier = "child"
    child.log = log
    root.addSubview(child)
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    #expect(log.order == ["child", "root"])
    child.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(log.order == ["child", "root", "child"])
  }

  @Test func aTintChangeReachesTheViewsThatInheritIt() {
    let parent = Recorder()
    let inheriting = Recorder()
    let ownTint = Recorder()
    ownTint.tintColor = .systemRed
    parent.addSubview(inheriting)
    parent.addSubview(ownTint)
    let before = ownTint.tintChanges
    parent.tintColor = .systemGreen
    #expect(parent.tintChanges == 1)
    #expect(inheriting.tintChanges == 1)
    #expect(ownTint.tintChanges == before)
  }

  /// `init(frame:)` sets the frame through `frame`, so a subclass's observer rounds a dot made with a frame.
  @Test func initWithFrameGoesThroughTheFrameSetter() {
    final class Dot: UIView {
      override var frame: CGRect { didSet { layer.cornerRadius = frame.height / 2 } }
    }
    let dot = Dot(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(dot.layer.cornerRadius == 5)
  }

  /// Setting the tint a view already has tells no one: a view whose `tintColorDidChange()` sets its tint again (a
  /// control mirroring its tint into a property whose observer sets the tint) does not recurse.
  @Test func settingTheSameTintTellsNoOne() {
    final class Mirroring: UIView {
      var accent: UIColor? = .systemBlue { didSet { tintColor = accent } }
      var changes = 0
      override func tintColorDidChange() {
        super.tintColorDidChange()
        changes += 1
        accent = tintColor
      }
    }
    let view = Mirroring()
    view.accent = .systemRed
    #expect(view.changes == 1)
    view.tintColor = .systemRed
    #expect(view.changes == 1)
  }

  @Test func settingMarginsTellsTheViewOnlyWhenTheyChange() {
    let view = Recorder()
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(view.marginChanges == 1)
  }

  /// Points convert through each view's frame origin less its bounds origin (a scrolled view).
  @Test func convertingPointsBetweenViews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 5, y: 7, width: 50, height: 50))
    let c = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    root.addSubview(a)
    a.addSubview(b)
    root.addSubview(c)
    #expect(b.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 28))
    #expect(b.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 28))
    #expect(b.convert(CGPoint(x: 1, y: 1), to: c) == CGPoint(x: -84, y: -72))
    #expect(c.convert(CGPoint(x: 1, y: 1), from: b) == CGPoint(x: -84, y: -72))
    a.bounds.origin = CGPoint(x: 0, y: 30)
    #expect(b.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: -2))
    #expect(
      b.convert(CGRect(x: 1, y: 1, width: 4, height: 4), to: root)
        == CGRect(x: 16, y: -2, width: 4, height: 4))
  }

  @Test func hitTestingFindsTheFrontmostViewThatTakesTouches() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let front = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
    root.addSubview(back)
    root.addSubview(front)
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    back.isHidden = true
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) == nil)
  }

  @Test func reorderingSubviews() {
    let root = UIView()
    let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
    for view in [a, b, c] { root.addSubview(view) }
    root.bringSubviewToFront(a)
    #expect(root.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
    root.sendSubviewToBack(c)
    #expect(root.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    root.insertSubview(d, aboveSubview: c)
    #expect(root.subviews.map(ObjectIdentifier.init) == [c, d, b, a].map(ObjectIdentifier.init))
    root.insertSubview(a, belowSubview: d)
    #expect(root.subviews.map(ObjectIdentifier.init) == [c, a, d, b].map(ObjectIdentifier.init))
    root.exchangeSubview(at: 0, withSubviewAt: 3)
    #expect(root.subviews.map(ObjectIdentifier.init) == [b, a, d, c].map(ObjectIdentifier.init))
  }
}
