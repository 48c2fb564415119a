#!/usr/bin/env bash
# Every library product links on its own: a throw-away package beside nothing else depends on this one by path and
# has one executable per product, each depending on that product alone and importing only it (no Foundation), so a
# product that leans on a library its dependencies happen to bring in (libm, Foundation) fails to link here.
#
# The same package has a team's view target written for UIKit (`import UIKit`, set up as docs/uikit-import.md says)
# and its tests beside swift-snapshot-testing: the graph builds, the tests run, and swift-snapshot-testing's
# `#if canImport(UIKit)` code stays off (its UIView strategies would make the test's own one ambiguous).
#
#   bash Scripts/check-products.sh          (a full debug build of the package in a scratch folder: several minutes)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

work="$(mktemp -d "${TMPDIR:-/tmp}/layout-render-products.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The library products, from the manifest itself.
mapfile -t products < <(swift package dump-package | python3 -c '
import json, sys
for product in json.load(sys.stdin)["products"]:
    if "library" in product["type"]:
        print(product["name"])
')

{
  echo "// swift-tools-version: 6.2"
  echo "import PackageDescription"
  echo "let package = Package("
  echo "  name: \"ProductConsumers\","
  echo "  dependencies: ["
  echo "    .package(name: \"LayoutRender\", path: \"$root\"),"
  echo "    .package(url: \"https://github.com/pointfreeco/swift-snapshot-testing\", exact: \"1.19.7\"),"
  echo "  ],"
  echo "  targets: ["
  echo "    .target("
  echo "      name: \"TeamViews\","
  echo "      dependencies: [.product(name: \"UIKitFacade\", package: \"LayoutRender\")],"
  echo "      swiftSettings: [.unsafeFlags([\"-module-alias\", \"UIKit=UIKitFacade\"])]),"
  echo "    .testTarget("
  echo "      name: \"TeamViewsTests\","
  echo "      dependencies: ["
  echo "        \"TeamViews\", .product(name: \"UIKitFacade\", package: \"LayoutRender\"),"
  echo "        .product(name: \"SnapshotTesting\", package: \"swift-snapshot-testing\"),"
  echo "      ],"
  echo "      swiftSettings: [.unsafeFlags([\"-module-alias\", \"UIKit=UIKitFacade\"])]),"
  for product in "${products[@]}"; do
    echo "    .executableTarget(name: \"Use$product\", dependencies: [.product(name: \"$product\", package: \"LayoutRender\")]),"
  done
  echo "  ])"
} >"$work/Package.swift"
for product in "${products[@]}"; do
  mkdir -p "$work/Sources/Use$product"
  # A module of the product to import: the product's first target (the shared library's umbrella).
  module="$(swift package dump-package | python3 -c "
import json, sys
for product in json.load(sys.stdin)['products']:
    if product['name'] == '$product':
        print(product['targets'][0])
")"
  printf 'import %s\n\nprint("%s links on its own")\n' "$module" "$product" >"$work/Sources/Use$product/main.swift"
done

mkdir -p "$work/Sources/TeamViews" "$work/Tests/TeamViewsTests"
cat >"$work/Sources/TeamViews/BadgeView.swift" <<'SWIFT'
import UIKit

/// A view as an app writes it: `import UIKit`, designated initialisers, Auto Layout.
public final class BadgeView: UIView {
  public let label = UILabel()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemRed
    label.text = "3"
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: centerXAnchor),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
SWIFT
cat >"$work/Tests/TeamViewsTests/BadgeViewTests.swift" <<'SWIFT'
import SnapshotTesting
import TeamViews
import Testing
import UIKit

// swift-snapshot-testing declares `Snapshotting<UIView, UIImage>.image` only behind `#if canImport(UIKit)`: were
// that code on, this declaration would make the use below ambiguous and the test target would not compile.
extension Snapshotting where Value == UIView, Format == UIImage {
  static var image: Snapshotting { fatalError("only named, never evaluated") }
}

@Test func theBadgeLaysOutItsLabelInTheCentre() {
  let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
  badge.layoutIfNeeded()
  #expect(badge.label.center == CGPoint(x: 20, y: 20))
  let strategy: () -> Snapshotting<UIView, UIImage> = { .image }
  _ = strategy
}
SWIFT

echo "check-products: building ${#products[@]} consumers (${products[*]})"
failures=0
for product in "${products[@]}"; do
  # One product at a time (they share the build folder), so one failure does not hide the others.
  if output="$(cd "$work" && swift build --product "Use$product" 2>&1)" &&
    "$work/.build/debug/Use$product" >/dev/null; then
    echo "ok    $product"
  else
    echo "FAIL  $product does not link or run on its own:"
    grep -E "error" <<<"$output" | sort -u | head -n 8
    failures=$((failures + 1))
  fi
done
if output="$(cd "$work" && swift build --build-tests 2>&1 && swift test --skip-build 2>&1)"; then
  echo "ok    a UIKit view target (import UIKit) and its tests beside swift-snapshot-testing"
else
  echo "FAIL  a UIKit view target (import UIKit) beside swift-snapshot-testing:"
  grep -E "error|✘" <<<"$output" | sort -u | head -n 12
  failures=$((failures + 1))
fi
if ((failures > 0)); then
  echo "check-products: $failures product(s) failed"
  exit 1
fi
echo "check-products: every library product links on its own"
