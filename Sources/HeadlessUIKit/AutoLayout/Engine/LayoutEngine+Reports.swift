import Foundation

/// A required constraint that could not hold, the constraints it conflicted with, and UIKit's message for it.
public struct ConflictReport: Sendable, CustomStringConvertible {
  /// The constraint that was broken: the one whose addition failed (our deterministic rule).
  public let broken: ReportedConstraint
  /// The constraints it conflicts with, in the order they were added.
  public let conflicting: [ReportedConstraint]

  /// The line that activated the broken constraint, when its activation named one.
  public var line: Int? { broken.line }

  init(broken: ReportedConstraint, conflicting: [ReportedConstraint]) {
    self.broken = broken
    self.conflicting = conflicting
  }

  /// UIKit's log, with readable constraint names and a hint when an autoresizing-mask constraint is involved.
  public var message: String {
    let list = ([broken] + conflicting).map { "    \"\($0)\"" }.joined(separator: ",\n")
    var text = """
      Unable to simultaneously satisfy constraints.
        Probably at least one of the constraints in the following list is one you don't want.
      (
      \(list)
      )
      Will attempt to recover by breaking constraint
      \(broken)
      """
    if ([broken] + conflicting).contains(where: { $0.description.contains("autoresizing mask") }) {
      text += "\nHint: did you forget translatesAutoresizingMaskIntoConstraints = false?"
    }
    return text
  }

  public var description: String { message }
}

/// A view whose layout is not fully determined, and on which axes.
public struct AmbiguousItem: Sendable, Equatable, CustomStringConvertible {
  public let name: String
  public let horizontal: Bool
  public let vertical: Bool
  /// The last line that activated a constraint on the view, when activations named lines.
  public let line: Int?

  /// Creates a report entry for a view and its undetermined axes.
  public init(name: String, horizontal: Bool, vertical: Bool, line: Int? = nil) {
    self.name = name
    self.horizontal = horizontal
    self.vertical = vertical
    self.line = line
  }

  public var description: String {
    let axes = [horizontal ? "horizontal" : nil, vertical ? "vertical" : nil].compactMap { $0 }
    return "\(name) is ambiguous (\(axes.joined(separator: " and ")))"
  }
}

/// Why a strict layout failed.
public enum LayoutError: Error, Sendable, CustomStringConvertible {
  /// Required constraints conflicted; one of each conflicting set was broken.
  case unsatisfiable([ConflictReport])
  /// Views whose position or size is not determined.
  case ambiguous([AmbiguousItem])

  public var description: String {
    switch self {
    case .unsatisfiable(let reports): reports.map(\.message).joined(separator: "\n\n")
    case .ambiguous(let items): items.map(\.description).joined(separator: "\n")
    }
  }
}

extension LayoutEngine {
  /// Whether a view's position or size can move without changing how well the constraints are satisfied.
  func isAmbiguous(_ view: View) -> Bool {
    ambiguousVariables(of: view).contains(true)
  }

  /// Which of a view's variables (left, top, width, height) can move without changing how well the constraints are
  /// satisfied; none of a view outside the solver, whose frame is fixed.
  func ambiguousVariables(of view: View) -> [Bool] {
    let variables = view.itemVariables.all
    guard !isOutsideSolver(view) else { return variables.map { _ in false } }
    return solver.ambiguousVariables(variables)
  }

  /// The ambiguous views of the tree, in tree order, with their axes.
  func ambiguity() -> [AmbiguousItem] {
    let views = root.subtree()
    let flags = solver.ambiguousVariables(views.flatMap(\.itemVariables.all))
    let lines = lastActivationLines(in: views)
    return views.enumerated().compactMap { index, view in
      guard !isOutsideSolver(view) else { return nil }
      let offset = index * 4
      let horizontal = flags[offset] || flags[offset + 2]
      let vertical = flags[offset + 1] || flags[offset + 3]
      guard horizontal || vertical else { return nil }
      return AmbiguousItem(
        name: view.debugName, horizontal: horizontal, vertical: vertical,
        line: lines[ObjectIdentifier(view)])
    }
  }

  /// For each view, the last scene-file line that activated a constraint on it, when activations named lines: where
  /// an ambiguous view's layout was written, for the report to point at.
  private func lastActivationLines(in views: [View]) -> [ObjectIdentifier: Int] {
    var lines: [ObjectIdentifier: Int] = [:]
    for view in views {
      for constraint in view.constraints {
        guard let line = constraint.activationLine else { continue }
        for case let item as View in [constraint.firstItem, constraint.secondItem] {
          lines[ObjectIdentifier(item)] = max(lines[ObjectIdentifier(item)] ?? 0, line)
        }
      }
    }
    return lines
  }
}
