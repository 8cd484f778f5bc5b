#!/usr/bin/env python3
"""Writes the oracle data of tests/side_attacks.rs: what each side attacks, as python-chess
(the PyPI package `chess`) computes it.

Each line is `FEN;WHITE;BLACK`, WHITE and BLACK the union of `board.attacks_mask(square)` over
the squares of that side's pieces, as 16 hex digits (bit 0 = a1). `attacks_mask` gives a
pawn's captures, a knight's or king's steps, and a slider's rays up to and including the
first occupied square, whoever stands there. The positions are seeded random games, every
third ply, each once, with a few crafted ones (empty corners, queens on open lines, pawns on
the edge files). Deterministic: a fixed seed and a pinned python-chess.

usage: side_attacks.py OUT
"""

import random
import sys

import chess

EXPECTED_VERSION = "1.11.2"

CRAFTED = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    "Q6q/8/8/8/8/8/8/q6Q w - - 0 1",
    "4k3/p6p/8/8/8/8/P6P/4K3 w - - 0 1",
    "R3k2r/1B4b1/8/3NN3/3nn3/8/1b4B1/r3K2R w - - 0 1",
]


def key(fen: str) -> str:
    return " ".join(fen.split(" ")[:4])


def positions(seed: int, count: int, exclude):
    rng = random.Random(seed)
    seen = {key(f) for f in exclude}
    found = []
    while len(found) < count:
        board = chess.Board()
        for ply in range(200):
            fen = board.fen()
            if ply % 3 == 0 and key(fen) not in seen:
                seen.add(key(fen))
                found.append(fen)
            moves = sorted(board.legal_moves, key=lambda m: m.uci())
            if not moves or board.is_game_over(claim_draw=False):
                break
            board.push(rng.choice(moves))
    return found[:count]


def side_map(board: chess.Board, color: bool) -> int:
    attacked = 0
    for square in chess.SquareSet(board.occupied_co[color]):
        attacked |= int(board.attacks_mask(square))
    return attacked


def main() -> None:
    if chess.__version__ != EXPECTED_VERSION:
        sys.exit(f"python-chess {chess.__version__} found; the data was made with {EXPECTED_VERSION}")
    fens = CRAFTED + positions(20261126, 2000, CRAFTED)
    lines = []
    for fen in fens:
        board = chess.Board(fen)
        white, black = side_map(board, chess.WHITE), side_map(board, chess.BLACK)
        lines.append(f"{fen};{white:016x};{black:016x}")
    with open(sys.argv[1], "w", encoding="ascii", newline="\n") as out:
        out.write("\n".join(lines) + "\n")
    print(f"{len(lines)} positions")


if __name__ == "__main__":
    main()
