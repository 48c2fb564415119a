import Foundation

/// A link, attachment or tagged run in a text view's text (UIKit's `UITextItem`, iOS 17).
///
/// UIKit hands one to a text view's delegate when someone taps or presses the item; nobody does headless, so the
/// delegate methods that take one are never called here, but a team's delegate that implements them compiles.
@preconcurrency @MainActor
public final class TextItem: NSObject {
  /// What the item is, with its value (UIKit's `UITextItem.Content`).
  public enum Content {
    /// A link to a resource.
    case link(URL)
    /// An attachment, such as an image.
    case textAttachment(NSTextAttachment)
    /// A custom tag (the value of the `.textItemTag` attribute).
    case tag(String)
  }

  /// Where the item is in the text.
  public let range: NSRange
  /// What the item is.
  public let content: Content

  package init(range: NSRange, content: Content) {
    self.range = range
    self.content = content
  }

  /// The menu a text item shows when pressed, with its preview (UIKit's `UITextItem.MenuConfiguration`).
  @preconcurrency @MainActor
  public final class MenuConfiguration: NSObject {
    /// What shows beside the menu.
    public enum Preview {
      /// The system's preview of the item.
      case `default`
      /// A view of your own.
      case view(View)
    }

    /// The preview beside the menu; `nil` for none.
    public let preview: Preview?
    /// The menu.
    public let menu: Menu

    /// A menu for a text item, with a preview (the system's unless you give one).
    public convenience init(preview: Preview? = .default, menu: Menu) {
      self.init(storing: preview, menu: menu)
    }

    private init(storing preview: Preview?, menu: Menu) {
      self.preview = preview
      self.menu = menu
    }
  }
}

/// What an edit menu's animations offer (UIKit's `UIEditMenuInteractionAnimating`): nothing animates here.
@preconcurrency @MainActor
public protocol EditMenuInteractionAnimating: AnyObject {
  /// Adds animations to run alongside the menu's.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a closure to run when the menu's animations end.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// A suggestion the keyboard offers for insertion (UIKit's `UIInputSuggestion`); no keyboard offers any here.
@preconcurrency @MainActor
open class InputSuggestion: NSObject {}

public typealias UITextItem = TextItem
public typealias UIEditMenuInteractionAnimating = EditMenuInteractionAnimating
public typealias UIInputSuggestion = InputSuggestion
