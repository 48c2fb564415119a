import Foundation

// A list layout paints the collection view's background itself: the list configuration's `backgroundColor`, or
// when it has none the appearance's own (Apple's documentation of `UICollectionLayoutListConfiguration.backgroundColor`:
// nil means the appearance's default), over the collection view's `backgroundColor`, as in UIKit, where a list's
// background is changed through its configuration.
extension CollectionView: ContentDrawing {
  package var drawnContent: [DrawnContent] {
    guard let list = (collectionViewLayout as? CollectionViewCompositionalLayout)?.listConfiguration
    else { return [] }
    let color = list.backgroundColor ?? Self.defaultBackground(of: list.appearance)
    return [.fill(CGRect(origin: .zero, size: bounds.size), color, cornerRadius: 0)]
  }

  /// A list's background by appearance: grouped lists (and sidebars) on the grouped background, plain ones on the
  /// system background, as UIKit's grouped and plain tables are.
  static func defaultBackground(of appearance: CollectionLayoutListConfiguration.Appearance)
    -> Color
  {
    switch appearance {
    case .plain, .sidebarPlain: .systemBackground
    case .grouped, .insetGrouped, .sidebar: .systemGroupedBackground
    }
  }
}
