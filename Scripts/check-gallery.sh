#!/usr/bin/env bash
# The gallery in a real browser: renders the examples with `--gallery`, opens index.html in headless Chromium
# (installed with apt-get when missing, as root) and checks that every image loaded (the page counts them into
# `data-images-loaded` on <body>) and that a screenshot of the page is a real PNG; then the same for the lint's contact
# sheet, with every finding outlined. Not part of `make test` (it installs a browser): `make check-gallery`.
set -euo pipefail
cd "$(dirname "$0")/.."

browser="$(command -v chromium || command -v chromium-browser || true)"
if [[ -z $browser ]]; then
  if [[ $(id -u) -ne 0 ]]; then
    echo "check-gallery: Chromium is missing; install it (apt-get install chromium) or run as root" >&2
    exit 2
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >/dev/null
  browser="$(command -v chromium)"
fi
command="$(swift build --show-bin-path)/layout-render"
work="$(mktemp -d "${TMPDIR:-/tmp}/layout-render-gallery.XXXXXX")"
trap 'rm -rf "$work"' EXIT

"$command" Examples Examples/UIKit -o "$work/gallery" -j 2 --quiet --gallery
page="file://$work/gallery/index.html"
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files
  --virtual-time-budget=15000 --user-data-dir="$work/profile")
"$browser" "${flags[@]}" --dump-dom "$page" 2>/dev/null >"$work/dom.html"
"$browser" "${flags[@]}" --window-size=1400,2000 --screenshot="$work/screenshot.png" "$page" >/dev/null 2>&1

python3 - "$work" <<'PY'
import re, sys
work = sys.argv[1]
dom = open(f"{work}/dom.html", encoding="utf-8").read()
body = re.search(r"<body[^>]*>", dom)
images = re.search(r'data-images="(\d+)"', body.group(0)) if body else None
loaded = re.search(r'data-images-loaded="(\d+)"', body.group(0)) if body else None
if not images or not loaded:
    sys.exit("FAIL  the page never ran its load script (no data-images-loaded on <body>)")
if images.group(1) != loaded.group(1):
    sys.exit(f"FAIL  {loaded.group(1)} of {images.group(1)} images loaded")
shot = open(f"{work}/screenshot.png", "rb").read()
if not shot.startswith(b"\x89PNG\r\n\x1a\n") or len(shot) < 10_000:
    sys.exit("FAIL  no usable screenshot of the page")
print(f"check-gallery: all {images.group(1)} images loaded in Chromium; screenshot {len(shot)} bytes")
PY

# The lint's contact sheet of the idiom suite in the full matrix's appearances and directions: every image loads
# and every finding about a view is outlined with an area on its image.
"$command" lint Examples/UIKit --appearance light,dark --rtl both --contact-sheet "$work/sheet" -j 2 >/dev/null 2>&1 || true
sheet="file://$work/sheet/index.html"
"$browser" "${flags[@]}" --dump-dom "$sheet" 2>/dev/null >"$work/sheet-dom.html"
python3 - "$work" <<'PY'
import re, sys
dom = open(f"{sys.argv[1]}/sheet-dom.html", encoding="utf-8").read()
body = re.search(r"<body[^>]*>", dom)
def value(name):
    found = re.search(name + r'="(\d+)"', body.group(0)) if body else None
    return found.group(1) if found else None
images, loaded, findings, shown = (value(n) for n in
    ["data-images", "data-images-loaded", "data-findings", "data-findings-shown"])
if loaded is None or shown is None:
    sys.exit("FAIL  the contact sheet never ran its load script")
if images != loaded:
    sys.exit(f"FAIL  contact sheet: {loaded} of {images} images loaded")
if findings != shown:
    sys.exit(f"FAIL  contact sheet: {shown} of {findings} findings outlined with an area")
print(f"check-gallery: contact sheet: all {images} variant images loaded, all {findings} findings outlined")
PY
