import Foundation
import LayoutRender
import Testing

// An empty subclass of a UIKit class, as teams write them (`final class ShareItem: UIBarButtonItem {}`), is made with
// UIKit's convenience initialisers. Swift passes a class's convenience initialisers on only to a subclass that has
// every designated initialiser of its superclass, and a subclass outside the module cannot have an internal one; so
// each class here must keep all of its designated initialisers public. That these subclasses compile is most of the
// test; each then checks that the inherited initialiser did its work.

private final class ShareItem: UIBarButtonItem {}
private final class InboxTab: UITabBarItem {}
private final class ScreenItem: UINavigationItem {}
private final class ReadableGuide: UILayoutGuide {}
private final class NamedConstraint: NSLayoutConstraint {}
private final class Badge: UIView {}
private final class PillButton: UIButton {}
private final class SheetAlert: UIAlertController {}
private final class Screen: UIViewController {}

@MainActor @Suite struct SubclassInitialiserInheritanceTests {
  @Test func barItemsSubclassesTakeUIKitsConvenienceInitialisers() {
    let titled = ShareItem(title: "Share", style: .done, target: nil, action: nil)
    #expect(titled.title == "Share" && titled.style == .done)
    let system = ShareItem(barButtonSystemItem: .save, target: nil, action: nil)
    #expect(system.title == "Save")
    let image = ShareItem(
      image: UIImage(systemName: "star"), style: .plain, target: nil, action: nil)
    #expect(image.image != nil)
    let custom = UIView()
    #expect(ShareItem(customView: custom).customView === custom)
    #expect(ShareItem.flexibleSpace().title == nil)
    let tab = InboxTab(title: "Inbox", image: nil, tag: 7)
    #expect(tab.title == "Inbox" && tab.tag == 7)
    #expect(InboxTab(tabBarSystemItem: .favorites, tag: 1).title == "Favorites")
    #expect(ScreenItem(title: "Settings").title == "Settings")
  }

  @Test func layoutSubclassesTakeUIKitsConvenienceInitialisers() {
    let view = UIView()
    let guide = ReadableGuide()
    view.addLayoutGuide(guide)
    let untyped = NamedConstraint(
      item: view as Any, attribute: .width, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute,
      multiplier: 1, constant: 40)
    #expect(untyped.firstItem === view && untyped.constant == 40)
    #expect(NamedConstraint().firstItem == nil)
  }

  @Test func viewAndControllerSubclassesTakeUIKitsConvenienceInitialisers() {
    #expect(Badge().frame == .zero)
    #expect(PillButton(type: .system).buttonType == .system)
    let alert = SheetAlert(
      title: "Delete?", message: "This cannot be undone", preferredStyle: .actionSheet)
    #expect(alert.title == "Delete?" && alert.preferredStyle == .actionSheet)
    #expect(Screen().view != nil)
  }
}

// A team's own text positions and ranges (a custom UITextInput), which call NSObject's `init()` on UIKit's classes.
private final class ColumnPosition: UITextPosition {
  let column: Int

  init(column: Int) {
    self.column = column
    super.init()
  }
}

private final class ColumnRange: UITextRange {
  let from: ColumnPosition
  let to: ColumnPosition

  init(from: ColumnPosition, to: ColumnPosition) {
    self.from = from
    self.to = to
    super.init()
  }

  override var start: UITextPosition { from }
  override var end: UITextPosition { to }
  override var isEmpty: Bool { from.column == to.column }
}

@MainActor @Suite struct TextInputSubclassTests {
  @Test func aTeamsPositionsAndRangesCallSuperInit() {
    let range = ColumnRange(from: ColumnPosition(column: 2), to: ColumnPosition(column: 5))
    #expect((range.start as? ColumnPosition)?.column == 2 && !range.isEmpty)
    #expect(UITextPosition() is NSObject && UITextRange().isEmpty)
  }
}

/// A custom presentation, as a team writes one for a dimmed card: it reads the presenting controller's view, which
/// UIKit declares non-optional.
private final class DimmingPresentation: UIPresentationController {
  var dimmedView: UIView { presentingViewController.view }
}

@MainActor @Suite struct PresentationControllerSubclassTests {
  @Test func aCustomPresentationReachesBothControllers() {
    let presenting = UIViewController()
    let card = UIViewController()
    let presentation = DimmingPresentation(presentedViewController: card, presenting: presenting)
    #expect(presentation.dimmedView === presenting.view)
    #expect(presentation.presentedViewController === card)
    // Without a presenter given, the presented controller's own presenter stands in, else the controller itself.
    #expect(
      UIPresentationController(presentedViewController: card, presenting: nil)
        .presentingViewController === card)
  }
}

/// A text view delegate as a team writes one for iOS 17's text items: its own action for links, a menu of its own.
private final class LinkDelegate: NSObject, UITextViewDelegate {
  func textView(
    _ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction
  ) -> UIAction? {
    guard case .link(let url) = textItem.content else { return defaultAction }
    return UIAction(title: url.host ?? "") { _ in }
  }

  func textView(
    _ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu
  ) -> UITextItem.MenuConfiguration? {
    UITextItem.MenuConfiguration(preview: nil, menu: defaultMenu)
  }
}

/// A delegate that implements none of them, left with UIKit's defaults.
private final class PlainDelegate: NSObject, UITextViewDelegate {}

@MainActor @Suite struct TextItemDelegateTests {
  @Test func aTeamsTextItemMethodsAndUIKitsDefaults() throws {
    let view = UITextView()
    let address = try #require(URL(string: "https://example.org"))
    let link = UITextItem(range: NSRange(location: 0, length: 4), content: .link(address))
    let system = UIAction(title: "Open") { _ in }
    let menu = UIMenu(title: "Link", children: [system])
    #expect(
      LinkDelegate().textView(view, primaryActionFor: link, defaultAction: system)?.title
        == "example.org")
    #expect(
      LinkDelegate().textView(view, menuConfigurationFor: link, defaultMenu: menu)?.preview == nil)
    // UIKit's defaults: the system's action, and the system's menu with the system's preview.
    #expect(
      PlainDelegate().textView(view, primaryActionFor: link, defaultAction: system) === system)
    let configuration = try #require(
      PlainDelegate().textView(view, menuConfigurationFor: link, defaultMenu: menu))
    #expect(configuration.menu === menu)
    guard case .default = configuration.preview else {
      Issue.record("expected the system's preview")
      return
    }
  }
}
