import Foundation
import Synchronization

/// Compiles the scene files of a batch, several into one executable when there are more to compile than jobs.
///
/// Most of a compile's time is the frontend finding the library's declarations a file uses, and a second file in
/// the same frontend finds them there already; starting the compiler and linking cost another third. So, with more
/// files to compile than jobs, the files that split (``ScriptSplit``: their types, extensions and functions kept at
/// file scope, `fileprivate`, their code in a function of their own) are compiled in groups, one compiler run and
/// one executable per group; the other files, and those of a group that did not compile, are compiled each to an
/// object (its own module, its top-level code in an entry function) and linked in groups. Either executable's
/// `main` runs the file that the environment names (``SceneExecutable``). A file's compile errors always come from a
/// compile of its own, so they are its own, at its lines (docs/scene-compilation.md; the figures:
/// Benchmarks/README.md, "Compiling a batch together").
struct BatchCompile {
  let compiler: SceneCompiler
  let jobs: Int

  /// At most this many files share an executable: a host process loads the whole executable, and a cached run
  /// digests it (one of 15 example files is 240 KB).
  static let largestGroup = 16

  /// What became of one file, and how it was compiled, in words ("compiled in 0.3 s", "from the cache").
  typealias Finished =
    @Sendable (_ index: Int, _ outcome: Result<SceneCompiler.Outcome, CommandError>, _ how: String)
    -> Void
  private typealias Report =
    @Sendable (_ key: String, _ outcome: Result<SceneCompiler.Outcome, CommandError>, _ how: String)
    -> Void

  /// Compiles `files` (or finds them in the cache), calling `finished` once per file, from any thread.
  func run(_ files: [SceneFile], finished: @escaping Finished) {
    let keys = files.map(compiler.key)
    var uncached: [String: [Int]] = [:]
    // A file named twice is compiled once.
    var toCompile: [(key: String, file: SceneFile)] = []
    for index in files.indices {
      if let executable = compiler.cache.executable(for: keys[index]) {
        finished(index, .success(.ready(executable, cached: true)), "from the cache")
      } else {
        if uncached[keys[index]] == nil { toCompile.append((keys[index], files[index])) }
        uncached[keys[index], default: []].append(index)
      }
    }
    let report: Report = { [uncached] key, outcome, how in
      for index in uncached[key] ?? [] { finished(index, outcome, how) }
    }
    guard toCompile.count > jobs else {
      compileEach(toCompile, report: report)
      return
    }
    let work = compiler.cache.temporaryFolder()
    defer { compiler.cache.removeTemporary(work) }
    do {
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    } catch {
      for (key, _) in toCompile { report(key, .failure(compiler.writeFailure(error)), "") }
      return
    }
    let left = compileScripts(toCompile, work: work, report: report)
    if left.count > jobs {
      compileObjects(left, work: work, report: report)
    } else {
      compileEach(left, report: report)
    }
  }

  private func compileEach(_ toCompile: [(key: String, file: SceneFile)], report: @escaping Report)
  {
    WorkPool.run(count: toCompile.count, jobs: jobs) { [self] number in
      compileAlone(toCompile[number].file, key: toCompile[number].key, report: report)
    }
  }

  private func compileAlone(_ file: SceneFile, key: String, report: Report) {
    let start = Date()
    let outcome = Result { () throws(CommandError) in try compiler.compileAlone(file, key: key) }
    report(key, outcome, "compiled in \(Self.seconds(Date().timeIntervalSince(start)))")
  }

