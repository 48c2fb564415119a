internal import CPangoCairo
import Foundation
import HeadlessUIKit

/// Collects what a Cairo stream surface writes.
private final class StreamBuffer {
  var data = Data()
}

/// Cairo's write callback: appends to the StreamBuffer passed as closure data.
private let appendToBuffer: cairo_write_func_t = { closure, bytes, length in
  guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
  let buffer = Unmanaged<StreamBuffer>.fromOpaque(closure).takeUnretainedValue()
  buffer.data.append(bytes, count: Int(length))
  return CAIRO_STATUS_SUCCESS
}

extension Scene {
  /// The date written into PDFs: `SOURCE_DATE_EPOCH` when set (reproducible builds), else 2000-01-01, so the same
  /// scene gives the same bytes (Cairo would write the wall clock).
  static var documentDate: String {
    let seconds =
      ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init)
      ?? 946_684_800
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: Date(timeIntervalSince1970: seconds))
  }

  /// Draws the scene into a vector surface made by `make` (given the stream callback and buffer) and returns the
  /// bytes written.
  private func vectorData(
    _ make: (cairo_write_func_t, UnsafeMutableRawPointer, Double, Double) -> OpaquePointer?,
    prepare: (OpaquePointer) -> Void = { _ in }
  ) throws(RenderError) -> Data {
    let (width, height) = try pixelSize()
    root.layoutIfNeeded()
    let buffer = StreamBuffer()
    let opaque = Unmanaged.passRetained(buffer).toOpaque()
    defer { Unmanaged<StreamBuffer>.fromOpaque(opaque).release() }
    let surface = make(appendToBuffer, opaque, Double(size.width), Double(size.height))
    if let surface { prepare(surface) }
    let canvas = try CairoCanvas(
      scene: name, surface: surface, pixelWidth: width, pixelHeight: height, scale: scale,
      drawScale: 1)
    paint(on: canvas)
    canvas.finish()
    return buffer.data
  }

  /// The scene as SVG: text as glyph outlines (no fonts needed to view it), element ids numbered in order of first
  /// appearance, so the same scene gives the same bytes even when many are written in one process (Cairo numbers
  /// ids from a process-wide counter).
  public func svgData() throws(RenderError) -> Data {
    let raw = try vectorData { write, closure, width, height in
      cairo_svg_surface_create_for_stream(write, closure, width, height)
    }
    return Data(renumberingIdentifiers(in: String(decoding: raw, as: UTF8.self)).utf8)
  }

  /// The scene as PDF, with fonts subsetted and embedded and the document dates fixed.
  public func pdfData() throws(RenderError) -> Data {
    let date = Self.documentDate
    return try vectorData(
      { write, closure, width, height in
        cairo_pdf_surface_create_for_stream(write, closure, width, height)
      },
      prepare: { surface in
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, date)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, date)
      })
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
