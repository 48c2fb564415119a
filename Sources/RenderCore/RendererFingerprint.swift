import Foundation

/// What decides the pixels besides the scene: the versions of the drawing libraries and the font files.
///
/// Snapshot references store it beside each image; a mismatch whose fingerprint differs can then say "reference
/// made with Pango 1.50.12, this run has …" instead of a bare failure (docs/rendering.md, "Renderer fingerprint").
public struct RendererFingerprint: Codable, Equatable, Sendable {
  public var renderer: String
  public var cairo: String
  public var pango: String
  public var harfbuzz: String
  public var freetype: String
  public var fontconfig: String
  public var pixman: String
  /// Font file name → SHA-256 of its bytes.
  public var fonts: [String: String]
  /// The pinned text options.
  public var fontOptions: String

  public init(
    renderer: String, cairo: String, pango: String, harfbuzz: String, freetype: String,
    fontconfig: String,
    pixman: String, fonts: [String: String], fontOptions: String
  ) {
    self.renderer = renderer
    self.cairo = cairo
    self.pango = pango
    self.harfbuzz = harfbuzz
    self.freetype = freetype
    self.fontconfig = fontconfig
    self.pixman = pixman
    self.fonts = fonts
    self.fontOptions = fontOptions
  }

  /// The differences from another fingerprint, as readable phrases ("Pango 1.50.12 here, 1.52.1 there").
  public func differences(from other: RendererFingerprint) -> [String] {
    var result: [String] = []
    let libraries: [(String, KeyPath<RendererFingerprint, String>)] = [
      ("layout-render", \.renderer), ("Cairo", \.cairo), ("Pango", \.pango),
      ("HarfBuzz", \.harfbuzz),
      ("FreeType", \.freetype), ("fontconfig", \.fontconfig), ("pixman", \.pixman),
      ("font options", \.fontOptions),
    ]
    for (name, path) in libraries where self[keyPath: path] != other[keyPath: path] {
      result.append("\(name) \(other[keyPath: path]) in the reference, \(self[keyPath: path]) here")
    }
    for file in Set(fonts.keys).union(other.fonts.keys).sorted()
    where fonts[file] != other.fonts[file] {
      result.append("font \(file) differs")
    }
    return result
  }
}
