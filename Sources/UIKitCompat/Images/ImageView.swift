import Foundation
import Layout

/// A view that shows an image (UIKit's `UIImageView`); its intrinsic size is the image's size in points.
open class ImageView: View, ContentDrawing {
  open var image: Image? { didSet { invalidateIntrinsicContentSize() } }

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
    let tint = image.drawingTint(fallback: tintColor)
    return [.image(image, imageRect(in: bounds), tint: tint)]
  }

  /// Where the image is drawn for its content mode, in the view's coordinates.
  public func imageRect(in bounds: CGRect) -> CGRect {
    guard let size = image?.size else { return .zero }
    return contentMode.placement(of: size, in: bounds)
  }
}
