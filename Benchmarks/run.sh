#!/usr/bin/env bash
# Runs the solver benchmarks in release mode and the same workloads through kiwisolver, then prints one table with
# both medians and the ratio (kiwisolver / ours: above 1 means we are faster).
#
#   bash Benchmarks/run.sh                 every workload (kiwisolver's chain 10000 alone takes ~15-20 s)
#   bash Benchmarks/run.sh --skip-slow     leave out kiwisolver's slowest cases
#   bash Benchmarks/run.sh chain grid      only workloads whose name contains one of the words
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p results

if ! python3 -c "import kiwisolver" 2>/dev/null; then
  echo "run.sh: installing kiwisolver from PyPI for the comparison" >&2
  python3 -m pip install --quiet "kiwisolver==1.5.1" >&2
fi

filters=()
for argument in "$@"; do [[ "$argument" == --* ]] || filters+=("$argument"); done

swift build -c release --product SolverBenchmarks >&2
swift build -c release --product LayoutBenchmarks >&2
./.build/release/SolverBenchmarks "${filters[@]}" > results/ours.jsonl
./.build/release/LayoutBenchmarks > results/layout.jsonl
./.build/release/LayoutBenchmarks memory >> results/layout.jsonl
python3 kiwi/bench_kiwi.py "$@" > results/kiwi.jsonl

python3 - <<'PY'
import json, platform, subprocess
ours = {r["name"]: r for r in map(json.loads, open("results/ours.jsonl"))}
kiwi = {r["name"]: r for r in map(json.loads, open("results/kiwi.jsonl"))}
import kiwisolver
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
print(f"Machine: {cpu}, {subprocess.run(['nproc'], capture_output=True, text=True).stdout.strip()} cores; "
      f"kiwisolver {kiwisolver.__version__}, Python {platform.python_version()}")
print()
print("| Workload | layout-render (median) | kiwisolver (median) | kiwisolver / ours |")
print("|---|---:|---:|---:|")
def fmt(seconds):
    return f"{seconds * 1e3:.3f} ms" if seconds < 1 else f"{seconds:.2f} s"
for name, mine in ours.items():
    theirs = kiwi.get(name)
    ratio = f"{theirs['median'] / mine['median']:.1f}x" if theirs else "not run"
    print(f"| {name} | {fmt(mine['median'])} | {fmt(theirs['median']) if theirs else '-'} | {ratio} |")
print()
print("| Layout workload | layout-render (median) |")
print("|---|---:|")
records = list(map(json.loads, open("results/layout.jsonl")))
for record in records:
    if "median" in record:
        print(f"| {record['name']} | {fmt(record['median'])} |")
print()
print("| Memory (resident growth) | bytes | per view | per constraint |")
print("|---|---:|---:|---:|")
for record in records:
    if "bytes" in record:
        print(f"| {record['name']} | {record['bytes']:,} | {record['per view']:,} | {record['per constraint']:,} |")
PY
