import Foundation
import LayoutRender
import Testing

// A custom layout's attributes, as Apple's documentation of UICollectionViewLayoutAttributes asks for them: a subclass
// adds a property and overrides `copy(with:)` and `isEqual(_:)` calling `super`; the layout names the class in
// `layoutAttributesClass`, the flow layout makes instances of it, and cells receive them in `apply(_:)`.

private final class PhotoAttributes: UICollectionViewLayoutAttributes {
  var photoHeight: CGFloat = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? PhotoAttributes)?.photoHeight = photoHeight
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? PhotoAttributes, other.photoHeight == photoHeight else {
      return false
    }
    return super.isEqual(object)
  }
}

private final class PhotoLayout: UICollectionViewFlowLayout {
  override class var layoutAttributesClass: AnyClass { PhotoAttributes.self }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    super.layoutAttributesForElements(in: rect)?.compactMap { attributes in
      let photo = attributes.copy() as? PhotoAttributes
      photo?.photoHeight = 30 + CGFloat(attributes.indexPath.item)
      return photo
    }
  }
}

private final class PhotoCell: UICollectionViewCell {
  var appliedHeight: CGFloat?

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    appliedHeight = (layoutAttributes as? PhotoAttributes)?.photoHeight
  }
}

private final class Photos: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
  }
}

@MainActor @Suite struct CustomLayoutAttributesTests {
  @Test func aCopyIsOfTheSubclassWithItsValues() throws {
    let original = PhotoAttributes(forCellWith: IndexPath(item: 2, section: 1))
    original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    original.photoHeight = 12
    let copy = try #require(original.copy() as? PhotoAttributes)
    #expect(copy !== original)
    #expect(copy.indexPath == IndexPath(item: 2, section: 1) && copy.frame == original.frame)
    #expect(copy.photoHeight == 12 && copy.isEqual(original))
    copy.photoHeight = 13
    #expect(!copy.isEqual(original))
    copy.photoHeight = 12
    copy.frame.origin.x = 5
    #expect(!copy.isEqual(original))
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 0))
    let headerCopy = try #require(header.copy() as? UICollectionViewLayoutAttributes)
    #expect(headerCopy.representedElementCategory == .supplementaryView)
    #expect(headerCopy.representedElementKind == UICollectionView.elementKindSectionHeader)
  }

  @Test func theFlowLayoutMakesTheNamedClassAndCellsReceiveIt() throws {
    let layout = PhotoLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let photos = Photos()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    collection.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    collection.dataSource = photos
    collection.layoutIfNeeded()
    let made = try #require(
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 400)))
    #expect(made.count == 3 && made.allSatisfy { $0 is PhotoAttributes })
    let heights = (0..<3).map {
      (collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? PhotoCell)?.appliedHeight
    }
    #expect(heights == [30, 31, 32])
  }
}
