import Testing
import UIKit

// UIKit's classes and delegate protocols are isolated to the main actor, as Apple declares them
// (docs/uikit-import.md, "Main-actor isolation"). Team code isolated to the main actor is called from overrides,
// from extensions of UIKit classes and from delegate methods without an annotation of its own; none of the
// declarations below compiled when UIKit's classes were not isolated.

/// A team's view model, isolated to the main actor as view models commonly are.
@MainActor private final class BadgeModel {
  private(set) var count = 0
  func increment() { count += 1 }
}

/// A team's formatting helper, isolated to the main actor.
@MainActor private func badgeText(_ count: Int) -> String { "\(count) new" }

/// An override calls the model and the helper directly.
private final class BadgeCell: UITableViewCell {
  let model = BadgeModel()

  override func prepareForReuse() {
    super.prepareForReuse()
    model.increment()
    textLabel?.text = badgeText(model.count)
  }
}

extension UITableView {
  /// A method in an extension of a UIKit class is isolated too.
  fileprivate func badgeTitle(for count: Int) -> String { badgeText(count) }
}

/// A main-actor class adopting a main-actor data source protocol.
@MainActor private final class BadgeDataSource: NSObject, UITableViewDataSource {
  let titles = ["Inbox", "Drafts"]
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = tableView.badgeTitle(for: indexPath.row + 1)
    return cell
  }
}

/// A controller annotated as Swift 6 code annotates it (a main-actor class needs a main-actor superclass there).
@MainActor private final class BadgeViewController: UIViewController {
  let model = BadgeModel()
  override func viewDidLoad() {
    super.viewDidLoad()
    model.increment()
    title = badgeText(model.count)
  }
}

@MainActor
@Suite struct MainActorIsolationTests {
  @Test func overridesCallTheTeamsMainActorCode() {
    let cell = BadgeCell(style: .default, reuseIdentifier: "badge")
    cell.prepareForReuse()
    cell.prepareForReuse()
    #expect(cell.textLabel?.text == "2 new")
  }

  @Test func aMainActorDataSourceFillsTheTable() {
    let source = BadgeDataSource()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "2 new")
  }

  @Test func aMainActorControllerLoadsItsView() {
    let controller = BadgeViewController()
    controller.loadViewIfNeeded()
    #expect(controller.title == "1 new")
  }
}
