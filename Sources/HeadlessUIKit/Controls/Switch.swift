import Foundation

/// An on/off switch (UIKit's `UISwitch`), always 51 × 31 points.
///
/// UIKit fixes a switch's size at 51 × 31 whatever frame it is given (UISwitch documentation; the size has not
/// changed since iOS 7), so `init(frame:)` keeps only the origin. The look follows iOS 13 and later: a capsule track
/// in ``onTintColor`` (system green) when on and the system fill colour when off, with a 27-point white thumb inset
/// 2 points, on the trailing side when on (mirrored in right-to-left layout, as UIKit mirrors it). UIKit draws a
/// soft shadow under the thumb; until layers draw shadows, a hairline ring stands for it.
@preconcurrency @MainActor
open class Switch: Control, ContentDrawing {
  /// UIKit's fixed switch size.
  public static let size = CGSize(width: 51, height: 31)
  /// The thumb's diameter and its inset from the track (iOS 13+ switch: a 27 pt thumb in a 31 pt track).
  static let thumbDiameter: CGFloat = 27
  static let thumbInset: CGFloat = 2

  /// Whether the switch is on (false by default).
  open var isOn = false
  /// The track's colour when on; `nil` for the system green.
  open var onTintColor: Color? {
    didSet { noteAppearance(\Switch.onTintColor) }
  }
  /// The thumb's colour; `nil` for white.
  open var thumbTintColor: Color? {
    didSet { noteAppearance(\Switch.thumbTintColor) }
  }
  /// UIKit's `preferredStyle`; there is only the sliding switch here.
  open var preferredStyle: Style = .automatic
  /// The style the switch has: sliding on iOS, whatever was preferred (checkboxes are a Mac idiom).
  open var style: Style { .sliding }
  /// An image for the on state (ignored since iOS 7, in UIKit as here).
  open var onImage: Image?
  /// An image for the off state (ignored since iOS 7, in UIKit as here).
  open var offImage: Image?
  /// A title shown beside a checkbox-style switch (stored; a sliding switch has none, in UIKit as here).
  open var title: String?

  /// The looks a switch can ask for (UIKit's `UISwitch.Style`).
  public enum Style: Int, Sendable {
    case automatic = 0, checkbox, sliding
  }

  /// A switch at `frame`'s origin, 51 × 31 whatever size `frame` has.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    holdFixedSize()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    holdFixedSize()
  }

  /// Turns the switch on or off (there is no animation here).
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  open override var intrinsicContentSize: CGSize { Self.size }

  /// Where the switch is drawn: 51 × 31 at the top leading corner, however large constraints make its frame (a
  /// UIKit switch never draws larger).
  var trackRect: CGRect {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    return CGRect(
      x: rightToLeft ? bounds.width - Self.size.width : 0, y: 0, width: Self.size.width,
      height: Self.size.height)
  }

  /// The thumb's rectangle in the view's coordinates: trailing when on.
  var thumbRect: CGRect {
    let diameter = Self.thumbDiameter
    let track = trackRect
    let trailing = isOn != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
    let x = trailing ? track.maxX - Self.thumbInset - diameter : track.minX + Self.thumbInset
    return CGRect(x: x, y: track.midY - diameter / 2, width: diameter, height: diameter)
  }

  package var drawnContent: [DrawnContent] {
    let track = isOn ? (onTintColor ?? .systemGreen) : Color.systemFill
    let dim: (Color) -> Color = { [isEnabled] color in
      // UIKit draws a disabled switch at half opacity.
      isEnabled ? color : color.withAlphaComponent(color.alpha * 0.5)
    }
    let thumb = thumbRect
    return [
      .fill(trackRect, dim(track), cornerRadius: Self.size.height / 2),
      .ellipse(thumb, dim(thumbTintColor ?? .white)),
      .stroke(
        thumb, dim(Color.black.withAlphaComponent(0.06)), cornerRadius: thumb.height / 2,
        lineWidth: 0.5),
    ]
  }
}
