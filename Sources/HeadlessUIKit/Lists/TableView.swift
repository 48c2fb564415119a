import Foundation

/// A vertical list of rows in sections (UIKit's `UITableView`), in one of three styles.
///
/// Give it a ``dataSource`` (and, for sizes and custom headers, a `delegate`); register cell classes and dequeue
/// them in `tableView(_:cellForRowAt:)` as in UIKit. At layout, the table asks for the rows that fall in its
/// visible window, sizes them (fixed ``rowHeight``, the delegate's heights, or, with
/// ``TableView/automaticDimension``, the cell's own constraints), and places them with their section headers,
/// footers and separators; rows past the window count towards ``contentSize`` by their estimated heights and are
/// never made, as in UIKit.
@preconcurrency @MainActor
open class TableView: ScrollView {
  /// The table's look: plain rows edge to edge, grouped sections on a grey background, or grouped sections inset
  /// from the edges with rounded corners.
  public enum Style: Int, Sendable {
    case plain = 0, grouped, insetGrouped
  }
  /// Where a row ends up after scrolling to it.
  public enum ScrollPosition: Int, Sendable {
    case none = 0, top, middle, bottom
  }
  /// How rows would animate in and out (there is no animation here).
  public enum RowAnimation: Int, Sendable {
    case fade = 0, right, left, top, bottom, none, middle
    case automatic = 100
  }
  /// What ``separatorInset`` is measured from.
  public enum SeparatorInsetReference: Int, Sendable {
    case fromCellEdges = 0, fromAutomaticInsets
  }
  /// Whether cells that change size resize their rows (stored).
  public enum SelfSizingInvalidation: Int, Sendable {
    case disabled = 0, enabled, enabledIncludingConstraints
  }

  /// The value that asks for a size from the content (UIKit's `UITableView.automaticDimension`).
  public static let automaticDimension: CGFloat = -1
  /// The section index title that stands for the search field.
  public static let indexSearch = "{search}"
  public static let selectionDidChangeNotification = Notification.Name(
    "UITableViewSelectionDidChangeNotification")

  let tableStyle: Style
  /// Cell classes and header classes by reuse identifier, and the cells waiting to be reused.
  var cellClasses: [String: TableViewCell.Type] = [:]
  var headerFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
  var reusableCells: [String: [TableViewCell]] = [:]
  /// What the last layout placed.
  var shownCells: [IndexPath: TableViewCell] = [:]
  var shownSupplements: [SupplementKey: View] = [:]
  var geometry: TableGeometry?
  var selectedRows: [IndexPath] = []
  private var explicitSeparatorInset: EdgeInsets?
  var explicitSeparatorInsetIfSet: EdgeInsets? { explicitSeparatorInset }

