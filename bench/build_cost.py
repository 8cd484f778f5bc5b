#!/usr/bin/env python3
"""Build cost: the clean `cargo build --release` wall time of a tiny binary per library.

Each row is a one-file binary crate depending on one library (ours three ways, and each
peer). Every build starts from a fresh, empty target directory; the rows are built in turn,
round after round (so slow drifts of the machine hit every row alike), after one untimed
build that brings the toolchain into the page cache, and the median of the rounds is reported. Dependencies are resolved offline from the workspace's `Cargo.lock` (the
same versions the benchmarks use), so the network never enters the timing.

Usage:
    bench/build_cost.py [--rounds N] [ROW ...]    # rows: see ROWS below; default all

Writes bench/results/build.json, replacing only the rows it ran. To rerun only the macro row
(for example once the macro has changed):  bench/build_cost.py macro && bench/report.py
"""

import argparse
import json
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "build.json"

# --- THE ONE PLACE THAT KNOWS THE MACRO'S SYNTAX -------------------------------------------
# Every table the generator offers, expanded by the procedural macro. If the macro's input
# syntax changes, only this string changes.
MACRO_INVOCATION = """
vector_attacks_macros::tables! {
    pub static IN_BETWEEN_RECTANGULAR = in_between_rectangular;
    pub static IN_BETWEEN_TRIANGULAR = in_between_triangular;
    pub static IN_BETWEEN_BY_0X88_DIFF = in_between_0x88;
    pub fn in_between_calculated = in_between_calculated;
    pub static RAY_UNIT_VECTOR_QUEEN_15 = ray_unit_vector_queen_15;
    pub static RAY_UNIT_VECTOR_QUEEN_16 = ray_unit_vector_queen_16;
    pub static CHEBYSHEV_DISTANCE_BY_0X88_DIFF = chebyshev_0x88;
    pub static MANHATTAN_DISTANCE_BY_0X88_DIFF = manhattan_0x88;
    pub static CHEBYSHEV_DISTANCE_BY_VECTOR_15 = chebyshev_vector_15;
    pub static MANHATTAN_DISTANCE_BY_VECTOR_15 = manhattan_vector_15;
    pub static CHEBYSHEV_DISTANCE = chebyshev_squares;
    pub static MANHATTAN_DISTANCE = manhattan_squares;
    pub static ATTACKS_BY_0X88_DIFF_AND_PIECE = attacks_0x88;
    pub static PIECE_MASK_BY_0X88_DIFF = piece_mask_0x88;
}

fn main() {
    let n = std::env::args().count() as u8; // 1: not known at compile time
    let sum = IN_BETWEEN_RECTANGULAR[0][63 - n as usize]
        ^ IN_BETWEEN_TRIANGULAR[n as usize]
        ^ IN_BETWEEN_BY_0X88_DIFF[n as usize]
        ^ in_between_calculated(0, 63 - n)
        ^ RAY_UNIT_VECTOR_QUEEN_15[n as usize] as u64
        ^ RAY_UNIT_VECTOR_QUEEN_16[n as usize] as u64
        ^ CHEBYSHEV_DISTANCE_BY_0X88_DIFF[n as usize] as u64
        ^ MANHATTAN_DISTANCE_BY_0X88_DIFF[n as usize] as u64
        ^ CHEBYSHEV_DISTANCE_BY_VECTOR_15[n as usize] as u64
        ^ MANHATTAN_DISTANCE_BY_VECTOR_15[n as usize] as u64
        ^ CHEBYSHEV_DISTANCE[0][n as usize] as u64
        ^ MANHATTAN_DISTANCE[0][n as usize] as u64
        ^ ATTACKS_BY_0X88_DIFF_AND_PIECE[4][n as usize]
        ^ PIECE_MASK_BY_0X88_DIFF[n as usize] as u64;
    println!("{sum:x}");
}
"""
# --------------------------------------------------------------------------------------------

OURS_MAIN = """
use vector_attacks::{in_between, is_attacked, Piece, Square};

fn main() {
    let n = std::env::args().count() as u8; // 1: not known at compile time
    let (from, to) = (Square::A1, Square::try_from(63 - n).unwrap());
    println!("{:x} {}", in_between(from, to), is_attacked(from, to, Piece::Bishop, 0));
}
"""

