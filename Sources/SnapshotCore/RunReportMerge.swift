import Foundation

/// Several runs' reports made one: the shards of a suite split over CI machines, each with its own artefacts folder
/// (`layout-render report merge`).
public enum RunReportMerge {
  /// One shard's summary and the folder it was read from.
  public struct Shard: Sendable {
    public let summary: RunReport.Summary
    public let folder: URL

    public init(summary: RunReport.Summary, folder: URL) {
      self.summary = summary
      self.folder = folder
    }
  }

  /// Why a shard cannot be read: the path and what is wrong.
  public struct ReadError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
  }

  /// The shard whose `summary.json` is in the folder `path` (or is the file `path`).
  public static func read(_ path: String) throws(ReadError) -> Shard {
    var url = URL(fileURLWithPath: path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw ReadError(path: path, reason: "no such file or folder")
    }
    if isFolder.boolValue { url.appendPathComponent("summary.json") }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ReadError(
        path: url.path, reason: "no summary.json there (the artefacts folder of a run)")
    }
    do {
      let summary = try JSONDecoder().decode(RunReport.Summary.self, from: data)
      return Shard(summary: summary, folder: url.deletingLastPathComponent())
    } catch {
      throw ReadError(path: url.path, reason: "not a run summary: \(error)")
    }
  }

  /// The shards' results as one run, in the order given, each artefact found in its shard's folder (the folders
  /// were copied from the machines that wrote them, so their own paths may not exist here); `summary.json`,
  /// `report.html` and `junit.xml` are written into `output`.
  public static func merge(_ shards: [Shard], into output: URL) throws -> RunReport.Summary {
    var results: [SnapshotResult] = []
    var filtered: Set<Int32> = []
    for shard in shards {
      filtered.formUnion(shard.summary.filteredProcesses)
      results += shard.summary.snapshots.map { result in
        var located = result
        if let artifacts = result.artifacts {
          located.artifacts = SnapshotResult.Artifacts(
            expected: artifacts.expected.map { locate($0, under: shard.folder) },
            actual: locate(artifacts.actual, under: shard.folder),
            diff: artifacts.diff.map { locate($0, under: shard.folder) })
        }
        return located
      }
    }
    var counts: [String: Int] = [:]
    for result in results { counts[result.status.rawValue, default: 0] += 1 }
    let summary = RunReport.Summary(
      run: "merged", snapshots: results, counts: counts, filteredProcesses: filtered.sorted())
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try write(encoder.encode(summary), to: output.appendingPathComponent("summary.json"))
    try write(
      Data(HTMLReport(summary: summary, folder: output).html.utf8),
      to: output.appendingPathComponent("report.html"))
    try write(
      Data(JUnitReport(results: results).xml.utf8), to: output.appendingPathComponent("junit.xml"))
    return summary
  }

  /// References under `snapshots` that no shard checked, sorted: the references the shards name are looked up
  /// under `snapshots` when their own paths (another machine's checkout) do not exist here.
  public static func orphans(in snapshots: URL, shards summary: RunReport.Summary) -> [String] {
    var local = summary
    local.snapshots = summary.snapshots.map { result in
      var located = result
      located.reference = locate(result.reference, under: snapshots)
      return located
    }
    return OrphanedReferences.list(in: snapshots, summary: local)
  }

  /// The file here that a path written on another machine stands for: the path itself when it exists, else the
  /// longest tail of it that exists under `folder`, else the path unchanged.
  static func locate(_ path: String, under folder: URL) -> String {
    if FileManager.default.fileExists(atPath: path) { return path }
    let components = URL(fileURLWithPath: path).pathComponents.filter { $0 != "/" }
    for start in components.indices {
      let candidate = components[start...].reduce(folder) { $0.appendingPathComponent($1) }
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
    }
    return path
  }
}
