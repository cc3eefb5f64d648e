"""The cross-check's fixed cases: the positions RULES.md singles out (grand slams, the endless
relay, passes, bought holes), malformed commands that must change nothing, and the match field.
A part of crosscheck.py's Checker, which supplies engine, play_out, disagree and record."""

import mancala_rules as R
from engine_pipe import parse_state


class FixedCases:
    # -- fixed checks --------------------------------------------------------------------

    def fixed_checks(self):
        # RULES.md Adji Kui II rule 3: endless relay from F is not a legal move.
        board = [0, 1, 0, 1, 0, 1, 0, 4, 0, 2, 1, 2]
        game = R.Game(R.ADJI_KUI_2, board, R.N, None, (18, 18))
        assert "F" not in game.legal_moves(), "reference: endless relay F must be illegal"
        start = ["variant adji-kui-2", "setup 0,1,0,1,0,1,0,4,0,2,1,2 N 18,18"]
        ans = self.engine.ask(*start, "moves")
        ok = ans[:2] == ["ok", "ok"] and ans[2] == game.moves_line()
        if not ok:
            self.disagree("endless-relay", {"start": " | ".join(start)}, " / ".join(ans),
                          "ok / ok / " + game.moves_line())
        self.record(ok)

    SCENARIOS = [
        # Warri grand slam, then the capturer cannot feed: he takes the rest (cannot-feed)
        (R.WARRI, "setup 1,0,0,0,0,1,1,0,0,0,0,0 S 22,23", ["f"]),
        # Warri grand slam leaving the capturer without seeds (starved, capturer to move)
        (R.WARRI, "setup 0,0,0,0,0,1,1,0,0,0,0,0 S 22,24", ["f"]),
        # Warri grand slam reaching 25 (majority; the capturer would move next)
        (R.WARRI, "setup 0,0,0,2,0,1,1,0,0,0,0,0 S 23,21", ["f"]),
        # Warri grand slam, then the extra move must feed
        (R.WARRI, "setup 1,0,0,3,0,1,1,0,0,0,0,0 S 20,22", ["f"]),
        # Warri: 12+ seeds skip the origin; capture chain wrapping a -> F stops at F
        (R.WARRI, "setup 0,1,1,0,0,0,0,0,0,0,0,13 N 14,19", ["F"]),
        # Adji Kui I: 12 seeds do not skip the origin
        (R.ADJI_KUI_1, "setup 12,1,1,2,0,0,1,1,1,1,1,1 S 13,13", ["a"]),
        # Adji Kui I: passes and the no-moves end
        (R.ADJI_KUI_1, "setup 1,1,1,0,0,0,0,0,0,0,0,2 N 21,22", []),
        # Adji Kui II: lap ends in an opponent-owned hole on the mover's row with 4
        (R.ADJI_KUI_2, "setup 2,3,3,4,4,4,4,4,4,4,4,3 S SSNSSSNNNNNN 2,3", ["a"]),
        # Adji Kui II: the endless relay example of RULES.md
        (R.ADJI_KUI_2, "setup 0,1,0,1,0,1,0,4,0,2,1,2 N 18,18", []),
    ]

    def scenarios(self, rng):
        for variant, setup, script in self.SCENARIOS:
            words = setup.split()
            board = [int(x) for x in words[1].split(",")]
            to_move = "SN".index(words[2])
            owner = tuple("SN".index(c) for c in words[3]) if len(words) == 5 else None
            captured = [int(x) for x in words[-1].split(",")]
            game = R.Game(variant, board, to_move, owner, captured)
            start = ["variant " + variant, setup]
            ans = self.engine.ask(*start)
            if ans != ["ok", "ok"]:
                self.disagree("setup", {"variant": variant, "start": " | ".join(start)},
                              " / ".join(ans), "ok / ok")
                self.record(False)
                continue
            self.record(self.play_out("scenario", variant, start, game, rng, script))

    def bad_inputs(self, rng):
        """Malformed commands: each must answer `error ...` and leave `state` unchanged."""
        bad = [
            "foo", "PLAY c", "play", "play z", "play a b", "play aa", "play 3",
            "variant", "variant chess", "newgame X", "newgame S N",
            "setup", "setup 4,4,4 S", "setup 4,4,4,4,4,4,4,4,4,4,4,5 S",
            "setup 4,4,4,4,4,4,4,4,4,4,4,4 X", "setup 4,4,4,4,4,4,4,4,4,4,4,4",
            "setup 4,4,4,4,4,4,4,4,4,4,4,-4 S", "setup 4,4,4,4,4,4,4,4,4,4,4,x S",
            "setup 4,4,4,4,4,4,4,4,4,4,4,4 S SSSSSSNNNNN",
            "setup 4,4,4,4,4,4,4,4,4,4,4,4 S SSSSSSNNNNNX",
            "setup 4,4,4,4,4,4,4,4,4,4,4,4 S 1,1",
            "setup 4,4,4,4,4,4,4,4,4,4,4,3 S 2,-1",
            # owners no game has: a player without a hole, both owning holes on the other's row
            "setup 4,4,4,4,4,4,4,4,4,4,4,4 S SSSSSSSSSSSS",
            "setup 4,4,4,4,4,4,4,4,4,4,4,4 S NSSSSSNNNNNS",
            "perft", "perft x", "perft -1", "go depth x",
            "match", "match maybe", "nextgame", "nextgame A",
        ]
        ok_all = True
        for variant in R.VARIANTS:
            # a fresh game: undo has nothing to take back; a move of the wrong side
            start = ["variant " + variant]
            self.engine.ask(*start)
            extra = ["undo", "play A", "play -"]
            if variant != R.ADJI_KUI_2:  # bought holes, only in Adji Kui II
                extra.append("setup 4,4,4,4,4,4,4,4,4,4,4,4 S SSSSSSSNNNNN")
            # then a position a few moves in
            game = R.Game(variant)
            moves = []
            for _ in range(5):
                if game.over:
                    break
                m = rng.choice(game.legal_moves())
                game.play(m)
                moves.append(m)
            cases = [(start, c) for c in extra]
            mid = start + ["play " + m for m in moves]
            cases += [(mid, c) for c in bad]
            for setup_cmds, command in cases:
                answers = self.engine.ask(*setup_cmds, "state", command, "state")
                before, answer, after = answers[-3], answers[-2], answers[-1]
                good = (answer.startswith("error ") and before == after
                        and all(a == "ok" for a in answers[:-3]))
                self.record(good)
                if not good:
                    ok_all = False
                    self.disagree("bad-input", {"variant": variant,
                                                "before": " | ".join(setup_cmds),
                                                "command": repr(command),
                                                "state before": before},
                                  "%s ; then %s" % (answer, after),
                                  "error ... ; state unchanged")
        return ok_all

    def check_match_null(self):
        for ender in ("match off", "newgame"):
            cmds = ["variant warri", "match on", "state", ender, "state"]
            ans = self.engine.ask(*cmds)
            pairs = parse_state(ans[2])
            on_ok = pairs is not None and dict(pairs).get("match") is not None
            pairs = parse_state(ans[4])
            off_ok = pairs is not None and dict(pairs).get("match", 1) is None
            good = ans[1] == "ok" and ans[3] == "ok" and on_ok and off_ok
            if not good:
                self.disagree("match-field", {"commands": " | ".join(cmds)},
                              " / ".join(ans), "match object while on, null after " + ender)
            self.record(good)
