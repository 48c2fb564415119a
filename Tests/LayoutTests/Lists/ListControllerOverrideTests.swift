import Foundation
import HeadlessUIKit
import Testing

/// Table and collection view controllers have every delegate, data source and scroll view delegate method as a
/// member, as UIKit mirrors them into the classes that adopt the protocols: subclasses written for iOS override
/// them.
@Suite struct ListControllerOverrideTests {
  final class Feed: UITableViewController {
    var calls: [String] = []
    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      calls.append("highlight")
    }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("scroll") }
    override func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) { calls.append("display") }
    override func tableView(
      _ tableView: UITableView, estimatedHeightForHeaderInSection section: Int
    ) -> CGFloat {
      40
    }
  }

  final class Grid: UICollectionViewController {
    var highlighted: [IndexPath] = []
    override func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {
      highlighted.append(indexPath)
    }
    override func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  }

  @Test func subclassesOverrideMirroredRequirements() {
    let feed = Feed(style: .plain)
    let delegate: UITableViewDelegate = feed
    let path = IndexPath(row: 2, section: 0)
    delegate.tableView(feed.tableView, didHighlightRowAt: path)
    delegate.scrollViewDidScroll(feed.tableView)
    #expect(feed.calls == ["highlight", "scroll"])
    #expect(delegate.tableView(feed.tableView, estimatedHeightForHeaderInSection: 0) == 40)
    let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
    let gridDelegate: UICollectionViewDelegate = grid
    gridDelegate.collectionView(
      grid.collectionView, didHighlightItemAt: IndexPath(item: 1, section: 0))
    #expect(grid.highlighted == [IndexPath(item: 1, section: 0)])
  }

  /// A delegate that implements nothing optional answers as UIKit assumes an unimplemented method does.
  @Test func unimplementedRequirementsAnswerUIKitsDefaults() {
    final class Quiet: UITableViewDelegate {}
    let quiet = Quiet()
    let table = UITableView()
    let path = IndexPath(row: 0, section: 0)
    #expect(quiet.tableView(table, willDeselectRowAt: path) == path)
    #expect(quiet.tableView(table, shouldIndentWhileEditingRowAt: path))
    #expect(!quiet.tableView(table, shouldShowMenuForRowAt: path))
    #expect(
      quiet.tableView(
        table, targetIndexPathForMoveFromRowAt: path,
        toProposedIndexPath: IndexPath(row: 3, section: 0))
        == IndexPath(row: 3, section: 0))
    #expect(quiet.scrollViewShouldScrollToTop(table))
  }
}

/// A tab bar controller is its tab bar's delegate, and subclasses override the delegate's methods, as in UIKit.
@Suite struct TabBarControllerDelegateTests {
  final class Tabs: UITabBarController {
    var selected: [String?] = []
    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
      selected.append(item.title)
    }
  }

  @Test func theControllerIsItsTabBarsDelegate() {
    let tabs = Tabs()
    #expect(tabs.tabBar.delegate === tabs)
    tabs.tabBar.delegate?.tabBar(
      tabs.tabBar, didSelect: UITabBarItem(title: "Home", image: nil, tag: 0))
    #expect(tabs.selected == ["Home"])
  }
}
