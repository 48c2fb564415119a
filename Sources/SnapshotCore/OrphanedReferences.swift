import Foundation

/// References that no snapshot of a full run touched: left over from renamed or deleted tests.
public enum OrphanedReferences {
  /// The reference files (`.png`, `.txt`, and fingerprints without their image) under `folder` that no result in
  /// `summary` names, sorted.
  public static func list(in folder: URL, summary: RunReport.Summary) -> [String] {
    let touched = Set(
      summary.snapshots.map { URL(fileURLWithPath: $0.reference).standardizedFileURL.path })
    let root = folder.standardizedFileURL
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { return [] }
    var orphans: [String] = []
    for case let url as URL in enumerator {
      let path = url.standardizedFileURL.path
      if path.hasSuffix(".fingerprint.json") {
        let image = String(path.dropLast(".fingerprint.json".count)) + ".png"
        if !touched.contains(image) { orphans.append(path) }
      } else if path.hasSuffix(".png") || path.hasSuffix(".txt"), !touched.contains(path) {
        orphans.append(path)
      }
    }
    return orphans.sorted()
  }
}
