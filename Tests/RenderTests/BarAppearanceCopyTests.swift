import Foundation
import LayoutRender
import Testing

/// Bar appearances copy as UIKit's do: the copy is of the same class and carries the values.
@Suite struct BarAppearanceCopyTests {
  @Test func aNavigationBarAppearanceCopiesItsValues() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemIndigo
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    let copy = appearance.copy()
    #expect(copy !== appearance)
    #expect(copy.backgroundColor == .systemIndigo)
    #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .white)
    #expect(UIBarAppearance(barAppearance: appearance).backgroundColor == .systemIndigo)
    #expect(appearance.idiom == .phone)
  }

  @Test func barButtonAppearancesCopyEveryState() {
    let buttons = UIBarButtonItemAppearance(style: .done)
    buttons.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
    let copy = buttons.copy()
    #expect(copy.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemRed)
    #expect(copy.normal !== buttons.normal)
    copy.configureWithDefault(for: .plain)
    #expect(copy.normal.titleTextAttributes.isEmpty)
  }

  /// A refresh control refreshes only when told to, and a table view controller hands it to its table.
  @MainActor @Test func refreshControlsRefreshWhenTold() {
    let controller = UITableViewController(style: .plain)
    let refresh = UIRefreshControl()
    controller.refreshControl = refresh
    #expect(
      controller.tableView.refreshControl === refresh && refresh.superview === controller.tableView)
    #expect(!refresh.isRefreshing)
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing)
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing)
    // UIKit's raw values for the stack view's enums.
    #expect(
      UIStackView.Alignment.lastBaseline.rawValue == 5
        && UIStackView.Distribution.equalCentering.rawValue == 4)
    #expect(UIEdgeInsets() == .zero && NSDirectionalEdgeInsets() == .zero)
  }
}
