#!/usr/bin/env bash
# The command against a hostile user: a crashing scene between two good ones, a scene that floods its output, eight
# concurrent runs sharing a fresh cache, an absurd -j, long and colliding scene names, and signals in the middle of
# a run (SIGINT while hosts run, SIGTERM while the compiler runs, SIGKILL). Each case checks what must survive (the
# good scenes' images, a clear message naming the fault, the exit code) and what must not (a host or compiler still
# running, a temporary file in the output folder, the cache or TMPDIR).
#
# Uses the debug build `swift build` left (make test builds it first). Prints one line per check; exits 1 if any
# failed.
set -uo pipefail
cd "$(dirname "$0")/.."

command="$(swift build --show-bin-path)/layout-render"
if [[ ! -x "$command" ]]; then
  echo "adversarial: no command at $command; run 'swift build' first" >&2
  exit 2
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/layout-render-adversarial.XXXXXX")"
trap '[[ -n ${KEEP:-} ]] || rm -rf "$work"' EXIT
export LAYOUT_RENDER_CACHE="$work/cache" TMPDIR="$work/tmp"
mkdir -p "$TMPDIR"
unset CI LAYOUT_RENDER_RECORD SWIFTC
cd "$work"

failures=0
check() { # check "what" test-args...
  local what="$1"
  shift
  if "$@"; then echo "ok    $what"; else echo "FAIL  $what"; failures=$((failures + 1)); fi
}
contains() { grep -qF -- "$2" "$1"; }
absent() { [[ ! -e "$1" ]]; }
empty_folder() { [[ -z "$(ls -A "$1" 2>/dev/null)" ]]; }

