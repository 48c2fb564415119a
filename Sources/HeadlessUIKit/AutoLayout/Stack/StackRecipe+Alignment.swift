import Foundation

// Across the axis (docs/stack-view.md, "Alignment across the axis"): alignment among the items, the spanner for weak
// alignments, canvas connections, spanning-fit, canvas-fit and ambiguity suppression.
extension StackRecipe {
  /// The alignment in effect: vertical stacks treat firstBaseline as leading and lastBaseline as trailing.
  var effectiveAlignment: StackView.Alignment {
    guard stack.axis == .vertical else { return stack.alignment }
    switch stack.alignment {
    case .firstBaseline: return .leading
    case .lastBaseline: return .trailing
    default: return stack.alignment
    }
  }

  /// Whether the top (cross-leading) side is weak: free to sit inside the canvas.
  var topIsWeak: Bool {
    [.trailing, .center, .firstBaseline, .lastBaseline].contains(effectiveAlignment)
  }
  /// Whether the bottom (cross-trailing) side is weak.
  var bottomIsWeak: Bool {
    [.leading, .center, .firstBaseline, .lastBaseline].contains(effectiveAlignment)
  }
  var alignmentHasWeakSide: Bool { topIsWeak || bottomIsWeak }

  func alignmentConstraints() -> [StackConstraintSpec] {
    var result = itemAlignment()
    if let spanner = stack.spanner {
      result += spannerConstraints(spanner)
    } else if let only = visible.first {
      result += singleItemConnections(only)
    }
    if alignmentHasWeakSide {
      result += items.map {
        make($0, across.size, .equal, nil, priority: 25, id: "UISV-ambiguity-suppression")
      }
    }
    return result
  }

  /// `items.first` aligned with each other item, hidden ones included.
  private func itemAlignment() -> [StackConstraintSpec] {
    guard let first = items.first else { return [] }
    let attributes: [LayoutAttribute]
    switch effectiveAlignment {
    case .fill: attributes = [across.leading, across.trailing]
    case .leading: attributes = [across.leading]
    case .trailing: attributes = [across.trailing]
    case .center: attributes = [across.center]
    case .firstBaseline: attributes = [.firstBaseline]
    case .lastBaseline: attributes = [.lastBaseline]
    }
    return items.dropFirst().flatMap { item in
      attributes.map { make(first, $0, .equal, item, $0, id: "UISV-alignment") }
    }
  }

  /// The spanner around every visible item, the canvas connected to it (and to F where the side is strong), and
  /// the spanner pulled to its smallest size @51.
  private func spannerConstraints(_ spanner: LayoutGuide) -> [StackConstraintSpec] {
    var result: [StackConstraintSpec] = []
    let alignment = effectiveAlignment
    for view in visible {
      switch alignment {
      case .leading:
        result.append(
          make(
            spanner, across.leading, .equal, view, across.leading, priority: 999.5,
            id: "UISV-spanning-boundary"))
        result.append(
          make(
            spanner, across.trailing, .greaterThanOrEqual, view, across.trailing,
            id: "UISV-spanning-boundary"))
      case .trailing:
        result.append(
          make(
            spanner, across.leading, .lessThanOrEqual, view, across.leading,
            id: "UISV-spanning-boundary"))
        result.append(
          make(
            spanner, across.trailing, .equal, view, across.trailing, priority: 999.5,
            id: "UISV-spanning-boundary"))
      default:
        result.append(
          make(
            spanner, across.leading, .lessThanOrEqual, view, across.leading,
            id: "UISV-spanning-boundary"))
        result.append(
          make(
            spanner, across.trailing, .greaterThanOrEqual, view, across.trailing,
            id: "UISV-spanning-boundary"))
      }
    }
    let top: LayoutAttribute = canvas(across.leading)
    let bottom: LayoutAttribute = canvas(across.trailing)
    if let first = visible.first {
      switch alignment {
      case .fill:
        break
      case .leading:
        result.append(make(stack, top, .equal, first, across.leading, id: "UISV-canvas-connection"))
        result.append(
          make(stack, bottom, .equal, spanner, across.trailing, id: "UISV-canvas-connection"))
      case .trailing:
        result.append(
          make(stack, top, .equal, spanner, across.leading, id: "UISV-canvas-connection"))
        result.append(
          make(stack, bottom, .equal, first, across.trailing, id: "UISV-canvas-connection"))
      case .center:
        result.append(
          make(stack, top, .equal, spanner, across.leading, id: "UISV-canvas-connection"))
        result.append(
          make(stack, bottom, .equal, spanner, across.trailing, id: "UISV-canvas-connection"))
        result.append(
          make(
            stack, canvas(across.center), .equal, first, across.center, id: "UISV-canvas-connection"
          ))
      case .firstBaseline:
        result.append(
          make(stack, top, .lessThanOrEqual, first, across.leading, id: "UISV-canvas-connection"))
        result.append(
          make(stack, bottom, .equal, spanner, across.trailing, id: "UISV-canvas-connection"))
        result.append(make(stack, across.size, .equal, nil, priority: 49, id: "UISV-canvas-fit"))
      case .lastBaseline:
        result.append(
          make(stack, top, .equal, spanner, across.leading, id: "UISV-canvas-connection"))
        result.append(
          make(
            stack, bottom, .greaterThanOrEqual, first, across.trailing, id: "UISV-canvas-connection"
          ))
        result.append(make(stack, across.size, .equal, nil, priority: 49, id: "UISV-canvas-fit"))
      }
    } else {
      result.append(make(stack, top, .equal, spanner, across.leading, id: "UISV-canvas-connection"))
      result.append(
        make(stack, bottom, .equal, spanner, across.trailing, id: "UISV-canvas-connection"))
    }
    if alignmentHasWeakSide {
      result.append(make(spanner, across.size, .equal, nil, priority: 51, id: "UISV-spanning-fit"))
    }
    return result
  }

  /// The canvas connected straight to F, without a spanner.
  ///
  /// `==` on a strong side, an inequality on a weak one (with canvas-fit @49), plus the centre for centre
  /// alignment. With several items and fill alignment, this is the fill row of the table.
  private func singleItemConnections(_ view: View) -> [StackConstraintSpec] {
    var result: [StackConstraintSpec] = [
      make(
        stack, canvas(across.leading), topIsWeak ? .lessThanOrEqual : .equal, view, across.leading,
        id: "UISV-canvas-connection"),
      make(
        stack, canvas(across.trailing), bottomIsWeak ? .greaterThanOrEqual : .equal, view,
        across.trailing,
        id: "UISV-canvas-connection"),
    ]
    if effectiveAlignment == .center {
      result.append(
        make(
          stack, canvas(across.center), .equal, view, across.center, id: "UISV-canvas-connection"))
    }
    if alignmentHasWeakSide {
      result.append(make(stack, across.size, .equal, nil, priority: 49, id: "UISV-canvas-fit"))
    }
    return result
  }
}
