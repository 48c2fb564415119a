import Foundation

/// Where a button's image, title and subtitle go in its content rectangle, as UIKit lays a button out.
///
/// The title and the subtitle (a configuration's, below the title) form one block; the image stands on the side of
/// it that the configuration's `imagePlacement` names (leading for a button without a configuration), `imagePadding`
/// away. Leading and trailing follow the button's layout direction, so `semanticContentAttribute =
/// .forceRightToLeft` puts a leading image after the title. The group is aligned in the content rectangle by
/// `contentHorizontalAlignment` and centred vertically.
struct ButtonContentPlacement {
  var image: CGRect
  var title: CGRect
  var subtitle: CGRect?
  /// A pop-up button's indicator, after everything else on the trailing side.
  var indicator: CGRect?

  /// The pop-up indicator's size (two stacked chevrons) and its distance from the title: approximations of UIKit's
  /// `chevron.up.chevron.down` mark (docs/uikit-defaults.md).
  static let indicatorSize = CGSize(width: 8, height: 12)
  static let indicatorPadding: CGFloat = 6

  /// The sizes of what a button shows, and how it arranges them.
  struct Content {
    var image: CGSize?
    var title: CGSize
    var subtitle: CGSize?
    var imagePadding: CGFloat
    var titlePadding: CGFloat
    var imageEdge: DirectionalRectEdge
    var titleAlignment: Button.Configuration.TitleAlignment
    var rightToLeft: Bool
    var alignment: Control.ContentHorizontalAlignment
    /// Whether a pop-up indicator follows the content.
    var hasIndicator = false

    /// Whether the image stands above or below the title.
    var stacksVertically: Bool { image != nil && (imageEdge == .top || imageEdge == .bottom) }

    /// The title and subtitle block's size.
    var block: CGSize {
      guard let subtitle else { return title }
      return CGSize(
        width: max(title.width, subtitle.width),
        height: title.height + titlePadding + subtitle.height)
    }

    /// The size of the image, the block and the indicator together.
    var size: CGSize {
      let content = contentSize
      guard hasIndicator else { return content }
      return CGSize(
        width: content.width + ButtonContentPlacement.indicatorPadding
          + ButtonContentPlacement.indicatorSize.width,
        height: max(content.height, ButtonContentPlacement.indicatorSize.height))
    }

    /// The size of the image and the block together.
    var contentSize: CGSize {
      guard let image else { return block }
      let padding = block == .zero ? 0 : imagePadding
      return stacksVertically
        ? CGSize(
          width: max(image.width, block.width), height: image.height + padding + block.height)
        : CGSize(
          width: image.width + padding + block.width, height: max(image.height, block.height))
    }
  }

  /// The rectangles for `content` in `inner`.
  init(_ content: Content, in inner: CGRect) {
    let whole = content.size
    var x: CGFloat
    switch content.alignment {
    case .left: x = inner.minX
    case .right: x = inner.minX + max(inner.width - whole.width, 0)
    default: x = inner.minX + max(inner.width - whole.width, 0) / 2
    }
    let size = content.contentSize
    indicator = nil
    if content.hasIndicator {
      let mark = Self.indicatorSize
      let extra = Self.indicatorPadding + mark.width
      // The indicator is on the trailing side: after the content, or before it right to left.
      indicator = CGRect(
        x: content.rightToLeft ? x : x + size.width + Self.indicatorPadding,
        y: inner.midY - mark.height / 2,
        width: mark.width, height: mark.height)
      if content.rightToLeft { x += extra }
    }
    let block = content.block
    let padding = block == .zero ? 0 : content.imagePadding
    var blockOrigin: CGPoint
    if let imageSize = content.image {
      if content.stacksVertically {
        let top = inner.midY - size.height / 2
        let imageFirst = content.imageEdge == .top
        image = CGRect(
          x: x + (size.width - imageSize.width) / 2,
          y: imageFirst ? top : top + block.height + padding, width: imageSize.width,
          height: imageSize.height)
        blockOrigin = CGPoint(
          x: x + (size.width - block.width) / 2,
          y: imageFirst ? top + imageSize.height + padding : top)
      } else {
        let imageFirst = (content.imageEdge == .trailing) == content.rightToLeft
        image = CGRect(
          x: imageFirst ? x : x + block.width + padding, y: inner.midY - imageSize.height / 2,
          width: imageSize.width, height: imageSize.height)
        blockOrigin = CGPoint(
          x: imageFirst ? x + imageSize.width + padding : x, y: inner.midY - block.height / 2)
      }
    } else {
      image = CGRect(x: x, y: inner.midY, width: 0, height: 0)
      blockOrigin = CGPoint(x: x, y: inner.midY - block.height / 2)
    }
    // Within the block, a title and subtitle of different widths line up as the title alignment says: centred
    // under an image above or below, else to the leading side, unless told otherwise.
    func lined(_ width: CGFloat) -> CGFloat {
      let spare = block.width - width
      switch content.titleAlignment {
      case .center: return spare / 2
      case .leading: return content.rightToLeft ? spare : 0
      case .trailing: return content.rightToLeft ? 0 : spare
      case .automatic:
        return content.stacksVertically ? spare / 2 : (content.rightToLeft ? spare : 0)
      }
    }
    // The title keeps its own size, cut at the content rectangle's trailing edge.
    let titleX = blockOrigin.x + lined(content.title.width)
    title = CGRect(
      x: titleX, y: blockOrigin.y, width: min(content.title.width, max(inner.maxX - titleX, 0)),
      height: content.title.height)
    subtitle = content.subtitle.map {
      CGRect(
        x: blockOrigin.x + lined($0.width),
        y: blockOrigin.y + content.title.height + content.titlePadding,
        width: $0.width, height: $0.height)
    }
  }
}
