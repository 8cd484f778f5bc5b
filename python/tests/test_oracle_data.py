"""The package against Fairy-Stockfish (pyffish 0.0.90) on the oracle data CI reruns
(`tests/data/`, written by `tests/oracle/*.py` from random games and crafted positions of
every shipped variant): each line's answers, asked through the package's functions.

- `movegen.txt`: `legal_moves` (as a set), `get_fen` (the FEN as Fairy-Stockfish writes it),
  `validate_fen` (every FEN Fairy-Stockfish wrote is valid),
  and perft 2 through `legal_moves` after each move;
- `san.txt` (pyffish's lines): `get_san` of every legal move, `get_san_moves`, and
  `is_capture` (Fairy-Stockfish's SAN marks every capture with `x`); and `get_san` in the
  other notations of its `pyffish:NOTATION_...` lines;
- `outcome.txt`: after each line's moves, `get_fen`, the number of legal moves,
  `gives_check`, `game_result`, `is_immediate_game_end`, `is_optional_game_end` and
  `has_insufficient_material`.

Every failing case is reported, grouped by variant; variants of the data that the package
does not compile (examples/movegen's own test variants) or compiles from a user's file are
skipped.
"""

from collections import defaultdict
from pathlib import Path

import vector_attacks as sf

DATA = Path(__file__).resolve().parents[2] / "tests" / "data"
# (A variant the build replaced by a section of VECTOR_ATTACKS_VARIANTS, as CI replaces
# cannonshogi by test.py's, is not the Fairy-Stockfish built-in the data asked.)
COMPILED = {v for v in sf.variants() if sf.is_shipped(v)}


def lines(name):
    for line in (DATA / name).read_text().splitlines():
        if not line.startswith("#"):
            yield line.split(";")


class Failures:
    def __init__(self):
        self.by_variant = defaultdict(list)
        self.checked = defaultdict(int)

    def check(self, variant, what, got, expected):
        self.checked[variant] += 1
        if got != expected:
            self.by_variant[variant].append(f"{what}: got {got!r}, Fairy-Stockfish {expected!r}")

    def call(self, variant, what, f, *args):
        try:
            return f(*args)
        except ValueError as e:
            self.by_variant[variant].append(f"{what}: raised {e}")
            return None

    def done(self):
        report = [f"{v}: {len(c)} failing, e.g. " + " | ".join(c[:3]) for v, c in sorted(self.by_variant.items())]
        assert not report, "\n".join(report)


def test_legal_moves_fens_and_perft_of_movegen_txt():
    f = Failures()
    seen = set()
    for variant, fen, moves, perft2, _tags in lines("movegen.txt"):
        if variant not in COMPILED:
            continue
        seen.add(variant)
        legal = f.call(variant, fen, sf.legal_moves, variant, fen, [])
        if legal is None:
            continue
        f.check(variant, f"{fen} legal moves", sorted(legal), sorted(moves.split()))
        f.check(variant, f"{fen} get_fen", sf.get_fen(variant, fen, []), fen)
        f.check(variant, f"{fen} validate_fen", sf.validate_fen(fen, variant), sf.FEN_OK)
        if perft2 != "-":
            count = sum(len(sf.legal_moves(variant, fen, [m])) for m in legal)
            f.check(variant, f"{fen} perft 2", count, int(perft2))
    f.done()
    assert len(seen) >= 90, f"only {len(seen)} variants of movegen.txt are compiled in"


def pairs_of(moves):
    """The `uci:san` pairs of a line's moves; Thai LAN holds a space of its own (`บ ข๖-ข๕`),
    so a part without `:` belongs to the SAN before it."""
    pairs = []
    for part in moves.split(" "):
        if ":" in part:
            pairs.append(part.split(":", 1))
        elif part:
            pairs[-1][1] += " " + part
    return pairs


def test_other_notations_of_san_txt():
    f = Failures()
    checked = 0
    for oracle, variant, fen, moves in lines("san.txt"):
        if not oracle.startswith("pyffish:") or variant not in COMPILED:
            continue
        notation = getattr(sf, oracle.split(":")[1])
        for uci, san in pairs_of(moves):
            got = f.call(variant, f"{fen} {uci}", sf.get_san, variant, fen, uci, False, notation)
            f.check(variant, f"{fen} {uci} {oracle}", got, san)
            checked += 1
    f.done()
    assert checked > 50_000, f"only {checked} moves in other notations"


def test_san_and_captures_of_san_txt():
    f = Failures()
    for oracle, variant, fen, moves in lines("san.txt"):
        if oracle != "pyffish" or variant not in COMPILED:
            continue
        pairs = pairs_of(moves)
        for uci, san in pairs:
            got = f.call(variant, f"{fen} {uci}", sf.get_san, variant, fen, uci)
            f.check(variant, f"{fen} {uci} SAN", got, san)
            f.check(variant, f"{fen} {uci} is_capture", sf.is_capture(variant, fen, [], uci), "x" in san)
        if pairs:
            f.check(variant, f"{fen} get_san_moves", sf.get_san_moves(variant, fen, [pairs[0][0]]), [pairs[0][1]])
    f.done()


def test_game_ends_of_outcome_txt():
    f = Failures()
    sign = {"1": sf.VALUE_MATE, "-1": -sf.VALUE_MATE, "0": sf.VALUE_DRAW}
    for variant, fen, moves, after, legal, check, result, optional, _drawn, insufficient, _pc, rule in lines("outcome.txt"):
        if variant not in COMPILED:
            continue
        moves = moves.split()
        at = f"{fen} moves {' '.join(moves)}"
        got = f.call(variant, at, sf.get_fen, variant, fen, moves)
        if got is None:
            continue
        f.check(variant, f"{at} get_fen", got, after)
        f.check(variant, f"{at} legal moves", len(sf.legal_moves(variant, fen, moves)), int(legal))
        f.check(variant, f"{at} gives_check", sf.gives_check(variant, fen, moves), check == "1")
        if result != "-":
            f.check(variant, f"{at} game_result", f.call(variant, at, sf.game_result, variant, fen, moves), sign[result])
        immediate = sf.is_immediate_game_end(variant, fen, moves)
        f.check(variant, f"{at} is_immediate_game_end", immediate[0], rule == "1")
        optional_end = sf.is_optional_game_end(variant, fen, moves)
        expected = (True, sign[optional]) if optional != "-" else (False, 0)
        f.check(variant, f"{at} is_optional_game_end", optional_end, expected)
        f.check(variant, f"{at} has_insufficient_material", sf.has_insufficient_material(variant, fen, moves),
                (insufficient[0] == "1", insufficient[1] == "1"))
    f.done()
