/// The blur of a shadow's alpha mask: a Gaussian approximated by three box blurs per direction, as the SVG filter
/// specification defines `feGaussianBlur` for large deviations (within a few per cent of the true Gaussian; each
/// pass costs the same whatever the radius).
///
/// Core Animation's `shadowRadius` is used as the standard deviation in points: a designer's "blur" B (CSS,
/// Figma, Sketch: σ = B / 2) matches `shadowRadius = B / 2` on iOS (Bjango, "Matching drop shadows across CSS,
/// Android, iOS, Figma, and Sketch").
struct ShadowBlur {
  /// The three boxes along each direction: how many pixels each reaches left (or up) and right (or down).
  let boxes: [(before: Int, after: Int)]

  /// The boxes for a standard deviation in pixels (SVG: d = ⌊σ · 3√(2π) / 4 + 0.5⌋).
  init(sigma: Double) {
    let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    if d < 2 {
      boxes = []
    } else if d % 2 == 1 {
      boxes = Array(repeating: ((d - 1) / 2, (d - 1) / 2), count: 3)
    } else {
      boxes = [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }
  }

  /// How far the blur spreads a pixel, in pixels: the margin a mask needs around its shape.
  var reach: Int { boxes.reduce(0) { $0 + max($1.before, $1.after) } }

  /// Blurs an alpha mask in place.
  ///
  /// - Parameters:
  ///   - mask: One byte per pixel, `stride` bytes per row.
  ///   - width: Pixels per row.
  ///   - height: Rows.
  ///   - stride: Bytes per row.
  func apply(to mask: inout [UInt8], width: Int, height: Int, stride: Int) {
    guard !boxes.isEmpty, width > 0, height > 0 else { return }
    var line = [UInt8](repeating: 0, count: max(width, height))
    var output = line
    mask.withUnsafeMutableBufferPointer { pixels in
      for y in 0..<height {
        for x in 0..<width { line[x] = pixels[y * stride + x] }
        blurLine(&line, &output, count: width)
        for x in 0..<width { pixels[y * stride + x] = line[x] }
      }
      for x in 0..<width {
        for y in 0..<height { line[y] = pixels[y * stride + x] }
        blurLine(&line, &output, count: height)
        for y in 0..<height { pixels[y * stride + x] = line[y] }
      }
    }
  }

  /// Three box passes over one row or column; pixels beyond the ends count as transparent.
  private func blurLine(_ line: inout [UInt8], _ scratch: inout [UInt8], count: Int) {
    for box in boxes {
      let size = box.before + box.after + 1
      var sum = 0
      // The window for output 0 covers [-before, after].
      for i in 0...min(box.after, count - 1) { sum += Int(line[i]) }
      for i in 0..<count {
        scratch[i] = UInt8((sum + size / 2) / size)
        let entering = i + box.after + 1
        let leaving = i - box.before
        if entering < count { sum += Int(line[entering]) }
        if leaving >= 0 { sum -= Int(line[leaving]) }
      }
      swap(&line, &scratch)
    }
  }
}
