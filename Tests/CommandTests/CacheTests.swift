import Foundation
import Testing

@Suite(.serialized) struct CacheTests {
  @Test func anUnchangedFileRunsFromThePrivateCacheAndACorruptEntryIsRebuilt() throws {
    var runner = try CommandRunner()
    runner.cache = runner.url("cache")
    try runner.write("one.swift", cardScenes(["Cached"]))
    #expect(try runner.run("one.swift", "-o", "first").status == 0)
    var info = stat()
    #expect(stat(runner.cache.path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o700)
    let scenes = runner.cache.appendingPathComponent("scenes")
    let entries = try FileManager.default.contentsOfDirectory(atPath: scenes.path)
    #expect(entries.count == 1)
    let executable = scenes.appendingPathComponent("\(entries[0])/scene")
    let built = try Data(contentsOf: executable)  // the first build, reused while nothing changes

    // Unchanged: the same entry, not rebuilt.
    #expect(try runner.run("one.swift", "-o", "second").status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: scenes.path) == entries)
    #expect(try Data(contentsOf: executable) == built)

    // Corrupt: never run (it would exit 0 and render nothing), rebuilt.
    let corrupt = Data("#!/bin/sh\nexit 0\n".utf8)
    try corrupt.write(to: executable)
    let rebuilt = try runner.run("one.swift", "-o", "third")
    #expect(rebuilt.status == 0)
    #expect(runner.exists("third/Cached.png"))
    #expect(try Data(contentsOf: executable) != corrupt)

    // Changed source: a new entry.
    try runner.write("one.swift", cardScenes(["Cached"], color: "#00FF00"))
    #expect(try runner.run("one.swift", "-o", "fourth").status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: scenes.path).count == 2)
  }

  @Test func aCacheFolderOpenToOthersIsMadePrivate() throws {
    var runner = try CommandRunner()
    runner.cache = runner.url("open-cache")
    try FileManager.default.createDirectory(at: runner.cache, withIntermediateDirectories: true)
    chmod(runner.cache.path, 0o777)
    try runner.write("one.swift", cardScenes(["Private"]))
    #expect(try runner.run("one.swift", "-o", "out").status == 0)
    var info = stat()
    _ = stat(runner.cache.path, &info)
    #expect(info.st_mode & 0o777 == 0o700)
  }
}
