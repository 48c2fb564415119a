#!/usr/bin/env bash
# The shards of a batch together render each scene exactly once: renders the examples whole, then as N shards
# (`--shard i/N`, what a CI matrix runs), and compares the file names. Exits 1 naming any scene rendered by no
# shard or by more than one.
#
#   bash Scripts/check-shards.sh [N]      (N defaults to 3)
set -euo pipefail
cd "$(dirname "$0")/.."
shards=${1:-3}

command="$(swift build --show-bin-path)/layout-render"
if [[ ! -x "$command" ]]; then
  echo "check-shards: no command at $command; run 'swift build' first" >&2
  exit 2
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/layout-render-shards.XXXXXX")"
trap 'rm -rf "$work"' EXIT

"$command" Examples Examples/UIKit -o "$work/whole" -j 2 --quiet
for index in $(seq 1 "$shards"); do
  "$command" Examples Examples/UIKit -o "$work/shard-$index" -j 2 --quiet --shard "$index/$shards"
done

python3 - "$work" "$shards" <<'PY'
import os, sys
work, shards = sys.argv[1], int(sys.argv[2])
whole = set(os.listdir(os.path.join(work, "whole")))
owners = {}
for index in range(1, shards + 1):
    for name in os.listdir(os.path.join(work, f"shard-{index}")):
        owners.setdefault(name, []).append(index)
failures = 0
for name in sorted(whole | set(owners)):
    found = owners.get(name, [])
    if name not in whole:
        print(f"FAIL  {name} rendered by shard {found} but not by the whole run"); failures += 1
    elif len(found) != 1:
        print(f"FAIL  {name} rendered by {len(found)} shards {found}"); failures += 1
sizes = [sum(1 for found in owners.values() if index in found) for index in range(1, shards + 1)]
if failures:
    sys.exit(1)
print(f"check-shards: {len(whole)} scenes, each rendered by exactly one of {shards} shards ({sizes})")
PY