  /// Compiles the files among `toCompile` that split (``ScriptSplit``) in groups, one compiler run each; returns the
  /// files left to compile: the others, and those of groups that did not compile.
  private func compileScripts(
    _ toCompile: [(key: String, file: SceneFile)], work: URL, report: @escaping Report
  ) -> [(key: String, file: SceneFile)] {
    let scripts = toCompile.compactMap { key, file in
      SceneCompiler.split(file).map { (key: key, file: file, split: $0) }
    }
    guard scripts.count > 1 else { return toCompile }
    let groups = Self.groups(of: scripts.count, jobs: jobs).map { Array(scripts[$0]) }
    let failed = Mutex<Set<String>>([])
    WorkPool.run(count: groups.count, jobs: jobs) { [self] number in
      let group = groups[number]
      let start = Date()
      let executable: URL?
      do throws(CommandError) {
        executable = try compiler.compileScripts(group, work: work)
      } catch {
        for member in group { report(member.key, .failure(error), "") }
        return
      }
      guard let executable else {
        failed.withLock { $0.formUnion(group.map(\.key)) }
        return
      }
      store(
        executable, for: group.map(\.key),
        how:
          "compiled with \(group.count - 1) others in \(Self.seconds(Date().timeIntervalSince(start)))",
        report: report)
    }
    let compiled = Set(scripts.map(\.key)).subtracting(failed.withLock { $0 })
    return toCompile.filter { !compiled.contains($0.key) }
  }

  /// Stores an executable shared by the files of `keys` and reports each ready.
  private func store(_ executable: URL, for keys: [String], how: String, report: Report) {
    for key in keys {
      let outcome = Result { () throws(CommandError) -> SceneCompiler.Outcome in
        let entry = SceneCompiler.entryFunction(key: key)
        return .ready(try compiler.cache.store(executable, entry: entry, for: key), cached: false)
      }
      report(key, outcome, how)
    }
  }

  /// Compiles each file to an object, then links them in groups.
  private func compileObjects(
    _ toCompile: [(key: String, file: SceneFile)], work: URL, report: @escaping Report
  ) {
    let objects = Mutex<[Int: (object: URL, seconds: Double)]>([:])
    WorkPool.run(count: toCompile.count, jobs: jobs) { [compiler] number in
      let (key, file) = toCompile[number]
      let start = Date()
      do throws(CommandError) {
        switch try compiler.compileObject(file, key: key, work: work) {
        case .built(let object):
          objects.withLock { $0[number] = (object, Date().timeIntervalSince(start)) }
        case .failed(let messages): report(key, .success(.failed(messages)), "")
        }
      } catch {
        report(key, .failure(error), "")
      }
    }
    let built = objects.withLock { $0 }.sorted { $0.key < $1.key }.map {
      (key: toCompile[$0.key].key, file: toCompile[$0.key].file, built: $0.value)
    }
    let groups = Self.groups(of: built.count, jobs: jobs).map { Array(built[$0]) }
    WorkPool.run(count: groups.count, jobs: jobs) { [self] number in
      let group = groups[number]
      let start = Date()
      let executable: URL?
      do throws(CommandError) {
        executable = try compiler.link(group.map { ($0.key, $0.file, $0.built.object) }, work: work)
      } catch {
        for member in group { report(member.key, .failure(error), "") }
        return
      }
      guard let executable else {
        for member in group { compileAlone(member.file, key: member.key, report: report) }
        return
      }
      let linking = Self.seconds(Date().timeIntervalSince(start))
      for member in group {
        store(
          executable, for: [member.key],
          how:
            "compiled in \(Self.seconds(member.built.seconds)), linked with \(group.count - 1) others in \(linking)",
          report: report)
      }
    }
  }

  /// "0.25 s": seconds to the hundredth.
  private static func seconds(_ value: Double) -> String {
    formatSeconds((value * 100).rounded() / 100)
  }

  /// The ranges of `count` objects linked together: as many groups as jobs (each link runs on its own), more when
  /// that would put over ``largestGroup`` files in one; sizes as even as they can be.
  static func groups(of count: Int, jobs: Int) -> [Range<Int>] {
    guard count > 0 else { return [] }
    let groupCount = max(min(max(jobs, 1), count), (count + largestGroup - 1) / largestGroup)
    return (0..<groupCount).map { group in
      (count * group / groupCount)..<(count * (group + 1) / groupCount)
    }
  }
}
