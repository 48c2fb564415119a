#!/usr/bin/env bash
# The module table in ARCHITECTURE.md against Package.swift: every non-test target is listed once, with exactly the
# dependencies the manifest gives it. Exits 1 naming each difference.
set -euo pipefail
cd "$(dirname "$0")/.."

swift package dump-package | python3 -c '
import json, re, sys

manifest = {}
for target in json.load(sys.stdin)["targets"]:
    if target["type"] == "test":
        continue
    dependencies = set()
    for dependency in target.get("dependencies", []):
        (kind, value), = dependency.items()
        dependencies.add(value[0])
    manifest[target["name"]] = dependencies

documented = {}
for line in open("ARCHITECTURE.md", encoding="utf-8"):
    cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
    if len(cells) != 3 or not cells[0].startswith("`"):
        continue
    names = re.findall(r"`([^`]+)`", cells[0])
    dependencies = set(re.findall(r"`([^`]+)`", cells[2]))
    for name in names:
        if name in documented:
            print(f"FAIL  {name} is listed twice in ARCHITECTURE.md")
        documented[name] = dependencies

failures = 0
for name in sorted(set(manifest) | set(documented)):
    if name not in documented:
        print(f"FAIL  {name} is a target but not in ARCHITECTURE.md"); failures += 1
    elif name not in manifest:
        print(f"FAIL  {name} is in ARCHITECTURE.md but not a target"); failures += 1
    elif manifest[name] != documented[name]:
        missing = sorted(manifest[name] - documented[name])
        extra = sorted(documented[name] - manifest[name])
        print(f"FAIL  {name}: ARCHITECTURE.md lacks {missing}, lists {extra} the manifest does not have")
        failures += 1
if failures:
    sys.exit(1)
print(f"check-module-graph: the {len(manifest)} targets match ARCHITECTURE.md")
'