  /// A table of `style` at `frame`.
  public init(frame: CGRect, style: Style) {
    tableStyle = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
  }

  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
    backgroundColor = .systemBackground
  }

  /// A plain table at `frame`.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  open var style: Style { tableStyle }

  /// Where the rows come from; setting it reloads the table.
  open weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
  /// Prefetching is not needed here (stored).
  open var isPrefetchingEnabled = true

  /// What is told about the rows and asked for their heights and headers (UIKit redeclares the scroll view's
  /// `delegate` with this type).
  open weak var delegate: TableViewDelegate? {
    get { delegateObject as? TableViewDelegate }
    set { delegateObject = newValue }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutRows()
  }

  // MARK: - Sizes

  /// Every row's height, or ``automaticDimension`` for the cell's own (the default).
  open var rowHeight: CGFloat = automaticDimension { didSet { invalidateRows() } }
  open var sectionHeaderHeight: CGFloat = automaticDimension { didSet { invalidateRows() } }
  open var sectionFooterHeight: CGFloat = automaticDimension { didSet { invalidateRows() } }
  /// The height assumed for rows not yet measured; ``automaticDimension`` means 44 points.
  open var estimatedRowHeight: CGFloat = automaticDimension { didSet { invalidateRows() } }
  open var estimatedSectionHeaderHeight: CGFloat = automaticDimension
  open var estimatedSectionFooterHeight: CGFloat = automaticDimension
  /// The height of the empty rows a plain table draws below its last row: 0, none, the default since iOS 15
  /// (Apple's `fillerRowHeight` documentation); `automaticDimension`, the row height; another value, that height.
  open var fillerRowHeight: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// Space above each section header of a plain table; automatic is UIKit's default.
  open var sectionHeaderTopPadding: CGFloat = automaticDimension { didSet { invalidateRows() } }

  // MARK: - Separators

  open var separatorStyle: TableViewCell.SeparatorStyle = .singleLine {
    didSet { setNeedsLayout() }
  }
  /// The separators' colour (UIKit's default is the system separator colour).
  open var separatorColor: Color? = .separator {
    didSet {
      setNeedsLayout()
      noteAppearance(\TableView.separatorColor)
    }
  }
  /// An effect the separators take (stored).
  open var separatorEffect: VisualEffect?
  /// Which parts hug their content (stored).
  open var contentHuggingElements: TableViewContentHuggingElements = []
  /// Told which rows will show soon (never asked headless).
  open weak var prefetchDataSource: TableViewDataSourcePrefetching?
  /// The interaction that shows rows' context menus (none: menus never open here).
  open var contextMenuInteraction: ContextMenuInteraction? { nil }
  /// The separators' insets; by default they start at each cell's text.
  open var separatorInset: EdgeInsets {
    get { explicitSeparatorInset ?? EdgeInsets(top: 0, left: sideMargin, bottom: 0, right: 0) }
    set {
      explicitSeparatorInset = newValue
      setNeedsLayout()
    }
  }
  open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
  open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
  open var cellLayoutMarginsFollowReadableWidth = false
  open var insetsContentViewsToSafeArea = true

  /// A view behind the rows, the table's size.
  open var backgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }
  /// A view above the first section; its frame's height is kept, its width made the table's.
  open var tableHeaderView: View? {
    didSet { replaceTableView(oldValue, with: tableHeaderView) }
  }
  /// A view below the last section; its frame's height is kept.
  open var tableFooterView: View? {
    didSet { replaceTableView(oldValue, with: tableFooterView) }
  }

  private func replaceTableView(_ old: View?, with new: View?) {
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    invalidateRows()
  }

  // MARK: - Registration and reuse

  /// Registers a cell class for `identifier`; ``dequeueReusableCell(withIdentifier:for:)`` makes it.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? TableViewCell.Type
  }

  /// Nibs cannot be loaded here; registering one leaves the identifier unregistered.
  open func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = nil
  }

  /// Registers a header or footer class for `identifier`.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterClasses[identifier] = aClass as? TableViewHeaderFooterView.Type
  }

  open func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterClasses[identifier] = nil
  }

  /// A cell for `identifier`: one waiting for reuse, or a new one of the registered class; `nil` when none is
  /// registered.
  open func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    if var waiting = reusableCells[identifier], let cell = waiting.popLast() {
      reusableCells[identifier] = waiting
      cell.prepareForReuse()
      return cell
    }
    return cellClasses[identifier].map { $0.init(_dequeuedWithReuseIdentifier: identifier) }
  }

  /// A cell for `identifier` at `indexPath`; the identifier must be registered, as in UIKit.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      preconditionFailure(
        "unable to dequeue a cell with identifier \(identifier): register a class for it first "
          + "(register(_:forCellReuseIdentifier:))")
    }
    return cell
  }

  /// A header or footer of the class registered for `identifier`, or `nil`.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableViewHeaderFooterView?
  {
    headerFooterClasses[identifier].map { $0.init(_dequeuedWithReuseIdentifier: identifier) }
  }

  // MARK: - Data

  /// Forgets the rows and asks the data source again at the next layout.
  open func reloadData() {
    for (_, cell) in shownCells.sorted(by: { $0.key < $1.key }) { recycle(cell) }
    shownCells.removeAll()
    for view in shownSupplements.values { view.removeFromSuperview() }
    shownSupplements.removeAll()
    invalidateRows()
  }

  func invalidateRows() {
    geometry = nil
    setNeedsLayout()
  }

  /// The number of sections the data source gives.
  open var numberOfSections: Int {
    dataSource.map { max($0.numberOfSections(in: self), 0) } ?? 0
  }

  /// The number of rows the data source gives for `section`.
  open func numberOfRows(inSection section: Int) -> Int {
    dataSource.map { max($0.tableView(self, numberOfRowsInSection: section), 0) } ?? 0
  }

  // MARK: - Updates (there is no animation: each reloads)

  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }
  open func beginUpdates() {}
  open func endUpdates() { reloadData() }
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  open func reconfigureRows(at indexPaths: [IndexPath]) { reloadData() }
  open var hasUncommittedUpdates: Bool { false }
  open func reloadSectionIndexTitles() {}

  // MARK: - Selection

  open var allowsSelection = true
  open var allowsSelectionDuringEditing = false
  open var allowsMultipleSelection = false
  open var allowsMultipleSelectionDuringEditing = false
  open var isEditing = false {
    didSet { for cell in shownCells.values { cell.isEditing = isEditing } }
  }
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  open var indexPathForSelectedRow: IndexPath? { selectedRows.sorted().first }
  open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

  /// Selects a row (drawn selected), scrolling to it when `scrollPosition` asks.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      selectedRows.removeAll()
      setNeedsLayout()
      return
    }
    if !allowsMultipleSelection { selectedRows.removeAll() }
    if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
    for (path, cell) in shownCells { cell.isSelected = selectedRows.contains(path) }
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.removeAll { $0 == indexPath }
    shownCells[indexPath]?.isSelected = false
  }

  // MARK: - Section index (stored; not drawn)

  open var sectionIndexMinimumDisplayRowCount = 0
  open var sectionIndexColor: Color?
  open var sectionIndexBackgroundColor: Color?
  open var sectionIndexTrackingBackgroundColor: Color?

  // MARK: - Focus, drag and drop (stored; nothing is focused or dragged here)

  open var remembersLastFocusedIndexPath = false
  open var selectionFollowsFocus = false
  open var allowsFocus = false
  open var allowsFocusDuringEditing = false
  open var dragInteractionEnabled = false
  /// Asked when a drag starts from the list (kept; nothing is dragged here).
  open weak var dragDelegate: (any TableViewDragDelegate)?
  /// Asked when a drop arrives (kept; nothing is dropped here).
  open weak var dropDelegate: (any TableViewDropDelegate)?
  open var hasActiveDrag: Bool { false }
  open var hasActiveDrop: Bool { false }

  /// The margin cells and titles keep from the table's sides: UIKit's list margin for the table's width
  /// (``ListMetrics/sideMargin(forWidth:)``), or the table's own layout margins when they are wider.
  var sideMargin: CGFloat {
    let margins = directionalLayoutMargins
    return max(margins.leading, margins.trailing, ListMetrics.sideMargin(forWidth: bounds.width))
  }

  // MARK: - Queries: where rows are and which are shown, answered from the last layout

  /// The frames of every section after a layout.
  private var sectionFrames: [TableGeometry.SectionFrames] {
    layoutIfNeeded()
    guard let geometry else { return [] }
    return geometry.frames(
      top: tableHeaderView?.frame.height ?? 0, inset: tableStyle == .insetGrouped ? sideMargin : 0)
  }

  /// A section's frame, header to footer, in the table's content coordinates.
  open func rect(forSection section: Int) -> CGRect {
    let frames = sectionFrames
    return frames.indices.contains(section) ? frames[section].all : .zero
  }

  open func rectForHeader(inSection section: Int) -> CGRect {
    let frames = sectionFrames
    return frames.indices.contains(section) ? frames[section].header : .zero
  }

  open func rectForFooter(inSection section: Int) -> CGRect {
    let frames = sectionFrames
    return frames.indices.contains(section) ? frames[section].footer : .zero
  }

  /// A row's frame; rows past the visible window have their estimated height.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    let frames = sectionFrames
    guard frames.indices.contains(indexPath.section),
      frames[indexPath.section].rows.indices.contains(indexPath.row)
    else { return .zero }
    return frames[indexPath.section].rows[indexPath.row]
  }

  /// The row at a point in content coordinates, if any.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    indexPathsForRows(in: CGRect(origin: point, size: CGSize(width: 0.001, height: 0.001)))?.first
  }

  /// The rows whose frames meet `rect`, top to bottom.
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    var paths: [IndexPath] = []
    for (section, frames) in sectionFrames.enumerated() where frames.all.overlaps(rect) {
      for (row, frame) in frames.rows.enumerated() where frame.overlaps(rect) {
        paths.append(IndexPath(row: row, section: section))
      }
    }
    return paths
  }

  /// The row a shown cell is at.
  open func indexPath(for cell: TableViewCell) -> IndexPath? {
    layoutIfNeeded()
    return shownCells.first { $0.value === cell }?.key
  }

  /// The cell shown at `indexPath`; `nil` for a row outside the visible window.
  open func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    layoutIfNeeded()
    return shownCells[indexPath]
  }

  /// The cells shown, top to bottom.
  open var visibleCells: [TableViewCell] {
    layoutIfNeeded()
    return shownCells.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The rows shown, top to bottom.
  open var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return shownCells.keys.sorted()
  }

  /// The header view shown for `section`, if it is a header-footer view.
  open func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    layoutIfNeeded()
    return shownSupplements[SupplementKey(kind: .header, section: section)]
      as? TableViewHeaderFooterView
  }

  open func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
    layoutIfNeeded()
    return shownSupplements[SupplementKey(kind: .footer, section: section)]
      as? TableViewHeaderFooterView
  }

  /// Scrolls so that the row is at `scrollPosition` (`.none` scrolls the least distance that shows it), as far as
  /// the content allows.
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
  {
    let row = rectForRow(at: indexPath)
    let height = bounds.height
    let target: CGFloat
    switch scrollPosition {
    case .top: target = row.minY
    case .middle: target = row.midY - height / 2
    case .bottom: target = row.maxY - height
    case .none:
      scrollRectToVisible(row, animated: animated)
      return
    }
    let highest = max(contentSize.height - height, 0)
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(target, 0), highest))
  }

  open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    guard let row = indexPathForSelectedRow else { return }
    scrollToRow(at: row, at: scrollPosition, animated: animated)
  }
}

public typealias UITableView = TableView
