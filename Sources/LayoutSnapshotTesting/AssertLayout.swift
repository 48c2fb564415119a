import Foundation
import HeadlessUIKit
import LayoutLint
import Render
import RenderCore

/// Fails the running test for each layout defect of a scene in each variant: the checks of `layout-render lint`
/// (docs/layout-lint.md), with no reference image.
///
/// The content size of each variant is the scene's own (fonts are chosen while a scene is built); to vary it, use
/// ``assertLayout(size:contentSizes:appearances:directions:devices:locales:ignoring:fileID:filePath:line:column:_:)``,
/// which builds the view once per size.
///
/// - Parameters:
///   - scene: The scene to inspect.
///   - variants: The appearances, directions, devices and pseudo-locales to inspect it in (the scene as it is by
///     default).
///   - kinds: Kinds of finding not to fail on.
///   - fileID: The caller's file ID, for the failure.
///   - filePath: The caller's file, for the failure.
///   - line: The caller's line, for the failure.
///   - column: The caller's column, for the failure.
/// - Returns: The findings that failed the test.
@discardableResult
public func assertLayout(
  of scene: Scene, in variants: [LintVariant]? = nil, ignoring kinds: Set<LayoutFinding.Kind> = [],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> [LayoutFinding] {
  let chosen =
    variants ?? [
      LintVariant(
        appearance: scene.appearance == .dark ? "dark" : "light",
        contentSize: "\(scene.contentSizeCategory)",
        direction: "ltr", device: "scene", locale: "none")
    ]
  var failed: [LayoutFinding] = []
  for (variant, findings) in scene.lint(chosen) {
    for finding in findings where !kinds.contains(finding.kind) {
      failed.append(finding)
      reportFailure(
        "scene \"\(scene.name)\" [\(variant)]: \(finding.kind.rawValue): \(finding.view): \(finding.message)",
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
  return failed
}

/// Fails the running test for each layout defect of a view built at each content size and shown in each variant.
///
/// - Parameters:
///   - size: The canvas the view fills (its own frame's size is kept when it has one and `size` is `nil`).
///   - contentSizes: The Dynamic Type sizes to build the view at (`.large` by default; `ContentSizeCategory.allCases`
///     for all twelve).
///   - appearances: `light`, `dark`.
///   - directions: `ltr`, `rtl`.
///   - devices: `scene` for `size`, or device presets' names.
///   - locales: `none`, `accented`, `expanded`.
///   - kinds: Kinds of finding not to fail on.
///   - fileID: The caller's file ID, for the failure.
///   - filePath: The caller's file, for the failure.
///   - line: The caller's line, for the failure.
///   - column: The caller's column, for the failure.
///   - makeView: Builds the view; it fills the canvas.
/// - Returns: The findings that failed the test.
@discardableResult
public func assertLayout(
  size: CGSize, contentSizes: [ContentSizeCategory] = [.large], appearances: [String] = ["light"],
  directions: [String] = ["ltr"], devices: [String] = ["scene"], locales: [String] = ["none"],
  ignoring kinds: Set<LayoutFinding.Kind> = [], fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column, _ makeView: () -> View
) -> [LayoutFinding] {
  var failed: [LayoutFinding] = []
  for category in contentSizes {
    let scene = Scene("layout", size: size, scale: 1, contentSizeCategory: category) { root in
      let view = makeView()
      view.frame = root.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      root.addSubview(view)
    }
    let variants = appearances.flatMap { appearance in
      directions.flatMap { direction in
        devices.flatMap { device in
          locales.map {
            LintVariant(
              appearance: appearance, contentSize: "\(category)", direction: direction,
              device: device, locale: $0)
          }
        }
      }
    }
    failed += assertLayout(
      of: scene, in: variants, ignoring: kinds, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
  return failed
}
