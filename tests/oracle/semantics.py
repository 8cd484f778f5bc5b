"""Oracle data for the variants of examples/movegen/semantics.ini (each shows one way
Fairy-Stockfish reads a variants.ini that the generator follows: the castling rook found
by scanning inwards, castling written as the king taking its rook, a start position without
its en passant field, mobility regions, a default region beyond the board, castling pieces
named by type, a letter given again, empty promotion choices, inheritance, the castling
king's destination checked with the rook lifted, a pinned piece that jumps along its line,
a royal king passing, always or only when stalemated, hoppers on the lines of W, F and K,
with a range of 1 and with a range that another move of the piece stretches, castling that
takes away the opponent's right on the same wing, a royal piece moving as a rook in a FEN
without castling and en passant fields, letters Fairy-Stockfish's Betza reading skips, `h`
as it reads it, pseudo-royal commoners with no king to castle with, drops beside pseudo-royal
pieces and beside hoppers, stones that never move),
from
Fairy-Stockfish (pyffish), which reads the same file with `load_variant_config`.

For each variant: its start position as the file writes it, positions of seeded random
games from it (up to 120 plies each, one in two kept, until POSITIONS are kept), and crafted positions where the
variant's rule decides (CRAFTED below). Each line is
`VARIANT;FEN;WRITTEN;MOVES;PERFT2`: WRITTEN is the FEN as Fairy-Stockfish writes the
position back, MOVES the sorted UCI moves, PERFT2 the depth-2 count. Seeded, byte-identical
on every run.

Usage: python3 semantics.py OUT.txt
"""

import re
import sys
from pathlib import Path

import pyffish

from _giveaway import XorShift, version
from _sample import chosen, inputs

# What the data is made from: its first line names their digest (`_sample.py`).
INPUTS = (
    "tests/oracle/semantics.py", "tests/oracle/_giveaway.py", "tests/oracle/_sample.py",
    "tests/oracle/requirements.txt", "examples/movegen/semantics.ini",
)
INI = Path(__file__).resolve().parents[2] / "examples" / "movegen" / "semantics.ini"
PLIES = 120
POSITIONS = 40

