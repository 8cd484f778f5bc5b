"""Perft counts of Fairy-Stockfish (pyffish) from middlegame positions of every shipped
variant, for examples/movegen's tests/perft.rs: the positions hold castling rights on both
wings for both sides and an en passant square (where the variant has castling and double
steps), so the tree below them castles, takes en passant and, a few plies on, meets checks
and promotions that the start position's first plies never reach.

The positions come from seeded random games from the start position (a Chess960 variant's
from shuffled first ranks) that favour pawn
moves (so that double steps beside enemy pawns happen early); the first POSITIONS
positions of each variant at ply 6 or later with all four castling rights and an en
passant square are kept (for a variant where 50 games bring none, positions at plies 12 and
13 of a game). Perft is counted to DEPTH = 3 by Fairy-Stockfish's UCI program, built from
pyffish's source distribution (`_engine.py`: the same engine, whose `go perft` walks the
legal moves pyffish lists). Each line is `VARIANT;FEN;DEPTH;COUNT`.

Where captured pieces go to the taker's hand (crazyhouse and its kin), two crafted positions
follow, one for each side to move: a promoted queen (`Q~`) that may be taken, beside an en
passant capture where pawns step twice (in shogi's family a promoted rook and pawn, `+R`
and `+P`, for a gold to take). Three plies deep, the taker drops what it took: in crazyhouse
a pawn, in loop chess a queen, in shogi a rook or a pawn.

Usage: python3 movegen_perft.py OUT.txt
"""

import sys
from pathlib import Path

import pyffish

import _engine
from _engine import engine
from _giveaway import XorShift, version
from _sample import chosen, inputs
from movegen import board_of, chess960, fen_of, inherits, mirror, shogi, start_array, variants

POSITIONS = 2
DEPTH = 3
GAMES = 50


def wanted(variant, fen, ply):
    fields = fen.split()
    castling = "K" in pyffish.start_fen(variant).split()[2]
    # (All four rights: `KQkq`, or in Chess960 four rooks' files; S-chess's gates may
    # follow `KQkq`.)
    rights = fields[2]
    four = len(rights) == 4 or all(r in rights for r in "KQkq")
    return ply >= 6 and (not castling or four) and fields[3] != "-"


def middlegames(variant, rng):
    """Positions as `wanted` asks, from at most GAMES games; for a variant where none comes
    (no double steps or no en passant: losalamos, gardner, georgian, ...), the positions at
    plies 12 and 13 of a game instead."""
    out = []
    for _ in range(GAMES):
        # A Chess960 variant's games start from shuffled first ranks.
        fen = start_array(variant, rng) if chess960(variant) else pyffish.start_fen(variant)
        for ply in range(40):
            moves = sorted(_engine.legal_moves(variant, fen, []))
            if not moves:
                break
            if wanted(variant, fen, ply) and fen not in out:
                out.append(fen)
                break
            placement = fen.split()[0]
            pawns = [m for m in moves if pawn_move(placement, m)]
            pool = pawns if pawns and rng.below(3) else moves
            fen = _engine.get_fen(variant, fen, [pool[rng.below(len(pool))]])
        if len(out) == POSITIONS:
            return out
    out = []
    while len(out) < POSITIONS:
        fen = pyffish.start_fen(variant)
        for ply in range(14):
            moves = sorted(_engine.legal_moves(variant, fen, []))
            if not moves:
                break
            if ply in (12, 13) and fen not in out:
                out.append(fen)
            fen = _engine.get_fen(variant, fen, [moves[rng.below(len(moves))]])
    return out[:POSITIONS]


def promoted_captures(variant):
    """A promoted queen to take, on the variant's board, with an en passant capture beside
    it where pawns step twice: Black to move, then the mirror with White to move."""
    _, files, ranks = board_of(pyffish.start_fen(variant))
    king, middle = files // 2, ranks // 2
    pieces = {(king, 0): "K", (king, ranks - 1): "k", (king - 1, middle): "q", (king, middle - 1): "Q~",
              (king - 3, middle - 1): "p", (king - 2, middle - 1): "P"}
    if shogi(variant):
        # Shogi's promoted rook and pawn (`+R`, `+P`), for a gold to take: each goes into the
        # hand as what it was.
        pieces = {(king, 0): "K", (king, ranks - 1): "k", (king - 1, middle): "g", (king, middle - 1): "+R",
                  (king - 2, middle - 1): "+P"}
    placement = fen_of(pieces, files, ranks, "b").split()[0]
    square = f"{chr(ord('a') + king - 2)}{middle - 1}"
    # (Shogi's crafted pieces have no pawn beside them to take en passant: no square.)
    steps = not inherits(variant, "doubleStep", "false") and not shogi(variant)
    black = f"{placement}[] b - {square if steps else '-'} 0 1"
    white = mirror(black).split()
    if steps:
        white[3] = f"{chr(ord('a') + king - 2)}{ranks - middle + 2}"
    return [black, " ".join(white)]


def pawn_move(placement, move):
    """Whether `move` starts on a pawn (read from the FEN's placement)."""
    import re

    m = re.match(r"([a-z])(\d+)", move)
    if m is None:  # a drop (`P@e4`)
        return False
    file, rank = ord(m.group(1)) - ord("a"), int(m.group(2)) - 1
    rows = placement.split("[")[0].split("/")
    row = rows[len(rows) - 1 - rank]
    f = 0
    for number, letter in re.findall(r"(\d+)|([A-Za-z])", row):
        if number:
            f += int(number)
            continue
        if f == file:
            return letter in "pP"
        f += 1
    return False

# What the data is made from: its first line names their digest (`_sample.py`).
INPUTS = (
    "tests/oracle/movegen_perft.py", "tests/oracle/movegen.py", "tests/oracle/_engine.py",
    "tests/oracle/_giveaway.py", "tests/oracle/_sample.py", "tests/oracle/requirements.txt",
    "codegen/variants.ini",
)


def main():
    lines = [f"# pyffish {version()}; python3 tests/oracle/movegen_perft.py tests/data/movegen_perft.txt; inputs {inputs(*INPUTS)}"]
    for variant in chosen(variants()):
        rng = XorShift(0x51A7E5EED ^ int.from_bytes(variant.encode()[:8].ljust(8, b"_"), "little"))
        for fen in middlegames(variant, rng):
            lines.append(f"{variant};{fen};{DEPTH};{engine().perft(variant, fen, DEPTH)}")
        if inherits(variant, "capturesToHand", "true"):
            for fen in promoted_captures(variant):
                fen = pyffish.get_fen(variant, fen, [])
                lines.append(f"{variant};{fen};{DEPTH};{engine().perft(variant, fen, DEPTH)}")
    Path(sys.argv[1]).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
