import Foundation

extension CollectionView {
  /// Prepares the layout when it is stale or the size changed, then makes and places the cells and supplementary
  /// views whose frames meet the visible window, and sets the content size.
  func layOutItems() {
    restAtTopUnlessScrolled()
    for (path, cell) in shownCells.sorted(by: { $0.key < $1.key })
    where !cell.frame.overlaps(bounds) {
      delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
      recycle(cell)
      shownCells[path] = nil
    }
    if layoutIsStale || preparedSize != bounds.size {
      if preparedSize?.width != bounds.width { measuredSizes.removeAll() }
      layoutIsStale = false
      preparedSize = bounds.size
      collectionViewLayout.prepare()
    }
    var shown: [IndexPath: CollectionViewCell] = [:]
    var shownViews: [SupplementaryKey: CollectionReusableView] = [:]
    for attributes in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [] {
      switch attributes.representedElementCategory {
      case .cell:
        let path = attributes.indexPath
        guard
          let cell = shownCells[path] ?? measuredCells.removeValue(forKey: path)
            ?? makeCell(at: path)
        else { continue }
        place(cell, with: attributes)
        cell.isSelected = selectedItems.contains(path)
        shown[path] = cell
        if cell.superview !== self {
          addSubview(cell)
          delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        }
      case .supplementaryView:
        let kind = attributes.representedElementKind ?? ""
        let key = SupplementaryKey(kind: kind, indexPath: attributes.indexPath)
        guard
          let view = shownSupplements[key] ?? measuredSupplements.removeValue(forKey: key)
            ?? makeSupplement(key)
        else { continue }
        place(view, with: attributes)
        shownViews[key] = view
        if view.superview !== self {
          addSubview(view)
          delegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
        }
      case .decorationView:
        continue
      }
    }
    for (path, cell) in shownCells.sorted(by: { $0.key < $1.key }) where shown[path] !== cell {
      delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
      recycle(cell)
    }
    for (key, view) in shownSupplements.sorted(by: { $0.key < $1.key })
    where shownViews[key] !== view {
      view.removeFromSuperview()
    }
    for (_, cell) in measuredCells.sorted(by: { $0.key < $1.key }) where cell.superview == nil {
      recycle(cell)
    }
    measuredCells.removeAll()
    measuredSupplements.removeAll()
    shownCells = shown
    shownSupplements = shownViews
    backgroundView?.frame = bounds
    let size = collectionViewLayout.collectionViewContentSize
    if contentSize != size { contentSize = size }
  }

  private func place(
    _ view: CollectionReusableView, with attributes: CollectionViewLayoutAttributes
  ) {
    view.frame = attributes.frame
    view.alpha = attributes.alpha
    view.isHidden = attributes.isHidden
    view.apply(attributes)
  }

  private func makeCell(at path: IndexPath) -> CollectionViewCell? {
    dataSource?.collectionView(self, cellForItemAt: path)
  }

  func makeSupplement(_ key: SupplementaryKey) -> CollectionReusableView? {
    dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
  }

  /// The size an item's cell asks for (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``),
  /// measured once per item until the data or the width changes; the cell made to measure is kept to show.
  ///
  /// - Parameters:
  ///   - path: The item.
  ///   - estimate: The size assumed before measuring.
  ///   - fixedWidth: Whether the estimate's width is the item's (a list row): then only the height is measured, at
  ///     that width.
  /// - Returns: The item's size.
  func selfSizedItemSize(at path: IndexPath, estimate: CGSize, fixedWidth: Bool = false) -> CGSize {
    if let size = measuredSizes[path] { return size }
    guard let cell = shownCells[path] ?? measuredCells[path] ?? makeCell(at: path) else {
      return estimate
    }
    measuredCells[path] = cell
    let attributes = CollectionViewLayoutAttributes(forCellWith: path)
    attributes.size = estimate
    cell.frame.size = estimate
    cell.prepareForMeasuring()
    var size: CGSize
    if fixedWidth {
      // The content view is as wide as the row leaves it (accessories take the trailing end).
      let height = cell.contentView.systemLayoutSizeFitting(
        CGSize(width: cell.contentView.frame.width, height: 0),
        withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
      size = CGSize(width: estimate.width, height: height > 0 ? height : estimate.height)
    } else {
      size = cell.preferredLayoutAttributesFitting(attributes).size
    }
    measuredSizes[path] = size
    return size
  }

  /// The height a header or footer asks for at `width`, measured from the view the data source gives (kept to
  /// show); the estimate when it has no constraints that give one.
  func selfSizedSupplementaryHeight(
    ofKind kind: String, at path: IndexPath, width: CGFloat, estimate: CGFloat
  )
    -> CGFloat
  {
    let key = SupplementaryKey(kind: kind, indexPath: path)
    guard let view = shownSupplements[key] ?? measuredSupplements[key] ?? makeSupplement(key) else {
      return estimate
    }
    measuredSupplements[key] = view
    let measured = (view as? CollectionViewCell)?.contentView ?? view
    let height = measured.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
    return height > 0 ? height : estimate
  }

  /// Takes a cell off and keeps it for reuse by its identifier.
  func recycle(_ cell: CollectionViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusableCells[identifier, default: []].append(cell)
  }
}
