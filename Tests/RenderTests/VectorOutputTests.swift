import Foundation
import HeadlessUIKit
import Render
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// SVG and PDF: opened back, checked, and byte-identical from one render to the next in the same process.
@Suite struct VectorOutputTests {
  func scene() -> Scene {
    Scene("vector", size: CGSize(width: 200, height: 100)) { root in
      let card = View(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
      card.backgroundColor = .systemGray6
      card.cornerRadius = 12
      card.clipsToBounds = true
      let label = Label("Vector text")
      label.frame = CGRect(x: 10, y: 10, width: 160, height: 30)
      card.addSubview(label)
      root.addSubview(card)
    }
  }

  @Test func svgIsWellFormedAndStable() throws {
    let first = try scene().svgData()
    let second = try scene().svgData()
    #expect(first == second, "SVG ids must not depend on what was rendered before")
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.contains("<svg") && text.contains("width=\"200pt\""))
    #expect(text.contains("glyph1-1"))
    let parser = XMLParser(data: first)
    #expect(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
  }

  @Test func pdfHasOnePageAndFixedDates() throws {
    let first = try scene().pdfData()
    #expect(try scene().pdfData() == first)
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.hasPrefix("%PDF-"))
    #expect(text.contains("%%EOF"))
    #expect(
      text.components(separatedBy: "/Type /Page\n").count - 1
        + text.components(separatedBy: "/Type /Page ").count - 1 >= 1)
    // Cairo 1.16 writes the date without the usual "D:" prefix.
    #expect(
      text.contains("/CreationDate (20000101000000Z)")
        || ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] != nil)
  }

  @Test func theExtensionChoosesTheFormat() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "formats-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = scene()
    for format in OutputFormat.allCases {
      let url = folder.appendingPathComponent("out.\(format.rawValue.uppercased())")
      try scene.write(to: url)
      #expect(try Data(contentsOf: url) == scene.data(as: format))
    }
    #expect(throws: RenderError.self) {
      try scene.write(to: folder.appendingPathComponent("out.gif"))
    }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.gif").path))
  }

  @Test func renumberingKeepsReferencesConsistent() {
    let svg =
      "<g id=\"surface17\"><use xlink:href=\"#glyph3-2\"/><symbol id=\"glyph3-2\"/><g clip-path=\"url(#clip9)\"/><clipPath id=\"clip9\"/>"
    let expected =
      "<g id=\"surface1\"><use xlink:href=\"#glyph1-2\"/><symbol id=\"glyph1-2\"/><g clip-path=\"url(#clip1)\"/><clipPath id=\"clip1\"/>"
    #expect(renumberingIdentifiers(in: svg) == expected)
  }
}
