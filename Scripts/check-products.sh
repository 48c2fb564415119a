#!/usr/bin/env bash
# Every library product links on its own: a throw-away package depends on this one by path and has one executable
# per product, each depending on that product alone and importing only it (no Foundation), so a product that leans
# on a library its dependencies happen to bring in (libm, Foundation) fails to link here.
#
# The same package is Examples/SnapshotTestingSuite: a team's view target written for UIKit and its
# swift-snapshot-testing suite, which Scripts/check-team-suite.sh verifies, re-records and breaks on purpose; and
# the command plugin runs from it (Scripts/check-plugin.sh).
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

# The package is Examples/SnapshotTestingSuite (a team's views and swift-snapshot-testing suite, set up as the
# README's migration recipe says) with one executable per product added to its manifest.
cp -R "$root/Examples/SnapshotTestingSuite/." "$work/"
rm -rf "$work/.build"
sed -i "s|path: \"../..\"|path: \"$root\"|" "$work/Package.swift"
{
  echo "package.targets += ["
  for product in "${products[@]}"; do
    echo "  .executableTarget(name: \"Use$product\", dependencies: [.product(name: \"$product\", package: \"LayoutRender\")]),"
  done
  echo "]"
} >>"$work/Package.swift"
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
if bash "$root/Scripts/check-team-suite.sh" "$work"; then
  echo "ok    a team's UIKit views and swift-snapshot-testing suite (Examples/SnapshotTestingSuite)"
else
  echo "FAIL  a team's UIKit views and swift-snapshot-testing suite (Examples/SnapshotTestingSuite)"
  failures=$((failures + 1))
fi
# The command plugin, from the same package (built once for both checks).
if ! bash "$root/Scripts/check-plugin.sh" "$work"; then
  failures=$((failures + 1))
fi
if ((failures > 0)); then
  echo "check-products: $failures check(s) failed"
  exit 1
fi
echo "check-products: every library product links on its own, the team suite and the plugin work"
