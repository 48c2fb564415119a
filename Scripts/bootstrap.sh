#!/usr/bin/env bash
# Installs the system packages layout-render needs (Debian 12), and nothing when they are present.
#
# Called by every Makefile target that builds; never needs to be run by hand. Idempotent: it asks dpkg
# which packages are missing and installs only those, retrying once because the first apt-get run on a
# fresh Debian container image can fail halfway (its apt configuration deletes downloaded archives
# between dpkg passes).
set -euo pipefail

packages=(
  libcairo2-dev      # Cairo headers: the rasteriser
  libpango1.0-dev    # Pango headers (pulls GLib, HarfBuzz, fontconfig, FreeType headers)
  libpng-dev         # the fast PNG encoder
  libjpeg-dev        # libjpeg-turbo: JPEG images in asset catalogs and files, UIImage.jpegData
  pkg-config         # SwiftPM finds the headers through it
  fonts-inter        # the default UI face
  fonts-dejavu-core  # the fallback face, always present
  fonts-wqy-microhei  # Chinese, Japanese and Korean text
  fonts-material-design-icons-iconfont  # the icons drawn for SF Symbols
)

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

echo "bootstrap: installing ${missing[*]}" >&2
if [[ $(id -u) -eq 0 ]]; then
  run=()
elif command -v sudo >/dev/null 2>&1; then
  run=(sudo)
else
  echo "bootstrap: these packages are missing and this user cannot install them: ${missing[*]}" >&2
  echo "bootstrap: as root, run: apt-get install -y ${missing[*]}" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
install() {
  "${run[@]}" apt-get install -y --no-install-recommends "${missing[@]}" >/tmp/layout-render-apt.log 2>&1
}
if ! install; then
  echo "bootstrap: first attempt failed; updating the package lists and retrying" >&2
  "${run[@]}" apt-get update >>/tmp/layout-render-apt.log 2>&1 || true
  if ! install; then
    echo "bootstrap: apt-get failed twice; the log is /tmp/layout-render-apt.log" >&2
    tail -20 /tmp/layout-render-apt.log >&2
    exit 1
  fi
fi
echo "bootstrap: installed ${missing[*]}" >&2
