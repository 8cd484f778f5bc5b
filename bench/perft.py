#!/usr/bin/env python3
"""Perft of chess against the Rust peers: runs bench/benches/perft.rs (criterion; the six
"Perft Results" positions, 15,918,283 leaves, bulk and make modes; ours, ours through its
API, ours generated with `chess960 = true` (fischerandom), cozy-chess, shakmaty, chess) for a
few rounds, each a new process pinned to the machine's last core (as `taskset` would), and keeps
each round's median time per contender.

Usage: bench/perft.py [--rounds N]     (writes bench/results/perft.json)
"""

import argparse
import json
import os
import pathlib
import subprocess
import time


def cpu():
    """The CPU's model name, as lscpu gives it."""
    for line in subprocess.run(["lscpu"], capture_output=True, text=True).stdout.splitlines():
        if line.startswith("Model name:"):
            return line.split(":", 1)[1].strip()
    return "?"

ROOT = pathlib.Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "perft.json"
CRITERION = ROOT / "target" / "criterion"
LEAVES = 15_918_283
CONTENDERS = ["ours", "ours-api", "ours-chess960", "cozy-chess", "shakmaty", "chess"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    # One core for the whole run (cargo and the benchmark inherit it): a round that migrates
    # between cores, or shares one with a build, was up to 45% slower than its neighbours.
    core = max(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {core})
    rounds = []
    for r in range(args.rounds):
        for mode in ("bulk", "make"):
            subprocess.run(["rm", "-rf", str(CRITERION / f"perft-{mode}")], check=True)
        subprocess.run(
            ["cargo", "bench", "--locked", "-q", "-p", "vector-attacks-bench", "--bench", "perft", "--",
             "--warm-up-time", "1", "--measurement-time", "3", "--noplot"],
            cwd=ROOT, check=True, capture_output=True,
        )
        medians = {}
        for mode in ("bulk", "make"):
            for c in CONTENDERS:
                est = json.loads((CRITERION / f"perft-{mode}" / c / "new" / "estimates.json").read_text())
                medians[f"{mode}/{c}"] = est["median"]["point_estimate"]
        rounds.append(medians)
        print(f"round {r + 1}: " + ", ".join(f"{k} {LEAVES / v * 1e3:.0f} M/s" for k, v in medians.items()), flush=True)
    host = {"date": time.strftime("%Y-%m-%d", time.gmtime()), "cpu": cpu()}
    RESULTS.write_text(json.dumps({"leaves": LEAVES, "rounds_ns": rounds, **host}, indent=2) + "\n")
    print(f"wrote {RESULTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
