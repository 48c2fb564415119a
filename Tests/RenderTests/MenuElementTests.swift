import Foundation
import LayoutRender
import Testing

/// UIMenu and UIAction in UIKit's spellings: the element's nested types, subtitles, selection, replacement.
@Suite struct MenuElementTests {
  @Test func actionsAndMenusTakeUIKitsArguments() {
    var ran: [String] = []
    let attributes: UIMenuElement.Attributes = [.destructive]
    let delete = UIAction(
      title: "Delete", subtitle: "Cannot be undone", image: UIImage(systemName: "trash"),
      attributes: attributes
    ) { action in ran.append(action.title) }
    let sort = UIAction(title: "Sort", state: UIMenuElement.State.on) { _ in }
    let menu = UIMenu(
      title: "Edit", subtitle: "Two actions", identifier: UIMenu.Identifier("edit"),
      options: .singleSelection, preferredElementSize: .small, children: [delete, sort])
    #expect(delete.subtitle == "Cannot be undone" && delete.attributes.contains(.destructive))
    #expect(menu.identifier.rawValue == "edit" && menu.preferredElementSize == .small)
    #expect(menu.selectedElements.count == 1 && menu.selectedElements.first === sort)
    let shorter = menu.replacingChildren([sort])
    #expect(
      shorter.title == "Edit" && shorter.children.count == 1 && shorter.options == .singleSelection)
    delete.performWithSender(nil, target: nil)
    #expect(ran == ["Delete"])
  }
}
