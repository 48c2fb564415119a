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

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`): kept, as menus never open here.
@preconcurrency @MainActor
open class ContextMenuConfiguration {
  /// The order a menu's elements are shown in (UIKit's `UIContextMenuConfiguration.ElementOrder`).
  public enum ElementOrder: Int, Sendable {
    case automatic, priority, fixed
  }

  public let identifier: NSCopying?
  public let previewProvider: (() -> ViewController?)?
  public let actionProvider: (([MenuElement]) -> Menu?)?

  public init(
    identifier: NSCopying? = nil, previewProvider: (() -> ViewController?)? = nil,
    actionProvider: (([MenuElement]) -> Menu?)? = nil
  ) {
    self.identifier = identifier
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }
}

/// The long-press interaction that opens a context menu (UIKit's `UIContextMenuInteraction`).
@preconcurrency @MainActor
open class ContextMenuInteraction: Interaction {
  public private(set) weak var delegate: ContextMenuInteractionDelegate?
  public private(set) weak var view: View?

  public init(delegate: ContextMenuInteractionDelegate) {
    self.delegate = delegate
  }

  open func willMove(to view: View?) {}

  open func didMove(to view: View?) {
    self.view = view
  }

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
