"""Oracle data for the generated modules' game end (examples/movegen's tests/outcome.rs):
Fairy-Stockfish's answers (pyffish) for positions of every shipped variant and of
examples/movegen/endings.ini (variants whose games end differently), and python-chess's for
chess.

The positions: seeded random games from the start position; positions with few pieces
(kings, one to three pieces of one side and up to one of the other, taken from those
games, some with the halfmove clock near an n-move rule) and random games from them, which end by the n-move rule and insufficient
material; the checkmates and stalemates of tests/data/movegen.txt (chess's for the variants
of endings.ini); modern janggi's repeated moves by each side (`repetition_crafted`); passes
where a side passes only when it has no other move (`stalemate_pass_crafted`); and in
both, a shuffle of reversible moves back and forth
for three rounds, which repeats positions. Each is given as a FEN and the UCI moves played
from it (from the last capture or pawn move, since no earlier position can repeat),
since repetition is judged over the moves.

Each line is `VARIANT;FEN;MOVES;AFTER;LEGAL;CHECK;RESULT;OPTIONAL;DRAWN;INSUFFICIENT;PYCHESS;RULE`:
AFTER the FEN after the moves as Fairy-Stockfish writes it, LEGAL its number of legal moves,
CHECK 1 if the side to move is in check, RESULT `game_result`'s sign (1 the side to move
wins, -1 loses, 0 draw) where there is no legal move and `-` elsewhere, OPTIONAL
`is_optional_game_end`'s sign (the n-move rule or a repetition) or `-`, DRAWN the sign of a
drawn game's result there (`is_optional_game_end` with the halfmove clock at 1000, which
gives the variant's material counting; 0 where the variant has no n-move rule),
INSUFFICIENT `has_insufficient_material` for White and Black as two digits; PYCHESS for
chess, python-chess's is_checkmate, is_stalemate, is_insufficient_material,
is_repetition(3) and is_fifty_moves as five digits, `-` for other variants; RULE 1 where
the game has ended by a rule of the variant other than checkmate (`is_immediate_game_end`: a
flag reached, the last check given, both sides passing, a bikjang kept), else 0. Seeded,
byte-identical on every run. The first line names the digest of the inputs (`_sample.py`);
under `ORACLE_SAMPLE` (CI) only a share of the variants is recomputed.

Usage: python3 outcome.py OUT.txt
"""

import re
import sys
from pathlib import Path

import chess
import pyffish

import _engine
from _giveaway import XorShift, version
from _sample import chosen, inputs
from movegen import HEMMED, board_of, fen_of, mirror, passes_on_stalemate, sections, variants

