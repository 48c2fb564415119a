#!/usr/bin/env bash
# The SwiftPM command plugin from a user's package: a package that depends on this one by path renders a scene file
# with `swift package layout-render render …`, records its references with `… record …`, and checks them with
# `… check …` (exit 0).
#
#   bash Scripts/check-plugin.sh            (a throw-away package built afresh in a scratch folder: about a minute)
#   bash Scripts/check-plugin.sh PACKAGE    (in an existing consumer package, as Scripts/check-products.sh calls it)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
if [[ $# -ge 1 ]]; then
  work="$(cd "$1" && pwd)"
else
  work="$(mktemp -d "${TMPDIR:-/tmp}/layout-render-plugin.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
fi
export LAYOUT_RENDER_CACHE="$work/plugin-cache"
unset CI LAYOUT_RENDER_RECORD

mkdir -p "$work/Scenes"
if [[ ! -f "$work/Package.swift" ]]; then
  mkdir -p "$work/Sources/App"
  cat >"$work/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
  name: "PluginConsumer",
  dependencies: [.package(name: "LayoutRender", path: "$root")],
  targets: [.target(name: "App", dependencies: [.product(name: "LayoutRender", package: "LayoutRender")])])
SWIFT
  echo 'public let appName = "PluginConsumer"' >"$work/Sources/App/App.swift"
fi
cat >"$work/Scenes/Badge.swift" <<'SWIFT'
import LayoutRender

_ = Scene("Badge", size: CGSize(width: 120, height: 60), scale: 1, backgroundColor: .white) { root in
  let badge = UIView()
  badge.backgroundColor = .systemBlue
  root.addSubview(badge)
  badge.edgeAnchor == root.edgeAnchor + UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
}
SWIFT

failures=0
check() { # check "what" command...
  local what="$1"
  shift
  if "$@"; then echo "ok    $what"; else echo "FAIL  $what"; failures=$((failures + 1)); fi
}
plugin() { (cd "$work" && swift package --allow-writing-to-package-directory layout-render "$@") >"$work/log" 2>&1; }

check "render writes the scene" plugin render Scenes -o out
check "  … as a PNG" test -s "$work/out/Badge.png"
check "record writes the reference (and succeeds)" plugin record Scenes --snapshots Snapshots
check "  … image and frames" test -s "$work/Snapshots/Badge/Badge.png" -a -s "$work/Snapshots/Badge/Badge.frames.txt"
check "check passes against it" plugin check Scenes --snapshots Snapshots
sed -i 's/systemBlue/systemRed/' "$work/Scenes/Badge.swift"
check "check fails once the scene changes" bash -c "! (cd '$work' && swift package --allow-writing-to-package-directory layout-render check Scenes --snapshots Snapshots >/dev/null 2>&1)"
check "  … leaving a diff" test -s "$work/.build/snapshot-artifacts/Badge/Badge.diff.png"
if ((failures > 0)); then
  echo "check-plugin: $failures check(s) failed; the last plugin run said:"
  tail -n 20 "$work/log"
  exit 1
fi
echo "check-plugin: render, record and check work from a consumer package"
