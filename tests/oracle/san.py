"""Oracle data for the generated modules' SAN (examples/movegen's tests/san.rs): every legal
move of every position of tests/data/legal.txt in python-chess's SAN (`Board.san`), and of
one of every three positions of each variant of tests/data/movegen.txt (the shipped
variants), and every one with sittuyin's promotions, in Fairy-Stockfish's (pyffish's `get_san`). Each line is
`ORACLE;VARIANT;FEN;MOVES`, ORACLE `python-chess` or `pyffish`, MOVES the position's legal
moves as `uci:san`, sorted by UCI and separated by spaces. Deterministic: the positions are the checked-in ones, the oracles pinned.

The first line names the digest of the inputs (`_sample.py`); under `ORACLE_SAMPLE` (CI) only
a share of the shipped variants is recomputed.

Usage: python3 san.py OUT.txt
"""

import sys
from pathlib import Path

import chess
import pyffish

from _giveaway import version
from _sample import chosen, inputs
from movegen import variants

INPUTS = (
    "tests/oracle/san.py", "tests/oracle/movegen.py", "tests/oracle/_engine.py",
    "tests/oracle/_giveaway.py", "tests/oracle/_sample.py", "tests/oracle/requirements.txt",
    "codegen/variants.ini", "tests/data/legal.txt", "tests/data/movegen.txt",
)

DATA = Path(__file__).resolve().parents[1] / "data"


def main():
    lines = [
        f"# python-chess {chess.__version__}, pyffish {version()}; python3 tests/oracle/san.py tests/data/san.txt; inputs {inputs(*INPUTS)}"
    ]
    for line in (DATA / "legal.txt").read_text().splitlines():
        if line.startswith("#"):
            continue
        fen = line.split(";")[0]
        board = chess.Board(fen)
        moves = sorted(board.legal_moves, key=lambda m: m.uci())
        lines.append(f"python-chess;chess;{fen};" + " ".join(f"{m.uci()}:{board.san(m)}" for m in moves))
    recomputed = set(chosen(variants()))  # (which loads those Fairy-Stockfish lacks)
    positions = [line for line in (DATA / "movegen.txt").read_text().splitlines() if not line.startswith("#")]
    # One of every three of each variant's (counted within the variant, so that a variant
    # added leaves the others' choice alone): pyffish spends milliseconds on each move (it
    # sets its piece tables up again for every call), and a third is still over a hundred
    # thousand moves, crafted positions and random games' of every variant.
    seen = {}
    for line in positions:
        variant, fen, moves = line.split(";")[:3]
        seen[variant] = seen.get(variant, -1) + 1
        # (Every position with sittuyin's promotions, whose SAN names the origin, `e5f6=F`.)
        promotes = any(tag.startswith("promote-") for tag in line.split(";")[4].split())
        if (seen[variant] % 3 != 0 and not promotes) or variant not in recomputed:
            continue
        pairs = [f"{m}:{pyffish.get_san(variant, fen, m)}" for m in moves.split()]
        lines.append(f"pyffish;{variant};{fen};" + " ".join(pairs))
    Path(sys.argv[1]).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
