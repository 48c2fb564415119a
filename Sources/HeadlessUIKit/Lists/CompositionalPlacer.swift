import Foundation

/// Places the sections of a compositional layout one after another, measuring estimated sizes from the cells and
/// views of the visible window.
struct CompositionalPlacer {
  let collectionView: CollectionView
  /// The class of the attributes made: the layout's ``CollectionViewLayout/layoutAttributesClass``.
  let attributesClass: AnyClass
  /// Everything placed, in order.
  private(set) var placed: [CollectionViewLayoutAttributes] = []

  init(collectionView: CollectionView) {
    self.collectionView = collectionView
    attributesClass = type(of: collectionView.collectionViewLayout).layoutAttributesClass
  }

  /// Places section `index` from `top`; returns where it ends.
  mutating func place(_ section: CollectionLayoutSection, index: Int, from top: CGFloat) -> CGFloat
  {
    let insets = section.contentInsets
    let width = collectionView.bounds.width
    let inner = max(width - insets.leading - insets.trailing, 0)
    var y = top
    let headers = section.boundarySupplementaryItems.filter {
      [.top, .topLeading, .topTrailing].contains($0.alignment)
    }
    let footers = section.boundarySupplementaryItems.filter {
      [.bottom, .bottomLeading, .bottomTrailing].contains($0.alignment)
    }
    for header in headers { y = placeSupplement(header, section: section, index: index, at: y) }
    y += insets.top
    let count = collectionView.numberOfItems(inSection: index)
    let container = CGSize(width: inner, height: collectionView.bounds.height)
    let groupSize = section.group.layoutSize.resolved(in: container)
    var next = 0
    let firstPlaced = placed.count
    if section.orthogonalScrollingBehavior == .none {
      while next < count {
        let (used, size) = placeGroup(
          section.group, at: CGPoint(x: insets.leading, y: y), size: groupSize,
          first: IndexPath(item: next, section: index), limit: count)
        guard used > 0 else { break }
        next += used
        y += size.height + (next < count ? section.interGroupSpacing : 0)
      }
    } else {
      var x = insets.leading
      if section.orthogonalScrollingBehavior == .groupPagingCentered {
        x += (inner - groupSize.width) / 2
      }
      var rowHeight: CGFloat = 0
      while next < count {
        let (used, size) = placeGroup(
          section.group, at: CGPoint(x: x, y: y), size: groupSize,
          first: IndexPath(item: next, section: index), limit: count)
        guard used > 0 else { break }
        next += used
        x += size.width + section.interGroupSpacing
        rowHeight = max(rowHeight, size.height)
      }
      y += rowHeight
    }
    if let list = section.listAppearance {
      markListRows(from: firstPlaced, list: list, count: count)
    }
    y += insets.bottom
    for footer in footers { y = placeSupplement(footer, section: section, index: index, at: y) }
    return y
  }

