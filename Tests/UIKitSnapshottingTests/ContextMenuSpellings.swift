import UIKit
import XCTest

// Context menus and menu actions as screens write them: they compile, the interaction is kept on the view, and
// the configuration's menu is what the provider makes (menus never open here).
final class ContextMenuSpellings: XCTestCase, UIContextMenuInteractionDelegate {
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      let delete = UIAction(
        title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive
      ) { _ in }
      let pin = UIAction(title: "Pin", state: .on) { _ in }
      return UIMenu(title: "", children: [pin, delete])
    }
  }

  func testAContextMenuInteractionIsKeptAndItsMenuMade() throws {
    let card = UIView()
    let interaction = UIContextMenuInteraction(delegate: self)
    card.addInteraction(interaction)
    XCTAssertTrue(card.interactions.first === interaction)
    XCTAssertTrue(interaction.view === card)
    let configuration = try XCTUnwrap(
      contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero))
    let menu = try XCTUnwrap(configuration.actionProvider?([]))
    let actions = menu.children.compactMap { $0 as? UIAction }
    XCTAssertEqual(actions.map(\.title), ["Pin", "Delete"])
    XCTAssertEqual(actions[1].attributes, .destructive)
    XCTAssertEqual(actions[0].state, .on)
    card.removeInteraction(interaction)
    XCTAssertTrue(card.interactions.isEmpty)
  }
}
