import Foundation

/// A bundled face's vertical metrics, in font units, read from its own tables (`head` for the units per em, `hhea`
/// for the ascender, descender and line gap, `OS/2` or the outlines of "H" and "x" for the cap and x heights).
struct FaceMetrics {
  let unitsPerEm: CGFloat
  let ascender: CGFloat
  let descender: CGFloat
  let lineGap: CGFloat
  let capHeight: CGFloat
  let xHeight: CGFloat

  /// Inter 4.0 beta 7 (Debian 12's `fonts-inter`, Inter-Regular.otf): UPM 2816; hhea 2728 / −680 / 0; OS/2
  /// sCapHeight 2048, sxHeight 1536.
  static let inter = FaceMetrics(
    unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0, capHeight: 2048, xHeight: 1536)

  /// DejaVu Sans 2.37 (`fonts-dejavu-core`, DejaVuSans.ttf): UPM 2048; hhea 1901 / −483 / 0; its OS/2 table
  /// (version 1) has no cap or x height, so they are the tops of the "H" (1493) and "x" (1120) outlines.
  static let dejaVuSans = FaceMetrics(
    unitsPerEm: 2048, ascender: 1901, descender: -483, lineGap: 0, capHeight: 1493, xHeight: 1120)
}

extension Typeface {
  private var faceMetrics: FaceMetrics { family.hasPrefix("DejaVu") ? .dejaVuSans : .inter }

  private func scaled(_ units: CGFloat) -> CGFloat { units * size / faceMetrics.unitsPerEm }

  /// The distance from the baseline to the top of the tallest glyphs, in points.
  public var ascender: CGFloat { scaled(faceMetrics.ascender) }
  /// The distance from the baseline to the bottom of the lowest glyphs, in points (negative).
  public var descender: CGFloat { scaled(faceMetrics.descender) }
  /// The extra space between lines the face asks for, in points.
  public var lineGap: CGFloat { scaled(faceMetrics.lineGap) }
  /// The height of capital letters, in points.
  public var capHeight: CGFloat { scaled(faceMetrics.capHeight) }
  /// The height of lowercase letters without ascenders, in points.
  public var xHeight: CGFloat { scaled(faceMetrics.xHeight) }
}
