#!/usr/bin/env bash
# The puzzle check refuses what it must: a wrong answer, a wrong value, a position with two
# equally good answers, a malformed line. Each doctored file holds one shipped puzzle changed
# (or a position made up for the purpose); the same puzzle unchanged passes.
set -euo pipefail
check="${1:?usage: puzzles_doctored.sh <mancala-puzzles> <data/puzzles>}"
data="${2:?usage: puzzles_doctored.sh <mancala-puzzles> <data/puzzles>}"
dir=$(mktemp -d /tmp/puzzles-doctored-XXXXXX)
trap 'rm -rf "$dir"' EXIT
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# expect <ok|refused> <name> <file> [text the output must hold]
expect() {
  local want="$1" name="$2" file="$3" text="${4:-}" out status=0
  out=$("$check" check "$file" 2>&1) || status=$?
  if [[ $want == ok && $status -ne 0 ]]; then fail "$name: refused: $out"; return; fi
  if [[ $want == refused && $status -eq 0 ]]; then fail "$name: accepted: $out"; return; fi
  if [[ -n $text && $out != *"$text"* ]]; then fail "$name: no \"$text\" in: $out"; return; fi
  echo "$name: $want"
}

# One puzzle of a shipped file, a win if there is one, with its header.
variant=adji-kui-1
line=$(grep -m1 ' win ' "$data/$variant.txt" || grep -m1 -v '^#' "$data/$variant.txt")
read -r id counts player owners captured goal answer value difficulty proof <<<"$line"
one() { printf '# game: %s\n%s\n' "$variant" "$1" >"$dir/$2"; }

one "$line" original.txt
expect ok "the shipped puzzle $id" "$dir/original.txt" "1 proved, 0 failed"

# Another hole of the mover's row as the answer.
row=abcdef
[[ $player == N ]] && row=ABCDEF
other=${row:0:1}
[[ $other == "$answer" ]] && other=${row:1:1}
one "$id $counts $player $owners $captured $goal $other $value $difficulty $proof" answer.txt
expect refused "another answer" "$dir/answer.txt" "the answer is $answer, not $other"

# A value one seed off.
off=$((value + 1))
[[ $off -gt 0 ]] && off="+$off"
one "$id $counts $player $owners $captured $goal $answer $off $difficulty $proof" value.txt
expect refused "another value" "$dir/value.txt" "the value is $value, not $off"

# Two moves win by the same margin here (c and e, both +6): no puzzle, whichever is claimed.
one "tie 1,1,2,0,2,1,1,0,0,0,0,0 S SSSSSSNNNNNN 21,19 win c +6 2 exact" tie.txt
expect refused "two equally good answers" "$dir/tie.txt" "two or more moves win"

# A claimed proof kind that is not the one found.
one "$id $counts $player $owners $captured $goal $answer $value $difficulty deep-3" proof.txt
expect refused "another proof" "$dir/proof.txt" "the proof is"

# Malformed lines, and the same id twice.
one "$id $counts $player $owners $captured $goal $answer $value" short.txt
expect refused "a short line" "$dir/short.txt" "expected 10 fields"
one "$id 4,4,4 $player $owners $captured $goal $answer $value $difficulty $proof" counts.txt
expect refused "bad counts" "$dir/counts.txt" "bad counts"
printf '# game: %s\n%s\n%s\n' "$variant" "$line" "$line" >"$dir/twice.txt"
expect refused "an id twice" "$dir/twice.txt" "comes twice"
printf '%s\n' "$line" >"$dir/headless.txt"
expect refused "no game header" "$dir/headless.txt" "# game:"

if [[ $failures -ne 0 ]]; then
  echo "puzzle check on doctored files: $failures failed" >&2
  exit 1
fi
echo "puzzle check on doctored files: all refused"
