import Foundation

/// A layout built from sections of repeated groups of items (UIKit's `UICollectionViewCompositionalLayout`).
///
/// Sections stack down the collection view. In each, the headers (boundary items aligned to the top), the top
/// inset, then the section's group repeated until the items run out (``CollectionLayoutSection/interGroupSpacing``
/// apart), the bottom inset and the footers. A group fills its size with its subitems in a row or a column,
/// repeating them while they fit, or splits its length equally among a fixed count; nested groups work the same
/// way. Fractional sizes are of the containing group, or for a section's group of the section's width inside its
/// insets and the collection view's height. Estimated heights are measured from the cells in the visible window.
/// A section with orthogonal scrolling puts its groups side by side in one row, at rest. Horizontal scrolling of
/// the whole layout is not supported: sections always stack vertically here.
@preconcurrency @MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
  public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

  private let provider: SectionProvider
  open var configuration: CollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }
  private var store = LayoutAttributesStore()

  public init(section: CollectionLayoutSection) {
    provider = { _, _ in section }
    configuration = CollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  public init(
    section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration
  ) {
    provider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }

  public init(sectionProvider: @escaping SectionProvider) {
    provider = sectionProvider
    configuration = CollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  public init(
    sectionProvider: @escaping SectionProvider,
    configuration: CollectionViewCompositionalLayoutConfiguration
  ) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  public required init?(coder: NSCoder) {
    provider = { _, _ in nil }
    configuration = CollectionViewCompositionalLayoutConfiguration()
    super.init(coder: coder)
  }

  /// A layout whose every section is a list of `configuration`'s appearance.
  public static func list(using configuration: CollectionLayoutListConfiguration)
    -> CollectionViewCompositionalLayout
  {
    let layout = CollectionViewCompositionalLayout { _, environment in
      .list(using: configuration, layoutEnvironment: environment)
    }
    layout.listConfiguration = configuration
    return layout
  }

  /// The list configuration of a layout made by ``list(using:)``: its background is the list's.
  var listConfiguration: CollectionLayoutListConfiguration?

  open override var collectionViewContentSize: CGSize { store.contentSize }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [CollectionViewLayoutAttributes]?
  {
    store.elements(in: rect)
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    store.item(at: indexPath)
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  )
    -> CollectionViewLayoutAttributes?
  { store.supplementary(ofKind: elementKind, at: indexPath) }

  open override func prepare() {
    store = LayoutAttributesStore()
    guard let collectionView else { return }
    let environment = LayoutEnvironment(
      contentSize: collectionView.bounds.size, traitCollection: collectionView.traitCollection)
    var placer = CompositionalPlacer(collectionView: collectionView)
    var y: CGFloat = 0
    let count = collectionView.numberOfSections
    for index in 0..<count {
      guard let section = provider(index, environment) else { continue }
      y = placer.place(section, index: index, from: y)
      if index < count - 1 { y += configuration.interSectionSpacing }
    }
    for attributes in placer.placed { store.add(attributes) }
    store.contentSize = CGSize(width: collectionView.bounds.width, height: y)
  }
}

/// A compositional layout's settings (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
@preconcurrency @MainActor
open class CollectionViewCompositionalLayoutConfiguration: NSObject {
  /// The direction sections stack in (only vertical is laid out here).
  open var scrollDirection: CollectionView.ScrollDirection = .vertical
  /// The space between sections.
  open var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout (stored, not placed).
  open var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
  /// What section insets are measured from.
  open var contentInsetsReference: ContentInsetsReference = .automatic

  public override init() {}
}

public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
public typealias UICollectionViewCompositionalLayoutConfiguration =
  CollectionViewCompositionalLayoutConfiguration
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  CollectionViewCompositionalLayout.SectionProvider