ENDINGS = Path(__file__).resolve().parents[2] / "examples" / "movegen" / "endings.ini"
INPUTS = (
    "tests/oracle/outcome.py", "tests/oracle/movegen.py", "tests/oracle/_engine.py",
    "tests/oracle/_giveaway.py", "tests/oracle/_sample.py", "tests/oracle/requirements.txt",
    "codegen/variants.ini", "examples/movegen/endings.ini", "tests/data/movegen.txt",
)
DATA = Path(__file__).resolve().parents[1] / "data"
GAMES = 3
GAME_PLIES = 120
SPARSE = 12
SPARSE_PLIES = 40
CLOCKS = [0, 0, 5, 17, 95, 97, 99]
# The most pieces on the board at which a game asks whether it has ended for want of material.
FEW = 8
UCI = re.compile(r"([a-l])(\d+)([a-l])(\d+)(.*)")
# Endings that the moves played decide and a FEN cannot show. Castle chess (`castlingWins =
# q`): Black castling queenside wins, as the last move; Black losing that right loses (its
# king's or rook's move, castling kingside, its rook taken); a FEN after the castling, which
# shows only the right gone, is Black's loss as Fairy-Stockfish reads it.
CASTLE = "r3k2r/pppqbppp/2npbn2/4p3/4P3/2NPBN2/PPPQBPPP/R3K2R"
# Makruk's family's counts: started by a promotion, by a capture that leaves a side its
# king alone, by the board's honour once no pawn is left, by a bare king taking the last
# pawn; run past their limits (a draw a player may claim); makpong's king in check, which
# may only take its checker (or is mated where it cannot); ASEAN's count, started by a
# capture and a promotion, not started while a pawn is left, and run past its limit.
MAKRUK_CRAFTED = [
    ("8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1", ["g5g6m"]),
    ("8/2K3k1/5m2/4S1S1/8/8/8/8 w - 128 97 1", ["e5f6"]),
    ("3k4/2m5/8/4MP2/3KS3/8/8/8 w - - 0 1", ["f5f6m"]),
    ("3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 36 1", ["d4d5"]),
    ("8/2K3k1/5S2/6S1/8/8/8/8 b - 44 42 1", ["g7h7", "c7c6", "h7h8"]),
    ("8/2K3k1/5S2/6S1/8/8/8/8 b - 44 42 1", ["g7h7"]),
    ("3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 126 40", ["d4d5", "d8e8", "d5d4"]),
    ("8/8/8/8/8/4k3/3P4/R6K b - - 0 1", ["e3d2"]),
    ("8/8/8/8/8/4k3/3P4/R6K b - - 0 1", ["e3d2", "a1a3", "d2d1"]),
    ("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", []),
    ("4k3/4r3/8/8/8/8/8/4K3 w - - 0 1", []),
    ("4k3/8/8/8/1n6/8/3r4/4K3 w - - 0 1", []),
]
# Cambodian chess's count (limits one move shorter, the board's honour cut to 63 moves) on
# makruk's cases; kar ouk's first check, which wins (given by a rook, and by a king's first
# leap that uncovers one), and its count.
KAROUK_CRAFTED = [
    ("4k3/8/8/8/8/8/8/R2KM3 w DE - 0 1", ["a1a8"]),
    ("8/8/8/8/8/8/8/R2K3k w D - 0 1", ["d1b2"]),
    ("3k4/8/8/8/8/8/8/R2KM3 w DE - 0 1", ["d1f2", "d8e8", "a1a8"]),
]
# Shatar's mate rule: a smothered mate by a knight alone (no mate: the side to move wins);
# a rook's mate (a shak); a bishop's mate with no shak before it (niol, a draw); the same
# mate after an unbroken series of checks that began with a knight's shak (a win); after a
# series the mating side broke with a quiet move (niol); after the knight's check a FEN shows
# (a win); a bers's mate; a pawn's capture that leaves a bare king (robado, a draw). Each also
# turned about, Black mating.
SHATAR_CHECKS = "6k1/7p/6pP/5N2/8/8/8/K1B2R2 w - - 0 1"
SHATAR_CRAFTED = [
    ("6rk/5Npp/8/8/8/8/8/K7 b - - 0 1", []),
    ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", ["a1a8"]),
    ("7k/4N2p/6pP/8/8/8/8/K1B2R2 w - - 0 1", ["c1b2"]),
    (SHATAR_CHECKS, ["f5e7", "g8h8", "c1b2"]),
    (SHATAR_CHECKS, ["f5e7", "g8h8", "a1a2", "g6g5", "c1b2"]),
    ("6k1/4N2p/6pP/8/8/8/8/K1B2R2 b - - 0 1", ["g8h8", "c1b2"]),
    ("6k1/5ppp/8/8/8/8/8/J5K1 w - - 0 1", ["a1a8"]),
    ("4k3/8/8/8/8/8/4p3/R3K3 w - - 0 1", ["e1e2"]),
]


def turned(fen, moves):
    """`fen` and `moves` with the colours swapped and the board turned (movegen's `mirror`)."""
    ranks = fen.split()[0].count("/") + 1
    flip = lambda m: re.sub(r"\d+", lambda d: str(ranks + 1 - int(d.group())), m)
    return mirror(fen), [flip(m) for m in moves]


# Sittuyin: a king and a pawn, not in check, whose every move promotes (a draw a player may
# claim); the same with a king's move left (none); a promotion that starts ASEAN's count.
SITTUYIN_CRAFTED = [
    ("1k4PK/3r4/8/8/8/8/8/8[] w - - 0 1", []),
    ("1k4P1/3r3K/8/8/8/8/8/8[] w - - 0 1", []),
    ("1k5K/3r2P1/8/8/8/8/8/8[] w - - 0 1", ["h8g8", "d7d8"]),
    ("8/8/4k3/8/3P4/8/8/3K4[] w - - 0 1", ["d4d4f"]),
]