# Whether a process runs (a zombie re-parented to an init that does not reap it does not count).
alive() {
  local state
  state="$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -c1)" || return 1
  [[ -n $state && $state != Z && $state != X ]]
}
dead_within_3s() {
  for _ in $(seq 1 150); do alive "$1" || return 0; sleep 0.02; done
  return 1
}
# No process runs an executable from this script's cache (every host is one).
no_hosts_left() {
  local pid exe
  for pid in /proc/[0-9]*; do
    exe="$(readlink "$pid/exe" 2>/dev/null)" || continue
    if [[ $exe == "$LAYOUT_RENDER_CACHE"/* ]] && alive "${pid#/proc/}"; then return 1; fi
  done
  return 0
}
no_temporaries() { # no_temporaries output-folder
  [[ -z "$(find "$1" -maxdepth 1 -name '.layout-render-*' 2>/dev/null)" ]] && empty_folder "$TMPDIR" &&
    empty_folder "$LAYOUT_RENDER_CACHE/tmp"
}
wait_for_file() {
  for _ in $(seq 1 1200); do [[ -s $1 ]] && return 0; sleep 0.05; done
  return 1
}
scene() { # scene name [body]
  printf '_ = Scene("%s", size: CGSize(width: 40, height: 20), scale: 1) { root in\n%s\n}\n' "$1" "${2:-}"
}

echo "== a crashing scene between two good ones"
{
  echo "import LayoutRender"
  scene Before
  scene Crashing '  let none: [Int] = []; _ = none[1]'
  scene After
} >crash.swift
"$command" crash.swift -o crash 2>crash.err
check "exit code 1" test $? -eq 1
check "the scene before it is rendered" test -s crash/Before.png
check "the scene after it is rendered" test -s crash/After.png
check "the error names the scene and the crash" contains crash.err 'scene "Crashing": crashed'
check "nothing temporary left" no_temporaries crash

echo "== a scene that floods its output"
{
  echo "import LayoutRender"
  scene Quiet
  scene Flood '  while true { print("line after line after line after line after line") }'
} >flood.swift
"$command" flood.swift -o flood 2>flood.err
check "exit code 1" test $? -eq 1
check "the quiet scene is rendered" test -s flood/Quiet.png
check "the flooding scene is stopped with a message" contains flood.err 'scene "Flood": printed more than 8 MB'
check "at most 64 KB of the flood is shown" test "$(wc -c <flood.err)" -lt 70000
check "nothing temporary left" no_temporaries flood

echo "== eight concurrent runs sharing a fresh cache"
{
  echo "import LayoutRender"
  scene Shared '  root.backgroundColor = .systemBlue'
} >shared.swift
export LAYOUT_RENDER_CACHE="$work/fresh-cache"
pids=()
for index in 1 2 3 4 5 6 7 8; do
  "$command" shared.swift -o "shared$index" 2>"shared$index.err" &
  pids+=($!)
done
statuses=0
for pid in "${pids[@]}"; do wait "$pid" || statuses=$((statuses + 1)); done
check "all eight succeed" test $statuses -eq 0
identical=yes
for index in 2 3 4 5 6 7 8; do cmp -s shared1/Shared.png "shared$index/Shared.png" || identical=no; done
check "all eight images are the same bytes" test $identical = yes
check "the cache holds one entry" test "$(ls "$LAYOUT_RENDER_CACHE/scenes" | wc -l)" -eq 1
check "nothing temporary left" no_temporaries shared1
export LAYOUT_RENDER_CACHE="$work/cache"

echo "== an absurd number of jobs"
"$command" crash.swift -o jobs -j 99999999999999999999 2>jobs1.err
check "a number too large to hold is a usage error (exit 2)" test $? -eq 2
"$command" crash.swift -o jobs -j 100000 2>jobs2.err
check "a number past the limit is a usage error (exit 2)" test $? -eq 2
check "the message says what the limit is" contains jobs2.err "--jobs must be at most"
check "nothing was rendered" absent jobs

echo "== long and colliding scene names"
long="$(printf 'L%.0s' $(seq 1 300))"
{
  echo "import LayoutRender"
  scene "$long"
  scene "Dark mode"
  scene "dark-MODE"
  scene Fine
} >names.swift
"$command" names.swift -o names 2>names.err
check "exit code 1" test $? -eq 1
check "the too-long name gets an error naming it" contains names.err "scene \"$long\""
check "the collision names both scenes" contains names.err 'scene "dark-MODE": its output dark-MODE.png is already taken by scene "Dark mode"'
check "the first of the colliding scenes is written" test -s names/Dark-mode.png
check "the scene after them is written" test -s names/Fine.png
check "nothing temporary left" no_temporaries names

echo "== SIGINT while two hosts run (-j 2)"
for name in first second; do
  {
    echo "import Foundation"
    echo "import LayoutRender"
    scene Hanging "  try? \"\\(getpid())\".write(toFile: \"$name.pid\", atomically: true, encoding: .utf8); sleep(300)"
  } >"$name.swift"
done
"$command" first.swift second.swift -o interrupted -j 2 2>interrupted.err &
run=$!
wait_for_file first.pid && wait_for_file second.pid
kill -INT "$run"
wait "$run"
check "the command ends by SIGINT (status 130)" test $? -eq 130
check "it says it was interrupted" contains interrupted.err "interrupted (SIGINT); stopped 2 child processes"
check "the first host is stopped" dead_within_3s "$(cat first.pid)"
check "the second host is stopped" dead_within_3s "$(cat second.pid)"
check "no host is left running" no_hosts_left
check "nothing temporary left" no_temporaries interrupted

echo "== SIGTERM while the compiler runs"
cat >slow-swiftc <<'EOF'
#!/usr/bin/env bash
sleep 300 &
echo $! > grandchild.pid
echo $$ > compiler.pid
wait
EOF
chmod +x slow-swiftc
echo "// another version" >>first.swift
SWIFTC="$work/slow-swiftc" "$command" first.swift -o terminated 2>terminated.err &
run=$!
wait_for_file compiler.pid && wait_for_file grandchild.pid
kill -TERM "$run"
wait "$run"
check "the command ends by SIGTERM (status 143)" test $? -eq 143
check "the compiler is stopped" dead_within_3s "$(cat compiler.pid)"
check "what the compiler started is stopped" dead_within_3s "$(cat grandchild.pid)"
check "nothing temporary left" no_temporaries terminated

echo "== SIGKILL while a host runs"
rm -f first.pid
"$command" first.swift -o killed 2>killed.err &
run=$!
wait_for_file first.pid
kill -KILL "$run"
wait "$run"
check "the command is killed (status 137)" test $? -eq 137
check "the host dies with it" dead_within_3s "$(cat first.pid)"
check "no host is left running" no_hosts_left
"$command" crash.swift -o killed 2>/dev/null
check "the next run removes what the killed one left" no_temporaries killed

echo
if ((failures > 0)); then
  echo "adversarial: $failures check(s) failed"
  exit 1
fi
echo "adversarial: all checks passed"
