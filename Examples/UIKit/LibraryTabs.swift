// A library in a tab bar: a compositional list with a diffable data source, list cells configured in
// updateConfiguration(using:), header registrations, a search controller and a menu bar button.
import UIKit

struct Book: Hashable {
    let id = UUID()
    let title: String
    let author: String
    let progress: Float
}

enum ShelfSection: Int, CaseIterable { case reading, shelf }

final class BookCell: UICollectionViewListCell {
    var book: Book? { didSet { setNeedsUpdateConfiguration() } }
    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = defaultContentConfiguration().updated(for: state)
        content.text = book?.title
        content.secondaryText = book?.author
        content.image = UIImage(systemName: "book.closed")
        content.imageProperties.tintColor = .systemOrange
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.secondaryTextProperties.color = .secondaryLabel
        contentConfiguration = content
        var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
        if state.isHighlighted || state.isSelected { background.backgroundColor = .systemGray5 }
        backgroundConfiguration = background
        accessories = [.disclosureIndicator(), .label(text: "\(Int((book?.progress ?? 0) * 100))%")]
    }
}

final class ProgressHeader: UICollectionReusableView {
    static let kind = "progress-header"
    let bar = UIProgressView(progressViewStyle: .default)
    let title = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        let stack = UIStackView(arrangedSubviews: [title, bar])
        stack.axis = .vertical
        stack.spacing = UIStackView.spacingUseSystem
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
        title.font = .preferredFont(forTextStyle: .footnote)
        title.textColor = .secondaryLabel
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class LibraryViewController: UIViewController, UICollectionViewDelegate, UISearchResultsUpdating {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<ShelfSection, Book>!
    private let search = UISearchController(searchResultsController: nil)
    private let books = [
        Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", progress: 0.4),
        Book(title: "Piranesi", author: "Susanna Clarke", progress: 0.9),
        Book(title: "Middlemarch", author: "George Eliot", progress: 0),
        Book(title: "The Dispossessed", author: "Ursula K. Le Guin", progress: 0),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        navigationItem.largeTitleDisplayMode = .always
        navigationController?.navigationBar.prefersLargeTitles = true
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search books"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        let sort = UIMenu(title: "Sort by", options: .displayInline, children: [
            UIAction(title: "Title", image: UIImage(systemName: "textformat"), state: .on) { _ in },
            UIAction(title: "Author", image: UIImage(systemName: "person")) { _ in },
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: nil, image: UIImage(systemName: "arrow.up.arrow.down"), primaryAction: nil, menu: sort)

        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        list.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            delete.image = UIImage(systemName: "trash")
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: list)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<BookCell, Book> { cell, _, book in
            cell.book = book
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { [weak self] view, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = ShelfSection(rawValue: indexPath.section) == .reading ? "Currently reading" : "On the shelf"
            view.contentConfiguration = content
            _ = self
        }
        dataSource = UICollectionViewDiffableDataSource<ShelfSection, Book>(collectionView: collectionView) { collectionView, indexPath, book in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: book)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        apply(books)
    }

    private func apply(_ books: [Book], animated: Bool = false) {
        var snapshot = NSDiffableDataSourceSnapshot<ShelfSection, Book>()
        snapshot.appendSections(ShelfSection.allCases)
        snapshot.appendItems(books.filter { $0.progress > 0 }, toSection: .reading)
        snapshot.appendItems(books.filter { $0.progress == 0 }, toSection: .shelf)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        apply(query.isEmpty ? books : books.filter { $0.title.localizedCaseInsensitiveContains(query) }, animated: true)
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }])
        }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let book = dataSource.itemIdentifier(for: indexPath) else { return }
        let detail = UIViewController()
        detail.title = book.title
        if let sheet = detail.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(detail, animated: true)
    }
}

import LayoutRender
_ = Scene("Library tabs", device: .iPhone15) { root in
    let tabs = UITabBarController()
    let library = UINavigationController(rootViewController: LibraryViewController())
    library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), selectedImage: UIImage(systemName: "books.vertical.fill"))
    let settings = UINavigationController(rootViewController: UIViewController())
    settings.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 1)
    settings.tabBarItem.badgeValue = "2"
    tabs.viewControllers = [library, settings]
    tabs.tabBar.tintColor = .systemOrange
    root.addSubview(tabs.view)
}
