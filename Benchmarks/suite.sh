#!/usr/bin/env bash
# A generated swift-snapshot-testing suite of N assertions (1,000 by default) in one `swift test` process: each
# builds a settings screen (a navigation bar over an inset-grouped table of 12 rows) on an iPhone 13 @3x, lays it out,
# draws it and compares it with a matching reference, as a team's suite does after the migration recipe (README).
# The references are recorded once, by the first assertion, and copied to the other names (recording N identical
# 3-megapixel references at libpng's smallest setting would take minutes and measures nothing the suite does).
# Prints one JSON line: the wall time of the verifying `swift test` run (build excluded), per configuration.
#   bash Benchmarks/suite.sh [N] [debug|release ...]
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-1000}
shift || true
configurations="${*:-debug release}"
repo=$PWD
# SUITE_WORK keeps the generated package (and its build) in a folder of one's choosing between runs.
work=${SUITE_WORK:-$(mktemp -d)}
[[ -n "${SUITE_WORK:-}" ]] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Tests/ScreenTests"
cat >"$work/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "AssertionSuite",
  dependencies: [
    .package(name: "LayoutRender", path: "$repo"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
  ],
  targets: [
    .testTarget(
      name: "ScreenTests",
      dependencies: [
        .product(name: "UIKitFacade", package: "LayoutRender"),
        .product(name: "UIKitSnapshotting", package: "LayoutRender"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      swiftSettings: [
        .unsafeFlags(["-module-alias", "UIKit=UIKitFacade", "-Xfrontend", "-import-module", "-Xfrontend", "UIKitSnapshotting"])
      ]
    )
  ]
)
SWIFT
cat >"$work/Tests/ScreenTests/SettingsScreenTests.swift" <<'SWIFT'
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// Twelve value rows in an inset-grouped list, as a team's settings screen is written.
final class SettingsList: UITableViewController {
  init() {
    super.init(style: .insetGrouped)
    title = "Settings"
  }
  required init?(coder: NSCoder) { nil }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    cell.textLabel?.text = "Setting \(indexPath.row + 1)"
    cell.detailTextLabel?.text = indexPath.row % 3 == 0 ? "On" : "Automatic"
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

/// The suite's size, from the script (1 while the first reference is recorded).
let assertionCount = Int(ProcessInfo.processInfo.environment["SUITE_ASSERTIONS"] ?? "") ?? 1

@MainActor
@Suite struct SettingsScreenTests {
  @Test(arguments: 0..<assertionCount)
  func settings(index: Int) {
    let screen = UINavigationController(rootViewController: SettingsList())
    assertSnapshot(of: screen, as: .image(on: .iPhone13), named: "screen\(index)")
  }
}
SWIFT
cd "$work"
for configuration in $configurations; do
  swift build --build-tests -c "$configuration" >&2
  references=Tests/ScreenTests/__Snapshots__/SettingsScreenTests
  rm -rf "$references"
  SUITE_ASSERTIONS=1 SNAPSHOT_TESTING_RECORD=all swift test --skip-build -c "$configuration" >/dev/null 2>&1 || true
  recorded=$(ls "$references"/*.png)
  for index in $(seq 1 $((count - 1))); do cp "$recorded" "${recorded/screen0/screen$index}"; done
  start=$(date +%s.%N)
  SUITE_ASSERTIONS=$count SNAPSHOT_TESTING_RECORD=never swift test --skip-build -c "$configuration" >"$work/log" 2>&1 ||
    { tail -30 "$work/log" >&2; exit 1; }
  end=$(date +%s.%N)
  passed=$(grep -c "passed after" "$work/log" || true)
  python3 -c "import json,sys; print(json.dumps({'name': 'suite of $count matching assertions, one swift test process', 'configuration': '$configuration', 'wall': round($end - $start, 2), 'reference': '$(basename "$recorded")', 'log lines passed': $passed}))"
done
