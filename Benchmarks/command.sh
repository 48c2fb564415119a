#!/usr/bin/env bash
# Times the layout-render command as a user runs it, whole process, from a release install:
#   - a cached run of the login example (start to PNG written),
#   - a first run (empty cache: compile included),
#   - 104 example scenes (the 13 examples in 8 copies) with -j 2, cached and from an empty cache.
# Prints one JSON line per figure (medians) to standard output.
#   bash Benchmarks/command.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-15}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release >&2
bash Scripts/install.sh "$work/prefix" "$(swift build -c release --show-bin-path)" >&2
tool="$work/prefix/bin/layout-render"

mkdir -p "$work/batch"
for copy in 1 2 3 4 5 6 7 8; do
  # Each copy's scenes get their own names (the outputs would collide otherwise): `Scene("…` on one line, or a
  # name alone on the line after `Scene(`.
  for file in Examples/*.swift; do
    sed -E -e "s/Scene\(\"/Scene(\"$copy: /" -e "s/^( +)\"([^\"]+)\", size:/\1\"$copy: \2\", size:/" "$file" \
      > "$work/batch/$copy-$(basename "$file")"
  done
done

python3 - "$tool" "$work" "$runs" <<'PY'
import json, os, shutil, subprocess, sys, time
tool, work, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])

def timed(arguments, cache, fresh=False):
    if fresh:
        shutil.rmtree(cache, ignore_errors=True)
    env = dict(os.environ, LAYOUT_RENDER_CACHE=cache)
    start = time.perf_counter()
    result = subprocess.run([tool, *arguments], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"{arguments} failed: {result.stderr.decode()}")
    return elapsed

def report(name, samples):
    samples = sorted(samples)
    print(json.dumps({"name": name, "median": samples[len(samples) // 2], "min": samples[0],
                      "max": samples[-1], "runs": len(samples)}))

login = ["Examples/LoginYalta.swift", "-o", f"{work}/out"]
cache = f"{work}/cache"
timed(login, cache)
report("cached run, login example", [timed(login, cache) for _ in range(runs)])
report("first run, login example (empty cache)", [timed(login, f"{work}/cold", fresh=True) for _ in range(5)])
batch = [f"{work}/batch", "-o", f"{work}/batch-out", "-j", "2"]
report("104 example scenes -j 2, empty cache", [timed(batch, f"{work}/batch-cache", fresh=True) for _ in range(1)])
report("104 example scenes -j 2, cached", [timed(batch, f"{work}/batch-cache") for _ in range(5)])
PY
