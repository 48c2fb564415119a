import Foundation

/// UIKit's measurements for navigation bars, tab bars and toolbars on a phone in portrait, in points.
///
/// docs/uikit-bars.md gives each number's source: measurements of screenshots UIKit rendered for public projects'
/// snapshot tests (iOS 13–17.5), Apple's documentation, or community reports; unpublished ones are approximations.
enum BarGeometry {
  /// Where a navigation bar starts for a screen's top safe-area inset: below the status bar, which is the inset
  /// except on phones with the Dynamic Island, whose 59-point inset holds a 54-point status bar and whose bar ends
  /// a third of a point higher still (97.667 points down; reported, docs/uikit-bars.md).
  static func navigationBarTop(forSafeAreaTop top: CGFloat) -> CGFloat {
    top == 59 ? 54 - 1.0 / 3 : top
  }
  /// A navigation bar's height below the status bar (measured).
  static let navigationBarHeight: CGFloat = 44
  /// The height a large title adds (96 points in all, measured).
  static let largeTitleExtraHeight: CGFloat = 52
  /// The standard title's baseline below the bar's top (measured: 28 of 44).
  static let titleBaseline: CGFloat = 28
  /// The large title's baseline above the bar's bottom (measured: 15.67 points).
  static let largeTitleBaselineFromBottom: CGFloat = 15.67
  /// Bar button items' margin from the bar's sides: 16 points up to 393 points wide, 20 on wider phones (measured).
  static func sideMargin(forWidth width: CGFloat) -> CGFloat { width > 393 ? 20 : 16 }
  /// The space between two bar button items (reported).
  static let itemSpacing: CGFloat = 8
  /// The back chevron and the gap before the back title (approximation).
  static let backChevronSize = CGSize(width: 12, height: 20)
  static let backChevronLeading: CGFloat = 8
  /// The inset of a title view without an intrinsic width (a search bar) from the bar's edges, or from its items:
  /// measured from a simulator-recorded reference, a search bar title view's field 16 points in from each edge of a
  /// 375-point bar (the search bar insets its field 8 points).
  static let stretchedTitleViewInset: CGFloat = 8
  static let backChevronGap: CGFloat = 6
  /// The height a search controller's bar adds under a navigation bar's title on a phone: its 36-point field with
  /// 8 points above and below (reported, iOS 13 and later; an approximation, docs/uikit-bars.md).
  static let integratedSearchBarHeight: CGFloat = 52
  /// A tab bar's height above the home indicator (measured, four screens).
  static let tabBarHeight: CGFloat = 49
  /// A tab item's icon centre below the bar's top, its side, and its title's size and baseline (measured).
  static let tabIconCentre: CGFloat = 18.5
  static let tabIconSide: CGFloat = 25
  static let tabTitleSize: CGFloat = 10
  static let tabTitleBaseline: CGFloat = 45.3
  /// A badge: an 18-point capsule 3 points below the bar's top (measured), its text 13 points.
  static let badgeHeight: CGFloat = 18
  static let badgeTop: CGFloat = 3
  /// A toolbar's height above the home indicator (44 on home-button phones; reports differ for Face ID phones).
  static let toolbarHeight: CGFloat = 44
  /// The unselected tab colour (measured #929292 in light appearance).
  static let unselectedTabColor = Color(
    light: Color(red: 146 / 255, green: 146 / 255, blue: 146 / 255),
    dark: Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255))
  /// The hairline between a bar and the content when the content scrolls under it: black at 30 % (measured).
  static let shadowColor = Color(white: 0, alpha: 0.3)
}
