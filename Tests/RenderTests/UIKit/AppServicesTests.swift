import Foundation
import LayoutRender
import Testing

/// The app-level services view code reaches for: the pasteboard, background tasks, quick actions, the status bar,
/// accessibility custom actions, media time, scene notifications.
@MainActor @Suite struct AppServicesTests {
  @Test func whatIsCopiedCanBePastedBackFromAnyObjectOfTheName() throws {
    let name = UIPasteboard.Name("test-\(UUID().uuidString)")
    #expect(UIPasteboard(name: name, create: false) == nil)
    let board = try #require(UIPasteboard(name: name, create: true))
    #expect(!board.hasStrings && board.string == nil)
    let before = board.changeCount
    board.string = "Copied"
    #expect(board.changeCount == before + 1)
    // Another object for the same name sees the same contents, as UIKit hands out one pasteboard per name.
    let again = try #require(UIPasteboard(name: name, create: false))
    #expect(again.string == "Copied" && again.hasStrings && again.strings == ["Copied"])
    again.urls = [URL(string: "https://example.com/a")!, URL(string: "https://example.com/b")!]
    #expect(board.numberOfItems == 2 && board.url?.lastPathComponent == "a" && !board.hasStrings)
    UIPasteboard.remove(withName: name)
    #expect(UIPasteboard(name: name, create: false) == nil)
    #expect(UIPasteboard.general.name == .general)
  }

  @Test func backgroundTasksGetDistinctValidIdentifiers() {
    let app = UIApplication.shared
    let first = app.beginBackgroundTask { Issue.record("never expires here") }
    let second = app.beginBackgroundTask(withName: "upload", expirationHandler: nil)
    #expect(first != .invalid && second != .invalid && first != second)
    app.endBackgroundTask(first)
    #expect(app.backgroundRefreshStatus == .available)
  }

  @Test func quickActionsKeepTheirValues() {
    let item = UIMutableApplicationShortcutItem(type: "compose", localizedTitle: "New")
    item.localizedSubtitle = "Draft"
    item.icon = UIApplicationShortcutIcon(systemImageName: "square.and.pencil")
    UIApplication.shared.shortcutItems = [item]
    #expect(UIApplication.shared.shortcutItems?.first?.localizedSubtitle == "Draft")
    #expect(UIApplication.shared.shortcutItems?.first?.icon?.name == "square.and.pencil")
    UIApplication.shared.shortcutItems = nil
  }

  @Test func theStatusBarIsTheKeyWindowsTopInset() throws {
    let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    let manager = try #require(scene.statusBarManager)
    // A key window of this test's own: other tests may have made and released theirs.
    let own = UIWindow(frame: UIScreen.main.bounds)
    own.makeKeyAndVisible()
    let window = try #require(scene.keyWindow)
    #expect(
      manager.statusBarFrame
        == CGRect(x: 0, y: 0, width: window.bounds.width, height: window.safeAreaInsets.top))
    #expect(manager.isStatusBarHidden == (window.safeAreaInsets.top == 0))
    withExtendedLifetime(own) {}
  }

  @Test func customActionsRunTheirHandlerOrSendTheirSelector() {
    final class Target: UIView {
      var archived = 0
      override func _performAction(named name: String, sender: Any?, event: Any?) -> Bool {
        guard name == "archive:" else {
          return super._performAction(named: name, sender: sender, event: event)
        }
        archived += 1
        return true
      }
    }
    let target = Target()
    var deleted = false
    let actions = [
      UIAccessibilityCustomAction(name: "Archive", target: target, selector: Selector("archive:")),
      UIAccessibilityCustomAction(name: "Delete") { _ in
        deleted = true
        return true
      },
    ]
    let cell = UIView()
    cell.accessibilityCustomActions = actions
    #expect(cell.accessibilityCustomActions?.map(\.name) == ["Archive", "Delete"])
    for action in cell.accessibilityCustomActions ?? [] { action.perform() }
    #expect(target.archived == 1 && deleted)
  }

  @Test func mediaTimeMovesForward() {
    let start = CACurrentMediaTime()
    Thread.sleep(forTimeInterval: 0.01)
    #expect(CACurrentMediaTime() - start >= 0.01)
  }

  @Test func sceneAndAppNotificationsHaveUIKitsNames() {
    #expect(
      UIScene.willEnterForegroundNotification.rawValue == "UISceneWillEnterForegroundNotification")
    #expect(
      UIScene.didEnterBackgroundNotification.rawValue == "UISceneDidEnterBackgroundNotification")
    #expect(
      UIApplication.willTerminateNotification.rawValue == "UIApplicationWillTerminateNotification")
  }

  @Test func aVibrancyEffectViewDrawsItsContentAsItIs() throws {
    let effect = UIVibrancyEffect(
      blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel)
    let view = UIVisualEffectView(effect: effect)
    view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    let swatch = UIView(frame: view.bounds)
    swatch.backgroundColor = .red
    view.contentView.addSubview(swatch)
    #expect((view.effect as? UIVibrancyEffect)?.style == .secondaryLabel)
    let image = try Scene("vibrancy", size: CGSize(width: 20, height: 20), scale: 1) { root in
      root.addSubview(view)
    }.image()
    #expect(Array(image.pixels[0..<4]) == [255, 0, 0, 255])
  }
}
