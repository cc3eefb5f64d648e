#!/usr/bin/env python3
"""Independent reference implementation of the rules in RULES.md.

Three mancala games: Adji Kui I ("adji-kui-1"), Adji Kui II ("adji-kui-2") and Warri of
Antigua ("warri").  Written from RULES.md, ENGINE_PROTOCOL.md and the "The rules" section
of README.md only, to cross-check the C++ engine.  Pure standard-library Python.

Conventions
-----------
- Holes 0..11 in sowing order; letters a-f = 0..5 (South's row), A-F = 6..11 (North's).
- Players: 0 = South ("S"), 1 = North ("N").
- owner[i] is the player who owns hole i (default: S for 0..5, N for 6..11).
- A move is a hole letter or "-" (pass).
"""

import json

ADJI_KUI_1 = "adji-kui-1"
ADJI_KUI_2 = "adji-kui-2"
WARRI = "warri"
VARIANTS = (ADJI_KUI_1, ADJI_KUI_2, WARRI)

S, N = 0, 1
PLAYER_LETTER = "SN"
HOLE_LETTERS = "abcdefABCDEF"
PASS = "-"
DEFAULT_OWNER = (S,) * 6 + (N,) * 6
TOTAL_SEEDS = 48


def hole_letter(i):
    return HOLE_LETTERS[i]


def hole_index(letter):
    return HOLE_LETTERS.index(letter)


def other(p):
    return 1 - p


# ---------------------------------------------------------------------------------------
# Sowing and capturing (pure functions on a board)
# ---------------------------------------------------------------------------------------

def chain_capture(board, owner, mover, last):
    """Adji Kui I / Warri capture: the last seed fell into `last`.  While the hole is
    owned by the opponent and holds 2 or 3, take its seeds and step back (index - 1).
    Stops at the first hole that does not qualify, or at a hole of the mover.
    Mutates `board`; returns the number of seeds captured."""
    taken = 0
    h = last
    for _ in range(12):
        if owner[h] == mover or board[h] not in (2, 3):
            break
        taken += board[h]
        board[h] = 0
        h = (h - 1) % 12
    return taken


def sow_single_lap(board, start, skip_origin):
    """Take all seeds from `start` and sow them one by one from start+1 counterclockwise;
    with skip_origin the origin hole is passed over.  Mutates `board`; returns the last
    hole sown."""
    seeds = board[start]
    board[start] = 0
    h = start
    while seeds:
        h = (h + 1) % 12
        if skip_origin and h == start:
            continue
        board[h] += 1
        seeds -= 1
    return h


def relay_sow(board, owner, mover, start):
    """Adji Kui II multi-lap sowing from `start`.  Returns (new_board, captured) or None
    when the relay never ends (the same board with the same lap-end hole recurs)."""
    b = list(board)
    seen = set()
    h = start
    while True:
        last = sow_single_lap(b, h, skip_origin=False)
        count = b[last]
        if count == 4:
            if owner[last] != mover:
                b[last] = 0
                return b, 4
            return b, 0
        if count == 1:  # the hole held no seed before the last one fell
            return b, 0
        key = (tuple(b), last)
        if key in seen:
            return None  # endless relay
        seen.add(key)
        h = last


def apply_sowing(variant, board, owner, mover, start):
    """Sow from hole `start` for `mover`.  Returns (new_board, captured) or None for an
    endless Adji Kui II relay."""
    if variant == ADJI_KUI_2:
        return relay_sow(board, owner, mover, start)
    b = list(board)
    last = sow_single_lap(b, start, skip_origin=(variant == WARRI and board[start] >= 12))
    return b, chain_capture(b, owner, mover, last)


def seeds_of(board, owner, p):
    return sum(c for c, o in zip(board, owner) if o == p)


