import Foundation
import HeadlessUIKit
internal import LayoutLint
import Render
import SceneProtocol

/// One scene rendered as the request says: overrides applied, laid out (strictly if asked), drawn to a file.
struct SceneJob {
  let scene: Scene
  let index: Int
  let request: HostRequest
  /// What the scene's build closure reported.
  let buildDiagnostics: [Diagnostic]

  func run() -> SceneReport {
    let start = DispatchTime.now().uptimeNanoseconds
    applyOverrides()
    if let variants = request.lint { return lint(variants, start: start) }
    if request.strict && !buildDiagnostics.isEmpty {
      return failure(
        "--strict: its build reported \(buildDiagnostics.count) diagnostic"
          + (buildDiagnostics.count == 1 ? "" : "s"))
    }
    let (_, diagnostics) = Diagnostics.collect { scene.root.layoutIfNeeded() }
    let warnings = diagnostics.map(\.message) + scene.missingGlyphWarnings()
    if request.strict {
      do {
        try scene.root.layout(strict: true)
      } catch {
        return failure("--strict: \(error)", warnings: warnings)
      }
    }
    let format = request.format
    let output = URL(fileURLWithPath: request.outputFolder)
      .appendingPathComponent("\(index).\(format.rawValue)")
    do {
      try scene.write(
        to: output, format: format, compression: request.smallestPNG ? .smallest : .fast)
    } catch {
      return failure("\(error)", warnings: warnings)
    }
    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    return SceneReport(
      status: .rendered, index: index, name: scene.name, output: output.path, warnings: warnings,
      diagnostics: hostDiagnostics(), frames: request.frames ? frames() : nil,
      milliseconds: milliseconds)
  }

  /// Inspects the scene in each variant (`layout-render lint`): no file is written.
  private func lint(_ variants: [LintVariant], start: UInt64) -> SceneReport {
    var images: [Int: String] = [:]
    var sizes: [Int: [Double]] = [:]
    let folder = URL(fileURLWithPath: request.outputFolder)
    let inspected = scene.lint(variants) { variant in
      sizes[variant] = [Double(scene.size.width), Double(scene.size.height)]
      guard request.lintImages else { return }
      let url = folder.appendingPathComponent("\(index)-\(variant).png")
      if (try? scene.write(to: url, format: .png)) != nil { images[variant] = url.path }
    }
    let results = inspected.enumerated().map { offset, result in
      LintResult(
        variant: result.variant, findings: result.findings, image: images[offset],
        size: sizes[offset])
    }
    return SceneReport(
      status: .rendered, index: index, name: scene.name, diagnostics: hostDiagnostics(),
      milliseconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, lint: results)
  }

  /// Applies `--device`, `--scale`, `--appearance`, `--rtl` and `--debug` (checked when the command line was parsed).
  private func applyOverrides() {
    if let choice = request.device {
      let device = Device(choice)
      scene.resize(to: device.size, safeAreaInsets: device.safeAreaInsets)
      scene.rescale(to: device.scale)
    }
    if let scale = request.scale { scene.rescale(to: CGFloat(scale)) }
    switch request.appearance {
    case .light: scene.appearance = .light
    case .dark: scene.appearance = .dark
    case nil: break
    }
    if request.rightToLeft { scene.root.semanticLayoutDirection = .rightToLeft }
    if request.debugOverlay { scene.showsDebugOverlay = true }
  }

  /// Every view's frame in scene coordinates, in tree order.
  private func frames() -> SceneFrames {
    let dump = FrameDump(scene.root)
    let views = dump.preorder.map {
      SceneFrames.ViewFrame(id: $0.id, type: $0.type, frame: FrameDump.rounded($0.frameInRoot))
    }
    return SceneFrames(
      name: scene.name, size: [Double(scene.size.width), Double(scene.size.height)], views: views,
      text: dump.framesText)
  }

  private func failure(_ message: String, warnings: [String] = []) -> SceneReport {
    SceneReport(
      status: .failed, index: index, name: scene.name, message: message, warnings: warnings,
      diagnostics: hostDiagnostics())
  }

  /// The build's diagnostics, with the line when the call came from the scene file (its `#fileID` ends with the
  /// file's name, as the command compiles it under a `#sourceLocation` naming it).
  private func hostDiagnostics() -> [HostDiagnostic] {
    let fileName = URL(fileURLWithPath: request.sourceFile).lastPathComponent
    return buildDiagnostics.map { diagnostic in
      let fromFile = diagnostic.file == fileName || diagnostic.file.hasSuffix("/" + fileName)
      return HostDiagnostic(
        severity: diagnostic.severity == .error ? .error : .warning, message: diagnostic.message,
        line: fromFile && diagnostic.line > 0 ? diagnostic.line : nil)
    }
  }
}
