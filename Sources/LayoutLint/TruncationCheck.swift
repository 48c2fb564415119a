import Foundation
import HeadlessUIKit
import RenderCore

/// `truncated`: a label whose text does not fit its frame within its line limit, so UIKit would ellipsise or cut
/// it.
enum TruncationCheck {
  /// Half a point: frames are rounded to pixels, text sizes are not.
  static let tolerance: CGFloat = 0.5

  static func findings(_ views: [InspectedView]) -> [LayoutFinding] {
    views.compactMap { inspected in
      guard let label = inspected.view as? Label, inspected.isText else { return nil }
      return finding(label, name: inspected.name, rect: inspected.frameArray)
    }
  }

  private static func finding(_ label: Label, name: String, rect: [Double]) -> LayoutFinding? {
    let insets = label.textInsets
    let space = CGSize(
      width: label.bounds.width - insets.left - insets.right,
      height: label.bounds.height - insets.top - insets.bottom)
    let needed: CGSize
    let limitCut: Bool
    // A label that shrinks its font to fit is measured in the font it is drawn in.
    let style = label.shrunkStyle(width: space.width) ?? label.textStyle
    if label.numberOfLines == 1 {
      needed = measure(style, width: nil)
      limitCut = false
    } else {
      var unlimited = style
      unlimited.numberOfLines = 0
      let full = measure(unlimited, width: space.width)
      let limited = label.numberOfLines == 0 ? full : measure(style, width: space.width)
      needed = CGSize(width: min(full.width, space.width), height: limited.height)
      limitCut = full.height > limited.height + tolerance
    }
    let tooWide = needed.width > space.width + tolerance
    // A line's height includes leading above and below the glyphs: a frame a little shorter cuts no ink, so height
    // gets a tenth of a line's slack.
    let lineSlack = max(tolerance, (label.font?.lineHeight ?? 0) * 0.1)
    let tooTall = needed.height > space.height + lineSlack
    guard tooWide || tooTall || limitCut else { return nil }
    let shown = String((label.text ?? "").prefix(40))
    let why =
      limitCut
      ? "needs more than its \(label.numberOfLines) line\(label.numberOfLines == 1 ? "" : "s")"
      : "needs \(format(needed)) but has \(format(space))"
    return LayoutFinding(
      kind: .truncated, view: name, rect: rect, message: "\"\(shown)\" is truncated: it \(why)")
  }

  private static func measure(_ style: TextStyle, width: CGFloat?) -> CGSize {
    let wrap = width.flatMap { $0 > 0 ? $0 : nil }
    return (try? TextEngine.withEngine { $0.measure(style, width: wrap) }.size) ?? .zero
  }
}

/// `W × H` in points, to a tenth.
func format(_ size: CGSize) -> String {
  func value(_ number: CGFloat) -> String {
    let rounded = (number * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
  }
  return "\(value(size.width)) × \(value(size.height)) pt"
}