# name -> (label, [dependencies] lines, main.rs)
ROWS = {
    "ours": (
        "vector-attacks (default features)",
        [f'vector-attacks = {{ path = "{ROOT}" }}'],
        OURS_MAIN,
    ),
    "ours-codegen": (
        "vector-attacks, feature codegen",
        [f'vector-attacks = {{ path = "{ROOT}", features = ["codegen"] }}'],
        OURS_MAIN,
    ),
    "macro": (
        "vector-attacks-macros, all tables",
        [f'vector-attacks-macros = {{ path = "{ROOT / "codegen" / "macros"}" }}'],
        MACRO_INVOCATION,
    ),
    "shakmaty": (
        "shakmaty 0.30.1",
        ['shakmaty = "=0.30.1"'],
        """
use shakmaty::{attacks, Bitboard, Square};

fn main() {
    let n = std::env::args().count() as u32;
    let (from, to) = (Square::A1, Square::new(63 - n));
    println!("{:?} {:?}", attacks::between(from, to), attacks::bishop_attacks(from, Bitboard(0)));
}
""",
    ),
    "cozy-chess": (
        "cozy-chess 0.3.4",
        ['cozy-chess = "=0.3.4"'],
        """
use cozy_chess::{get_between_rays, get_bishop_moves, BitBoard, Square};

fn main() {
    let n = std::env::args().count();
    let (from, to) = (Square::A1, Square::index(63 - n));
    println!("{:?} {:?}", get_between_rays(from, to), get_bishop_moves(from, BitBoard::EMPTY));
}
""",
    ),
    "chess": (
        "chess 3.2.0",
        ['chess = "=3.2.0"'],
        """
use chess::{between, get_bishop_moves, BitBoard, ALL_SQUARES};

fn main() {
    let n = std::env::args().count();
    let (from, to) = (ALL_SQUARES[0], ALL_SQUARES[63 - n]);
    println!("{} {}", between(from, to), get_bishop_moves(from, BitBoard(0)));
}
""",
    ),
}

PEERS = ["shakmaty", "cozy-chess", "chess"]


def make_crate(base: pathlib.Path, name: str) -> pathlib.Path:
    label, deps, main = ROWS[name]
    crate = base / f"tiny-{name}"
    (crate / "src").mkdir(parents=True)
    (crate / "Cargo.toml").write_text(
        "\n".join(
            [
                "[package]",
                f'name = "tiny-{name}"',
                'version = "0.0.0"',
                'edition = "2021"',
                "publish = false",
                "",
                "[dependencies]",
                *deps,
                "",
                "[workspace]",
                "",
            ]
        )
    )
    (crate / "src" / "main.rs").write_text(main.lstrip())
    # The workspace's lock file: the same dependency versions as the benchmarks, offline.
    shutil.copy(ROOT / "Cargo.lock", crate / "Cargo.lock")
    return crate


def build(crate: pathlib.Path, target: pathlib.Path) -> float:
    env = dict(os.environ, CARGO_TARGET_DIR=str(target), CARGO_TERM_COLOR="never")
    env.pop("RUSTFLAGS", None)
    start = time.perf_counter()
    proc = subprocess.run(
        ["cargo", "build", "--release", "--offline", "--quiet"],
        cwd=crate,
        env=env,
        capture_output=True,
        text=True,
    )
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise RuntimeError(f"{crate.name}: build failed:\n{proc.stderr[-3000:]}")
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("rows", nargs="*", metavar="ROW", help=f"one of {', '.join(ROWS)}")
    args = parser.parse_args()
    rows = args.rows or list(ROWS)
    unknown = [r for r in rows if r not in ROWS]
    if unknown:
        print(f"build_cost: unknown row(s) {unknown}; choose from {', '.join(ROWS)}", file=sys.stderr)
        return 2
    if args.rounds < 3:
        print("build_cost: at least 3 rounds (the median of 3 or more)", file=sys.stderr)
        return 2

    results = json.loads(RESULTS.read_text()) if RESULTS.exists() else {"rows": {}}
    with tempfile.TemporaryDirectory(prefix="vector-attacks-build-cost-") as tmp:
        base = pathlib.Path(tmp)
        crates = {}
        for name in rows:
            crates[name] = make_crate(base, name)
        # One untimed build first, so that the toolchain is in the page cache for every row.
        build(make_crate(base / "warm-up", "ours"), base / "target-warm-up")
        shutil.rmtree(base / "target-warm-up", ignore_errors=True)
        times = {name: [] for name in rows}
        failures = {}
        for r in range(args.rounds):
            for name in rows:
                if name in failures:
                    continue
                target = base / f"target-{name}-{r}"
                try:
                    t = build(crates[name], target)
                except RuntimeError as e:
                    failures[name] = str(e)
                    print(f"  {name}: FAILED (row reported as pending)\n{e}", file=sys.stderr)
                    continue
                finally:
                    shutil.rmtree(target, ignore_errors=True)
                times[name].append(t)
                print(f"  round {r + 1}/{args.rounds}  {name:14s} {t:7.2f} s", flush=True)
        for name in rows:
            label = ROWS[name][0]
            if name in failures:
                results["rows"][name] = {"label": label, "pending": failures[name][-500:]}
            else:
                results["rows"][name] = {
                    "label": label,
                    "seconds": times[name],
                    "median": statistics.median(times[name]),
                }
    results["peers"] = PEERS
    results["order"] = list(ROWS)
    results["date"] = time.strftime("%Y-%m-%d")
    results["cargo"] = subprocess.run(["cargo", "--version"], capture_output=True, text=True).stdout.strip()
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=2) + "\n")
    print(f"wrote {RESULTS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
