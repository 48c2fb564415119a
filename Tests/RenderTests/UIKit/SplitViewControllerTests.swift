import Foundation
import LayoutRender
import Testing

/// UISplitViewController: columns side by side when wide, one column when compact (approximate metrics in
/// docs/uikit-defaults.md: a 320-point primary column, collapsed below 720 points).
@Suite struct SplitViewControllerTests {
  /// Lays `split` out on a canvas `width` × 600 points.
  private func layOut(_ split: UISplitViewController, width: CGFloat) {
    _ = Scene("split", size: CGSize(width: width, height: 600), scale: 1) { root in
      split.appear(in: root)
    }
  }

  @Test func wideSplitsStandColumnsSideBySide() {
    let split = UISplitViewController(style: .doubleColumn)
    let list = UIViewController()
    let detail = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    layOut(split, width: 1024)
    #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
    #expect(list.view.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
    #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 704, height: 600))
    #expect(detail.splitViewController === split)

    // A quarter of 1,024 points.
    let quarter = UISplitViewController(style: .doubleColumn)
    let narrowList = UIViewController()
    let wideDetail = UIViewController()
    quarter.preferredPrimaryColumnWidthFraction = 0.25
    quarter.setViewController(narrowList, for: .primary)
    quarter.setViewController(wideDetail, for: .secondary)
    layOut(quarter, width: 1024)
    #expect(narrowList.view.frame.width == 256 && wideDetail.view.frame.minX == 256)
  }

  @Test func compactSplitsShowOneColumn() {
    let split = UISplitViewController(style: .doubleColumn)
    let list = UIViewController()
    split.setViewController(list, for: .primary)
    split.setViewController(UIViewController(), for: .secondary)
    layOut(split, width: 390)
    #expect(split.isCollapsed)
    #expect(list.view.frame == CGRect(x: 0, y: 0, width: 390, height: 600))

    // A classic split shows its secondary, unless its delegate collapses it onto the primary.
    final class OntoPrimary: UISplitViewControllerDelegate {
      func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
      ) -> Bool { true }
    }
    let classic = UISplitViewController()
    let master = UIViewController()
    let detail = UIViewController()
    classic.viewControllers = [master, detail]
    layOut(classic, width: 390)
    #expect(detail.view.superview === classic.view && master.view.superview == nil)
    let delegate = OntoPrimary()
    let collapsing = UISplitViewController()
    collapsing.delegate = delegate
    let first = UIViewController()
    collapsing.viewControllers = [first, UIViewController()]
    layOut(collapsing, width: 390)
    #expect(first.view.superview === collapsing.view)
  }
}
