"""Shared by the oracle scripts whose every run costs minutes of pyffish calls (`movegen.py`,
`movegen_perft.py`, `semantics.py`, `outcome.py`, `san.py`, `attack_sets.py`; a module, not a
script: .ci/oracle skips files starting with `_`): the digest of a script's inputs, written in
its data file's first line, and the share of the variants a CI run recomputes.

A data file is fresh when its first line names the inputs as they are: the scripts, the
data files they read, the shipped variants and the pinned oracle. CI checks that line on
every run, so data left behind by a change of any input fails at once. It then recomputes a
third of the variants (`ORACLE_SAMPLE=K/3`, K from the commit count, so that any three
commits in a row recompute every variant) and requires their lines to be the checked-in
ones byte for byte, which catches an oracle that no longer answers as it did. Run by hand,
without `ORACLE_SAMPLE`, a script writes every variant.

Usage (by .ci/oracle): python3 _sample.py compare CHECKED_IN RECOMPUTED WIDTH [SEPARATOR]
    (WIDTH: how many of a line's first fields, separated by SEPARATOR (`;` unless given), name
    what it belongs to: 1 for `VARIANT;...`, 2 for san.txt's `ORACLE;VARIANT;...`, 3 with ` `
    for attack_sets.txt's `H BOARD PIECE ...`)
"""

import hashlib
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def inputs(*paths):
    """A digest of the files at `paths` (relative to the repository's root), in order: the
    first line of the data they make names it."""
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.encode() + b"\0" + (ROOT / path).read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def chosen(names):
    """The variants of `names` this run recomputes: all, or with `ORACLE_SAMPLE=K/N` those
    at the positions congruent to K modulo N."""
    sample = os.environ.get("ORACLE_SAMPLE")
    if not sample:
        return list(names)
    k, n = (int(x) for x in sample.split("/"))
    return [name for i, name in enumerate(names) if i % n == k % n]


def compare(checked_in, recomputed, width, separator=";"):
    """Exits 1, saying where, unless `recomputed` has the first line of `checked_in` and,
    for what it holds (a line's first `width` fields), exactly the lines `checked_in` holds
    for them, in order."""
    old = Path(checked_in).read_text().splitlines()
    new = Path(recomputed).read_text().splitlines()
    if old[:1] != new[:1]:
        sys.exit(
            f"{checked_in}'s first line is not what the script writes now (an input changed):\n"
            f"  {old[:1]}\n  {new[:1]}"
        )
    def owner(line):
        return tuple(line.split(separator)[:width])

    ours = {owner(line) for line in new[1:]}
    kept = [line for line in old[1:] if owner(line) in ours]
    if kept != new[1:]:
        diff = next(
            (i for i, (a, b) in enumerate(zip(kept, new[1:])) if a != b),
            min(len(kept), len(new) - 1),
        )
        sys.exit(
            f"{checked_in} differs from what its script writes now for "
            f"{len(ours)} of its parts, first at its line of theirs {diff + 1}:\n"
            f"  checked in: {kept[diff] if diff < len(kept) else '(none)'}\n"
            f"  recomputed: {new[diff + 1] if diff + 1 < len(new) else '(none)'}"
        )
    print(f"{Path(checked_in).name}: {len(ours)} parts recomputed, {len(kept)} lines equal")


if __name__ == "__main__":
    if len(sys.argv) not in (5, 6) or sys.argv[1] != "compare":
        sys.exit(__doc__)
    compare(sys.argv[2], sys.argv[3], int(sys.argv[4]), *sys.argv[5:])
