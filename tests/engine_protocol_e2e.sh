#!/usr/bin/env bash
# Drives the real engine program through a pipe, as outside tools do.
set -euo pipefail
# The engine command may have words, e.g. "node build/wasm-engine/mancala-engine.js".
read -r -a engine <<<"${1:?usage: engine_protocol_e2e.sh <engine command>}"

fail() { echo "FAIL: $*" >&2; exit 1; }

out=$(printf '%s\n' \
  "variant warri" "perft 3" "moves" "play c" "state" "play c" "bogus" "undo" "moves" "quit" \
  "moves" | "${engine[@]}")
expected='ok
perft 3 190
moves a b c d e f
ok
state {"variant":"warri","board":[4,4,0,5,5,5,5,4,4,4,4,4],"owner":"SSSSSSNNNNNN","captured":[0,0],"toMove":"N","over":false,"reason":null,"winner":null,"match":null}
error illegal move c; legal: A B C D E F
error unknown command "bogus"
ok
moves a b c d e f'
[ "$out" = "$expected" ] || fail "unexpected answers:
$out"

# End of input ends the engine with status 0, and CRLF line ends are accepted.
printf 'state\r\n' | "${engine[@]}" >/dev/null || fail "non-zero exit at end of input"

echo "engine protocol end to end: 1 passed, 0 failed"
