import SnapshotTesting
import UIKit
import XCTest

// A search bar and a search controller, as screens set them up.
final class SearchSpellings: XCTestCase, UISearchResultsUpdating, UISearchBarDelegate {
  func updateSearchResults(for searchController: UISearchController) {}

  func testASearchBarIsAFilledFieldInA56PointBar() throws {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    bar.placeholder = "Search"
    bar.delegate = self
    bar.layoutIfNeeded()
    // The field is 36 points tall, 8 points from the bar's sides, centred in its 56 points.
    XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 10, width: 304, height: 36))
    XCTAssertEqual(bar.intrinsicContentSize.height, 56)
    bar.setShowsCancelButton(true, animated: false)
    bar.layoutIfNeeded()
    XCTAssertLessThan(bar.searchTextField.frame.maxX, 304)
    assertSnapshot(of: bar, as: .image(traits: .init(displayScale: 2)))
  }

  func testASearchControllerInANavigationItem() {
    let screen = UIViewController()
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = self
    search.obscuresBackgroundDuringPresentation = false
    search.searchBar.placeholder = "Search contacts"
    screen.navigationItem.searchController = search
    screen.navigationItem.hidesSearchBarWhenScrolling = false
    XCTAssertTrue(screen.navigationItem.searchController === search)
    XCTAssertEqual(search.searchBar.placeholder, "Search contacts")
  }
}

/// A text view's delegate is set through `delegate`, as UIKit's is a scroll view delegate too.
final class NotesEditor: NSObject, UITextViewDelegate {
  let textView = UITextView()

  override init() {
    super.init()
    textView.delegate = self
  }
}

final class TextViewDelegateSpelling: XCTestCase {
  func testATextViewsDelegateIsItsScrollViewDelegate() {
    let editor = NotesEditor()
    XCTAssertTrue(editor.textView.textViewDelegate === editor)
  }
}

final class ControllerIdentitySpelling: XCTestCase {
  func testControllersAreFoundByIdentity() {
    let first = UIViewController()
    let second = UIViewController()
    let tabs = [first, second]
    XCTAssertEqual(tabs.firstIndex(of: second), 1)
    XCTAssertNotEqual(first, second)
    XCTAssertEqual(Set(tabs).count, 2)
  }
}