CRAFTED = {
    "sittuyin": SITTUYIN_CRAFTED + [turned(fen, moves) for fen, moves in SITTUYIN_CRAFTED],
    "shatar": SHATAR_CRAFTED + [turned(fen, moves) for fen, moves in SHATAR_CRAFTED],
    "makruk": MAKRUK_CRAFTED,
    "makpong": MAKRUK_CRAFTED,
    "cambodian": MAKRUK_CRAFTED,
    "karouk": MAKRUK_CRAFTED + KAROUK_CRAFTED,
    "asean": [
        ("4k3/3r4/2K5/8/3R4/8/8/8 w - - 0 1", ["d4d7"]),
        ("4k3/3r4/2K5/8/3R4/1P6/8/8 w - - 0 1", ["d4d7"]),
        ("8/2P1k3/2K5/8/8/8/8/8 w - - 0 1", ["c7c8b"]),
        ("8/8/4K3/3Q4/1k1N4/5b2/8/8 w - - 0 1", ["d4f3"]),
        ("4k3/3R4/2K5/8/8/8/8/8 b - 32 31 1", ["e8f8", "d7d6"]),
        ("4k3/3R4/2K5/8/8/8/8/8 b - 32 31 1", ["e8f8"]),
    ],
    "castle": [
        (f"{CASTLE} b KQkq - 0 1", ["e8c8"]),
        (f"{CASTLE} b KQkq - 0 1", ["e8g8"]),
        (f"{CASTLE} b KQkq - 0 1", ["e8d8"]),
        (f"{CASTLE} b KQkq - 0 1", ["a8b8"]),
        (f"{CASTLE} w KQkq - 0 1", ["e1c1", "e8c8"]),
        (f"{CASTLE} w KQkq - 0 1", ["e1g1", "h8g8"]),
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", ["a1a8"]),
        ("2kr3r/8/8/8/8/8/8/R3K2R w KQ - 0 1", []),
    ],
}


def shogi_crafted(files, ranks):
    """Shogi's endings the moves decide, on a board of `files` and `ranks`: a pawn's drop
    that mates (the side that dropped it loses: `shogiPawnDropMateIllegal`), a gold's drop
    that mates (an ordinary checkmate), each by both sides, and a rook checking at every move while the other
    king steps back and forth, until the position has occurred four times (the side that
    checked loses: `perpetualCheckIllegal`) and one occurrence short of it."""
    f, t = files - 1, ranks - 1
    # Black's king in the top right corner, its flight squares guarded by a silver and a gold.
    board = {(f, t): "k", (f - 2, t - 1): "S", (f - 1, t - 2): "G", (0, 0): "K"}
    mate = fen_of(board, files, ranks, "w").split(" ", 1)
    drop_square = f"{chr(ord('a') + f)}{t}"
    # White's king in the corner, Black's rook checking it along the first two ranks, a gold
    # guarding the second rank's other square.
    chase = fen_of({(0, 0): "K", (f, 1): "r", (2, 2): "g", (f, t): "k"}, files, ranks, "b").split(" ", 1)
    cycle = [f"{chr(ord('a') + f)}2{chr(ord('a') + f)}1", "a1a2", f"{chr(ord('a') + f)}1{chr(ord('a') + f)}2", "a2a1"]
    turned = mirror(f"{mate[0]}[PG] {mate[1]}")
    black_drop = f"{chr(ord('a') + f)}2"
    return [
        (f"{mate[0]}[PG] {mate[1]}", [f"P@{drop_square}"]),
        (f"{mate[0]}[PG] {mate[1]}", [f"G@{drop_square}"]),
        (turned, [f"P@{black_drop}"]),
        (turned, [f"G@{black_drop}"]),
        (f"{chase[0]}[] {chase[1]}", cycle * 3),
        (f"{chase[0]}[] {chase[1]}", cycle * 3 + cycle[:1]),
        (f"{chase[0]}[] {chase[1]}", cycle * 2),
    ]


