import Testing
import UIKit

// UITraitCollection as UIKit defines it: every trait unspecified unless set, and `init(traitsFrom:)` taking each
// trait from the last collection that specifies it.
@Suite struct TraitCollectionTests {
  @Test func anEmptyCollectionSpecifiesNothing() {
    let traits = UITraitCollection()
    #expect(traits.userInterfaceStyle == .unspecified)
    #expect(traits.horizontalSizeClass == .unspecified)
    #expect(traits.layoutDirection == .unspecified)
    #expect(traits.displayScale == 0)
    #expect(traits.preferredContentSizeCategory == .unspecified)
    #expect(traits.userInterfaceIdiom == .unspecified)
  }

  @Test func laterSpecifiedTraitsWin() {
    let combined = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2),
      UITraitCollection(userInterfaceStyle: .light),
      UITraitCollection(horizontalSizeClass: .regular),
      UITraitCollection(),
    ])
    #expect(combined.userInterfaceStyle == .light)
    #expect(combined.displayScale == 2)
    #expect(combined.horizontalSizeClass == .regular)
    #expect(combined.verticalSizeClass == .unspecified)
  }

  @Test func containsTraitsComparesOnlyWhatTheOtherSpecifies() {
    let traits = UITraitCollection(traitsFrom: [
      .init(userInterfaceStyle: .dark), .init(displayScale: 3),
    ])
    #expect(traits.containsTraits(in: UITraitCollection(displayScale: 3)))
    #expect(!traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
    #expect(traits.containsTraits(in: nil))
  }

  @Test func thePhonePresetsAreMediumTextLeftToRight() {
    let traits = UITraitCollection.iPhoneX(.portrait)
    #expect(traits.preferredContentSizeCategory == .medium)
    #expect(traits.layoutDirection == .leftToRight)
    #expect(traits.userInterfaceIdiom == .phone)
    #expect(traits.horizontalSizeClass == .compact)
    #expect(traits.verticalSizeClass == .regular)
    #expect(UITraitCollection.iPhone8Plus(.landscape).horizontalSizeClass == .regular)
    #expect(UITraitCollection.iPhoneX(.landscape).horizontalSizeClass == .compact)
  }

  @Test func thePresetsHaveTheirScreens() {
    #expect(ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568))
    #expect(
      ViewImageConfig.iPhone13Mini(.landscape).safeArea
        == UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50))
    #expect(ViewImageConfig.iPadMini.size == CGSize(width: 1024, height: 768))
    #expect(
      ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass
        == .regular)
    #expect(
      ViewImageConfig.iPad10_2(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass
        == .compact)
  }
}
