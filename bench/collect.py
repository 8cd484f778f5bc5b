#!/usr/bin/env python3
"""Collects raw results into bench/results/ (the files bench/report.py reads).

    bench/collect.py machine            # bench/results/machine.json: CPU, caches, OS, toolchain, date
    bench/collect.py criterion ROUND    # adds target/criterion's estimates as round ROUND
                                        # of bench/results/criterion.json (ROUND 1 starts afresh)
    bench/collect.py criterion ROUND --only QUESTION
                                        # replaces only QUESTION's groups (e.g. `see`) in the
                                        # existing round ROUND, keeping every other figure
"""

import json
import os
import pathlib
import platform
import re
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"
CRITERION = ROOT / "target" / "criterion"
GROUP = re.compile(r"^(in_between|may_move|is_attacked|attackers_to|is_attacked_by|is_pseudo_legal|is_legal|is_legal_node|side_attacks|attacks_mailbox|see|rook_attacks|bishop_attacks|queen_attacks|attacks_fn_rook|attacks_fn_any|large_rook_attacks|large_queen_attacks|side_attacks_10x8|side_attacks_12x10|rotated_toggle|zobrist_play|captures|attack_maps_play|piece_sets_play|boards_in_between|boards_is_attacked|boards_fairy|is_legal_generated|parse_uci|san|parse_san)-(hot|hot-rook|latency|chain-from|chain-to|chain-occupied|pressure|memory)$")


def run(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True).stdout
    except OSError:
        return ""


def machine():
    lscpu = dict(
        (k.strip(), v.strip())
        for k, v in (line.split(":", 1) for line in run(["lscpu"]).splitlines() if ":" in line)
    )
    mem_kib = 0
    for line in pathlib.Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("MemTotal:"):
            mem_kib = int(line.split()[1])
    os_name = platform.system()
    release = pathlib.Path("/etc/os-release")
    if release.exists():
        for line in release.read_text().splitlines():
            if line.startswith("PRETTY_NAME="):
                os_name = line.split("=", 1)[1].strip('"')
    info = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "cpu": lscpu.get("Model name", platform.processor()),
        "cpu_family_model": f"family {lscpu.get('CPU family', '?')}, model {lscpu.get('Model', '?')}",
        "logical_cpus": os.cpu_count(),
        "l1d": lscpu.get("L1d cache", "?"),
        "l2": lscpu.get("L2 cache", "?"),
        "l3": lscpu.get("L3 cache", "?"),
        "hypervisor": lscpu.get("Hypervisor vendor", "none"),
        "memory_gib": round(mem_kib / 1024 / 1024, 1),
        "os": os_name,
        "kernel": platform.release(),
        "rustc": run(["rustc", "-V"]).strip(),
        "target": "x86-64 default (no -C target-cpu), cargo bench profile (opt-level 3, no LTO)",
        "load_average_at_start": os.getloadavg()[0],
    }
    (RESULTS / "machine.json").write_text(json.dumps(info, indent=2) + "\n")
    print(f"wrote bench/results/machine.json ({info['cpu']}, {info['date']})")


def criterion(round_number, only=None):
    path = RESULTS / "criterion.json"
    data = {"rounds": []}
    if (round_number > 1 or only) and path.exists():
        data = json.loads(path.read_text())
    estimates = {}
    for group in sorted(CRITERION.iterdir()) if CRITERION.exists() else []:
        if not GROUP.match(group.name) or (only and not group.name.startswith(only + "-")):
            continue
        for bench in sorted(group.iterdir()):
            f = bench / "new" / "estimates.json"
            if f.exists():
                e = json.loads(f.read_text())
                estimates[f"{group.name}/{bench.name}"] = {
                    k: {"point": e[k]["point_estimate"], "ci": [e[k]["confidence_interval"]["lower_bound"], e[k]["confidence_interval"]["upper_bound"]]}
                    for k in ("median", "mean", "median_abs_dev", "std_dev")
                    if e.get(k)
                }
    if not estimates:
        sys.exit("collect: no criterion estimates under target/criterion (run the benches first)")
    if only:
        # Replace one question's figures in an existing round, keeping the others.
        if len(data["rounds"]) < round_number:
            sys.exit(f"collect: no round {round_number} to update in bench/results/criterion.json")
        kept = data["rounds"][round_number - 1]["estimates_ns_per_batch"]
        kept = {k: v for k, v in kept.items() if not k.startswith(only + "-")}
        kept.update(estimates)
        data["rounds"][round_number - 1]["estimates_ns_per_batch"] = kept
        path.write_text(json.dumps(data, indent=1) + "\n")
        print(f"updated {only} in round {round_number} ({len(estimates)} benchmarks)")
        return
    data["rounds"] = data["rounds"][: round_number - 1]
    data["rounds"].append({"finished": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()), "load_average": os.getloadavg()[0], "estimates_ns_per_batch": estimates})
    data["queries_per_batch"] = 4096
    path.write_text(json.dumps(data, indent=1) + "\n")
    print(f"wrote round {round_number} ({len(estimates)} benchmarks) to bench/results/criterion.json")


def prune(rounds, only):
    """Drops `only`'s figures from the stored rounds after the first `rounds`: a rerun of fewer
    rounds than are stored must not leave older measurements to be mixed into its medians."""
    path = RESULTS / "criterion.json"
    data = json.loads(path.read_text())
    dropped = 0
    for rnd in data["rounds"][rounds:]:
        kept = {k: v for k, v in rnd["estimates_ns_per_batch"].items() if not k.startswith(only + "-")}
        dropped += len(rnd["estimates_ns_per_batch"]) - len(kept)
        rnd["estimates_ns_per_batch"] = kept
    path.write_text(json.dumps(data, indent=1) + "\n")
    print(f"pruned {dropped} older figures of {only} after round {rounds}")


def main():
    RESULTS.mkdir(parents=True, exist_ok=True)
    if sys.argv[1:2] == ["machine"]:
        machine()
    elif sys.argv[1:2] == ["criterion"] and len(sys.argv) == 3:
        criterion(int(sys.argv[2]))
    elif sys.argv[1:2] == ["criterion"] and len(sys.argv) == 5 and sys.argv[3] == "--only":
        criterion(int(sys.argv[2]), sys.argv[4])
    elif sys.argv[1:2] == ["prune"] and len(sys.argv) == 5 and sys.argv[3] == "--only":
        prune(int(sys.argv[2]), sys.argv[4])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
