import Foundation
import HeadlessUIKit

/// How an item aligns with a target (docs/dsl-semantics.md, "Alignment and its canonical order").
///
/// An edge or centre, or a "soft" edge (a required inequality: the item does not pass the target's edge), with
/// optional wrappers. When a field is wrapped twice, the innermost (first applied) wins.
public struct Alignment: Hashable, Sendable {
  /// The alignment kinds, in StraitJacket's canonical order (docs/dsl-semantics.md, "Canonical ordering").
  enum Kind: Int, Comparable, Sendable {
    case top, bottom, left, right, leading, trailing, centerX, centerY
    case softTop, softBottom, softLeft, softRight, softLeading, softTrailing

    static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

    var attribute: LayoutAttribute {
      switch self {
      case .top, .softTop: .top
      case .bottom, .softBottom: .bottom
      case .left, .softLeft: .left
      case .right, .softRight: .right
      case .leading, .softLeading: .leading
      case .trailing, .softTrailing: .trailing
      case .centerX: .centerX
      case .centerY: .centerY
      }
    }

    var relation: LayoutRelation {
      switch self {
      case .softTop, .softLeft, .softLeading: .greaterThanOrEqual
      case .softBottom, .softRight, .softTrailing: .lessThanOrEqual
      default: .equal
      }
    }

    /// +1 for top/left/leading sides, -1 for bottom/right/trailing, 0 for centres: the sign of an inset.
    var insetSign: CGFloat {
      switch self {
      case .top, .left, .leading, .softTop, .softLeft, .softLeading: 1
      case .bottom, .right, .trailing, .softBottom, .softRight, .softTrailing: -1
      case .centerX, .centerY: 0
      }
    }
  }

  let kind: Kind
  var identifier: String?
  var priorityValue: LayoutPriority?
  var constant: CGFloat?

  init(_ kind: Kind) { self.kind = kind }

  public static let top = Alignment(.top)
  public static let bottom = Alignment(.bottom)
  public static let left = Alignment(.left)
  public static let right = Alignment(.right)
  public static let leading = Alignment(.leading)
  public static let trailing = Alignment(.trailing)
  public static let centerX = Alignment(.centerX)
  public static let centerY = Alignment(.centerY)
  public static let softTop = Alignment(.softTop)
  public static let softBottom = Alignment(.softBottom)
  public static let softLeft = Alignment(.softLeft)
  public static let softRight = Alignment(.softRight)
  public static let softLeading = Alignment(.softLeading)
  public static let softTrailing = Alignment(.softTrailing)

  /// With an identifier (kept if one was set before).
  public func withId(_ identifier: String) -> Alignment {
    var copy = self
    if copy.identifier == nil { copy.identifier = identifier }
    return copy
  }

  /// At a priority (kept if one was set before).
  public func priority(_ priority: LayoutPriority) -> Alignment {
    var copy = self
    if copy.priorityValue == nil { copy.priorityValue = priority }
    return copy
  }

  /// The same as ``priority(_:)`` (docs/dsl-semantics.md, "Decisions").
  public func withPriority(_ priority: LayoutPriority) -> Alignment { self.priority(priority) }

  /// A raw constant, the same sign on every edge (kept if a constant was set before).
  public func offset(_ constant: CGFloat) -> Alignment {
    var copy = self
    if copy.constant == nil { copy.constant = constant }
    return copy
  }

  /// Inward by `inset`: +inset on top/left/leading (and their soft forms), -inset on the others, 0 on centres.
  public func inset(_ inset: CGFloat) -> Alignment { offset(inset * kind.insetSign) }
}
