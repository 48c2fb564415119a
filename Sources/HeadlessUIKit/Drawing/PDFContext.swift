internal import CPangoCairo
import Foundation

/// Where a PDF context writes (Core Graphics' `CGDataConsumer`): a file, or a data object it appends to.
public final class CGDataConsumer {
  enum Destination {
    case file(URL)
    case data(NSMutableData)
  }

  let destination: Destination

  /// A consumer that writes the file at `url`.
  public init?(url: CFURL) { destination = .file(url) }

  /// A consumer that appends to `data`.
  public init?(data: CFMutableData) { destination = .data(data) }

  /// Hands over a finished document: a file is written whole (never half), data is appended to.
  func deliver(_ bytes: Data) {
    switch destination {
    case .file(let url):
      do { try bytes.write(to: url, options: .atomic) } catch {
        Diagnostics.report(
          Diagnostic(.error, "CGContext: cannot write the PDF to \(url.path): \(error)"))
      }
    case .data(let data): data.append(bytes)
    }
  }
}

/// A PDF document being drawn by a ``CGContext``: Cairo's PDF surface over a stream, delivered when closed.
final class PDFDocumentOutput {
  let surface: OpaquePointer
  let cairo: OpaquePointer
  private let stream = CairoStream()
  private let consumer: CGDataConsumer
  private var isClosed = false

  init?(consumer: CGDataConsumer, mediaBox: CGRect) {
    guard mediaBox.width > 0, mediaBox.height > 0,
      let surface = stream.pdfSurface(
        width: Double(mediaBox.width), height: Double(mediaBox.height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    CairoStream.fixDates(ofPDF: surface)
    self.surface = surface
    self.cairo = cairo
    self.consumer = consumer
  }

  /// Finishes the document and hands it to the consumer; later calls do nothing.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    cairo_destroy(cairo)
    cairo_surface_finish(surface)
    cairo_surface_destroy(surface)
    consumer.deliver(stream.data)
  }

  deinit { close() }
}

extension CGContext {
  /// A PDF context writing to `consumer` when closed.
  ///
  /// Pages are `mediaBox` in size (US Letter, 612 × 792 points, when `nil`, as Core Graphics does), origin at the
  /// bottom left, y growing upwards. Fonts are embedded and the document dates fixed, so the same drawing gives the
  /// same bytes.
  public convenience init?(
    consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?
  ) {
    let box = mediaBox?.pointee ?? CGRect(x: 0, y: 0, width: 612, height: 792)
    guard let document = PDFDocumentOutput(consumer: consumer, mediaBox: box) else {
      Diagnostics.report(
        Diagnostic(
          .error,
          "CGContext(consumer:mediaBox:): a \(box.width) × \(box.height) page cannot be made"))
      return nil
    }
    self.init(cairo: document.cairo, appearance: .light)
    ownedDocument = document
    resetCairoState()
    cairo_translate(document.cairo, Double(-box.minX), Double(box.maxY))
    cairo_scale(document.cairo, 1, -1)
  }

  /// A PDF context writing the file at `url` when closed.
  public convenience init?(
    _ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?
  ) {
    guard let consumer = CGDataConsumer(url: url) else { return nil }
    self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
  }

  /// Starts a page (pages are the media box's size).
  public func beginPDFPage(_ pageInfo: CFDictionary?) {}

  /// Ends the page: what was drawn since the last page becomes a page of the document.
  public func endPDFPage() {
    guard let ownedDocument else { return }
    cairo_show_page(ownedDocument.cairo)
  }

  /// Finishes the document and writes it to its consumer.
  public func closePDF() { ownedDocument?.close() }

  /// Adds XMP metadata to the document (kept out: Cairo writes its own).
  public func addDocumentMetadata(_ metadata: CFData?) {}

  /// Makes `rect` a link to `url` (not written: the page is drawn without the link).
  public func setURL(_ url: CFURL, for rect: CGRect) {
    unsupported("setURL(_:for:)", "the page is drawn without the link to \(url)")
  }

  /// Names a point as a link destination (not written).
  public func addDestination(_ name: CFString, at point: CGPoint) {
    unsupported("addDestination(_:at:)", "no destination \"\(name)\" is written")
  }

  /// Makes `rect` a link to a named destination (not written).
  public func setDestination(_ name: CFString, for rect: CGRect) {
    unsupported("setDestination(_:for:)", "the page is drawn without the link to \"\(name)\"")
  }

  /// The document information dictionary keys a PDF context takes (Core Graphics' `CGContext.AuxiliaryInfo`).
  public struct AuxiliaryInfo: Sendable {
    public var title: String?
    public var author: String?
    public var subject: String?
    public var creator: String?
    public init() {}
  }
}

public typealias CFURL = URL
public typealias CFString = String
public typealias CFData = Data
public typealias CFMutableData = NSMutableData
public typealias CFTypeID = UInt
