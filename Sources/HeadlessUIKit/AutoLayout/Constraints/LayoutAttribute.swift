/// A part of a layout item that constraints relate (UIKit's `NSLayoutConstraint.Attribute`, with its raw values).
public enum LayoutAttribute: Int, Sendable, CaseIterable {
  case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline = 12, lastBaseline = 11
  case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins
  /// No attribute: the second attribute of a constraint with no second item.
  case notAnAttribute = 0

  /// UIKit's older name for ``lastBaseline``.
  public static let baseline = LayoutAttribute.lastBaseline

  /// How an attribute behaves: a position on an axis, or a size.
  enum Kind: Hashable {
    case horizontalPosition
    case verticalPosition
    case dimension
    case none
  }

  var kind: Kind {
    switch self {
    case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin,
      .centerXWithinMargins:
      .horizontalPosition
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      .verticalPosition
    case .width, .height: .dimension
    case .notAnAttribute: .none
    }
  }

  /// The attribute of the margins guide a margin attribute stands for, or `nil` for other attributes.
  package var unmargined: LayoutAttribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }

  /// Whether this is an edge: left, right, top, bottom, leading or trailing.
  var isEdge: Bool {
    switch self {
    case .left, .right, .top, .bottom, .leading, .trailing: true
    default: false
    }
  }

  /// Whether the attribute follows the layout direction (leading, trailing and their margins).
  var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  /// Whether the attribute is a fixed horizontal side (left, right and their margins).
  var isFixedHorizontalSide: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: true
    default: false
    }
  }

  /// Whether this is the first or the last baseline.
  var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

extension LayoutAttribute: CustomStringConvertible {
  public var description: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .firstBaseline: "firstBaseline"
    case .lastBaseline: "lastBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }
}

/// How the two sides of a constraint compare (UIKit's `NSLayoutConstraint.Relation`, with its raw values).
public enum LayoutRelation: Int, Sendable {
  case lessThanOrEqual = -1
  case equal = 0
  case greaterThanOrEqual = 1

  var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
