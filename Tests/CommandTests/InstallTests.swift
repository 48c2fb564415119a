import Foundation
import Render
import Testing

@Suite(.serialized) struct InstallTests {
  /// `Scripts/install.sh PREFIX BUILD_DIR` lays out bin/ and lib/layout-render/; the installed command then compiles
  /// and renders a scene file with no help from the checkout.
  ///
  /// The install builds the C modules scene files import beside the library, and a first run with an empty cache of
  /// its own uses them: its cache gets no module cache of its own.
  @Test func theInstalledCommandRendersOnItsOwn() throws {
    let runner = try CommandRunner()
    let prefix = try install(into: runner.url("prefix"))
    let installed = prefix.appendingPathComponent("bin/layout-render")
    #expect(FileManager.default.isExecutableFile(atPath: installed.path))

    var isolated = runner
    isolated.cache = runner.url("cache")
    try runner.write("one.swift", cardScenes(["Installed"]))
    let result = try isolated.run(
      ["one.swift", "-o", "out"], executable: installed)
    #expect(result.status == 0, "\(result.standardError)")
    let image = try RGBAImage(pngData: Data(contentsOf: runner.url("out/Installed.png")))
    #expect(image.pixel(x: 50, y: 30) == (255, 0, 0, 255))

    let shared = prefix.appendingPathComponent("lib/layout-render/module-cache")
    let built =
      FileManager.default.enumerator(atPath: shared.path)?.compactMap { $0 as? String } ?? []
    #expect(built.contains { $0.hasSuffix(".pcm") && $0.contains("SwiftGlibc") }, "\(built)")
    #expect(!runner.exists("cache/module-cache"))
    #expect(runner.exists("cache/scenes"))
    try expectTheRuntimeInsideTheLibrary(prefix: prefix, runner: isolated)
  }

  /// The install links Swift's runtime and Foundation into the library and the command
  /// (`Scripts/link-runtime-in.sh`): a scene file's process maps the library and none of the toolchain's shared
  /// libraries, and uses Foundation, concurrency and a module the library does not hold (Observation) all the same.
  private func expectTheRuntimeInsideTheLibrary(prefix: URL, runner: CommandRunner) throws {
    #expect(runner.exists("prefix/lib/layout-render/libLayoutRenderWithRuntime.so"))
    let maps = runner.url("maps.txt").path
    try runner.write(
      "maps.swift",
      """
      import Foundation
      import LayoutRender
      import Observation

      @Observable final class Model { var count = 0 }
      // Deriving from NSObject calls a private accessor of Foundation's, which the library must export.
      final class Source: NSObject { let rows = 4 }
      actor Tally { var total = 0; func add(_ value: Int) { total += value } }
      let model = Model()
      let done = DispatchSemaphore(value: 0)
      Task.detached {
        let tally = Tally()
        await withTaskGroup(of: Int.self) { group in
          for value in 1...4 { group.addTask { value } }
          for await value in group { await tally.add(value) }
        }
        model.count = await tally.total + Source().rows
        done.signal()
      }
      done.wait()
      // Line by line: a read sized by the file's length (0 for /proc files) stops at the first page.
      var text = ""
      var line = [CChar](repeating: 0, count: 4096)
      let file = fopen("/proc/self/maps", "r")!
      while fgets(&line, 4096, file) != nil { text += String(cString: line) }
      try! "\\(model.count)\\n\\(text)".write(toFile: "\(maps)", atomically: true, encoding: .utf8)
      _ = Scene("Maps", size: CGSize(width: 4, height: 4), scale: 1)

      """)
    let result = try runner.run(
      ["maps.swift", "-o", "out"], executable: prefix.appendingPathComponent("bin/layout-render"))
    #expect(result.status == 0, "\(result.standardError)")
    let mapped = try String(contentsOfFile: maps, encoding: .utf8)
    #expect(mapped.hasPrefix("14\n"))
    #expect(mapped.contains("/lib/layout-render/libLayoutRenderWithRuntime.so"))
    let command = try libraries(of: prefix.appendingPathComponent("bin/layout-render"))
    for toolchainLibrary in ["libswiftCore.so", "libFoundation.so", "libFoundationEssentials.so"] {
      #expect(!mapped.contains(toolchainLibrary), "\(toolchainLibrary) is mapped")
      #expect(!command.contains(toolchainLibrary), "the command needs \(toolchainLibrary)")
    }
    // Relative relocations packed where the C library reads them (glibc 2.36 on): DT_RELR is tag 36.
    var name = [CChar](repeating: 0, count: 64)  // "glibc 2.36"
    _ = confstr(Int32(_CS_GNU_LIBC_VERSION), &name, name.count)
    let version =
      String(cString: name).split(separator: " ").last.map {
        $0.split(separator: ".").compactMap { Int($0) }
      } ?? []
    if version.lexicographicallyPrecedes([2, 36]) == false {
      for file in ["bin/layout-render", "lib/layout-render/libLayoutRenderWithRuntime.so"] {
        let tags = try dynamicTags(of: prefix.appendingPathComponent(file))
        #expect(tags.contains(36), "\(file) has no packed relative relocations")
      }
    }
  }

