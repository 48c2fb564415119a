import Foundation
import HeadlessUIKit
import Testing

/// A test process has the app an iOS test is hosted in: one connected window scene and a key window.
@Suite struct HostAppTests {
  @Test func theAppHasAConnectedSceneAndAKeyWindow() throws {
    let scenes = UIApplication.shared.connectedScenes
    #expect(scenes.count == 1)
    let scene = try #require(scenes.first as? UIWindowScene)
    #expect(scene.activationState == .foregroundActive)
    let key = try #require(scene.keyWindow)
    #expect(key.isKeyWindow && UIApplication.shared.keyWindow === key)
    #expect(UIApplication.shared.windows.contains { $0 === key })
  }

  /// What an app asks of the system is answered as a simulator without those services answers: the status bar is
  /// the key window's top safe area, alternate icons are refused with an error, notifications never register.
  @Test func systemServicesAnswerAsASimulatorDoes() throws {
    let app = UIApplication.shared
    let scene = try #require(app.connectedScenes.first as? UIWindowScene)
    #expect(app.statusBarFrame == scene.statusBarManager?.statusBarFrame)
    #expect(app.statusBarOrientation == .portrait)
    #expect(!app.supportsAlternateIcons && app.alternateIconName == nil)
    var refusal: Error?
    app.setAlternateIconName("Dark") { refusal = $0 }
    #expect(refusal != nil)
    #expect(!app.isRegisteredForRemoteNotifications)
    #expect(app.openSessions == [scene.session])
    #expect(URL(string: UIApplication.openNotificationSettingsURLString) != nil)
  }

  /// An app's own share activity subclasses `UIActivity` with its designated `init()`, as in UIKit.
  @Test func anAppsActivityOverridesInit() {
    final class CopyLinkActivity: UIActivity {
      private(set) var prepared = false
      override init() {
        super.init()
        prepared = true
      }
      override var activityTitle: String? { "Copy Link" }
    }
    let activity = CopyLinkActivity()
    #expect(activity.prepared && activity.activityTitle == "Copy Link")
  }
}
