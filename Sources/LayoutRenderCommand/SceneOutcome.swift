import SceneProtocol

/// What became of one scene (or of a whole file that failed before creating any).
struct SceneOutcome: Sendable {
  enum Status: Sendable {
    case rendered
    case failed
  }

  /// The file's position among the inputs, and the scene's among the file's scenes (-1: the file itself).
  var fileIndex: Int
  var sceneIndex: Int
  var file: String
  var name: String
  var status: Status
  /// The rendered file in the scratch folder, for the caller to place.
  var renderedFile: String?
  var message: String?
  var warnings: [String]
  /// What the scene's build closure reported.
  var diagnostics: [HostDiagnostic] = []
  var frames: SceneFrames?
  var milliseconds: Double?
  /// For `lint`: the findings of each variant.
  var lint: [LintResult] = []

  var sortKey: (Int, Int) { (fileIndex, sceneIndex) }
}
