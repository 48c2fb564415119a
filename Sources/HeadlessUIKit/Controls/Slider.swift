import Foundation

/// A control for choosing a value in a continuous range (UIKit's `UISlider`).
///
/// It has no intrinsic width and is 31 points high, the height UIKit gives a slider since iOS 7 (UISlider's
/// `sizeThatFits`). The look is iOS 13 and later's: a 4-point capsule track, tinted (``minimumTrackTintColor``, the
/// tint colour by default) up to the value and filled with the system fill beyond it, under a 28-point white thumb
/// (Apple's iOS design resources). Value images sit at the ends, 12 points from the track. The thumb's shadow
/// waits for layers to draw shadows; a hairline ring stands for it.
@preconcurrency @MainActor
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
  /// The slider's look: the default one, or the thumbless one (drawn without a thumb).
  open var sliderStyle: Style = .default
  /// The track's tick marks (stored; the track is drawn plain here).
  open var trackConfiguration: TrackConfiguration?
  /// The style the slider asks for; iOS resolves `.automatic` to `.pad`.
  open var preferredBehavioralStyle: BehavioralStyle = .automatic
  /// The style the slider has: always `.pad` on iOS.
  open var behavioralStyle: BehavioralStyle { .pad }

  private var thumbImages = StateValues<Image>()
  private var minimumTrackImages = StateValues<Image>()
  private var maximumTrackImages = StateValues<Image>()

  /// The looks a slider can have (UIKit's `UISlider.Style`).
  public enum Style: Int, Sendable {
    case `default` = 0
    case thumbless = 1
  }

  /// Tick marks along the track (UIKit's `UISlider.TrackConfiguration`): stored, drawn plain here.
  public struct TrackConfiguration: Sendable {
    /// Whether the value snaps to the ticks.
    public var allowsTickValuesOnly: Bool
    /// The range, as fractions of the track, that the value may take.
    public var enabledRange: ClosedRange<Float>
    /// The number of evenly spaced ticks.
    public var numberOfTicks: Int

    /// Evenly spaced ticks.
    public init(numberOfTicks: Int) {
      self.numberOfTicks = numberOfTicks
      allowsTickValuesOnly = true
      enabledRange = 0...1
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the thumb's image for a state; the thumb is then drawn as the image at its own size.
  open func setThumbImage(_ image: Image?, for state: State) { thumbImages[state] = image }

  /// Sets the image of the track up to the thumb, drawn stretched along it.
  open func setMinimumTrackImage(_ image: Image?, for state: State) {
    minimumTrackImages[state] = image
  }

  /// Sets the image of the track after the thumb.
  open func setMaximumTrackImage(_ image: Image?, for state: State) {
    maximumTrackImages[state] = image
  }

  /// The thumb image for a state (the normal state's when none was set for it).
  open func thumbImage(for state: State) -> Image? { thumbImages.resolved(for: state) }

  /// The image of the track up to the thumb for a state.
  open func minimumTrackImage(for state: State) -> Image? {
    minimumTrackImages.resolved(for: state)
  }

  /// The image of the track after the thumb for a state.
  open func maximumTrackImage(for state: State) -> Image? {
    maximumTrackImages.resolved(for: state)
  }

  /// The thumb image drawn now.
  open var currentThumbImage: Image? { thumbImage(for: state) }
  /// The image of the track up to the thumb drawn now.
  open var currentMinimumTrackImage: Image? { minimumTrackImage(for: state) }
  /// The image of the track after the thumb drawn now.
  open var currentMaximumTrackImage: Image? { maximumTrackImage(for: state) }

  /// Where the minimum value image is drawn: at the leading end, centred vertically.
  open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    valueImageRect(
      minimumValueImage, bounds: bounds,
      atLeft: effectiveUserInterfaceLayoutDirection != .rightToLeft)
  }

  /// Where the maximum value image is drawn: at the trailing end, centred vertically.
  open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    valueImageRect(
      maximumValueImage, bounds: bounds,
      atLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  private func valueImageRect(_ image: Image?, bounds: CGRect, atLeft: Bool) -> CGRect {
    guard let size = image?.size else { return .zero }
    let x = atLeft ? 0 : bounds.width - size.width
    return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
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

  /// The thumb's rectangle for a value, in the view's coordinates.
  ///
  /// The thumb stays inside the track; a thumb image gives the thumb its size.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let size =
      currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
    let travel = max(rect.width - size.width, 0)
    let range = maximumValue - minimumValue
    let fraction = range > 0 ? CGFloat((value - minimumValue) / range) : 0
    let leading =
      effectiveUserInterfaceLayoutDirection == .rightToLeft
      ? rect.maxX - size.width - travel * fraction : rect.minX + travel * fraction
    return CGRect(
      x: leading, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
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
    let maximumPart =
      rightToLeft
      ? CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
      : CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
    let dim: (Color) -> Color = { [isEnabled] color in
      isEnabled ? color : color.withAlphaComponent(color.alpha * 0.5)
    }
    var content: [DrawnContent] = []
    if let image = currentMaximumTrackImage {
      content.append(.image(image, maximumPart, tint: nil))
    } else {
      content.append(
        .fill(track, dim(maximumTrackTintColor ?? .systemFill), cornerRadius: Self.trackHeight / 2))
    }
    if let image = currentMinimumTrackImage {
      content.append(.image(image, minimumPart, tint: nil))
    } else {
      content.append(
        .fill(
          minimumPart, dim(minimumTrackTintColor ?? tintColor), cornerRadius: Self.trackHeight / 2))
    }
    if let image = currentThumbImage {
      content.append(
        .image(image, thumb, tint: image.isTemplate ? dim(thumbTintColor ?? tintColor) : nil))
    } else if sliderStyle == .default {
      content += [
        .ellipse(thumb, dim(thumbTintColor ?? .white)),
        .stroke(
          thumb, dim(Color.black.withAlphaComponent(0.06)), cornerRadius: thumb.height / 2,
          lineWidth: 0.5),
      ]
    }
    let ends = [
      (minimumValueImage, minimumValueImageRect(forBounds: bounds)),
      (maximumValueImage, maximumValueImageRect(forBounds: bounds)),
    ]
    for case (let image?, let rect) in ends {
      content.append(.image(image, rect, tint: image.isTemplate ? dim(.secondaryLabel) : nil))
    }
    return content
  }
}
