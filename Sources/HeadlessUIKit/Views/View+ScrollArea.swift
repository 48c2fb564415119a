import Foundation

// What a scrolling view (UIKit's `UIScrollView`, in Scrolling/) needs from the layout engine: a content area with
// its own size, a frame guide that stays put while the content scrolls, and edges that attach to the content.
//
// The content area's origin is the view's own, whatever the scroll position: subview frames are then in content
// coordinates, as UIKit's are, and scrolling (the bounds origin) only moves where the subviews are drawn. The
// frame guide is placed at the bounds origin, so that after that shift it is where the view is.
extension View {
  /// Gives the view a content area, as a scroll view has.
  ///
  /// Constraints between its edges and its descendants attach to the content area from now on. Not API.
  package func makeScrollArea() {
    _ = contentAreaGuide
    _ = frameAreaGuide
  }

  /// The guide whose edges are the content area's (a scroll view's `contentLayoutGuide`).
  ///
  /// Not API.
  package var contentAreaGuide: LayoutGuide { builtInGuide(\.contentGuide, role: .contentArea) }

  /// The guide that is the view's frame whatever the scroll position (a scroll view's `frameLayoutGuide`).
  ///
  /// Not API.
  package var frameAreaGuide: LayoutGuide { builtInGuide(\.frameGuide, role: .frameArea) }

  /// The content size given by code (UIKit's `contentSize` setter).
  ///
  /// Constraints on the content guide win over it. Not API.
  package var contentAreaSize: CGSize {
    get { explicitContentSize }
    set {
      explicitContentSize = newValue
      refreshBuiltInGuides()
    }
  }

  /// The bounds origin (a scroll view's `contentOffset`).
  ///
  /// Not API.
  package var boundsOrigin: CGPoint {
    get { storedBoundsOrigin }
    set {
      storedBoundsOrigin = newValue
      refreshBuiltInGuides()
    }
  }

  /// Whether the tree has been laid out at least once (layout frames hold solved values).
  ///
  /// Not API.
  package var hasLaidOut: Bool { rootView.engine != nil }

  private func refreshBuiltInGuides() {
    guard let engine = rootView.engine else { return }
    for guide in guides where guide.role == .contentArea || guide.role == .frameArea {
      engine.refreshGenerated(of: guide)
    }
    // The content moved on screen: what of it lies under the bars changed.
    engine.setNeedsSafeAreaUpdate()
  }
}
