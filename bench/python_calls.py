"""pyffish against vector_attacks, per call, in one run on this machine: `legal_moves`,
`get_fen`, `get_san`, `game_result` and `is_optional_game_end` for chess, xiangqi, shogi,
crazyhouse and janggi, from the start position and after 40 moves of a seeded random game
(each call replays its move list, as pyffish's callers do), and the `Board`'s `push` plus
`legal_moves` per move against pyffish's `legal_moves` of the whole game so far (what a
caller of pyffish pays per move). `game_result` is asked of a checkmate (or a game ended by
its rule) reached by the 40 moves' prefix and a mating line, since it answers for ended
games.

Each figure is the median of ROUNDS timings of enough calls to take about 0.2 s; ratios are
pyffish's time over ours. Writes bench/results/python_calls.json and prints a table.

Usage: python3 bench/python_calls.py [BUILD_SECONDS]  (both packages importable: pip
install ./python pyffish==0.0.90; BUILD_SECONDS, the measured `pip install ./python` from a
clean target directory, goes into the report)
"""

import json
import random
import statistics
import sys
import time
from pathlib import Path

import pyffish
import vector_attacks

VARIANTS = ["chess", "xiangqi", "shogi", "crazyhouse", "janggi"]
ROUNDS = 7
PLIES = 40
# A game that ends in mate, per variant (UCI from the start position).
MATES = {
    "chess": ["f2f3", "e7e5", "g2g4", "d8h4"],
    "crazyhouse": ["f2f3", "e7e5", "g2g4", "d8h4"],
}


def game(variant, plies, seed=1):
    rng = random.Random(seed)
    fen = pyffish.start_fen(variant)
    moves = []
    for _ in range(plies):
        legal = sorted(pyffish.legal_moves(variant, fen, moves))
        if not legal:
            break
        moves.append(rng.choice(legal))
    return fen, moves


def per_call(f):
    """Median seconds per call of f()."""
    start = time.perf_counter()
    f()
    once = max(time.perf_counter() - start, 1e-7)
    n = max(1, int(0.2 / once))
    times = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        for _ in range(n):
            f()
        times.append((time.perf_counter() - start) / n)
    return statistics.median(times)


def main():
    rows = []
    for variant in VARIANTS:
        fen, line = game(variant, PLIES)
        for label, moves in (("start", []), (f"after {len(line)}", line)):
            last = sorted(pyffish.legal_moves(variant, fen, moves))[0]
            # (get_san takes no move list: it is asked of the position's FEN.)
            here = pyffish.get_fen(variant, fen, moves)
            calls = {
                "legal_moves": lambda m, v=variant, mv=moves: m.legal_moves(v, fen, mv),
                "get_fen": lambda m, v=variant, mv=moves: m.get_fen(v, fen, mv),
                "get_san": lambda m, v=variant, h=here, x=last: m.get_san(v, h, x),
                "is_optional_game_end": lambda m, v=variant, mv=moves: m.is_optional_game_end(v, fen, mv),
            }
            for name, call in calls.items():
                # (The same answers: legal moves as sets; a game end's flag, pyffish's value
                # being whatever its stack held where the game goes on.)
                theirs_answer, ours_answer = call(pyffish), call(vector_attacks)
                if name == "legal_moves":
                    theirs_answer, ours_answer = sorted(theirs_answer), sorted(ours_answer)
                if name == "is_optional_game_end":
                    theirs_answer, ours_answer = theirs_answer[0], ours_answer[0]
                assert theirs_answer == ours_answer, (variant, name, theirs_answer, ours_answer)
                theirs, ours = per_call(lambda: call(pyffish)), per_call(lambda: call(vector_attacks))
                rows.append({"variant": variant, "position": label, "call": name,
                             "pyffish_us": theirs * 1e6, "ours_us": ours * 1e6, "ratio": theirs / ours})
        if variant in MATES:
            mate = MATES[variant]
            theirs = per_call(lambda: pyffish.game_result(variant, fen, mate))
            ours = per_call(lambda: vector_attacks.game_result(variant, fen, mate))
            rows.append({"variant": variant, "position": "mated", "call": "game_result",
                         "pyffish_us": theirs * 1e6, "ours_us": ours * 1e6, "ratio": theirs / ours})
        # A game played move by move: the Board's push and legal_moves, against pyffish's
        # legal_moves of the game so far.
        def board_game():
            b = vector_attacks.Board(variant)
            for m in line:
                b.push(m)
                b.legal_moves()

        def pyffish_game():
            for i in range(1, len(line) + 1):
                pyffish.legal_moves(variant, fen, line[:i])

        theirs, ours = per_call(pyffish_game) / len(line), per_call(board_game) / len(line)
        rows.append({"variant": variant, "position": f"per move of {len(line)}", "call": "Board.push + legal_moves",
                     "pyffish_us": theirs * 1e6, "ours_us": ours * 1e6, "ratio": theirs / ours})
    out = Path(__file__).resolve().parent / "results" / "python_calls.json"
    machine = json.loads((out.parent / "machine.json").read_text()) if (out.parent / "machine.json").exists() else {}
    native = Path(vector_attacks.__file__).parent
    wheel = sum(f.stat().st_size for f in native.iterdir() if f.is_file())
    out.write_text(json.dumps({
        "pyffish": ".".join(map(str, pyffish.version())),
        "cpu": machine.get("cpu", "?"),
        "date": time.strftime("%Y-%m-%d"),
        "build": "maturin's release profile, opt-level 2",
        "build_s": float(sys.argv[1]) if len(sys.argv) > 1 else 0.0,
        "wheel_mb": wheel / 1e6,
        "variants": len(vector_attacks.variants()),
        "rows": rows,
    }, indent=1) + "\n")
    print(f"{'variant':11} {'position':14} {'call':26} {'pyffish':>10} {'ours':>9} {'ratio':>8}")
    for r in rows:
        print(f"{r['variant']:11} {r['position']:14} {r['call']:26} {r['pyffish_us']:8.1f}us {r['ours_us']:7.2f}us {r['ratio']:7.0f}x")


if __name__ == "__main__":
    sys.exit(main())
