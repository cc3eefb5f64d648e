#!/usr/bin/env python3
"""Re-solves the shipped puzzles with the reference rules alone.

Usage:  tests/reference/resolve_puzzles.py [--budget NODES] FILE...

The rules are those of mancala_rules.py, an implementation of RULES.md written apart from the
project's core; the search is a plain alpha-beta over every line to the end of the game (no
table, no evaluation), with repetition decided by the reference Game's own history. Nothing of
the project's C++ is used: this is the puzzles' proof made again from outside.

For each puzzle whose proof is `exact`, every legal move's final margin is computed and the
line's goal, answer and value must follow from them (docs/PUZZLES.md); `rule` (Warri's feeding)
is checked from the legal moves; a `deep-<d>` puzzle cannot be proved by exhaustive search and
is only checked for what can be (the answer is legal; for `capture`, it captures the most, and
alone). Puzzles whose search passes the node budget, or follows a line deeper than Python's
recursion limit, are counted apart.

The last line is `N re-solved, M failed, K beyond the budget, D deep`; the exit status is
non-zero if M > 0.
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mancala_rules as R  # noqa: E402


class Budget(Exception):
    pass


class Game(R.Game):
    """The reference Game with an undo that also works after a move that ended the game (the
    reference's own undo looks up the position after the end rule handed the seeds out)."""

    def _check_end(self, repetition_possible):
        if not hasattr(self, "keys"):
            self.keys = []
        self.keys.append(self.position_key())  # the key play() counted, before any end rule
        super()._check_end(repetition_possible)

    def undo(self):
        key = self.keys.pop()
        self.seen[key] -= 1
        if not self.seen[key]:
            del self.seen[key]
        self._restore(self.undo_stack.pop())


def margin(game, p):
    return game.captured[p] - game.captured[R.other(p)]


def solve(game, budget):
    """The best final margin the player to move can force (fail-soft alpha-beta)."""
    nodes = [0]

    def value(alpha, beta):
        nodes[0] += 1
        if nodes[0] > budget:
            raise Budget()
        p = game.to_move
        now = margin(game, p)
        left = sum(game.board)
        if now + left <= alpha:
            return now + left
        if now - left >= beta:
            return now - left
        best = -1000
        for m in game.legal_moves():
            game.play(m)
            if game.over:
                v = margin(game, p)
            elif game.to_move == p:
                v = value(alpha, beta)
            else:
                v = -value(-beta, -alpha)
            game.undo()
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        return best

    return value, nodes


def move_values(game, budget):
    """Every legal move's exact value for the player to move."""
    p = game.to_move
    values = {}
    search, nodes = solve(game, budget)
    for m in game.legal_moves():
        game.play(m)
        if game.over:
            values[m] = margin(game, p)
        else:
            v = search(-1000, 1000)
            values[m] = v if game.to_move == p else -v
        game.undo()
    return values, nodes[0]


def immediate_captures(game):
    out = {}
    for m in game.legal_moves():
        if m == R.PASS:
            out[m] = 0
            continue
        _, taken = R.apply_sowing(game.variant, list(game.board), game.owner, game.to_move,
                                  R.hole_index(m))
        out[m] = taken
    return out


def check(variant, fields, budget):
    """None when the puzzle holds, "budget" or "deep" when it cannot be decided, else why not."""
    (_, counts, to_move, owners, captured, goal, answer, value, _difficulty, proof) = fields
    board = [int(x) for x in counts.split(",")]
    owner = tuple(R.S if c == "S" else R.N for c in owners)
    cap = tuple(int(x) for x in captured.split(","))
    game = Game(variant, board, R.S if to_move == "S" else R.N, owner, cap)
    legal = game.legal_moves()
    if answer not in legal:
        return "the answer %s is not legal (%s)" % (answer, " ".join(legal))
    captures = immediate_captures(game)
    most = max(captures.values())
    if goal == "capture" and (captures[answer] != most or most == 0
                              or list(captures.values()).count(most) != 1):
        return "%s does not alone capture the most (%s)" % (answer, captures)
    if proof.startswith("deep-"):
        return "deep"
    if proof == "rule":
        p = game.to_move
        if goal != "feed" or R.seeds_of(board, owner, R.other(p)) != 0 or legal != [answer]:
            return "not the only move that feeds"
        if len(R.candidate_holes(variant, board, owner, p)) < 2:
            return "a single hole holds seeds"
        return None
    if proof != "exact":
        return "unknown proof %s" % proof
    try:
        values, _ = move_values(game, budget)
    except (Budget, RecursionError):  # too many nodes, or a line too long for Python's stack
        return "budget"
    v = values[answer]
    if int(value) != v:
        return "the answer's value is %+d, not %s" % (v, value)
    others = [values[m] for m in legal if m != answer]
    if goal == "win":
        ok = v > 0 and all(o <= 0 for o in others)
    elif goal == "avoid-loss":
        ok = v == 0 and all(o < 0 for o in others)
    elif goal == "capture":
        ok = all(v >= o + 2 for o in others)
    else:
        ok = False
    if not ok:
        return "goal %s does not hold: %s" % (goal, values)
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--budget", type=int, default=2_000_000)
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    solved = failed = beyond = deep = 0
    start = time.monotonic()
    for path in args.files:
        variant = None
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                line = line.strip()
                if variant is None:
                    variant = line[len("# game: "):]
                    continue
                if not line or line.startswith("#"):
                    continue
                fields = line.split()
                t = time.monotonic()
                why = check(variant, fields, args.budget)
                took = time.monotonic() - t
                if why is None:
                    solved += 1
                    print("re-solved %s (%.2f s)" % (fields[0], took))
                elif why == "budget":
                    beyond += 1
                    print("beyond the budget %s (%.2f s)" % (fields[0], took))
                elif why == "deep":
                    deep += 1
                else:
                    failed += 1
                    print("FAIL %s:%d %s: %s" % (path, number, fields[0], why))
    print("%d re-solved, %d failed, %d beyond the budget, %d deep (%.1f s)"
          % (solved, failed, beyond, deep, time.monotonic() - start))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
