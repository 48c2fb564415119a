import Foundation
import Layout

/// A control for choosing a value in a continuous range (UIKit's `UISlider`).
///
/// It has no intrinsic width and is 31 points high, the height UIKit gives a slider since iOS 7 (UISlider's
/// `sizeThatFits`). The look is iOS 13 and later's: a 4-point capsule track, tinted (``minimumTrackTintColor``, the
/// tint colour by default) up to the value and filled with the system fill beyond it, under a 28-point white thumb
/// (Apple's iOS design resources). Value images sit at the ends, 12 points from the track. The thumb's shadow
/// waits for layers to draw shadows; a hairline ring stands for it.
open class Slider: Control, ContentDrawing {
  /// UIKit's slider height.
  static let height: CGFloat = 31
  static let trackHeight: CGFloat = 4
  static let thumbDiameter: CGFloat = 28
  static let imageSpacing: CGFloat = 12

  /// The value, kept between ``minimumValue`` and ``maximumValue`` (0.5 by default).
  open var value: Float {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }
  private var storedValue: Float = 0.5
  /// The value at the leading end (0 by default).
  open var minimumValue: Float = 0 { didSet { value = storedValue } }
  /// The value at the trailing end (1 by default).
  open var maximumValue: Float = 1 { didSet { value = storedValue } }
  /// Whether value changes are sent while dragging (stored; nothing is dragged here).
  open var isContinuous = true
  /// The track's colour up to the thumb; `nil` for the tint colour.
  open var minimumTrackTintColor: Color?
  /// The track's colour after the thumb; `nil` for the system fill.
  open var maximumTrackTintColor: Color?
  /// The thumb's colour; `nil` for white.
  open var thumbTintColor: Color?
  /// An image before the track's leading end.
  open var minimumValueImage: Image? { didSet { invalidateIntrinsicContentSize() } }
  /// An image after the track's trailing end.
  open var maximumValueImage: Image? { didSet { invalidateIntrinsicContentSize() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the value (there is no animation here).
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  open override var intrinsicContentSize: CGSize {
    let images = [minimumValueImage, maximumValueImage].compactMap { $0?.size.height }
    return CGSize(
      width: View.noIntrinsicMetric, height: ([Self.height] + images).max() ?? Self.height)
  }

  /// The track's rectangle in the view's coordinates, between the value images.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    var rect = bounds
    if let image = minimumValueImage {
      rect.origin.x += image.size.width + Self.imageSpacing
      rect.size.width -= image.size.width + Self.imageSpacing
    }
    if let image = maximumValueImage { rect.size.width -= image.size.width + Self.imageSpacing }
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      rect.origin.x = bounds.width - rect.maxX
    }
    return CGRect(
      x: rect.minX, y: bounds.midY - Self.trackHeight / 2, width: max(rect.width, 0),
      height: Self.trackHeight)
  }

  /// Where along the track the value stands, 0 at the minimum and 1 at the maximum.
  var fraction: CGFloat {
    let range = maximumValue - minimumValue
    return range > 0 ? CGFloat((value - minimumValue) / range) : 0
  }

  /// The thumb's rectangle for a value, in the view's coordinates; the thumb stays inside the track.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let diameter = Self.thumbDiameter
    let travel = max(rect.width - diameter, 0)
    let range = maximumValue - minimumValue
    let fraction = range > 0 ? CGFloat((value - minimumValue) / range) : 0
    let leading =
      effectiveUserInterfaceLayoutDirection == .rightToLeft
      ? rect.maxX - diameter - travel * fraction : rect.minX + travel * fraction
    return CGRect(x: leading, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
  }

  package var drawnContent: [DrawnContent] {
    let track = trackRect(forBounds: bounds)
    let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let split = thumb.midX
    let minimumPart =
      rightToLeft
      ? CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
      : CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
    let dim: (Color) -> Color = { [isEnabled] color in
      isEnabled ? color : color.withAlphaComponent(color.alpha * 0.5)
    }
    var content: [DrawnContent] = [
      .fill(track, dim(maximumTrackTintColor ?? .systemFill), cornerRadius: Self.trackHeight / 2),
      .fill(
        minimumPart, dim(minimumTrackTintColor ?? tintColor), cornerRadius: Self.trackHeight / 2),
      .ellipse(thumb, dim(thumbTintColor ?? .white)),
      .stroke(
        thumb, dim(Color.black.withAlphaComponent(0.06)), cornerRadius: thumb.height / 2,
        lineWidth: 0.5),
    ]
    let ends: [(Image?, Bool)] = [
      (minimumValueImage, !rightToLeft), (maximumValueImage, rightToLeft),
    ]
    for (image, atLeft) in ends {
      guard let image else { continue }
      let size = image.size
      let x = atLeft ? 0 : bounds.width - size.width
      let rect = CGRect(
        x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
      content.append(.image(image, rect, tint: image.isTemplate ? dim(.secondaryLabel) : nil))
    }
    return content
  }
}
