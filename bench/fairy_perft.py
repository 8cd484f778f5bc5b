#!/usr/bin/env python3
"""Perft of the generated move generators against Fairy-Stockfish built from its source on
this machine: bulk counting against its bulk counting (`go perft`), single thread, the start
positions and a middlegame position of capablanca, chancellor, modern, kingofthehill,
3check, 5check, racingkings, horde, antichess, giveaway, losers, extinction, knightmate,
atomic, nocheckatomic and coregal, and fischerandom's middlegame (the first position of tests/data/movegen.txt from move 10 on
with three quarters of the pieces left: random games, so not book positions), crazyhouse
(its middlegame, with full hands, from Fairy-Stockfish's tests/perft.sh), minishogi and shogi
(middlegames with pieces in hand from their random games), xiangqi, minixiangqi, manchu,
grasshopper, shako and paradigm (lame leapers, hoppers, the flying general), supply (drops
beside them: its middlegame from its random games, which start with pieces in hand), janggi (its
palace diagonals, cannon, passing and bikjang), makruk, makpong, asean and ai-wok (makruk's
count kept move by move, makpong's king in check), cambodian and karouk (the first leaps), shatar, sittuyin (its setup by drops), cannonshogi (ranged hoppers beside drops),
andersanti and andersgiveaway (a pass where no other move is; these three loaded into
Fairy-Stockfish from the shipped file's sections), and chess's start
position for scale. A tree of fewer than a million leaves is counted a ply deeper, up
to three plies. Each count is timed three times in one process per contender; the
best time is kept. Both must count the same leaves.

Build Fairy-Stockfish first (about a minute on 2 cores):

    git clone https://github.com/fairy-stockfish/Fairy-Stockfish && cd Fairy-Stockfish/src
    make -j2 build ARCH=x86-64-modern largeboards=yes

Usage: bench/fairy_perft.py --fairy-stockfish PATH [--variants V ...]
       (writes bench/results/fairy_perft.json; with --variants, only those variants' rows are
       measured again, the others kept)
"""

import argparse
import json
import pathlib
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from perft import cpu  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "fairy_perft.json"
DATA = ROOT / "tests" / "data" / "movegen.txt"
# (variant, depth at the start position, depth in the middlegame)
CASES = [("capablanca", 5, 5), ("chancellor", 5, 5), ("modern", 5, 5), ("chess", 6, None),
         ("kingofthehill", 6, 5), ("3check", 6, 5),
         # Games that end differently and kings that are not royal.
         ("5check", 5, 5), ("fischerandom", None, 5), ("racingkings", 5, 5), ("horde", 6, 5),
         ("antichess", 5, 5), ("giveaway", 5, 5), ("losers", 5, 5), ("extinction", 5, 5),
         ("knightmate", 5, 5), ("atomic", 5, 5), ("nocheckatomic", 5, 5), ("coregal", 5, 5),
         # Drops.
         ("crazyhouse", 5, 3), ("minishogi", 6, 4), ("shogi", 5, 3),
         # Lame leapers, hoppers and xiangqi's rules.
         ("xiangqi", 5, 4), ("minixiangqi", 6, 5), ("manchu", 5, 4), ("grasshopper", 5, 4),
         ("shako", 5, 4), ("paradigm", 5, 5), ("supply", 5, 3), ("janggi", 5, 4),
         ("janggimodern", 5, 4), ("janggicasual", 5, 4), ("janggitraditional", 5, 4),
         # Makruk's family: the count kept move by move; makpong's king in check.
         ("makruk", 5, 5), ("makpong", 5, 5), ("asean", 5, 5), ("ai-wok", 5, 5),
         # Cambodian's first leaps (their rights kept move by move); kar ouk's first check.
         ("cambodian", 5, 5), ("karouk", 5, 5),
         # Shatar: the bers; its mate rule judges only the end.
         ("shatar", 5, 5),
         # Sittuyin: the setup by drops; pawns promoting by a move of their own.
         ("sittuyin", 4, 5),
         # Sections of Fairy-Stockfish's variants.ini, loaded into it from the shipped file:
         # ranged hoppers among shogi's drops; a pass only where no other move is.
         ("cannonshogi", 4, 3), ("andersanti", 5, 5), ("andersgiveaway", 5, 5)]
# Middlegames given: crazyhouse's with full hands, from Fairy-Stockfish's tests/perft.sh;
# minishogi's and shogi's from their random games of tests/data/movegen.txt, with pieces in
# hand and promoted pieces on the board.
MIDDLEGAMES = {
    "crazyhouse": "5R2/2p1Nb2/2B4k/6p1/8/P3PP2/1PPqR3/3R1BKn[QBNPPPPrrrnppp] b - - 1 1",
    "minishogi": "4k/PS3/2g1p/K4/2gbR[SBr] w - - 0 17",
    "shogi": "1n1g2b1l/lrs1kgs2/1ppp1pp1n/+P8/4p2p1/2P2PPP1/NP1P5/L4G1R+p/B1S1K1SN1[PPglp] w - - 0 23",
}


