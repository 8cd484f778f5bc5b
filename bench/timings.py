#!/usr/bin/env python3
"""Generator timings: `generate` of all tables (release CLI) and the runtime's `codegen`
build script, each run several times with the median reported.

- generate: builds `vector-attacks-codegen` in release, then times the binary's
  `generate --dir TMP` (all tables; the process from start to exit, without cargo's own
  start-up), and checks the files it wrote are byte-identical to `tables/`.
- build script: builds the runtime with `--features codegen` (dev profile, as `cargo build`
  does; build scripts and their dependencies are unoptimised there, as in release) and times
  its build-script executable writing the tables into a fresh OUT_DIR.

Usage: bench/timings.py [--runs N]     (writes bench/results/timings.json)
"""

import argparse
import filecmp
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "timings.json"


def artifacts(cmd):
    """Runs a cargo build with JSON messages; returns the compiler-artifact messages."""
    proc = subprocess.run(cmd + ["--message-format=json"], cwd=ROOT, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit(f"timings: {' '.join(cmd)} failed:\n{proc.stderr[-3000:]}")
    return [m for m in map(json.loads, proc.stdout.splitlines()) if m.get("reason") == "compiler-artifact"]


def timed(cmd, env=None, runs=10):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        if proc.returncode != 0:
            sys.exit(f"timings: {cmd[0]} failed:\n{proc.stderr[-3000:]}")
    return times


def timed_into_tables(what, command_text, runs, invocation):
    """Times the command `invocation(tmp)` returns (as `(cmd, env)`), which writes the tables
    into the fresh directory `tmp`; checks the files are byte-identical to `tables/`, and
    returns the result record."""
    with tempfile.TemporaryDirectory(prefix="vector-attacks-timings-") as tmp:
        cmd, env = invocation(tmp)
        times = timed(cmd, env=env, runs=runs)
        written = sorted(p.name for p in pathlib.Path(tmp).iterdir())
        _, mismatch, errors = filecmp.cmpfiles(tmp, ROOT / "tables", written, shallow=False)
        if mismatch or errors or not written:
            sys.exit(f"timings: {what} wrote files that differ from tables/ (or none): {mismatch + errors}")
    print(f"  {what}: median {statistics.median(times) * 1000:.1f} ms", flush=True)
    return {"command": command_text, "files": written, "seconds": times, "median": statistics.median(times)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    results = {}

    # generate, release CLI
    cli = [
        m["executable"]
        for m in artifacts(["cargo", "build", "--locked", "--release", "-p", "vector-attacks-codegen", "--bin", "vector-attacks-codegen"])
        if m.get("executable") and m["target"]["name"] == "vector-attacks-codegen"
    ][0]
    results["generate"] = timed_into_tables(
        "generate (all tables, release)",
        "target/release/vector-attacks-codegen generate --dir TMP",
        args.runs,
        lambda tmp: ([cli, "generate", "--dir", tmp], None),
    )

    # the runtime's build script, with feature codegen
    # cargo reports the compiled build script under `filenames` (it is not run by hand).
    script = [
        f
        for m in artifacts(["cargo", "build", "--locked", "-p", "vector-attacks", "--features", "codegen"])
        if m["target"]["kind"] == ["custom-build"] and m["target"]["src_path"] == str(ROOT / "build.rs")
        for f in m["filenames"]
        if os.access(f, os.X_OK) and not f.endswith(".d")
    ]
    script = script[0]
    results["build_script"] = timed_into_tables(
        "codegen build script (dev profile)",
        "the build-script-build of `cargo build -p vector-attacks --features codegen` (dev profile), OUT_DIR=TMP",
        args.runs,
        lambda tmp: ([script], dict(os.environ, OUT_DIR=tmp, CARGO_FEATURE_CODEGEN="1", CARGO_MANIFEST_DIR=str(ROOT))),
    )

    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=2) + "\n")
    print(f"wrote {RESULTS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
