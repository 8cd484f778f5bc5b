#!/usr/bin/env python3
"""Extracts Fairy-Stockfish's precomputed 12x10 magic factors (src/magic.h, the
`PRECOMPUTED_MAGICS` build of its large-board version) into bench/benches/data/ as Rust data, for
the benchmark contender that indexes attack sets the way Fairy-Stockfish does.

Usage: bench/fairy_stockfish_magics.py PATH/TO/magic.h > bench/benches/data/fairy_stockfish_magics.rs
(`git show HEAD:src/magic.h` of a Fairy-Stockfish clone gives the file.)
"""

import re
import sys

ARRAYS = [("RookMagicHInit", "ROOK_H"), ("RookMagicVInit", "ROOK_V"), ("BishopMagicInit", "BISHOP")]


def main():
    text = open(sys.argv[1], encoding="utf-8").read()
    print("// Fairy-Stockfish's precomputed magic factors for its 12x10 board (src/magic.h,")
    print("// `RookMagicHInit`, `RookMagicVInit`, `BishopMagicInit`), as data: written by")
    print("// bench/fairy_stockfish_magics.py. Square `rank * 12 + file`; `B(hi, lo)` there is")
    print("// `hi << 64 ^ lo` here.")
    for source, name in ARRAYS:
        body = re.search(source + r"\[SQUARE_NB\] = \{(.*?)\};", text, re.S).group(1)
        pairs = re.findall(r"B\((0x[0-9A-Fa-f]+),\s*(0x[0-9A-Fa-f]+)\)", body)
        assert len(pairs) == 120, (source, len(pairs))
        print(f"pub const {name}: [u128; 120] = [")
        for hi, lo in pairs:
            print(f"    0x{int(hi, 16):016X}_{int(lo, 16):016X},")
        print("];")


if __name__ == "__main__":
    main()
