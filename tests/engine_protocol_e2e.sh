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

# A stop ends searches only, as with UCI engines: a count read before it answers in full (the
# stop is read while the bench works), and the engine goes on. (The engine for node has no
# threads: it reads the next line only when the last command is done.)
if [[ ${engine[0]} != node ]]; then
  out=$(printf '%s\n' "variant warri" "bench" "perft 7" "stop" "moves" | "${engine[@]}")
  [[ $out =~ ^ok$'\n'bench\ nodes\ 287047\ nps\ [0-9]+$'\n'"perft 7 139157"$'\n'ok$'\n'"moves a b c d e f"$ ]] ||
    fail "stop cut short a count read before it:
$out"
fi

# analyse: one line, every legal move; a move that ends the game has its final margin, proved.
out=$(printf '%s\n' "variant warri" "setup 1,0,0,0,0,1,1,0,0,0,0,0 S 23,22" "analyse depth 2" \
  "analyse depth" | "${engine[@]}")
[[ $out == $'ok\nok\nanalysis f=+3! a='*$'\nerror usage: analyse depth <n> | analyse movetime <ms>' ]] ||
  fail "unexpected analyse answers:
$out"

# A stop behind a long analyse ends it with every move valued.
if [[ ${engine[0]} != node ]]; then
  out=$(printf '%s\n' "variant adji-kui-1" "analyse movetime 3600000" "stop" "moves" | "${engine[@]}")
  [[ $out =~ ^ok$'\n'analysis\ ([a-f]=[-+]?[0-9]+!?\ ?){6}$'\n'ok$'\n'moves\ a\ b\ c\ d\ e\ f$ ]] ||
    fail "stop did not end analyse movetime 3600000:
$out"
fi

# Work past the limits is refused, so end of input after it ends the engine.
out=$(printf 'perft 30\ngo depth 64\nanalyse depth 64\n' | "${engine[@]}")
[ "$out" = 'error bad depth "30": expected 0 to 14
error bad depth "64": expected 1 to 20
error bad depth "64": expected 1 to 20' ] || fail "limits not refused:
$out"

# Every command ends at the time limit (--limit-ms), in both builds: perft with an error, go
# with a legal move, analyse with every move valued. (Past a minute, a command ran on.)
out=$(printf '%s\n' "variant warri" "perft 14" "variant adji-kui-2" \
  "setup 4,4,4,4,4,4,4,4,4,4,4,4 S SSSSSSSSNNNN" "go depth 20" "analyse depth 20" "moves" |
  timeout 60 "${engine[@]}" --limit-ms 500 | grep -v '^info ') || fail "the limit did not end the commands:
$out"
[[ $out =~ ^ok$'\n'"error perft 14 stopped: past the time limit of 500 ms"$'\n'ok$'\n'ok$'\n'bestmove\ [a-fAB]$'\n'analysis\ ([a-fAB]=[-+]?[0-9]+!?\ ?){8}$'\n'"moves a b c d e f A B"$ ]] ||
  fail "unexpected answers at the time limit:
$out"
"${engine[@]}" --limit-ms 0 </dev/null 2>/dev/null && fail "--limit-ms 0 accepted"

# setup refuses owners the game cannot have (only Adji Kui II buys holes) and changes nothing.
out=$(printf '%s\n' "variant adji-kui-1" "setup 4,4,4,4,4,4,4,4,4,4,4,4 S SSSSSSSSSSSS" "moves" |
  "${engine[@]}")
[ "$out" = 'ok
error owners "SSSSSSSSSSSS" are not possible in adji-kui-1: each player owns their own row (SSSSSSNNNNNN); only Adji Kui II buys holes
moves a b c d e f' ] || fail "impossible owners not refused:
$out"

# A line over 65536 bytes gets one error line and is never read as a command; the next is.
long=$(head -c 65536 /dev/zero | tr '\0' x)
out=$(printf '%s\n' "$long" "${long}x" "${long}${long}${long}" moves | "${engine[@]}")
[ "$out" = "error unknown command \"$(head -c 80 <<<"$long")...\"
error line too long: over 65536 bytes; it is ignored
error line too long: over 65536 bytes; it is ignored
moves a b c d e f" ] || fail "unexpected answers to long lines:
$(cut -c 1-100 <<<"$out")"

# The examples of docs/ENGINE.md: each block of "> command" lines and their answers, on a fresh
# engine.
docs="$(dirname "${BASH_SOURCE[0]}")/../docs/ENGINE.md"
examples=0
while IFS= read -r -d '' block; do
  out=$(sed -n 's/^> //p' <<<"$block" | "${engine[@]}")
  expected=$(grep -v '^> ' <<<"$block" || true)
  [ "$out" = "$expected" ] || fail "the example of docs/ENGINE.md
$block
answers
$out"
  examples=$((examples + 1))
done < <(awk '/^```/ { if (open && example) printf "%s%c", text, 0; open = !open; text = ""; example = 0; next }
  open { text = text $0 "\n"; if ($0 ~ /^> /) example = 1 }' "$docs")
[ "$examples" -ge 2 ] || fail "$examples examples found in $docs"

echo "engine protocol end to end: 1 passed, 0 failed"
