package import RenderCore

/// One line the host writes, as the scene file's code runs: scenes are built and rendered one at a time, so the
/// last line tells which scene a crash or a hang belongs to.
package enum HostEvent: Codable, Sendable, Equatable {
  /// The host is ready (always the first event), with the renderer's fingerprint when the request asks.
  case began(fingerprint: RendererFingerprint?)
  /// Scene `index` (in the order the file makes them) named `name` is being built: if the process dies now, its
  /// build closure is at fault.
  case building(index: Int, name: String)
  /// Scene `index` was built.
  case created(index: Int, name: String)
  /// Rendering of scene `index` began: if the process dies now, this scene is the one at fault.
  case started(index: Int, name: String)
  /// A scene was rendered (or inspected, for `layout-render lint`), or failed: what the host reports of it.
  case finished(SceneReport)
  /// The file's code ran to its end, having made `sceneCount` scenes.
  case completed(sceneCount: Int)
}

/// What a host reports of one scene it rendered, inspected or failed to render.
package struct SceneReport: Codable, Sendable, Equatable {
  /// Whether the scene was rendered (or inspected) or failed.
  package enum Status: String, Codable, Sendable {
    case rendered, failed
  }

  package var status: Status
  package var index: Int
  package var name: String
  /// The file written, for a rendered scene.
  package var output: String?
  /// Why the scene failed.
  package var message: String?
  /// Layout warnings (broken constraints and the like).
  package var warnings: [String]
  /// What the scene's build closure reported (a NaN constant, a constraint between two trees, …), with the line in
  /// the scene file when the call came from it.
  package var diagnostics: [HostDiagnostic]
  package var frames: SceneFrames?
  /// Layout and drawing time.
  package var milliseconds: Double?
  /// For a scene inspected by `layout-render lint`: the findings of each variant.
  package var lint: [LintResult]

  package init(
    status: Status, index: Int, name: String, output: String? = nil, message: String? = nil,
    warnings: [String] = [], diagnostics: [HostDiagnostic] = [], frames: SceneFrames? = nil,
    milliseconds: Double? = nil, lint: [LintResult] = []
  ) {
    self.status = status
    self.index = index
    self.name = name
    self.output = output
    self.message = message
    self.warnings = warnings
    self.diagnostics = diagnostics
    self.frames = frames
    self.milliseconds = milliseconds
    self.lint = lint
  }
}

/// A scene's findings in one variant of the lint matrix.
package struct LintResult: Codable, Sendable, Equatable {
  package var variant: LintVariant
  package var findings: [LayoutFinding]
  /// The scene drawn in the variant, when the request asks for images.
  package var image: String?
  /// The canvas in the variant, `[width, height]` in points.
  package var size: [Double]?

  package init(
    variant: LintVariant, findings: [LayoutFinding], image: String? = nil, size: [Double]? = nil
  ) {
    self.variant = variant
    self.findings = findings
    self.image = image
    self.size = size
  }
}

/// A diagnostic reported while a scene was built: `error` when the call was refused, `warning` otherwise.
package struct HostDiagnostic: Codable, Sendable, Equatable {
  /// How bad it is, in the words compilers print.
  package enum Severity: String, Codable, Sendable, CustomStringConvertible {
    case error, warning
    package var description: String { rawValue }
  }

  package var severity: Severity
  package var message: String
  /// The line in the scene file, when the call came from it.
  package var line: Int?

  package init(severity: Severity, message: String, line: Int?) {
    self.severity = severity
    self.message = message
    self.line = line
  }
}

/// A scene's views with frames in scene coordinates, as `--frames` writes them.
package struct SceneFrames: Codable, Sendable, Equatable {
  package struct ViewFrame: Codable, Sendable, Equatable {
    /// The view's `identifier`, or its path from the root (`View[0.2]`) when unnamed.
    package var id: String
    package var type: String
    /// x, y, width, height in points, in scene coordinates.
    package var frame: [Double]

    package init(id: String, type: String, frame: [Double]) {
      self.id = id
      self.type = type
      self.frame = frame
    }
  }

  package var name: String
  package var size: [Double]
  package var views: [ViewFrame]
  /// The frames as text, a line per view (the format of `FrameDump.framesText`): what `layout-render check`
  /// compares with a `.frames.txt` reference.
  package var text: String

  package init(name: String, size: [Double], views: [ViewFrame], text: String) {
    self.name = name
    self.size = size
    self.views = views
    self.text = text
  }
}
