// A photo grid as an app writes it: a flow layout sized by the delegate, cells with highlight and selection
// overrides and a badge placed in layoutSubviews, section headers, a refresh control.
import UIKit

final class PhotoCell: UICollectionViewCell {
    static let identifier = "PhotoCell"
    let imageView = UIImageView()
    let badge = UILabel()
    override var isHighlighted: Bool {
        didSet { contentView.alpha = isHighlighted ? 0.6 : 1 }
    }
    override var isSelected: Bool {
        didSet { contentView.layer.borderWidth = isSelected ? 3 : 0 }
    }
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 8
        contentView.layer.masksToBounds = true
        contentView.layer.borderColor = UIColor.tintColor.cgColor
        imageView.contentMode = .scaleAspectFill
        imageView.backgroundColor = .secondarySystemBackground
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
        badge.font = .monospacedDigitSystemFont(ofSize: 12, weight: .bold)
        badge.textColor = .white
        badge.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        badge.textAlignment = .center
        badge.layer.cornerRadius = 10
        badge.clipsToBounds = true
        contentView.addSubview(badge)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func layoutSubviews() {
        super.layoutSubviews()
        let size = badge.intrinsicContentSize
        badge.frame = CGRect(x: bounds.maxX - size.width - 16 - 6, y: 6, width: size.width + 16, height: 20)
    }
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.height = attributes.size.width
        return attributes
    }
}

final class SectionHeader: UICollectionReusableView {
    static let kind = UICollectionView.elementKindSectionHeader
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .title3)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class GridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        let cv = UICollectionView(frame: .zero, collectionViewLayout: layout)
        cv.dataSource = self
        cv.delegate = self
        cv.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
        cv.register(SectionHeader.self, forSupplementaryViewOfKind: SectionHeader.kind, withReuseIdentifier: "header")
        cv.contentInsetAdjustmentBehavior = .always
        return cv
    }()

    override func loadView() {
        view = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: #selector(reload), for: .valueChanged)
        collectionView.refreshControl = refresh
    }

    @objc private func reload() { collectionView.reloadData() }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 5 : 9 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath) as! PhotoCell
        cell.badge.text = "\(indexPath.item + 1)"
        cell.imageView.image = UIImage(systemName: "photo")
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! SectionHeader
        header.label.text = indexPath.section == 0 ? "Favourites" : "All"
        return header
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return .zero }
        let columns: CGFloat = traitCollection.horizontalSizeClass == .compact ? 3 : 5
        let available = collectionView.bounds.inset(by: collectionView.adjustedContentInset).width - flow.sectionInset.left - flow.sectionInset.right - flow.minimumInteritemSpacing * (columns - 1)
        let side = floor(available / columns)
        return CGSize(width: side, height: side)
    }
}

import LayoutRender
_ = Scene("Photo grid flow", size: CGSize(width: 390, height: 844)) { root in
    let nav = UINavigationController(rootViewController: GridViewController())
    root.addSubview(nav.view)
}
