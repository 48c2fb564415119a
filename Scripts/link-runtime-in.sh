#!/usr/bin/env bash
# Links the installed command and library again with Swift's runtime and Foundation inside them, from a
# `swift build` folder's objects (docs/scene-compilation.md, "The runtime inside the library"):
#   - LIBRARY_FOLDER/libLayoutRenderWithRuntime.so: the objects of SwiftPM's libLayoutRenderShared.so with the
#     static archives of Swift's runtime, its overlays and Foundation, every symbol exported and bound inside the
#     library (-Bsymbolic); the command links scene files against it alone when it is there (SwiftPM's library stays
#     beside it, for the files that import FoundationNetworking or FoundationXML);
#   - COMMAND: the command, linked with `-static-stdlib`.
# A process then maps one library instead of fifteen of Swift's, and its dynamic loader resolves far fewer symbols.
# Either link may fail (a toolchain without static archives, another SwiftPM layout): that one is then left out,
# with a message, and what SwiftPM linked is used.
#   Scripts/link-runtime-in.sh BUILD_DIR LIBRARY_FOLDER COMMAND
set -euo pipefail
build=${1:?usage: Scripts/link-runtime-in.sh BUILD_DIR LIBRARY_FOLDER COMMAND}
library_folder=${2:?usage: Scripts/link-runtime-in.sh BUILD_DIR LIBRARY_FOLDER COMMAND}
command_output=${3:?usage: Scripts/link-runtime-in.sh BUILD_DIR LIBRARY_FOLDER COMMAND}

toolchain=$(dirname "$(readlink -f "$(command -v swiftc)")")
static="$toolchain/../lib/swift_static/linux"
# The archives scene code may use through the library. Each is linked whole, so a scene never takes a member of one
# into its own executable; Concurrency is linked as needed (it repeats one of the runtime's symbols), so a member
# the library left out goes into the scene that uses it, and stays in one image either way.
whole=(swiftCore swift_StringProcessing swift_RegexParser swiftRuntime swiftSynchronization swiftGlibc swiftDispatch
  dispatch BlocksRuntime Foundation FoundationEssentials FoundationInternationalization CoreFoundation _FoundationICU
  _FoundationCShims _FoundationCollections swiftSwiftOnoneSupport)
archives=()
for name in "${whole[@]}"; do archives+=("$static/lib$name.a"); done
# What the library's C modules link (Package.swift: CPangoCairo, CPNG, CJPEGCodec, CPNGWriter).
system_libraries=$(pkg-config --libs pangocairo pangoft2 fontconfig freetype2 harfbuzz pixman-1 gobject-2.0 libpng16)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

objects="$build/LayoutRenderShared.product/Objects.LinkFileList"
# shellcheck disable=SC2086
if [[ -f "$objects" ]] && "$toolchain/clang" -shared -fuse-ld=lld -o "$work/libLayoutRenderWithRuntime.so" \
  -Wl,-soname,libLayoutRenderWithRuntime.so -Wl,-Bsymbolic -Wl,--no-undefined \
  "$static/x86_64/swiftrt.o" "@$objects" -Wl,--whole-archive "${archives[@]}" -Wl,--no-whole-archive \
  "$static/libswift_Concurrency.a" $system_libraries -ljpeg -lz -lstdc++ -lm -ldl -lpthread 2>"$work/library.log"; then
  mv "$work/libLayoutRenderWithRuntime.so" "$library_folder/libLayoutRenderWithRuntime.so"
else
  echo "link-runtime-in: SwiftPM's library only (linking the runtime in failed: $(tail -1 "$work/library.log"))" >&2
fi

# SwiftPM names an executable's entry point after its module and defines `main` at the link.
objects="$build/layout-render.product/Objects.LinkFileList"
# shellcheck disable=SC2086
if [[ -f "$objects" ]] && swiftc -static-stdlib -emit-executable -use-ld=lld -o "$work/layout-render" \
  -Xlinker --gc-sections -Xlinker --defsym -Xlinker main=LayoutRenderCommand_main "@$objects" \
  $(pkg-config --libs libpng16) -ljpeg -lz -lpthread -l_FoundationICU -lCoreFoundation -l_FoundationCShims \
  -l_FoundationCollections 2>"$work/command.log"; then
  mv "$work/layout-render" "$command_output"
else
  echo "link-runtime-in: kept SwiftPM's command (linking the runtime in failed: $(tail -1 "$work/command.log"))" >&2
fi
