#!/usr/bin/env bash
# Builds the PNG encoder and decoder (Sources/CPNGWriter) with AddressSanitizer and LeakSanitizer and runs them over
# good and hostile files (Scripts/sanitize/png_harness.c): truncated, bit-flipped, huge-header, palette, 16-bit and
# interlaced files, and our own encoder at odd sizes and chunk limits. Any out-of-bounds access, use after free or
# leak fails with the sanitizer's report. `make sanitize` runs it; so does `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sources=(Sources/CPNGWriter/*.c Scripts/sanitize/png_harness.c)
# shellcheck disable=SC2046
clang -std=c11 -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all \
  -D_GNU_SOURCE -I Sources/CPNGWriter/include $(pkg-config --cflags libpng) \
  "${sources[@]}" -o "$work/png_harness" $(pkg-config --libs libpng) -lz -lpthread 2>"$work/build.log" || {
  cat "$work/build.log" >&2
  exit 1
}
# libpng reports every corrupt file on stderr: shown only when the run fails.
if ! ASAN_OPTIONS=detect_leaks=1 "$work/png_harness" 2>"$work/stderr.log"; then
  grep -v '^libpng error' "$work/stderr.log" >&2
  exit 1
fi
