"""Oracle data for the generated move generators of examples/movegen (its tests/oracle.rs
reads it), from Fairy-Stockfish (pyffish): for each variant of the generator's shipped
codegen/variants.ini, positions from seeded random games with every legal move and the
depth-2 perft count.

The variants are Fairy-Stockfish's built-in ones of the same names, not the shipped
definitions, so the data also proves that the shipped definitions give the variants
Fairy-Stockfish plays; a shipped variant it does not have built in (`assorted`) is loaded
into it from the shipped file. Random games start from the start position and play random legal
moves until the game ends or 200 plies; of each game's positions one in three is kept until
the variant has POSITIONS distinct ones (compared by placement, side to move, castling and en
passant). Each line is `VARIANT;FEN;MOVES;PERFT2`, MOVES the sorted UCI moves separated by
spaces. Seeded, byte-identical on every run.

Usage: python3 movegen.py OUT.txt
"""

import re
import sys
from pathlib import Path

import pyffish

from _giveaway import XorShift, version

POSITIONS = 100
SHIPPED = Path(__file__).resolve().parents[2] / "codegen" / "variants.ini"


def variants():
    """The shipped variants; those Fairy-Stockfish does not have built in are loaded from
    the shipped file's own section (their parent, `chess`, is built in)."""
    text = SHIPPED.read_text()
    names = sorted(set(re.findall(r"^\[([A-Za-z0-9_-]+)", text, re.M)))
    for name in names:
        if name not in pyffish.variants():
            section = re.search(r"^\[" + name + r"[:\]].*?(?=^\[|\Z)", text, re.M | re.S).group(0)
            pyffish.load_variant_config(section)
    return names


def key(fen):
    return " ".join(fen.split()[:4])


def positions(variant, rng):
    seen, out = set(), []
    while len(out) < POSITIONS:
        fen = pyffish.start_fen(variant)
        for ply in range(200):
            moves = sorted(pyffish.legal_moves(variant, fen, []))
            if not moves:
                break
            if ply % 3 == 2 and key(fen) not in seen:
                seen.add(key(fen))
                out.append((fen, moves))
                if len(out) == POSITIONS:
                    break
            fen = pyffish.get_fen(variant, fen, [moves[rng.below(len(moves))]])
    return out


def main():
    lines = [f"# pyffish {version()}; python3 tests/oracle/movegen.py tests/data/movegen.txt"]
    for variant in variants():
        # Seeded by the name, so that adding a variant leaves the others' games as they were.
        rng = XorShift(0x9E3779B97F4A7C15 ^ int.from_bytes(variant.encode()[:8].ljust(8, b"_"), "little"))
        for fen, moves in positions(variant, rng):
            perft2 = sum(len(pyffish.legal_moves(variant, fen, [m])) for m in moves)
            lines.append(f"{variant};{fen};{' '.join(moves)};{perft2}")
    Path(sys.argv[1]).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
