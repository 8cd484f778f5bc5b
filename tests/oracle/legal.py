#!/usr/bin/env python3
"""Writes the oracle data of tests/legal.rs: positions with their legal moves, the pieces
giving check and the pinned pieces, as python-chess (the PyPI package `chess`) finds them.

Each line is `FEN;MOVES;CHECKERS;PINNED;PINNERS`: MOVES the UCI moves of `board.legal_moves`,
sorted and space-separated (castling as e1g1, promotions as e7e8q); CHECKERS the hex bitboard
of `board.checkers()`; PINNED the hex bitboard of the side to move's pieces for which
`board.is_pinned(board.turn, square)` holds; PINNERS the hex bitboard of the opponent's
pieces that pin them: for each pinned piece, the opponent's slider on the line
`board.pin(board.turn, square)` returns with only that piece between it and the king. The
positions: the standard perft positions, the crafted ones of tests/oracle/pseudo_legal.py,
positions built to hold pins, en passant captures that uncover a rank attack on the king or
evade a pawn's check, double checks and blocks, then positions of seeded random games, every
third ply: 3,200 in all, no position twice. The FEN keeps the en passant square after every
double push (`en_passant="fen"`). Deterministic: a fixed seed and a pinned python-chess.

usage: legal.py OUT
"""

import sys

import chess

from pseudo_legal import CRAFTED, EXPECTED_VERSION, PERFT, distinct, positions

LEGALITY = [
    # Pins along a file, a diagonal and a rank; a pinned rook and queen moving along the pin.
    "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
    "4k3/8/8/b7/8/2N5/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/8/r2BK3/8 w - - 0 1",
    "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1",
    "4k3/8/8/b7/8/2Q5/8/4K3 w - - 0 1",
    "3qk3/8/8/8/8/8/3P4/3K4 w - - 0 1",
    "4k3/3p4/8/1B6/8/8/8/4K3 b - - 0 1",
    "1k6/8/3q4/8/8/8/8/3R1K2 b - - 0 1",
    # En passant that uncovers a rank attack on the king (both sides), and one that does not.
    "8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2",
    "8/8/8/K2pP2q/8/8/8/4k3 w - d6 0 2",
    "4K3/8/8/8/R2pP2k/8/8/8 b - e3 0 1",
    "4K3/8/8/8/k2pP2R/8/8/8 b - e3 0 1",
    "8/8/8/3pP3/8/8/r6K/4k3 w - d6 0 2",
    # En passant taking the pawn that gives check; en passant by a pinned pawn.
    "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
    "8/8/8/8/3Pp3/5k2/8/4K3 b - d3 0 1",
    "8/8/8/1b1pP3/8/8/6K1/4k3 w - d6 0 2",
    "4k3/8/8/1K1pP3/8/8/8/7b w - d6 0 2",
    # Double checks: rook and bishop, rook and knight, queen and pawn.
    "4k3/8/8/8/1b6/8/8/r3K3 w - - 0 1",
    "4k3/8/8/8/8/3n4/8/4K2r w - - 0 1",
    "4k3/8/8/8/8/8/3p4/q3K3 w - - 0 1",
    # Check by a slider: blocks, a capture of the checker, the king stepping along the line.
    "4k3/8/8/8/8/5B2/8/r3K3 w - - 0 1",
    "4k3/8/8/8/8/8/1N6/r3K3 w - - 0 1",
    "4k3/8/8/8/8/8/8/r3K3 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K2r w - - 0 1",
    "7k/8/8/8/8/8/6q1/7K w - - 0 1",
    # Check by a knight and by a pawn; a king next to the other king.
    "4k3/8/8/8/8/5n2/8/4K3 w - - 0 1",
    "4k3/8/8/8/8/8/5p2/4K3 w - - 0 1",
    "8/8/8/3k4/8/3K4/8/8 w - - 0 1",
    # Promotions that block a check or leave the king in one.
    "4k3/1P6/8/8/8/8/8/q3K3 w - - 0 1",
    "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1",
]

COUNT = 3200


def main() -> None:
    if chess.__version__ != EXPECTED_VERSION:
        sys.exit(f"python-chess {chess.__version__} found; the data was made with {EXPECTED_VERSION}")
    fixed = PERFT + CRAFTED + LEGALITY
    fens = distinct(fixed + positions(20261126, COUNT - len(fixed), fixed))
    lines = []
    counts = {"in check": 0, "in double check": 0, "with a pin": 0, "with two pinners": 0, "with an en passant capture": 0}
    for fen in fens:
        board = chess.Board(fen)
        moves = sorted(m.uci() for m in board.legal_moves)
        checkers = int(board.checkers())
        pinned = pinners = 0
        king = board.king(board.turn)
        for square in chess.SquareSet(board.occupied_co[board.turn]):
            if board.is_pinned(board.turn, square):
                pinned |= 1 << square
                line = board.pin(board.turn, square)
                for sniper in line & board.occupied_co[not board.turn]:
                    if chess.between(sniper, king) & board.occupied == 1 << square:
                        pinners |= 1 << sniper
        counts["in check"] += checkers != 0
        counts["in double check"] += bin(checkers).count("1") > 1
        counts["with a pin"] += pinned != 0
        counts["with two pinners"] += bin(pinners).count("1") > 1
        counts["with an en passant capture"] += any(board.is_en_passant(m) for m in board.legal_moves)
        lines.append(f"{fen};{' '.join(moves)};{checkers:x};{pinned:x};{pinners:x}")
    with open(sys.argv[1], "w", encoding="ascii", newline="\n") as out:
        out.write("\n".join(lines) + "\n")
    summary = ", ".join(f"{v} {k}" for k, v in counts.items())
    print(f"{len(lines)} positions: {summary}")


if __name__ == "__main__":
    main()
