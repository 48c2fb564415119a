import Foundation
import LayoutRender
import Testing

/// UIKit's sizes and defaults for the controls screens contain, and where their parts are drawn.
///
/// Colours are worked out by hand from the system colours' values (translucent fills composed over a white
/// background: c' = 255 - (255 - c) · alpha).
@Suite struct ScreenControlTests {
  /// Renders one view at 1 pixel per point on white, at (0, 0) with its intrinsic size (or `size`).
  func image(of view: UIView, size: CGSize? = nil, direction: LayoutDirection = .leftToRight)
    throws -> RGBAImage
  {
    let fitted = size ?? view.intrinsicContentSize
    return try Scene(
      "control", size: fitted, scale: 1, layoutDirection: direction, backgroundColor: .white
    ) { root in
      view.frame = CGRect(origin: .zero, size: fitted)
      root.addSubview(view)
    }.image()
  }

  func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
    let pixel = image.pixel(x: x, y: y)
    return [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
  }

  func close(_ a: [Int], _ b: [Int], within tolerance: Int = 2) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  // MARK: - UISwitch

  @Test func aSwitchIsFiftyOneByThirtyOneWhateverItsFrame() {
    #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
    let framed = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    #expect(framed.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    #expect(!framed.isOn)
  }

  @Test func anOnSwitchIsGreenWithItsThumbTrailing() throws {
    let control = UISwitch()
    control.setOn(true, animated: false)
    let image = try image(of: control)
    // Track centre-left (x 8): system green #34C759. Thumb centre: 51 - 2 - 13.5 = 35.5.
    #expect(close(rgb(image, 8, 15), [0x34, 0xC7, 0x59]))
    #expect(close(rgb(image, 35, 15), [255, 255, 255]))
  }

  @Test func anOffSwitchShowsTheSystemFillWithItsThumbLeading() throws {
    let image = try image(of: UISwitch())
    // systemFill is #787880 at 20 %: 255 - 135 · 0.2 = 228, 228 for 0x78, 255 - 127 · 0.2 = 229.6 for 0x80.
    #expect(close(rgb(image, 43, 15), [228, 228, 230]))
    // Thumb centre: 2 + 13.5 = 15.5.
    #expect(close(rgb(image, 15, 15), [255, 255, 255]))
  }

  @Test func rightToLeftMirrorsTheThumb() throws {
    let control = UISwitch()
    control.isOn = true
    let image = try image(of: control, direction: .rightToLeft)
    #expect(close(rgb(image, 15, 15), [255, 255, 255]))
    #expect(close(rgb(image, 43, 15), [0x34, 0xC7, 0x59]))
  }

  @Test func aStretchedSwitchStillDrawsFiftyOneByThirtyOneAtItsLeadingEdge() throws {
    let control = UISwitch()
    control.isOn = true
    #expect(control.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    let image = try image(of: control, size: CGSize(width: 200, height: 31))
    #expect(close(rgb(image, 8, 15), [0x34, 0xC7, 0x59]))
    // Beyond x 51 there is only the background.
    #expect(close(rgb(image, 100, 15), [255, 255, 255]))
  }

  @Test func onTintColorReplacesTheGreen() throws {
    let control = UISwitch()
    control.isOn = true
    control.onTintColor = .systemRed
    #expect(close(rgb(try image(of: control), 8, 15), [0xFF, 0x3B, 0x30]))
  }

  // MARK: - UISegmentedControl

  @Test func segmentsAreEquallyWideTheWidestTitlePlusPaddingAndThirtyTwoHigh() {
    let control = UISegmentedControl(items: ["Day", "Week", "Month"])
    let widest =
      ["Day", "Week", "Month"].map { title -> CGFloat in
        let label = UILabel(title)
        label.font = .systemFont(ofSize: 13, weight: .semibold)
        return label.intrinsicContentSize.width
      }.max() ?? 0
    #expect(control.numberOfSegments == 3)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(control.intrinsicContentSize.height == 32)
    #expect(abs(control.intrinsicContentSize.width - 3 * (widest + 24)) < 1e-9)
  }

