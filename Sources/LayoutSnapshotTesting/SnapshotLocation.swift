import Foundation
import SnapshotCore

/// Where a test's references and artefacts live by default: found from the test file by walking up to the folder
/// that holds `Package.swift`.
enum SnapshotLocation {
  /// The package root above a source file, or the file's own folder when there is none.
  static func packageRoot(of filePath: String) -> URL {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      folder.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: filePath).deletingLastPathComponent()
  }

  /// `<TestFile>/<test>` or `<TestFile>/<test>.<name>`: no counters, so names never shift.
  static func snapshotName(filePath: String, function: String, name: String?) -> String {
    let file = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    // `testLogin()` and `card(size:)` name their tests `testLogin` and `card`: the argument labels are noise.
    let test = String(function.prefix { $0 != "(" })
    var name = [fileNameComponent(test), name.map { fileNameComponent($0) }].compactMap { $0 }
      .joined(separator: ".")
    if name.isEmpty { name = "snapshot" }
    return file + "/" + name
  }
}
