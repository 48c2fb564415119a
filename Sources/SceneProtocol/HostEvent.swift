public import RenderCore

/// One line the host writes: a scene started, finished, failed or was skipped, or the list of scenes.
public struct HostEvent: Codable, Sendable, Equatable {
  public enum Kind: String, Codable, Sendable {
    /// The file's code ran and created `count` scenes (always the first event).
    case created
    /// Rendering of scene `index` began: if the process dies now, this scene is the one at fault.
    case started
    /// Scene `index` was rendered to `output`.
    case rendered
    /// Scene `index` failed: `message` says why.
    case failed
  }

  public var kind: Kind
  public var index: Int
  public var name: String
  /// For `created`: every scene's name, in order.
  public var names: [String]?
  public var output: String?
  public var message: String?
  /// Layout warnings (broken constraints and the like).
  public var warnings: [String]?
  public var frames: SceneFrames?
  /// Layout and drawing time.
  public var milliseconds: Double?
  /// For `created`, when the request asks: the renderer's fingerprint.
  public var fingerprint: RendererFingerprint?

  public init(
    kind: Kind, index: Int, name: String, names: [String]? = nil, output: String? = nil,
    message: String? = nil, warnings: [String]? = nil, frames: SceneFrames? = nil,
    milliseconds: Double? = nil, fingerprint: RendererFingerprint? = nil
  ) {
    self.kind = kind
    self.index = index
    self.name = name
    self.names = names
    self.output = output
    self.message = message
    self.warnings = warnings
    self.frames = frames
    self.milliseconds = milliseconds
    self.fingerprint = fingerprint
  }
}

/// A scene's views with frames in scene coordinates, as `--frames` writes them.
public struct SceneFrames: Codable, Sendable, Equatable {
  public struct ViewFrame: Codable, Sendable, Equatable {
    /// The view's `identifier`, or its path from the root (`View[0.2]`) when unnamed.
    public var id: String
    public var type: String
    /// x, y, width, height in points, in scene coordinates.
    public var frame: [Double]

    public init(id: String, type: String, frame: [Double]) {
      self.id = id
      self.type = type
      self.frame = frame
    }
  }

  public var name: String
  public var size: [Double]
  public var views: [ViewFrame]

  public init(name: String, size: [Double], views: [ViewFrame]) {
    self.name = name
    self.size = size
    self.views = views
  }

  /// The frames as text, a line per view (`id Type x y width height`, whole numbers without a decimal point): what
  /// `layout-render check` compares with a `.frames.txt` reference.
  public var text: String {
    func number(_ value: Double) -> String {
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
    return views.map { view in
      ([view.id, view.type] + view.frame.map(number)).joined(separator: " ")
    }.joined(separator: "\n") + "\n"
  }
}
