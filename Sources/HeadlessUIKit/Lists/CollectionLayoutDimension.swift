import Foundation

/// One side of a compositional layout item's size (UIKit's `NSCollectionLayoutDimension`): a fraction of the
/// containing group's (or, for a section's group, the section's) width or height, a number of points, or an
/// estimate the content may change.
@preconcurrency @MainActor
open class CollectionLayoutDimension: NSObject {
  /// Not API: what a dimension measures.
  public enum _Kind: Equatable, Sendable {
    case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
  }

  let kind: _Kind
  private let value: CGFloat

  /// Not API (underscored): the initialiser the class factories use, required so that they return `Self`.
  public required init(_kind kind: _Kind, dimension: CGFloat) {
    self.kind = kind
    value = dimension
  }

  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    self.init(_kind: .fractionalWidth, dimension: fractionalWidth)
  }
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    self.init(_kind: .fractionalHeight, dimension: fractionalHeight)
  }
  open class func absolute(_ absoluteDimension: CGFloat) -> Self {
    self.init(_kind: .absolute, dimension: absoluteDimension)
  }
  open class func estimated(_ estimatedDimension: CGFloat) -> Self {
    self.init(_kind: .estimated, dimension: estimatedDimension)
  }
  /// An estimate that every sibling item shares, the largest of them measured.
  open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
    self.init(_kind: .uniformAcrossSiblings, dimension: estimatedDimension)
  }

  open var isFractionalWidth: Bool { kind == .fractionalWidth }
  open var isFractionalHeight: Bool { kind == .fractionalHeight }
  open var isAbsolute: Bool { kind == .absolute }
  open var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
  open var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }
  /// The fraction or the number of points.
  open var dimension: CGFloat { value }

  /// The points this dimension is in a container of `size`.
  func resolved(in size: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: size.width * value
    case .fractionalHeight: size.height * value
    case .absolute, .estimated, .uniformAcrossSiblings: value
    }
  }

  nonisolated public static func == (lhs: CollectionLayoutDimension, rhs: CollectionLayoutDimension)
    -> Bool
  {
    lhs.kind == rhs.kind && lhs.value == rhs.value
  }
}

/// A compositional layout item's width and height (UIKit's `NSCollectionLayoutSize`).
@preconcurrency @MainActor
open class CollectionLayoutSize: NSObject {
  private let width: CollectionLayoutDimension
  private let height: CollectionLayoutDimension

  init(width: CollectionLayoutDimension, height: CollectionLayoutDimension) {
    self.width = width
    self.height = height
  }

  public convenience init(
    widthDimension width: CollectionLayoutDimension,
    heightDimension height: CollectionLayoutDimension
  ) {
    self.init(width: width, height: height)
  }

  open var widthDimension: CollectionLayoutDimension { width }
  open var heightDimension: CollectionLayoutDimension { height }

  /// The size in a container of `size`.
  func resolved(in size: CGSize) -> CGSize {
    CGSize(width: width.resolved(in: size), height: height.resolved(in: size))
  }
}

/// The space between a group's items (UIKit's `NSCollectionLayoutSpacing`): fixed, or at least some and spread.
@preconcurrency @MainActor
open class CollectionLayoutSpacing: NSObject {
  private let value: CGFloat
  private let flexible: Bool

  /// Not API (underscored): the initialiser the class factories use, required so that they return `Self`.
  public required init(_spacing spacing: CGFloat, flexible: Bool) {
    value = spacing
    self.flexible = flexible
  }

  open class func fixed(_ fixedSpacing: CGFloat) -> Self {
    self.init(_spacing: fixedSpacing, flexible: false)
  }
  open class func flexible(_ flexibleSpacing: CGFloat) -> Self {
    self.init(_spacing: flexibleSpacing, flexible: true)
  }

  open var spacing: CGFloat { value }
  open var isFlexible: Bool { flexible }
  open var isFixed: Bool { !flexible }
}

public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
public typealias NSCollectionLayoutSize = CollectionLayoutSize
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
