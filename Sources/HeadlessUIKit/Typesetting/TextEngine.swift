internal import CPangoCairo
import Foundation
import Synchronization

/// Measures and draws text with Pango, deterministically: a private fontconfig holding only the bundled font files
/// (loaded by path), and pinned Cairo font options (grey antialiasing, no hinting, no hint metrics, unrounded glyph
/// positions), used alike for measuring and drawing (docs/rendering.md, "Deterministic text recipe").
///
/// An engine's Pango font map is not safe to use from two threads at once, so all text work goes through
/// ``withEngine(_:)``, one caller at a time per engine. The process-wide engine serves every scene unless a render
/// context (`Renderer` in Render) binds its own engine with ``current``: scenes on different engines measure and
/// draw text in parallel.
///
/// Unchecked: the Pango and fontconfig objects it holds are raw pointers, used only inside ``withEngine(_:)`` under
/// the engine's lock, which the compiler cannot relate to them.
package final class TextEngine: @unchecked Sendable {
  /// The font files, by path; the folder can be changed with `LAYOUT_RENDER_FONT_DIR` (every file found there is
  /// loaded instead).
  static let defaultFontFiles: [(path: String, package: String)] = [
    ("/usr/share/fonts/opentype/inter/Inter-Regular.otf", "fonts-inter"),
    ("/usr/share/fonts/opentype/inter/Inter-Medium.otf", "fonts-inter"),
    ("/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", "fonts-inter"),
    ("/usr/share/fonts/opentype/inter/Inter-Bold.otf", "fonts-inter"),
    ("/usr/share/fonts/opentype/inter/Inter-Light.otf", "fonts-inter"),
    ("/usr/share/fonts/opentype/inter/Inter-Thin.otf", "fonts-inter"),
    ("/usr/share/fonts/opentype/inter/Inter-ExtraBold.otf", "fonts-inter"),
    ("/usr/share/fonts/opentype/inter/Inter-Black.otf", "fonts-inter"),
    ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "fonts-dejavu-core"),
    ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "fonts-dejavu-core"),
  ]

  /// Faces of the default set added only when first needed, as reading them costs a scene process about 2 ms
  /// without the font cache (``FontSetCache``).
  ///
  /// The Chinese, Japanese and Korean face comes when a text has characters the others cannot show, the icon face
  /// when a symbol is drawn. Their files must still be there from the start.
  static let deferredFontFiles: [(path: String, package: String)] = [
    (cjkFontPath, "fonts-wqy-microhei"),
    (symbolFontPath, "fonts-material-design-icons-iconfont"),
  ]
  static let cjkFontPath = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
  static let symbolFontPath =
    "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

  private static let shared = Mutex<TextEngine?>(nil)
  /// Whether an engine's configuration has become fontconfig's current one (the first engine's, for good).
  private static let currentConfigurationIsOurs = Mutex(false)

  /// The engine text work uses in this task or thread, when a render context bound one; else the shared engine.
  @TaskLocal package static var current: TextEngine?

  /// Serialises the use of this engine's Pango objects.
  private let lock = Mutex(())

  let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  /// The font files the engine draws with, in order: those loaded at once, then those it adds when first needed.
  package let loadedFiles: [String]
  /// Whether fontconfig's descriptions of the font files came from the font cache (``FontSetCache``) rather than
  /// from reading every file.
  package let fontsFromCache: Bool
  /// The font cache's folder, where deferred faces are described too; nil when the files are read.
  private let fontCacheRoot: String?
  /// The deferred faces not added yet (``deferredFontFiles``).
  private var pendingFiles: Set<String>
  /// Layouts kept from measuring for drawing.
  let layouts = LayoutCache()

  /// Runs `body` with the shared engine, creating it on first use.
  ///
  /// A failure to create it is not remembered: the next call tries again, so a process whose fonts appear later
  /// (installed, or `LAYOUT_RENDER_FONT_DIR` changed) recovers.
  ///
  /// - Throws: ``TextEngineError`` if a font file is missing.
  package static func withEngine<Result>(_ body: (TextEngine) throws -> Result) throws -> Result {
    let engine = try current ?? sharedEngine()
    return try engine.lock.withLock { _ in try body(engine) }
  }

  /// The process-wide engine, created on first use.
  private static func sharedEngine() throws(TextEngineError) -> TextEngine {
    try shared.withLock { (engine: inout TextEngine?) throws(TextEngineError) -> TextEngine in
      if let engine { return engine }
      let made = try TextEngine(
        fontFolder: ProcessInfo.processInfo.environment["LAYOUT_RENDER_FONT_DIR"])
      engine = made
      return made
    }
  }

  /// An engine with the font files of `fontFolder` (every `.otf` and `.ttf` there), or the bundled ones when nil;
  /// fontconfig's descriptions of them are kept at `fontCache` for the next engine (``FontSetCache``).
  ///
  /// - Throws: ``TextEngineError`` if a font file is missing or the folder holds none.
  package init(fontFolder: String?, fontCache: FontCacheLocation = .standard)
    throws(TextEngineError)
  {
    guard var config = FcConfigCreate() else { throw .unavailable }
    let files: [(path: String, package: String)]
    if let folder = fontFolder {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      files = names.sorted().filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }.map {
        ("\(folder)/\($0)", folder)
      }
      if files.isEmpty {
        throw .emptyFontFolder(path: folder)
      }
    } else {
      files = Self.defaultFontFiles
    }
    let deferred = fontFolder == nil ? Self.deferredFontFiles : []
    for file in deferred where !FileManager.default.fileExists(atPath: file.path) {
      FcConfigDestroy(config)
      throw .missingFont(path: file.path, package: file.package)
    }
    var cacheRoot = FontSetCache.prepare(config, at: fontCache)
    fontsFromCache =
      cacheRoot.map { FontSetCache.add(files.map(\.path), to: config, root: $0) } ?? false
    if !fontsFromCache {
      FcConfigDestroy(config)
      guard let fresh = FcConfigCreate() else { throw .unavailable }
      config = fresh
      cacheRoot = nil
      for file in files {
        guard FileManager.default.fileExists(atPath: file.path),
          FcConfigAppFontAddFile(config, file.path) != 0
        else {
          FcConfigDestroy(config)
          throw .missingFont(path: file.path, package: file.package)
        }
      }
    }
    // Our configuration becomes fontconfig's current one before Pango starts: Pango then skips loading the
    // system configuration (fonts.conf and every system font directory) in a background thread. Only the first
    // engine's does: the current configuration is global, and replacing it while other threads draw could free it
    // under them; every engine's configuration has the same rules (none), and each font map matches with its own.
    Self.currentConfigurationIsOurs.withLock { isOurs in
      if !isOurs { FcConfigSetCurrent(config) }
      isOurs = true
    }
    guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
      throw .unavailable
    }
    pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
    FcConfigDestroy(config)
    guard let context = pango_font_map_create_context(fontMap) else { throw .unavailable }
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    self.fontMap = fontMap
    self.context = context
    fontCacheRoot = cacheRoot
    loadedFiles = files.map(\.path) + deferred.map(\.path)
    pendingFiles = Set(deferred.map(\.path))
  }

  /// Adds a deferred face now, if it is still pending; Pango then lays text out with it.
  ///
  /// A deferred face is added when text has characters no loaded face can show, or for its own family: text laid
  /// out before did not need it, and is what it would have been with it.
  func addDeferredFace(_ path: String) {
    guard pendingFiles.remove(path) != nil,
      let config = pango_fc_font_map_get_config(OpaquePointer(fontMap))
    else { return }
    if fontCacheRoot.map({ FontSetCache.add([path], to: config, root: $0) }) != true {
      FcConfigAppFontAddFile(config, path)
    }
    pango_fc_font_map_config_changed(OpaquePointer(fontMap))
  }

  /// Fontconfig's description of each face the engine holds, in its text form, in order (faces added when first
  /// needed come last, once added).
  ///
  /// It takes the engine's turn, so it is not for use inside ``withEngine(_:)``.
  package var fontDescriptions: [String] {
    lock.withLock { _ in
      guard let config = pango_fc_font_map_get_config(OpaquePointer(fontMap)),
        let set = FcConfigGetFonts(config, FcSetApplication)
      else { return [] }
      return (0..<Int(set.pointee.nfont)).compactMap { index in
        guard let pattern = set.pointee.fonts[index], let text = FcNameUnparse(pattern) else {
          return nil
        }
        defer { free(text) }
        return String(cString: text)
      }
    }
  }

  /// Whether the Chinese, Japanese and Korean face is still to be added.
  var cjkFacePending: Bool { pendingFiles.contains(Self.cjkFontPath) }
}

/// Why text cannot be measured or drawn.
public enum TextEngineError: Error, Sendable, CustomStringConvertible {
  /// A font file is missing; the package that provides it is named.
  case missingFont(path: String, package: String)
  /// A font folder (`LAYOUT_RENDER_FONT_DIR`, or a render context's) holds no font file.
  case emptyFontFolder(path: String)
  /// Pango or fontconfig could not be set up.
  case unavailable

  public var description: String {
    switch self {
    case .missingFont(let path, let package):
      "font file \(path) is missing; install the Debian package \(package)"
    case .emptyFontFolder(let path):
      "the font folder \(path) holds no .otf or .ttf file"
    case .unavailable: "the text engine (Pango, fontconfig) could not be set up"
    }
  }
}
