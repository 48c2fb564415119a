import HeadlessUIKit

/// A tablet preset of ``ViewImageConfig``: its full-screen size on its side, the app's width in each Split View
/// share, and its safe area (the same both ways).
struct TabletScreen {
  /// The screen on its side, in points.
  let landscape: CGSize
  let safeArea: UIEdgeInsets
  /// The app's width on a screen on its side: a third, half, two thirds.
  let landscapeSplitWidths: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat)
  /// The app's width on an upright screen: a third, two thirds.
  let portraitSplitWidths: (oneThird: CGFloat, twoThirds: CGFloat)
  /// Whether half of the screen on its side is still regular wide (the 12.9-inch iPad Pro).
  var isHalfRegular = false

  func config(_ orientation: ViewImageConfig.TabletOrientation) -> ViewImageConfig {
    let (width, height, isCompact) = appSize(orientation)
    return ViewImageConfig(
      safeArea: safeArea, size: CGSize(width: width, height: height),
      traits: isCompact ? Self.compactSplitViewTraits : Self.traits)
  }

  private func appSize(_ orientation: ViewImageConfig.TabletOrientation) -> (CGFloat, CGFloat, Bool)
  {
    switch orientation {
    case .landscape(let split):
      let height = landscape.height
      switch split {
      case .oneThird: return (landscapeSplitWidths.oneThird, height, true)
      case .oneHalf: return (landscapeSplitWidths.oneHalf, height, !isHalfRegular)
      case .twoThirds: return (landscapeSplitWidths.twoThirds, height, false)
      case .full: return (landscape.width, height, false)
      }
    case .portrait(let split):
      let height = landscape.width
      switch split {
      case .oneThird: return (portraitSplitWidths.oneThird, height, true)
      case .twoThirds: return (portraitSplitWidths.twoThirds, height, true)
      case .full: return (landscape.height, height, false)
      }
    }
  }

  /// A tablet's traits: regular both ways.
  static let traits = UITraitCollection(traitsFrom: [
    UITraitCollection(horizontalSizeClass: .regular),
    UITraitCollection(verticalSizeClass: .regular),
    UITraitCollection(userInterfaceIdiom: .pad),
  ])

  /// A tablet app in a narrow Split View share: compact wide, regular tall.
  static let compactSplitViewTraits = UITraitCollection(traitsFrom: [
    UITraitCollection(horizontalSizeClass: .compact),
    UITraitCollection(verticalSizeClass: .regular),
    UITraitCollection(userInterfaceIdiom: .pad),
  ])

  private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

  // swift-snapshot-testing 1.19's presets (docs/snapshot-testing-uikit.md).
  static let iPadMini = TabletScreen(
    landscape: CGSize(width: 1024, height: 768), safeArea: statusBar,
    landscapeSplitWidths: (320, 507, 694), portraitSplitWidths: (320, 438))
  static let iPad10_2 = TabletScreen(
    landscape: CGSize(width: 1080, height: 810), safeArea: statusBar,
    landscapeSplitWidths: (320, 535, 750), portraitSplitWidths: (320, 480))
  static let iPadPro10_5 = TabletScreen(
    landscape: CGSize(width: 1112, height: 834), safeArea: statusBar,
    landscapeSplitWidths: (320, 551, 782), portraitSplitWidths: (320, 504))
  static let iPadPro11 = TabletScreen(
    landscape: CGSize(width: 1194, height: 834),
    safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSplitWidths: (375, 592, 809), portraitSplitWidths: (320, 504))
  static let iPadPro12_9 = TabletScreen(
    landscape: CGSize(width: 1366, height: 1024), safeArea: statusBar,
    landscapeSplitWidths: (375, 678, 981), portraitSplitWidths: (375, 639), isHalfRegular: true)
}
