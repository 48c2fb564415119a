import Foundation
import RenderCore

/// Accepting failed snapshots from a run's report: each one's actual file becomes its reference
/// (`layout-render accept`, the command the HTML report offers for every failure, since a static page cannot write
/// files).
public enum ReferenceAcceptance {
  /// The failures of `summary` that can be accepted (they left an actual file), in order.
  public static func acceptable(in summary: RunReport.Summary) -> [SnapshotResult] {
    summary.snapshots.filter { result in
      guard !result.passed, let actual = result.artifacts?.actual else { return false }
      return FileManager.default.fileExists(atPath: actual)
    }
  }

  /// Whether `name` selects `result`: its whole name, or a folder of names (`card` selects `card/Card`).
  public static func selects(_ name: String, _ result: SnapshotResult) -> Bool {
    let trimmed = name.hasSuffix("/") ? String(name.dropLast()) : name
    return result.name == trimmed || result.name.hasPrefix(trimmed + "/")
  }

  /// Writes each result's actual file over its reference.
  ///
  /// An image is written as references are (the smallest PNG, with its pixel digest), not as the quickly encoded
  /// artefact, so the accepted reference is as small and as fast to check as a recorded one; a file that does not
  /// decode is copied as it is. The renderer fingerprint stored beside an image reference described the old image: it is removed (the run's
  /// renderer is not in its report), so a later mismatch reports no renderer difference rather than a false one.
  public static func accept(_ results: [SnapshotResult]) throws {
    for result in results {
      guard let actual = result.artifacts?.actual,
        let bytes = FileManager.default.contents(atPath: actual)
      else { continue }
      let reference = URL(fileURLWithPath: result.reference)
      var accepted = bytes
      if result.kind == .image {
        let sidecar = reference.deletingPathExtension().appendingPathExtension("fingerprint.json")
        try? FileManager.default.removeItem(at: sidecar)
        if let image = try? RGBAImage(pngData: bytes), let encoded = try? image.referencePNGData() {
          accepted = encoded
        }
      }
      try write(accepted, to: reference)
    }
  }

  /// The command that accepts `name` from the report in `folder`, quoted for a POSIX shell.
  public static func command(accepting name: String?, folder: URL) -> String {
    func quoted(_ text: String) -> String {
      "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    return "layout-render accept " + (name.map(quoted) ?? "--all") + " --artifacts "
      + quoted(folder.path)
  }
}
