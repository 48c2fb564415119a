#!/usr/bin/env bash
# The installed command renders the examples as the build folder's does: installs the debug build into a temporary
# prefix (Scripts/install.sh, which links Swift's runtime and Foundation into a copy of the library,
# docs/scene-compilation.md), then checks both example folders against their references with the installed command
# and an empty cache of its own. Exits 3 on a mismatch, like `layout-render check`.
#
#   bash Scripts/check-installed.sh
set -euo pipefail
cd "$(dirname "$0")/.."

build="$(swift build --show-bin-path)"
if [[ ! -x "$build/layout-render" ]]; then
  echo "check-installed: no command in $build; run 'swift build' first" >&2
  exit 2
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/layout-render-installed.XXXXXX")"
trap 'rm -rf "$work"' EXIT

bash Scripts/install.sh "$work/prefix" "$build" >/dev/null
if [[ ! -f "$work/prefix/lib/layout-render/libLayoutRenderWithRuntime.so" ]]; then
  echo "check-installed: the install made no library with the runtime inside" >&2
  exit 1
fi
export LAYOUT_RENDER_CACHE="$work/cache"
"$work/prefix/bin/layout-render" check Examples --snapshots Snapshots/Examples -j 2 --quiet \
  --artifacts "$work/artifacts-examples"
"$work/prefix/bin/layout-render" check Examples/UIKit --snapshots Snapshots/UIKit -j 2 --quiet \
  --artifacts "$work/artifacts-uikit"
echo "check-installed: the installed command renders every example as its reference"
