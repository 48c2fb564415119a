import RenderCore
import Testing
import UIKit

// Colours and images from the test target's asset catalog (Resources/Assets.xcassets), found as an app finds them:
// `UIColor(named:)` with no bundle looks in the main bundle's catalogs, which here include the target's resource
// bundle; `in: .module` names it.
@Suite struct AssetCatalogTests {
  private func components(_ color: UIColor, _ style: UIUserInterfaceStyle) -> [CGFloat] {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
      .getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha]
  }

  @Test func aColourSetHasItsLightAndDarkValuesInEveryNumberSpelling() throws {
    // "1.000" is a fraction, "128" and "0xFF" are 255ths, "0x00" and "0" are zero.
    let brand = try #require(UIColor(named: "Brand"))
    #expect(components(brand, .light) == [1, 128 / 255, 0, 1])
    #expect(components(brand, .dark) == [0, 0, 1, 1])
  }

  @Test func aNamespaceFolderPrefixesItsSetsNames() throws {
    let accent = try #require(UIColor(named: "Palette/Accent", in: .module, compatibleWith: nil))
    #expect(components(accent, .light) == [0.2, 0.2, 0.2, 0.5])
    #expect(UIColor(named: "Accent") == nil)
  }

  @Test func thePhonesEntryWinsAndMayReferToASystemColour() throws {
    let alert = try #require(UIColor(named: "Alert"))
    #expect(
      alert.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        == UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(
      alert.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        == UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
  }

  /// A custom symbol (`.symbolset`) is a symbol image of a symbol's default size, 20 points (its SVG is not drawn).
  @Test func aCustomSymbolIsASymbolImage() throws {
    let symbol = try #require(UIImage(named: "ticket.badge", in: .module, compatibleWith: nil))
    #expect(symbol.isSymbolImage)
    #expect(symbol.size == CGSize(width: 20, height: 20))
  }

  @Test func aMissingNameIsNil() {
    #expect(UIColor(named: "NoSuchColour") == nil)
    #expect(UIImage(named: "NoSuchImage") == nil)
  }

  @Test func anImageSetGivesTheFileForTheScaleAndAppearance() throws {
    // A plain folder (Icons) adds no namespace. The set has 1× red, 2× green and a dark 2× blue.
    let onePoint = try #require(
      UIImage(named: "Dot", in: .module, compatibleWith: UITraitCollection(displayScale: 1)))
    #expect(onePoint.scale == 1)
    #expect(onePoint.bitmap.pixel(x: 0, y: 0) == (255, 0, 0, 255))
    // No 3× file: the largest, 2×, stands in on the main screen.
    let mainScreen = try #require(UIImage(named: "Dot"))
    #expect(mainScreen.scale == 2)
    #expect(mainScreen.size == CGSize(width: 4, height: 4))
    #expect(mainScreen.bitmap.pixel(x: 0, y: 0) == (0, 255, 0, 255))
    let dark = try #require(
      UIImage(named: "Dot", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(dark.bitmap.pixel(x: 0, y: 0) == (0, 0, 255, 255))
  }

  /// A JPEG image set loads, at its scale.
  ///
  /// Photos in catalogs are often JPEG files; Xcode's generated accessors (and SwiftGen's) stop the app when the name
  /// gives `nil`. The set holds only a 2× file, a 16-pixel square of four colours (red at the top left).
  @Test func aJPEGImageSetLoads() throws {
    let photo = try #require(UIImage(named: "Photo"))
    #expect(photo.scale == 2 && photo.size == CGSize(width: 8, height: 8))
    let topLeft = photo.bitmap.pixel(x: 2, y: 2)
    #expect(topLeft.r > 250 && topLeft.g < 5 && topLeft.b < 5 && topLeft.a == 255)
  }
}
