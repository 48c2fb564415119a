import SnapshotTesting
import UIKit
import XCTest

// App delegates, scene delegates, the shared application and alerts, as app targets write them: they compile
// here, and what they do is calm (no URL opens, the windows made key are listed).
final class SpellingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = UINavigationController(rootViewController: SafeAreaScreen())
    window?.makeKeyAndVisible()
  }
}

final class SpellingAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
}

final class AppLifecycleSpellings: XCTestCase {
  func testASceneDelegateMakesItsWindowKey() throws {
    let session = UISceneSession()
    let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
    let delegate = SpellingSceneDelegate()
    delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
    let window = try XCTUnwrap(delegate.window)
    XCTAssertTrue(window.isKeyWindow)
    XCTAssertTrue(UIApplication.shared.keyWindow === window)
    XCTAssertEqual(window.frame, UIScreen.main.bounds)
    let configuration = SpellingAppDelegate().application(
      .shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
    XCTAssertEqual(configuration.role, .windowApplication)
  }

  func testOpeningAURLFailsCalmly() throws {
    let url = try XCTUnwrap(URL(string: "https://example.com"))
    var opened: Bool?
    UIApplication.shared.open(url, options: [:]) { opened = $0 }
    XCTAssertEqual(opened, false)
    XCTAssertFalse(UIApplication.shared.canOpenURL(url))
  }

  func testAnAlertIsACentredCard() throws {
    let alert = UIAlertController(
      title: "Delete draft?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in })
    alert.modalPresentationStyle = .overFullScreen
    assertSnapshot(of: alert, as: .image(on: .iPhoneSe, traits: .init(displayScale: 2)))
    // The card is 270 points wide in the middle of the 320-point screen.
    let card = try XCTUnwrap(alert.view.subviews.first)
    XCTAssertEqual(card.frame.width, 270)
    XCTAssertEqual(card.frame.midX, 160)
    XCTAssertEqual(card.frame.midY, 284)
  }
}
