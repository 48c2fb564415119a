#!/usr/bin/env bash
# The "must not compile" checks: each file in Tests/CompileFailures names, on its first line, the error it must fail
# with ("// expected error: <text>") or says it must compile ("// expected: compiles", the control). Each file is
# type-checked on its own against the modules `swift build` left in the debug build folder.
set -euo pipefail
cd "$(dirname "$0")/.."

modules="$(swift build --show-bin-path)/Modules"
if [[ ! -d "$modules" ]]; then
  echo "check-compile-failures: no build at $modules; run 'swift build' first" >&2
  exit 2
fi

failures=0
for file in Tests/CompileFailures/*.swift; do
  header="$(head -n 1 "$file")"
  if output="$(swiftc -typecheck -I "$modules" "$file" 2>&1)"; then compiled=yes; else compiled=no; fi
  case "$header" in
    "// expected: compiles")
      if [[ $compiled == yes ]]; then
        echo "ok    $file compiles"
      else
        echo "FAIL  $file must compile:"; grep "error:" <<<"$output" | head -n 3; failures=$((failures + 1))
      fi
      ;;
    "// expected error: "*)
      expected="${header#// expected error: }"
      if [[ $compiled == yes ]]; then
        echo "FAIL  $file compiled, but must fail with: $expected"; failures=$((failures + 1))
      elif grep -q "error:.*$(printf '%s' "$expected" | sed 's/[][\.*^$]/\\&/g')" <<<"$output"; then
        echo "ok    $file fails with: $expected"
      else
        echo "FAIL  $file failed, but not with: $expected"; grep "error:" <<<"$output" | head -n 3
        failures=$((failures + 1))
      fi
      ;;
    *)
      echo "FAIL  $file: its first line must be '// expected error: <text>' or '// expected: compiles'"
      failures=$((failures + 1))
      ;;
  esac
done

if ((failures > 0)); then
  echo "check-compile-failures: $failures of the checks failed" >&2
  exit 1
fi
