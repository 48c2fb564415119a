import Foundation
import LayoutRender
import Render
import Synchronization
import Testing

@testable import HeadlessUIKit

/// Text engines take fontconfig's descriptions of their font files from a cache (a folder of links to the files,
/// and fontconfig's cache of that folder) and draw exactly as an engine that reads every file.
@Suite struct FontSetCacheTests {
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("font-cache-\(UUID().uuidString)")

  /// Text in several of the default faces: Inter's weights, and DejaVu Sans for the snowman and the degree sign.
  private func page() -> Scene {
    Scene("Fonts", size: CGSize(width: 320, height: 240), scale: 1) { root in
      let weights: [UIFont.Weight] = [
        .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
      ]
      for (index, weight) in weights.enumerated() {
        let label = UILabel("Weight \(index): “Snow” ☃ 2°C")
        label.font = .systemFont(ofSize: 15, weight: weight)
        label.frame = CGRect(x: 8, y: 4 + CGFloat(index) * 28, width: 304, height: 24)
        root.addSubview(label)
      }
    }
  }

  private func png(_ engine: TextEngine) throws -> Data {
    try Renderer(engine: engine).run { try page().pngData() }
  }

  private func entries(_ url: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  @Test func anEngineFromTheCacheDrawsAsOneReadingTheFiles() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = try TextEngine(fontFolder: nil, fontCache: .off)
    let first = try TextEngine(fontFolder: nil, fontCache: .folder(folder.path))
    #expect(!files.fontsFromCache)
    #expect(first.fontsFromCache)
    // Fontconfig's descriptions are those of the files read one by one, each naming its file, not its link.
    #expect(first.fontDescriptions == files.fontDescriptions)
    #expect(first.fontDescriptions.count == TextEngine.defaultFontFiles.count)
    #expect(first.fontDescriptions.allSatisfy { $0.contains(":file=/usr/share/fonts/") })
    let expected = try png(files)
    #expect(try png(first) == expected)

    // One folder of links, numbered in the engine's order, and fontconfig's cache of it.
    let linkFolders = entries(folder).filter { $0 != "fontconfig" }
    #expect(linkFolders.count == 1)
    let links = entries(folder.appendingPathComponent(linkFolders.first ?? "-"))
    let wanted = TextEngine.defaultFontFiles.enumerated().map {
      String(format: "%04d-", $0.offset) + URL(fileURLWithPath: $0.element.path).lastPathComponent
    }
    #expect(links == wanted)
    let caches = folder.appendingPathComponent("fontconfig")
    let cacheFiles = entries(caches).filter { $0.contains(".cache-") }
    #expect(cacheFiles.count == 1)
    let cacheFile = caches.appendingPathComponent(cacheFiles.first ?? "-").path
    let written = try FileManager.default.attributesOfItem(atPath: cacheFile)[.modificationDate]

    // The next engine reads that cache (fontconfig rewrites a cache only when it finds it stale).
    let next = try TextEngine(fontFolder: nil, fontCache: .folder(folder.path))
    #expect(next.fontsFromCache)
    #expect(try png(next) == expected)
    let read = try FileManager.default.attributesOfItem(atPath: cacheFile)[.modificationDate]
    #expect(read as? Date == written as? Date)

    // A deferred face, added when text first needs it, comes through a folder of its own.
    let ideographs = TextStyle(
      text: "漢字", font: .system(size: 17), alignment: .left, direction: .leftToRight,
      numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    #expect(next.measure(ideographs, width: nil).unknownGlyphs == 0)
    #expect(files.measure(ideographs, width: nil).unknownGlyphs == 0)
    #expect(next.fontDescriptions == files.fontDescriptions)
    let deferred = entries(folder).filter { $0 != "fontconfig" && !linkFolders.contains($0) }
    #expect(deferred.count == 1)
    #expect(
      entries(folder.appendingPathComponent(deferred.first ?? "-")) == [
        "0000-" + URL(fileURLWithPath: TextEngine.cjkFontPath).lastPathComponent
      ])
    #expect(entries(caches).filter { $0.contains(".cache-") }.count == 2)
  }

  @Test func aChangedFontFileGetsAFolderOfItsOwn() throws {
    let fonts = folder.appendingPathComponent("fonts")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    let font = fonts.appendingPathComponent("Inter-Regular.otf")
    try FileManager.default.copyItem(
      atPath: TextEngine.defaultFontFiles[0].path, toPath: font.path)
    let cache = folder.appendingPathComponent("cache")
    let style = TextStyle(
      text: "Changed fonts", font: .system(size: 17), alignment: .left, direction: .leftToRight,
      numberOfLines: 1, lineBreakMode: .byTruncatingTail)

    let first = try TextEngine(fontFolder: fonts.path, fontCache: .folder(cache.path))
    let measured = first.measure(style, width: nil)
    #expect(entries(cache).filter { $0 != "fontconfig" }.count == 1)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: font.path)
    let second = try TextEngine(fontFolder: fonts.path, fontCache: .folder(cache.path))
    #expect(first.fontsFromCache && second.fontsFromCache)
    #expect(entries(cache).filter { $0 != "fontconfig" }.count == 2)
    #expect(second.measure(style, width: nil) == measured)
    #expect(measured.size.width > 0)
  }

  /// Engines made at the same time, in one process, all take their fonts from the one folder they make together, and
  /// leave no draft behind.
  @Test func enginesStartingTogetherShareOneFolder() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let cached = Mutex<[Bool]>([])
    let location = FontCacheLocation.folder(folder.path)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let engine = try? TextEngine(fontFolder: nil, fontCache: location)
      cached.withLock { $0.append(engine?.fontsFromCache ?? false) }
    }
    #expect(cached.withLock { $0 } == Array(repeating: true, count: 8))
    #expect(entries(folder).filter { $0 != "fontconfig" }.count == 1)

    // The same folder spelled with a trailing slash and a repeated one: fontconfig names its files without them.
    let spelled = folder.path.replacingOccurrences(of: "/font-cache", with: "//font-cache") + "/"
    #expect(try TextEngine(fontFolder: nil, fontCache: .folder(spelled)).fontsFromCache)
  }

  /// A cache folder that is a link, or another user's, is not used: fonts someone else placed are not read.
  @Test func aFolderThatIsALinkOrAnotherUsersIsPassedOver() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let real = folder.appendingPathComponent("real")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    let link = folder.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    #expect(try !TextEngine(fontFolder: nil, fontCache: .folder(link.path)).fontsFromCache)
    #expect(entries(real).isEmpty)
    if getuid() == 0 {
      let foreign = folder.appendingPathComponent("foreign")
      try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
      #expect(chown(foreign.path, 65534, 65534) == 0)
      #expect(try !TextEngine(fontFolder: nil, fontCache: .folder(foreign.path)).fontsFromCache)
    }
  }

  @Test func aCacheThatCannotBeMadeLeavesTheFilesRead() throws {
    let style = TextStyle(
      text: "No cache ☃", font: .system(size: 17), alignment: .left, direction: .leftToRight,
      numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    let files = try TextEngine(fontFolder: nil, fontCache: .off)
    let unwritable = try TextEngine(
      fontFolder: nil, fontCache: .folder("/proc/layout-render-fonts"))
    #expect(!unwritable.fontsFromCache)
    #expect(unwritable.measure(style, width: nil) == files.measure(style, width: nil))
    #expect(files.measure(style, width: nil).unknownGlyphs == 0)
  }
}
