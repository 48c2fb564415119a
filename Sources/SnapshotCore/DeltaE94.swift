import Foundation

/// The CIE 1994 colour difference (ΔE*94, graphic-arts weights) between two sRGB pixels: 0 for the same colour,
/// about 1 for a just noticeable difference, 100 for black against white.
///
/// Each colour is taken over black (its channels times its alpha), decoded from sRGB to linear light, converted to
/// CIE XYZ under D65 and then to CIE L\*a\*b\*; docs/snapshot-testing-uikit.md gives the formulas.
enum DeltaE94 {
  /// The difference between two straight-alpha RGBA pixels, 0...255 per channel.
  static func difference(
    _ first: (UInt8, UInt8, UInt8, UInt8), _ second: (UInt8, UInt8, UInt8, UInt8)
  ) -> Double {
    let one = lab(first)
    let two = lab(second)
    let deltaL = one.l - two.l
    let chromaOne = (one.a * one.a + one.b * one.b).squareRoot()
    let chromaTwo = (two.a * two.a + two.b * two.b).squareRoot()
    let deltaC = chromaOne - chromaTwo
    let deltaA = one.a - two.a
    let deltaB = one.b - two.b
    let deltaHSquared = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
    let chromaWeight = 1 + 0.045 * chromaOne
    let hueWeight = 1 + 0.015 * chromaOne
    let chromaTerm = deltaC / chromaWeight
    return (deltaL * deltaL + chromaTerm * chromaTerm + deltaHSquared / (hueWeight * hueWeight))
      .squareRoot()
  }

  /// CIE L\*a\*b\* (D65 white) of a straight-alpha sRGB pixel composited over black.
  static func lab(_ pixel: (UInt8, UInt8, UInt8, UInt8)) -> (l: Double, a: Double, b: Double) {
    let alpha = Double(pixel.3) / 255
    let red = linear(Double(pixel.0) / 255 * alpha)
    let green = linear(Double(pixel.1) / 255 * alpha)
    let blue = linear(Double(pixel.2) / 255 * alpha)
    // sRGB primaries to XYZ (IEC 61966-2-1), divided by the D65 white point.
    let x = (0.4124 * red + 0.3576 * green + 0.1805 * blue) / 0.95047
    let y = 0.2126 * red + 0.7152 * green + 0.0722 * blue
    let z = (0.0193 * red + 0.1192 * green + 0.9505 * blue) / 1.08883
    let fx = labCurve(x)
    let fy = labCurve(y)
    let fz = labCurve(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }

  /// The sRGB transfer function undone: an encoded channel, 0...1, as linear light.
  private static func linear(_ encoded: Double) -> Double {
    encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
  }

  /// CIELAB's cube root with its linear segment near black.
  private static func labCurve(_ t: Double) -> Double {
    let epsilon = 216.0 / 24389
    let kappa = 24389.0 / 27
    return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
  }
}
