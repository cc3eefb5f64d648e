#!/usr/bin/env python3
"""Cross-check the mancala engine against the independent reference rules.

Usage:  tests/reference/crosscheck.py [ENGINE] [--games N] [--setups N] [--seed S]

Starts ENGINE (default build/native/mancala-engine, built if missing) once and talks to it
over pipes, one command per line.  For every variant it checks perft 1-4 from the start,
plays N random games and N random set-up positions, comparing after every move the
engine's `moves` answer and its `state` JSON with the reference, and checks that `undo`
restores the previous state.  It also sends malformed commands, which must each answer a
line starting with `error ` and leave `state` unchanged.

The random games from the start are the reference implementation's own random play: their
average length and how they end are checked against the facts RULES.md states ("Facts to
test against": about 78, 76 and 103 moves, and the usual ends), the same facts that the
engine's own random games are checked against in tests/core_random_test.cpp.

The last line is `N passed, M failed` (games/positions/checks without and with a
disagreement); the exit status is non-zero if M > 0.
"""

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mancala_rules as R  # noqa: E402
from engine_pipe import (DEFAULT_ENGINE, Engine, EngineError, build_engine,  # noqa: E402
                         parse_state, state_matches)
from fixed_cases import FixedCases  # noqa: E402

EXPECTED_PERFT = {
    R.ADJI_KUI_1: [6, 36, 180, 900],
    R.ADJI_KUI_2: [6, 23, 102, 407],
    R.WARRI: [6, 36, 190, 1014],
}
MAX_PLIES = 3000
# RULES.md, "Facts to test against": random legal play averages about this many moves.
RULES_AVERAGE_MOVES = {R.ADJI_KUI_1: 78, R.ADJI_KUI_2: 76, R.WARRI: 103}
AVERAGE_TOLERANCE = 0.12   # as in tests/core_random_test.cpp
MIN_GAMES_FOR_FACTS = 200  # RULES.md's figures are over 200 games each
class Checker(FixedCases):
    def __init__(self, engine, verbose_limit=1):
        self.engine = engine
        self.first_shown = set()
        self.disagreements = {}   # kind -> count
        self.moves_compared = 0
        self.states_compared = 0
        self.passed = 0
        self.failed = 0
        self.stats = {}           # variant -> {"plies":..., reasons}
        self.game_ends = {}       # variant -> [(plies, reason)] of the random games from the start
        self.features = {}        # rule situations met during random play

    # -- reporting -----------------------------------------------------------------------

    def disagree(self, kind, context, engine_answer, reference_answer):
        self.disagreements[kind] = self.disagreements.get(kind, 0) + 1
        if kind in self.first_shown:
            return
        self.first_shown.add(kind)
        print("=" * 78)
        print("DISAGREEMENT [%s]" % kind)
        for k, v in context.items():
            print("  %-10s %s" % (k + ":", v))
        print("  engine:    %s" % engine_answer)
        print("  reference: %s" % reference_answer)
        print("=" * 78, flush=True)

    def record(self, ok):
        if ok:
            self.passed += 1
        else:
            self.failed += 1

    # -- one game ------------------------------------------------------------------------

    def play_out(self, label, variant, start_cmds, game, rng, script=(), ends=None):
        """Play `game` (already set up in the engine by start_cmds) to the end with random
        moves (the moves of `script` first), comparing every step; the game's length and end
        reason are appended to `ends` if given.  Returns True if no disagreement."""
        played = []
        script = list(script)

        def context():
            seq = list(start_cmds) + ["play " + m for m in played]
            return {"what": label, "variant": variant,
                    "start": " | ".join(start_cmds),
                    "moves": " ".join(played) or "(none)",
                    "replay": "printf '%s\\nmoves\\nstate\\n' | ENGINE"
                              % "\\n".join(seq)}

        ans = self.engine.ask("moves", "state")
        while True:
            self.moves_compared += 1
            self.states_compared += 1
            if ans[0] != game.moves_line():
                self.disagree("moves", context(), ans[0], game.moves_line())
                return False
            if not state_matches(ans[1], game):
                self.disagree("state", context(), ans[1], "state " + game.state_json())
                return False
            if game.over:
                if not played:
                    self.feature("game over at once (set-up) by " + game.reason)
                st = self.stats.setdefault(variant, {})
                st[game.reason] = st.get(game.reason, 0) + 1
                st["plies"] = st.get("plies", 0) + len(played)
                if ends is not None:
                    ends.append((len(played), game.reason))
                return True
            if len(played) >= MAX_PLIES:
                self.disagree("no-end", context(), "(not over)", "game not over after %d plies"
                              % MAX_PLIES)
                return False
            before = game.state_json()
            before_moves = game.moves_line()
            move = script.pop(0) if script else rng.choice(game.legal_moves())
            self.count_features(variant, game, move)
            game.play(move)
            ans = self.engine.ask("play " + move, "state", "undo", "state", "play " + move,
                                  "moves", "state")
            if ans[0] != "ok" or ans[4] != "ok":
                self.disagree("play", dict(context(), move=move), ans[0] + " / " + ans[4],
                              "ok (reference legal moves before it: %s)"
                              % before_moves)
                return False
            played.append(move)
            self.states_compared += 2
            if not state_matches(ans[1], game):
                self.disagree("state", context(), ans[1], "state " + game.state_json())
                return False
            if ans[2] != "ok" or parse_state(ans[3]) is None or \
                    dict(parse_state(ans[3])) != json.loads(before):
                self.disagree("undo", dict(context(), then="undo"), ans[2] + " / " + ans[3],
                              "ok / state " + before)
                return False
            ans = ans[5:]

    # -- coverage statistics -------------------------------------------------------------

    def feature(self, name):
        self.features[name] = self.features.get(name, 0) + 1

    def count_features(self, variant, game, move):
        """Count rule situations met (to show that the random play reaches them)."""
        p = game.to_move
        if move == R.PASS:
            self.feature("pass")
            return
        h = R.hole_index(move)
        if game.board[h] >= 12:
            self.feature("%s sowing of 12+" % variant)
        if game.owner[h] != R.DEFAULT_OWNER[h]:
            self.feature("move from a bought hole")
        b, taken = R.apply_sowing(variant, game.board, game.owner, p, h)
        if taken:
            if variant == R.ADJI_KUI_2 and game.owner != R.DEFAULT_OWNER:
                self.feature("adji-kui-2 capture with bought holes")
            if variant != R.ADJI_KUI_2 and taken > 3:
                self.feature("%s chain capture" % variant)
            if variant == R.WARRI and R.seeds_of(b, game.owner, 1 - p) == 0:
                self.feature("warri grand slam")
        if variant == R.WARRI and R.seeds_of(game.board, game.owner, 1 - p) == 0:
            self.feature("warri must feed")
        if variant == R.ADJI_KUI_2:
            excluded = [i for i in range(12) if game.owner[i] == p and game.board[i] >= 2
                        and R.relay_sow(game.board, game.owner, p, i) is None]
            if excluded:
                self.feature("adji-kui-2 endless relay excluded")

    # -- perft ---------------------------------------------------------------------------

    def check_perft(self, variant, start_cmds, game, depths, expected=None):
        ok = True
        for d in depths:
            mine = R.game_perft(game, d)
            ans = self.engine.ask1("perft %d" % d)
            want = "perft %d %d" % (d, mine)
            if expected is not None and expected[d - 1] != mine:
                self.disagree("reference-perft", {"variant": variant, "depth": d},
                              "(RULES.md) %d" % expected[d - 1], mine)
                ok = False
            if ans != want:
                self.disagree("perft", {"variant": variant,
                                        "start": " | ".join(start_cmds), "depth": d},
                              ans, want)
                ok = False
        return ok

    # -- random set-up positions ---------------------------------------------------------

    def random_position(self, variant, rng):
        r = rng.random()
        if r < 0.15:
            on_board = rng.randint(0, 12)
        elif r < 0.4:
            on_board = rng.randint(9, 30)
        else:
            on_board = rng.randint(20, 48)
        rest = 48 - on_board
        cap_s = rng.randint(0, rest)
        if variant == R.WARRI and rng.random() < 0.8:
            # mostly below the majority, so that the game goes on
            cap_s = rng.randint(max(0, rest - 24), min(rest, 24)) if rest <= 48 else 0
        captured = [cap_s, rest - cap_s]
        board = [0] * 12
        holes = list(range(12))
        if rng.random() < 0.3:  # concentrate seeds in a few holes (empty rows, big holes)
            holes = rng.sample(holes, rng.randint(1, 6))
        for _ in range(on_board):
            board[rng.choice(holes)] += 1
        to_move = rng.choice((R.S, R.N))
        owner = None
        if variant == R.ADJI_KUI_2 and rng.random() < 0.5:
            # owners a match gives: the buyer owns his row and 0 to 5 of the other's holes
            buyer = rng.choice((R.S, R.N))
            bought = rng.sample(range(6, 12) if buyer == R.S else range(6), rng.randint(0, 5))
            owner = tuple(buyer if h in bought else (R.S if h < 6 else R.N) for h in range(12))
        return board, to_move, owner, captured

    def run_setup(self, variant, index, rng):
        board, to_move, owner, captured = self.random_position(variant, rng)
        cmd = "setup %s %s" % (",".join(map(str, board)), "SN"[to_move])
        if owner is not None:
            cmd += " " + "".join("SN"[o] for o in owner)
        cmd += " %d,%d" % tuple(captured)
        game = R.Game(variant, board, to_move, owner, captured)
        start = ["variant " + variant, cmd]
        ans = self.engine.ask(*start)
        if ans != ["ok", "ok"]:
            self.disagree("setup", {"variant": variant, "start": " | ".join(start)},
                          " / ".join(ans), "ok / ok")
            return False
        ok = self.check_perft(variant, start, game, (1, 2, 3))
        return self.play_out("set-up position %d" % index, variant, start, game, rng) and ok

    def run_game(self, variant, index, rng):
        starter = rng.choice((R.S, R.N))
        start = ["variant " + variant] + (["newgame N"] if starter == R.N else [])
        ans = self.engine.ask(*start)
        if any(a != "ok" for a in ans):
            self.disagree("newgame", {"variant": variant}, " / ".join(ans), "ok")
            return False
        game = R.Game(variant, to_move=starter)
        return self.play_out("random game %d" % index, variant, start, game, rng,
                             ends=self.game_ends.setdefault(variant, []))

    # -- the facts RULES.md states about random play -------------------------------------

    def check_rules_facts(self):
        """The reference implementation's random games from the start against RULES.md's
        "Facts to test against".  Returns a list of (variant, ok, summary)."""
        out = []
        for variant in R.VARIANTS:
            ends = self.game_ends.get(variant, [])
            n = len(ends)
            if n < MIN_GAMES_FOR_FACTS:
                out.append((variant, None, "%d games, fewer than the %d the facts are stated for"
                            % (n, MIN_GAMES_FOR_FACTS)))
                continue
            average = sum(p for p, _ in ends) / n
            share = {}
            for _, reason in ends:
                share[reason] = share.get(reason, 0) + 1.0 / n
            expected = RULES_AVERAGE_MOVES[variant]
            checks = [("average %.1f moves, RULES.md about %d" % (average, expected),
                       abs(average - expected) <= AVERAGE_TOLERANCE * expected)]
            sh = lambda r: share.get(r, 0.0)  # noqa: E731
            if variant == R.ADJI_KUI_1:
                checks += [("mostly no-moves (%.2f)" % sh("no-moves"), sh("no-moves") > 0.5),
                           ("some repetition (%.3f)" % sh("repetition"), sh("repetition") > 0)]
            elif variant == R.ADJI_KUI_2:
                checks += [("nearly all eight-left (%.2f)" % sh("eight-left"),
                            sh("eight-left") > 0.9)]
            else:
                checks += [("mostly majority (%.2f)" % sh("majority"), sh("majority") > 0.5),
                           ("then cannot-feed (%.3f) before repetition (%.3f)"
                            % (sh("cannot-feed"), sh("repetition")),
                            sh("cannot-feed") > sh("repetition") and sh("cannot-feed") > 0)]
            ok = all(good for _, good in checks)
            out.append((variant, ok, "%d games: " % n + "; ".join(
                text + ("" if good else " [NOT AS STATED]") for text, good in checks)))
        return out

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("engine", nargs="?", default=DEFAULT_ENGINE)
    ap.add_argument("--games", type=int, default=300, help="random games per variant")
    ap.add_argument("--setups", type=int, default=None,
                    help="random set-up positions per variant (default: as --games)")
    ap.add_argument("--seed", type=int, default=20261130)
    args = ap.parse_args()
    setups = args.games if args.setups is None else args.setups
    rng = random.Random(args.seed)

    if args.engine == DEFAULT_ENGINE:
        build_engine(args.engine)
    t0 = time.time()
    engine = Engine(args.engine)
    ck = Checker(engine)
    counts = {}
    try:
        for variant in R.VARIANTS:
            game = R.Game(variant)
            ck.engine.ask("variant " + variant)
            ck.record(ck.check_perft(variant, ["variant " + variant], game, (1, 2, 3, 4),
                                     EXPECTED_PERFT[variant]))
        ck.fixed_checks()
        ck.scenarios(rng)
        ck.check_match_null()
        ck.bad_inputs(rng)
        for variant in R.VARIANTS:
            g_ok = g_bad = s_ok = s_bad = 0
            for i in range(args.games):
                ok = ck.run_game(variant, i, rng)
                ck.record(ok)
                g_ok, g_bad = g_ok + ok, g_bad + (not ok)
            for i in range(setups):
                ok = ck.run_setup(variant, i, rng)
                ck.record(ok)
                s_ok, s_bad = s_ok + ok, s_bad + (not ok)
            counts[variant] = (g_ok, g_bad, s_ok, s_bad)
    except EngineError as e:
        print("engine failure: %s" % e)
        ck.failed += 1
    finally:
        engine.close()

    facts = ck.check_rules_facts()
    for variant, ok, summary in facts:
        if ok is not None:
            ck.record(ok)

    print()
    print("Summary (%.1f s, %d round trips)" % (time.time() - t0, engine.round_trips))
    for variant, (g_ok, g_bad, s_ok, s_bad) in counts.items():
        st = ck.stats.get(variant, {})
        ends = ", ".join("%s %d" % (k, v) for k, v in sorted(st.items()) if k != "plies")
        print("  %-11s games %d ok / %d bad; set-ups %d ok / %d bad; plies %d; ends: %s"
              % (variant, g_ok, g_bad, s_ok, s_bad, st.get("plies", 0), ends))
    print("  random play of the reference against RULES.md's facts:")
    for variant, ok, summary in facts:
        print("    %-11s %s %s" % (variant, {True: "ok ", False: "BAD", None: "not checked:"}[ok],
                                   summary))
    print("  situations met: " + "; ".join(
        "%s %d" % kv for kv in sorted(ck.features.items())))
    print("  moves answers compared: %d; states compared: %d"
          % (ck.moves_compared, ck.states_compared))
    if ck.disagreements:
        print("  disagreements by kind: " + ", ".join(
            "%s %d" % kv for kv in sorted(ck.disagreements.items())))
    else:
        print("  no disagreements")
    print("%d passed, %d failed" % (ck.passed, ck.failed))
    return 1 if ck.failed else 0


if __name__ == "__main__":
    sys.exit(main())
