import Foundation

// Along the axis (docs/stack-view.md, "Distribution along the axis"): canvas connections, spacing, hiding and the
// distribution's own constraints.
extension StackRecipe {
  func distributionConstraints() -> [StackConstraintSpec] {
    var result: [StackConstraintSpec] = []
    let first = endpoint(visible.first)
    let last = endpoint(visible.last)
    result.append(
      make(stack, canvas(along.leading), .equal, first, along.leading, id: "UISV-canvas-connection")
    )
    result.append(
      make(
        stack, canvas(along.trailing), .equal, last, along.trailing, id: "UISV-canvas-connection"))
    result += spacingConstraints()
    for item in items where item.isHidden {
      result.append(make(item, along.size, .equal, nil, id: "UISV-hiding"))
    }
    switch stack.distribution {
    case .fill: break
    case .fillEqually: result += fillEqually()
    case .fillProportionally: result += fillProportionally()
    case .equalSpacing: result += gaps(centers: false)
    case .equalCentering: result += gaps(centers: true)
    }
    return result
  }

  /// A visible end view, or the distribution spacer that stands in when nothing is visible.
  private func endpoint(_ view: View?) -> LayoutItem {
    if let view { return view }
    if let spacer = stack.distributionSpacer { return spacer }
    return stack
  }

  /// Whether spacing runs from baseline to baseline (vertical stacks only, docs/stack-view.md, "Margins and
  /// baselines").
  private var baselineRelative: Bool {
    stack.isBaselineRelativeArrangement && stack.axis == .vertical
  }

  /// `cur.leading REL prev.trailing + s` for every adjacent pair, hidden views included: a hidden view in the middle
  /// takes half a spacing from each side, and nothing is added before the first or after the last visible view.
  ///
  /// Baseline to baseline, a hidden view is met at its edges: its zero height then sits between the two half
  /// spacings, while its text's baselines, which stay apart inside a collapsed label, would pull its neighbours
  /// together (docs/stack-view.md, "Margins and baselines").
  private func spacingConstraints() -> [StackConstraintSpec] {
    let relation: LayoutRelation =
      [.equalSpacing, .equalCentering].contains(stack.distribution) ? .greaterThanOrEqual : .equal
    func attributes(_ previous: View, _ current: View) -> (LayoutAttribute, LayoutAttribute) {
      guard baselineRelative else { return (along.leading, along.trailing) }
      return (
        current.isHidden ? along.leading : .firstBaseline,
        previous.isHidden ? along.trailing : .lastBaseline
      )
    }
    let (firstVisible, lastVisible) = (visible.first, visible.last)
    var result: [StackConstraintSpec] = []
    result.reserveCapacity(items.count)
    for index in items.indices.dropFirst() {
      let (previous, current) = (items[index - 1], items[index])
      var gap: CGFloat = 0
      if current !== firstVisible && previous !== lastVisible {
        let base = stack.points(ofSpacing: stack.customSpacing(after: previous))
        let hidden: CGFloat = (previous.isHidden ? 1 : 0) + (current.isHidden ? 1 : 0)
        gap = base - base / 2 * hidden
      }
      let (currentAttribute, previousAttribute) = attributes(previous, current)
      result.append(
        make(
          current, currentAttribute, relation, previous, previousAttribute, constant: gap,
          id: "UISV-spacing"))
    }
    return result
  }

  private func fillEqually() -> [StackConstraintSpec] {
    guard let first = visible.first else { return [] }
    return visible.dropFirst().map {
      make($0, along.size, .equal, first, along.size, id: "UISV-fill-equally")
    }
  }

  /// `v.length == canvas.length × intrinsic / total` at 999, 998, … per visible view; fill equally when no visible
  /// view has an intrinsic length.
  private func fillProportionally() -> [StackConstraintSpec] {
    let lengths = visible.map { view -> CGFloat? in
      // A multi-line label's length at the width it was given, as UIKit's label reports once laid out.
      let size = view.currentIntrinsicSize
      let length = stack.axis == .horizontal ? size.width : size.height
      return length == View.noIntrinsicMetric ? nil : length
    }
    let withLength = lengths.compactMap { $0 }
    guard !withLength.isEmpty else { return fillEqually() }
    let spacing = stack.points(ofSpacing: stack.spacing)
    let total = withLength.reduce(0, +) + spacing * CGFloat(visible.count - 1)
    let alone = withLength.count == 1 && (visible.count == 1 || spacing == 0)
    var result: [StackConstraintSpec] = []
    for (index, (view, length)) in zip(visible, lengths).enumerated() {
      guard let length else {
        result.append(make(view, along.size, .equal, nil, id: "UISV-fill-proportionally"))
        continue
      }
      let priority: LayoutPriority = alone ? .required : LayoutPriority(Float(999 - index))
      let share = total > 0 ? length / total : 0
      result.append(
        make(
          view, along.size, .equal, stack, along.size, multiplier: share, priority: priority,
          id: "UISV-fill-proportionally"))
    }
    return result
  }

  /// A gap guide between each pair of neighbouring visible views, all gaps equal (required for equal spacing,
  /// @149 for equal centering), and the canvas pulled to its smallest size @49.
  private func gaps(centers: Bool) -> [StackConstraintSpec] {
    var result: [StackConstraintSpec] = []
    let guides = stack.gapGuides
    for (index, (previous, current)) in zip(visible, visible.dropFirst()).enumerated()
    where index < guides.count {
      let guide = guides[index]
      let previousAttribute: LayoutAttribute =
        centers ? along.center : (baselineRelative ? .lastBaseline : along.trailing)
      let currentAttribute: LayoutAttribute =
        centers ? along.center : (baselineRelative ? .firstBaseline : along.leading)
      result.append(
        make(
          guide, along.leading, .equal, previous, previousAttribute, id: "UISV-distributing-edge"))
      result.append(
        make(guide, along.trailing, .equal, current, currentAttribute, id: "UISV-distributing-edge")
      )
      if index > 0 {
        result.append(
          make(
            guide, along.size, .equal, guides[0], along.size, priority: centers ? 149 : .required,
            id: "UISV-fill-equally"))
      }
    }
    result.append(make(stack, along.size, .equal, nil, priority: 49, id: "UISV-canvas-fit"))
    return result
  }
}
