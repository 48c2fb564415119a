#!/usr/bin/env bash
# The renderer's and the snapshot library's benchmarks (release build, in process): one JSON line per workload.
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product RenderBenchmarks >&2
./.build/release/RenderBenchmarks
