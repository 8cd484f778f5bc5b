#!/usr/bin/env python3
"""Writes the oracle data of tests/attacked_by.rs: for positions, the pieces of each side
attacking each square, as python-chess (the PyPI package `chess`) finds them.

Each line is `FEN;ENTRIES`, ENTRIES space-separated `SQUARE:WHITE:BLACK` for every square
attacked by either side (SQUARE 0..63, a1 = 0; WHITE and BLACK the hex bitboards of
`board.attackers_mask(color, square)`). The positions are those of tests/oracle/pseudo_legal.py
(the perft and crafted positions, and seeded random games every third ply), 800 of them,
no position twice.
Deterministic: a fixed seed and a pinned python-chess.

usage: attackers.py OUT
"""

import sys

import chess

from pseudo_legal import CRAFTED, EXPECTED_VERSION, PERFT, distinct, positions


def main() -> None:
    if chess.__version__ != EXPECTED_VERSION:
        sys.exit(f"python-chess {chess.__version__} found; the data was made with {EXPECTED_VERSION}")
    fixed = PERFT + CRAFTED
    fens = distinct(fixed + positions(20261125, 800 - len(fixed), fixed))
    lines = []
    entries = 0
    for fen in fens:
        board = chess.Board(fen)
        cells = []
        for square in chess.SQUARES:
            white = board.attackers_mask(chess.WHITE, square)
            black = board.attackers_mask(chess.BLACK, square)
            if white or black:
                cells.append(f"{square}:{white:x}:{black:x}")
        entries += len(cells)
        lines.append(f"{fen};{' '.join(cells)}")
    with open(sys.argv[1], "w", encoding="ascii", newline="\n") as out:
        out.write("\n".join(lines) + "\n")
    print(f"{len(lines)} positions, {entries} attacked squares")


if __name__ == "__main__":
    main()