def candidate_holes(variant, board, owner, p):
    """Holes `p` may start a move from, before Warri's feeding rule."""
    minimum = 1 if variant == WARRI else 2
    holes = [i for i in range(12) if owner[i] == p and board[i] >= minimum]
    if variant == ADJI_KUI_2:
        holes = [i for i in holes if relay_sow(board, owner, p, i) is not None]
    return holes


def warri_feeding_moves(board, owner, p, holes):
    """Rule 4: when the opponent has no seeds, only moves after which (captures counted)
    he has seeds.  Returns the subset of `holes` that are allowed."""
    opp = other(p)
    if seeds_of(board, owner, opp) > 0:
        return holes
    feeding = []
    for h in holes:
        b, _ = apply_sowing(WARRI, board, owner, p, h)
        if seeds_of(b, owner, opp) > 0:
            feeding.append(h)
    return feeding


# ---------------------------------------------------------------------------------------
# A game
# ---------------------------------------------------------------------------------------

class Game:
    """A single game with its whole history (for repetition and undo)."""

    def __init__(self, variant, board=None, to_move=S, owner=None, captured=(0, 0)):
        if variant not in VARIANTS:
            raise ValueError("unknown variant %r" % variant)
        self.variant = variant
        self.board = list(board) if board is not None else [4] * 12
        self.owner = tuple(owner) if owner is not None else DEFAULT_OWNER
        self.captured = list(captured)
        self.to_move = to_move
        if len(self.board) != 12 or sum(self.board) + sum(self.captured) != TOTAL_SEEDS:
            raise ValueError("bad position")
        self.over = False
        self.reason = None
        self.winner = None
        self.undo_stack = []          # snapshots before each move
        self.seen = {self.position_key(): 1}  # positions of this game (for repetition)
        self._legal = None
        self._check_end(repetition_possible=False)

    # -- position ------------------------------------------------------------------------

    def position_key(self):
        """Repetition identity: seeds in every hole, owners, player to move."""
        return (tuple(self.board), self.owner, self.to_move)

    def _snapshot(self):
        return (list(self.board), list(self.captured), self.to_move, self.over,
                self.reason, self.winner, self._legal)

    def _restore(self, snap):
        (self.board, self.captured, self.to_move, self.over, self.reason, self.winner,
         self._legal) = (list(snap[0]), list(snap[1]), snap[2], snap[3], snap[4], snap[5],
                         snap[6])

    # -- legal moves ---------------------------------------------------------------------

    def _raw_legal(self):
        """Legal moves of the player to move, ignoring whether the game is over."""
        p = self.to_move
        holes = candidate_holes(self.variant, self.board, self.owner, p)
        if self.variant == WARRI:
            holes = warri_feeding_moves(self.board, self.owner, p, holes)
            return [hole_letter(h) for h in holes]
        if not holes:
            return [PASS]
        return [hole_letter(h) for h in holes]

    def legal_moves(self):
        """Legal moves in index order; ["-"] for a forced pass; [] when the game is over."""
        if self.over:
            return []
        if self._legal is None:
            self._legal = self._raw_legal()
        return list(self._legal)

    # -- playing -------------------------------------------------------------------------

    def play(self, move):
        legal = self.legal_moves()
        if move not in legal:
            raise ValueError("illegal move %r; legal: %s" % (move, " ".join(legal)))
        self.undo_stack.append(self._snapshot())
        p = self.to_move
        next_player = other(p)
        if move != PASS:
            start = hole_index(move)
            result = apply_sowing(self.variant, self.board, self.owner, p, start)
            assert result is not None
            self.board, taken = result
            self.captured[p] += taken
            if (self.variant == WARRI and taken > 0
                    and seeds_of(self.board, self.owner, other(p)) == 0):
                next_player = p  # grand slam: the capturer plays again at once
        self.to_move = next_player
        self._legal = None
        key = self.position_key()
        repeated = key in self.seen
        self.last_position_repeated = repeated  # (for statistics: several end rules)
        self.seen[key] = self.seen.get(key, 0) + 1
        self._check_end(repetition_possible=repeated)

    def undo(self):
        if not self.undo_stack:
            raise ValueError("nothing to undo")
        key = self.position_key()
        self.seen[key] -= 1
        if not self.seen[key]:
            del self.seen[key]
        self._restore(self.undo_stack.pop())

    # -- end of game ---------------------------------------------------------------------

    def _end_reason(self, repetition_possible):
        """The end rule that applies to the current position (player to move known), or
        None.  The game's own rules are named before repetition."""
        p, opp = self.to_move, other(self.to_move)
        b, o = self.board, self.owner
        if self.variant == WARRI:
            if max(self.captured) >= 25:
                return "majority"
            if seeds_of(b, o, p) == 0:
                return "starved"
            if not self._raw_legal():
                return "cannot-feed"
        else:
            if self.variant == ADJI_KUI_2 and sum(b) <= 8:
                return "eight-left"
            if (not candidate_holes(self.variant, b, o, p)
                    and not candidate_holes(self.variant, b, o, opp)):
                return "no-moves"
        if repetition_possible:
            return "repetition"
        return None

    def _check_end(self, repetition_possible):
        reason = self._end_reason(repetition_possible)
        if reason is None:
            return
        p = self.to_move
        if reason in ("repetition", "no-moves", "eight-left"):
            for i in range(12):
                self.captured[self.owner[i]] += self.board[i]
                self.board[i] = 0
        elif reason == "starved":  # the opponent of the player to move takes all
            self.captured[other(p)] += sum(self.board)
            self.board = [0] * 12
        elif reason == "cannot-feed":  # the player to move takes all
            self.captured[p] += sum(self.board)
            self.board = [0] * 12
        # "majority": the board stays as it is, uncounted
        self.over = True
        self.reason = reason
        cs, cn = self.captured
        self.winner = "S" if cs > cn else "N" if cn > cs else "draw"
        self._legal = None

    # -- protocol views ------------------------------------------------------------------

    def state_dict(self):
        return {
            "variant": self.variant,
            "board": list(self.board),
            "owner": "".join(PLAYER_LETTER[x] for x in self.owner),
            "captured": list(self.captured),
            "toMove": PLAYER_LETTER[self.to_move],
            "over": self.over,
            "reason": self.reason,
            "winner": self.winner,
            "match": None,
        }

    def state_json(self):
        return json.dumps(self.state_dict(), separators=(",", ":"))

    def moves_line(self):
        return " ".join(["moves"] + self.legal_moves())


