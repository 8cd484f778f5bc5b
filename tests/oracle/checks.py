"""Oracle data for the generated `in_check` and `attackers_to` of variant boards, from
Fairy-Stockfish (pyffish), for examples/variant (its tests/checks.rs reads it).

Three variants: Capablanca chess (10x8) and Grand chess (10x10), built into
Fairy-Stockfish, and `fairy12x10`, defined below through `pyffish.load_variant_config`: the
orthodox pieces with the archbishop, chancellor, nightrider, lame horse, camel, zebra, lame
elephant, amazon and two hoppers, xiangqi's cannon (`mRcpR`: it captures over exactly one
screen) and the grasshopper (`gQ`: onto the square right beyond the first piece), on 12x10.

The positions come from seeded random games (random legal moves from the start position,
until the game ends or 160 plies), after a few crafted ones (CRAFTED). Every position in check is kept; of the others, one in
eight, until each variant has POSITIONS positions; no position is kept twice (positions are
compared by their placement, side to move, castling and en passant fields). For each
position:
- whether the side to move is in check: `pyffish.gives_check(variant, fen, [])`;
- where it is, the squares giving the check: an opponent piece gives check when the side
  to move is still in check after every other opponent piece but the king is replaced by a
  knight of the side to move (the occupancy stays the same, so every line is blocked as
  before, and no piece but that one can attack the king). So a double check names both
  checkers, which removing one piece at a time would not find.

Lines: `P VARIANT INDEX NAME BETZA LETTERS` name the piece classes of each variant (the same
list as examples/variant/src/check_variants.rs; the test checks that they agree), and
`C VARIANT FEN;CHECKERS` the positions, CHECKERS the hexadecimal set of checking squares
(squares rank by rank from a1; 0 when not in check). Seeded, byte-identical on every run.

Usage: python3 checks.py OUT.txt
"""

import sys

import pyffish

from _giveaway import XorShift, placement, version

FAIRY_CONFIG = """[fairy12x10:chess]
maxFile = l
maxRank = 10
castling = false
doubleStepRegionWhite = *3
doubleStepRegionBlack = *8
promotionRegionWhite = *10
promotionRegionBlack = *1
archbishop = a
chancellor = c
customPiece1 = i:NN
customPiece2 = h:nN
customPiece3 = l:C
customPiece4 = z:Z
customPiece5 = e:nA
customPiece6 = m:QN
customPiece7 = o:mRcpR
customPiece8 = g:gQ
promotionPieceTypes = qcarbn
startFen = rnlbqkacblnr/oihzemmezhig/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/OIHZEMMEZHIG/RNLBQKACBLNR w - - 0 1
"""

ORTHODOX = [
    ("black_pawn", "bmWbcF", "p"),
    ("white_pawn", "fmWfcF", "P"),
    ("knight", "N", "Nn"),
    ("bishop", "B", "Bb"),
    ("rook", "R", "Rr"),
    ("queen", "Q", "Qq"),
    ("king", "K", "Kk"),
    ("archbishop", "BN", "Aa"),
    ("chancellor", "RN", "Cc"),
]

# Variant name, files, ranks, piece classes in table order (the pieces' Betza as this data
# assumes Fairy-Stockfish moves them), and how many positions.
VARIANTS = [
    ("capablanca", 10, 8, ORTHODOX),
    ("grand", 10, 10, ORTHODOX),
    (
        "fairy12x10",
        12,
        10,
        ORTHODOX
        + [
            ("nightrider", "NN", "Ii"),
            ("horse", "nN", "Hh"),
            ("camel", "C", "Ll"),
            ("zebra", "Z", "Zz"),
            ("elephant", "nA", "Ee"),
            ("amazon", "QN", "Mm"),
            ("cannon", "mRcpR", "Oo"),
            ("grasshopper", "gQ", "Gg"),
        ],
    ),
]
POSITIONS = 400
PLIES = 160

