#!/usr/bin/env python3
"""Writes the oracle data of tests/pseudo_legal.rs: positions and their pseudo-legal moves as
python-chess (the PyPI package `chess`) lists them.

Each line is `FEN;MOVES`, MOVES the UCI moves of `chess.Board(FEN).pseudo_legal_moves`,
sorted and space-separated (castling as e1g1, promotions as e7e8q). The positions are the
standard perft positions, a few crafted ones (castling through and out of check, blocked
castling, en passant squares with and without a capturer, promotions by push and capture),
and positions of seeded random games, every third ply (so both sides are to move), no
position twice. The FEN keeps the en passant square after every double push (`en_passant="fen"`), so pseudo-legal but illegal en passant
captures are covered too. Deterministic: a fixed seed and a pinned python-chess.

usage: pseudo_legal.py OUT
"""

import random
import sys

import chess

EXPECTED_VERSION = "1.11.2"

PERFT = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P3/2NP1N2/PPP1QPPP/R4RK1 w - - 0 10",
]

CRAFTED = [
    # Castling: free, through an attacked square, out of check, into check, blocked.
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
    "r3k2r/8/8/8/8/5r2/8/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/2r5/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1",
    "rn2k1nr/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1",
    "r3k2r/8/8/8/8/8/8/4K2R w Q - 0 1",
    # En passant: a capturer on each side, none, a pinned one.
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
    "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 2",
    "4k3/8/8/3p4/8/8/8/4K3 w - d6 0 2",
    "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 2",
    "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 2",
    # An en passant square on an odd rank, which a FEN may hold: no pawn may take it.
    "4k3/8/8/8/8/8/3P4/4K3 w - e3 0 1",
    "4k3/3p4/8/8/8/8/8/4K3 b - e6 0 1",
    # Promotions by push and by capture, for both sides.
    "1n2k3/P7/8/8/8/8/7p/4K1N1 w - - 0 1",
    "1n2k3/P7/8/8/8/8/7p/4K1N1 b - - 0 1",
]


def key(fen: str) -> str:
    """What makes two FENs the same position: placement, side to move, castling, en passant."""
    return " ".join(fen.split(" ")[:4])


def distinct(fens) -> list:
    """`fens`, asserting that no position comes twice."""
    fens = list(fens)
    keys = {key(f) for f in fens}
    assert len(keys) == len(fens), f"{len(fens) - len(keys)} repeated positions"
    return fens


def positions(seed: int, count: int, exclude=()):
    """`count` positions of seeded random games, every third ply, each once and none of
    `exclude`."""
    rng = random.Random(seed)
    seen = {key(f) for f in exclude}
    found = []
    while len(found) < count:
        board = chess.Board()
        for ply in range(200):
            fen = board.fen(en_passant="fen")
            if ply % 3 == 0 and key(fen) not in seen:
                seen.add(key(fen))
                found.append(fen)
            moves = sorted(board.legal_moves, key=lambda m: m.uci())
            if not moves or board.is_game_over(claim_draw=False):
                break
            board.push(rng.choice(moves))
    return found[:count]


def main() -> None:
    if chess.__version__ != EXPECTED_VERSION:
        sys.exit(f"python-chess {chess.__version__} found; the data was made with {EXPECTED_VERSION}")
    fens = distinct(PERFT + CRAFTED + positions(20261123, 2000, PERFT + CRAFTED))
    lines = []
    counts = {"castling rights": 0, "en passant square": 0, "promotion moves": 0, "castling moves": 0}
    for fen in fens:
        board = chess.Board(fen)
        moves = sorted(m.uci() for m in board.pseudo_legal_moves)
        counts["castling rights"] += board.castling_rights != 0
        counts["en passant square"] += board.ep_square is not None
        counts["promotion moves"] += any(len(m) == 5 for m in moves)
        counts["castling moves"] += any(board.is_castling(chess.Move.from_uci(m)) for m in moves)
        lines.append(f"{fen};{' '.join(moves)}")
    with open(sys.argv[1], "w", encoding="ascii", newline="\n") as out:
        out.write("\n".join(lines) + "\n")
    summary = ", ".join(f"{v} with {k}" for k, v in counts.items())
    print(f"{len(lines)} positions: {summary}")


if __name__ == "__main__":
    main()
