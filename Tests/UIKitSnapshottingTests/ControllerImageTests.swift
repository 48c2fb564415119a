import SnapshotTesting
import Testing
import UIKit

// `.image(on:)` shows a controller on a preset screen: the image is the screen's size at the main screen's scale
// (3, UIScreen.main), the safe area is the preset's, the traits are the preset's.
@Suite struct ControllerImageTests {
  @Test func anIPhoneXScreenIsItsSizeWithItsSafeArea() throws {
    let image = try snapshot(SafeAreaScreen() as UIViewController, as: .image(on: .iPhoneX))
    #expect(image.bitmap.width == 375 * 3)
    #expect(image.bitmap.height == 812 * 3)
    #expect(image.scale == 3)
    // 44 points of sensor housing at the top, 34 of home indicator at the bottom, outside the safe area.
    #expect(pixel(image, 600, 43 * 3 + 1) == white)
    #expect(pixel(image, 600, 44 * 3 + 1) == green)
    #expect(pixel(image, 600, (812 - 34) * 3 - 2) == green)
    #expect(pixel(image, 600, (812 - 34) * 3 + 1) == white)
  }

  @Test func onItsSideTheHousingIsAtTheSides() throws {
    let image = try snapshot(
      SafeAreaScreen() as UIViewController, as: .image(on: .iPhoneX(.landscape)))
    #expect(image.bitmap.width == 812 * 3)
    #expect(image.bitmap.height == 375 * 3)
    #expect(pixel(image, 43 * 3, 300) == white)
    #expect(pixel(image, 45 * 3, 300) == green)
    #expect(pixel(image, (812 - 44) * 3 + 1, 300) == white)
  }

  @Test func aDisplayScaleTraitSetsThePixelsPerPoint() throws {
    let image = try snapshot(
      SafeAreaScreen() as UIViewController,
      as: .image(on: .iPhoneSe, traits: .init(displayScale: 2)))
    #expect(image.bitmap.width == 640)
    #expect(image.bitmap.height == 1136)
    #expect(image.scale == 2)
  }

  @Test func aSizeReplacesTheScreensSize() throws {
    let image = try snapshot(
      SafeAreaScreen() as UIViewController,
      as: .image(
        on: .iPhone12, size: CGSize(width: 100, height: 200), traits: .init(displayScale: 1)))
    #expect(image.bitmap.width == 100)
    #expect(image.bitmap.height == 200)
  }

  @Test func theControllerSeesThePresetsTraits() throws {
    let screen = SafeAreaScreen()
    _ = try snapshot(
      screen as UIViewController, as: .image(on: .iPadPro11, traits: .init(displayScale: 1)))
    let traits = try #require(screen.traitsAtLayout)
    #expect(traits.userInterfaceIdiom == .pad)
    #expect(traits.horizontalSizeClass == .regular)
    #expect(traits.verticalSizeClass == .regular)
    #expect(traits.displayScale == 1)
  }

  @Test func aThirdOfAnUprightIPadIsCompact() throws {
    let screen = SafeAreaScreen()
    let image = try snapshot(
      screen as UIViewController,
      as: .image(on: .iPadPro11(.portrait(splitView: .oneThird)), traits: .init(displayScale: 1)))
    #expect(image.bitmap.width == 320)
    #expect(image.bitmap.height == 1194)
    #expect(screen.traitsAtLayout?.horizontalSizeClass == .compact)
  }

  @Test func aNavigationControllersScreenLosesTheTopInset() throws {
    // swift-snapshot-testing's window draws a navigation controller below the status bar's strip.
    let navigation = UINavigationController(rootViewController: SafeAreaScreen())
    let image = try snapshot(
      navigation as UIViewController, as: .image(on: .iPhoneX, traits: .init(displayScale: 1)))
    #expect(image.bitmap.width == 375)
    #expect(image.bitmap.height == 812 - 44)
  }

  @Test func darkTraitsDrawTheDarkAppearance() throws {
    let controller = UIViewController()
    let swatch = SwatchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    controller.view.addSubview(swatch)
    let config = ViewImageConfig(size: CGSize(width: 10, height: 10))
    let light = try snapshot(controller, as: .image(on: config, traits: .init(displayScale: 1)))
    let dark = try snapshot(
      controller,
      as: .image(
        on: config,
        traits: .init(traitsFrom: [.init(displayScale: 1), .init(userInterfaceStyle: .dark)])))
    #expect(pixel(light, 5, 5) == red)
    #expect(pixel(dark, 5, 5) == blue)
  }
}
