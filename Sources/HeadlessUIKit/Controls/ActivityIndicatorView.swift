import Foundation

/// A spinner that shows a task is under way (UIKit's `UIActivityIndicatorView`).
///
/// `.medium` is 20 × 20 points and `.large` 37 × 37, the sizes UIKit has given its small and large indicators
/// since iPhone OS 2 (`UIActivityIndicatorViewStyleGray` and `…WhiteLarge`). A picture is a still frame: eight
/// spokes fading around the circle, drawn only while animating. As in UIKit, ``hidesWhenStopped`` (true by default)
/// hides a stopped indicator, so a new one is hidden until ``startAnimating()``.
@preconcurrency @MainActor
open class ActivityIndicatorView: View, ContentDrawing {
  /// The indicator's size and colour (UIKit's `UIActivityIndicatorView.Style`, with the iOS 13 names and the
  /// older ones).
  public enum Style: Int, Sendable {
    case whiteLarge = 0, white, gray
    case medium = 100, large = 101
  }

  /// The size and default colour.
  ///
  /// An indicator at its old style's size takes the new style's, about its centre, as UIKit's does: a
  /// `UIActivityIndicatorView()` made `.large` afterwards is 37 points across, not 20.
  open var style: Style = .medium {
    didSet {
      if style != oldValue, bounds.size == Self.size(of: oldValue) {
        bounds.size = Self.size(of: style)
      }
      invalidateIntrinsicContentSize()
    }
  }
  /// The spokes' colour; by default grey, white for the older white styles.
  open var color: Color! {
    get {
      storedColor
        ?? ((style == .white || style == .whiteLarge) ? .white : .systemGray)
    }
    set { storedColor = newValue }
  }
  private var storedColor: Color?
  /// Whether the indicator hides itself while stopped (true by default).
  open var hidesWhenStopped = true {
    didSet { if !animating { isHidden = hidesWhenStopped } }
  }
  private var animating = false

  /// An indicator in a style, sized for it (20 × 20 or 37 × 37, as UIKit sizes an indicator made with a style);
  /// hidden until it starts animating.
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
    isHidden = true
  }

  /// An indicator of the medium style in `frame`; an empty frame (`UIActivityIndicatorView()`) takes the style's
  /// 20 × 20 points, so that the usual `spinner.center = view.center` shows it where UIKit draws it.
  public override init(frame: CGRect) {
    let size = frame.size == .zero ? Self.size(of: .medium) : frame.size
    super.init(frame: CGRect(origin: frame.origin, size: size))
    isHidden = true
  }

  /// UIKit's archive initialiser, which cannot fail for an activity indicator; there are no archives here.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
    isHidden = true
  }

  /// Whether it is animating (showing its spokes).
  open var isAnimating: Bool { animating }

  /// Starts the animation: the spokes show.
  open func startAnimating() {
    animating = true
    isHidden = false
  }

  /// Stops the animation; the indicator hides if ``hidesWhenStopped``.
  open func stopAnimating() {
    animating = false
    if hidesWhenStopped { isHidden = true }
  }

  private static func size(of style: Style) -> CGSize {
    style == .large || style == .whiteLarge
      ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
  }

  open override var intrinsicContentSize: CGSize { Self.size(of: style) }

  package var drawnContent: [DrawnContent] {
    guard animating || !hidesWhenStopped else { return [] }
    let side = min(bounds.width, bounds.height)
    guard side > 0 else { return [] }
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    let width = side * 0.09
    let outer = side / 2 - width / 2
    let inner = outer * 0.5
    return (0..<8).map { index in
      // Spoke 0 points up and is the most opaque; the others fade clockwise behind it.
      let angle = Double(index) * .pi / 4 - .pi / 2
      let (cosine, sine) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
      let alpha = 1 - CGFloat(index) * 0.1
      return .line(
        from: CGPoint(x: centre.x + cosine * inner, y: centre.y + sine * inner),
        to: CGPoint(x: centre.x + cosine * outer, y: centre.y + sine * outer),
        color.withAlphaComponent(color.alpha * alpha), lineWidth: width)
    }
  }
}
