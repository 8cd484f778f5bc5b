"""Oracle data for fairy pieces, from Fairy-Stockfish (pyffish), for the generated runtime of
examples/variant (its tests/fairy_pieces.rs reads it).

Each piece of PIECES is defined to Fairy-Stockfish as a custom piece (`customPieceN =
letter:BETZA`) of a variant based on `giveaway` (no royal king, so every pseudo-legal move is
legal) with `mustCapture = false` and no castling, on 8x8, 10x8 and 12x10. In each position,
eight white pieces of one kind stand among 24 black knights; a capture is exactly an attack
on an occupied square. The movers of a piece's 64 positions run through every square of the
board in turn, so every from-square is tried at least four times, against every target the
enemy pieces occupy.

`P` lines name the pieces (index, name, definition); `A BOARD PIECE OCCUPIED TARGETS
CAPTURED...` lines give, for the movers (OCCUPIED minus TARGETS, ascending), the captured
squares of TARGETS. Squares rank by rank from a1; sets hexadecimal. Seeded, byte-identical on
every run.

Usage: python3 fairy_pieces.py OUT.txt
"""

import sys

import pyffish

from _giveaway import XorShift, bits, moves, variant_section, version

# The pieces, in table order: the same list as examples/variant/build.rs (its test checks).
PIECES = [
    ("nightrider", "NN"),
    ("horse", "nN"),
    ("elephant", "nA"),
    ("camel", "C"),
    ("zebra", "Z"),
    ("archbishop", "BN"),
    ("chancellor", "RN"),
    ("amazon", "QN"),
    ("forward_wazir", "fW"),
    ("forward_ferz", "fF"),
    ("short_rook", "R4"),
    ("soldier", "fsW"),
    ("short_bishop", "B2"),
    ("back_knight", "bN"),
    ("vertical_rook", "vR"),
    ("berolina", "mFcW"),
]
LETTERS = "acdefghijlmostuv"
BOARDS = [(8, 8), (10, 8), (12, 10)]
POSITIONS = 64
MOVERS = 8
ENEMIES = 24


def variant(files, ranks):
    return f"fp{files}x{ranks}"


def config():
    pieces = [f"customPiece{i + 1} = {LETTERS[i]}:{betza}" for i, (_, betza) in enumerate(PIECES)]
    return "\n".join(variant_section(variant(f, r), f, r, pieces) for f, r in BOARDS)


def main():
    pyffish.load_variant_config(config())
    rng = XorShift(0x243F6A8885A308D3)
    lines = [
        "# Fairy-Stockfish (pyffish) on fairy pieces; written by tests/oracle/fairy_pieces.py,",
        "# checked by examples/variant/tests/fairy_pieces.rs.",
        "# P INDEX NAME BETZA: the pieces, in table order.",
        "# A BOARD PIECE OCCUPIED TARGETS CAPTURED...: white pieces of kind PIECE on OCCUPIED minus",
        "#   TARGETS; the k-th of them (ascending) captures the k-th CAPTURED set of the black",
        "#   knights on TARGETS.",
        f"# pyffish {version()}",
    ]
    lines += [f"P {i} {name} {betza}" for i, (name, betza) in enumerate(PIECES)]
    for files, ranks in BOARDS:
        n = files * ranks
        for index in range(len(PIECES)):
            letter = LETTERS[index].upper()
            # A fresh permutation of the squares, walked eight at a time.
            order = list(range(n))
            for i in range(n - 1, 0, -1):
                j = rng.below(i + 1)
                order[i], order[j] = order[j], order[i]
            for k in range(POSITIONS):
                movers = sorted({order[(k * MOVERS + m) % n] for m in range(MOVERS)})
                free = [s for s in range(n) if s not in movers]
                for i in range(ENEMIES):
                    j = i + rng.below(len(free) - i)
                    free[i], free[j] = free[j], free[i]
                enemies = free[:ENEMIES]
                pieces = {s: letter for s in movers}
                pieces.update({s: "n" for s in enemies})
                captures = {s: set() for s in movers}
                targets = set(enemies)
                for frm, to in moves(variant(files, ranks), files, ranks, pieces):
                    if frm in captures and to in targets:
                        captures[frm].add(to)
                captured = " ".join(f"{bits(captures[m]):x}" for m in movers)
                lines.append(
                    f"A {files}x{ranks} {index} {bits(pieces):x} {bits(enemies):x} {captured}"
                )
    with open(sys.argv[1], "w", encoding="ascii") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
