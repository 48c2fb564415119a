#!/usr/bin/env bash
# Formats the sources with the toolchain's swift-format, then lints strictly.
# With --lint it only lints (what CI-minded contributors run before pushing).
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Plugins)
if [[ "${1:-}" != "--lint" ]]; then
  swift format format --in-place --recursive --parallel "${paths[@]}"
fi
swift format lint --strict --recursive --parallel "${paths[@]}"