def janggi_crafted(variant):
    """Janggi's endings the moves decide: both sides passing in a row from the start (one pass
    does not end the game), and the kings brought face to face on an open file (bikjang),
    then kept so by a pass, parted by the king, or kept by another piece's move where the
    variant allows it (`bikjangRule`: a side in bikjang must part the kings or pass, and a
    bikjang kept ends the game, drawn or decided by the material count). The cases whose
    moves the variant does not allow are left out."""
    start = pyffish.start_fen(variant)
    # The kings a file apart in their palaces, a chariot and a horse beside them.
    apart = "n8/4k4/9/9/9/9/9/9/3K5/R8 w - - 0 1"
    cases = [
        (start, ["e2e2", "e9e9"]),
        (start, ["e2e2"]),
        (apart, ["d2e2"]),
        (apart, ["d2e2", "e9e9"]),
        (apart, ["d2e2", "e9d9"]),
        (apart, ["d2e2", "a10b8"]),
    ]
    return [
        (fen, moves)
        for fen, moves in cases
        if all(m in pyffish.legal_moves(variant, fen, moves[:i]) for i, m in enumerate(moves))
    ]


def stalemate_pass_crafted(variant):
    """Passes where a side may pass only when it has no other move (`passOnStalemate`):
    one pass (the game goes on, the clock reset by the pawn's pass), both sides passing in
    a row (the game ends, drawn), and the rook's pass among White's hemmed pieces, which
    keeps its castling right where the variant castles."""
    castling = "Q" if not any(re.search(r"^castling\s*=\s*false", s, re.M) for s in sections(variant)) else "-"
    return [
        ("8/8/8/8/8/7p/7P/k7 w - - 5 10", ["h2h2"]),
        ("8/8/8/8/8/7p/7P/8 w - - 0 1", ["h2h2"]),
        ("8/8/8/8/8/7p/7P/8 w - - 0 1", ["h2h2", "h3h3"]),
        (f"{HEMMED} w {castling} - 3 7", ["a1a1"]),
    ]


def repetition_crafted(variant):
    """Modern janggi's repeated moves (`moveRepetitionIllegal`: a side that moves a piece
    back and forth, out of check, five times running loses): from the start, White's
    chariot going a1a2 and back while Black plays moves that repeat nothing (each its first
    legal move in sorted order that neither takes nor goes back), up to the fifth (lost) and
    up to the fourth (not yet); and Black's chariot likewise after a White move."""
    if not any(re.search(r"^moveRepetitionIllegal\s*=\s*true", section, re.M) for section in sections(variant)):
        return []
    start = pyffish.start_fen(variant)

    def other(moves, last):
        pieces, _, _ = board_of(pyffish.get_fen(variant, start, moves))
        for m in sorted(pyffish.legal_moves(variant, start, moves)):
            back = last and m == last[2:4] + last[0:2]
            taking = UCI.match(m) and (ord(m[2]) - 97, int(UCI.match(m).group(4)) - 1) in pieces
            if not back and not taking:
                return m
        return None

    out = []
    for first, swing in (([], ["a1a2", "a2a1"]), (["a4a5"], ["i10i9", "i9i10"])):
        moves, last = list(first), None
        for turn in range(5):
            moves.append(swing[turn % 2])
            if turn < 4:
                m = other(moves, last)
                if m is None:
                    break
                moves.append(m)
                last = m
        out += [(start, moves), (start, moves[:-2])]
    return out


def endings():
    """The variants of endings.ini, loaded as one file (each inherits from chess)."""
    text = ENDINGS.read_text()
    pyffish.load_variant_config(text)
    _engine.engine().load_variant_config(text)
    return sorted(set(re.findall(r"^\[([A-Za-z0-9_-]+)", text, re.M)))


def sign(value):
    return (value > 0) - (value < 0)


def placement(pieces, files, ranks):
    """The placement field of a FEN holding `pieces` (movegen.py's `fen_of`, its other
    fields dropped)."""
    return fen_of(pieces, files, ranks, "w").split()[0]


