import Foundation

/// A service an activity view controller offers (UIKit's `UIActivity`): apps subclass it for their own actions.
open class Activity: NSObject {
  /// The kind of an activity (UIKit's `UIActivity.ActivityType`), with UIKit's raw values for the system's.
  public struct ActivityType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
  }

  /// How an activity shows (UIKit's `UIActivity.Category`).
  public enum Category: Int, Sendable {
    case action, share
  }

  public override init() {}

  /// The kind of activity: `nil` unless a subclass says.
  open var activityType: ActivityType? { nil }
  /// The title shown under its icon.
  open var activityTitle: String? { nil }
  /// The icon.
  open var activityImage: Image? { nil }
  /// Whether it can act on the items.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Receives the items before it acts.
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// Acts (never called here: nothing is chosen).
  open func perform() {}
  /// Called by the activity when it is done.
  open func activityDidFinish(_ completed: Bool) {}
  /// Its own view controller, if it shows one.
  open var activityViewController: ViewController? { nil }
  /// The category of a subclass's activities.
  open class var activityCategory: Category { .action }
}

/// The share sheet (UIKit's `UIActivityViewController`): presented like any controller, drawn as an empty sheet;
/// nothing is ever chosen, so its completion handlers are kept and not called.
@preconcurrency @MainActor
open class ActivityViewController: ViewController {
  public typealias CompletionWithItemsHandler = (Activity.ActivityType?, Bool, [Any]?, (any Error)?)
    -> Void
  public typealias CompletionHandler = (Activity.ActivityType?, Bool) -> Void

  /// The items to share.
  public let activityItems: [Any]
  /// The app's own activities.
  public let applicationActivities: [Activity]?
  open var completionWithItemsHandler: CompletionWithItemsHandler?
  @available(*, deprecated, message: "Use completionWithItemsHandler")
  open var completionHandler: CompletionHandler?
  open var excludedActivityTypes: [Activity.ActivityType]?
  open var allowsProminentActivity = true

  public init(activityItems: [Any], applicationActivities: [Activity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .pageSheet
  }

  public required init?(coder: NSCoder) {
    activityItems = []
    applicationActivities = nil
    super.init(coder: coder)
  }
}

public typealias UIActivity = Activity
public typealias UIActivityViewController = ActivityViewController

/// An object that gives a share sheet its item lazily (UIKit's `UIActivityItemSource`); nothing asks here, as no
/// activity is ever chosen.
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
  func activityViewControllerPlaceholderItem(_ activityViewController: ActivityViewController)
    -> Any
  func activityViewController(
    _ activityViewController: ActivityViewController,
    itemForActivityType activityType: Activity.ActivityType?
  ) -> Any?
  func activityViewController(
    _ activityViewController: ActivityViewController,
    subjectForActivityType activityType: Activity.ActivityType?
  ) -> String
  func activityViewController(
    _ activityViewController: ActivityViewController,
    dataTypeIdentifierForActivityType activityType: Activity.ActivityType?
  ) -> String
}

extension UIActivityItemSource {
  public func activityViewController(
    _ activityViewController: ActivityViewController,
    subjectForActivityType activityType: Activity.ActivityType?
  ) -> String { "" }
  public func activityViewController(
    _ activityViewController: ActivityViewController,
    dataTypeIdentifierForActivityType activityType: Activity.ActivityType?
  ) -> String { "" }
}
