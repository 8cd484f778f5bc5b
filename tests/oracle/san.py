"""Oracle data for the generated modules' SAN (examples/movegen's tests/san.rs): every legal
move of every position of tests/data/legal.txt in python-chess's SAN (`Board.san`), and of
one of every three positions of each variant of tests/data/movegen.txt (the shipped
variants), and every one with sittuyin's promotions, in Fairy-Stockfish's (pyffish's
`get_san`). Then the other notations pyffish writes (its `notation` argument), each on a
share of the positions: LAN for every variant; shogi's three others and SAN for shogi's
template; WXF and janggi's for xiangqi's and janggi's families; Thai SAN and LAN for
makruk's; every notation for chess. Each line is `ORACLE;VARIANT;FEN;MOVES`, ORACLE
`python-chess`, `pyffish` (the variant's own notation) or `pyffish:NOTATION_...`, MOVES the
position's legal moves as `uci:san`, sorted by UCI and separated by spaces. Deterministic:
the positions are the checked-in ones, the oracles pinned.

The first line names the digest of the inputs (`_sample.py`); under `ORACLE_SAMPLE` (CI) only
a share of the shipped variants is recomputed.

Usage: python3 san.py OUT.txt
"""

import re
import sys
from pathlib import Path

import chess
import pyffish

from _giveaway import version
from _sample import chosen, inputs
from movegen import sections, variants

INPUTS = (
    "tests/oracle/san.py", "tests/oracle/movegen.py", "tests/oracle/_engine.py",
    "tests/oracle/_giveaway.py", "tests/oracle/_sample.py", "tests/oracle/requirements.txt",
    "codegen/variants.ini", "tests/data/legal.txt", "tests/data/movegen.txt",
)

DATA = Path(__file__).resolve().parents[1] / "data"

# pyffish's notations by their numbers (its NOTATION_* constants).
NOTATIONS = {
    "NOTATION_SAN": 1, "NOTATION_LAN": 2, "NOTATION_SHOGI_HOSKING": 3, "NOTATION_SHOGI_HODGES": 4,
    "NOTATION_SHOGI_HODGES_NUMBER": 5, "NOTATION_JANGGI": 6, "NOTATION_XIANGQI_WXF": 7,
    "NOTATION_THAI_SAN": 8, "NOTATION_THAI_LAN": 9,
}
THAI = {"makruk", "makpong", "cambodian", "karouk", "asean", "ai-wok", "sittuyin"}
XIANGQI = {"xiangqi", "minixiangqi", "manchu", "supply", "janggi", "janggitraditional", "janggicasual", "janggimodern"}


# Promoted mets (`M~`), which Thai notation names apart: crafted, as no FEN of movegen.txt
# marks them.
PROMOTED_METS = [
    ("makruk", "r1s1k3/8/2nM~4/8/5m~2/8/3S4/4K2R w - - 0 30"),
    ("makruk", "r1s1k3/8/2nM~4/8/5m~2/8/3S4/4K2R b - - 0 30"),
    ("cambodian", "4k3/2M~5/8/8/8/8/5m~2/3K4 w - - 0 50"),
    ("asean", "4k3/2Q~5/8/8/8/8/5q~2/3K4 w - - 0 50"),
    ("sittuyin", "8/3k4/2F~5/8/8/5f~2/8/3K4 b - - 0 60"),
]


def notations(variant):
    """The notations other than its own that `variant`'s positions are written in, each with
    the share of its positions (one of every N): LAN for every variant, and its family's."""
    shogi = any(re.search(r"^variantTemplate\s*=\s*shogi\s*$", s, re.M) for s in sections(variant))
    chosen = {"NOTATION_LAN": 9}
    if variant == "chess":
        chosen = {name: 3 for name in NOTATIONS if name != "NOTATION_SAN"}
    if shogi:
        chosen.update({"NOTATION_SAN": 6, "NOTATION_SHOGI_HOSKING": 6, "NOTATION_SHOGI_HODGES": 6})
    if variant in XIANGQI:
        chosen.update({"NOTATION_XIANGQI_WXF": 3, "NOTATION_JANGGI": 3})
    if variant in THAI:
        chosen.update({"NOTATION_THAI_SAN": 3, "NOTATION_THAI_LAN": 3})
    return chosen


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
    # The other notations, on a share of the positions (counted as above).
    seen = {}
    for line in positions:
        variant, fen, moves = line.split(";")[:3]
        seen[variant] = seen.get(variant, -1) + 1
        if variant not in recomputed:
            continue
        for name, every in notations(variant).items():
            if seen[variant] % every != 0:
                continue
            number = NOTATIONS[name]
            pairs = [f"{m}:{pyffish.get_san(variant, fen, m, False, number)}" for m in moves.split()]
            lines.append(f"pyffish:{name};{variant};{fen};" + " ".join(pairs))
    for variant, fen in PROMOTED_METS:
        if variant not in recomputed:
            continue
        for name in ("NOTATION_THAI_SAN", "NOTATION_THAI_LAN"):
            moves = sorted(pyffish.legal_moves(variant, fen, []))
            pairs = [f"{m}:{pyffish.get_san(variant, fen, m, False, NOTATIONS[name])}" for m in moves]
            lines.append(f"pyffish:{name};{variant};{fen};" + " ".join(pairs))
    Path(sys.argv[1]).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
