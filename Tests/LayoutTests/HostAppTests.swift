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
}