  /// A file that imports FoundationXML links against SwiftPM's library and Swift's shared libraries instead (the
  /// module uses Foundation's internal symbols, which the library with the runtime inside does not export), and
  /// parses XML; so does a file compiled in one executable with it.
  @Test func aFileUsingFoundationXMLLinksTheSharedFoundation() throws {
    let runner = try CommandRunner()
    let prefix = try install(into: runner.url("prefix"))
    var isolated = runner
    isolated.cache = runner.url("cache")
    try runner.write(
      "xml.swift",
      """
      import Foundation
      #if canImport(FoundationXML)
        import FoundationXML
      #endif
      import LayoutRender

      final class Counter: NSObject, XMLParserDelegate {
        var elements = 0
        func parser(
          _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
          attributes: [String: String] = [:]
        ) { elements += 1 }
      }
      let counter = Counter()
      let parser = XMLParser(data: Data("<a><b/><c/></a>".utf8))
      parser.delegate = counter
      _ = parser.parse()
      _ = Scene("Elements \\(counter.elements)", size: CGSize(width: 4, height: 4), scale: 1)

      """)
    try runner.write("card.swift", cardScenes(["Card"]))
    let result = try isolated.run(
      ["xml.swift", "card.swift", "-o", "out", "-j", "1"],
      executable: prefix.appendingPathComponent("bin/layout-render"))
    #expect(result.status == 0, "\(result.standardError)")
    #expect(runner.exists("out/Elements-3.png"))
    #expect(runner.exists("out/Card.png"))
  }

  /// Runs `Scripts/install.sh PREFIX BUILD_DIR` with the tests' build; returns the prefix.
  private func install(into prefix: URL) throws -> URL {
    let install = Process()
    install.executableURL = URL(fileURLWithPath: "/bin/bash")
    install.arguments = [
      CommandRunner.packageRoot.appendingPathComponent("Scripts/install.sh").path, prefix.path,
      CommandRunner.executable.deletingLastPathComponent().path,
    ]
    install.standardOutput = FileHandle.nullDevice
    try install.run()
    install.waitUntilExit()
    #expect(install.terminationStatus == 0)
    return prefix
  }

  /// What `ldd` lists for an executable.
  private func libraries(of executable: URL) throws -> String {
    let ldd = Process()
    let output = Pipe()
    ldd.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    ldd.arguments = [executable.path]
    ldd.standardOutput = output
    try ldd.run()
    let listed = output.fileHandleForReading.readDataToEndOfFile()
    ldd.waitUntilExit()
    return String(decoding: listed, as: UTF8.self)
  }

  /// The tags of a 64-bit little-endian ELF file's dynamic section, found through its program headers.
  private func dynamicTags(of file: URL) throws -> Set<UInt64> {
    let handle = try FileHandle(forReadingFrom: file)
    defer { try? handle.close() }
    func read(_ offset: UInt64, _ count: Int) throws -> [UInt8] {
      try handle.seek(toOffset: offset)
      return [UInt8](try handle.read(upToCount: count) ?? Data())
    }
    func number(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
      (0..<size).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }
    let header = try read(0, 64)
    guard header.count == 64, header[0..<5] == [0x7F, 0x45, 0x4C, 0x46, 2] else { return [] }
    let entrySize = Int(number(header, at: 0x36, size: 2))
    let count = Int(number(header, at: 0x38, size: 2))
    let headers = try read(number(header, at: 0x20, size: 8), entrySize * count)
    // PT_DYNAMIC (2): p_offset at 8, p_filesz at 32; the section is pairs of 8-byte tag and value.
    for start in stride(from: 0, to: entrySize * count, by: entrySize)
    where number(headers, at: start, size: 4) == 2 {
      let dynamic = try read(
        number(headers, at: start + 8, size: 8), Int(number(headers, at: start + 32, size: 8)))
      return Set(
        stride(from: 0, to: dynamic.count - 15, by: 16).map { number(dynamic, at: $0, size: 8) })
    }
    return []
  }

