/// The formats a scene can be written in.
@frozen public enum OutputFormat: String, Sendable, CaseIterable, Codable {
  case png, svg, pdf

  /// The format a file extension names, case-insensitively.
  public init?(pathExtension: String) {
    self.init(rawValue: pathExtension.lowercased())
  }
}
