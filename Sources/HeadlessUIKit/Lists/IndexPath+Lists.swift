import Foundation

// UIKit adds rows, items and sections to Foundation's `IndexPath` (NSIndexPath+UIKitAdditions): a table's paths are
// `[section, row]`, a collection view's `[section, item]`. Foundation on Linux does not have them.
extension IndexPath {
  /// The path of `row` in `section`, as a table view numbers its rows.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The path of `item` in `section`, as a collection view numbers its items.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the path's first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in a table view: the path's second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item in a collection view: the path's second index (the same index as ``row``).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
