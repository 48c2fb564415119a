#!/usr/bin/env bash
# Installs layout-render under a prefix: the command in PREFIX/bin, and in PREFIX/lib/layout-render the shared
# library and the Swift modules that scene files are compiled against (no C headers are needed: Render,
# HeadlessUIKit and RenderCore are built with library evolution).
#   Scripts/install.sh PREFIX [BUILD_DIR]     (BUILD_DIR: a `swift build` output folder; default: release)
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:?usage: Scripts/install.sh PREFIX [BUILD_DIR]}
build=${2:-$(swift build -c release --show-bin-path)}
lib="$prefix/lib/layout-render"

for needed in layout-render libLayoutRenderShared.so Modules/LayoutRender.swiftmodule; do
  [[ -e "$build/$needed" ]] || { echo "install: $build/$needed is missing; run swift build first" >&2; exit 1; }
done

mkdir -p "$prefix/bin" "$lib/Modules"
for module in LayoutSolver HeadlessUIKit Yalta Mag StraitJacket ConstraintsHolder RenderCore SceneProtocol \
  Render LayoutLint SceneHost LayoutRender UIKitFacade CoreGraphicsFacade QuartzCoreFacade MessageUIFacade \
  SafariServicesFacade OSLogFacade PlaygroundSupportFacade; do
  for extension in swiftmodule swiftdoc; do
    if [[ -e "$build/Modules/$module.$extension" ]]; then
      cp "$build/Modules/$module.$extension" "$lib/Modules/"
    fi
  done
done
cp "$build/libLayoutRenderShared.so" "$lib/"
rm -f "$lib/libLayoutRenderWithRuntime.so"
# The command last, through a temporary name, so a half-finished install never leaves a command without its library.
cp "$build/layout-render" "$prefix/bin/.layout-render.tmp"
# Both linked again with Swift's runtime and Foundation inside: a cached run takes about three quarters of the time
# (Benchmarks/README.md, "The runtime inside the library"); what fails to link stays as SwiftPM linked it.
bash Scripts/link-runtime-in.sh "$build" "$lib" "$prefix/bin/.layout-render.tmp"
mv "$prefix/bin/.layout-render.tmp" "$prefix/bin/layout-render"

# The C modules every scene file imports (under Swift's Glibc, Foundation and Dispatch), built once, here, beside
# the library, by compiling a one-line scene: a user's first run then starts from them instead of spending most of
# its time building them (SceneLibrary.sharedModuleCache). A failure here only costs that time later.
mkdir -p "$lib/module-cache"
warm=$(mktemp -d)
trap 'rm -rf "$warm"' EXIT
printf 'import UIKit\nimport LayoutRender\nlet warm = Scene("warm", size: CGSize(width: 1, height: 1)) { _ in }\n' \
  > "$warm/warm.swift"
LAYOUT_RENDER_CACHE="$warm/cache" "$prefix/bin/layout-render" "$warm/warm.swift" -o "$warm/out" --quiet >/dev/null \
  || echo "install: could not build the module cache in $lib/module-cache; the first run will build it" >&2
echo "installed $prefix/bin/layout-render and $lib"
