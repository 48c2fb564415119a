public import HeadlessUIKit

// swift-snapshot-testing's trait presets, by its names: the traits of each ``ViewImageConfig`` preset.
extension UITraitCollection {
  public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    PhoneScreen.iPhoneSe.traits(orientation)
  }

  public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    PhoneScreen.iPhone8.traits(orientation)
  }

  public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    PhoneScreen.iPhone8Plus.traits(orientation)
  }

  public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    PhoneScreen.iPhoneX.traits(orientation)
  }

  public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    PhoneScreen.iPhoneXr.traits(orientation)
  }

  public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    PhoneScreen.iPhoneXsMax.traits(orientation)
  }

  public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    PhoneScreen.iPhone12.traits(orientation)
  }

  public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection
  {
    PhoneScreen.iPhone12ProMax.traits(orientation)
  }

  public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    PhoneScreen.iPhone12.traits(orientation)
  }

  public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection
  {
    PhoneScreen.iPhone12ProMax.traits(orientation)
  }

  public static let iPadMini = TabletScreen.traits
  public static let iPadMini_Compact_SplitView = TabletScreen.compactSplitViewTraits

  public static let iPad9_7 = TabletScreen.traits
  public static let iPad9_7_Compact_SplitView = TabletScreen.compactSplitViewTraits

  public static let iPad10_2 = TabletScreen.traits
  public static let iPad10_2_Compact_SplitView = TabletScreen.compactSplitViewTraits

  public static let iPadPro10_5 = TabletScreen.traits
  public static let iPadPro10_5_Compact_SplitView = TabletScreen.compactSplitViewTraits

  public static let iPadPro11 = TabletScreen.traits
  public static let iPadPro11_Compact_SplitView = TabletScreen.compactSplitViewTraits

  public static let iPadPro12_9 = TabletScreen.traits
  public static let iPadPro12_9_Compact_SplitView = TabletScreen.compactSplitViewTraits
}
