import Foundation

/// A view that shows an image (UIKit's `UIImageView`); its intrinsic size is the image's size in points.
@preconcurrency @MainActor
open class ImageView: View, ContentDrawing {
  open var image: Image? { didSet { invalidateIntrinsicContentSize() } }

  /// The image shown while ``isHighlighted`` is true (the image when there is none).
  open var highlightedImage: Image? {
    didSet { if isHighlighted { invalidateIntrinsicContentSize() } }
  }
  /// Whether the view shows ``highlightedImage``.
  open var isHighlighted = false { didSet { invalidateIntrinsicContentSize() } }

  /// A symbol configuration laid over a symbol image's own, as UIKit sizes the symbol for it.
  open var preferredSymbolConfiguration: Image.SymbolConfiguration? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Frames of an animation; never animated here, so the view shows ``image`` (UIKit shows it while stopped).
  open var animationImages: [Image]?
  open var highlightedAnimationImages: [Image]?
  /// Seconds per cycle (0: a thirtieth of a second per frame, as UIKit's default).
  open var animationDuration: TimeInterval = 0
  /// Cycles to play (0: forever).
  open var animationRepeatCount = 0
  /// Nothing animates here: the view keeps showing its image.
  open func startAnimating() {}
  open func stopAnimating() {}
  open var isAnimating: Bool { false }
  /// Every image here is standard dynamic range.
  open var imageDynamicRange: Image.DynamicRange { .standard }
  open var preferredImageDynamicRange: Image.DynamicRange = .unspecified

  /// The image drawn now: the highlighted one while highlighted, if there is one, with
  /// ``preferredSymbolConfiguration`` applied to a symbol.
  var displayedImage: Image? {
    let shown = isHighlighted ? highlightedImage ?? image : image
    guard let shown, let preferredSymbolConfiguration, shown.isSymbolImage else { return shown }
    return shown.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? shown
  }

  /// Creates an image view without an image at `frame` (UIKit's designated initialiser, which subclasses
  /// override).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false  // UIView's documentation: image views default to false
    isOpaque = false
  }

  /// Creates an image view showing `image`, its frame the image's size at the origin, as UIKit's
  /// `init(image:)` sets it (UIImageView's documentation: the frame is adjusted to the image's size).
  public init(image: Image?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false  // UIView's documentation: image views default to false
    isOpaque = false
  }

  /// Creates an image view with an image and a highlighted image; the frame is the image's size.
  public init(image: Image?, highlightedImage: Image?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false  // UIView's documentation: image views default to false
    isOpaque = false
  }

  /// UIKit's archive initialiser; there are no archives here, so it makes an empty view.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false  // UIView's documentation: image views default to false
    isOpaque = false
  }

  open override var intrinsicContentSize: CGSize {
    displayedImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The image, placed for the content mode.
  package var drawnContent: [DrawnContent] {
    guard let image = displayedImage else { return [] }
    let tint = image.drawingTint(fallback: tintColor)
    return [.image(image, imageRect(in: bounds), tint: tint)]
  }

  /// Where the image is drawn for its content mode, in the view's coordinates.
  public func imageRect(in bounds: CGRect) -> CGRect {
    guard let size = displayedImage?.size else { return .zero }
    return contentMode.placement(of: size, in: bounds)
  }
}
