#!/usr/bin/env bash
# The native engine's input, driven through a pipe: many lines, over-long lines and a `quit`
# while a command works. Every run has its own time cap (timeout), a guard against a hang, never
# a judgement of the machine's speed.
#   engine_input_e2e.sh <engine> [--no-memory-limit]
# --no-memory-limit leaves out the runs under `ulimit -v` (a sanitizer's shadow memory needs
# more address space than they allow).
set -euo pipefail
engine="${1:?usage: engine_input_e2e.sh <engine> [--no-memory-limit]}"
memory_limit=1
[[ ${2:-} == --no-memory-limit ]] && memory_limit=0

fail() { echo "FAIL: $*" >&2; exit 1; }
too_long='error line too long: over 65536 bytes; it is ignored'

# A million commands in a row, each answered once.
count=$(timeout 240 "$engine" < <(yes moves | head -n 1000000) | grep -c '^moves a b c d e f$') ||
  fail "a million piped commands: the engine ran past its cap or failed"
[ "$count" = 1000000 ] || fail "a million piped commands: $count answers"

# `quit` while a command works ends its work, as `stop` does: the command answers, the engine
# exits with status 0 and reads nothing after the quit.
quit_during() {
  local out
  out=$(printf '%s\n' "$@" quit moves | timeout 60 "$engine" --limit-ms 3600000 | grep -v '^info ') ||
    fail "quit did not end \"$*\" (status $?)"
  printf '%s\n' "$out"
}
out=$(quit_during "variant adji-kui-1" "analyse movetime 3600000")
[[ $out =~ ^ok$'\n'analysis\ ([a-f]=[-+]?[0-9]+!?\ ?){6}$ ]] ||
  fail "unexpected answers to a quit during analyse:
$out"
out=$(quit_during "variant warri" "go movetime 3600000")
[[ $out =~ ^ok$'\n'bestmove\ [a-f]$ ]] || fail "unexpected answers to a quit during go:
$out"

# As with UCI engines, `quit` ends searches only: a bench, a count or a state read before it
# answers in full (perft 7 counts in a few milliseconds), a search at once, then the engine exits.
# The quit is read while the bench works, before the count starts.
out=$(printf '%s\n' "variant warri" "bench" "perft 7" "go movetime 3600000" "state" quit moves |
  timeout 60 "$engine" --limit-ms 3600000 | grep -v '^info ') ||
  fail "a piped script ending in quit: status $?"
[[ $out =~ ^ok$'\n'bench\ nodes\ 287047\ nps\ [0-9]+$'\n'"perft 7 139157"$'\n'bestmove\ [a-f]$'\n'state\ \{\"variant\":\"warri\", ]] ||
  fail "unexpected answers to a piped script ending in quit:
$out"
# A count still has its time limit, which ends it when a quit waits behind it.
out=$(printf '%s\n' "variant warri" "perft 14" quit moves | timeout 60 "$engine" --limit-ms 500) ||
  fail "quit behind perft 14: status $?"
[ "$out" = $'ok\nerror perft 14 stopped: past the time limit of 500 ms' ] ||
  fail "unexpected answers to quit behind perft 14:
$out"

if ((memory_limit)); then
  # Far less memory than the input: a line of 1 GB is refused with one error line, the next
  # command answered.
  out=$({ head -c 1000000000 /dev/zero | tr '\0' x; printf '\nmoves\n'; } |
    (ulimit -v 250000 && timeout 240 "$engine")) || fail "a line of 1 GB: status $?"
  [ "$out" = "$too_long"$'\nmoves a b c d e f' ] || fail "a line of 1 GB: $(head -c 300 <<<"$out")"

  # 24 MB of address space holds the engine and its reader thread but not a search's table and
  # thread: each search or bench answers an error line, and the engine goes on.
  out=$(printf '%s\n' "go depth 3" "play c" "analyse depth 3" bench "perft 5" moves |
    timeout 60 bash -c 'ulimit -s 8192 -v 24000; exec "$0"' "$engine" | grep -v '^info ') ||
    fail "commands short of memory: status $?"
  lack='error out of (memory|resources \([^)]*\)): "'
  [[ $out =~ ^${lack}go\ depth\ 3\"\ was\ not\ done\;\ nothing\ changed$'\n'ok$'\n'${lack}analyse\ depth\ 3\"[^$'\n']*$'\n'${lack}bench\"[^$'\n']*$'\n'"perft 5 2749"$'\n'"moves A B C D E F"$ ]] ||
    fail "unexpected answers to commands short of memory:
$out"

  # 12 MB does not hold the thread that reads the input: one line says so, and the status is 1.
  status=0
  out=$(printf 'state\n' | timeout 60 bash -c 'ulimit -s 8192 -v 12000; exec "$0"' "$engine") ||
    status=$?
  [ "$status" = 1 ] || fail "no reader thread: status $status"
  [[ $out =~ ^"error no thread to read the input can start ("[^$'\n']+"); the engine exits"$ ]] ||
    fail "no reader thread: $out"

  # 600 MB of commands behind one that works for 3 seconds: the lines waiting for their turn are
  # held within bounds, then each is answered.
  line=$(head -c 60000 /dev/zero | tr '\0' x)
  out=$( (ulimit -v 250000 && timeout 240 "$engine" --limit-ms 3000) < <(
    printf 'variant warri\nperft 14\n'
    yes "$line" | head -n 10000
    printf 'moves\n'
  ) | cut -c 1-40 | uniq -c | sed 's/^ *//') || fail "600 MB of waiting commands: status $?"
  [ "$out" = '1 ok
1 error perft 14 stopped: past the time li
10000 error unknown command "xxxxxxxxxxxxxxxxx
1 moves a b c d e f' ] || fail "600 MB of waiting commands:
$out"
fi

echo "engine input end to end: 1 passed, 0 failed"
