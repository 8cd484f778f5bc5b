#!/usr/bin/env python3
"""How a 384 KiB SEE table should be stored: compile time of a crate that uses it.

    bench/see_storage.py [--rounds N]     # prints a table; writes bench/results/see_storage.json

Issue 13 asks to choose between Rust literals and a binary by measurement. Three forms of
the same `see-rebel` table (6 x 256 x 256 i8), each in a one-file crate whose function
reads one entry, built with `cargo build` (dev) and `cargo build --release`:

  array        the table as an array literal `[[[i8; 256]; 256]; 6]` (what the generator
               emits for every other table)
  byte string  one `b"..."` literal, 64 bytes a line (what the generator emits for it)
  include      `include_bytes!` of a .bin file beside the source

and, for the byte string, the two other ways of getting it: a build script that generates it
into OUT_DIR, and the `tables!` macro. Each figure is the time of rebuilding the crate alone
(its dependencies built once before, then the crate's source touched), median of the rounds.
"""

import json
import pathlib
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"


def run(cmd, cwd, env=None):
    r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=env)
    if r.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed in {cwd}:\n{r.stderr[-3000:]}")
    return r


def generated(request):
    """The generator's output for `request`, with the CLI of this workspace."""
    with tempfile.TemporaryDirectory() as d:
        (pathlib.Path(d) / "t.req").write_text(request)
        run(["cargo", "run", "-q", "--release", "-p", "vector-attacks-codegen", "--", "generate",
             "--request", f"{d}/t.req", "--out", f"{d}/t.rs"], ROOT)
        return (pathlib.Path(d) / "t.rs").read_text()


def unescape(literal):
    """The bytes of a byte-string literal body (the generator's escapes only)."""
    out = bytearray()
    i = 0
    while i < len(literal):
        c = literal[i]
        if c != "\\":
            out.append(ord(c))
            i += 1
            continue
        n = literal[i + 1]
        if n == "x":
            out.append(int(literal[i + 2 : i + 4], 16))
            i += 4
        elif n == "0":
            out.append(0)
            i += 2
        elif n in "\\\"":
            out.append(ord(n))
            i += 2
        elif n == "\n":  # continuation: skip the line break and the indentation
            i += 2
            while i < len(literal) and literal[i] in " \t":
                i += 1
        else:
            sys.exit(f"unexpected escape \\{n}")
    return bytes(out)


CARGO = """[package]
name = "see-storage-{name}"
version = "0.0.0"
edition = "2021"
publish = false
{extra}
[workspace]
"""

USE = """
#[inline(never)]
pub fn see(victim: usize, attack: u8, defend: u8) -> i8 {{
    {body}
}}
"""


def crate(root, name, lib, extra="", files=None):
    d = root / name
    (d / "src").mkdir(parents=True)
    (d / "Cargo.toml").write_text(CARGO.format(name=name, extra=extra))
    (d / "src" / "lib.rs").write_text(lib)
    for rel, content in (files or {}).items():
        p = d / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            p.write_bytes(content)
        else:
            p.write_text(content)
    return d


def timed_rebuilds(d, profile, rounds, touch):
    target = d / "target"
    args = ["cargo", "build", "-q", "--offline"] + (["--release"] if profile == "release" else [])
    env = dict(__import__("os").environ, CARGO_TARGET_DIR=str(target))
    run(args, d, env)  # dependencies, once
    times = []
    for _ in range(rounds):
        (d / touch).touch()
        t = time.perf_counter()
        run(args, d, env)
        times.append(time.perf_counter() - t)
    return times


def main():
    rounds = 3
    if "--rounds" in sys.argv:
        rounds = int(sys.argv[sys.argv.index("--rounds") + 1])
    text = generated("pub static SEE = see_rebel;\n")
    m = re.search(r'\*b"(.*)";', text, re.S)
    data = unescape(m.group(1))
    assert len(data) == 6 * 256 * 256, len(data)
    index = "victim << 16 | usize::from(attack) << 8 | usize::from(defend)"
    values = [b - 256 if b > 127 else b for b in data]
    rows = []
    for v in range(6):
        planes = []
        for a in range(256):
            start = (v << 16) | (a << 8)
            planes.append("[" + ", ".join(map(str, values[start : start + 256])) + "]")
        rows.append("[\n" + ",\n".join(planes) + "]")
    array = "pub static SEE: [[[i8; 256]; 256]; 6] = [\n" + ",\n".join(rows) + "];\n"
    codegen = ROOT / "codegen"
    macros = ROOT / "codegen" / "macros"
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        cases = [
            ("array", "checked in, array literal", crate(root, "array", "mod tables;\n" + USE.format(
                body="tables::SEE[victim % 6][usize::from(attack)][usize::from(defend)]"),
                files={"src/tables.rs": array}), "src/tables.rs"),
            ("bytes", "checked in, byte string (chosen)", crate(root, "bytes", "mod tables;\n" + USE.format(
                body=f"tables::SEE[({index}) % 393216] as i8"),
                files={"src/tables.rs": text}), "src/tables.rs"),
            ("include", "checked in, include_bytes! of a .bin", crate(root, "include",
                "static SEE: [u8; 393216] = *include_bytes!(\"see.bin\");\n" + USE.format(
                    body=f"SEE[({index}) % 393216] as i8"), files={"src/see.bin": data}), "src/lib.rs"),
            ("build", "build script into OUT_DIR, byte string", crate(root, "build",
                "include!(concat!(env!(\"OUT_DIR\"), \"/see.rs\"));\n" + USE.format(
                    body=f"SEE[({index}) % 393216] as i8"),
                extra=f"[build-dependencies]\nvector-attacks-codegen = {{ path = \"{codegen}\", default-features = false }}\n",
                files={"build.rs": "fn main() {\n    use vector_attacks_codegen::{Item, Request, TableId};\n"
                       "    Request::new().item(Item::new(TableId::SeeRebel).named(\"SEE\"))\n"
                       "        .write_to_out_dir(\"see.rs\").unwrap();\n}\n"}), "build.rs"),
            ("macro", "tables! macro, byte string", crate(root, "macro",
                "vector_attacks_macros::tables! { static SEE = see_rebel; }\n" + USE.format(
                    body=f"SEE[({index}) % 393216] as i8"),
                extra=f"[dependencies]\nvector-attacks-macros = {{ path = \"{macros}\" }}\n"), "src/lib.rs"),
        ]
        result = {"rounds": rounds, "rows": {}}
        for key, label, d, touch in cases:
            row = {"label": label}
            for profile in ("dev", "release"):
                times = timed_rebuilds(d, profile, rounds, touch)
                row[profile] = {"seconds": times, "median": statistics.median(times)}
            result["rows"][key] = row
            print(f"{label:<45} dev {row['dev']['median']:6.2f} s   release {row['release']['median']:6.2f} s")
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "see_storage.json").write_text(json.dumps(result, indent=1) + "\n")
    print("wrote bench/results/see_storage.json")


if __name__ == "__main__":
    main()
