import Foundation

/// A bar that shows how far a task has got (UIKit's `UIProgressView`).
///
/// It has no intrinsic width; the `.default` style is 4 points high with rounded ends, as UIKit draws it since
/// iOS 14, and the `.bar` style 2.5 points with square ends (its toolbar height since iOS 7). The filled part is
/// ``progressTintColor`` (the tint colour by default) over a track in the system fill; it grows from the leading
/// edge.
@preconcurrency @MainActor
open class ProgressView: View, ContentDrawing {
  /// The looks of a progress view (UIKit's `UIProgressView.Style`).
  public enum Style: Int, Sendable {
    case `default` = 0, bar
  }

  /// The style chosen at creation.
  open var progressViewStyle: Style = .default { didSet { invalidateIntrinsicContentSize() } }
  /// How far the task has got, from 0 to 1 (clamped).
  open var progress: Float {
    get { storedProgress }
    set { storedProgress = min(max(newValue, 0), 1) }
  }
  private var storedProgress: Float = 0
  /// The filled part's colour; `nil` for the tint colour.
  open var progressTintColor: Color? {
    didSet { noteAppearance(\ProgressView.progressTintColor) }
  }
  /// The track's colour; `nil` for the system fill.
  open var trackTintColor: Color? {
    didSet { noteAppearance(\ProgressView.trackTintColor) }
  }
  /// An image drawn stretched over the filled part, instead of ``progressTintColor``.
  open var progressImage: Image?
  /// An image drawn stretched over the track, instead of ``trackTintColor``.
  open var trackImage: Image?
  /// A `Progress` object whose fraction sets ``progress`` when it is assigned.
  open var observedProgress: Progress? {
    didSet { if let observedProgress { progress = Float(observedProgress.fractionCompleted) } }
  }

  /// A progress view in a style.
  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: .zero)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the progress (there is no animation here).
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
  }

  package var drawnContent: [DrawnContent] {
    let radius = progressViewStyle == .bar ? 0 : bounds.height / 2
    let width = bounds.width * CGFloat(progress)
    let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - width : 0
    var content: [DrawnContent] = [
      trackImage.map { .image($0, bounds, tint: nil) }
        ?? .fill(bounds, trackTintColor ?? .systemFill, cornerRadius: radius)
    ]
    if width > 0 {
      let filled = CGRect(x: x, y: 0, width: width, height: bounds.height)
      content.append(
        progressImage.map { .image($0, filled, tint: nil) }
          ?? .fill(filled, progressTintColor ?? tintColor, cornerRadius: radius))
    }
    return content
  }
}
