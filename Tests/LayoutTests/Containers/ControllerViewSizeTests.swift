import Foundation
import HeadlessUIKit
import Testing

/// Every controller's view starts at the main screen's size, as UIKit loads it (frames computed in `viewDidLoad`
/// depend on it): an iPhone 15's 393 × 852 points outside a scene.
@Suite struct ControllerViewSizeTests {
  final class WidthReadingTable: UITableViewController {
    var widthInViewDidLoad: CGFloat = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      widthInViewDidLoad = tableView.bounds.width
    }
  }

  @Test func containersAndListControllersLoadAtTheScreensSize() {
    let screen = CGSize(width: 393, height: 852)
    #expect(UIScreen.main.bounds.size == screen)
    let table = WidthReadingTable(style: .plain)
    #expect(table.view.bounds.size == screen && table.widthInViewDidLoad == 393)
    let grid = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
    #expect(grid.view.bounds.size == screen)
    #expect(
      UINavigationController(rootViewController: UIViewController()).view.bounds.size == screen)
    let tabs = UITabBarController()
    tabs.viewControllers = [UIViewController()]
    #expect(tabs.view.bounds.size == screen)
  }
}
