import Foundation

/// A view controller whose view is a table that it feeds (UIKit's `UITableViewController`).
///
/// It is the table's data source and delegate: override the `tableView(…)` methods you need, as in UIKit. Its
/// own answers are UIKit's defaults (no rows, the table's heights).
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
  private let tableStyle: TableView.Style
  private var storedTableView: TableView?

  /// A controller whose table has `style`.
  public init(style: TableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with a plain table.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// The table, which is the controller's view.
  open var tableView: TableView! {
    get {
      loadViewIfNeeded()
      return storedTableView
    }
    set {
      storedTableView = newValue
      view = newValue
    }
  }

  /// Whether the selection is cleared when the view appears (stored).
  open var clearsSelectionOnViewWillAppear = true

  /// The table's pull-to-refresh control.
  open var refreshControl: RefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  open override func loadView() {
    let table = TableView(frame: Screen.main.bounds, style: tableStyle)
    table.dataSource = self
    table.delegate = self
    storedTableView = table
    view = table
  }

  // MARK: - Data source (override)

  open func numberOfSections(in tableView: TableView) -> Int { 1 }
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(style: .default, reuseIdentifier: nil)
  }
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
  open func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  open func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  // MARK: - Delegate (override)

  open func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
  open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
  {
    0
  }
}

public typealias UITableViewController = TableViewController
