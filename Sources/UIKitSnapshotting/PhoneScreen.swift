import HeadlessUIKit

/// A phone preset of ``ViewImageConfig``: its upright size, its safe areas both ways, and the traits that differ
/// between phones.
struct PhoneScreen {
  /// The screen held upright, in points.
  let portrait: CGSize
  let portraitSafeArea: UIEdgeInsets
  let landscapeSafeArea: UIEdgeInsets
  /// Whether the screen is regular wide on its side (the Plus, Max and XR sizes).
  let isRegularWideInLandscape: Bool
  let hasForceTouch: Bool

  func config(_ orientation: ViewImageConfig.Orientation) -> ViewImageConfig {
    switch orientation {
    case .portrait:
      ViewImageConfig(safeArea: portraitSafeArea, size: portrait, traits: traits(orientation))
    case .landscape:
      ViewImageConfig(
        safeArea: landscapeSafeArea, size: CGSize(width: portrait.height, height: portrait.width),
        traits: traits(orientation))
    }
  }

  /// The phone's traits: the size classes for the orientation, the medium text size, left to right.
  func traits(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    UITraitCollection(traitsFrom: [
      UITraitCollection(forceTouchCapability: hasForceTouch ? .available : .unavailable),
      UITraitCollection(layoutDirection: .leftToRight),
      UITraitCollection(preferredContentSizeCategory: .medium),
      UITraitCollection(userInterfaceIdiom: .phone),
      UITraitCollection(
        horizontalSizeClass: orientation == .landscape && isRegularWideInLandscape
          ? .regular : .compact),
      UITraitCollection(verticalSizeClass: orientation == .landscape ? .compact : .regular),
    ])
  }

  private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

  /// A phone with a home button: a 20-point status bar upright, nothing on its side.
  static func homeButton(width: CGFloat, height: CGFloat, isRegularWideInLandscape: Bool = false)
    -> PhoneScreen
  {
    PhoneScreen(
      portrait: CGSize(width: width, height: height), portraitSafeArea: statusBar,
      landscapeSafeArea: .zero,
      isRegularWideInLandscape: isRegularWideInLandscape, hasForceTouch: true)
  }

  /// A phone with a notch: `top` points of sensor housing, which is on the side in landscape, and the home
  /// indicator at the bottom (34 points upright, `landscapeBottom` on its side).
  static func notched(
    width: CGFloat, height: CGFloat, top: CGFloat, landscapeBottom: CGFloat,
    isRegularWideInLandscape: Bool = false,
    hasForceTouch: Bool = true
  ) -> PhoneScreen {
    PhoneScreen(
      portrait: CGSize(width: width, height: height),
      portraitSafeArea: UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: UIEdgeInsets(top: 0, left: top, bottom: landscapeBottom, right: top),
      isRegularWideInLandscape: isRegularWideInLandscape, hasForceTouch: hasForceTouch)
  }

  // swift-snapshot-testing 1.19's presets (docs/snapshot-testing-uikit.md).
  static let iPhoneSe = homeButton(width: 320, height: 568)
  static let iPhone8 = homeButton(width: 375, height: 667)
  static let iPhone8Plus = homeButton(width: 414, height: 736, isRegularWideInLandscape: true)
  static let iPhoneX = notched(width: 375, height: 812, top: 44, landscapeBottom: 24)
  static let iPhoneXsMax = notched(
    width: 414, height: 896, top: 44, landscapeBottom: 24, isRegularWideInLandscape: true)
  static let iPhoneXr = notched(
    width: 414, height: 896, top: 44, landscapeBottom: 24, isRegularWideInLandscape: true,
    hasForceTouch: false)
  static let iPhone12 = notched(width: 390, height: 844, top: 47, landscapeBottom: 21)
  static let iPhone12ProMax = notched(
    width: 428, height: 926, top: 47, landscapeBottom: 21, isRegularWideInLandscape: true)
  static let iPhone13Mini = notched(width: 375, height: 812, top: 50, landscapeBottom: 21)
}
