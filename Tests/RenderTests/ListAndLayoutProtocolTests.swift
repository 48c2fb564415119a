import Foundation
import LayoutRender
import Testing

@testable import HeadlessUIKit

/// List separators, invalidation contexts, interactive layout transitions and swipe actions, as UIKit defines them.
@MainActor @Suite struct ListAndLayoutProtocolTests {
  final class Rows: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
  }

  func makeList(_ configuration: UICollectionLayoutListConfiguration, rows: Rows)
    -> UICollectionView
  {
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    list.dataSource = rows
    list.layoutIfNeeded()
    return list
  }

  /// A plain list draws a separator under every row; the item handler hides the middle row's and colours the
  /// first one's.
  @Test func itemSeparatorHandlersHideAndColourSeparators() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.itemSeparatorHandler = { indexPath, separators in
      var changed = separators
      if indexPath.item == 1 { changed.bottomSeparatorVisibility = .hidden }
      if indexPath.item == 0 { changed.color = .systemRed }
      return changed
    }
    let rows = Rows()
    let list = makeList(configuration, rows: rows)
    let placements = (0..<3).map {
      list.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.listPlacement
    }
    #expect(placements.map { $0?.showsSeparator } == [true, false, true])
    #expect(
      placements[0]?.separatorColor == .systemRed && placements[2]?.separatorColor == .separator)
  }

  /// A finished interactive transition shows the new layout and tells its completion it completed.
  @Test func anInteractiveTransitionEndsInTheNewLayout() {
    let rows = Rows()
    let list = makeList(UICollectionLayoutListConfiguration(appearance: .plain), rows: rows)
    let grid = UICollectionViewFlowLayout()
    var finished: (Bool, Bool)?
    let transition = list.startInteractiveTransition(to: grid) { finished = ($0, $1) }
    #expect(transition.nextLayout === grid && list.collectionViewLayout !== grid)
    list.finishInteractiveTransition()
    #expect(list.collectionViewLayout === grid && finished.map { $0.0 && $0.1 } == true)
    #expect(!list.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
  }

  /// A context records what it is told; one for a preferred size names that item alone.
  @Test func invalidationContextsRecordWhatIsOutOfDate() {
    let layout = UICollectionViewFlowLayout()
    let original = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 4, section: 1))
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: original, withOriginalAttributes: original)
    #expect(
      context.invalidatedItemIndexPaths == [IndexPath(item: 4, section: 1)]
        && !context.invalidateEverything)
    #expect(UICollectionViewLayoutInvalidationContext().invalidateEverything)
    #expect(UICollectionViewLayout.layoutAttributesClass is UICollectionViewLayoutAttributes.Type)
  }

  /// Swipe actions are made and read as in UIKit; a cell's old `text` property is its label's text.
  @Test func swipeActionsAndOldCellProperties() {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true)
    }
    let configuration = UISwipeActionsConfiguration(actions: [delete])
    #expect(
      configuration.actions.first?.style == .destructive
        && configuration.performsFirstActionWithFullSwipe)
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row"
    #expect(cell.textLabel?.text == "Row")
  }
}
