import Foundation

/// Something added to a view that handles a kind of input (UIKit's `UIInteraction`): kept by the view, never
/// driven here (nothing is touched).
@preconcurrency @MainActor
public protocol Interaction: AnyObject {
  /// The view the interaction is attached to.
  var view: View? { get }
  /// Called before the interaction is added to or removed from a view.
  func willMove(to view: View?)
  /// Called after the interaction was added to or removed from a view.
  func didMove(to view: View?)
}

extension View {
  /// The interactions added to the view, in order (``View/interactions``).
  var interactionsImplementation: [Interaction] {
    get { interactionStorage.compactMap { $0 as? Interaction } }
    set { interactionStorage = newValue }
  }

  /// Adds an interaction (``View/addInteraction(_:)``).
  func addInteractionImplementation(_ interaction: Interaction) {
    interaction.willMove(to: self)
    interactionStorage.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes an interaction (``View/removeInteraction(_:)``).
  func removeInteractionImplementation(_ interaction: Interaction) {
    interaction.willMove(to: nil)
    interactionStorage.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
}

/// What makes a context menu's preview (UIKit's `UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = () -> ViewController?
/// What makes a context menu from the suggested elements (UIKit's `UIContextMenuActionProvider`).
public typealias UIContextMenuActionProvider = ([MenuElement]) -> Menu?

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`): kept, as menus never open here.
@preconcurrency @MainActor
open class ContextMenuConfiguration: NSObject {
  /// The order a menu's elements are shown in (UIKit's `UIContextMenuConfiguration.ElementOrder`).
  public enum ElementOrder: Int, Sendable {
    case automatic, priority, fixed
  }

  private let givenIdentifier: NSCopying
  /// What makes the preview, if the menu has one.
  public let previewProvider: UIContextMenuContentPreviewProvider?
  /// What makes the menu.
  public let actionProvider: UIContextMenuActionProvider?

  /// The identifier given, or (as in UIKit when none is) a unique string.
  open var identifier: NSCopying { givenIdentifier }
  /// The identifiers of the other items a multiple-item menu is for (stored).
  open var secondaryItemIdentifiers: Set<AnyHashable> = []
  /// The number shown on the preview's badge when several items are dragged; 0 shows none (stored).
  open var badgeCount = 0
  /// The order the menu's elements are shown in (stored).
  open var preferredMenuElementOrder: ElementOrder = .automatic

  /// A configuration whose menu `actionProvider` makes.
  public init(
    identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    givenIdentifier = identifier ?? (UUID().uuidString as NSString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }
}

/// The long-press interaction that opens a context menu (UIKit's `UIContextMenuInteraction`).
@preconcurrency @MainActor
open class ContextMenuInteraction: NSObject, Interaction {
  /// How the menu looks when it opens (UIKit's `UIContextMenuInteraction.appearance`, lower-case as UIKit spells it,
  /// with the raw values of its `UIContextMenuInteractionAppearance`).
  public enum appearance: Int, Sendable {
    case unknown = 0
    case rich = 1
    case compact = 2
  }

  private weak var givenDelegate: ContextMenuInteractionDelegate?
  /// The view the interaction is attached to.
  public private(set) weak var view: View?

  /// The object asked for the menu.
  open var delegate: ContextMenuInteractionDelegate? { givenDelegate }
  /// How the open menu looks: no menu is open here, so unknown, as UIKit answers while none is.
  open var menuAppearance: appearance { .unknown }

  /// An interaction asking `delegate` for its menu.
  public init(delegate: ContextMenuInteractionDelegate) {
    givenDelegate = delegate
    super.init()
  }

  open func willMove(to view: View?) {}

  open func didMove(to view: View?) {
    self.view = view
  }

  /// Where the touch that opened the menu is in `view`: none opens here, so the origin.
  open func location(in view: View?) -> CGPoint { .zero }

  /// Changes the open menu: none is open here, so `block` is not called.
  open func updateVisibleMenu(_ block: (Menu) -> Menu) {}

  /// Closes the menu: there is none open here.
  open func dismissMenu() {}
}

/// What a context menu interaction asks its delegate (UIKit's `UIContextMenuInteractionDelegate`).
@preconcurrency @MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
  func contextMenuInteraction(
    _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> ContextMenuConfiguration?
  // UIKit declares these too (in its own spelling here); each has a default below.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    highlightPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview?
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview?
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
}

extension ContextMenuInteractionDelegate {
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    highlightPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview? { nil }
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview? { nil }
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
}

public typealias UIInteraction = Interaction
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
public typealias UIContextMenuInteraction = ContextMenuInteraction
public typealias UIContextMenuInteractionDelegate = ContextMenuInteractionDelegate
