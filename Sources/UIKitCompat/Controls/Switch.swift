import Foundation
import Layout

/// An on/off switch (UIKit's `UISwitch`), always 51 × 31 points.
///
/// UIKit fixes a switch's size at 51 × 31 whatever frame it is given (UISwitch documentation; the size has not
/// changed since iOS 7), so `init(frame:)` keeps only the origin. The look follows iOS 13 and later: a capsule track
/// in ``onTintColor`` (system green) when on and the system fill colour when off, with a 27-point white thumb inset
/// 2 points, on the trailing side when on (mirrored in right-to-left layout, as UIKit mirrors it). UIKit draws a
/// soft shadow under the thumb; until layers draw shadows, a hairline ring stands for it.
open class Switch: Control, ContentDrawing {
  /// UIKit's fixed switch size.
  public static let size = CGSize(width: 51, height: 31)
  /// The thumb's diameter and its inset from the track (iOS 13+ switch: a 27 pt thumb in a 31 pt track).
  static let thumbDiameter: CGFloat = 27
  static let thumbInset: CGFloat = 2

  /// Whether the switch is on (false by default).
  open var isOn = false
  /// The track's colour when on; `nil` for the system green.
  public var onTintColor: Color?
  /// The thumb's colour; `nil` for white.
  public var thumbTintColor: Color?
  /// UIKit's `preferredStyle`; there is only the sliding switch here.
  public var preferredStyle: Style = .automatic

  /// The looks a switch can ask for (UIKit's `UISwitch.Style`).
  public enum Style: Int, Sendable {
    case automatic = 0, checkbox, sliding
  }

  /// A switch at `frame`'s origin, 51 × 31 whatever size `frame` has.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Turns the switch on or off (there is no animation here).
  public func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  open override var intrinsicContentSize: CGSize { Self.size }

  /// The thumb's rectangle in the view's coordinates: trailing when on.
  var thumbRect: CGRect {
    let diameter = Self.thumbDiameter
    let trailing = isOn != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
    let x = trailing ? bounds.width - Self.thumbInset - diameter : Self.thumbInset
    return CGRect(x: x, y: (bounds.height - diameter) / 2, width: diameter, height: diameter)
  }

  package var drawnContent: [DrawnContent] {
    let track = isOn ? (onTintColor ?? .systemGreen) : Color.systemFill
    let dim: (Color) -> Color = { [isEnabled] color in
      // UIKit draws a disabled switch at half opacity.
      isEnabled ? color : color.withAlphaComponent(color.alpha * 0.5)
    }
    let thumb = thumbRect
    return [
      .fill(bounds, dim(track), cornerRadius: bounds.height / 2),
      .ellipse(thumb, dim(thumbTintColor ?? .white)),
      .stroke(
        thumb, dim(Color.black.withAlphaComponent(0.06)), cornerRadius: thumb.height / 2,
        lineWidth: 0.5),
    ]
  }
}