  /// Lays `group` out at `origin` in `size`, taking items from `first` on; returns how many it took and the size
  /// it ended up (estimated heights measured).
  private mutating func placeGroup(
    _ group: CollectionLayoutGroup, at origin: CGPoint, size: CGSize, first: IndexPath, limit: Int
  ) -> (Int, CGSize) {
    if case .custom(let provider) = group.arrangement {
      return placeCustomGroup(
        provider, estimated: group.layoutSize.heightDimension.isEstimated, at: origin,
        size: size, first: first, limit: limit)
    }
    // The group's own content insets, except along an axis sized by an estimate (where UIKit ignores them, as it
    // documents for `contentInsets`): the subitems share what is left.
    let outerSize = size
    let estimatedWidth = group.layoutSize.widthDimension.isEstimated
    let estimatedHeight = group.layoutSize.heightDimension.isEstimated
    let insets = group.contentInsets
    let (leading, trailing) = estimatedWidth ? (0, 0) : (insets.leading, insets.trailing)
    let (top, bottom) = estimatedHeight ? (0, 0) : (insets.top, insets.bottom)
    let origin = CGPoint(x: origin.x + leading, y: origin.y + top)
    let size = CGSize(
      width: max(size.width - leading - trailing, 0), height: max(size.height - top - bottom, 0))
    let horizontal = group.isHorizontal
    let length = horizontal ? size.width : size.height
    let spacing = group.interItemSpacing?.spacing ?? 0
    var used = 0
    var offset: CGFloat = 0
    var depth: CGFloat = 0
    for slot in slots(of: group, length: length, spacing: spacing, size: size) {
      guard first.item + used < limit else { break }
      let slotOrigin =
        horizontal
        ? CGPoint(x: origin.x + offset, y: origin.y) : CGPoint(x: origin.x, y: origin.y + offset)
      let placedSize: CGSize
      if let subgroup = slot.item as? CollectionLayoutGroup {
        let (count, size) = placeGroup(
          subgroup, at: slotOrigin, size: slot.size,
          first: IndexPath(item: first.item + used, section: first.section), limit: limit)
        used += count
        placedSize = size
      } else {
        placedSize = placeItem(
          slot.item, at: CGRect(origin: slotOrigin, size: slot.size),
          path: IndexPath(item: first.item + used, section: first.section))
        used += 1
      }
      offset += (horizontal ? placedSize.width : placedSize.height) + spacing
      depth = max(depth, horizontal ? placedSize.height : placedSize.width)
    }
    if horizontal {
      return (
        used,
        CGSize(width: outerSize.width, height: estimatedHeight ? max(depth, 0) : outerSize.height)
      )
    }
    return (
      used,
      CGSize(
        width: outerSize.width,
        height: estimatedHeight ? max(offset - spacing, 0) : outerSize.height)
    )
  }

  /// Lays a custom group's items out where its provider says, relative to the group's origin; an estimated height
  /// becomes the lowest item's bottom.
  private mutating func placeCustomGroup(
    _ provider: CollectionLayoutGroupCustomItemProvider, estimated: Bool, at origin: CGPoint,
    size: CGSize,
    first: IndexPath, limit: Int
  ) -> (Int, CGSize) {
    let environment = LayoutEnvironment(
      contentSize: size, traitCollection: collectionView.traitCollection)
    let items = provider(environment).prefix(max(limit - first.item, 0))
    for (offset, item) in items.enumerated() {
      let attributes = CollectionViewLayoutAttributes.make(
        ofClass: attributesClass, category: .cell,
        at: IndexPath(item: first.item + offset, section: first.section))
      attributes.frame = item.frame.offsetBy(dx: origin.x, dy: origin.y)
      attributes.zIndex = item.zIndex
      placed.append(attributes)
    }
    let bottom = items.map(\.frame.maxY).max() ?? 0
    return (items.count, CGSize(width: size.width, height: estimated ? bottom : size.height))
  }

  /// The places in a group: a fixed count sharing its length equally, or its subitems repeated while they fit.
  private func slots(
    of group: CollectionLayoutGroup, length: CGFloat, spacing: CGFloat, size: CGSize
  ) -> [(item: CollectionLayoutItem, size: CGSize)] {
    let horizontal = group.isHorizontal
    func slotSize(_ item: CollectionLayoutItem, along: CGFloat?) -> CGSize {
      let own = item.layoutSize.resolved(in: size)
      return horizontal
        ? CGSize(width: along ?? own.width, height: own.height)
        : CGSize(width: own.width, height: along ?? own.height)
    }
    if let count = group.count, let item = group.subitems.first {
      let share = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
      return Array(repeating: (item, slotSize(item, along: share)), count: count)
    }
    var slots: [(item: CollectionLayoutItem, size: CGSize)] = []
    var used: CGFloat = 0
    while !group.subitems.isEmpty {
      var addedInCycle = false
      for item in group.subitems {
        let slot = slotSize(item, along: nil)
        let along = horizontal ? slot.width : slot.height
        let needed = (slots.isEmpty ? 0 : spacing) + along
        guard slots.isEmpty || used + needed <= length + 0.000_1, along > 0 || slots.isEmpty else {
          return slots
        }
        slots.append((item, slot))
        used += needed
        addedInCycle = true
        if along <= 0 { return slots }
      }
      if !addedInCycle { break }
    }
    return slots
  }

