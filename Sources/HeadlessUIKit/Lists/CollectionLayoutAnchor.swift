import Foundation

/// Where a supplementary item sits against its container (UIKit's `NSRectAlignment`).
public enum RectAlignment: Int, Sendable {
  case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing,
    topTrailing

  /// The edges the alignment touches.
  var edges: DirectionalRectEdge {
    switch self {
    case .none: []
    case .top: .top
    case .topLeading: [.top, .leading]
    case .leading: .leading
    case .bottomLeading: [.bottom, .leading]
    case .bottom: .bottom
    case .bottomTrailing: [.bottom, .trailing]
    case .trailing: .trailing
    case .topTrailing: [.top, .trailing]
    }
  }
}

/// Edges of a rectangle, leading and trailing following the layout direction (UIKit's `NSDirectionalRectEdge`).
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let top = DirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A point on a container's edges, moved by an offset in points or in fractions of the item's size (UIKit's
/// `NSCollectionLayoutAnchor`).
open class CollectionLayoutAnchor {
  private let anchorEdges: DirectionalRectEdge
  private let absolute: CGPoint
  private let fractional: CGPoint

  init(
    edges: DirectionalRectEdge, absoluteOffset: CGPoint = .zero, fractionalOffset: CGPoint = .zero
  ) {
    anchorEdges = edges
    absolute = absoluteOffset
    fractional = fractionalOffset
  }

  public convenience init(edges: DirectionalRectEdge) {
    self.init(edges: edges, absoluteOffset: .zero, fractionalOffset: .zero)
  }

  public convenience init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, absoluteOffset: absoluteOffset, fractionalOffset: .zero)
  }

  public convenience init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, absoluteOffset: .zero, fractionalOffset: fractionalOffset)
  }

  open var edges: DirectionalRectEdge { anchorEdges }
  /// The offset given: in points, or in fractions of the item's size.
  open var offset: CGPoint { isFractionalOffset ? fractional : absolute }
  open var isAbsoluteOffset: Bool { absolute != .zero || fractional == .zero }
  open var isFractionalOffset: Bool { fractional != .zero }
}

public typealias NSRectAlignment = RectAlignment
public typealias NSDirectionalRectEdge = DirectionalRectEdge
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