def middlegame(variant):
    """The first position of the variant's random games from move 10 on that still has
    three quarters of its pieces (as many as the variant's first line, its start position
    or a shuffled one); where none has (captures compulsory empty the board fast), the one
    from move 10 on with the most pieces left. A variant of MIDDLEGAMES has its own."""
    if variant in MIDDLEGAMES:
        return MIDDLEGAMES[variant]
    start, fullest = None, None
    for line in DATA.read_text().splitlines():
        fields = line.split(";")
        if fields[0] != variant:
            continue
        pieces = sum(c.isalpha() for c in fields[1].split()[0])
        start = start or pieces
        # The full-move number is the FEN's last field (three-check's has its checks before
        # the counters).
        if int(fields[1].split()[-1]) < 10:
            continue
        if pieces >= 3 * start // 4:
            return fields[1]
        if fullest is None or pieces > fullest[0]:
            fullest = (pieces, fields[1])
    if fullest is None:
        sys.exit(f"fairy_perft: no middlegame position of {variant} in {DATA}")
    return fullest[1]


def ours(binary, variant, fen, depth):
    cmd = [str(binary), variant, str(depth), "bulk"] + ([fen] if fen else [])
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.split()
    return int(out[1]), float(out[3])


def fairy(binary, variant, fen, depth):
    proc = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(line):
        proc.stdin.write(line + "\n")
        proc.stdin.flush()

    def wait(prefix):
        for line in proc.stdout:
            if line.startswith(prefix):
                return line
        sys.exit("fairy_perft: Fairy-Stockfish ended early")

    send("uci")
    known = []
    for line in proc.stdout:
        if line.startswith("option name UCI_Variant"):
            known = line.split()[line.split().index("var"):][1::2]
        if line.startswith("uciok"):
            break
    if variant not in known:
        # A section of the shipped file that Fairy-Stockfish does not have built in (its
        # parent is): loaded from a file of that section alone.
        text = (ROOT / "codegen" / "variants.ini").read_text()
        section = re.search(r"^\[" + re.escape(variant) + r"[:\]].*?(?=^\[|\Z)", text, re.M | re.S)
        if section is None:
            sys.exit(f"fairy_perft: Fairy-Stockfish has no {variant} and codegen/variants.ini no section of it")
        ini = tempfile.NamedTemporaryFile("w", suffix=".ini", delete=False)
        ini.write(section.group(0))
        ini.close()
        send(f"setoption name VariantPath value {ini.name}")
    send(f"setoption name UCI_Variant value {variant}")
    send("position " + (f"fen {fen}" if fen else "startpos"))
    best, nodes = float("inf"), 0
    for _ in range(3):
        send("isready")
        wait("readyok")
        start = time.perf_counter()
        send(f"go perft {depth}")
        nodes = int(wait("Nodes searched").split(":")[1])
        best = min(best, time.perf_counter() - start)
    send("quit")
    proc.wait()
    return nodes, best


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fairy-stockfish", required=True, help="the Fairy-Stockfish binary")
    parser.add_argument("--variants", nargs="+", metavar="VARIANT",
                        help="measure only these variants' rows and keep the others' from the results file")
    args = parser.parse_args()
    cases = CASES
    if args.variants:
        unknown = sorted(set(args.variants) - {v for v, _, _ in CASES})
        if unknown:
            parser.error(f"not among the cases: {', '.join(unknown)} (the cases: {', '.join(v for v, _, _ in CASES)})")
        cases = [c for c in CASES if c[0] in args.variants]
    subprocess.run(["cargo", "build", "--locked", "-q", "--release", "-p", "example-movegen", "--example", "perft"], cwd=ROOT, check=True)
    binary = ROOT / "target" / "release" / "examples" / "perft"
    version = subprocess.run([args.fairy_stockfish], input="quit\n", capture_output=True, text=True).stdout.splitlines()[0]
    rows = []
    for variant, start_depth, middle_depth in cases:
        for where, fen, depth in [("start", None, start_depth), ("middlegame", middlegame(variant), middle_depth)]:
            if depth is None:
                continue
            n_ours, t_ours = ours(binary, variant, fen, depth)
            # A tree too small to time (captures compulsory thin it out) is deepened until it
            # has a million leaves, three plies at most.
            for _ in range(3):
                if n_ours >= 1_000_000:
                    break
                depth += 1
                n_ours, t_ours = ours(binary, variant, fen, depth)
            n_fsf, t_fsf = fairy(args.fairy_stockfish, variant, fen, depth)
            if n_ours != n_fsf:
                sys.exit(f"fairy_perft: {variant} {where} depth {depth}: ours {n_ours}, Fairy-Stockfish {n_fsf}")
            row = {
                "variant": variant, "position": where, "fen": fen, "depth": depth, "leaves": n_ours,
                "ours_seconds": t_ours, "fairy_stockfish_seconds": t_fsf,
                "ours_mnps": n_ours / t_ours / 1e6, "fairy_stockfish_mnps": n_fsf / t_fsf / 1e6,
            }
            row["ratio"] = row["ours_mnps"] / row["fairy_stockfish_mnps"]
            rows.append(row)
            print(f"{variant:<11} {where:<10} depth {depth}: {n_ours:>11,} leaves, ours {row['ours_mnps']:6.1f} M/s, "
                  f"Fairy-Stockfish {row['fairy_stockfish_mnps']:5.1f} M/s, {row['ratio']:.2f}x", flush=True)
    if args.variants:
        # The other variants' rows as they were, in the cases' order.
        kept = [r for r in json.loads(RESULTS.read_text())["rows"] if r["variant"] not in args.variants]
        order = {v: i for i, (v, _, _) in enumerate(CASES)}
        rows = sorted(kept + rows, key=lambda r: (order[r["variant"]], r["position"] != "start"))
    host = {"date": time.strftime("%Y-%m-%d", time.gmtime()), "cpu": cpu()}
    RESULTS.write_text(json.dumps({"fairy_stockfish": version, "rows": rows, **host}, indent=2) + "\n")
    print(f"wrote {RESULTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