# Positions where each variant's rule decides the moves.
CRAFTED = {
    # d1g1 with the rook on h1 and the queen beyond it on i1; the queenside castling is the
    # king's one step, written d1a1.
    "cornerqueen": [
        "rnbkqbnrq/ppppppppp/9/9/9/9/PPPPPPPPP/RNBK3RQ w KQkq - 0 1",
        "rnbkqbnrq/ppppppppp/9/9/9/9/PPPPPPPPP/R2K3RQ w KQkq - 0 1",
        "r2k3rq/ppppppppp/9/9/9/9/PPPPPPPPP/R2K3RQ b KQkq - 0 1",
        # The white rook beyond h8 attacks g8 once the castling rook leaves: no d8g8.
        "3k3rR/9/9/9/9/9/9/3K5 b k - 0 1",
    ],
    # The dabbaba on g1 is pinned by the rook on f1: it may not jump past it to e1.
    "dabbaba": ["K7/8/8/8/8/8/8/5Rdk b - - 0 1", "KDr4k/8/8/8/8/8/8/8 w - - 0 1"],
    # A FEN of the placement alone: White to move, no rights, counters 0 and 1.
    "noepfield": ["qkbnr/ppppp/5/5/PPPPP/QKBNR", "qkbnr/ppppp/5/5/PPPPP/QKBNR b"],
    # Both castlings move the king one square: d1f1 and d1a1 beside the steps d1e1, d1c1.
    "onestep": [
        "rbqkbr/pppppp/6/6/PPPPPP/R2K1R w KQkq - 0 1",
        "r2k1r/pppppp/6/6/PPPPPP/R2K1R b KQkq - 0 1",
    ],
    # A knight on b2 does not attack a4, outside its files; a king does not leave its half.
    "confined": [
        "8/8/8/8/k7/8/1N6/4K3 b - - 0 1",
        "4k3/8/8/8/4K3/8/8/8 w - - 0 1",
        "4k3/8/8/4n3/8/8/8/4K3 w - - 0 1",
    ],
    "pawnfence": ["4k3/8/P7/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/p3K3 b - - 0 1"],
    "nopromotion": ["3k2/P5/6/6/6/3K2 w - - 0 1", "P2k2/6/6/6/6/3K2 w - - 0 1", "3k2/6/6/6/p5/3K2 b - - 0 1"],
    "norook": ["r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"],
    "takeover": ["4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"],
    "nochoice": ["4k3/P7/8/8/8/8/8/4K3 w - - 0 1"],
    "tenfilesplain": ["5k4/P9/10/10/10/10/10/5K4 w - - 0 1"],
    # The king passes beside castling; not in check.
    "passing": ["4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "4k3/8/8/8/8/8/8/r3K3 w - - 0 1"],
    # Either castling leaves Black only the other wing's (perft 2 counts Black's replies);
    # Black's castling, White's.
    "oppositecastle": [
        "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 0 1",
        "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1",
    ],
    # The royal rook in check from a bishop, the commoner able to take it; the royal rook
    # and a commoner left (the commoner may be taken: it is not royal); the FENs without
    # castling and en passant fields.
    "rookmate": [
        "k7/8/8/8/8/8/3b4/2C1K3 w 1+7 0 1",
        "k7/8/8/8/8/8/3b4/2C1K3 w - - 1+7 0 1",
        "2c4k/8/8/8/8/8/8/r2CK3 b - - 7+2 0 1",
        "rnbqcbnk/pppppppp/8/8/8/8/PPPPPPPP/RNBQCBNK b 3+7 4 9",
    ],
    # Black's pawn takes forward diagonally (its `e` skipped), in hand and on the board.
    "chennis": [
        "3k3/7/7/3p3/2P1P2/7/3K3[] b - 0 1",
        "3k3/7/7/3p3/2P1P2/7/3K3[Ss] w - 0 1",
    ],
    # `s` moves to the four forward knight squares and takes one step forward only: a
    # knight on a forward knight square is safe from it; on d2 it promotes on b1 or f1.
    "khans": [
        "4k3/8/8/3s4/3P4/4N3/8/4K3 b - - 0 1",
        "4k3/8/8/8/8/8/3s4/R3K3 b - - 0 1",
    ],
    # Each piece alone on d4, then among pieces of both sides.
    "hmodifier": [f"4k3/8/8/8/3{x}4/8/8/4K3 w - - 0 1" for x in "ACDEFGIJL"]
    + [f"4k3/8/2ppp3/1pPpPp2/1P1{x}1P2/1pPpPp2/2ppp3/4K3 w - - 0 1" for x in "ACDEFGIJL"],
    # A rook checking one of two kings (either may take it); a knight forking both (no
    # move keeps both); kings beside their rooks, none castling.
    "twokings2": [
        "3kk3/8/8/8/8/8/4r3/3KK3 w - - 0 1",
        "3kk3/8/8/8/8/5n2/8/4K1K1 w - - 0 1",
        "r2kk2r/8/8/8/8/8/8/R2KK2R w - - 0 1",
    ],
    # Drops beside the commoners: a king dropped where a rook attacks it, beside two kings
    # (both pseudo-royal) and beside three (none is, the dropped one is); drops blocking a
    # rook's check; a knight's check no drop answers; both hands full.
    "twokingshouse": [
        "3kk3/8/8/8/8/8/4r3/3KK3[K] w - - 0 1",
        "3kk3/8/8/8/8/8/r7/2KKK3[K] w - - 0 1",
        "3kk3/8/8/8/8/8/8/r2KK3[NP] w - - 0 1",
        "3kk3/8/8/8/8/5n2/8/4K1K1[QRBNP] w - - 0 1",
        "3kk3/8/8/8/8/8/8/3KK3[KQRBNPkqrbnp] b - - 0 1",
    ],
    # A queen dropped beside another (both pseudo-royal) onto a rook's file; a queen in
    # check that a drop shields; test.py's start position, the queen not dropped where a pawn
    # takes it.
    "coregaldrop": [
        "r3k3/8/8/8/8/8/8/3QK3[Q] w - - 0 1",
        "4k3/4r3/8/8/8/8/4Q3/K7[N] w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qq] b KQkq - 0 1",
    ],
    # A drop that completes a row; the row completed (no move left); the last two squares.
    "tictactoe": [
        "PP1/pp1/3[PPPpp] w - - 0 1",
        "PPP/pp1/3[PPpp] b - - 0 1",
        "pPp/PpP/1P1[Pp] w - - 0 1",
    ],
    # The hopping queen: a rook may not step between it and the king (a screen); a rook
    # that is the screen may leave the file but not stay on it; a knight that is, anywhere.
    "chak": [
        "k3q4/9/9/9/R8/9/9/9/4K4 w - - 0 1",
        "k8/9/9/9/4q4/9/9/4R4/4K4 w - - 0 1",
        "k3q4/9/9/9/9/9/9/4V4/4K4 w - - 0 1",
    ],
    # A rook beside two of four kings; a pawn promoting among the compound leapers.
    "quasi-shatranj": [
        "kk6kk/10/10/10/10/10/10/10/1r8/KK6KK w 0 1",
        "kk6kk/3P6/10/10/10/10/10/10/10/KK6KK w - - 0 1",
    ],
    # Stalemated: the pass the only move; a rook free to move: no pass; checkmated: none.
    "stalematepass": [
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        "7k/5Q2/6K1/8/8/8/8/r7 b - - 0 1",
        "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
    ],
    # On d4 among pawns: `pW` hops the rook's lines; `gF` lands right beyond g7; `pR1`, a
    # grasshopper, lands on a4 beyond b4, where `gR2`, a cannon of range 2, does not; `mBpB2`
    # hops quietly to h8 but takes nothing beyond two squares; `cBpB2` takes g7 over e5 but
    # moves quietly two squares at most.
    "hoppers": [
        "4k3/3p2p1/8/3P4/2PAP3/8/8/4K3 w - - 0 1",
        "4k3/3p2p1/8/3P4/2PCP3/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/1P1D4/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/1P1E4/8/8/4K3 w - - 0 1",
        "4k3/3p2p1/8/3P4/2PFP3/8/8/4K3 w - - 0 1",
        "4k3/6p1/8/4P3/3F4/8/8/4K3 w - - 0 1",
        "4k3/6p1/8/4P3/3G4/8/8/4K3 w - - 0 1",
        "4k3/8/8/4P3/3G4/8/8/4K3 w - - 0 1",
    ],
}


def sections(text):
    return re.findall(r"^\[([A-Za-z0-9_-]+)", text, re.M)


def line(variant, fen):
    moves = sorted(pyffish.legal_moves(variant, fen, []))
    written = pyffish.get_fen(variant, fen, [])
    perft2 = sum(len(pyffish.legal_moves(variant, fen, [m])) for m in moves)
    return f"{variant};{fen};{written};{' '.join(moves)};{perft2}", moves


def main():
    text = INI.read_text()
    pyffish.load_variant_config(text)
    lines = [f"# pyffish {version()}; python3 tests/oracle/semantics.py tests/data/semantics.txt; inputs {inputs(*INPUTS)}"]
    for variant in chosen(sections(text)):
        if variant not in pyffish.variants():
            sys.exit(f"Fairy-Stockfish did not load `{variant}` from {INI}")
        rng = XorShift(0x9E3779B97F4A7C15 ^ int.from_bytes(variant.encode()[:8].ljust(8, b"_"), "little"))
        seen, kept = set(), 0
        while kept < POSITIONS:
            fen = pyffish.start_fen(variant)
            for ply in range(PLIES):
                entry, moves = line(variant, fen)
                if ply % 2 == 0 and fen not in seen and kept < POSITIONS:
                    seen.add(fen)
                    lines.append(entry)
                    kept += 1
                if not moves:
                    break
                fen = pyffish.get_fen(variant, fen, [moves[rng.below(len(moves))]])
        for fen in CRAFTED.get(variant, []):
            if pyffish.validate_fen(fen, variant) != pyffish.FEN_OK:
                sys.exit(f"{variant}: crafted an invalid FEN {fen}")
            lines.append(line(variant, fen)[0])
    Path(sys.argv[1]).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
