import Foundation

/// Where a standard cell puts its image, title and secondary text: UIKit's four cell styles and the list content
/// configurations share it, so a classic `.subtitle` cell and a `.subtitleCell()` configuration lay out alike.
///
/// The content sits inside the margins, the image at the leading edge and vertically centred, the text after it.
/// Metrics in ``ListMetrics``.
struct StandardContentLayout {
  /// How the title and the secondary text are placed.
  enum Arrangement {
    /// The title alone (`.default`), or the title above the secondary text (`.subtitle`).
    case stacked
    /// The title at the leading edge, the secondary text at the trailing edge (`.value1`).
    case sideBySide
    /// The title right-aligned in a leading column, the secondary text after it (`.value2`).
    case valueColumn
  }

  var arrangement: Arrangement
  var margins: DirectionalEdgeInsets
  var indentation: CGFloat = 0
  var imageToTextPadding: CGFloat = ListMetrics.imageToTextPadding
  var verticalPadding: CGFloat = 3
  var horizontalPadding: CGFloat = ListMetrics.textToSecondaryTextHorizontalPadding
  var minimumHeight: CGFloat = ListMetrics.standardRowHeight
  var rightToLeft = false

  /// The pieces' frames in the content's coordinates.
  struct Frames: Equatable {
    var image = CGRect.zero
    var text = CGRect.zero
    var secondaryText = CGRect.zero
  }

  /// A piece of text to place: its size for a width (nil when there is no text to show).
  typealias Measure = (CGFloat) -> CGSize

  /// The frames for content `bounds`.
  func frames(in bounds: CGRect, imageSize: CGSize?, text: Measure?, secondary: Measure?) -> Frames
  {
    var frames = Frames()
    var leading = margins.leading + indentation
    let trailing = bounds.width - margins.trailing
    let middle = bounds.height / 2
    if let imageSize, imageSize.width > 0 {
      frames.image = CGRect(
        x: leading, y: middle - imageSize.height / 2, width: imageSize.width,
        height: imageSize.height)
      leading = frames.image.maxX + imageToTextPadding
    }
    let width = max(trailing - leading, 0)
    let textSize = text?(width) ?? .zero
    switch arrangement {
    case .stacked:
      let secondarySize = secondary?(width) ?? .zero
      let gap = textSize.height > 0 && secondarySize.height > 0 ? verticalPadding : 0
      let top = middle - (textSize.height + gap + secondarySize.height) / 2
      frames.text = CGRect(x: leading, y: top, width: width, height: textSize.height)
      frames.secondaryText = CGRect(
        x: leading, y: top + textSize.height + gap, width: width, height: secondarySize.height)
    case .sideBySide:
      let secondarySize = secondary?(width) ?? .zero
      let secondaryWidth = min(secondarySize.width, width)
      let textWidth = max(
        width - secondaryWidth - (secondaryWidth > 0 ? horizontalPadding : 0), 0)
      let titleHeight = text?(textWidth).height ?? 0
      frames.text = CGRect(
        x: leading, y: middle - titleHeight / 2, width: textWidth, height: titleHeight)
      frames.secondaryText = CGRect(
        x: trailing - secondaryWidth, y: middle - secondarySize.height / 2,
        width: secondaryWidth, height: secondarySize.height)
    case .valueColumn:
      // UIKit does not publish the column's width; a third of the content stands for it (docs/uikit-lists.md).
      let column = (width / 3).rounded(.down)
      let titleHeight = text?(column).height ?? 0
      frames.text = CGRect(
        x: leading, y: middle - titleHeight / 2, width: column, height: titleHeight)
      let rest = max(width - column - horizontalPadding, 0)
      let secondaryHeight = secondary?(rest).height ?? 0
      frames.secondaryText = CGRect(
        x: leading + column + horizontalPadding, y: middle - secondaryHeight / 2, width: rest,
        height: secondaryHeight)
    }
    if rightToLeft {
      frames.image = mirrored(frames.image, in: bounds)
      frames.text = mirrored(frames.text, in: bounds)
      frames.secondaryText = mirrored(frames.secondaryText, in: bounds)
    }
    return frames
  }

  /// The height the content needs at `width`: its tallest column plus the margins, at least ``minimumHeight``.
  func height(forWidth width: CGFloat, imageSize: CGSize?, text: Measure?, secondary: Measure?)
    -> CGFloat
  {
    let bounds = CGRect(x: 0, y: 0, width: width, height: 0)
    let frames = self.frames(in: bounds, imageSize: imageSize, text: text, secondary: secondary)
    let textBlock =
      arrangement == .stacked
      ? frames.secondaryText.maxY - frames.text.minY
      : max(frames.text.height, frames.secondaryText.height)
    let content = max(textBlock, frames.image.height)
    return max(minimumHeight, (margins.top + content + margins.bottom).rounded(.up))
  }

  private func mirrored(_ rect: CGRect, in bounds: CGRect) -> CGRect {
    CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
  }
}
