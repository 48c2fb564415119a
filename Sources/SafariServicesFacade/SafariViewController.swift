import Foundation
import UIKitFacade

/// The in-app browser (SafariServices' `SFSafariViewController`): what a screen sets on it is kept, and no page is
/// ever loaded.
///
/// There is no web engine here, so the controller's view shows the page's address, centred in secondary text on
/// the system background, where Safari would draw the page; its delegate is never told of a load.
open class SFSafariViewController: UIViewController {
  /// How the browser opens (SafariServices' `SFSafariViewController.Configuration`).
  open class Configuration: NSObject, NSCopying {
    /// Whether Reader opens on pages that offer it.
    open var entersReaderIfAvailable = false
    /// Whether the bars collapse as the page scrolls (true by default).
    open var barCollapsingEnabled = true

    public override init() {}

    open func copy(with zone: NSZone? = nil) -> Any {
      let copy = Configuration()
      copy.entersReaderIfAvailable = entersReaderIfAvailable
      copy.barCollapsingEnabled = barCollapsingEnabled
      return copy
    }
  }

  /// The button that closes the browser (SafariServices' `SFSafariViewController.DismissButtonStyle`).
  public enum DismissButtonStyle: Int, Sendable {
    case done = 0, close, cancel
  }

  /// The address the browser was opened at.
  public let url: URL
  /// A copy of the configuration it was opened with.
  open var configuration: Configuration {
    storedConfiguration.copy() as? Configuration ?? Configuration()
  }
  private let storedConfiguration: Configuration
  /// Told when the browser loads or closes: never, here.
  open weak var delegate: SFSafariViewControllerDelegate?
  /// The bars' background colour.
  open var preferredBarTintColor: UIColor?
  /// The bars' buttons' colour.
  open var preferredControlTintColor: UIColor?
  /// The button that closes the browser (done by default).
  open var dismissButtonStyle = DismissButtonStyle.done

  /// A browser at `URL`, opened as `configuration` says (a copy is kept).
  public init(url URL: URL, configuration: Configuration) {
    url = URL
    storedConfiguration = configuration.copy() as? Configuration ?? Configuration()
    super.init(nibName: nil, bundle: nil)
  }

  /// A browser at `URL` with the default configuration.
  public convenience init(url URL: URL) {
    self.init(url: URL, configuration: Configuration())
  }

  /// A browser at `URL`, in Reader when the page offers it (deprecated in iOS 11: use a configuration).
  @available(*, deprecated, message: "Use init(url:configuration:)")
  public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
    let configuration = Configuration()
    configuration.entersReaderIfAvailable = entersReaderIfAvailable
    self.init(url: URL, configuration: configuration)
  }

  /// SafariServices' archive initialiser; there are no archives here.
  public required init?(coder: NSCoder) { nil }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let address = UILabel()
    address.text = url.absoluteString
    address.textColor = .secondaryLabel
    address.font = .preferredFont(forTextStyle: .footnote)
    address.textAlignment = .center
    address.numberOfLines = 0
    address.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(address)
    NSLayoutConstraint.activate([
      address.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
      address.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      address.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}

/// What a browser tells while it loads and when it closes (SafariServices' `SFSafariViewControllerDelegate`; every
/// method is optional).
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
  func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
  func safariViewController(
    _ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
  func safariViewController(
    _ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?
  ) -> [UIActivity]
  func safariViewController(
    _ controller: SFSafariViewController, excludedActivityTypesFor URL: URL, title: String?
  ) -> [UIActivity.ActivityType]
  func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
  public func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
  ) {}
  public func safariViewController(
    _ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL
  ) {}
  public func safariViewController(
    _ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?
  ) -> [UIActivity] { [] }
  public func safariViewController(
    _ controller: SFSafariViewController, excludedActivityTypesFor URL: URL, title: String?
  ) -> [UIActivity.ActivityType] { [] }
  public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
}
