import Foundation

extension TableView {
  /// The height a row is assumed to have until it is measured.
  private func estimatedHeight(at indexPath: IndexPath) -> CGFloat {
    let estimate =
      delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    if estimate > 0 { return estimate }
    return rowHeight > 0 ? rowHeight : ListMetrics.standardRowHeight
  }

  /// Asks the data source and delegate for the sections, titles and fixed heights; rows that size themselves get
  /// their estimates.
  func makeGeometry() -> TableGeometry {
    var sections: [TableGeometry.Section] = []
    let count = numberOfSections
    sections.reserveCapacity(count)
    for index in 0..<count {
      var section = TableGeometry.Section()
      let rows = numberOfRows(inSection: index)
      section.reserveRows(rows)
      if let delegate {
        for row in 0..<rows {
          let path = IndexPath(row: row, section: index)
          let height = delegate.tableView(self, heightForRowAt: path)
          let measured = height >= 0
          section.appendRow(measured ? height : estimatedHeight(at: path), measured: measured)
        }
      } else {
        // Without a delegate every row has the table's height, or the estimate until measured.
        let measured = rowHeight >= 0
        let height = measured ? rowHeight : estimatedHeight(at: IndexPath(row: 0, section: index))
        for _ in 0..<rows { section.appendRow(height, measured: measured) }
      }
      section.headerTitle = dataSource?.tableView(self, titleForHeaderInSection: index)
      section.footerTitle = dataSource?.tableView(self, titleForFooterInSection: index)
      section.headerView = delegate?.tableView(self, viewForHeaderInSection: index)
      section.footerView = delegate?.tableView(self, viewForFooterInSection: index)
      section.headerHeight = supplementHeight(.header, section, index: index)
      section.footerHeight = supplementHeight(.footer, section, index: index)
      if tableStyle == .plain, section.headerHeight > 0 {
        section.topPadding =
          sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : ListMetrics.plainHeaderTopPadding
      }
      sections.append(section)
    }
    return TableGeometry(width: bounds.width, sections: sections)
  }

