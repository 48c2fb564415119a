import Foundation

/// Turns a parsed visual format into constraints, resolving names against the views and metrics.
///
/// The standard space is 8 points between views and 20 between a view and its superview's edge (Apple's Auto
/// Layout Guide, "Visual Format Language": "standard space"). A space `S` between an earlier item `P` and a later
/// item `N` with relation `R` becomes `N.start R P.end + S` along the reading direction; a trailing superview
/// edge reads `superview.end R last.end + S`, as UIKit writes it.
struct VisualFormatBuilder {
  static let standardSpacing: CGFloat = systemSpacing
  static let standardSuperviewSpacing: CGFloat = 20

  let syntax: VisualFormatSyntax
  let format: String
  let options: LayoutConstraint.FormatOptions
  let metrics: [String: Any]
  let views: [String: Any]

  private func error(_ reason: String, at column: Int) -> VisualFormatError {
    VisualFormatError(reason: reason, format: format, column: column)
  }

  /// The constraints, in reading order: each view's own size predicates, the spaces, then the alignment options.
  func constraints() throws(VisualFormatError) -> [LayoutConstraint] {
    let items = try syntax.views.map { term throws(VisualFormatError) in
      try view(term.name, at: term.column)
    }
    let (start, end, reversed) = try edges()
    var result: [LayoutConstraint] = []
    let storedSuperview = try superviewIfNeeded(of: items)

    /// `later.laterEdge REL earlier.earlierEdge + space`, flipped for right-to-left reading.
    func space(
      _ connection: VisualFormatSyntax.Connection, from earlier: (LayoutItem, LayoutAttribute),
      to later: (LayoutItem, LayoutAttribute), standard: CGFloat
    ) throws(VisualFormatError) {
      let (first, second) = reversed ? (earlier, later) : (later, earlier)
      switch connection {
      case .adjacent:
        result.append(make(first, .equal, second, constant: 0, priority: .required))
      case .standard:
        result.append(make(first, .equal, second, constant: standard, priority: .required))
      case .predicates(let predicates):
        for predicate in predicates {
          if case .name(let name) = predicate.object, metrics[name] == nil, views[name] != nil {
            throw error(
              "A view (\(name)) cannot stand for a space; only a number or a metric can.",
              at: predicate.column)
          }
          let constant = try value(predicate.object, at: predicate.column)
          result.append(
            make(
              first, predicate.relation, second, constant: constant,
              priority: try priority(predicate)))
        }
      }
    }

    if let connection = syntax.leadingSuperview, let storedSuperview {
      try space(
        connection, from: (storedSuperview, start), to: (items[0], start),
        standard: Self.standardSuperviewSpacing)
    }
    for (index, item) in items.enumerated() {
      result += try sizeConstraints(of: item, syntax.views[index])
      if index + 1 < items.count {
        try space(
          syntax.connections[index], from: (item, end), to: (items[index + 1], start),
          standard: Self.standardSpacing)
      }
    }
    if let connection = syntax.trailingSuperview, let storedSuperview, let last = items.last {
      // Reads as `superview.end == last.end + space`: the superview is the later item.
      try space(
        connection, from: (last, end), to: (storedSuperview, end),
        standard: Self.standardSuperviewSpacing
      )
    }
    result += try alignments(of: items)
    return result
  }

  /// The start and end attributes along the format's axis, and whether spaces read right to left.
  private func edges() throws(VisualFormatError) -> (LayoutAttribute, LayoutAttribute, Bool) {
    guard syntax.axis == .horizontal else { return (.top, .bottom, false) }
    switch options.direction {
    case .directionLeftToRight: return (.left, .right, false)
    case .directionRightToLeft: return (.right, .left, true)
    default: return (.leading, .trailing, false)
    }
  }

  private func view(_ name: String, at column: Int) throws(VisualFormatError) -> LayoutItem {
    guard let value = views[name] else {
      throw error("\(name) is not a key in the views dictionary.", at: column + 1)
    }
    guard let item = value as? LayoutItem else {
      throw error("\(name) is a \(type(of: value)), not a view or a layout guide.", at: column + 1)
    }
    return item
  }

