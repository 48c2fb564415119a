import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `render --gallery`: a contact sheet of the scenes, beside them.
@Suite struct GalleryTests {
  @Test func theSheetShowsEveryPlacedSceneByFileWithItsVariantAndSize() throws {
    let runner = try CommandRunner()
    try runner.write("cards.swift", cardScenes(["First card", "Second"]))
    try runner.write("other.swift", cardScenes(["Third & last"]))
    let result = try runner.run(
      "cards.swift", "other.swift", "-o", "out", "--gallery", "--appearance", "dark", "--scale", "2"
    )
    #expect(result.status == 0, "\(result.standardError)")
    let page = try Data(contentsOf: runner.url("out/index.html"))
    let document = try XMLDocument(data: page, options: [])
    let root = try #require(document.rootElement())
    func all(_ name: String) throws -> [XMLElement] {
      try root.nodes(forXPath: "//\(name)").compactMap { $0 as? XMLElement }
    }
    let images = try all("img")
    #expect(
      images.compactMap { $0.attribute(forName: "alt")?.stringValue } == [
        "First card", "Second", "Third & last",
      ])
    for image in images {
      let source = try #require(
        image.attribute(forName: "src")?.stringValue?.removingPercentEncoding)
      #expect(runner.exists("out/\(source)"), "\(source)")
    }
    #expect(try all("h2").map(\.stringValue) == ["cards.swift", "other.swift"])
    #expect(try all("h1").first?.stringValue == "3 scenes · dark · @2x")
    // Each card scene is 100 × 50 points, at scale 2.
    #expect(try all("figcaption").allSatisfy { ($0.stringValue ?? "").contains("200×100 px") })
    #expect(try all("body").first?.attribute(forName: "data-images")?.stringValue == "3")

    // The same run writes the same page.
    #expect(
      try runner.run(
        "cards.swift", "other.swift", "-o", "out", "--gallery", "--appearance", "dark", "--scale",
        "2"
      ).status == 0)
    #expect(try Data(contentsOf: runner.url("out/index.html")) == page)
  }

  @Test func aGalleryNeedsAFolder() throws {
    let runner = try CommandRunner()
    try runner.write("one.swift", cardScenes(["Only"]))
    let result = try runner.run("one.swift", "-o", "only.png", "--gallery")
    #expect(result.status == 2)
    #expect(result.standardError.contains("--gallery"))
  }
}
