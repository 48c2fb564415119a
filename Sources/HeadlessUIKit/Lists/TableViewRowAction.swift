import Foundation

/// A button a table row shows when swiped, in UIKit's older spelling (UIKit's `UITableViewRowAction`, deprecated
/// since iOS 13 for ``ContextualAction``): rows are never swiped here, so the action is made and read, never shown.
open class TableViewRowAction: NSObject, NSCopying {
  /// How the button looks (UIKit's `UITableViewRowAction.Style`).
  public enum Style: Int, Sendable {
    /// The destructive look, red.
    case `default` = 0
    /// The look of an ordinary action, grey.
    case normal = 1

    /// The destructive look: UIKit's other name for ``default``.
    public static var destructive: Style { .default }
  }

  /// The button's look.
  open var style: Style { storedStyle }
  private let storedStyle: Style
  /// The button's title.
  open var title: String?
  /// The button's colour; `nil` for the style's.
  open var backgroundColor: Color?
  /// An effect behind the button.
  open var backgroundEffect: VisualEffect?
  /// What the button does, told the action and the row.
  let handler: (TableViewRowAction, IndexPath) -> Void

  /// An action of a style with a title and a handler.
  public init(
    style: Style, title: String?, handler: @escaping (TableViewRowAction, IndexPath) -> Void
  ) {
    storedStyle = style
    self.title = title
    self.handler = handler
  }

  /// A copy with the same style, title, colours and handler.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = TableViewRowAction(style: style, title: title, handler: handler)
    copy.backgroundColor = backgroundColor
    copy.backgroundEffect = backgroundEffect
    return copy
  }
}

public typealias UITableViewRowAction = TableViewRowAction
