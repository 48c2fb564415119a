import Foundation
import HeadlessUIKit

/// The context scenes are built, laid out and drawn in: the fonts, and the text engine that measures and draws with
/// them (keeping the text it laid out for the drawing that follows).
///
/// Everything uses ``shared`` unless a renderer's ``run(_:)`` is under way on the thread or task: text work inside it
/// goes to that renderer's own engine. Engines are used one caller at a time, so scenes rendered on several
/// threads share the one engine's turn; give each thread its own renderer and they measure and draw text in
/// parallel, with the same bytes.
///
/// ```swift
/// let renderer = try Renderer()
/// let png = try renderer.run { try makeLoginScene().pngData() }
/// ```
public final class Renderer: Sendable {
  /// The process-wide context (fonts from `LAYOUT_RENDER_FONT_DIR`, else the bundled ones).
  public static let shared = Renderer(engine: nil)

  /// The engine bound by ``run(_:)``; `nil` for the process-wide one.
  private let engine: TextEngine?

  /// A context that uses `engine`, or the process-wide one when nil.
  package init(engine: TextEngine?) {
    self.engine = engine
  }

  /// A context of its own, with the bundled fonts or every `.otf` and `.ttf` file of `fontFolder`.
  ///
  /// - Throws: ``TextEngineError`` if a font file is missing or the folder holds none.
  public convenience init(fontFolder: String? = nil) throws(TextEngineError) {
    self.init(engine: try TextEngine(fontFolder: fontFolder))
  }

  /// Runs `body` (making, laying out or drawing scenes) with this renderer's fonts and text engine.
  public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    // The shared renderer binds nil: inside another renderer's run, it still means the process-wide engine.
    try TextEngine.$current.withValue(engine) { try body() }
  }

  /// What decides this renderer's pixels besides the scene: library versions and font files.
  ///
  /// - Throws: ``TextEngineError`` if a font file is missing.
  public func fingerprint() throws -> RendererFingerprint {
    try run { try RendererFingerprint.current() }
  }
}
