#!/usr/bin/env bash
# Zero warnings from this project's code, including the resilient targets that build with warnings suppressed
# (Package.swift, `resilient`): builds everything with LAYOUT_RENDER_WARNINGS=1 in a scratch folder of its own and fails
# on any warning but the one library evolution gives for each use of a module built without it (Foundation).
#   Scripts/check-warnings.sh
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
LAYOUT_RENDER_WARNINGS=1 swift build --scratch-path .build/warnings >"$log" 2>&1 || { cat "$log"; exit 1; }
warnings=$(grep -E "^$PWD/(Sources|Plugins)/.*: warning: " "$log" |
  grep -v "was not compiled with library evolution support" | sort -u || true)
if [[ -n "$warnings" ]]; then
  echo "$warnings"
  echo "FAIL  $(echo "$warnings" | wc -l) warnings in this project's code" >&2
  exit 1
fi
echo "check-warnings: no warnings in this project's code"
