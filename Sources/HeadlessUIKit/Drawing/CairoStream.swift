internal import CPangoCairo
import Foundation

/// Collects what a Cairo PDF or SVG surface writes, for the renderer's vector outputs and for PDF contexts.
///
/// The surfaces it makes write into it through an unretained pointer: keep the stream alive until the surface is
/// finished. Not API.
package final class CairoStream {
  /// The bytes written so far.
  package private(set) var data = Data()

  package init() {}

  /// A PDF surface `width` × `height` points that writes into this stream.
  package func pdfSurface(width: Double, height: Double) -> OpaquePointer? {
    cairo_pdf_surface_create_for_stream(
      cairoStreamWrite, Unmanaged.passUnretained(self).toOpaque(), width, height)
  }

  /// An SVG surface `width` × `height` points that writes into this stream.
  package func svgSurface(width: Double, height: Double) -> OpaquePointer? {
    cairo_svg_surface_create_for_stream(
      cairoStreamWrite, Unmanaged.passUnretained(self).toOpaque(), width, height)
  }

  /// Fixes a PDF surface's creation and modification dates to ``documentDate``, so the same drawing gives the same
  /// bytes (Cairo would write the wall clock).
  package static func fixDates(ofPDF surface: OpaquePointer) {
    let date = documentDate
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, date)
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, date)
  }

  /// The date written into PDFs: `SOURCE_DATE_EPOCH` when set (reproducible builds), else 2000-01-01.
  package static var documentDate: String {
    let seconds =
      ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init)
      ?? 946_684_800
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: Date(timeIntervalSince1970: seconds))
  }

  fileprivate func append(_ bytes: UnsafePointer<UInt8>, count: Int) {
    data.append(bytes, count: count)
  }
}

/// Cairo's write callback: appends to the ``CairoStream`` passed as closure data.
private let cairoStreamWrite: cairo_write_func_t = { closure, bytes, length in
  guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
  Unmanaged<CairoStream>.fromOpaque(closure).takeUnretainedValue().append(bytes, count: Int(length))
  return CAIRO_STATUS_SUCCESS
}
