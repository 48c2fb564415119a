import Foundation
import LayoutRender
import Testing

/// Per-state images, directions and the other UIKit members of sliders, page controls, switches, stack views and
/// controls; positions derived by hand from the controls' documented geometry.
@Suite struct ControlImagesAndStylesTests {
  func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { _ in }
  }

  /// A thumb image sizes the thumb.
  ///
  /// A 200 × 31 slider at 0.5 with a 20-point thumb image: the track spans the width, the thumb travels 180 points,
  /// so it sits at x = 90, centred vertically (31 / 2 − 10 = 5.5). The highlighted state falls back to the normal one.
  @Test func aThumbImageSizesTheThumb() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    let thumb = image(20, 20)
    slider.setThumbImage(thumb, for: .normal)
    #expect(slider.thumbImage(for: .highlighted) === thumb)
    #expect(slider.currentThumbImage === thumb)
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(
      slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5)
        == CGRect(x: 90, y: 5.5, width: 20, height: 20))
    slider.minimumValueImage = image(10, 10)
    #expect(
      slider.minimumValueImageRect(forBounds: slider.bounds)
        == CGRect(x: 0, y: 10.5, width: 10, height: 10))
    #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == .zero)
    #expect(slider.behavioralStyle == .pad && slider.sliderStyle == .default)
  }

  /// Three pages need 3 × 7 + 2 × 9 + 2 × 8 = 55 points along the dots; a vertical control is 26 wide and 55 high.
  @Test func pageControlsRunVerticallyAndDeferTheCurrentPage() {
    let pages = UIPageControl()
    pages.numberOfPages = 3
    #expect(pages.intrinsicContentSize == CGSize(width: 55, height: 26))
    pages.direction = .topToBottom
    #expect(pages.intrinsicContentSize == CGSize(width: 26, height: 55))
    pages.frame = CGRect(origin: .zero, size: pages.intrinsicContentSize)
    // The first dot is 8 points down; dots are 16 points apart.
    let tops = pages.drawnContent.compactMap { item -> CGFloat? in
      if case .ellipse(let rect, _) = item { return rect.minY }
      return nil
    }
    #expect(tops == [8, 24, 40])
    pages.defersCurrentPageDisplay = true
    pages.currentPage = 2
    #expect(currentDot(pages) == 0)
    pages.updateCurrentPageDisplay()
    #expect(currentDot(pages) == 2)
    pages.setIndicatorImage(image(12, 12), forPage: 1)
    #expect(pages.indicatorImage(forPage: 1)?.size == CGSize(width: 12, height: 12))
    #expect(pages.indicatorImage(forPage: 0) == nil)
  }

  /// The index of the dot drawn in the current page's colour (the label colour).
  func currentDot(_ pages: UIPageControl) -> Int? {
    pages.drawnContent.firstIndex { item in
      if case .ellipse(_, let color) = item { return color == .label }
      return false
    }
  }

  /// Stack views take the system spacing.
  ///
  /// `spacingUseSystem` asks for the system spacing (8 points); a custom `spacingUseDefault` gives the stack's
  /// spacing back. Two 40-point views: the second starts at 48, then, with 20 after the first removed again, at 48.
  /// The prominent background style draws a capsule around three dots: 3 × 7 + 2 × 9 + 2 × 8 = 55 points long
  /// (dot diameter, spacing and side padding as the control measures them), 26 high, centred.
  @Test func aProminentPageControlDrawsItsPlatter() {
    let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    pages.numberOfPages = 3
    func capsules() -> [CGRect] {
      pages.drawnContent.compactMap { item -> CGRect? in
        if case .fill(let rect, _, _) = item { return rect }
        return nil
      }
    }
    #expect(capsules().isEmpty)
    pages.backgroundStyle = .prominent
    #expect(capsules() == [CGRect(x: 72.5, y: 7, width: 55, height: 26)])
  }

  /// `setTitleTextAttributes(_:for:)` colours the titles of its state; `.selected` falls back to `.normal`'s.
  @Test func segmentTitlesTakeTheirStatesColour() {
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    control.selectedSegmentIndex = 0
    control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    control.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
    func colours() -> [UIColor] {
      control.drawnContent.compactMap { item -> UIColor? in
        if case .text(_, _, let colour) = item { return colour }
        return nil
      }
    }
    #expect(colours() == [.systemRed, .systemRed, .systemRed])
    control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    #expect(colours() == [.white, .systemRed, .systemRed])
  }

  @Test func stackViewsTakeTheSystemSpacing() {
    let first = UIView()
    let second = UIView()
    for view in [first, second] {
      view.widthAnchor.constraint(equalToConstant: 40).isActive = true
    }
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.spacing = UIStackView.spacingUseSystem
    stack.frame = CGRect(x: 0, y: 0, width: 88, height: 20)
    stack.layoutIfNeeded()
    #expect(second.frame.minX == 48)
    stack.setCustomSpacing(20, after: first)
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: first)
    stack.layoutIfNeeded()
    #expect(second.frame.minX == 48)
  }

  /// Actions are removed by identifier; the event handlers are enumerated until the iterator stops.
  @Test func controlsRemoveActionsByIdentifierAndEnumerateHandlers() {
    let button = UIButton(type: .system)
    var taps = 0
    button.addAction(
      UIAction(identifier: UIAction.Identifier("tap")) { _ in taps += 1 }, for: .touchUpInside)
    button.addAction(UIAction { _ in taps += 10 }, for: .touchUpInside)
    let owner = UIViewController()
    button.addTarget(owner, action: Selector("tap"), for: .touchUpInside)
    #expect(button.allTargets.contains(AnyHashable(owner)))
    var seen = 0
    button.enumerateEventHandlers { _, _, _, stop in
      seen += 1
      stop = seen == 2
    }
    #expect(seen == 2)
    button.removeAction(identifiedBy: UIAction.Identifier("tap"), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(taps == 10)
    button.toolTip = "Send"
    #expect(button.toolTipInteraction?.defaultToolTip == "Send")
    #expect(button.contextMenuInteraction == nil)
  }

  /// UIKit's documented label defaults: a shadow offset of (0, −1) and baselines aligned when text shrinks.
  @Test func labelDefaults() {
    let label = UILabel()
    #expect(label.shadowOffset == CGSize(width: 0, height: -1) && label.shadowColor == nil)
    #expect(label.baselineAdjustment == .alignBaselines && label.sizingRule == .typographic)
    let toggle = UISwitch()
    #expect(toggle.style == .sliding && toggle.onImage == nil)
  }
}
