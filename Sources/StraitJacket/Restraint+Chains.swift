import Foundation
import HeadlessUIKit

/// One alignment per item for `alignItems(to:viewAlignment:)`.
public enum ViewAlignment {
  case view(LayoutItem, Set<Alignment>)
}

extension Restraint {
  /// Chains each array vertically: `cur.top == prev.bottom + spacing`, or one constraint per modifier between them.
  @discardableResult
  public func chainVertically(
    _ chains: [Restrainable]..., spacing: CGFloat = 8, file: String = #fileID, line: Int = #line
  ) -> Restraint {
    calledFrom(file, line)
    for chain in chains { addChain(chain, axis: .vertical, spacing: spacing) }
    return self
  }

  /// Chains each array horizontally: `cur.leading == prev.trailing + spacing`, or one constraint per modifier.
  @discardableResult
  public func chainHorizontally(
    _ chains: [Restrainable]..., spacing: CGFloat = 8, file: String = #fileID, line: Int = #line
  ) -> Restraint {
    calledFrom(file, line)
    for chain in chains { addChain(chain, axis: .horizontal, spacing: spacing) }
    return self
  }

  /// Chains vertically inside `target` (a view or a guide): by default every item's left and right, the first
  /// item's top and the last item's bottom are aligned with it.
  @discardableResult
  public func chainVertically(
    _ items: [Restrainable], in target: LayoutItem, spacing: CGFloat = 8,
    aligning: Set<Alignment> = [.top, .bottom, .left, .right], file: String = #fileID,
    line: Int = #line
  ) -> Restraint {
    calledFrom(file, line)
    addChain(items, axis: .vertical, spacing: spacing)
    alignChain(items, to: target, aligning: aligning, axis: .vertical)
    return self
  }

  /// Chains horizontally inside `target`: by default every item's top and bottom, the first item's left and the
  /// last item's right.
  @discardableResult
  public func chainHorizontally(
    _ items: [Restrainable], in target: LayoutItem, spacing: CGFloat = 8,
    aligning: Set<Alignment> = [.top, .bottom, .left, .right], file: String = #fileID,
    line: Int = #line
  ) -> Restraint {
    calledFrom(file, line)
    addChain(items, axis: .horizontal, spacing: spacing)
    alignChain(items, to: target, aligning: aligning, axis: .horizontal)
    return self
  }

  /// Aligns items with a target (the root by default), per alignment in canonical order.
  @discardableResult
  public func alignItems(
    _ items: [Restrainable], to alignments: Set<Alignment>, of target: LayoutItem? = nil,
    file: String = #fileID, line: Int = #line
  ) -> Restraint {
    calledFrom(file, line)
    guard let target = target ?? view else { return self }
    for item in items.compactMap({ $0 as? LayoutItem }) {
      for alignment in alignments.sorted(by: { $0.kind < $1.kind }) {
        align(item, alignment, target)
      }
    }
    return self
  }

  /// Aligns each item with the target by its own alignments, in the given order.
  @discardableResult
  public func alignItems(
    to target: LayoutItem, viewAlignment: [ViewAlignment], file: String = #fileID, line: Int = #line
  ) -> Restraint {
    calledFrom(file, line)
    for case .view(let item, let alignments) in viewAlignment {
      for alignment in alignments.sorted(by: { $0.kind < $1.kind }) {
        align(item, alignment, target)
      }
    }
    return self
  }

  private func align(_ item: LayoutItem, _ alignment: Alignment, _ target: LayoutItem) {
    let attribute = alignment.kind.attribute
    make(
      item, attribute, alignment.kind.relation, target, attribute,
      constant: alignment.constant ?? 0,
      priority: alignment.priorityValue ?? .required, identifier: alignment.identifier)
  }

  /// The chain links: between consecutive items, the default spacing or one constraint per modifier.
  private func addChain(_ chain: [Restrainable], axis: LayoutAxis, spacing: CGFloat) {
    let (leadingEdge, trailingEdge): (LayoutAttribute, LayoutAttribute) =
      axis == .vertical ? (.top, .bottom) : (.leading, .trailing)
    if chain.first is RestraintModifier || chain.last is RestraintModifier {
      Diagnostics.report(
        Diagnostic(
          .error,
          "a chain in the restraint of \(view?.debugName ?? "a view") starts or ends with a space",
          file: callSite.file, line: callSite.line))
    }
    var previous: LayoutItem?
    var modifiers: [RestraintModifier] = []
    for element in chain {
      if let modifier = element as? RestraintModifier {
        modifiers.append(modifier)
        continue
      }
      guard let item = element as? LayoutItem else { continue }
      if let previous {
        if modifiers.isEmpty {
          make(item, leadingEdge, .equal, previous, trailingEdge, constant: spacing)
        }
        for modifier in modifiers {
          make(
            item, leadingEdge, modifier.relation, previous, trailingEdge,
            multiplier: modifier.multiple,
            constant: modifier.value, priority: modifier.priority, identifier: modifier.identifier)
        }
      }
      previous = item
      modifiers = []
    }
  }

  /// A chain's alignment with its container (docs/dsl-semantics.md, "Chains"): every-item alignments (in item order),
  /// then the first item's, then the last item's.
  private func alignChain(
    _ chain: [Restrainable], to target: LayoutItem, aligning: Set<Alignment>, axis: LayoutAxis
  ) {
    let items = chain.compactMap { $0 as? LayoutItem }
    guard let first = items.first, let last = items.last else { return }
    let firstOnly: Set<Alignment.Kind> =
      axis == .vertical ? [.top, .softTop] : [.left, .leading, .softLeft, .softLeading]
    let lastOnly: Set<Alignment.Kind> =
      axis == .vertical ? [.bottom, .softBottom] : [.right, .trailing, .softRight, .softTrailing]
    let ordered = aligning.sorted { $0.kind < $1.kind }
    for item in items {
      for alignment in ordered
      where !firstOnly.contains(alignment.kind) && !lastOnly.contains(alignment.kind) {
        align(item, alignment, target)
      }
    }
    for alignment in ordered where firstOnly.contains(alignment.kind) {
      align(first, alignment, target)
    }
    for alignment in ordered where lastOnly.contains(alignment.kind) {
      align(last, alignment, target)
    }
  }
}