# Positions built to hold what random games seldom reach: double checks (a slider and a
# leaper, a chancellor's file and an archbishop's diagonal, a nightrider from afar and a lame
# horse, a camel and a zebra, a cannon and a grasshopper), leapers blocked on their leg, a
# check of the side above, and hoppers: a cannon over a screen of either side, with no
# screen and with two; a grasshopper beyond a screen next to the king, beyond one that is not,
# and along a diagonal.
CRAFTED = {
    "capablanca": [
        "4k5/10/10/10/10/3n6/10/r3K5 w - - 0 1",
        "4k5/10/10/10/4c5/10/5a4/4K5 w - - 0 1",
        "4k5/10/5N4/10/10/10/10/4R3K1 b - - 0 1",
        "4k5/4c5/10/10/10/10/4P5/4K5 w - - 0 1",
    ],
    "grand": [
        "4k5/10/10/10/10/10/10/3n6/10/r3K5 w - - 0 1",
        "4k5/10/10/10/10/10/4c5/10/5a4/4K5 w - - 0 1",
        "4k5/10/5N4/10/10/10/10/10/10/4R3K1 b - - 0 1",
    ],
    "fairy12x10": [
        "5k6/9i2/12/12/12/12/12/4h7/12/5K6 w - - 0 1",
        "5k6/9i2/12/12/12/12/12/4h7/4P7/5K6 w - - 0 1",
        "5k6/12/12/12/12/12/12/8z3/2l9/5K6 w - - 0 1",
        "5k6/12/12/12/12/12/12/7e4/12/5K6 w - - 0 1",
        "5k6/12/12/12/12/12/12/7e4/6P5/5K6 w - - 0 1",
        "5k6/12/12/12/12/12/12/12/12/m4K6 w - - 0 1",
        "5k6/12/5o6/12/12/12/5P6/12/12/5K6 w - - 0 1",
        "5k6/12/5o6/12/12/12/12/12/12/5K6 w - - 0 1",
        "5k6/12/5o6/12/12/12/5P6/5N6/12/5K6 w - - 0 1",
        "5k6/12/12/12/12/12/12/12/12/o1n2K6 w - - 0 1",
        "5k6/12/12/5N6/12/12/12/12/5O6/11K b - - 0 1",
        "5k6/12/12/12/12/5g6/12/12/5P6/5K6 w - - 0 1",
        "5k6/12/12/12/12/5g6/12/5P6/12/5K6 w - - 0 1",
        "5k6/12/12/12/12/1g10/12/12/4P7/5K6 w - - 0 1",
        "5k6/12/12/12/12/5g6/12/12/5P6/o1n2K6 w - - 0 1",
    ],
}


def board(fen, files):
    """The placement field as rows of squares from the top rank: a letter or None."""
    rows = []
    for row in fen.split(" ")[0].split("/"):
        cells, count = [], ""
        for ch in row:
            if ch.isdigit():
                count += ch
                continue
            if count:
                cells += [None] * int(count)
                count = ""
            cells.append(ch)
        if count:
            cells += [None] * int(count)
        assert len(cells) == files, (fen, row)
        rows.append(cells)
    return rows


def checkers(variant, fen, files, ranks):
    """The squares of the opponent pieces giving check (rank by rank from a1)."""
    rows = board(fen, files)
    fields = fen.split(" ")
    white_to_move = fields[1] == "w"
    ours_knight = "N" if white_to_move else "n"

    def theirs(cell):
        return cell is not None and cell.isupper() != white_to_move and cell.lower() != "k"

    found = 0
    for r, cells in enumerate(rows):
        for f, cell in enumerate(cells):
            if not theirs(cell):
                continue
            alone = [
                [c if (rr, ff) == (r, f) or not theirs(c) else ours_knight for ff, c in enumerate(row)]
                for rr, row in enumerate(rows)
            ]
            if pyffish.gives_check(variant, " ".join([placement(alone)] + fields[1:]), []):
                found |= 1 << ((ranks - 1 - r) * files + f)
    return found


def key(fen):
    return " ".join(fen.split(" ")[:4])


def positions(variant, files, ranks, rng):
    """POSITIONS distinct positions of random games with their checkers."""
    start = pyffish.start_fen(variant)
    seen, found, in_check = set(), [], 0
    for fen in CRAFTED[variant]:
        check = pyffish.gives_check(variant, fen, [])
        seen.add(key(fen))
        found.append((fen, checkers(variant, fen, files, ranks) if check else 0))
        in_check += check
    while len(found) < POSITIONS:
        fen = start
        for _ in range(PLIES):
            check = pyffish.gives_check(variant, fen, [])
            if key(fen) not in seen and (check or rng.below(8) == 0):
                seen.add(key(fen))
                squares = checkers(variant, fen, files, ranks) if check else 0
                # In check exactly when a piece gives it.
                assert (squares != 0) == check, fen
                found.append((fen, squares))
                in_check += check
                if len(found) == POSITIONS:
                    break
            moves = sorted(pyffish.legal_moves(variant, fen, []))
            if not moves:
                break
            fen = pyffish.get_fen(variant, fen, [moves[rng.below(len(moves))]])
    return found, in_check


def main():
    pyffish.load_variant_config(FAIRY_CONFIG)
    rng = XorShift(0x0C4E_C4ED_2026_1126)
    lines = [f"# Fairy-Stockfish {version()}: in check and checkers, tests/oracle/checks.py"]
    for variant, files, ranks, pieces in VARIANTS:
        for i, (name, betza, letters) in enumerate(pieces):
            lines.append(f"P {variant} {i} {name} {betza} {letters}")
        found, in_check = positions(variant, files, ranks, rng)
        doubles = sum(bin(s).count("1") > 1 for _, s in found)
        print(f"{variant}: {len(found)} positions, {in_check} in check, {doubles} in double check")
        lines += [f"C {variant} {fen};{squares:x}" for fen, squares in found]
    with open(sys.argv[1], "w", encoding="ascii", newline="\n") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