# ---------------------------------------------------------------------------------------
# Perft (repetition ignored, finished games not extended)
# ---------------------------------------------------------------------------------------

def _position_over_no_repetition(variant, board, owner, captured, p):
    g = Game.__new__(Game)
    g.variant, g.board, g.owner, g.captured, g.to_move = variant, board, owner, captured, p
    g._legal = None
    return g._end_reason(repetition_possible=False) is not None, g


def perft(variant, board, owner, captured, p, depth):
    """Number of move sequences of length `depth` from the position (player p to move)."""
    if depth == 0:
        return 1
    over, g = _position_over_no_repetition(variant, list(board), tuple(owner),
                                           list(captured), p)
    if over:
        return 0
    total = 0
    for m in g._raw_legal():
        if m == PASS:
            total += perft(variant, board, owner, captured, other(p), depth - 1)
            continue
        b, taken = apply_sowing(variant, board, owner, p, hole_index(m))
        c = list(captured)
        c[p] += taken
        nxt = other(p)
        if variant == WARRI and taken > 0 and seeds_of(b, owner, nxt) == 0:
            nxt = p
        total += perft(variant, b, owner, c, nxt, depth - 1)
    return total


def game_perft(game, depth):
    if game.over:
        return 1 if depth == 0 else 0
    return perft(game.variant, game.board, game.owner, game.captured, game.to_move, depth)


if __name__ == "__main__":
    for v in VARIANTS:
        g = Game(v)
        print(v, [game_perft(g, d) for d in range(1, 5)])
