import Foundation

/// The values of UIKit's view members that code rarely sets, at UIKit's defaults; a view keeps them only once code
/// sets one, and none of them changes layout or drawing here but the host screen a tree's root stands for.
struct ViewExtras {
  var autoresizesSubviews = true
  var preservesSuperviewLayoutMargins = false
  weak var mask: View?
  var contentScaleFactor: CGFloat = 1
  var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  var restorationIdentifier: String?
  var minimumContentSizeCategory: ContentSizeCategory?
  var maximumContentSizeCategory: ContentSizeCategory?
  var ignoresInvertColors = false
  var showsLargeContentViewer = false
  var largeContentTitle: String?
  var scalesLargeContentImage = false
  var largeContentImageInsets = EdgeInsets.zero
  var focusGroupIdentifier: String?
  var readableContentGuide: LayoutGuide?
  var keyboardLayoutGuide: KeyboardLayoutGuide?
  var motionEffects: [MotionEffect] = []
  var largeContentImage: Image?
  var hoverStyle: HoverStyle?
  var focusGroupPriority = FocusGroupPriority.ignored
  var focusEffect: FocusEffect?
  var traitOverrides = TraitCollection.Values()
  /// The screen a tree's root stands for when it is in no window (a scene's root: its canvas).
  var hostScreen: Screen?

  /// The readable content guide's widest: 672 points (body text at the default size on an iPad; an approximation).
  static let readableWidth: CGFloat = 672
}
