#!/usr/bin/env bash
# A team's swift-snapshot-testing suite on Linux, end to end, in a copy of Examples/SnapshotTestingSuite (its view
# files and test files unchanged from what a team writes for the simulator):
#   1. the suite passes against the references committed with it;
#   2. re-recorded (`SNAPSHOT_TESTING_RECORD=all`), every reference comes out byte for byte the same;
#   3. with a reference swapped for another, the test fails, names expected, actual and diff files, which exist, and
#      is in the run report (summary.json, report.html).
#
#   bash Scripts/check-team-suite.sh PACKAGE   (PACKAGE: a copy of the example whose manifest points at this one)
set -euo pipefail
package="$(cd "$1" && pwd)"
snapshots="$package/Tests/TeamViewsTests/__Snapshots__"
cd "$package"

fail() {
  echo "check-team-suite: $1"
  exit 1
}

swift build --build-tests >/dev/null 2>&1 || fail "the team's views and tests do not build: $(swift build --build-tests 2>&1 | grep error | sort -u | head -n 8)"

# 1. Verified against the committed references.
if ! output="$(swift test --skip-build 2>&1)"; then
  grep -E "error|✘" <<<"$output" | head -n 12
  fail "the suite does not pass against its committed references"
fi

# 2. Recorded again: the same bytes.
committed="$(mktemp -d)"
trap 'rm -rf "$committed"' EXIT
cp -R "$snapshots/." "$committed/"
SNAPSHOT_TESTING_RECORD=all swift test --skip-build >/dev/null 2>&1 || true
diff -r "$committed" "$snapshots" >/dev/null || fail "re-recorded references differ from the committed ones: $(diff -rq "$committed" "$snapshots" | head -n 5)"
references="$(find "$snapshots" -type f | wc -l)"

# 3. A reference swapped for another's image: a failure with this project's artefacts.
victim="$snapshots/ProfileHeaderViewTests/testHeader.1.png"
cp "$snapshots/ProfileHeaderViewTests/testBadge.1.png" "$victim"
if output="$(swift test --skip-build --filter testHeader 2>&1)"; then
  fail "a test passed against a wrong reference"
fi
cp "$committed/ProfileHeaderViewTests/testHeader.1.png" "$victim"
actual="$(grep -o 'Actual: [^ ]*\.png' <<<"$output" | head -n 1 | cut -d' ' -f2)"
[[ -n "$actual" && -f "$actual" ]] || fail "the failure names no actual image that exists: $(grep -E 'error' <<<"$output" | head -n 3)"
grep -q "does not match reference@" <<<"$output" || fail "the failure does not give swift-snapshot-testing's size message"
summary="$(dirname "$(dirname "$actual")")/summary.json"
grep -q '"mismatched"' "$summary" 2>/dev/null || fail "the failure is not in the run report ($summary)"

# 4. A compile error in a file the Objective-C syntax plugin rewrote (it uses #selector) names the team's own file
#    and line, not the plugin's copy.
view="$package/Sources/TeamViews/FollowButtonView.swift"
cp "$view" "$committed/FollowButtonView.swift"
echo 'let brokenOnPurpose: Int = "not a number"' >>"$view"
line="$(wc -l <"$view")"
output="$(swift build --build-tests 2>&1 || true)"
cp "$committed/FollowButtonView.swift" "$view"
grep -q "Sources/TeamViews/FollowButtonView.swift:$line:" <<<"$output" ||
  fail "a compile error in a rewritten file does not name the file and line: $(grep error: <<<"$output" | head -n 2)"
! grep -q "ObjCSyntaxPlugin/copies" <<<"$output" || fail "a compile error names the plugin's copy of a file"

echo "check-team-suite: $references references verified, re-recorded byte for byte, a wrong one caught, and errors named"
echo "  at the team's own files"
