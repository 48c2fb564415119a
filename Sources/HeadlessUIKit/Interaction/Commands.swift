import Foundation

/// A command a menu or a key press performs (UIKit's `UICommand`): kept; no menu opens and no key is pressed here.
@preconcurrency @MainActor
open class Command: MenuElement {
  /// The title a menu shows.
  open override var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  /// The image a menu shows.
  open override var image: Image? {
    get { storedImage }
    set { storedImage = newValue }
  }
  /// The image shown while the command is checked (stored).
  open var selectedImage: Image?
  /// The title shown where the command is discovered (the key command overlay).
  open var discoverabilityTitle: String?
  /// The action the command sends along the responder chain.
  open var action: Selector { givenAction }
  /// A value that tells apart commands with the same action.
  open var propertyList: Any? { givenPropertyList }
  /// How the command shows.
  open var attributes: Attributes
  /// Whether the command shows a checkmark.
  open var state: State
  /// Other commands a modifier key switches to.
  open var alternates: [CommandAlternate] { givenAlternates }
  /// The object that sent the command, while it is performed: none, as no menu or key sends one here.
  open var sender: Any? { nil }
  /// The item a popover from this command would point at: none, as no popover opens here.
  open var presentationSourceItem: PopoverPresentationControllerSourceItem? { nil }

  private let givenAction: Selector
  private let givenPropertyList: Any?
  private let givenAlternates: [CommandAlternate]

  /// A command sending `action` along the responder chain; every argument of UIKit's three initialisers.
  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil, selectedImage: Image? = nil,
    action: Selector, propertyList: Any? = nil,
    alternates: [CommandAlternate] = [], discoverabilityTitle: String? = nil,
    attributes: Attributes = [],
    state: State = .off
  ) {
    self.selectedImage = selectedImage
    givenAction = action
    givenPropertyList = propertyList
    givenAlternates = alternates
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// A command read from an archive: nothing is archived here, so it sends an empty selector.
  public required init?(coder: NSCoder) {
    givenAction = Selector("")
    givenPropertyList = nil
    givenAlternates = []
    attributes = []
    state = .off
    super.init(coder: coder)
  }

  /// Sends the command's action along the responder chain from `target`: no menu is chosen here, so a caller does
  /// this itself; the first responder that implements the action performs it.
  open func performWithSender(_ sender: Any?, target: Any?) {
    var responder = target as? Responder
    while let current = responder {
      if current._performAction(named: givenAction.name, sender: sender, event: nil) { return }
      responder = current.next
    }
  }
}

/// A command another modifier key switches a command to (UIKit's `UICommandAlternate`).
open class CommandAlternate {
  /// The alternate's title.
  open private(set) var title: String
  /// The alternate's action.
  open private(set) var action: Selector
  /// The modifier keys that switch to it.
  open private(set) var modifierFlags: KeyModifierFlags

  /// An alternate sending `action` while `modifierFlags` are held.
  public init(title: String, action: Selector, modifierFlags: KeyModifierFlags) {
    self.title = title
    self.action = action
    self.modifierFlags = modifierFlags
  }
}

/// A command that a key combination performs (UIKit's `UIKeyCommand`).
@preconcurrency @MainActor
open class KeyCommand: Command {
  /// The key, as the character it types or one of the `input…` constants.
  open private(set) var input: String?
  /// The modifier keys held with it.
  open private(set) var modifierFlags: KeyModifierFlags
  /// Whether the command runs even while a focused view would handle the key.
  open var wantsPriorityOverSystemBehavior = false
  /// Whether the key's meaning follows the keyboard layout's.
  open var allowsAutomaticLocalization = true
  /// Whether the key's left and right meanings swap in right-to-left layouts.
  open var allowsAutomaticMirroring = true

