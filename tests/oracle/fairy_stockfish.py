"""Oracle data for boards other than 8x8, from Fairy-Stockfish (pyffish), for the generated
runtime of examples/variant (its tests/fairy_stockfish.rs reads it).

Fairy-Stockfish is told about each board as a variant based on `giveaway` (no royal king, so
every pseudo-legal move is legal) with `mustCapture = false` (so quiet moves are not hidden
behind captures) and no castling. A capture by a piece is then exactly an attack of that
piece on an occupied square:

- `A` lines, attacks: random positions of one side's pieces of one class among the other
  side's pieces; for each of the mover's pieces (the occupied squares that are not targets,
  in ascending order), the set of squares it can capture on.
- `B` lines, in-between sets: a rook or bishop on `from`, an enemy piece on `to`, and one
  more piece on each other square in turn: the squares whose occupation removes the capture.

Squares are numbered rank by rank from a1 (a1 = 0, b1 = 1, ...); sets are hexadecimal, bit i
square i. The choice of positions is seeded (a hand-written xorshift, so the data does not
depend on Python's random module), so the output is byte-identical on every run.

Usage: python3 fairy_stockfish.py OUT.txt
"""

import sys

import pyffish

from _giveaway import XorShift, bits, variant_section, version
from _giveaway import moves as giveaway_moves

BOARDS = [(10, 8), (9, 10), (10, 10), (12, 10)]
# The attack classes of vector-attacks, in its order, with the letter of the piece in
# `giveaway` (the king is a non-royal commoner there).
CLASSES = ["p", "P", "N", "B", "R", "Q", "K"]
POSITIONS_PER_CLASS = 64
MOVERS = 8
BLOCKERS = 24
IN_BETWEEN_PAIRS = 48


def variant_name(files, ranks):
    return f"va{files}x{ranks}"


def config():
    return "\n".join(variant_section(variant_name(f, r), f, r) for f, r in BOARDS)


def moves(files, ranks, pieces, white_to_move):
    return giveaway_moves(variant_name(files, ranks), files, ranks, pieces, white_to_move)


def attack_lines(rng, files, ranks):
    n = files * ranks
    lines = []
    for index, letter in enumerate(CLASSES):
        white = letter.isupper()
        enemy = "n" if white else "N"
        for _ in range(POSITIONS_PER_CLASS):
            squares = rng.sample(range(n), MOVERS + BLOCKERS)
            movers, blockers = sorted(squares[:MOVERS]), squares[MOVERS:]
            pieces = {s: letter for s in movers}
            pieces.update({s: enemy for s in blockers})
            captures = {s: set() for s in movers}
            targets = set(blockers)
            for frm, to in moves(files, ranks, pieces, white):
                if frm in captures and to in targets:
                    captures[frm].add(to)
            captured = " ".join(f"{bits(captures[frm]):x}" for frm in movers)
            lines.append(
                f"A {files}x{ranks} {index} {bits(pieces):x} {bits(blockers):x} {captured}"
            )
    return lines


def in_between_lines(rng, files, ranks):
    n = files * ranks
    lines = []
    pairs = []
    for frm in range(n):
        for to in range(n):
            df = to % files - frm % files
            dr = to // files - frm // files
            if frm != to and (df == 0 or dr == 0 or abs(df) == abs(dr)):
                pairs.append((frm, to, "R" if df == 0 or dr == 0 else "B"))
    for frm, to, slider in rng.sample(pairs, IN_BETWEEN_PAIRS):
        blocking = []
        for s in range(n):
            if s in (frm, to):
                continue
            pieces = {frm: slider, to: "n", s: "n"}
            if (frm, to) not in moves(files, ranks, pieces, True):
                blocking.append(s)
        lines.append(f"B {files}x{ranks} {slider} {frm} {to} {bits(blocking):x}")
    return lines


def main():
    out = sys.argv[1]
    pyffish.load_variant_config(config())
    rng = XorShift(0x9E3779B97F4A7C15)
    lines = [
        "# Fairy-Stockfish (pyffish) on boards other than 8x8; written by",
        "# tests/oracle/fairy_stockfish.py, checked by examples/variant/tests/fairy_stockfish.rs.",
        "# A BOARD CLASS OCCUPIED TARGETS CAPTURED...: pieces of CLASS (0 black pawn, 1 white pawn,",
        "#   2 knight, 3 bishop, 4 rook, 5 queen, 6 king) on OCCUPIED minus TARGETS; the k-th of them",
        "#   (ascending) captures the k-th CAPTURED set of the enemy pieces on TARGETS.",
        "# B BOARD R|B FROM TO BLOCKING: the squares whose occupation stops a rook or bishop on",
        "#   FROM capturing on TO.",
        f"# pyffish {version()}",
    ]
    for files, ranks in BOARDS:
        lines += attack_lines(rng, files, ranks)
        lines += in_between_lines(rng, files, ranks)
    with open(out, "w", encoding="ascii") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
