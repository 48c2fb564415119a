import Foundation
import Testing

/// The compile cache under concurrent runs, hostile folders and long use: stores never remove an entry a reader may
/// be running, the folder is never reached through a symbolic link, and it does not grow without bound.
@Suite(.serialized) struct CacheRobustnessTests {
  @Test func eightConcurrentRunsOnAFreshCacheAllSucceedAndShareOneEntry() throws {
    var runner = try CommandRunner()
    runner.cache = runner.url("cache")
    try runner.write("shared.swift", cardScenes(["Shared"]))
    let runs = try (0..<8).map { index in
      try #require(try runner.start(["shared.swift", "-o", "out\(index)"]))
    }
    let results = try runs.map { try $0.wait() }
    for (index, result) in results.enumerated() {
      #expect(result.status == 0, "run \(index): \(result.standardError)")
    }
    let images = try (0..<8).map { try Data(contentsOf: runner.url("out\($0)/Shared.png")) }
    #expect(Set(images).count == 1)
    #expect(try runner.cacheEntries().count == 1)
    #expect(try runner.cacheTemporaries().isEmpty)
  }

  @Test func aCacheFolderThatIsASymbolicLinkIsRefused() throws {
    var runner = try CommandRunner()
    let target = try runner.makeFolder("elsewhere")
    runner.cache = runner.url("cache-link")
    try FileManager.default.createSymbolicLink(at: runner.cache, withDestinationURL: target)
    try runner.write("one.swift", cardScenes(["Linked"]))
    let result = try runner.run("one.swift", "-o", "out")
    #expect(result.status != 0)
    #expect(result.standardError.contains("symbolic link"))
    #expect(result.standardError.contains(runner.cache.path))
    #expect(try runner.entries("elsewhere").isEmpty, "nothing is written through the link")
  }

  @Test func storingAnEntryPrunesOldAndSurplusEntriesAndAbandonedWork() throws {
    var runner = try CommandRunner()
    runner.cache = runner.url("cache")
    let now = Date()
    // 205 entries used in the last few hours (the newest a minute ago, then one a minute older each), one unused
    // for 31 days, one for 29 days; work folders abandoned two days ago and one begun a minute ago.
    var recent: [String] = []
    for index in 0..<205 {
      let name = String(format: "recent%03d", index)
      try runner.fakeCacheEntry(name, usedAt: now.addingTimeInterval(Double(-60 * (index + 1))))
      recent.append(name)
    }
    try runner.fakeCacheEntry("unused31days", usedAt: now.addingTimeInterval(-31 * 86_400))
    try runner.fakeCacheEntry("unused29days", usedAt: now.addingTimeInterval(-29 * 86_400))
    try runner.fakeCacheWork("abandoned", startedAt: now.addingTimeInterval(-2 * 86_400))
    try runner.fakeCacheWork("inProgress", startedAt: now.addingTimeInterval(-60))

    try runner.write("one.swift", cardScenes(["Pruning"]))
    #expect(try runner.run("one.swift", "-o", "out").status == 0)

    // At most 200 entries: the new one and the 199 used most recently. The rest, the 29-day one among them (it is
    // older than every recent one), are removed, as is the one past the age limit.
    let entries = Set(try runner.cacheEntries())
    #expect(entries.count == 200)
    #expect(entries.isSuperset(of: recent.prefix(199)))
    #expect(entries.isDisjoint(with: recent.dropFirst(199)))
    #expect(!entries.contains("unused31days"))
    #expect(!entries.contains("unused29days"))
    #expect(entries.subtracting(recent).count == 1, "the new entry")
    #expect(try runner.cacheTemporaries() == ["inProgress"])
  }

  @Test func usingAnEntryKeepsItFromBeingPrunedForAge() throws {
    var runner = try CommandRunner()
    runner.cache = runner.url("cache")
    try runner.write("kept.swift", cardScenes(["Kept"]))
    #expect(try runner.run("kept.swift", "-o", "out").status == 0)
    let kept = try #require(try runner.cacheEntries().first)
    try runner.setCacheEntryUse(kept, to: Date().addingTimeInterval(-40 * 86_400))
    try runner.fakeCacheEntry("stale", usedAt: Date().addingTimeInterval(-40 * 86_400))

    // A cached run uses the entry (no compile), which counts as use; then another file's store prunes.
    #expect(try runner.run("kept.swift", "-o", "again").status == 0)
    try runner.write("other.swift", cardScenes(["Other"]))
    #expect(try runner.run("other.swift", "-o", "other").status == 0)
    let entries = try runner.cacheEntries()
    #expect(entries.contains(kept))
    #expect(!entries.contains("stale"))
    #expect(entries.count == 2)
  }
}

extension CommandRunner {
  func cacheEntries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: cache.appendingPathComponent("scenes").path)
  }

  /// An entry that is not a real build (its manifest names no key), last used at `date`.
  func fakeCacheEntry(_ name: String, usedAt date: Date) throws {
    let entry = cache.appendingPathComponent("scenes/\(name)")
    try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: entry.appendingPathComponent("manifest.json"))
    try setCacheEntryUse(name, to: date)
  }

  func setCacheEntryUse(_ name: String, to date: Date) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: date],
      ofItemAtPath: cache.appendingPathComponent("scenes/\(name)/manifest.json").path)
  }

  func fakeCacheWork(_ name: String, startedAt date: Date) throws {
    let work = cache.appendingPathComponent("tmp/\(name)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: work.path)
  }
}