  /// Places one cell's item in `slot`, and returns the space it took.
  ///
  /// The item is inset by its content insets; an estimated height is measured from its cell when the slot starts
  /// in the visible window.
  private mutating func placeItem(_ item: CollectionLayoutItem, at slot: CGRect, path: IndexPath)
    -> CGSize
  {
    var frame = slot
    let insets = item.contentInsets
    frame.origin.x += insets.leading
    frame.size.width = max(frame.width - insets.leading - insets.trailing, 0)
    if item.layoutSize.heightDimension.isEstimated {
      if slot.minY < collectionView.bounds.maxY {
        frame.size.height =
          collectionView.selfSizedItemSize(
            at: path, estimate: CGSize(width: frame.width, height: slot.height), fixedWidth: true
          ).height
      }
    } else {
      frame.origin.y += insets.top
      frame.size.height = max(frame.height - insets.top - insets.bottom, 0)
    }
    let attributes = CollectionViewLayoutAttributes.make(
      ofClass: attributesClass, category: .cell, at: path)
    attributes.frame = frame
    placed.append(attributes)
    let takenHeight = item.layoutSize.heightDimension.isEstimated ? frame.height : slot.height
    return CGSize(width: slot.width, height: takenHeight)
  }

  /// Places a header or footer at `y`; returns where it ends.
  private mutating func placeSupplement(
    _ item: CollectionLayoutBoundarySupplementaryItem, section: CollectionLayoutSection, index: Int,
    at y: CGFloat
  ) -> CGFloat {
    let insets = section.contentInsets
    let width = collectionView.bounds.width
    let follows = section.supplementariesFollowContentInsets
    let container = CGSize(
      width: follows ? width - insets.leading - insets.trailing : width,
      height: collectionView.bounds.height)
    var size = item.layoutSize.resolved(in: container)
    let path = IndexPath(item: 0, section: index)
    if item.layoutSize.heightDimension.isEstimated, y < collectionView.bounds.maxY {
      size.height = collectionView.selfSizedSupplementaryHeight(
        ofKind: item.elementKind, at: path, width: size.width, estimate: size.height)
    }
    let attributes = CollectionViewLayoutAttributes.make(
      ofClass: attributesClass, category: .supplementaryView, kind: item.elementKind, at: path)
    let x = (follows ? insets.leading : 0) + item.offset.x
    attributes.frame = CGRect(x: x, y: y + item.offset.y, width: size.width, height: size.height)
    placed.append(attributes)
    return y + size.height
  }

  /// Tells a list section's rows where they are, for their separators, backgrounds and corners.
  private mutating func markListRows(
    from start: Int, list: CollectionLayoutListConfiguration, count: Int
  ) {
    let style = list.tableStyle
    let side = ListMetrics.sideMargin(forWidth: collectionView.bounds.width)
    for attributes in placed[start...] where attributes.representedElementCategory == .cell {
      let row = attributes.indexPath.item
      let last = row == count - 1
      let separators =
        list.itemSeparatorHandler?(attributes.indexPath, list.separatorConfiguration)
        ?? list.separatorConfiguration
      let automatic = list.showsSeparators && !(last && style == .insetGrouped)
      attributes.listPlacement = ListPlacement(
        style: style, sideMargin: side,
        showsSeparator: separators.bottomSeparatorVisibility == .automatic
          ? automatic : separators.bottomSeparatorVisibility == .visible,
        separatorColor: separators.color, separatorInset: nil,
        separatorSpansRow: last && style == .grouped,
        isFirstInSection: row == 0, isLastInSection: last)
    }
  }
}
