#!/usr/bin/env python3
"""Writes the oracle data of tests/zobrist.rs: Polyglot hashes of chess positions, as
python-chess (the PyPI package `chess`) computes them with Polyglot's published keys.

The file first holds Polyglot's 781 keys as python-chess has them
(`chess.polyglot.POLYGLOT_RANDOM_ARRAY`), a line `P INDEX KEY` each, so that every key is
checked one by one, not only those the games below happen to use. Then games: a line `S FEN`
starts one, then each line `M UCI KEY` is a move and the
Polyglot key (16 hex digits) of the position after it; the start position's key is the line
`K KEY` after `S`. First the test sequences of the Polyglot specification (their keys are
published there, and checked here against python-chess before anything is written), then
seeded random games from the start position and from crafted positions with en passant and
castling to the fore, played to the end or 120 plies. Deterministic: a fixed seed and a pinned
python-chess.

usage: zobrist.py OUT
"""

import random
import sys

import chess
import chess.polyglot

EXPECTED_VERSION = "1.11.2"

# The specification's test sequences and the keys it publishes after each move (the start
# position's first).
START_KEY = 0x463B96181691FC9C
SPECIFICATION = [
    [
        ("e2e4", 0x823C9B50FD114196),
        ("d7d5", 0x0756B94461C50FB0),
        ("e4e5", 0x662FAFB965DB29D4),
        ("f7f5", 0x22A48B5A8E47FF78),
        ("e1e2", 0x652A607CA3F242C1),
        ("e8f7", 0x00FDD303C946BDD9),
    ],
    [
        ("a2a4", None),
        ("b7b5", None),
        ("h2h4", None),
        ("b5b4", None),
        ("c2c4", 0x3C8123EA7B067637),
        ("b4c3", None),
        ("a1a3", 0x5C3F9B829B279560),
    ],
]

# Positions where en passant and castling rights come and go.
CRAFTED = [
    "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
    "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
    "r3k2r/8/8/8/3pP3/8/8/R3K2R b KQkq e3 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
]


def key(board: chess.Board) -> int:
    return chess.polyglot.zobrist_hash(board)


def game(fen: str, moves, out) -> None:
    board = chess.Board(fen)
    out.append(f"S {fen}")
    out.append(f"K {key(board):016x}")
    for m in moves:
        board.push_uci(m)
        out.append(f"M {m} {key(board):016x}")


def random_moves(fen: str, rng: random.Random, plies: int):
    board = chess.Board(fen)
    moves = []
    for _ in range(plies):
        legal = sorted(board.legal_moves, key=lambda m: m.uci())
        if not legal or board.is_game_over(claim_draw=False):
            break
        m = rng.choice(legal)
        moves.append(m.uci())
        board.push(m)
    return moves


def main() -> None:
    if chess.__version__ != EXPECTED_VERSION:
        sys.exit(f"python-chess {chess.__version__} found; the data was made with {EXPECTED_VERSION}")
    if key(chess.Board()) != START_KEY:
        sys.exit("python-chess's key of the start position is not the specification's")
    lines = [f"P {i} {k:016x}" for i, k in enumerate(chess.polyglot.POLYGLOT_RANDOM_ARRAY)]
    if len(lines) != 781:
        sys.exit(f"python-chess has {len(lines)} Polyglot keys, not 781")
    for sequence in SPECIFICATION:
        board = chess.Board()
        for m, published in sequence:
            board.push_uci(m)
            if published is not None and key(board) != published:
                sys.exit(f"python-chess's key after {m} is not the specification's")
        game(chess.STARTING_FEN, [m for m, _ in sequence], lines)
    rng = random.Random(20261126)
    for fen in CRAFTED:
        for _ in range(10):
            game(fen, random_moves(fen, rng, 120), lines)
    for _ in range(100):
        game(chess.STARTING_FEN, random_moves(chess.STARTING_FEN, rng, 120), lines)
    with open(sys.argv[1], "w", encoding="ascii", newline="\n") as out:
        out.write("\n".join(lines) + "\n")
    print(f"{sum(l.startswith('M') for l in lines)} moves in {sum(l.startswith('S') for l in lines)} games")


if __name__ == "__main__":
    main()
