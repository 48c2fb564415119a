import Foundation

/// An action a row shows when swiped (UIKit's `UIContextualAction`): rows are never swiped here, so the action is
/// made and read, never shown.
open class ContextualAction: NSObject {
  /// How the action looks: destructive in red, normal in grey.
  public enum Style: Int, Sendable {
    case normal = 0, destructive
  }

  /// What the action does; it calls the completion with whether it was performed.
  public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

  /// The action's look.
  open var style: Style { storedStyle }
  private let storedStyle: Style
  /// The title shown on the action's button.
  open var title: String?
  /// The image shown on the action's button.
  open var image: Image?
  /// The button's colour; `nil` for the style's.
  open var backgroundColor: Color?
  /// What the action does.
  open var handler: Handler { storedHandler }
  private let storedHandler: Handler

  /// An action of a style with a title and a handler.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    storedStyle = style
    self.title = title
    storedHandler = handler
  }
}

/// The actions a swiped row shows (UIKit's `UISwipeActionsConfiguration`).
open class SwipeActionsConfiguration: NSObject {
  /// The actions, from the row's edge inwards.
  open var actions: [ContextualAction] { storedActions }
  private let storedActions: [ContextualAction]
  /// Whether a full swipe performs the first action (true by default).
  open var performsFirstActionWithFullSwipe = true

  /// A configuration of actions.
  public init(actions: [ContextualAction]) { storedActions = actions }
}

public typealias UIContextualAction = ContextualAction
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
