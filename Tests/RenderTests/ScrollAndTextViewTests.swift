import Foundation
import LayoutRender
import Testing

/// Scroll views draw their content shifted by the content offset and clipped; text views keep UIKit's insets and
/// size themselves like labels when they do not scroll.
@Suite struct ScrollAndTextViewTests {
  @Test func scrolledContentIsDrawnShiftedAndClipped() throws {
    let image = try Scene(
      "scroll", size: CGSize(width: 100, height: 200), scale: 1, backgroundColor: .white
    ) {
      root in
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      root.addSubview(scroll)
      let colours: [UIColor] = [.systemGreen, .systemRed, .systemBlue]
      for (index, colour) in colours.enumerated() {
        let band = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 50, width: 100, height: 50))
        band.backgroundColor = colour
        scroll.addSubview(band)
      }
      scroll.contentSize = CGSize(width: 100, height: 150)
      scroll.contentOffset = CGPoint(x: 0, y: 50)
    }.image()
    // Offset 50: the red band (content 50 ... 100) shows at 0 ... 50, the blue one at 50 ... 100; the green one is
    // scrolled out, and nothing is drawn below the scroll view's frame.
    let red = image.pixel(x: 50, y: 25)
    #expect((red.r, red.g, red.b) == (0xFF, 0x3B, 0x30))
    let blue = image.pixel(x: 50, y: 75)
    #expect((blue.r, blue.g, blue.b) == (0x00, 0x7A, 0xFF))
    let below = image.pixel(x: 50, y: 125)
    #expect((below.r, below.g, below.b) == (255, 255, 255))
  }

  @Test func aScrollingTextViewHasNoIntrinsicSize() {
    let view = UITextView()
    view.text = "Hello"
    #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    #expect(view.intrinsicContentSize.height == UIView.noIntrinsicMetric)
    #expect(view.font == nil)
    #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
  }

  @Test func aNonScrollingTextViewIsItsTextPlusInsetsAndPadding() {
    let view = UITextView()
    view.isScrollEnabled = false
    view.font = .systemFont(ofSize: 17)
    view.text = "Notes"
    let label = UILabel("Notes")
    label.font = .systemFont(ofSize: 17)
    let text = label.intrinsicContentSize
    // 5 points of line-fragment padding on each side, 8 above and below.
    #expect(view.intrinsicContentSize == CGSize(width: text.width + 10, height: text.height + 16))
    // Wrapped at a width: the height of the label wrapped at that width less the padding.
    let long = String(repeating: "word ", count: 40)
    view.text = long
    label.text = long
    label.numberOfLines = 0
    let wrapped = label.intrinsicContentSize(forWidth: 190)
    #expect(view.intrinsicContentSize(forWidth: 200).height == wrapped.height + 16)
  }

  @Test func anEmptyTextViewIsOneLineOfItsDefaultTwelvePointFontHigh() {
    let view = UITextView()
    view.isScrollEnabled = false
    #expect(view.intrinsicContentSize.height == UIFont.systemFont(ofSize: 12).lineHeight + 16)
  }
}
