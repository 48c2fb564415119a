#!/usr/bin/env bash
# Links the installed command and library again with Swift's runtime and Foundation inside them, from a
# `swift build` folder's objects (docs/scene-compilation.md, "The runtime inside the library"):
#   - LIBRARY_FOLDER/libLayoutRenderWithRuntime.so: the objects of SwiftPM's libLayoutRenderShared.so with the
#     static archives of Swift's runtime, its overlays and Foundation, every symbol exported and bound inside the
#     library (-Bsymbolic); the command links scene files against it alone when it is there (SwiftPM's library stays
#     beside it, for the files that import FoundationNetworking or FoundationXML);
#   - COMMAND: the command, linked with `-static-stdlib`.
# A process then maps one library instead of fifteen of Swift's, and its dynamic loader resolves far fewer symbols.
# Both are linked with packed relative relocations (`-z pack-relative-relocs`, read by glibc 2.36 and later): the
# command's 76,737 relocation entries of 24 bytes each become a 14 KB bitmap that the loader reads at every start.
# An older C library could not load them, so they are packed only where glibc is 2.36 or later.
# Either link may fail (a toolchain without static archives or llvm-objcopy, another SwiftPM layout): that one is
# then left out, with a message, and what SwiftPM linked is used.
#   Scripts/link-runtime-in.sh BUILD_DIR LIBRARY_FOLDER COMMAND
set -euo pipefail
build=${1:?usage: Scripts/link-runtime-in.sh BUILD_DIR LIBRARY_FOLDER COMMAND}
library_folder=${2:?usage: Scripts/link-runtime-in.sh BUILD_DIR LIBRARY_FOLDER COMMAND}
command_output=${3:?usage: Scripts/link-runtime-in.sh BUILD_DIR LIBRARY_FOLDER COMMAND}

toolchain=$(dirname "$(readlink -f "$(command -v swiftc)")")
static="$toolchain/../lib/swift_static/linux"
shared="$toolchain/../lib/swift/linux"
# The archives scene code may use through the library. Each is linked whole, so a scene never takes a member of one
# into its own executable; Concurrency is linked as needed (it repeats one of the runtime's symbols), so a member
# the library left out goes into the scene that uses it, and stays in one image either way.
whole=(swiftCore swift_StringProcessing swift_RegexParser swiftRuntime swiftSynchronization swiftGlibc swiftDispatch
  dispatch BlocksRuntime Foundation FoundationEssentials FoundationInternationalization CoreFoundation _FoundationICU
  _FoundationCShims _FoundationCollections swiftSwiftOnoneSupport)
# What the library's C modules link (Package.swift: CPangoCairo, CPNG, CJPEGCodec, CPNGWriter).
system_libraries=$(pkg-config --libs pangocairo pangoft2 fontconfig freetype2 harfbuzz pixman-1 gobject-2.0 libpng16)

relr_library=() relr_command=()
glibc=$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')
if [[ -n "$glibc" ]] && printf '2.36\n%s\n' "$glibc" | sort -C -V; then
  relr_library=(-Wl,-z,pack-relative-relocs) relr_command=(-Xlinker -z -Xlinker pack-relative-relocs)
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The static archives keep some symbols hidden that the toolchain's shared libraries export and that compiled code
# refers to (a class deriving from NSObject calls a private accessor of Foundation's): every symbol those shared
# libraries export is made visible in copies of the archives, so the library exports what they do.
objcopy="$toolchain/llvm-objcopy"
[[ -x "$objcopy" ]] || objcopy=$(command -v llvm-objcopy || true)
nm="$toolchain/llvm-nm"
[[ -x "$nm" ]] || nm=nm
visible=true
for name in "${whole[@]}" swift_Concurrency; do
  if [[ -f "$shared/lib$name.so" ]]; then "$nm" -D --defined-only "$shared/lib$name.so" | awk '{print $3}'; fi
done | sort -u >"$work/exported.txt"
archives=()
for name in "${whole[@]}" swift_Concurrency; do
  if [[ -z "$objcopy" ]] || ! "$objcopy" --set-symbols-visibility="$work/exported.txt=default" \
    "$static/lib$name.a" "$work/lib$name.a" 2>>"$work/library.log"; then
    visible=false
  fi
  [[ $name == swift_Concurrency ]] || archives+=("$work/lib$name.a")
done

objects="$build/LayoutRenderShared.product/Objects.LinkFileList"
# shellcheck disable=SC2086
if [[ -f "$objects" ]] && $visible && [[ -s "$work/exported.txt" ]] \
  && "$toolchain/clang" -shared -fuse-ld=lld -o "$work/libLayoutRenderWithRuntime.so" \
  -Wl,-soname,libLayoutRenderWithRuntime.so -Wl,-Bsymbolic -Wl,--no-undefined "${relr_library[@]}" \
  "$static/x86_64/swiftrt.o" "@$objects" -Wl,--whole-archive "${archives[@]}" -Wl,--no-whole-archive \
  "$work/libswift_Concurrency.a" $system_libraries -ljpeg -lz -lstdc++ -lm -ldl -lpthread 2>>"$work/library.log"; then
  mv "$work/libLayoutRenderWithRuntime.so" "$library_folder/libLayoutRenderWithRuntime.so"
else
  reason=$(tail -1 "$work/library.log" 2>/dev/null || true)
  echo "link-runtime-in: SwiftPM's library only (linking the runtime in failed: $reason)" >&2
fi

# SwiftPM names an executable's entry point after its module and defines `main` at the link.
objects="$build/layout-render.product/Objects.LinkFileList"
# shellcheck disable=SC2086
if [[ -f "$objects" ]] && swiftc -static-stdlib -emit-executable -use-ld=lld -o "$work/layout-render" \
  -Xlinker --gc-sections "${relr_command[@]}" -Xlinker --defsym -Xlinker main=LayoutRenderCommand_main "@$objects" \
  $(pkg-config --libs libpng16) -ljpeg -lz -lpthread -l_FoundationICU -lCoreFoundation -l_FoundationCShims \
  -l_FoundationCollections 2>"$work/command.log"; then
  mv "$work/layout-render" "$command_output"
else
  echo "link-runtime-in: kept SwiftPM's command (linking the runtime in failed: $(tail -1 "$work/command.log"))" >&2
fi
