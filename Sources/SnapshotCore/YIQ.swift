/// pixelmatch's colour distance (docs/rendering.md, "Image comparison").
///
/// The two pixels are blended onto white, then the channel differences are weighted in YIQ space. 35215 is the largest
/// distance of any two colours (black from white is 32857).
enum YIQ {
  /// The largest distance of two colours.
  static let maximumDelta = 35215.0

  /// The squared YIQ distance between two RGBA pixels (straight alpha), both blended onto white.
  static func delta(
    _ r1: UInt8, _ g1: UInt8, _ b1: UInt8, _ a1: UInt8, _ r2: UInt8, _ g2: UInt8, _ b2: UInt8,
    _ a2: UInt8
  ) -> Double {
    let (dr, dg, db) = (
      blend(r1, a1) - blend(r2, a2), blend(g1, a1) - blend(g2, a2), blend(b1, a1) - blend(b2, a2)
    )
    let y = 0.298_895_31 * dr + 0.586_622_47 * dg + 0.114_482_23 * db
    let i = 0.595_977_99 * dr - 0.274_176_10 * dg - 0.321_801_89 * db
    let q = 0.211_470_17 * dr - 0.522_617_11 * dg + 0.311_146_94 * db
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
  }

  /// The brightness (Y) of a pixel blended onto white.
  static func brightness(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> Double {
    0.298_895_31 * blend(r, a) + 0.586_622_47 * blend(g, a) + 0.114_482_23 * blend(b, a)
  }

  /// A channel blended onto white.
  private static func blend(_ channel: UInt8, _ alpha: UInt8) -> Double {
    255 + (Double(channel) - 255) * Double(alpha) / 255
  }
}
