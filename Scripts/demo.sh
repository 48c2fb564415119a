#!/usr/bin/env bash
# The README's main command. It renders every scene in Examples/ once the renderer and the command line exist
# (issues 6 and 8); until then it builds the package and says what there is.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "layout-render: built $(swift build --show-bin-path)"
echo "Modules: $(ls Sources | tr '\n' ' ')"
scenes=""
if [[ -d Examples ]]; then scenes=$(find Examples -name '*.swift' | sort); fi
if [[ -z "$scenes" ]]; then
  echo "Examples/: no scenes yet; the renderer and the layout-render command come with issues 6 and 8."
else
  echo "Examples/:"
  printf '  %s\n' $scenes
fi
