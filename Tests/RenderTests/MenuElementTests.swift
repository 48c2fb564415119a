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

  /// A builder that records what a responder's `buildMenu(with:)` asks of it.
  final class RecordingBuilder: UIMenuBuilder {
    var removed: [UIMenu.Identifier] = []
    var appended: [(String, UIMenu.Identifier)] = []
    func menu(for identifier: UIMenu.Identifier) -> UIMenu? { nil }
    func action(for identifier: UIAction.Identifier) -> UIAction? { nil }
    func command(for action: Selector, propertyList: Any?) -> UICommand? { nil }
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementGroup: UIMenu) {}
    func replaceChildren(
      ofMenu parentIdentifier: UIMenu.Identifier,
      from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]
    ) {}
    func insertSibling(_ siblingGroup: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {}
    func insertSibling(_ siblingGroup: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {}
    func insertChild(_ childGroup: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {}
    func insertChild(_ childGroup: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
      appended.append((childGroup.title, parentIdentifier))
    }
    func remove(menu removedIdentifier: UIMenu.Identifier) { removed.append(removedIdentifier) }
  }

  /// An app delegate's menu code, as Mac Catalyst apps write it: UIKit's standard menu identifiers are distinct,
  /// and the override's calls reach the builder it is given.
  @MainActor @Test func aResponderBuildsItsMenuWithUIKitsIdentifiers() {
    final class AppDelegate: UIResponder {
      override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        builder.remove(menu: .format)
        builder.insertChild(UIMenu(title: "Export", children: []), atEndOfMenu: .file)
      }
    }
    let builder = RecordingBuilder()
    AppDelegate().buildMenu(with: builder)
    #expect(builder.removed == [.format])
    #expect(builder.appended.map(\.0) == ["Export"] && builder.appended.map(\.1) == [.file])
    #expect(Set([UIMenu.Identifier.file, .edit, .view, .format, .root, .newScene]).count == 6)
  }
}
