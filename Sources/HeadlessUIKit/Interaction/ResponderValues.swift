import Foundation

// The values UIResponder's keyboard, undo, paste and Handoff members carry: kept as code sets them; there is no
// keyboard, pasteboard or other device here to use them.

/// Whether editing gestures apply to a responder (UIKit's `UIEditingInteractionConfiguration`).
public enum EditingInteractionConfiguration: Int, Sendable {
  case none, `default`
}

/// The shortcut groups shown above the keyboard on iPad (UIKit's `UITextInputAssistantItem`).
open class TextInputAssistantItem {
  /// Whether the shortcuts may be hidden to make room.
  open var allowsHidingShortcuts = true
  /// The groups on the leading side.
  open var leadingBarButtonGroups: [BarButtonItemGroup] = []
  /// The groups on the trailing side.
  open var trailingBarButtonGroups: [BarButtonItemGroup] = []
  /// The item in place of the keyboard's action button.
  open var keyboardActionButtonItem: BarButtonItem?

  public init() {}
}

/// The view controller of a custom keyboard (UIKit's `UIInputViewController`).
open class InputViewController: ViewController {
  /// Whether the keyboard has full access (never, here).
  open var hasFullAccess: Bool { false }
  /// Whether the keyboard should show a key to switch keyboards.
  open var needsInputModeSwitchKey: Bool { false }
  /// The primary language of the keyboard.
  open var primaryLanguage: String?

  /// Dismisses the keyboard (there is none here).
  open func dismissKeyboard() {}
  /// Switches to the next keyboard (there is none here).
  open func advanceToNextInputMode() {}
}

/// A keyboard's language (UIKit's `UITextInputMode`).
open class TextInputMode {
  /// The language, as a BCP 47 tag.
  open var primaryLanguage: String? { nil }
  /// The keyboards the user has: none here.
  open class var activeInputModes: [TextInputMode] { [] }
  /// Posted when the keyboard changes (never, here).
  public static let currentInputModeDidChangeNotification = Notification.Name(
    "UITextInputCurrentInputModeDidChangeNotification")
}

/// What a responder accepts from a paste (UIKit's `UIPasteConfiguration`).
open class PasteConfiguration {
  /// The uniform type identifiers accepted.
  open var acceptableTypeIdentifiers: [String]

  /// Accepts nothing yet.
  public init() { acceptableTypeIdentifiers = [] }

  /// Accepts `acceptableTypeIdentifiers`.
  public init(acceptableTypeIdentifiers: [String]) {
    self.acceptableTypeIdentifiers = acceptableTypeIdentifiers
  }

  /// Accepts more types.
  open func addAcceptableTypeIdentifiers(_ acceptableTypeIdentifiers: [String]) {
    self.acceptableTypeIdentifiers += acceptableTypeIdentifiers
  }
}

/// What sharing from a responder offers (UIKit's `UIActivityItemsConfigurationReading`).
public protocol ActivityItemsConfigurationReading: AnyObject {}

/// Something the user is doing, for Handoff and search (Foundation's `NSUserActivity` on Apple platforms, which
/// swift-corelibs-foundation lacks): kept; it is never advertised here.
open class NSUserActivity {
  /// The kind of activity (a reverse-DNS string).
  open var activityType: String
  /// A title for the activity.
  open var title: String?
  /// The state needed to continue the activity.
  open var userInfo: [AnyHashable: Any]?
  /// The web page the activity continues to.
  open var webpageURL: URL?
  /// Whether the activity may be handed off to another device.
  open var isEligibleForHandoff = true
  /// Whether the activity may appear in search.
  open var isEligibleForSearch = false
  /// Whether the activity may be advertised publicly.
  open var isEligibleForPublicIndexing = false
  /// Whether the activity may be predicted.
  open var isEligibleForPrediction = false
  /// Whether the activity is the current one (never, here).
  open private(set) var isCurrent = false

  /// An activity of type `activityType`.
  public init(activityType: String) {
    self.activityType = activityType
  }

  /// Makes the activity current (kept: nothing advertises it).
  open func becomeCurrent() { isCurrent = true }
  /// Stops the activity being current.
  open func resignCurrent() { isCurrent = false }
  /// Ends the activity.
  open func invalidate() { isCurrent = false }
  /// Adds entries to ``userInfo``.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
  }
}

/// The undo stack of a responder chain (Foundation's `UndoManager` on Apple platforms, which swift-corelibs-foundation
/// lacks): records nothing, as nothing is undone here.
open class UndoManager {
  /// Whether there is something to undo: never.
  open var canUndo: Bool { false }
  /// Whether there is something to redo: never.
  open var canRedo: Bool { false }
  /// The most undo steps kept (0: no limit).
  open var levelsOfUndo = 0
  /// The name of the next undo action.
  open var undoActionName: String { "" }
  /// The name of the next redo action.
  open var redoActionName: String { "" }

  public init() {}

  /// Undoes the last step (there is none).
  open func undo() {}
  /// Redoes the last undone step (there is none).
  open func redo() {}
  /// Names the step being recorded.
  open func setActionName(_ actionName: String) {}
  /// Records an undo step (not kept).
  open func registerUndo<Target: AnyObject>(
    withTarget target: Target, handler: @escaping (Target) -> Void
  ) {}
  /// Forgets every step.
  open func removeAllActions() {}
  /// Forgets the steps of `target`.
  open func removeAllActions(withTarget target: Any) {}
  /// Groups the steps recorded until ``endUndoGrouping()``.
  open func beginUndoGrouping() {}
  /// Ends a group begun by ``beginUndoGrouping()``.
  open func endUndoGrouping() {}
}

public typealias UIEditingInteractionConfiguration = EditingInteractionConfiguration
public typealias UITextInputAssistantItem = TextInputAssistantItem
public typealias UIInputViewController = InputViewController
public typealias UITextInputMode = TextInputMode
public typealias UIPasteConfiguration = PasteConfiguration
public typealias UIActivityItemsConfigurationReading = ActivityItemsConfigurationReading
