import Foundation
import LayoutRender
import Synchronization
import Testing

/// UIColor's constructors and constants, and Dynamic Type's sizes (Apple's Human Interface Guidelines tables).
@Suite struct UIKitColorAndFontTests {
  func components(_ color: UIColor) -> [Double] {
    [color.red, color.green, color.blue, color.alpha]
  }

  @Test func classicColoursHaveUIColorsDocumentedComponents() {
    #expect(components(.orange) == [1, 0.5, 0, 1])
    #expect(components(.purple) == [0.5, 0, 0.5, 1])
    #expect(components(.brown) == [0.6, 0.4, 0.2, 1])
    #expect(components(.magenta) == [1, 0, 1, 1])
    #expect(components(.cyan) == [0, 1, 1, 1])
    #expect(abs(UIColor.darkGray.red - 1.0 / 3.0) < 1e-12)
    #expect(abs(UIColor.lightGray.red - 2.0 / 3.0) < 1e-12)
  }

  @Test func hueSaturationBrightnessConvertsAsTheHSBModelSays() {
    // Hue 0 is red, 1/3 green, 2/3 blue; half brightness halves the components; zero saturation is grey.
    #expect(components(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 0, 1])
    let green = UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)
    #expect(abs(green.green - 1) < 1e-12 && abs(green.red) < 1e-12 && abs(green.blue) < 1e-12)
    let teal = UIColor(hue: 0.5, saturation: 1, brightness: 0.5, alpha: 1)
    #expect(abs(teal.red) < 1e-12 && abs(teal.green - 0.5) < 1e-12 && abs(teal.blue - 0.5) < 1e-12)
    #expect(
      components(UIColor(hue: 0.7, saturation: 0, brightness: 0.25, alpha: 0.5)) == [
        0.25, 0.25, 0.25, 0.5,
      ])
  }

  @Test func aDynamicColourAsksForBothAppearances() {
    let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
    #expect(color.resolved(for: .light) == .black)
    #expect(color.resolved(for: .dark) == .white)
    #expect(UIColor(named: "Registered brand") == nil)
    UIColor.register(.systemTeal, named: "Registered brand")
    #expect(UIColor(named: "Registered brand") == .systemTeal)
  }

  @Test func preferredFontsFollowTheContentSizeCategory() {
    #expect(UIFont.preferredFont(forTextStyle: .body, contentSizeCategory: .large).pointSize == 17)
    let headline = UIFont.preferredFont(forTextStyle: .headline, contentSizeCategory: .large)
    #expect(headline.pointSize == 17 && headline.weightValue == .semibold)
    #expect(
      UIFont.preferredFont(forTextStyle: .body, contentSizeCategory: .extraSmall).pointSize == 14)
    #expect(
      UIFont.preferredFont(forTextStyle: .body, contentSizeCategory: .accessibilityMedium).pointSize
        == 28)
    #expect(
      UIFont.preferredFont(
        forTextStyle: .largeTitle, contentSizeCategory: .accessibilityExtraExtraExtraLarge
      ).pointSize == 60)
    #expect(
      UIFont.preferredFont(forTextStyle: .caption2, contentSizeCategory: .medium).pointSize == 11)
    ContentSizeCategory.with(.extraExtraLarge) {
      #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 21)
    }
    #expect(UIContentSizeCategory(name: "ax3") == .accessibilityExtraLarge)
    #expect(UIContentSizeCategory(name: "extraSmall") == .extraSmall)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  /// Scenes built at once on several threads each see their own text size while they build.
  ///
  /// Half are built at extra small and half at accessibility extra large: body text is 14 points at the one and 40
  /// at the other (Apple's Dynamic Type table). A process-wide setting would let one thread's scene see the other's.
  @Test func scenesBuiltInParallelEachSeeTheirOwnTextSize() {
    let seen = Mutex<[(ContentSizeCategory, CGFloat)]>([])
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      let category: ContentSizeCategory =
        index.isMultiple(of: 2) ? .extraSmall : .accessibilityExtraLarge
      _ = Scene(
        "Scene \(index)", size: CGSize(width: 10, height: 10), contentSizeCategory: category
      ) { _ in
        for _ in 0..<50 {
          let size = UIFont.preferredFont(forTextStyle: .body).pointSize
          seen.withLock { $0.append((category, size)) }
        }
      }
    }
    let wrong = seen.withLock { all in all.filter { $0.1 != ($0.0 == .extraSmall ? 14 : 40) }.count
    }
    #expect(seen.withLock { $0.count } == 64 * 50)
    #expect(wrong == 0)
  }
}
