import Foundation
import LayoutRender
import Testing

/// UIKit's menu, preview and presentation classes as UIKit declares them: classes with `open` members that a team
/// may subclass, and the values they answer.
@MainActor @Suite struct MenuClassesTests {
  @Test func menuElementsAreOneClassHierarchy() {
    let action = UIAction(title: "Copy") { _ in }
    let command = UICommand(title: "Paste", action: Selector("paste:"))
    let menu = UIMenu(title: "Edit", children: [action, command])
    let elements: [UIMenuElement] = [action, command, menu]
    // The base class reads each subclass's title; casts pick the kinds apart as in UIKit.
    #expect(elements.map(\.title) == ["Copy", "Paste", "Edit"])
    #expect(elements.compactMap { $0 as? UIAction }.count == 1)
    #expect(menu.children.last is UICommand)
    // An action's title and image are settable (UIMenuElement's are read-only; UIAction redeclares them).
    action.title = "Copy All"
    #expect((elements[0] as UIMenuElement).title == "Copy All")
    #expect(UIMenu.Options.displayAsPalette.rawValue == 1 << 7)
  }

  @Test func aSubclassOverridesAnActionsOpenMembers() {
    final class LoggedAction: UIAction {
      override var title: String {
        get { "[" + super.title + "]" }
        set { super.title = newValue }
      }
      override var discoverabilityTitle: String? {
        get { "Logged" }
        set {}
      }
    }
    let action = LoggedAction(title: "Share") { _ in }
    #expect(action.title == "[Share]" && action.discoverabilityTitle == "Logged")
  }

  @Test func anActionsSenderIsSetOnlyWhileItsHandlerRuns() {
    var seen: [String] = []
    let action = UIAction(title: "Go") { action in
      seen.append((action.sender as? UIButton)?.title(for: .normal) ?? "none")
    }
    let button = UIButton(type: .system)
    button.setTitle("Start", for: .normal)
    action.performWithSender(button, target: nil)
    #expect(seen == ["Start"])
    #expect(action.sender == nil)
  }

  @Test func aCommandIsPerformedByTheFirstResponderThatHasItsAction() {
    final class Editor: UIResponder {
      var performed: [String] = []
      override func _performAction(named name: String, sender: Any?, event: Any?) -> Bool {
        guard name == "paste:" else { return false }
        performed.append(name)
        return true
      }
    }
    let editor = Editor()
    let command = UICommand(title: "Paste", action: Selector("paste:"))
    command.performWithSender(nil, target: editor)
    #expect(editor.performed == ["paste:"])
    let other = UICommand(title: "Cut", action: Selector("cut:"))
    other.performWithSender(nil, target: editor)
    #expect(editor.performed == ["paste:"])
    #expect(UIKeyCommand().input == nil)
  }

  @Test func aContextMenuConfigurationHasAnIdentifierEvenWhenGivenNone() {
    let first = UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: []) })
    let second = UIContextMenuConfiguration()
    let given = UIContextMenuConfiguration(identifier: "row-3" as NSString)
    #expect((first.identifier as? NSString) != (second.identifier as? NSString))
    #expect((given.identifier as? NSString) == "row-3")
    #expect(first.badgeCount == 0 && first.preferredMenuElementOrder == .automatic)
    let interaction = UIContextMenuInteraction(delegate: NoMenu())
    #expect(interaction.menuAppearance == .unknown)
  }

  private final class NoMenu: NSObject, UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
  }

  private struct Context: UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection: UITraitCollection { UITraitCollection() }
    var maximumDetentValue: CGFloat { 800 }
  }

  @Test func detentsResolveAgainstTheLargestHeight() {
    // Large is the largest height; medium half of it; a custom detent its resolver's answer.
    #expect(UISheetPresentationController.Detent.large().resolvedValue(in: Context()) == 800)
    #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: Context()) == 400)
    let custom = UISheetPresentationController.Detent.custom { context in
      context.maximumDetentValue * 0.25
    }
    #expect(custom.resolvedValue(in: Context()) == 200)
  }

  @Test func textPreviewParametersClipToTheLinesRectangles() throws {
    let lines = [
      CGRect(x: 0, y: 0, width: 120, height: 20), CGRect(x: 0, y: 20, width: 60, height: 20),
    ]
    let parameters = UIPreviewParameters(textLineRects: lines.map { NSValue(cgRect: $0) })
    let path = try #require(parameters.visiblePath)
    #expect(path.bounds == CGRect(x: 0, y: 0, width: 120, height: 40))
    #expect(NSValue(cgRect: lines[1]).cgRectValue == lines[1])
  }

  @Test func aTargetedPreviewCanBeRetargeted() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
    container.addSubview(view)
    let preview = UITargetedPreview(view: view)
    // By default the preview sits at the view's centre in its superview.
    #expect(
      preview.target.center == CGPoint(x: 30, y: 25) && preview.target.container === container)
    let moved = preview.retargetedPreview(
      with: UIPreviewTarget(container: container, center: CGPoint(x: 100, y: 100)))
    #expect(moved.view === view && moved.target.center == CGPoint(x: 100, y: 100))
  }

  @Test func aTabGroupHoldsItsChildren() {
    let inbox = UITab(title: "Inbox", image: nil, identifier: "inbox") { _ in UIViewController() }
    let group = UITabGroup(
      title: "Mail", image: nil, identifier: "mail", children: [inbox], viewControllerProvider: nil)
    #expect(group.children.first === inbox && group.identifier == "mail")
  }
}