  private func superviewIfNeeded(of items: [LayoutItem]) throws(VisualFormatError) -> View? {
    guard syntax.leadingSuperview != nil || syntax.trailingSuperview != nil else { return nil }
    let column =
      syntax.leadingSuperview != nil
      ? syntax.leadingSuperviewColumn : syntax.trailingSuperviewColumn
    guard let first = items.first else { return nil }
    let storedSuperview = (first as? View)?.storedSuperview ?? (first as? LayoutGuide)?.owningView
    guard let storedSuperview else {
      throw error(
        "Unable to interpret '|': \(first.debugName) does not have a superview.", at: column)
    }
    return storedSuperview
  }

  /// A number, or a metric's value.
  private func value(_ value: VisualFormatSyntax.Value, at column: Int) throws(VisualFormatError)
    -> CGFloat
  {
    switch value {
    case .number(let number): return number
    case .name(let name):
      guard let metric = metrics[name] else {
        throw error("\(name) is not a key in the metrics dictionary.", at: column)
      }
      guard let number = Self.number(metric) else {
        throw error("The metric \(name) is a \(type(of: metric)), not a number.", at: column)
      }
      return number
    }
  }

  static func number(_ value: Any) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }

  private func priority(_ predicate: VisualFormatSyntax.Predicate) throws(VisualFormatError)
    -> LayoutPriority
  {
    guard let given = predicate.priority else { return .required }
    let number = try value(given, at: predicate.column)
    let priority = LayoutPriority(Float(number))
    guard priority.isValid else {
      throw error(
        "A priority must be greater than 0 and at most 1000, not \(number).", at: predicate.column)
    }
    return priority
  }

  /// `[a(>=50,==b)]`: the view's width (height on V) against numbers, metrics or other views.
  private func sizeConstraints(of item: LayoutItem, _ term: VisualFormatSyntax.ViewTerm)
    throws(VisualFormatError) -> [LayoutConstraint]
  {
    let dimension: LayoutAttribute = syntax.axis == .horizontal ? .width : .height
    return try term.predicates.map { predicate throws(VisualFormatError) in
      let priority = try priority(predicate)
      if case .name(let name) = predicate.object, metrics[name] == nil {
        let other = try view(name, at: predicate.column - 1)
        return make(
          (item, dimension), predicate.relation, (other, dimension), constant: 0, priority: priority
        )
      }
      let constant = try value(predicate.object, at: predicate.column)
      let constraint = LayoutConstraint(
        item: item, attribute: dimension, relatedBy: predicate.relation, toItem: nil,
        attribute: .notAnAttribute, constant: constant)
      constraint.priority = priority
      return constraint
    }
  }

  /// `alignAll…` options: each view after the first aligned with the one before it.
  private func alignments(of items: [LayoutItem]) throws(VisualFormatError) -> [LayoutConstraint] {
    let attributes = options.alignmentAttributes
    guard !attributes.isEmpty else { return [] }
    let horizontal: Set<LayoutAttribute> = [.left, .right, .leading, .trailing, .centerX]
    let parallel = attributes.contains { horizontal.contains($0) == (syntax.axis == .horizontal) }
    if parallel {
      let axis = syntax.axis == .horizontal ? "horizontal" : "vertical"
      throw error(
        "The options align views along the \(axis) axis, which the \(axis) format already lays out.",
        at: 0)
    }
    var result: [LayoutConstraint] = []
    for (previous, next) in zip(items, items.dropFirst()) {
      for attribute in attributes {
        result.append(
          make((next, attribute), .equal, (previous, attribute), constant: 0, priority: .required))
      }
    }
    return result
  }

  private func make(
    _ first: (LayoutItem, LayoutAttribute), _ relation: LayoutRelation,
    _ second: (LayoutItem, LayoutAttribute), constant: CGFloat, priority: LayoutPriority
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: first.0, attribute: first.1, relatedBy: relation, toItem: second.0, attribute: second.1,
      constant: constant)
    constraint.priority = priority
    return constraint
  }
}
