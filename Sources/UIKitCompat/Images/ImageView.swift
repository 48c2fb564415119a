import Foundation
import Layout

/// A view that shows an image (UIKit's `UIImageView`); its intrinsic size is the image's size in points.
open class ImageView: View, ContentDrawing {
  public var image: Image? { didSet { invalidateIntrinsicContentSize() } }

  /// Creates an image view, optionally with an image.
  public init(image: Image? = nil) {
    self.image = image
    super.init(frame: .zero)
  }

  /// Creates an image view without an image at `frame`, as UIKit code writes `UIImageView(frame: .zero)`.
  public override convenience init(frame: CGRect) {
    self.init(image: nil)
    self.frame = frame
  }

  /// UIKit's archive initialiser; there are no archives here, so it makes an empty view.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The image, placed for the content mode.
  package var drawnContent: [DrawnContent] {
    guard let image else { return [] }
    let tint = image.isTemplate ? (image.tintColor ?? tintColor) : nil
    return [.image(image, imageRect(in: bounds), tint: tint)]
  }

  /// Where the image is drawn for its content mode, in the view's coordinates.
  public func imageRect(in bounds: CGRect) -> CGRect {
    guard let size = image?.size, size.width > 0, size.height > 0 else { return .zero }
    let drawn: CGSize
    switch contentMode {
    case .scaleToFill, .redraw: return bounds
    case .scaleAspectFit, .scaleAspectFill:
      let ratios = (bounds.width / size.width, bounds.height / size.height)
      let factor =
        contentMode == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
      drawn = CGSize(width: size.width * factor, height: size.height * factor)
    default: drawn = size
    }
    // Where the (scaled or natural) image sits: centred, or against the edges the mode names.
    let x: CGFloat
    switch contentMode {
    case .left, .topLeft, .bottomLeft: x = bounds.minX
    case .right, .topRight, .bottomRight: x = bounds.maxX - drawn.width
    default: x = bounds.midX - drawn.width / 2
    }
    let y: CGFloat
    switch contentMode {
    case .top, .topLeft, .topRight: y = bounds.minY
    case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - drawn.height
    default: y = bounds.midY - drawn.height / 2
    }
    return CGRect(x: x, y: y, width: drawn.width, height: drawn.height)
  }
}