  @Test func segmentsCanBeInsertedRemovedRetitledAndFixedInWidth() {
    let control = UISegmentedControl(items: ["A"])
    control.insertSegment(withTitle: "B", at: 5, animated: false)
    control.insertSegment(withTitle: "Z", at: 0, animated: false)
    #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Z", "A", "B"])
    control.setWidth(50, forSegmentAt: 0)
    control.setWidth(50, forSegmentAt: 1)
    control.setWidth(50, forSegmentAt: 2)
    #expect(control.intrinsicContentSize.width == 150)
    control.selectedSegmentIndex = 2
    control.removeSegment(at: 2, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
  }

  @Test func theSelectedSegmentIsAWhitePlateOnTheGreyTrack() throws {
    let control = UISegmentedControl(items: ["One", "Two"])
    for index in 0..<2 { control.setWidth(100, forSegmentAt: index) }
    control.selectedSegmentIndex = 1
    let image = try image(of: control)
    // tertiarySystemFill, #767680 at 12 %: 255 - 137 · 0.12 = 238.6, 255 - 127 · 0.12 = 239.8.
    #expect(close(rgb(image, 10, 5), [239, 239, 240]))
    // The plate in the second segment, inset 2 points: white away from its title.
    #expect(close(rgb(image, 106, 5), [255, 255, 255]))
  }

  // MARK: - UISlider

  @Test func aSliderHasNoIntrinsicWidthAndIsThirtyOneHigh() {
    let slider = UISlider()
    #expect(slider.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    #expect(slider.intrinsicContentSize.height == 31)
    #expect(slider.value == 0.5)
    slider.value = 7
    #expect(slider.value == 1)
    slider.minimumValue = 2
    slider.maximumValue = 10
    #expect(slider.value == 2)
  }

  @Test func theTrackIsTintedUpToTheThumbAndGreyAfterIt() throws {
    let slider = UISlider()
    slider.value = 0.25
    let image = try image(of: slider, size: CGSize(width: 228, height: 31))
    // Thumb travel: 228 - 28 = 200, so the thumb's centre is at 14 + 50 = 64; the track is y 13.5 ... 17.5.
    #expect(close(rgb(image, 30, 15), [0x00, 0x7A, 0xFF]))
    #expect(close(rgb(image, 150, 15), [228, 228, 230]))
    #expect(close(rgb(image, 64, 15), [255, 255, 255]))
    // Above the track, beside the thumb: background.
    #expect(close(rgb(image, 150, 5), [255, 255, 255]))
  }

  // MARK: - UIProgressView

  @Test func aProgressViewIsFourPointsHighAndFillsFromTheLeadingEdge() throws {
    let bar = UIProgressView(progressViewStyle: .default)
    #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
    #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 2.5)
    bar.progress = 0.5
    let image = try image(of: bar, size: CGSize(width: 100, height: 4))
    #expect(close(rgb(image, 25, 2), [0x00, 0x7A, 0xFF]))
    #expect(close(rgb(image, 75, 2), [228, 228, 230]))
    bar.progress = 2
    #expect(bar.progress == 1)
  }

  // MARK: - UIActivityIndicatorView

  @Test func indicatorsHaveUIKitsTwoSizesAndHideWhileStopped() throws {
    #expect(
      UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(
      UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    // Spokes are 0.09 · 37 = 3.33 wide; the top one runs from y 18.5 - (18.5 - 1.665) = 1.665 down to half that
    // radius, y 10.08, along x 18.5: (18, 6) is on it, the centre is background.
    let image = try image(of: spinner)
    #expect(rgb(image, 18, 6) != [255, 255, 255])
    #expect(rgb(image, 18, 18) == [255, 255, 255])
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
  }

  /// An indicator is sized for its style (Apple's documentation of `init(style:)`).
  ///
  /// An indicator made without a frame takes the medium style's size, so that centring it puts it where UIKit
  /// draws it.
  @Test func indicatorsMadeWithAStyleOrNoFrameHaveTheStylesSize() {
    #expect(
      UIActivityIndicatorView(style: .large).frame == CGRect(x: 0, y: 0, width: 37, height: 37))
    #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))
    let spinner = UIActivityIndicatorView()
    spinner.center = CGPoint(x: 100, y: 50)
    #expect(spinner.frame == CGRect(x: 90, y: 40, width: 20, height: 20))
    // A frame given is kept.
    #expect(
      UIActivityIndicatorView(frame: CGRect(x: 5, y: 5, width: 60, height: 60)).frame.size
        == CGSize(width: 60, height: 60))
    // Made large afterwards, it takes the large style's 37 points about the same centre: 100 − 18.5, 50 − 18.5.
    spinner.style = .large
    #expect(spinner.frame == CGRect(x: 81.5, y: 31.5, width: 37, height: 37))
    // One given its own frame keeps it.
    let sized = UIActivityIndicatorView(frame: CGRect(x: 5, y: 5, width: 60, height: 60))
    sized.style = .large
    #expect(sized.frame.size == CGSize(width: 60, height: 60))
  }

  // MARK: - UIPageControl

  @Test func pageDotsAreSevenPointsNinePointsApart() throws {
    let control = UIPageControl()
    control.numberOfPages = 3
    control.currentPage = 1
    // 3 · 7 + 2 · 9 = 39, plus 8 on each side.
    #expect(control.size(forNumberOfPages: 3) == CGSize(width: 55, height: 26))
    #expect(control.intrinsicContentSize == CGSize(width: 55, height: 26))
    control.currentPage = 9
    #expect(control.currentPage == 2)
    control.currentPage = 1
    let image = try image(of: control)
    // Dot centres at x 8 + 3.5 = 11.5, 27.5, 43.5; y 13. The current (middle) dot is black (label).
    #expect(close(rgb(image, 27, 13), [0, 0, 0]))
    // tertiaryLabel, #3C3C43 at 30 %: 255 - 195 · 0.3 = 196.5, 255 - 188 · 0.3 = 198.6.
    #expect(close(rgb(image, 11, 13), [196, 196, 199], within: 3))
    #expect(rgb(image, 19, 13) == [255, 255, 255])
  }
}
