import HeadlessUIKit
import LayoutLint
import LayoutSnapshotTesting
import RenderCore

/// Fails the running test for each layout defect of a controller shown on a device with each set of traits: the
/// checks of `layout-render lint` (docs/layout-lint.md), with no reference image.
///
/// Each trait collection is applied as `.image(on:traits:)` applies it (style, direction, content size category,
/// size classes), so a team can fail CI on a label truncated at the largest text size without recording anything:
/// `assertLayout(of: controller, on: .iPhoneSe, traits: [.init(preferredContentSizeCategory: .accessibilityLarge)])`.
///
/// - Parameters:
///   - controller: The controller to inspect.
///   - config: The device: its size, safe area and traits.
///   - traits: The trait collections to inspect it with, one at a time (the device's own alone by default).
///   - locales: Pseudo-locales to show its text in: `none`, `accented`, `expanded`.
///   - kinds: Kinds of finding not to fail on.
///   - fileID: The caller's file ID, for the failure.
///   - filePath: The caller's file, for the failure.
///   - line: The caller's line, for the failure.
///   - column: The caller's column, for the failure.
/// - Returns: The findings that failed the test.
@discardableResult
public func assertLayout(
  of controller: UIViewController, on config: ViewImageConfig = .iPhone13,
  traits: [UITraitCollection] = [UITraitCollection()], locales: [String] = ["none"],
  ignoring kinds: Set<LayoutFinding.Kind> = [], fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [LayoutFinding] {
  var failed: [LayoutFinding] = []
  for collection in traits {
    let host = SnapshotHost(controller, config: config, traits: collection)
    defer { host.dismiss() }
    failed += inspect(
      host, name: "\(type(of: controller))", locales: locales, ignoring: kinds, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
  return failed
}

/// Fails the running test for each layout defect of a view with each set of traits, as
/// ``assertLayout(of:on:traits:locales:ignoring:fileID:filePath:line:column:)-controller`` does for a controller.
///
/// - Parameters:
///   - view: The view to inspect, at `size` (its own size when `nil`; fitted when it then has no area).
///   - size: The size to lay it out at.
///   - traits: The trait collections to inspect it with, one at a time.
///   - locales: Pseudo-locales to show its text in: `none`, `accented`, `expanded`.
///   - kinds: Kinds of finding not to fail on.
///   - fileID: The caller's file ID, for the failure.
///   - filePath: The caller's file, for the failure.
///   - line: The caller's line, for the failure.
///   - column: The caller's column, for the failure.
/// - Returns: The findings that failed the test.
@discardableResult
public func assertLayout(
  of view: UIView, size: CGSize? = nil, traits: [UITraitCollection] = [UITraitCollection()],
  locales: [String] = ["none"], ignoring kinds: Set<LayoutFinding.Kind> = [],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> [LayoutFinding] {
  var failed: [LayoutFinding] = []
  for collection in traits {
    let (host, restore) = SnapshotHost.hosting(
      view, size: size, config: ViewImageConfig(), traits: collection)
    defer { restore() }
    failed += inspect(
      host, name: "\(type(of: view))", locales: locales, ignoring: kinds, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
  return failed
}

/// The defects of a hosted window in each pseudo-locale, each reported as a failure naming the traits.
private func inspect(
  _ host: SnapshotHost, name: String, locales: [String], ignoring kinds: Set<LayoutFinding.Kind>,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) -> [LayoutFinding] {
  let window = host.window
  let appearance: Appearance = host.traits.userInterfaceStyle == .dark ? .dark : .light
  let traits =
    "\(appearance), \(host.traits.preferredContentSizeCategory.rawValue), "
    + (window.effectiveUserInterfaceLayoutDirection == .rightToLeft ? "rtl" : "ltr")
  var failed: [LayoutFinding] = []
  for locale in locales {
    let restoreText = (PseudoLocale(rawValue: locale) ?? .none).localize(window)
    defer { restoreText() }
    window.setNeedsLayout()
    window.layoutIfNeeded()
    let findings = LayoutInspector.findings(
      in: window, canvas: window.bounds, appearance: appearance,
      background: appearance == .dark ? .black : .white)
    for finding in findings where !kinds.contains(finding.kind) {
      failed.append(finding)
      reportFailure(
        "\(name) [\(traits)\(locale == "none" ? "" : ", \(locale)")]: \(finding.kind.rawValue): "
          + "\(finding.view): \(finding.message)",
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
  return failed
}