  /// A key command sending `action` when `input` is typed with `modifierFlags`.
  public init(
    title: String = "", image: Image? = nil, action: Selector, input: String,
    modifierFlags: KeyModifierFlags = [],
    propertyList: Any? = nil, alternates: [CommandAlternate] = [],
    discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off
  ) {
    self.input = input
    self.modifierFlags = modifierFlags
    super.init(
      title: title, image: image, action: action, propertyList: propertyList,
      alternates: alternates,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
  }

  /// A key command with no key and an empty action (UIKit's designated `init()`).
  public init() {
    input = nil
    modifierFlags = []
    super.init(action: Selector(""))
  }

  /// A key command read from an archive: nothing is archived here, so it has no key.
  public required init?(coder: NSCoder) {
    input = nil
    modifierFlags = []
    super.init(coder: coder)
  }

  /// A key command sending `action` when `input` is typed with `modifierFlags` (the iOS 7 form).
  public convenience init(input: String, modifierFlags: KeyModifierFlags, action: Selector) {
    self.init(action: action, input: input, modifierFlags: modifierFlags)
  }

  /// The same with the title the key command overlay shows (the iOS 9 form).
  public convenience init(
    input: String, modifierFlags: KeyModifierFlags, action: Selector, discoverabilityTitle: String
  ) {
    self.init(
      action: action, input: input, modifierFlags: modifierFlags,
      discoverabilityTitle: discoverabilityTitle)
  }

  // The special keys' inputs, as UIKit spells them (UIKit's `UIKeyCommand.input…` constants).
  public static let inputUpArrow = "UIKeyInputUpArrow"
  public static let inputDownArrow = "UIKeyInputDownArrow"
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  public static let inputRightArrow = "UIKeyInputRightArrow"
  public static let inputEscape = "UIKeyInputEscape"
  public static let inputPageUp = "UIKeyInputPageUp"
  public static let inputPageDown = "UIKeyInputPageDown"
  public static let inputHome = "UIKeyInputHome"
  public static let inputEnd = "UIKeyInputEnd"
  public static let inputDelete = "UIKeyInputDelete"
  public static let inputTab = "\t"
  // The function keys (UIKit's `UIKeyInputF1` … `UIKeyInputF12` constants).
  public static let inputF1 = "UIKeyInputF1"
  public static let inputF2 = "UIKeyInputF2"
  public static let inputF3 = "UIKeyInputF3"
  public static let inputF4 = "UIKeyInputF4"
  public static let inputF5 = "UIKeyInputF5"
  public static let inputF6 = "UIKeyInputF6"
  public static let inputF7 = "UIKeyInputF7"
  public static let inputF8 = "UIKeyInputF8"
  public static let inputF9 = "UIKeyInputF9"
  public static let inputF10 = "UIKeyInputF10"
  public static let inputF11 = "UIKeyInputF11"
  public static let inputF12 = "UIKeyInputF12"
}

/// What builds the main menu from the responder chain (UIKit's `UIMenuBuilder`), with UIKit's requirements.
///
/// There is no menu bar here, so the system never passes one to ``Responder/buildMenu(with:)``; a team's override
/// compiles, and a test can call it with a builder of its own.
@preconcurrency @MainActor
public protocol MenuBuilder {
  /// The menu with this identifier, if the menu has one.
  func menu(for identifier: Menu.Identifier) -> Menu?
  /// The action with this identifier, if the menu has one.
  func action(for identifier: Action.Identifier) -> Action?
  /// The command sending `action` with `propertyList`, if the menu has one.
  func command(for action: Selector, propertyList: Any?) -> Command?
  /// Replaces a menu.
  func replace(menu replacedIdentifier: Menu.Identifier, with replacementGroup: Menu)
  /// Replaces a menu's children with what `childrenBlock` makes of them.
  func replaceChildren(
    ofMenu parentIdentifier: Menu.Identifier, from childrenBlock: ([MenuElement]) -> [MenuElement])
  /// Inserts a menu before a sibling.
  func insertSibling(_ siblingGroup: Menu, beforeMenu siblingIdentifier: Menu.Identifier)
  /// Inserts a menu after a sibling.
  func insertSibling(_ siblingGroup: Menu, afterMenu siblingIdentifier: Menu.Identifier)
  /// Inserts a menu as the first child of another.
  func insertChild(_ childGroup: Menu, atStartOfMenu parentIdentifier: Menu.Identifier)
  /// Inserts a menu as the last child of another.
  func insertChild(_ childGroup: Menu, atEndOfMenu parentIdentifier: Menu.Identifier)
  /// Removes a menu.
  func remove(menu removedIdentifier: Menu.Identifier)
}

/// A menu element whose content comes later (UIKit's `UIDeferredMenuElement`): kept; no menu opens here.
@preconcurrency @MainActor
public final class DeferredMenuElement: MenuElement {
  /// What fills a deferred element.
  public struct Provider {
    let fill: (@escaping ([MenuElement]) -> Void) -> Void

    /// A provider that fills the element by calling `fill`'s completion with its elements.
    public init(_ fill: @escaping (@escaping ([MenuElement]) -> Void) -> Void) {
      self.fill = fill
    }
  }

  let provider: Provider

  /// An element filled by `elementProvider` when its menu opens (never, here).
  public init(_ elementProvider: @escaping (@escaping ([MenuElement]) -> Void) -> Void) {
    provider = Provider(elementProvider)
    super.init(title: "", subtitle: nil, image: nil)
  }

  /// An element read from an archive: nothing is archived here, so it never fills.
  public required init?(coder: NSCoder) {
    provider = Provider { _ in }
    super.init(coder: coder)
  }

  /// An element filled each time its menu opens (never, here).
  public static func uncached(
    _ elementProvider: @escaping (@escaping ([MenuElement]) -> Void) -> Void
  )
    -> Self
  {
    Self(elementProvider)
  }
}

public typealias UICommand = Command
public typealias UICommandAlternate = CommandAlternate
public typealias UIKeyCommand = KeyCommand
public typealias UIMenuBuilder = MenuBuilder
public typealias UIDeferredMenuElement = DeferredMenuElement