def record(variant, fen, moves):
    legal = _engine.legal_moves(variant, fen, moves)
    check = pyffish.gives_check(variant, fen, moves)
    result = str(sign(pyffish.game_result(variant, fen, moves))) if not legal else "-"
    end, value = pyffish.is_optional_game_end(variant, fen, moves)
    optional = str(sign(value)) if end else "-"
    after = _engine.get_fen(variant, fen, moves)
    fields = after.split()
    fields[-2] = "1000"  # the halfmove clock (three-check's FEN has its checks before it)
    end, value = pyffish.is_optional_game_end(variant, " ".join(fields), [])
    drawn = str(sign(value)) if end else "0"
    white, black = pyffish.has_insufficient_material(variant, fen, moves)
    flags = "-"
    if variant == "chess":
        b = chess.Board(fen)
        for m in moves:
            b.push_uci(m)
        flags = "".join(
            str(int(x))
            for x in (
                b.is_checkmate(),
                b.is_stalemate(),
                b.is_insufficient_material(),
                b.is_repetition(3),
                b.is_fifty_moves(),
            )
        )
    immediate = str(int(pyffish.is_immediate_game_end(variant, fen, moves)[0]))
    return ";".join(
        [variant, fen, " ".join(moves), after, str(len(legal)), str(int(check)), result,
         optional, drawn, f"{int(white)}{int(black)}", flags, immediate]
    )


def reversible(variant, fen, moves, rng):
    """A legal move of a piece other than a pawn to an empty square whose reverse would be
    a move of the same kind, or None."""
    after = _engine.get_fen(variant, fen, moves)
    pieces, _, _ = board_of(after)
    options = []
    for m in sorted(_engine.legal_moves(variant, fen, moves)):
        parts = UCI.fullmatch(m)
        if not parts or parts.group(5):
            continue
        a = (ord(parts.group(1)) - 97, int(parts.group(2)) - 1)
        b = (ord(parts.group(3)) - 97, int(parts.group(4)) - 1)
        piece = pieces.get(a, "")
        if piece.lower() in ("p", "") or b in pieces:
            continue
        options.append(m)
    return options[rng.below(len(options))] if options else None


def shuffle(variant, fen, moves, rng, out):
    """Plays each side's reversible move and its reverse, three rounds, recording from the
    fourth ply on (where a position may repeat); stops where the game ends or a reverse is
    not legal."""
    first = reversible(variant, fen, moves, rng)
    if first is None:
        return
    second = reversible(variant, fen, moves + [first], rng)
    if second is None:
        return

    def back(m):
        p = UCI.fullmatch(m)
        return p.group(3) + p.group(4) + p.group(1) + p.group(2)

    line = list(moves)
    for m in [first, second, back(first), back(second)] * 3:
        if m not in _engine.legal_moves(variant, fen, line):
            return
        line.append(m)
        if len(line) - len(moves) >= 4:
            out.append(record(variant, fen, line))
        # (no move since `fen` has taken a piece: it has the pieces on the board)
        if ended(variant, fen, line, _engine.legal_moves(variant, fen, line), fen):
            return


def play(variant, base, tail, m):
    """`(base, tail, fen)` after `m`: a capture or pawn move (the halfmove clock back at 0)
    starts a new base, since no later position can repeat one before it."""
    tail = tail + [m]
    after = _engine.get_fen(variant, base, tail)
    return (after, [], after) if after.split()[4] == "0" else (base, tail, after)


def ended(variant, base, tail, legal, fen):
    """Whether the game at `fen` (`base` and the moves `tail` since) has ended: no legal
    move, an n-move rule or repetition, or neither side with the material to mate.

    Each question to pyffish costs it milliseconds (it sets its piece tables up again), so
    the obvious answers are not asked for: no n-move rule or repetition ends a game fewer
    than four plies after a base whose halfmove clock is 0 (nothing before it can repeat,
    and Fairy-Stockfish looks for a repetition four plies back at the nearest), and the
    material is asked about only with at most FEW pieces on the board (a game that goes on
    past such an end only records more positions, each with pyffish's answers)."""
    return (
        not legal
        or ((len(tail) >= 4 or base.split()[-2] != "0")
            and pyffish.is_optional_game_end(variant, base, tail)[0])
        or (sum(c.isalpha() for c in fen.split()[0].split("[")[0]) <= FEW
            and all(pyffish.has_insufficient_material(variant, base, tail)))
    )


