import Foundation

/// A control that steps a value up and down (UIKit's `UIStepper`), 94 × 32 points.
///
/// The defaults are UIKit's (UIStepper's documentation): value 0 from 0 to 100 in steps of 1, continuous,
/// auto-repeating, not wrapping. Its size is UIKit's since iOS 13, 94 × 32 points (an approximation measured from
/// UIKit's renders, listed in docs/uikit-defaults.md). The look: a rounded capsule in the tertiary system fill, a
/// minus and a plus in the label colour (in the tertiary label colour at the end of the range, where that half does
/// nothing), split by a hairline.
@preconcurrency @MainActor
open class Stepper: Control, ContentDrawing {
  /// UIKit's stepper size since iOS 13.
  static let size = CGSize(width: 94, height: 32)

  open var isContinuous = true
  open var autorepeat = true
  /// Whether stepping past an end wraps to the other end.
  open var wraps = false
  /// The value, always within ``minimumValue`` … ``maximumValue``.
  open var value: Double = 0 { didSet { value = clamped(value) } }
  /// The lower end; raising it past ``maximumValue`` raises that too (UIKit raises an exception instead).
  open var minimumValue: Double = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = clamped(value)
    }
  }
  /// The upper end; lowering it past ``minimumValue`` lowers that too (UIKit raises an exception instead).
  open var maximumValue: Double = 100 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = clamped(value)
    }
  }
  /// The step; UIKit requires it to be positive, and a non-positive step is kept at the last good one here.
  open var stepValue: Double = 1 { didSet { if !(stepValue > 0) { stepValue = oldValue } } }

  private var images: [String: Image] = [:]

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    holdFixedSize()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    holdFixedSize()
  }

  private func clamped(_ proposed: Double) -> Double {
    guard proposed.isFinite else { return minimumValue }
    return min(max(proposed, minimumValue), maximumValue)
  }

  open override var intrinsicContentSize: CGSize { Self.size }

  // Custom images are kept for the code that reads them back; the stepper is drawn in the system style.
  open func setBackgroundImage(_ image: Image?, for state: State) {
    images["background\(state.rawValue)"] = image
  }
  open func backgroundImage(for state: State) -> Image? { images["background\(state.rawValue)"] }
  open func setDividerImage(
    _ image: Image?, forLeftSegmentState leftState: State, rightSegmentState rightState: State
  ) {
    images["divider\(leftState.rawValue)-\(rightState.rawValue)"] = image
  }
  open func dividerImage(forLeftSegmentState state: State, rightSegmentState rightState: State)
    -> Image?
  {
    images["divider\(state.rawValue)-\(rightState.rawValue)"]
  }
  open func setIncrementImage(_ image: Image?, for state: State) {
    images["increment\(state.rawValue)"] = image
  }
  open func incrementImage(for state: State) -> Image? { images["increment\(state.rawValue)"] }
  open func setDecrementImage(_ image: Image?, for state: State) {
    images["decrement\(state.rawValue)"] = image
  }
  open func decrementImage(for state: State) -> Image? { images["decrement\(state.rawValue)"] }

  package var drawnContent: [DrawnContent] {
    let track = CGRect(origin: .zero, size: Self.size)
    let half = track.width / 2
    // Glyphs 14 points wide and 2 thick (approximate iOS 17 metrics).
    let glyph: CGFloat = 14
    let stroke: CGFloat = 2
    let canDecrease = isEnabled && (wraps || value > minimumValue)
    let canIncrease = isEnabled && (wraps || value < maximumValue)
    let minusColor: Color = canDecrease ? .label : .tertiaryLabel
    let plusColor: Color = canIncrease ? .label : .tertiaryLabel
    let minusCenter = CGPoint(x: half / 2, y: track.midY)
    let plusCenter = CGPoint(x: half + half / 2, y: track.midY)
    func bar(_ center: CGPoint, width: CGFloat, height: CGFloat) -> CGRect {
      CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }
    return [
      .fill(track, .tertiarySystemFill, cornerRadius: 8),
      .fill(
        CGRect(x: half - 0.5, y: 7, width: 1, height: track.height - 14), .opaqueSeparator,
        cornerRadius: 0),
      .fill(bar(minusCenter, width: glyph, height: stroke), minusColor, cornerRadius: 0),
      .fill(bar(plusCenter, width: glyph, height: stroke), plusColor, cornerRadius: 0),
      .fill(bar(plusCenter, width: stroke, height: glyph), plusColor, cornerRadius: 0),
    ]
  }
}
