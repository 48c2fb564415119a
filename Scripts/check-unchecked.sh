#!/usr/bin/env bash
# Every `@unchecked Sendable` and `nonisolated(unsafe)` in Sources/ says why the compiler cannot see it is safe: a
# comment starting "Unchecked:" or "Unsafe:" within the three lines above it or the two below. Exits 1 naming each one
# that does not (part of `make lint`).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 - <<'PY'
import pathlib, re, sys
missing = []
for path in sorted(pathlib.Path("Sources").rglob("*.swift")):
    lines = path.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines):
        code = line.split("//")[0]
        if "@unchecked Sendable" not in code and "nonisolated(unsafe)" not in code:
            continue
        near = lines[max(0, number - 3):number + 3]
        if not any(re.search(r"//.*\b(Unchecked|Unsafe):", other) for other in near):
            missing.append(f"{path}:{number + 1}: {line.strip()}")
if missing:
    print("\n".join(missing))
    print(f"FAIL  {len(missing)} unchecked declarations without an 'Unchecked:' or 'Unsafe:' comment", file=sys.stderr)
    sys.exit(1)
print("check-unchecked: every unchecked declaration says why")
PY
