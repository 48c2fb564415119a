import Foundation

/// A controller that searches with a search bar (UIKit's `UISearchController`): here its bar and settings are
/// kept; it is never presented (nothing is tapped), and a navigation item that holds one keeps it.
@preconcurrency @MainActor
open class SearchController: ViewController {
  /// When the scope bar shows (UIKit's `UISearchController.ScopeBarActivation`).
  public enum ScopeBarActivation: Int, Sendable {
    case automatic, manual, onTextEntry, onSearchActivation
  }

  /// The controller that shows results, or `nil` to show them in the searching controller.
  open var searchResultsController: ViewController? { resultsController }
  private let resultsController: ViewController?
  /// The search bar.
  open var searchBar: SearchBar { bar }
  private let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: 56))
  /// Where the bar sits: the navigation item's choice, else automatic.
  open var searchBarPlacement: NavigationItem.SearchBarPlacement { .automatic }
  /// Whether the results controller shows by itself as text is typed (stored).
  open var automaticallyShowsSearchResultsController = true
  /// Whether the scope bar shows by itself while searching (stored).
  open var automaticallyShowsScopeBar = true
  /// When the scope bar shows (stored).
  open var scopeBarActivation = ScopeBarActivation.automatic
  /// Whether suggestions are left out when the bar is stacked (stored).
  open var ignoresSearchSuggestionsForSearchBarPlacementStacked = false
  /// Told when the search text changes.
  open weak var searchResultsUpdater: SearchResultsUpdating?
  /// Told when the search presents and dismisses.
  open weak var delegate: SearchControllerDelegate?
  /// Whether the search is active (stored).
  open var isActive = false
  /// Whether the content behind is dimmed while searching (stored).
  open var obscuresBackgroundDuringPresentation = true
  /// The older name of ``obscuresBackgroundDuringPresentation``.
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }
  /// Whether the navigation bar hides while searching (stored).
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the Cancel button shows while searching (stored).
  open var automaticallyShowsCancelButton = true
  /// Whether the results controller shows while the text is empty (stored).
  open var showsSearchResultsController = false

  /// A search controller showing results in `searchResultsController`.
  public init(searchResultsController: ViewController?) {
    resultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
  }

  /// A search controller that shows results in the searching controller (UIKit's designated initialiser).
  public override init(nibName: String?, bundle: Bundle?) {
    resultsController = nil
    super.init(nibName: nibName, bundle: bundle)
  }

  public required init?(coder: NSCoder) {
    resultsController = nil
    super.init(coder: coder)
  }
}

/// Hears a search controller's text change (UIKit's `UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol SearchResultsUpdating: AnyObject {
  func updateSearchResults(for searchController: SearchController)
}

/// Hears a search controller present and dismiss (UIKit's `UISearchControllerDelegate`): every method optional.
@preconcurrency @MainActor
public protocol SearchControllerDelegate: AnyObject {
  func willPresentSearchController(_ searchController: SearchController)
  func didPresentSearchController(_ searchController: SearchController)
  func willDismissSearchController(_ searchController: SearchController)
  func didDismissSearchController(_ searchController: SearchController)
  // UIKit declares these too (in its own spelling here); each has a default below.
  func presentSearchController(_ searchController: UISearchController)
  func searchController(
    _ searchController: UISearchController,
    willChangeTo newPlacement: UINavigationItem.SearchBarPlacement)
  func searchController(
    _ searchController: UISearchController,
    didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement)
}

extension SearchControllerDelegate {
  public func willPresentSearchController(_ searchController: SearchController) {}
  public func didPresentSearchController(_ searchController: SearchController) {}
  public func willDismissSearchController(_ searchController: SearchController) {}
  public func didDismissSearchController(_ searchController: SearchController) {}
  public func presentSearchController(_ searchController: UISearchController) {}
  public func searchController(
    _ searchController: UISearchController,
    willChangeTo newPlacement: UINavigationItem.SearchBarPlacement
  ) {}
  public func searchController(
    _ searchController: UISearchController,
    didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement
  ) {}
}
