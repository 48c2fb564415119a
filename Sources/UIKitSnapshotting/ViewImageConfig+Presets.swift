import HeadlessUIKit

// swift-snapshot-testing's screen presets, by its names: each phone upright by default, each tablet on its side and
// full screen by default. The 12 Pro and the 13 and 13 Pro are the 12's screen; the 9.7-inch iPad is the mini's.
extension ViewImageConfig {
  public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    PhoneScreen.iPhoneSe.config(orientation)
  }

  public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    PhoneScreen.iPhone8.config(orientation)
  }

  public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
    PhoneScreen.iPhone8Plus.config(orientation)
  }

  public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    PhoneScreen.iPhoneX.config(orientation)
  }

  public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
    PhoneScreen.iPhoneXsMax.config(orientation)
  }

  public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
    PhoneScreen.iPhoneXr.config(orientation)
  }

  public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
    PhoneScreen.iPhone12.config(orientation)
  }

  public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
    PhoneScreen.iPhone12.config(orientation)
  }

  public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
    PhoneScreen.iPhone12ProMax.config(orientation)
  }

  public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
    PhoneScreen.iPhone12.config(orientation)
  }

  public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
    PhoneScreen.iPhone13Mini.config(orientation)
  }

  public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
    PhoneScreen.iPhone12.config(orientation)
  }

  public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
    PhoneScreen.iPhone12ProMax.config(orientation)
  }

  public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
  public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
    iPadMini(orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
  }
  public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
    TabletScreen.iPadMini.config(orientation)
  }

  public static let iPad9_7 = ViewImageConfig.iPad9_7(.landscape)
  public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
    iPad9_7(orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
  }
  public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
    TabletScreen.iPadMini.config(orientation)
  }

  public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
  public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
    iPad10_2(orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
  }
  public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
    TabletScreen.iPad10_2.config(orientation)
  }

  public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
  public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro10_5(
      orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
  }
  public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
    TabletScreen.iPadPro10_5.config(orientation)
  }

  public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro11(
      orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
  }
  public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
    TabletScreen.iPadPro11.config(orientation)
  }

  public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
  public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro12_9(
      orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
  }
  public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
    TabletScreen.iPadPro12_9.config(orientation)
  }
}
