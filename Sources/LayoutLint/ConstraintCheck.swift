import Foundation
import HeadlessUIKit
import RenderCore

/// `unsatisfiable` and `ambiguous`: what the layout engine reports after laying the tree out.
enum ConstraintCheck {
  static func findings(_ root: View) -> [LayoutFinding] {
    do {
      try root.layout(strict: true)
      return []
    } catch .unsatisfiable(let reports) {
      return reports.map {
        LayoutFinding(
          kind: .unsatisfiable, view: $0.broken.description,
          message:
            "required constraints conflict; broke \($0.broken) (conflicting with "
            + "\($0.conflicting.map(\.description).joined(separator: ", ")))",
          line: $0.line)
      }
    } catch {
      guard case .ambiguous(let items) = error else { return [] }
      return items.map {
        LayoutFinding(kind: .ambiguous, view: $0.name, message: $0.description, line: $0.line)
      }
    }
  }
}