  /// A header's or footer's height: the delegate's, the table's fixed one, or from its view or title.
  private func supplementHeight(
    _ kind: SupplementKey.Kind, _ section: TableGeometry.Section, index: Int
  ) -> CGFloat {
    let asked =
      kind == .header
      ? delegate?.tableView(self, heightForHeaderInSection: index) ?? sectionHeaderHeight
      : delegate?.tableView(self, heightForFooterInSection: index) ?? sectionFooterHeight
    if asked >= 0 { return asked }
    if let view = kind == .header ? section.headerView : section.footerView {
      // A header-footer view's content view holds its constraints, as a cell's does.
      let headerFooter = view as? TableViewHeaderFooterView
      if let headerFooter, headerFooter.titleRole == nil {
        headerFooter.titleRole = titleRole(kind)
      }
      // A header-footer view measures its content view (its own override of the method).
      let fitted = view.systemLayoutSizeFitting(
        CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
      return fitted > 0 ? fitted : view.frame.height
    }
    let title = kind == .header ? section.headerTitle : section.footerTitle
    return titleHeight(kind, title: title, isFirst: index == 0)
  }

  /// The height of a section title's header or footer, or of an untitled one, in this table's style: a plain
  /// table's titles are 28 points tall and untitled ones take no space; a grouped table's titles sit between their
  /// margins, and untitled headers and footers are 17.5 points (35 above the first section).
  private func titleHeight(_ kind: SupplementKey.Kind, title: String?, isFirst: Bool) -> CGFloat {
    let role = titleRole(kind)
    guard let title, !title.isEmpty else {
      switch (tableStyle, kind) {
      case (.plain, _): return 0
      case (_, .header):
        return isFirst
          ? ListMetrics.groupedFirstEmptyHeaderHeight : ListMetrics.groupedEmptyHeaderHeight
      case (_, .footer): return ListMetrics.groupedEmptyFooterHeight
      }
    }
    if tableStyle == .plain { return ListMetrics.plainHeaderHeight }
    let label = Label()
    label.text = role.displayed(title)
    label.font = role.font
    label.numberOfLines = 0
    let width = max(bounds.width - 2 * role.sideMargin, 0)
    let textHeight = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      .height
    let margins =
      kind == .header
      ? (isFirst ? ListMetrics.groupedFirstHeaderTopMargin : ListMetrics.groupedHeaderTopMargin)
        + ListMetrics.groupedHeaderBottomMargin
      : ListMetrics.groupedFooterTopMargin + ListMetrics.groupedFooterBottomMargin
    return (margins + textHeight).rounded(.up)
  }

  func titleRole(_ kind: SupplementKey.Kind) -> SectionTitleRole {
    let inset = tableStyle == .insetGrouped ? sideMargin : 0
    let roleKind: SectionTitleRole.Kind =
      switch (tableStyle, kind) {
      case (.plain, .header): .plainHeader
      case (.plain, .footer): .plainFooter
      case (_, .header): .groupedHeader
      case (_, .footer): .groupedFooter
      }
    return SectionTitleRole(kind: roleKind, sideMargin: sideMargin + inset)
  }

  /// Measures the self-sizing rows from the top down to the bottom of the visible window, then places the rows,
  /// headers and footers that fall in the window and sets the content size.
  func layOutRows() {
    if geometry?.width != bounds.width { geometry = makeGeometry() }
    guard var geometry else { return }
    restAtTopUnlessScrolled()
    // Cells that scrolled out go back for reuse before new rows ask for cells, as in UIKit.
    let leaving = shownCells.filter { !$0.value.frame.overlaps(bounds) }
    retire(leaving, keeping: [:])
    for path in leaving.keys { shownCells[path] = nil }
    let width = bounds.width
    let inset = tableStyle == .insetGrouped ? sideMargin : 0
    let top = tableHeaderView?.frame.height ?? 0
    tableHeaderView?.frame = CGRect(x: 0, y: 0, width: width, height: top)
    var (made, measured, joined) = measureRows(of: geometry, top: top, rowWidth: width - 2 * inset)
    // The local copy becomes the only one before the heights go in, so that they do not copy every row's height
    // (a table of 100,000 rows would copy 900 KB per layout). No code of the app's runs in between.
    self.geometry = nil
    for (path, height) in measured {
      geometry.sections[path.section].setMeasuredHeight(height, ofRow: path.row)
    }
    self.geometry = geometry
    let frames = geometry.frames(top: top, inset: inset, window: bounds)
    var shown: [IndexPath: TableViewCell] = [:]
    var shownViews: [SupplementKey: View] = [:]
    for (index, section) in frames.enumerated() where section.all.overlaps(bounds) {
      for (row, rect) in section.rows.enumerated() where rect.overlaps(bounds) {
        let path = IndexPath(row: row, section: index)
        let cell = made.removeValue(forKey: path) ?? shownCells[path] ?? makeCell(at: path)
        prepare(cell, at: path, rowCount: section.rowCount)
        show(cell, at: path, in: rect, joined: joined, shown: &shown)
      }
      for (kind, rect) in [(SupplementKey.Kind.header, pinned(section)), (.footer, section.footer)]
      where rect.height > 0 && rect.overlaps(bounds) {
        let key = SupplementKey(kind: kind, section: index)
        guard let view = supplementView(key, in: geometry.sections[index]) else { continue }
        view.frame = rect
        shownViews[key] = view
      }
    }
    for (_, cell) in made.sorted(by: { $0.key < $1.key }) { recycle(cell) }
    retire(shownCells, keeping: shown)
    for (key, view) in shownSupplements.sorted(by: { $0.key < $1.key })
    where shownViews[key] !== view {
      view.removeFromSuperview()
    }
    for (key, view) in shownViews.sorted(by: { $0.key < $1.key }) where view.superview !== self {
      showSupplement(view, key)
    }
    shownCells = shown
    shownSupplements = shownViews
    let sectionsBottom = top + geometry.sectionsHeight
    let footerHeight = tableFooterView?.frame.height ?? 0
    tableFooterView?.frame = CGRect(x: 0, y: sectionsBottom, width: width, height: footerHeight)
    backgroundView?.frame = bounds
    let size = CGSize(width: width, height: sectionsBottom + footerHeight)
    if contentSize != size { contentSize = size }
  }

  /// Measures the rows that size themselves, from the top down to the bottom of the visible window.
  ///
  /// The rest keep their estimates. Returns the cells made to measure, the heights measured, by row, in order,
  /// and the cells that joined the table to be measured.
  private func measureRows(of geometry: TableGeometry, top: CGFloat, rowWidth: CGFloat)
    -> (
      made: [IndexPath: TableViewCell], measured: [(IndexPath, CGFloat)],
      joined: Set<ObjectIdentifier>
    )
  {
    var made: [IndexPath: TableViewCell] = [:]
    var joined: Set<ObjectIdentifier> = []
    var measured: [(IndexPath, CGFloat)] = []
    var y = top
    for (index, section) in geometry.sections.enumerated() {
      guard y < bounds.maxY else { break }
      let rowCount = section.rowHeights.count
      y += section.topPadding + section.headerHeight
      for row in 0..<rowCount {
        guard y < bounds.maxY else { break }
        guard section.needsMeasuring[row] else {
          y += section.rowHeights[row]
          continue
        }
        let path = IndexPath(row: row, section: index)
        let cell = shownCells[path] ?? makeCell(at: path)
        prepare(cell, at: path, rowCount: rowCount)
        let (height, joins) = measureHeight(of: cell, width: rowWidth)
        if joins { joined.insert(ObjectIdentifier(cell)) }
        measured.append((path, height))
        made[path] = cell
        y += height
      }
      y += section.footerHeight
    }
    return (made, measured, joined)
  }

  /// A plain table's header stays at the top of the window while its section passes under it.
  private func pinned(_ section: TableGeometry.SectionFrames) -> CGRect {
    guard tableStyle == .plain else { return section.header }
    var header = section.header
    let windowTop = bounds.minY + adjustedContentInset.top
    let lastRowBottom = section.footer.minY
    header.origin.y = max(min(windowTop, lastRowBottom - header.height), section.header.minY)
    return header
  }

  /// Tells the cell where it is: the table's style and margins, its separator, its indentation; an inset-grouped
  /// section's first and last cells get its rounded corners.
  private func prepare(_ cell: TableViewCell, at path: IndexPath, rowCount: Int) {
    cell.placement = placement(forRow: path.row, of: rowCount)
    cell.indentationLevel = delegate?.tableView(self, indentationLevelForRowAt: path) ?? 0
    guard tableStyle == .insetGrouped else { return }
    cell.roundCorners(for: cell.placement)
  }

  /// Takes off the cells no longer shown, telling the delegate.
  private func retire(
    _ cells: [IndexPath: TableViewCell], keeping shown: [IndexPath: TableViewCell]
  ) {
    for (path, cell) in cells.sorted(by: { $0.key < $1.key }) where shown[path] !== cell {
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
      recycle(cell)
    }
  }

  private func showSupplement(_ view: View, _ key: SupplementKey) {
    addSubview(view)
    switch key.kind {
    case .header:
      delegate?.tableView(self, willDisplayHeaderView: view, forSection: key.section)
    case .footer:
      delegate?.tableView(self, willDisplayFooterView: view, forSection: key.section)
    }
  }

  /// A new cell for `path` from the data source.
  private func makeCell(at path: IndexPath) -> TableViewCell {
    guard let dataSource else { return TableViewCell(style: .default, reuseIdentifier: nil) }
    return dataSource.tableView(self, cellForRowAt: path)
  }

  /// What the table tells row `row` of a section of `count` rows.
  private func placement(forRow row: Int, of count: Int) -> ListPlacement {
    let last = row == count - 1
    let shows: Bool =
      switch separatorStyle {
      case .none: false
      default: !(last && tableStyle == .insetGrouped)
      }
    return ListPlacement(
      style: tableStyle, sideMargin: sideMargin, showsSeparator: shows,
      separatorColor: separatorColor ?? .separator, separatorInset: explicitSeparatorInsetIfSet,
      separatorSpansRow: last && tableStyle == .grouped, isFirstInSection: row == 0,
      isLastInSection: last, separatorHeight: separatorStyle == .none ? 0 : 1 / screenScale)
  }

  /// The height of `cell`'s row at `width`: the content view's constraints, or the standard content's height when
  /// no constraint gives one (a standard-style cell).
  ///
  /// Once the table is laid out, the cell is measured in the table's engine, as UIKit measures a cell in the
  /// engine it lives in: it joins the table with its content view's height left open, and its constraints are
  /// solved once (docs/solver.md, "Measuring in place"). Returns whether the cell joined the table to be measured.
  func measureHeight(of cell: TableViewCell, width: CGFloat) -> (height: CGFloat, joined: Bool) {
    // The row's width first, so that a cell class overriding the method below measures at it too.
    cell.frame = CGRect(x: 0, y: 0, width: width, height: cell.frame.height)
    let content = cell.contentView
    guard let engine = rootView.engine, content.translatesAutoresizingMaskIntoConstraints else {
      return (fittingHeight(of: cell, width: width), false)
    }
    // What a cell class makes in `updateConstraints`, and the content view's width and margins, are there before
    // its constraints join the table's.
    LayoutEngine.runConstraintUpdates(in: cell.subtree())
    cell.layOutCell()
    engine.openLengths(.height, of: content)
    let joins = cell.superview !== self
    if joins { place(cell) }
    let height = fittingHeight(of: cell, width: width)
    cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
    cell.layOutCell()
    engine.closeLengths(of: content)
    return (height, joins)
  }

  /// The height a cell fits in at `width`, as UIKit's table asks it: through the method a cell class may override.
  private func fittingHeight(of cell: TableViewCell, width: CGFloat) -> CGFloat {
    cell.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  /// Puts a cell among the table's subviews where a new row goes: just above the background view, or at the front;
  /// a cell already there moves.
  private func place(_ cell: TableViewCell) {
    if let background = backgroundView {
      insertSubview(cell, aboveSubview: background)
    } else {
      addSubview(cell)
    }
  }

  private func show(
    _ cell: TableViewCell, at path: IndexPath, in rect: CGRect, joined: Set<ObjectIdentifier>,
    shown: inout [IndexPath: TableViewCell]
  ) {
    cell.frame = rect
    cell.isSelected = selectedRows.contains(path)
    cell.isEditing = isEditing
    shown[path] = cell
    let joinedToBeMeasured = joined.contains(ObjectIdentifier(cell))
    guard cell.superview !== self || joinedToBeMeasured else { return }
    // The content view takes the row's height before the cell's constraints join the table's: at the height it
    // was measured at, a self-sizing cell's required constraints would conflict with it. A cell that joined to be
    // measured has it, and moves to where a new row goes, so the rows stand among the subviews as they did when
    // cells joined only here.
    if !joinedToBeMeasured { cell.layOutCell() }
    place(cell)
    delegate?.tableView(self, willDisplay: cell, forRowAt: path)
  }

  /// Takes a cell off the table and keeps it for reuse by its identifier.
  func recycle(_ cell: TableViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusableCells[identifier, default: []].append(cell)
  }

  /// The view shown for a header or footer: the delegate's, the one shown already, or a standard title view.
  private func supplementView(_ key: SupplementKey, in section: TableGeometry.Section) -> View? {
    if let view = key.kind == .header ? section.headerView : section.footerView { return view }
    if let shown = shownSupplements[key] { return shown }
    guard let title = key.kind == .header ? section.headerTitle : section.footerTitle,
      !title.isEmpty
    else { return nil }
    let view = TableViewHeaderFooterView(reuseIdentifier: nil)
    view.identifier = key.kind == .header ? "header \(key.section)" : "footer \(key.section)"
    view.titleRole = titleRole(key.kind)
    view.textLabel?.text = view.titleRole?.displayed(title) ?? title
    return view
  }
}
