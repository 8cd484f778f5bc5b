"""Fairy-Stockfish's own UCI program, for the oracle scripts' perft counts (a module, not a
script: .ci/oracle skips files starting with `_`).

pyffish sets up the variant's piece tables anew on every call (`UCI::init_variant`), some
1.6 ms on this machine whatever the call asks, so a perft counted through its
`legal_moves` costs that per node. The UCI program counts a whole tree in one `go perft`.
It is the same engine: built from the source distribution of the pinned pyffish (`pip
download pyffish==VERSION --no-binary :all:`), its sources compiled with the flags of that
distribution's `setup.py`, and its perft walks the `MoveList<LEGAL>` that pyffish's
`legal_moves` lists.

The program is taken from `FAIRY_STOCKFISH` when that names a file (`.ci/oracle` builds it
once for every script), and otherwise built on first use under
`target/oracle-engine/pyffish-VERSION/` of the repository. Building needs pip (the one of
the interpreter running the script) and a C++17 compiler (`CXX`, else `g++`); without them
the script fails saying so: it never falls back to anything else.

Usage as a program: `python3 tests/oracle/_engine.py` builds it and prints its path.
"""

import os
import subprocess
import sys
import tarfile
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pyffish

ROOT = Path(__file__).resolve().parents[2]
# The flags of the source distribution's setup.py (largeboards, every variant, no NNUE),
# with those Python adds to an extension's build (no asserts, wrapping signed arithmetic).
FLAGS = ["-std=c++17", "-O2", "-DNDEBUG", "-fwrapv", "-w", "-DLARGEBOARDS", "-DALLVARS", "-DPRECOMPUTED_MAGICS",
         "-DNNUE_EMBEDDING_OFF", "-DIS_64BIT"]


def pinned():
    """pyffish's version as pip spells it (`0.0.90`)."""
    return ".".join(str(part) for part in pyffish.version())


def build(out_dir):
    """Downloads pyffish's source distribution, compiles its engine into `out_dir` and
    returns the program's path."""
    out_dir = Path(out_dir)
    program = out_dir / "fairy-stockfish"
    if program.is_file():
        return program
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        work = Path(work)
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
                        f"pyffish=={pinned()}", "--no-binary", ":all:", "--no-deps", "-d", str(work)], check=True)
        (archive,) = work.glob("pyffish-*.tar.gz")
        with tarfile.open(archive) as tar:
            tar.extractall(work, filter="data")
        src = work / archive.name.removesuffix(".tar.gz") / "src"
        # Every source but the two language bindings.
        sources = sorted(p for pattern in ("*.cpp", "syzygy/*.cpp", "nnue/*.cpp", "nnue/features/*.cpp")
                         for p in src.glob(pattern) if p.name not in ("pyffish.cpp", "ffishjs.cpp"))
        compiler = os.environ.get("CXX", "g++")

        def compile_one(source):
            obj = work / (str(source.relative_to(src)).replace("/", "_") + ".o")
            subprocess.run([compiler, *FLAGS, "-c", str(source), "-o", str(obj)], check=True)
            return str(obj)

        with ThreadPoolExecutor(os.cpu_count() or 1) as pool:
            objects = list(pool.map(compile_one, sources))
        partial = out_dir / "fairy-stockfish.partial"
        subprocess.run([compiler, "-o", str(partial), *objects, "-lpthread"], check=True)
        partial.replace(program)
    return program


def program():
    """The program: `FAIRY_STOCKFISH`, or the one built under target/ (built now if missing)."""
    given = os.environ.get("FAIRY_STOCKFISH")
    if given:
        if not Path(given).is_file():
            sys.exit(f"FAIRY_STOCKFISH names {given}, which is not a file")
        return Path(given)
    return build(ROOT / "target" / "oracle-engine" / f"pyffish-{pinned()}")


class Engine:
    """One running program, asked in UCI; variants not built in are loaded from the texts
    given to `load_variant_config`, as pyffish loads them."""

    def __init__(self):
        self.process = subprocess.Popen([str(program())], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, bufsize=1)
        self.configs = tempfile.TemporaryDirectory()
        self.loaded = []
        self.variant = None
        self.chess960 = False
        self.last = None
        self.send("uci")
        self.until("uciok")

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def until(self, prefix):
        """The lines the program writes up to one starting with `prefix`, that one last."""
        lines = []
        while True:
            line = self.process.stdout.readline()
            if not line:
                sys.exit(f"Fairy-Stockfish stopped before answering {prefix!r}: {lines[-5:]}")
            lines.append(line.rstrip("\n"))
            if line.startswith(prefix):
                return lines

    def load_variant_config(self, text):
        if text in self.loaded:
            return
        self.loaded.append(text)
        # A file of its own each time: the variants read from earlier ones stay loaded.
        path = Path(self.configs.name) / f"{len(self.loaded)}.ini"
        path.write_text(text + "\n")
        self.send(f"setoption name VariantPath value {path}")
        self.variant = None

    def position(self, variant, fen, moves, chess960=False):
        """Sets the program's position: `fen` after `moves` (UCI, as pyffish's move list)."""
        if variant != self.variant or chess960 != self.chess960:
            self.send(f"setoption name UCI_Chess960 value {'true' if chess960 else 'false'}")
            self.send(f"setoption name UCI_Variant value {variant}")
            self.variant, self.chess960 = variant, chess960
        tail = f" moves {' '.join(moves)}" if moves else ""
        self.send(f"position fen {fen}{tail}")

    def perft(self, variant, fen, depth, moves=(), chess960=False):
        """The number of move sequences of `depth` plies from `fen` after `moves`."""
        self.position(variant, fen, moves, chess960)
        self.send(f"go perft {depth}")
        last = self.until("Nodes searched:")[-1]
        return int(last.split(":")[1])

    def state(self, variant, fen, moves=()):
        """pyffish's `get_fen(variant, fen, moves)` and `legal_moves(variant, fen, moves)`
        (in its order) in one question: the program's `d` prints `pos.fen()` with the
        arguments pyffish's `get_fen` defaults to, and `go perft 1` lists the root's
        `MoveList<LEGAL>`, as `legal_moves` does."""
        key = (variant, fen, tuple(moves))
        if self.last is not None and self.last[0] == key:
            return self.last[1]
        self.position(variant, fen, moves)
        self.send("d")
        self.send("isready")
        shown = self.until("readyok")
        (after,) = [line[len("Fen: "):] for line in shown if line.startswith("Fen: ")]
        self.send("go perft 1")
        legal = [line.split(":")[0] for line in self.until("Nodes searched:")[:-1] if line.endswith(": 1")]
        self.last = (key, (after, legal))
        return after, legal


_ENGINE = None


def get_fen(variant, fen, moves):
    """pyffish's `get_fen(variant, fen, moves)`, asked of the program."""
    return engine().state(variant, fen, moves)[0]


def legal_moves(variant, fen, moves):
    """pyffish's `legal_moves(variant, fen, moves)`, asked of the program."""
    return list(engine().state(variant, fen, moves)[1])


def engine():
    """The program started once per script."""
    global _ENGINE
    if _ENGINE is None:
        _ENGINE = Engine()
    return _ENGINE


if __name__ == "__main__":
    print(program())