def game(variant, fen, plies, every, rng, out, pool=None):
    """A random game from `fen`, recorded every `every` plies and where it ends, with one
    shuffle from a random ply; its positions go to `pool` when given."""
    base, tail, shuffle_at, after = fen, [], rng.below(plies), fen
    for ply in range(plies):
        if ply % every == 0:
            out.append(record(variant, base, tail))
        if ply == shuffle_at:
            shuffle(variant, base, tail, rng, out)
        legal = sorted(_engine.legal_moves(variant, base, tail))
        if ended(variant, base, tail, legal, after):
            if ply % every:
                out.append(record(variant, base, tail))
            return
        base, tail, after = play(variant, base, tail, legal[rng.below(len(legal))])
        if pool is not None:
            pool.append(after)
    out.append(record(variant, base, tail))


def sparse(variant, fen, rng):
    """`fen` with its kings, one to three pieces of one side and up to one of the other,
    castling and en passant cleared, a halfmove clock from CLOCKS; None if the side not to
    move would be in check or Fairy-Stockfish refuses it."""
    pieces, files, ranks = board_of(fen)
    kings = [s for s, p in pieces.items() if p.lower() == "k"]
    strong = rng.below(2) == 0  # White's pieces are upper case
    ours = [s for s in sorted(pieces) if s not in kings and pieces[s].isupper() == strong]
    theirs = [s for s in sorted(pieces) if s not in kings and pieces[s].isupper() != strong]
    keep = rng.sample(ours, min(len(ours), 1 + rng.below(3)))
    keep += rng.sample(theirs, min(len(theirs), rng.below(2)))
    left = {s: pieces[s] for s in kings + keep}
    side = fen.split()[1]
    clock = CLOCKS[rng.below(len(CLOCKS))]
    candidate = f"{placement(left, files, ranks)} {side} - - {clock} 40"
    other = "b" if side == "w" else "w"
    flipped = f"{placement(left, files, ranks)} {other} - - 0 40"
    if pyffish.validate_fen(candidate, variant) != 1 or pyffish.gives_check(variant, flipped, []):
        return None
    return candidate


def terminal():
    """`{variant: [FEN]}`, the positions of tests/data/movegen.txt without a legal move."""
    out = {}
    for line in (DATA / "movegen.txt").read_text().splitlines():
        if not line.startswith("#"):
            variant, fen, moves = line.split(";")[:3]
            if not moves:
                out.setdefault(variant, []).append(fen)
    return out


def main():
    names = variants()
    own = endings()
    ends = terminal()
    for name in own:
        ends[name] = [f for f in ends["chess"] if pyffish.validate_fen(f, name) == 1]
    names += own
    lines = [
        f"# python-chess {chess.__version__}, pyffish {version()}; python3 tests/oracle/outcome.py tests/data/outcome.txt; inputs {inputs(*INPUTS)}"
    ]
    for variant in chosen(names):
        rng = XorShift(0x0C0FFEE ^ sum(map(ord, variant)))
        start = pyffish.start_fen(variant)
        lines.extend(record(variant, fen, []) for fen in ends.get(variant, []))
        lines.extend(
            record(variant, fen, moves)
            for fen, moves in CRAFTED.get(variant, [])
            # (Makpong shares makruk's cases: those its king in check cannot play are left out.)
            if all(m in pyffish.legal_moves(variant, fen, moves[:i]) for i, m in enumerate(moves))
        )
        if variant in ("minishogi", "shogi"):
            _, files, ranks = board_of(pyffish.start_fen(variant))
            lines.extend(record(variant, fen, moves) for fen, moves in shogi_crafted(files, ranks))
        if passes_on_stalemate(variant):
            lines.extend(record(variant, fen, moves) for fen, moves in stalemate_pass_crafted(variant))
        if variant.startswith("janggi"):
            lines.extend(record(variant, fen, moves) for fen, moves in janggi_crafted(variant))
            lines.extend(record(variant, fen, moves) for fen, moves in repetition_crafted(variant))
        pool = []
        for _ in range(GAMES):
            game(variant, start, GAME_PLIES, 16, rng, lines, pool)
        made = tries = 0
        while made < SPARSE and pool and tries < 20 * SPARSE:
            tries += 1
            fen = sparse(variant, pool[rng.below(len(pool))], rng)
            if fen is None:
                continue
            game(variant, fen, SPARSE_PLIES, 6, rng, lines)
            made += 1
    Path(sys.argv[1]).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
