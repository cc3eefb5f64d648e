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
out=$(quit_during "variant warri" "perft 14" "state")
[[ $out == $'ok\nerror perft 14 stopped\nstate {"variant":"warri",'* ]] ||
  fail "unexpected answers to a quit during perft:
$out"

if ((memory_limit)); then
  # Far less memory than the input: a line of 1 GB is refused with one error line, the next
  # command answered.
  out=$({ head -c 1000000000 /dev/zero | tr '\0' x; printf '\nmoves\n'; } |
    (ulimit -v 250000 && timeout 240 "$engine")) || fail "a line of 1 GB: status $?"
  [ "$out" = "$too_long"$'\nmoves a b c d e f' ] || fail "a line of 1 GB: $(head -c 300 <<<"$out")"

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
