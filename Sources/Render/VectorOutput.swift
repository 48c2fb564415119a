import Foundation
import HeadlessUIKit

extension Scene {
  /// Draws the scene into a vector surface that `make` makes on a stream, `width` × `height` points, and returns
  /// the bytes written.
  private func vectorData(_ make: (CairoStream, Double, Double) -> OpaquePointer?)
    throws(RenderError) -> Data
  {
    let (width, height) = try pixelSize()
    root.layoutIfNeeded()
    let stream = CairoStream()
    let surface = make(stream, Double(size.width), Double(size.height))
    let canvas = try CairoCanvas(
      scene: name, surface: surface, pixelWidth: width, pixelHeight: height, scale: scale,
      drawScale: 1)
    paint(on: canvas)
    canvas.finish()
    return withExtendedLifetime(stream) { stream.data }
  }

  /// The scene as SVG: text as glyph outlines (no fonts needed to view it), element ids numbered in order of first
  /// appearance, so the same scene gives the same bytes even when many are written in one process (Cairo numbers
  /// ids from a process-wide counter).
  public func svgData() throws(RenderError) -> Data {
    let raw = try vectorData { stream, width, height in
      stream.svgSurface(width: width, height: height)
    }
    return Data(renumberingIdentifiers(in: String(decoding: raw, as: UTF8.self)).utf8)
  }

  /// The scene as PDF, with fonts subsetted and embedded and the document dates fixed.
  public func pdfData() throws(RenderError) -> Data {
    try vectorData { stream, width, height in
      let surface = stream.pdfSurface(width: width, height: height)
      if let surface { CairoStream.fixDates(ofPDF: surface) }
      return surface
    }
  }
}

/// Renames Cairo's SVG ids (`surface12`, `glyph3-1`, `clip4`, …) to numbers in order of first appearance.
package func renumberingIdentifiers(in svg: String) -> String {
  guard
    let pattern = try? NSRegularExpression(
      pattern: "\\b(surface|glyph|clip|mask|pattern|image|linear|radial|source)(\\d+)(-\\d+)?\\b")
  else { return svg }
  let text = svg as NSString
  var names: [String: String] = [:]
  var counters: [String: Int] = [:]
  var result = ""
  var last = 0
  for match in pattern.matches(in: svg, range: NSRange(location: 0, length: text.length)) {
    let prefix = text.substring(with: match.range(at: 1))
    let base = prefix + text.substring(with: match.range(at: 2))
    if names[base] == nil {
      counters[prefix, default: 0] += 1
      names[base] = "\(prefix)\(counters[prefix] ?? 0)"
    }
    let suffix =
      match.range(at: 3).location == NSNotFound ? "" : text.substring(with: match.range(at: 3))
    result += text.substring(with: NSRange(location: last, length: match.range.location - last))
    result += (names[base] ?? base) + suffix
    last = match.range.location + match.range.length
  }
  result += text.substring(from: last)
  return result
}
