internal import CPangoCairo
import Foundation
import HeadlessUIKit

extension RendererFingerprint {
  /// This process's fingerprint.
  ///
  /// - Throws: ``TextEngineError`` if a font file is missing.
  public static func current() throws -> RendererFingerprint {
    let files = try TextEngine.withEngine { $0.loadedFiles }
    var fonts: [String: String] = [:]
    for path in files {
      guard let digest = FontDigests.sha256(ofFileAt: path) else { continue }
      fonts[(path as NSString).lastPathComponent] = digest
    }
    let fontconfig = Int(FcGetVersion())
    return RendererFingerprint(
      // The drawing code's own revision: raised whenever this project's drawing (not a library's) changes what
      // a scene's pixels are. Revision 2 added layers' shadows (three-box blur), continuous corners, conic
      // gradients (a 128-sector mesh), blur effects and Core Graphics drawing. Revision 3 drew SF Symbols with
      // Material Icons and attributed text with its attributes.
      renderer: "layout-render 0.1, drawing revision 3",
      cairo: String(cString: cairo_version_string()),
      pango: String(cString: pango_version_string()),
      harfbuzz: String(cString: hb_version_string()),
      freetype: "\(FREETYPE_MAJOR).\(FREETYPE_MINOR).\(FREETYPE_PATCH)",
      fontconfig: "\(fontconfig / 10000).\(fontconfig / 100 % 100).\(fontconfig % 100)",
      pixman: String(cString: pixman_version_string()),
      fonts: fonts,
      fontOptions: "antialias=gray hintstyle=none hintmetrics=off roundglyphpositions=off")
  }
}
