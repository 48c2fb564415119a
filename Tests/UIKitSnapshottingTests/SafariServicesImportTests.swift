import Foundation
import SafariServices
import Testing
import UIKit

/// `import SafariServices`, as a screen that opens links in the app writes it (docs/uikit-import.md,
/// "SafariServices").
@MainActor @Suite struct SafariServicesImportTests {
  /// A coordinator written for iOS: it opens a repository's page in Reader, as apps do.
  final class RepositoryCoordinator: NSObject, SFSafariViewControllerDelegate {
    private(set) var browser: SFSafariViewController?

    func open(_ url: URL) {
      let configuration = SFSafariViewController.Configuration()
      configuration.entersReaderIfAvailable = true
      let safari = SFSafariViewController(url: url, configuration: configuration)
      safari.delegate = self
      safari.preferredControlTintColor = .systemOrange
      safari.dismissButtonStyle = .close
      browser = safari
    }

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
      controller.dismiss(animated: true)
    }
  }

  /// What the screen set is kept (the configuration as a copy), and the view shows the address it would load.
  @Test func aBrowserKeepsWhatItWasOpenedWith() throws {
    let coordinator = RepositoryCoordinator()
    let url = try #require(URL(string: "https://example.com/team/app"))
    coordinator.open(url)
    let browser = try #require(coordinator.browser)
    #expect(browser.url == url)
    #expect(browser.configuration.entersReaderIfAvailable)
    #expect(browser.configuration !== browser.configuration)
    #expect(browser.dismissButtonStyle == .close)
    #expect(browser.delegate === coordinator)
    browser.loadViewIfNeeded()
    let address = browser.view.subviews.compactMap { $0 as? UILabel }.first
    #expect(address?.text == "https://example.com/team/app")
    #expect(address?.textColor == .secondaryLabel)
  }
}
