#!/usr/bin/env bash
# The README's main command: renders every scene in Examples/ with the freshly built layout-render.
#   Scripts/demo.sh [OUTPUT_DIR] [extra layout-render options]     (default output: out/examples)
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-out/examples}
shift || true
tool="$(swift build --show-bin-path)/layout-render"
"$tool" render Examples Examples/UIKit -o "$output" -j "$(nproc)" "$@"
echo "Examples rendered to $output:"
ls "$output"