  /// Beside a library whose `module-cache` is a file, not a folder, the command keeps the C modules in the user's
  /// cache instead, and the scene renders.
  @Test func aModuleCacheThatIsNotAFolderIsPassedOver() throws {
    let runner = try CommandRunner()
    let build = CommandRunner.executable.deletingLastPathComponent()
    let library = runner.url("library")
    try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
    for name in ["libLayoutRenderShared.so", "Modules"] {
      try FileManager.default.createSymbolicLink(
        at: library.appendingPathComponent(name),
        withDestinationURL: build.appendingPathComponent(name))
    }
    try Data("not a folder".utf8).write(to: library.appendingPathComponent("module-cache"))
    var isolated = runner
    isolated.cache = runner.url("cache")
    try runner.write("one.swift", cardScenes(["Beside"]))
    let result = try isolated.run(
      ["one.swift", "-o", "out"], environment: ["LAYOUT_RENDER_LIBRARY": library.path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(runner.exists("out/Beside.png"))
    #expect(runner.exists("cache/module-cache"))
  }

  @Test func aSceneCanComeFromStandardInput() throws {
    let runner = try CommandRunner()
    try runner.write("piped.swift", cardScenes(["Piped"]))
    let result = try runner.run(
      ["-", "-o", "out"], environment: [:], standardInput: runner.url("piped.swift"))
    #expect(result.status == 0, "\(result.standardError)")
    #expect(runner.exists("out/Piped.png"))
  }

  @Test func darkAppearanceAndTheDebugOverlayChangePixels() throws {
    let runner = try CommandRunner()
    _ = try runner.write(
      "adaptive.swift",
      """
      import LayoutRender

      _ = Scene("Adaptive", size: CGSize(width: 40, height: 20), scale: 1)

      """)
    #expect(try runner.run("adaptive.swift", "-o", "light").status == 0)
    #expect(try runner.run("adaptive.swift", "-o", "dark", "--appearance", "dark").status == 0)
    #expect(try runner.run("adaptive.swift", "-o", "debug", "--debug").status == 0)
    let light = try RGBAImage(pngData: Data(contentsOf: runner.url("light/Adaptive.png")))
    let dark = try RGBAImage(pngData: Data(contentsOf: runner.url("dark/Adaptive.png")))
    let debug = try RGBAImage(pngData: Data(contentsOf: runner.url("debug/Adaptive.png")))
    // systemBackground: white in light mode, black in dark mode.
    #expect(light.pixel(x: 20, y: 10) == (255, 255, 255, 255))
    #expect(dark.pixel(x: 20, y: 10) == (0, 0, 0, 255))
    // The overlay outlines the root view along the canvas edge.
    #expect(debug.pixels != light.pixels)
  }

  @Test func orphansListsReferencesTheLastRunDidNotTouch() throws {
    let runner = try CommandRunner()
    try runner.write("card.swift", cardScenes(["Card"]))
    #expect(
      try runner.run(
        "check", "card.swift", "--snapshots", "Snapshots", "--artifacts", "artifacts", "--accept"
      )
      .status == 0)
    try Data().write(to: runner.url("Snapshots/card/Old.png"))
    let result = try runner.run(
      "orphans", "--snapshots", "Snapshots", "--summary", "artifacts/summary.json")
    #expect(result.status == 0)
    let listed = result.output.split(separator: "\n").map {
      URL(fileURLWithPath: String($0)).lastPathComponent
    }
    #expect(listed == ["Old.png"])
  }

  /// A summary from a run of only some tests cannot tell orphans from the references of tests it left out.
  @Test func pruningRefusesASummaryOfAFilteredRun() throws {
    let runner = try CommandRunner()
    try FileManager.default.createDirectory(
      at: runner.url("Snapshots/card"), withIntermediateDirectories: true)
    try Data().write(to: runner.url("Snapshots/card/Old.png"))
    _ = try runner.write(
      "summary.json",
      #"{"run": "parent-1", "snapshots": [], "counts": {}, "filteredProcesses": [4242]}"#)
    let refused = try runner.run(
      "orphans", "--snapshots", "Snapshots", "--summary", "summary.json", "--prune")
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("only some tests"))
    #expect(FileManager.default.fileExists(atPath: runner.url("Snapshots/card/Old.png").path))
    // Listing is still allowed, and a complete run's summary lets pruning go ahead.
    _ = try runner.write(
      "summary.json",
      #"{"run": "parent-1", "snapshots": [], "counts": {}, "filteredProcesses": []}"#)
    #expect(
      try runner.run("orphans", "--snapshots", "Snapshots", "--summary", "summary.json", "--prune")
        .status == 0)
    #expect(!FileManager.default.fileExists(atPath: runner.url("Snapshots/card/Old.png").path))
  }
}
