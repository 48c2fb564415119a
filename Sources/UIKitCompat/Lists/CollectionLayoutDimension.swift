import Foundation
import Layout

/// One side of a compositional layout item's size (UIKit's `NSCollectionLayoutDimension`): a fraction of the
/// containing group's (or, for a section's group, the section's) width or height, a number of points, or an
/// estimate the content may change.
public final class CollectionLayoutDimension: Equatable {
  enum Kind: Equatable {
    case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
  }

  let kind: Kind
  /// The fraction or the number of points.
  public let dimension: CGFloat

  init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }
  public static func absolute(_ absoluteDimension: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.absolute, absoluteDimension)
  }
  public static func estimated(_ estimatedDimension: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.estimated, estimatedDimension)
  }
  /// An estimate that every sibling item shares, the largest of them measured.
  public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat)
    -> CollectionLayoutDimension
  {
    CollectionLayoutDimension(.uniformAcrossSiblings, estimatedDimension)
  }

  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  public var isAbsolute: Bool { kind == .absolute }
  public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
  public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

  /// The points this dimension is in a container of `size`.
  func resolved(in size: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: size.width * dimension
    case .fractionalHeight: size.height * dimension
    case .absolute, .estimated, .uniformAcrossSiblings: dimension
    }
  }

  public static func == (lhs: CollectionLayoutDimension, rhs: CollectionLayoutDimension) -> Bool {
    lhs.kind == rhs.kind && lhs.dimension == rhs.dimension
  }
}

/// A compositional layout item's width and height (UIKit's `NSCollectionLayoutSize`).
public final class CollectionLayoutSize {
  public let widthDimension: CollectionLayoutDimension
  public let heightDimension: CollectionLayoutDimension

  public init(
    widthDimension width: CollectionLayoutDimension,
    heightDimension height: CollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }

  /// The size in a container of `size`.
  func resolved(in size: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
  }
}

/// The space between a group's items (UIKit's `NSCollectionLayoutSpacing`): fixed, or at least some and spread.
public final class CollectionLayoutSpacing {
  public let spacing: CGFloat
  public let isFlexible: Bool
  public var isFixed: Bool { !isFlexible }

  init(_ spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexible = flexible
  }

  public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(fixedSpacing, flexible: false)
  }
  public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(flexibleSpacing, flexible: true)
  }
}

public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
public typealias NSCollectionLayoutSize = CollectionLayoutSize
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
