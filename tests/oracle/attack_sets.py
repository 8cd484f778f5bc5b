"""Oracle data for attack sets, from Fairy-Stockfish (pyffish), for the generated `attacks`
of examples/variant (its tests/attack_sets.rs reads it).

Each piece of PIECES is a custom piece (`customPieceN = letter:BETZA`) of a variant based on
`giveaway` (no royal king: every pseudo-legal move is legal) with `mustCapture = false`, on
10x8, 9x10, 10x10 and 12x10 (as many variants per board as the free letters need). None of PIECES moves differently from how it captures, so the
legal moves of a white piece (quiet moves to the empty squares it attacks, captures of the
black ones) are its attack set among the pieces on the board, less the squares of the other
white pieces.

For each piece and board, 32 random occupancies and their 32 complements (so every square is
occupied in exactly 32 of them). In each occupancy OCC, every occupied square is a
from-square: its whole attack set among OCC is found with white pieces of the kind on some of
OCC's squares and black knights on the others. Number OCC's squares 0, 1, ...; for each bit i
of those numbers, one position has white pieces on the squares whose number has bit i clear
and one on those whose number has it set. A square other than FROM is white in every
position where FROM's piece moves only if its number equals FROM's, so the union of FROM's
moves over those positions is its whole set (pyffish spends about 2 ms a position; this
needs 2 log2 |OCC| positions per occupancy instead of |OCC|).

The sets of one (board, piece, occupancy) are folded into a 64-bit FNV-1a hash of their
16-byte little-endian encodings, FROM ascending (the whole data would be some 6 MB); the test
hashes its own sets the same way, and on a mismatch prints them. The first line names the
digest of the script's inputs; CI checks it, and recomputes a third of the boards' pieces
(`ORACLE_SAMPLE`, tests/oracle/_sample.py).

`P INDEX NAME BETZA` lines name the pieces; `H BOARD PIECE OCCUPIED HASH` lines the hashes
(sets hexadecimal, squares rank by rank from a1). Seeded, byte-identical on every run; the
boards' pieces run in two processes.

Usage: python3 attack_sets.py OUT.txt
"""

import multiprocessing
import sys

import pyffish

from _giveaway import XorShift, moves, variant_section, version
from _sample import chosen, inputs

# What the data is made from: its first line names their digest, which CI checks on every run
# (tests/oracle/_sample.py).
INPUTS = (
    "tests/oracle/attack_sets.py", "tests/oracle/_giveaway.py", "tests/oracle/_sample.py",
    "tests/oracle/requirements.txt",
)

# The pieces, in table order: the same list as examples/variant/src/attack_pieces.rs (its
# test checks). No piece moves differently from how it captures.
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
    ("rook", "R"),
    ("queen", "Q"),
    ("king", "K"),
    ("lance", "fR"),
    ("side_mover", "fsR"),
    ("cannon", "pR"),
    ("diagonal_cannon", "pB"),
    ("grasshopper", "gQ"),
]
LETTERS = "acdefghijlmostuvwxyz"
BOARDS = [(10, 8), (9, 10), (10, 10), (12, 10)]
OCCUPANCIES = 32
FNV_OFFSET = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3
MASK64 = (1 << 64) - 1


def variant(files, ranks, index):
    """The variant holding piece `index` on the board: the first len(LETTERS) pieces in one,
    the next in a second, and so on."""
    group = index // len(LETTERS)
    return f"as{files}x{ranks}" + (f"_{group}" if group else "")


def letter(index):
    return LETTERS[index % len(LETTERS)]


def config():
    sections = []
    for f, r in BOARDS:
        for first in range(0, len(PIECES), len(LETTERS)):
            group = range(first, min(first + len(LETTERS), len(PIECES)))
            pieces = [f"customPiece{i - first + 1} = {letter(i)}:{PIECES[i][1]}" for i in group]
            sections.append(variant_section(variant(f, r, first), f, r, pieces))
    return "\n".join(sections)


def fnv(sets):
    h = FNV_OFFSET
    for s in sets:
        for byte in s.to_bytes(16, "little"):
            h = ((h ^ byte) * FNV_PRIME) & MASK64
    return h


def occupancy(rng, k, n):
    """The k-th occupancy of a board of n squares: its density cycles through about 1/2,
    1/4, 1/8 and a handful of squares (their complements follow)."""
    def word():
        return rng.next() | rng.next() << 64

    if k % 4 == 0:
        occ = word()
    elif k % 4 == 1:
        occ = word() & word()
    elif k % 4 == 2:
        occ = word() & word() & word()
    else:
        occ = sum(1 << rng.below(n) for _ in range(4))
    return occ & ((1 << n) - 1)


def whole_sets(name, files, ranks, letter, occ):
    """The attack set of a piece on each square of occ among occ, ascending."""
    squares = [s for s in range(files * ranks) if occ >> s & 1]
    sets = {s: 0 for s in squares}
    for bit in range(max(1, (len(squares) - 1).bit_length())):
        for value in (0, 1):
            white = {s for i, s in enumerate(squares) if i >> bit & 1 == value}
            if not white:
                continue
            pieces = {s: (letter if s in white else "n") for s in squares}
            for (f, t) in moves(name, files, ranks, pieces):
                assert f in white, (name, f)
                sets[f] |= 1 << t
    return [sets[s] for s in squares]


def board_piece(job):
    """The H lines of one board and piece."""
    files, ranks, index = job
    n = files * ranks
    rng = XorShift(0x13198A2E03707344 ^ (files * 1000 + ranks * 100 + index + 1) * 0x9E3779B97F4A7C15 % (1 << 64))
    out = []
    for k in range(OCCUPANCIES):
        occ = occupancy(rng, k, n)
        for o in (occ, ~occ & ((1 << n) - 1)):
            sets = whole_sets(variant(files, ranks, index), files, ranks, letter(index).upper(), o)
            out.append(f"H {files}x{ranks} {index} {o:x} {fnv(sets):016x}")
    return out


def main():
    lines = [
        f"# pyffish {version()}; python3 tests/oracle/attack_sets.py tests/data/attack_sets.txt; inputs {inputs(*INPUTS)}",
        "# Fairy-Stockfish (pyffish) attack sets, checked by examples/variant/tests/attack_sets.rs.",
        "# P INDEX NAME BETZA: the pieces, in table order.",
        "# H BOARD PIECE OCCUPIED HASH: FNV-1a 64 of the attack sets (16 bytes little-endian",
        "#   each) of a piece of kind PIECE on each square of OCCUPIED in turn, ascending, among",
        "#   OCCUPIED.",
    ]
    lines += [f"P {i} {name} {betza}" for i, (name, betza) in enumerate(PIECES)]
    # (With ORACLE_SAMPLE=K/3, as CI runs it, a third of the boards' pieces.)
    jobs = chosen([(f, r, i) for f, r in BOARDS for i in range(len(PIECES))])
    # Each process loads the variants once.
    with multiprocessing.Pool(2, pyffish.load_variant_config, (config(),)) as pool:
        for part in pool.map(board_piece, jobs):
            lines += part
    with open(sys.argv[1], "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
