#!/usr/bin/env python3
"""Turns bench/results/*.json into BENCHMARKS.md and bench/charts/*.svg.

Run by bench/run.sh after the measurements; run alone to redraw from the stored results.
Python 3 standard library only.
"""

import html
import json
import pathlib
import re
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"
CHARTS = ROOT / "bench" / "charts"
PAGE = ROOT / "BENCHMARKS.md"
README = ROOT / "README.md"
QUERIES = 4096
# Questions whose batch is not 4096 queries: `is_legal_node` times 512 nodes of four moves.
BATCH = {"is_legal_node": 512}
# The README's speed summary stands between these lines; this script writes it (and
# `--check` fails when it, the page or a chart differs from what the results give).
SUMMARY_BEGIN = "<!-- speed summary: written by bench/report.py from bench/results; do not edit -->"
SUMMARY_END = "<!-- end of speed summary -->"
CHECK = "--check" in sys.argv[1:]
STALE = []


def emit(path, text):
    """Writes `text` to `path`, or with --check notes `path` as stale when it differs."""
    if CHECK:
        if not path.exists() or path.read_text() != text:
            STALE.append(str(path.relative_to(ROOT)))
    else:
        path.write_text(text)

REGIMES = {
    "in_between": ["hot", "latency", "pressure", "memory"],
    "may_move": ["hot", "latency", "pressure", "memory"],
    "is_attacked": ["hot", "hot-rook", "latency", "chain-from", "chain-to", "chain-occupied", "pressure", "memory"],
    "attackers_to": ["hot", "latency", "pressure", "memory"],
    "is_attacked_by": ["hot", "latency", "pressure", "memory"],
    "is_pseudo_legal": ["hot", "latency", "pressure", "memory"],
    "is_legal": ["hot", "latency", "pressure", "memory"],
    "is_legal_node": ["hot", "latency", "pressure", "memory"],
    "side_attacks": ["hot", "latency", "pressure", "memory"],
    "attacks_mailbox": ["hot", "latency"],
    "see": ["hot", "latency", "pressure", "memory"],
    "rook_attacks": ["hot", "latency", "pressure", "memory"],
    "bishop_attacks": ["hot", "latency", "pressure", "memory"],
    "queen_attacks": ["hot", "latency", "pressure", "memory"],
    "attacks_fn_rook": ["hot", "latency", "pressure", "memory"],
    "attacks_fn_any": ["hot", "latency", "pressure", "memory"],
    "large_rook_attacks": ["hot", "latency", "pressure", "memory"],
    "large_queen_attacks": ["hot", "latency", "pressure", "memory"],
    "side_attacks_10x8": ["hot", "latency", "pressure", "memory"],
    "side_attacks_12x10": ["hot", "latency", "pressure", "memory"],
    "rotated_toggle": ["hot", "latency", "pressure", "memory"],
    "is_legal_generated": ["hot", "latency", "pressure", "memory"],
    "parse_uci": ["hot", "latency", "pressure", "memory"],
    "san": ["hot", "latency", "pressure", "memory"],
    "parse_san": ["hot", "latency", "pressure", "memory"],
    "zobrist_play": ["hot", "latency", "pressure", "memory"],
    "captures": ["hot", "latency", "pressure", "memory"],
    "attack_maps_play": ["hot", "latency", "pressure", "memory"],
    "piece_sets_play": ["hot", "latency", "pressure", "memory"],
    "boards_in_between": ["hot", "latency", "pressure", "memory"],
    "boards_is_attacked": ["hot", "latency", "pressure", "memory"],
    "boards_fairy": ["hot", "latency", "pressure", "memory"],
}
# Boards other than 8x8 (bench/benches/boards.rs): contenders are `BOARD-NAME`, the peer is
# Fairy-Stockfish's way on the same board.
BOARDS = ("boards_in_between", "boards_is_attacked", "boards_fairy")
BOARD_SIZES = ["10x8", "12x10"]
BOARD_CONTENDERS = {
    "boards_in_between": {
        "baseline": ("loop only (baseline)", "baseline"),
        "default": ("generated in_between (default): rectangular, {rect}", "ours"),
        "triangular": ("triangular, {tri}", "ours"),
        "difference": ("by difference + u128 rotate, {diff}", "ours"),
        "fairy-stockfish": ("Fairy-Stockfish BetweenBB[120][120], 225 KiB", "peer"),
    },
    "boards_is_attacked": {
        "baseline": ("loop only (baseline)", "baseline"),
        "default": ("generated is_attacked (default): piece-mask byte, then rectangular", "ours"),
        "difference": ("seed table by difference and piece + u128 rotate, {attacks}", "ours"),
        "fairy-stockfish": ("Fairy-Stockfish PseudoAttacks, then BetweenBB", "peer"),
    },
    "boards_fairy": {
        "baseline": ("loop only (baseline)", "baseline"),
        "default": ("generated is_attacked, 16 fairy pieces: table by difference and piece", "ours"),
        "walker": ("walking the piece's moves, then the target (hand-written engine)", "peer"),
    },
}
# The peer each board question is compared with.
BOARD_PEER = {"boards_in_between": "fairy-stockfish", "boards_is_attacked": "fairy-stockfish", "boards_fairy": "walker"}


def board_sizes(board):
    """Table sizes of a board's forms, for the labels."""
    files, ranks = (int(x) for x in board.split("x"))
    n = files * ranks
    width = 2 * files - 1 if 2 * files - 1 > 16 else 16
    length = 2 * ((ranks - 1) * width + files - 1) + 1
    kib = lambda b: f"{b / 1024:.1f} KiB" if b < 10240 else f"{b / 1024:.0f} KiB"
    return {
        "rect": kib(n * n * 16),
        "tri": kib(n * (n + 1) // 2 * 16),
        "diff": kib(length * 16),
        "attacks": kib(7 * length * 16),
    }
# The questions of "Square attacked by" (bench/benches/attacked_by.rs): our one contender is `ours`.
ATTACKED_BY = ("attackers_to", "is_attacked_by", "is_pseudo_legal", "is_legal", "is_legal_node")
# The seeds' mailbox question (bench/benches/attacked_by.rs, `mailbox`): several of ours, no default.
MAILBOX = ("attacks_mailbox",)
# Seed "Attack and Defend Maps": the SEE by table against the exact SEE (no peer has either).
SEE = ("see",)
# Seed "Attack and Defend Maps": what a whole side attacks, by fills or by looping the pieces.
MAPS = ("side_attacks", "side_attacks_10x8", "side_attacks_12x10")
# The slider getters (bench/benches/attacked_by.rs, `slider_attacks`): two forms of ours, by name.
SLIDERS = ("rook_attacks", "bishop_attacks", "queen_attacks")
# What keeping the rotated bitboards' copies costs per move (bench/benches/attacked_by.rs).
ROTATED = ("rotated_toggle",)
# Seed "Board representation": the board state kept by `play` (bench/benches/attacked_by.rs).
STATE = ("zobrist_play", "captures", "attack_maps_play", "piece_sets_play")
# The generated attack sets (bench/benches/common/attack_sets.rs): two strategies of ours by name on
# 8x8; on 12x10 ours against Fairy-Stockfish's way and a ray walk.
ATTACK_SETS = ("attacks_fn_rook", "attacks_fn_any", "large_rook_attacks", "large_queen_attacks")
# The generated move generator as a library (bench/benches/attacked_by.rs, `is_legal_generated`
# and `notation`): its checked stored move, and UCI and SAN in and out, against the peers'.
LIBRARY = ("is_legal_generated", "parse_uci", "san", "parse_san")
LIBRARY_HOST = "AMD EPYC host (2 vCPUs), 2026-11-27"
REGIME_TITLES = {
    "hot": "hot (throughput)",
    "hot-rook": "hot, rooks only",
    "latency": "latency (dependent chain)",
    "chain-from": "chain through `from` only",
    "chain-to": "chain through `to` only",
    "chain-occupied": "chain through `occupied` only",
    "pressure": "cache-pressured",
    "memory": "beside a 64 MiB buffer",
}
PEERS = ["shakmaty", "cozy-chess", "chess", "fairy-stockfish", "ray-walk"]
# The sections rerun (or first run) alone on another host, named in their charts.
RERUN = SLIDERS + ATTACK_SETS + ("attackers_to", "is_attacked_by", "is_attacked", "is_legal", "is_legal_node")
RERUN_HOST = "AMD EPYC host (2 vCPUs), 2026-11-25"
# Of those, the sections rerun again on 2026-11-26 with the 64 MiB regime (same host).
RERUN_AGAIN = SLIDERS + ("attackers_to", "is_attacked_by", "is_legal", "is_legal_node") + MAPS + ROTATED + STATE
# Of those, the sections rerun on 2026-12-05 (same kind of host), pinned to one core, after
# the getters' per-square record (`square_kit`) and with the piece-sets contenders.
RERUN_PINNED = SLIDERS + ("attackers_to", "see", "piece_sets_play")


def host_of(question, machine):
    """The host and date of a section's figures, for its chart's subtitle."""
    if question in LIBRARY:
        return LIBRARY_HOST
    if question in RERUN_PINNED:
        return "AMD EPYC host (2 vCPUs), 2026-12-05, pinned to one core"
    if question in RERUN_AGAIN:
        return "AMD EPYC host (2 vCPUs), 2026-11-26"
    if question in RERUN:
        return RERUN_HOST
    return f"{machine.get('cpu', '?')}, {machine.get('date', '?')}"

# question -> contender -> (label, kind); kind: baseline | ours | peer. Order = display order.
CONTENDERS = {
    "in_between": {
        "baseline": ("loop only (baseline)", "baseline"),
        "default": ("in_between (default)", "ours"),
        "rectangular": ("in_between_rectangular, 32 KiB", "ours"),
        "triangular": ("in_between_triangular, 16 KiB", "ours"),
        "0x88": ("in_between_0x88, 2 KiB", "ours"),
        "calculated": ("in_between_calculated, no table", "ours"),
        "shakmaty": ("shakmaty attacks::between", "peer"),
        "cozy-chess": ("cozy_chess::get_between_rays", "peer"),
        "chess": ("chess::between", "peer"),
    },
    "may_move": {
        "baseline": ("loop only (baseline)", "baseline"),
        "default": ("may_move (default)", "ours"),
        "rectangular": ("rectangular & occupied", "ours"),
        "triangular": ("triangular & occupied", "ours"),
        "0x88": ("0x88 & occupied", "ours"),
        "calculated": ("calculated & occupied", "ours"),
        "shakmaty": ("shakmaty between & occupied", "peer"),
        "cozy-chess": ("cozy-chess get_between_rays & occupied", "peer"),
        "chess": ("chess between & occupied", "peer"),
    },
    "is_attacked": {
        "baseline": ("loop only (baseline)", "baseline"),
        "seed-7x256": ("seed [7][256], 14 KiB, row address computed (before)", "ours"),
        "compact": ("is_attacked_compact: 256 B + 2 KiB", "ours"),
        "seed-arith": ("seed table, arithmetic 0x88 difference (no index loads)", "ours"),
        "row-pointers": ("is_attacked: seed [7][256], row from a table of row pointers", "ours"),
        "shakmaty": ("shakmaty attack set + contains", "peer"),
        "cozy-chess": ("cozy-chess attack set + has", "peer"),
        "chess": ("chess attack set + membership", "peer"),
    },
    "attackers_to": {
        "baseline": ("loop and position load only (baseline)", "baseline"),
        "ours": ("attackers_to: seed super-piece from the square's record (square_kit), a black magic per line type with a candidate", "ours"),
        "shakmaty": ("shakmaty Board::attacks_to, both colours", "peer"),
        "cozy-chess": ("seed super-piece with cozy-chess getters (magics)", "peer"),
        "chess": ("seed super-piece with chess getters (magics)", "peer"),
        "kindergarten": ("tried: super-piece with kindergarten bitboards, 9 KiB", "other"),
        "bishop-magics": ("tried: bishop fancy magics + kindergarten rook, 51 KiB", "other"),
        "leapers-only": ("pawn, knight and king part alone (a floor, not an answer)", "other"),
    },
    "is_attacked_by": {
        "baseline": ("loop and position load only (baseline)", "baseline"),
        "ours": ("is_attacked_by: early returns", "ours"),
        "shakmaty": ("shakmaty Board::attacks_to(..).any()", "peer"),
        "cozy-chess": ("seed any-attack with cozy-chess getters", "peer"),
        "chess": ("seed any-attack with chess getters", "peer"),
    },
    "is_pseudo_legal": {
        "baseline": ("loop and position load only (baseline)", "baseline"),
        "ours": ("is_pseudo_legal", "ours"),
        "shakmaty": ("shakmaty legal_moves + search", "peer"),
        "cozy-chess": ("cozy-chess generate_moves + search", "peer"),
        "chess": ("chess MoveGen::new_legal + search", "peer"),
        "cozy-chess-is-legal": ("cozy-chess Board::is_legal (full legality)", "other"),
        "chess-legal": ("chess Board::legal", "other"),
    },
    "is_legal": {
        "baseline": ("loop and position load only (baseline)", "baseline"),
        "ours": ("is_legal: is_pseudo_legal, then the king's safety after the move", "ours"),
        "shakmaty": ("shakmaty Position::is_legal", "peer"),
        "cozy-chess": ("cozy-chess Board::is_legal", "peer"),
        "chess": ("chess Board::legal", "peer"),
        "shakmaty-movegen": ("shakmaty legal_moves + search", "other"),
        "cozy-chess-movegen": ("cozy-chess generate_moves + search", "other"),
    },
    "attacks_mailbox": {
        "baseline": ("loop and position load only (baseline)", "baseline"),
        "bitboard": ("bitboard is_attacked (seed [7][256])", "ours"),
        "mailbox-16x12": ("attacks_mailbox, 16x12 board", "ours"),
        "mailbox-0x88": ("attacks_mailbox, 0x88 board", "ours"),
        "mailbox-15x12": ("attacks_mailbox, 15x12 board", "ours"),
        "mailbox-10x12-squares": ("attacks_mailbox_by_squares, 10x12 board", "ours"),
        "shakmaty": ("shakmaty attack set + contains", "peer"),
        "cozy-chess": ("cozy-chess attack set + has", "peer"),
        "chess": ("chess attack set + membership", "peer"),
    },
    "see": {
        "baseline": ("loop and position load only (baseline)", "baseline"),
        "table": ("see_by_table: two attack_byte calls and one load (Rebel's byte)", "ours"),
        "table-one-call": ("see_by_table, both bytes from one attack_bytes call", "ours"),
        "kept-bytes": ("see_by_kept_bytes: the two bytes read from kept chess::AttackMaps, one load", "ours"),
        "piece-sets": ("see_by_piece_sets: each side's half of the square's kept piece-set indexes the 64 KiB byte table, then Rebel's", "ours"),
        "counts-table": ("see_by_counts_table: two attack_counts_byte calls and one load", "ours"),
        "exact": ("see: swap list with x-rays", "ours"),
    },
}


def _slider_contenders(piece, magic_kib, black_kib, peer_note):
    return {
        "baseline": ("loop and query load only (baseline)", "baseline"),
        "magic": (f"{piece}_attacks_magic: fancy magics, {magic_kib}", "ours"),
        "black-magic": (f"{piece}_attacks_black_magic: black magics (fixed shift, overlapping windows, no bounds check), {black_kib}", "ours"),
        "obstruction": (f"{piece}_attacks_obstruction: obstruction difference, 4 KiB", "ours"),
        "rotated": (f"{piece}_attacks_rotated: rotated bitboards over the kept RotatedOccupancy, 84 KiB", "ours"),
        "magic-unchecked": ("the same magics without the bounds check (bench only, `unsafe`)", "other"),
        "shakmaty": (f"shakmaty attacks::{piece}_attacks (fixed-shift magics)", "peer"),
        "cozy-chess": (f"cozy-chess {peer_note} (black magics)", "peer"),
        "chess": (f"chess {peer_note} (magics)", "peer"),
    }


CONTENDERS.update({
    "rook_attacks": _slider_contenders("rook", "800 KiB + 2 KiB", "696 KiB shared with the bishop + 1.5 KiB", "get_rook_moves"),
    "bishop_attacks": _slider_contenders("bishop", "41 KiB + 2 KiB", "696 KiB shared with the rook + 1.5 KiB", "get_bishop_moves"),
    "queen_attacks": _slider_contenders("queen", "841 KiB + 4 KiB", "696 KiB + 3 KiB", "rook | bishop moves"),
})

def _attack_set_contenders(piece):
    peer = "attacks" if piece == "any" else f"{piece}_attacks"
    cozy = "get_*_moves by class" if piece == "any" else f"get_{piece}_moves"
    return {
        "baseline": ("loop and query load only (baseline)", "baseline"),
        "magic": ("generated attacks (strategy = magic): fancy magics, 800 KiB + 41 KiB + leaps", "ours"),
        "obstruction": ("generated attacks (strategy = obstruction): 4 KiB + leaps", "ours"),
        "shakmaty": (f"shakmaty attacks::{peer}", "peer"),
        "cozy-chess": (f"cozy-chess {cozy}", "peer"),
    }


def _large_contenders(piece):
    fs = "3 lookups, 4.6 MiB of tables" if piece == "queen" else "2 lookups, 1.4 MiB of tables"
    return {
        "baseline": ("loop and query load only (baseline)", "baseline"),
        "obstruction": ("generated attacks on 12x10 (obstruction difference, the default there): 15 KiB", "ours"),
        "fairy-stockfish": (f"Fairy-Stockfish's way: u128 fancy magics, {fs}", "peer"),
        "ray-walk": ("ray walk, square by square", "peer"),
    }


CONTENDERS.update({
    "attacks_fn_rook": _attack_set_contenders("rook"),
    "attacks_fn_any": _attack_set_contenders("any"),
    "large_rook_attacks": _large_contenders("rook"),
    "large_queen_attacks": _large_contenders("queen"),
})
CONTENDERS["attackers_to"].update({
    "slider-magic": ("super-piece on our fancy magics (rook_attacks_magic, bishop_attacks_magic)", "other"),
    "slider-obstruction": ("super-piece on our obstruction difference, 4 KiB", "other"),
    "hybrid-magic": ("the same super-piece as ours on our fancy magics (the default before black magics)", "other"),
    "hybrid-black": ("the default before square_kit: the same super-piece, the leapers' sets and lines each from its own table", "other"),
    "slider-black": ("super-piece on our black magics, no branch (getters called unconditionally)", "other"),
    "hybrid-obstruction": ("seed candidates, then our obstruction difference likewise", "other"),
    "piece-sets": ("piece_sets::PieceSets::attackers: the square's kept 32-bit piece-set, each bit's square from the piece list", "other"),
})
CONTENDERS["is_attacked_by"].update({
    "slider-magic": ("early returns, sliders by our fancy magics", "other"),
    "slider-obstruction": ("early returns, sliders by our obstruction difference", "other"),
    "slider-black": ("early returns, sliders by our black magics", "other"),
    "branchless-black": ("no branch: every attacker kind ORed (black magics), one test", "other"),
})
CONTENDERS["is_legal"].update({
    "ours-context": ("Legality::new, then its is_legal, for each stored move", "ours"),
    "ours-kept-context": ("Legality kept beside the position (as cozy-chess's Board keeps its pins), its is_legal", "ours"),
})
CONTENDERS["side_attacks"] = {
    "baseline": ("loop and position load only (baseline)", "baseline"),
    "default": ("side_attacks: pawns, knights and king as sets, each slider by its square (black magics)", "ours"),
    "fill": ("side_attacks_fill: direction-wise fills (Kogge-Stone), leapers and pawns as sets", "ours"),
    "by-square": ("side_attacks_by_square: each piece through our getters (black magics)", "ours"),
    "shakmaty": ("shakmaty: each piece through its attack getters, kind by kind", "peer"),
    "cozy-chess": ("cozy-chess: each piece through its attack getters, kind by kind", "peer"),
}
for board, fs_kib in (("10x8", "4.6 MiB"), ("12x10", "4.6 MiB")):
    CONTENDERS[f"side_attacks_{board}"] = {
        "baseline": ("loop and position load only (baseline)", "baseline"),
        "fill": (f"generated side_attacks (strategy = fill): set-wise, no table", "ours"),
        "obstruction": ("generated side_attacks (strategy = obstruction): each piece by its square", "ours"),
        "fairy-stockfish": (f"Fairy-Stockfish's way: pawns by shifts, each piece by its table or u128 magics ({fs_kib}) on its 12x10 bitboards", "peer"),
    }
CONTENDERS["rotated_toggle"] = {
    "baseline": ("the plain occupancy's update, two XORs (baseline)", "baseline"),
    "rotated": ("RotatedOccupancy copied and toggled on from and to (four XORs each)", "ours"),
    "from-scratch": ("RotatedOccupancy::new of the new occupancy (rotated per move from scratch)", "other"),
}
CONTENDERS["zobrist_play"] = {
    "baseline": ("loop and key read only (baseline)", "baseline"),
    "ours": ("chess::Position::play, Polyglot's key kept, then zobrist()", "ours"),
    "cozy-chess": ("cozy-chess Board::play_unchecked (its own keys), then hash()", "peer"),
    "shakmaty": ("shakmaty update_zobrist_hash (Polyglot's keys) and Chess::play_unchecked", "peer"),
}
CONTENDERS["captures"] = {
    "baseline": ("loop and position load only (baseline)", "baseline"),
    "loop": ("PieceLists::captures: the seed's loop over the piece lists on a 15x12 mailbox, MVV/LVA order", "ours"),
    "bitboard": ("chess::Position::legal_moves, the captures kept (bitboard generation of every move)", "ours"),
    "cozy-chess": ("cozy-chess generate_moves with its targets cut to the other side's pieces", "peer"),
}
CONTENDERS["attack_maps_play"] = {
    "baseline": ("chess::Position::play alone (baseline)", "baseline"),
    "kept": ("chess::AttackMaps::play on a copy of the maps: the move's pieces and the riders through its squares recomputed, then the touched bytes", "ours"),
    "from-scratch": ("chess::AttackMaps::new of the new position (every piece, every byte)", "other"),
}
CONTENDERS["piece_sets_play"] = {
    "baseline": ("chess::Position::play alone (baseline)", "baseline"),
    "kept": ("piece_sets::PieceSets::play on a copy of the sets: the move's pieces and the sliders through its squares recomputed, their bits toggled", "ours"),
    "from-scratch": ("piece_sets::PieceSets::new of the new position", "other"),
}
CONTENDERS["is_legal_generated"] = {
    "ours": ("chess::Position::is_legal of a stored move (generated; pins and checkers from the position)", "ours"),
    "cozy-chess": ("cozy-chess Board::is_legal (its board carries checkers and pins)", "peer"),
}
CONTENDERS["parse_uci"] = {
    "ours": ("chess::Position::parse_uci (the moves of the piece on the origin square)", "ours"),
    "shakmaty": ("shakmaty UciMove::from_ascii, then to_move", "peer"),
}
CONTENDERS["san"] = {
    "ours": ("chess::Position::san, written out (disambiguation from the rivals' moves, check by gives_check)", "ours"),
    "shakmaty": ("shakmaty SanPlus::from_move, written out", "peer"),
}
CONTENDERS["parse_san"] = {
    "ours": ("chess::Position::parse_san (the moves of the pieces of the type written)", "ours"),
    "shakmaty": ("shakmaty SanPlus::from_ascii, then to_move", "peer"),
}
CONTENDERS["is_legal_node"] = {
    "baseline": ("loop and position load only (baseline)", "baseline"),
    "ours-context": ("Legality::new once, then its is_legal for each of 4 stored moves", "ours"),
    "ours": ("is_legal for each of 4 stored moves", "ours"),
    "cozy-chess": ("cozy-chess Board::is_legal for each of 4 stored moves", "peer"),
}

COLORS = {"ours": "#e8590c", "default": "#c92a2a", "peer": "#868e96", "other": "#adb5bd", "baseline": "#ced4da"}


def load(name):
    path = RESULTS / name
    return json.loads(path.read_text()) if path.exists() else None


def defaults():
    """Which strategy each plain function uses, read from the source."""
    src = (ROOT / "src" / "in_between.rs").read_text()
    m = re.search(r"pub fn in_between\(from: Square, to: Square\) -> u64 \{\s*in_between_(\w+)\(", src)
    between = {"0x88": "0x88"}.get(m.group(1), m.group(1)) if m else "rectangular"
    attacks = (ROOT / "src" / "attacks.rs").read_text()
    body = attacks[attacks.index("pub fn is_attacked(") :]
    body = body[: body.index("\n}\n")]
    attacked = "compact" if "is_attacked_compact(" in body else "row-pointers" if "ROWS[" in body else "seed-7x256"
    sliders = (ROOT / "src" / "sliders.rs").read_text()
    out = {"in_between": between, "may_move": between, "is_attacked": attacked, "attacks_mailbox": "bitboard", "see": "table"}
    for q in SLIDERS:
        m = re.search(r"pub fn " + q + r"\(square: Square, occupied: u64\) -> u64 \{\s*\w+_attacks_(\w+)\(", sliders)
        out[q] = m.group(1).replace("_", "-") if m else out.get("rook_attacks", "magic")
    return out


# ------------------------------------------------------------------------------------------
# numbers


def timing_table(criterion):
    """(question, regime, contender) -> {median, low, high} in ns per query over the rounds."""
    per = {}
    for rnd in criterion["rounds"]:
        for key, est in rnd["estimates_ns_per_batch"].items():
            group, contender = key.split("/")
            question, regime = group.split("-", 1)
            per.setdefault((question, regime, contender), []).append(est["median"]["point"] / BATCH.get(question, QUERIES))
    return {
        k: {"median": statistics.median(v), "low": min(v), "high": max(v), "rounds": len(v)}
        for k, v in per.items()
    }


def instructions(icount):
    """(question, regime, contender) -> net instructions per query (minus the baseline loop)."""
    out = {}
    if not icount:
        return out
    for key, counts in icount.items():
        question, regime, contender = key.split("/")
        base = icount.get(f"{question}/{regime}/baseline")
        if base is not None:
            own = counts["batch"] - counts["half_batch"]
            loop = base["batch"] - base["half_batch"]
            out[(question, regime, contender)] = (own - loop) / (QUERIES / 2)
    return out


def fastest_peer(times, question, regime):
    best = None
    for p in PEERS:
        t = times.get((question, regime, p))
        if t and (best is None or t["median"] < best[1]):
            best = (p, t["median"])
    return best


def fmt_ns(x):
    return f"{x:.2f}" if x < 10 else f"{x:.1f}"


def fmt_ratio(x):
    return f"{x:.2f}×"


# ------------------------------------------------------------------------------------------
# charts


def svg_bars(title, subtitle, panels, unit, path):
    """panels: [(panel title, [(label, value, kind, annotation)])]; one horizontal bar each."""
    width, label_w, bar_w, row_h = 980, 330, 340, 20
    y = 58
    parts = []
    for ptitle, rows in panels:
        vmax = max((v for _, v, _, _ in rows if v is not None), default=1) or 1
        parts.append(f'<text x="10" y="{y + 14}" font-weight="bold" font-size="13">{html.escape(ptitle)}</text>')
        y += 22
        for label, value, kind, note in rows:
            weight = "bold" if kind == "default" else "normal"
            parts.append(
                f'<text x="{label_w - 8}" y="{y + 14}" text-anchor="end" font-weight="{weight}">{html.escape(label)}</text>'
            )
            if value is None:
                parts.append(f'<text x="{label_w + 4}" y="{y + 14}" fill="#868e96">pending</text>')
            else:
                w = max(1.0, bar_w * value / vmax)
                parts.append(
                    f'<rect x="{label_w}" y="{y + 3}" width="{w:.1f}" height="{row_h - 6}" fill="{COLORS[kind]}"/>'
                )
                text = note if note else f"{fmt_ns(value)} {unit}".strip()
                parts.append(f'<text x="{label_w + w + 6:.1f}" y="{y + 14}">{html.escape(text)}</text>')
            y += row_h
        y += 12
    legend = (
        f'<rect x="10" y="{y}" width="12" height="12" fill="{COLORS["default"]}"/>'
        f'<text x="28" y="{y + 10}">ours, the default</text>'
        f'<rect x="160" y="{y}" width="12" height="12" fill="{COLORS["ours"]}"/>'
        f'<text x="178" y="{y + 10}">ours, by name</text>'
        f'<rect x="290" y="{y}" width="12" height="12" fill="{COLORS["peer"]}"/>'
        f'<text x="308" y="{y + 10}">peers</text>'
        f'<rect x="370" y="{y}" width="12" height="12" fill="{COLORS["baseline"]}"/>'
        f'<text x="388" y="{y + 10}">loop only</text>'
    )
    height = y + 24
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        f'font-family="Helvetica, Arial, sans-serif" font-size="12">\n'
        f'<rect width="{width}" height="{height}" fill="white"/>\n'
        f'<text x="10" y="22" font-size="16" font-weight="bold">{html.escape(title)}</text>\n'
        f'<text x="10" y="42" fill="#495057">{html.escape(subtitle)}</text>\n'
        + "\n".join(parts)
        + "\n"
        + legend
        + "\n</svg>\n"
    )
    emit(path, svg)


def measured_regimes(times, question):
    """The regimes of `question` measured in these results (the 64 MiB one is newer than some)."""
    return [r for r in REGIMES[question] if any(k[0] == question and k[1] == r for k in times)]


def question_chart(question, times, instr, default, machine):
    panels = []
    for regime in measured_regimes(times, question):
        peer = fastest_peer(times, question, regime)
        rows = []
        for c, (label, kind) in CONTENDERS[question].items():
            t = times.get((question, regime, c))
            if not t:
                continue
            k = "default" if kind == "ours" and c in ("default", default) else kind
            note = f"{fmt_ns(t['median'])} ns"
            if peer and kind != "baseline":
                note += f"  ({fmt_ratio(t['median'] / peer[1])} the fastest peer)"
            rows.append((label, t["median"], k, note))
        panels.append((REGIME_TITLES[regime] + ": ns per query, median (lower is better)", rows))
    rows = []
    for c, (label, kind) in CONTENDERS[question].items():
        if kind == "baseline":
            continue
        n = instr.get((question, "hot", c))
        if n is not None:
            k = "default" if kind == "ours" and c in ("default", default) else kind
            rows.append((label, n, k, f"{n:.1f}"))
    if rows:
        panels.append(("instructions per query, net of the loop (callgrind, hot loop)", rows))
    peers = [c for c, (_, kind) in CONTENDERS[question].items() if kind == "peer" and any((question, r, c) in times for r in REGIMES[question])]
    svg_bars(
        f"{question}: ours vs {', '.join(peers) or 'the exact computation'}",
        f"4096 fixed pseudo-random queries; median of {times_rounds(times)} round(s); "
        + host_of(question, machine),
        panels,
        "",
        CHARTS / f"{question}.svg",
    )


def times_rounds(times):
    return max((t["rounds"] for t in times.values()), default=0)


def build_chart(build, timings, machine):
    peer_medians = [build["rows"][p]["median"] for p in PEERS if build["rows"].get(p, {}).get("median")]
    fastest = min(peer_medians, default=None)
    rows = []
    for name in build.get("order", []):
        row = build["rows"].get(name)
        if row is None:
            continue
        kind = "default" if name == "ours" else ("ours" if name in ("ours-codegen", "macro") else "peer")
        median = row.get("median")
        text = ""
        if median is not None:
            text = f"{median:.2f} s" + (f"  ({median / fastest:.2f}× the fastest peer)" if fastest else "")
        rows.append((row["label"], median, kind, text))
    panels = [("clean cargo build --release of a tiny binary: seconds, median (lower is better)", rows)]
    if timings:
        panels.append(
            (
                "generator: milliseconds, median",
                [
                    ("generate, all tables (release CLI)", timings["generate"]["median"] * 1000, "ours", f"{timings['generate']['median'] * 1000:.0f} ms"),
                    ("codegen build script (dev profile)", timings["build_script"]["median"] * 1000, "ours", f"{timings['build_script']['median'] * 1000:.0f} ms"),
                ],
            )
        )
    svg_bars(
        "Build cost: ours vs shakmaty, cozy-chess, chess",
        f"fresh target directory per build; {machine.get('cpu', '?')}, {machine.get('logical_cpus', '?')} CPUs, {machine.get('date', '?')}",
        panels,
        "",
        CHARTS / "build.svg",
    )


# ------------------------------------------------------------------------------------------
# page


def main():
    machine = load("machine.json") or {}
    criterion = load("criterion.json")
    icount = load("icount.json")
    build = load("build.json") or {"rows": {}, "order": []}
    timings = load("timings.json")
    if not criterion:
        sys.exit("report: bench/results/criterion.json is missing; run bench/run.sh")
    times = timing_table(criterion)
    instr = instructions(icount)
    dflt = defaults()
    dflt.update({q: "ours" for q in ATTACKED_BY + LIBRARY})
    dflt.update({"side_attacks_10x8": "fill", "side_attacks_12x10": "fill", "rotated_toggle": "rotated", "zobrist_play": "ours", "captures": "loop", "attack_maps_play": "kept", "piece_sets_play": "kept"})
    dflt.update({"side_attacks": "default", "attacks_fn_rook": "magic", "attacks_fn_any": "magic", "large_rook_attacks": "obstruction", "large_queen_attacks": "obstruction"})
    CHARTS.mkdir(parents=True, exist_ok=True)

    out = []
    w = out.append
    w("# Benchmarks")
    w("")
    w("<!-- Generated by bench/report.py from bench/results/*.json; do not edit by hand. -->")
    w("")
    w(
        "Our lookups against the same questions answered by [shakmaty](https://crates.io/crates/shakmaty), "
        "[cozy-chess](https://crates.io/crates/cozy-chess) and [chess](https://crates.io/crates/chess), "
        "side by side in one run, on the same 4096 fixed pseudo-random queries. Rerun everything "
        "(about 50 minutes, the boards questions 13 of them; leave the machine idle) and regenerate this page and the charts with:"
    )
    w("")
    w("```sh")
    w("bench/run.sh")
    w("```")
    w("")
    w(
        f"**Machine:** {machine.get('cpu', '?')} ({machine.get('cpu_family_model', '?')}), "
        f"{machine.get('logical_cpus', '?')} logical CPUs, L1d {machine.get('l1d', '?')}, L2 {machine.get('l2', '?')}, "
        f"L3 {machine.get('l3', '?')}, {machine.get('memory_gib', '?')} GiB RAM, hypervisor: {machine.get('hypervisor', '?')}; "
        f"{machine.get('os', '?')}, kernel {machine.get('kernel', '?')}; {machine.get('rustc', '?')}; "
        f"{machine.get('target', '')}. **Date:** {machine.get('date', '?')}."
    )
    w("")

    w("**Reruns on another host:** the sections `rook_attacks`, `bishop_attacks`, `queen_attacks`, "
      "`attackers_to`, `is_attacked_by`, `is_attacked` and `is_legal` were rerun alone on 2026-11-25 "
      "(`bench/run.sh --only sliders`, then `attackers_to`, `is_attacked_by`, `is_attacked`, `is_legal`; five "
      "rounds each) on an AMD EPYC host with 2 vCPUs, L1d 32 KiB and L2 1 MiB per core, L3 32 MiB, and the "
      "attack-set sections (`attacks_fn_rook`, `attacks_fn_any`, `large_rook_attacks`, `large_queen_attacks`) "
      "were first measured there, later the same day (`bench/run.sh --only \"attacks_fn_rook attacks_fn_any "
      "large_rook_attacks large_queen_attacks\"`). On 2026-11-26 the same host reran `rook_attacks`, "
      "`bishop_attacks`, `queen_attacks`, `attackers_to`, `is_attacked_by` and `is_legal`, and first ran "
      "`is_legal_node`, with the 64 MiB regime and the black magics (`BENCH_ROUNDS=3 bench/run.sh --only "
      "\"rook_attacks bishop_attacks queen_attacks attackers_to is_attacked_by is_legal is_legal_node\"`, three "
      "rounds); later that day it reran the three sliders with rotated bitboards and `side_attacks`, and first "
      "ran `rotated_toggle`, `zobrist_play`, `side_attacks_10x8` and `side_attacks_12x10` (`BENCH_ROUNDS=3 "
      "bench/run.sh --only \"rook_attacks bishop_attacks queen_attacks side_attacks side_attacks_10x8 "
      "side_attacks_12x10 rotated_toggle zobrist_play\"`, the last two again after a change to the generated "
      "`side_attacks`), then first ran `captures` (`--only captures`) and, on the same day, reran `see` with "
      "its kept-bytes contender and first ran `attack_maps_play` (`BENCH_ROUNDS=3 bench/run.sh --only \"see "
      "attack_maps_play\"`). On 2026-12-05 a host of the same kind, each round pinned to one core "
      "(`taskset`), reran `rook_attacks`, `bishop_attacks`, `queen_attacks`, `attackers_to` and `see` and first "
      "ran `piece_sets_play` and the piece-sets contenders (`BENCH_ROUNDS=3 bench/run.sh --only \"attackers_to "
      "see piece_sets_play\"`, then `--only sliders`); the other sections are from the machine above; each chart's subtitle names its host. Every ratio compares contenders of one run on one host; compare "
      "ratios, not nanoseconds, across sections.")
    w("")

    # --- headline: the targets ---------------------------------------------------------
    w("## Targets")
    w("")
    w("Ratios are our median time per query divided by the fastest peer's, measured in the same run "
      "(below 1.00: we are faster; 0.25 is four times the throughput). Instruction counts are net of the "
      "loop (see Method).")
    w("")
    w("| target | measured | |")
    w("|---|---|---|")
    targets = []

    def target(text, value_text, ok):
        targets.append((text, value_text, ok))
        w(f"| {text} | {value_text} | {'met' if ok else '**missed**'} |")

    for regime, limit, text in (("pressure", 1.5, "≥ 1.5× the throughput of"), ("hot", 1.0, "at least as fast as")):
        t = times.get(("boards_in_between", regime, "12x10-default"))
        p = times.get(("boards_in_between", regime, "12x10-fairy-stockfish"))
        if t and p:
            target(
                f"generated `in_between` (default) on 12x10 {text} Fairy-Stockfish's full table, {REGIME_TITLES[regime]}",
                f"{p['median'] / t['median']:.2f}× ({fmt_ns(t['median'])} ns vs {fmt_ns(p['median'])} ns)",
                p["median"] / t["median"] >= limit - 1e-12,
            )
    for board in BOARD_SIZES:
        for regime, times_faster in (("hot", 4.0), ("latency", 1.5)):
            t = times.get(("boards_fairy", regime, f"{board}-default"))
            p = times.get(("boards_fairy", regime, f"{board}-walker"))
            if t and p:
                target(
                    f"generated `is_attacked` of 16 fairy pieces on {board} ≥ {times_faster:g}× walking the piece's moves, {REGIME_TITLES[regime]}",
                    f"{p['median'] / t['median']:.2f}× ({fmt_ns(t['median'])} ns vs {fmt_ns(p['median'])} ns)",
                    p["median"] / t["median"] >= times_faster - 1e-12,
                )
    d = dflt["in_between"]
    for regime in REGIMES["in_between"]:
        t = times.get(("in_between", regime, "default"))
        p = fastest_peer(times, "in_between", regime)
        if t and p:
            r = t["median"] / p[1]
            target(
                f"`in_between` (default, {d}) ≤ 1.00 × fastest peer, {regime}",
                f"{fmt_ratio(r)} ({fmt_ns(t['median'])} ns vs {p[0]} {fmt_ns(p[1])} ns)",
                r <= 1.0,
            )
    n = instr.get(("in_between", "hot", "default"))
    if n is not None:
        target("`in_between` (default) ≤ 3 instructions per query", f"{n:.1f}", n <= 3.0 + 1e-9)
    n = instr.get(("in_between", "hot", "0x88"))
    if n is not None:
        target("`in_between_0x88` ≤ 9 instructions per query", f"{n:.1f}", n <= 9.0 + 1e-9)
    a = dflt["is_attacked"]
    for regime, limit, text in (("hot", 0.25, "≥ 4× the throughput of the fastest peer, hot, piece varying"), ("latency", 1 / 1.5, "≥ 1.5× the fastest peer, latency")):
        t = times.get(("is_attacked", regime, a))
        p = fastest_peer(times, "is_attacked", regime)
        if t and p:
            r = t["median"] / p[1]
            target(
                f"`is_attacked` (default) {text}",
                f"{p[1] / t['median']:.2f}× ({fmt_ns(t['median'])} ns vs {p[0]} {fmt_ns(p[1])} ns)",
                r <= limit + 1e-12,
            )
    n = instr.get(("is_attacked", "hot", a))
    if n is not None:
        target("`is_attacked` (default) ≤ 12 instructions per query", f"{n:.1f}", n <= 12.0 + 1e-9)
    for question, regime, times_faster, what in (
        ("attackers_to", "hot", 1.0, "at least as fast as the fastest peer, hot"),
        ("attackers_to", "pressure", 1.5, "≥ 1.5× the fastest peer, cache-pressured"),
        ("is_attacked_by", "hot", 1.0, "at least as fast as the fastest peer, hot"),
        ("is_attacked_by", "pressure", 1.5, "≥ 1.5× the fastest peer, cache-pressured"),
        ("is_pseudo_legal", "hot", 10.0, "≥ 10× generating the peers' legal moves and searching them, hot"),
    ):
        t = times.get((question, regime, "ours"))
        p = fastest_peer(times, question, regime)
        if t and p:
            target(
                f"`{question}` {what}",
                f"{p[1] / t['median']:.2f}× ({fmt_ns(t['median'])} ns vs {p[0]} {fmt_ns(p[1])} ns)",
                p[1] / t["median"] >= times_faster - 1e-12,
            )
    table, exact = times.get(("see", "hot", "table")), times.get(("see", "hot", "exact"))
    if table and exact:
        target(
            "`see_by_table` with its two attack bytes ≥ 5× the exact SEE, hot",
            f"{exact['median'] / table['median']:.2f}× ({fmt_ns(table['median'])} ns vs {fmt_ns(exact['median'])} ns)",
            exact["median"] / table["median"] >= 5.0 - 1e-12,
        )
    kept = times.get(("see", "hot", "kept-bytes"))
    if kept and exact:
        target(
            "`see_by_kept_bytes` (the SEE by table on kept attack bytes) ≥ 3× the exact SEE, hot",
            f"{exact['median'] / kept['median']:.2f}× ({fmt_ns(kept['median'])} ns vs {fmt_ns(exact['median'])} ns)",
            exact["median"] / kept["median"] >= 3.0 - 1e-12,
        )
    ours = build["rows"].get("ours", {}).get("median")
    peer_builds = [(p, build["rows"][p]["median"]) for p in PEERS if build["rows"].get(p, {}).get("median")]
    if ours and peer_builds:
        p = min(peer_builds, key=lambda x: x[1])
        target(
            "clean release build with our runtime ≤ 1/3 of the fastest-building peer",
            f"{ours:.2f} s vs {p[0]} {p[1]:.2f} s ({ours / p[1]:.2f}×)",
            ours <= p[1] / 3,
        )
    if timings:
        g = timings["generate"]["median"] * 1000
        b = timings["build_script"]["median"] * 1000
        target("`generate` of all tables < 200 ms (release)", f"{g:.0f} ms", g < 200)
        target("`codegen` build script < 1 s", f"{b:.0f} ms", b < 1000)
    for question, regime, limit, form, what in (
        ("rook_attacks", "hot", 0.95, "magic", "≥ 0.95× the fastest peer, hot"),
        ("rook_attacks", "latency", 1.0, "magic", "≥ 1.0× the fastest peer, dependent chain"),
        ("rook_attacks", "latency", 1.3, "obstruction", "≥ 1.3× the fastest peer, dependent chain"),
        ("bishop_attacks", "hot", 0.95, "magic", "≥ 0.95× the fastest peer, hot"),
        ("bishop_attacks", "latency", 1.0, "magic", "≥ 1.0× the fastest peer, dependent chain"),
        ("bishop_attacks", "latency", 1.3, "obstruction", "≥ 1.3× the fastest peer, dependent chain"),
        ("queen_attacks", "hot", 0.95, "magic", "≥ 0.95× the fastest peer, hot"),
        ("queen_attacks", "latency", 1.0, "magic", "≥ 1.0× the fastest peer, dependent chain"),
        ("queen_attacks", "latency", 1.3, "obstruction", "≥ 1.3× the fastest peer, dependent chain"),
        ("large_rook_attacks", "latency", 1.5, "obstruction", "≥ 1.5× Fairy-Stockfish's way, dependent chain"),
        ("large_rook_attacks", "hot", 1.0, "obstruction", "≥ 1.0× Fairy-Stockfish's way, hot"),
        ("large_queen_attacks", "latency", 1.5, "obstruction", "≥ 1.5× Fairy-Stockfish's way, dependent chain"),
        ("large_queen_attacks", "hot", 1.0, "obstruction", "≥ 1.0× Fairy-Stockfish's way, hot"),
        ("attackers_to", "latency", 1.0, "ours", "≥ 1.0× the fastest peer, dependent chain"),
        ("attackers_to", "pressure", 1.0, "ours", "≥ 1.0× the fastest peer, cache-pressured"),
        ("is_attacked", "chain-from", 1.5, dflt["is_attacked"], "≥ 1.5× the fastest peer, chain through `from` only"),
        ("is_attacked", "chain-to", 1.5, dflt["is_attacked"], "≥ 1.5× the fastest peer, chain through `to` only"),
        ("is_attacked", "chain-occupied", 1.5, dflt["is_attacked"], "≥ 1.5× the fastest peer, chain through `occupied` only"),
        ("is_attacked_by", "latency", 2.0, "ours", "≥ 2× the fastest peer, dependent chain"),
        ("is_attacked_by", "hot", 1.2, "ours", "≥ 1.2× the fastest peer, hot"),
        ("is_legal", "hot", 1.5, "ours", "≥ 1.5× the fastest peer's legality test, hot"),
        ("is_legal", "latency", 1.5, "ours", "≥ 1.5× the fastest peer's legality test, dependent chain"),
    ):
        t = times.get((question, regime, form))
        p = fastest_peer(times, question, regime)
        if t and p:
            name = f"`{question}`" if form == "ours" or question == "is_attacked" else f"`{question}` ({form}, generated)" if question.startswith("large_") else f"`{question.replace('_attacks', '')}_attacks_{form}`"
            target(
                f"{name} {what}",
                f"{p[1] / t['median']:.2f}× ({fmt_ns(t['median'])} ns vs {p[0]} {fmt_ns(p[1])} ns)",
                p[1] / t["median"] >= limit - 1e-12,
            )
    # Issue "Lead the peers where the runtime still trails" (2026-11-26): the default getters in
    # every regime, the attacks to a square beside a 64 MiB buffer, legality with a per-node context.
    issue_32 = [(q, r, 1.0, dflt[q], f"(default: {dflt[q]}) ≥ 1.0× the fastest peer, {REGIME_TITLES[r]}")
                for q in SLIDERS for r in ("hot", "latency", "pressure", "memory")]
    issue_32 += [("attackers_to", r, 1.0, "ours", f"≥ 1.0× the fastest peer, {REGIME_TITLES[r]}") for r in ("hot", "latency", "memory")]
    issue_32 += [("is_attacked_by", r, 1.2, "ours", f"≥ 1.2× the fastest peer, {REGIME_TITLES[r]}") for r in ("hot", "latency", "memory")]
    issue_32 += [("is_legal", r, 1.5, "ours-kept-context", f"with its `Legality` kept ≥ 1.5× cozy-chess's `is_legal` per stored move, {REGIME_TITLES[r]}") for r in ("hot", "latency")]
    issue_32 += [("side_attacks", r, x, form, f"({form}) ≥ {x:g}× the fastest peer's loop over its pieces, {REGIME_TITLES[r]}")
                 for form in ("default", "fill") for r, x in (("latency", 1.3), ("hot", 1.0))]
    issue_32 += [("is_legal_node", r, 1.2, "ours-context", f"`Legality::new` spread over 4 stored moves ≥ 1.2× cozy-chess's `is_legal`, {REGIME_TITLES[r]}") for r in ("hot", "latency")]
    for question, regime, limit, form, what in issue_32:
        t = times.get((question, regime, form))
        p = fastest_peer(times, question, regime)
        if t and p:
            name = "`is_legal`" if question.startswith("is_legal") else f"`{question}`"
            target(
                f"{name} {what}",
                f"{p[1] / t['median']:.2f}× ({fmt_ns(t['median'])} ns vs {p[0]} {fmt_ns(p[1])} ns)",
                p[1] / t["median"] >= limit - 1e-12,
            )
    w("")

    # --- per question ---------------------------------------------------------------------
    for question in ("in_between", "may_move", "is_attacked") + ATTACKED_BY + MAILBOX + SEE + MAPS + SLIDERS + ROTATED + STATE + ATTACK_SETS + LIBRARY:
        if not any((question, r, c) in times for r in REGIMES[question] for c in CONTENDERS[question]):
            continue  # not measured in these results
        question_chart(question, times, instr, dflt[question], machine)
        regimes = measured_regimes(times, question)
        w(f"## `{question}`")
        w("")
        if question == "in_between":
            w("The seeds' space-time question: rectangular (32 KiB, one load), triangular (16 KiB, branch-free "
              "min/max and a multiply), 0x88 difference (2 KiB: the two squares' 0x88 numbers from a 64-byte table, "
              "a subtraction, one load and a rotate) or pure calculation (no table, about forty instructions). "
              "cozy-chess and chess look up the same 32 KiB rectangular table as ours, with the same three "
              "instructions: all three square types are enums (or unchecked), so no lookup needs a bounds check. "
              "Between identical lookups the timing is a tie, and which of the three comes out ahead in a round "
              "depends on where each process places its tables.")
        elif question == "may_move":
            w("`in_between(from, to) & occupied == 0` with each strategy; the peers' in-between set likewise.")
        elif question == "attackers_to":
            w("Every piece of either side attacking a square of a position from a random game, over the "
              "plain `Pieces` description. Ours is the seed's super-piece on the slider getters: pawn, knight "
              "and king sets looked up from the square; then, for each line type on which a bishop, rook or "
              "queen could reach the square on an empty board (one AND with the empty-board line), the black-magic "
              "attacks from the square intersected with those sliders; since 2026-12-05 every set and magic the "
              "square needs is read from one record of two adjacent cache lines (`square_kit`, 8 KiB for the board) "
              "instead of six tables on as many pages. The peers: shakmaty's own `attacks_to` "
              "(called for both colours), and the same super-piece written with cozy-chess's and chess's attack "
              "getters (magic bitboards). The other rows are the forms measured before choosing (2026-11-25): "
              "the previous default, each slider candidate confirmed by an empty in-between set, is still "
              "`is_attacked_by`'s way; the getters called unconditionally (magics, obstruction difference); "
              "the candidates first with obstruction difference; kindergarten bitboards and bishop magics with "
              "a kindergarten rook (`bench/benches/common/sliders.rs`); and the pawn, knight and king part alone, the "
              "floor every super-piece pays before its sliders. Beside the 64 MiB buffer (2026-11-26) no form "
              "of ours reached the peers (0.74× the fastest): the buffer's misses leave the tables cold, and the "
              "default read eight lines of six tables. The record closes that gap: the default before it (the "
              "same code, its sets from their own tables) takes 58 to 64 ns there in the same runs where the "
              "record's takes 48 to 52, level with the peers (0.97× to 1.00× the fastest in the three pinned "
              "rounds: within the column's noise); the slider getters themselves read the same black magics "
              "as cozy-chess's, entry for entry, and tie with them.")
        elif question == "is_attacked_by":
            w("The in-check test: is the king of the side to move attacked by the other side, in positions "
              "from random games. Early returns, cheapest attackers first; the peers likewise with their "
              "getters, and shakmaty's `attacks_to(..).any()`.")
        elif question == "see":
            w("Static exchange evaluation of a capture from a random-game position (en passant aside): by "
              "Rebel's table (the attack bytes of both sides from `attackers_to`, then one load from 384 KiB) "
              "against the exact swap list with x-rays (`attackers_to` again after every capture). No peer "
              "offers either, so the ratios are against the exact SEE. The table is approximate: how often it "
              "agrees with the exact SEE is below. Counted in instructions, the table's way is not the shorter "
              "one: its two attack bytes (an `attackers_to` each, then counts and flags per kind) and the "
              "victim's kind take as many instructions as the whole swap list, or more (the last column); "
              "the lookup itself is a few. "
              "So the 5× target cannot be met while the bytes are computed for each capture: Rebel kept them "
              "up to date on the board instead, as `kept-bytes` does: `see_by_kept_bytes` reads both bytes from "
              "`chess::AttackMaps` kept beside the position (made before timing; what keeping them costs per "
              "move is `attack_maps_play` below) and loads the table's entry.")
        elif question in ("attacks_fn_rook", "attacks_fn_any"):
            what = "a rook" if question == "attacks_fn_rook" else "a knight, bishop, rook, queen or king, drawn anew for each query (as a move generator asks)"
            w(f"The generated `attacks(piece, from, occupied)` of the issue \"Attack sets for any board\" on 8x8, for {what}, "
              "from a uniform square among the occupancy of a position from a random game: ours by each strategy "
              "(`attacks_fn(strategy = magic)`, `attacks_fn(strategy = obstruction)`, expanded by the `tables!` macro), "
              "against shakmaty's and cozy-chess's getters for the same piece.")
        elif question in ("large_rook_attacks", "large_queen_attacks"):
            piece = question.split("_")[1]
            w(f"What a {piece} attacks on the 12x10 board (`u128` bitboards) from a uniform square among random "
              "occupancies (densities about 1/2, 1/4, 1/8): the generated `attacks` (obstruction difference, "
              "the default where magics cannot serve: 15 KiB of line masks), against Fairy-Stockfish's way "
              "(`bench/benches/common/attack_sets.rs`: its fancy magics over `u128` with its own precomputed factors "
              "and its table layout, `2^|mask|` slots per square; the rook as a horizontal and a vertical "
              "lookup, 1.4 MiB, the bishop 3.2 MiB) and a ray walk.")
        elif question in SLIDERS:
            piece = question.split("_")[0]
            w(f"What a {piece} on a uniform square attacks among the occupancy of a position from a random game: "
              "the attack getter the seed \"Square Attacked By\" takes for granted. Ours in four forms, all "
              "generated and checked in (`tables/sliders.rs`): black magic bitboards, the default (the published "
              "fixed-shift factors of Volker Annuss and Niklas Fiekas, proven by the generator; rook and bishop "
              "share one 696 KiB table of overlapping windows, and the runtime views each square's window as a "
              "fixed-size array, so the load needs no bounds check and no `unsafe`), fancy magic bitboards (per "
              "square a mask, a factor, a shift and an offset; the factors found by the generator's seeded "
              "search; a bounds check on the load), obstruction difference (per square and line two masks; "
              "a leading-zero count, a subtraction and an XOR per line, 4 KiB in all) and rotated bitboards "
              "(seed \"Board representation\": the occupancy with three more copies kept beside the position, "
              "`RotatedOccupancy`, so that each file and diagonal lies in adjacent bits; per line a shift, a mask "
              "and one load from 84 KiB; each query reads its position's copies, made before timing, keeping "
              "them is `rotated_toggle`). The peers' magics: shakmaty's fixed-shift fancy magics (no bounds check: "
              "it asserts the index in `unsafe`), cozy-chess's black magics, chess's magics. Black magics lead or "
              "tie the fastest peer hot and beside both buffers and are level with it in the dependent chain, "
              "where obstruction difference leads (by a third for the rook and the queen): its arithmetic runs "
              "while every magic form waits on two dependent loads (the factor, then the attack set). Rotated "
              "bitboards, the technique magics replaced, tie the magics in the chain (one load per line, no "
              "multiplication) and trail them elsewhere: two lines mean two loads where a magic needs one, and "
              "the query carries five bitboards instead of one. The 64 MiB column is the noisiest (each query "
              "waits on DRAM; see the spread below).")
        elif question == "attacks_mailbox":
            w("The seeds' other question: on a mailbox board, is the test \"does the piece on `from` attack "
              "`to`\" cheaper by the destination-source loop (`attacks_mailbox`: one load of the piece "
              "classes attacking the cell difference, then for a slider one load per square walked back from "
              "`to`) or by the bitboard `is_attacked` (one table entry and a rotate, whatever the distance)? "
              "Positions from random games, not random occupancies, since the loop's cost depends on how far "
              "it walks: the attacker is a piece of the position, the target half the time a square it "
              "reaches on an empty board, half the time uniform. Each board is built before timing (the "
              "mailbox contenders read a `u8` board of the layout, the others the occupancy bitboard). The "
              "peers compute the piece's attack set and test the target. No target: this answers which to "
              "choose. In the latency regime the mailbox loop decides through branches, which the processor "
              "predicts and runs ahead of, so its chain waits less than a branch-free lookup's. Choose the "
              "mailbox loop where the engine keeps a mailbox board anyway (no bitboards to maintain), and the "
              "bitboard test where it keeps bitboards: each is the cheaper way to ask its own board.")
        elif question == "is_legal":
            w("The stored-move test to the end, on the hash moves of `is_pseudo_legal` (half legal moves of the "
              "position, half random encodings): is the move legal? Ours is `is_pseudo_legal`, then one in-check "
              "test on the position after the move, computed without building it (the captured piece taken off "
              "the other side, the king lifted for its own steps, both pawns of an en passant capture off the "
              "board); and `Legality`, the per-node context (king, checkers, the squares that answer a check, "
              "pinned pieces), made for each move or kept beside the position as cozy-chess's `Board` keeps its "
              "checkers and pins. The peers' own legality tests (shakmaty's `Position::is_legal`, which "
              "generates the moves of the piece kind to the target square and searches them; cozy-chess's "
              "`is_legal`; chess's `legal`), each with the move converted to its type before timing, and "
              "generating each peer's legal moves and searching them. With the context kept, what is left per "
              "move is `is_pseudo_legal` and a few masks; `is_pseudo_legal` alone costs about as much as "
              "cozy-chess's whole test, which reads the checkers and pins its board keeps.")
        elif question == "side_attacks":
            w("What a whole side attacks (the map an evaluation wants for safe mobility, king safety and "
              "hanging pieces; seed \"Attack and Defend Maps\"), for a random side of a position from a random "
              "game. Ours in three forms: `side_attacks_fill`, direction-wise fills with no loop over the pieces "
              "(pawns, knights and the king moved as sets, one rotation and one mask per leap; bishops with queens "
              "and rooks with queens filled together by Kogge-Stone occluded fills, three doubling steps per "
              "direction); `side_attacks`, the default, the same set-wise leaps with each bishop, rook and queen "
              "looked up on its square; and `side_attacks_by_square`, each piece through the per-square getters. "
              "The peers: each piece of the side through the peer's own getters, kind by kind, as their users "
              "would write it. The default ties the fastest peer hot and leads it in the dependent chain (each "
              "slider's lookup waits only on its own square, and the leaps need no lookup); the fills come "
              "close hot and in the chain but take nearly twice the peers' time beside the 64 MiB buffer, where "
              "their 150-odd instructions per map leave fewer reads in flight. (Before 2026-11-26 the `fill` "
              "row timed the default by mistake; these are the first figures of the fills themselves.)")
        elif question in ("side_attacks_10x8", "side_attacks_12x10"):
            board = question.split("_")[-1]
            w(f"White's attack map of the orthodox pieces on {board} (`u128` bitboards), in random "
              "middlegame-like positions (each side up to a pawn per file, two knights, bishops and rooks, a "
              "queen and a king, each kept with probability 3/4, on random squares): the generated "
              "`side_attacks` set-wise (`side_attacks_fn(strategy = fill)`: no table; each distinct capture move "
              "of the pieces applied once to the set of every piece that has it, Kogge-Stone fills for the "
              "riders, four doubling steps per direction on these boards) and piece by piece "
              "(`side_attacks_fn(strategy = obstruction)`: the pawns moved as a set, each other piece's squares "
              "in turn through the per-square lookup), against Fairy-Stockfish's way on its 12x10 bitboards (`bench/benches/common/attack_sets.rs`: "
              "pawns by two shifts, each knight and king by its table, each slider by its `u128` magics, the "
              "map cut to the variant's board; the positions moved to 12x10 before timing).")
        elif question == "zobrist_play":
            w("Making a move and reading the new position's Zobrist key (seed \"Board representation\"), a "
              "random legal move of a random-game position each, copy-make in every contender: ours is the "
              "generated chess `Position::play`, which keeps Polyglot's key by XOR (the moved piece's two "
              "squares, a capture, the castling rook, the rights and en passant file that change, the side); "
              "cozy-chess's `Board::play_unchecked` keeps its own key (and its checkers and pins); shakmaty "
              "updates Polyglot's key with `update_zobrist_hash` beside `play_unchecked`. The times are "
              "whole moves: each library's `play` does different work besides the key, which no contender "
              "can leave out.")
        elif question == "captures":
            w("Every capture of the side to move in a random-game position (en passant aside, a promotion "
              "once): the seed \"Vector Attacks\"' capture generator over piece lists (`PieceLists::captures`: "
              "for each victim of the other side's list, most valuable first, each piece of the side's list "
              "backwards asked the destination-source question on a 15x12 mailbox, one difference-table load "
              "and for a slider the blocker walk back from the victim; the lists and board kept beside the "
              "position, made before timing), against bitboard generation: ours (the chess module's legal "
              "moves, the captures kept: it generates every move) and cozy-chess's `generate_moves` with its "
              "targets cut to the other side's pieces. The loop's captures are pseudo-legal and come in "
              "MVV/LVA order; the others are legal and unordered. The loop asks up to 15 victims times 16 "
              "pieces, a load and a few branches each, where a bitboard generator finds each piece's targets "
              "with one lookup: bitboards win by a wide margin, the reason engines left the loop behind.")
        elif question == "attack_maps_play":
            w("What keeping the attack maps costs per move (seed \"Attack and Defend Maps\": ATKTO, ATKFR and "
              "both sides' attack bytes kept through make): a random legal move of a random-game position, "
              "`AttackMaps::play` on a copy of the position's maps (copy-make), which recomputes the pieces on "
              "the squares the move changed and the riders that attacked one of them, then the bytes of the "
              "squares whose attackers changed; against the maps of the new position computed from scratch "
              "(`AttackMaps::new`, every piece and every byte) and the move alone (`Position::play`, the "
              "floor). No peer keeps attack maps: the ratios are against none; the time less the baseline is "
              "what keeping adds to a move, to set against what the kept bytes save in `see`.")
        elif question == "rotated_toggle":
            w("What keeping the rotated bitboards costs per move (seed \"Board representation\": the rotation "
              "is paid when a piece moves, not when its attacks are looked up): a piece of a random-game position "
              "leaves its square and arrives on another (a capture leaves the target occupied), on a copy of "
              "the position's `RotatedOccupancy` (copy-make); the answer folds all four copies. Against the "
              "plain occupancy's update (two XORs, the floor) and rotating the new occupancy from scratch "
              "(`RotatedOccupancy::new`, what keeping avoids). No peer keeps rotated copies: the ratios are "
              "against none, the times are the cost to add to a move.")
        elif question == "is_legal_generated":
            w("The generated module's own legality test of a stored move (`Position::is_legal`, in the "
              "runtime's `vector_attacks::chess` and in every generated variant), against cozy-chess's "
              "`Board::is_legal` on the same moves: half a legal move of the position, half a random other "
              "move of the generator's type. Ours computes the pins and checkers it needs from the position; "
              "cozy-chess's board carries them, made when the move leading to it was played.")
        elif question in ("parse_uci", "san", "parse_san"):
            w({"parse_uci": "From UCI text to a legal move: ",
               "san": "From a legal move to its SAN, written into a buffer: ",
               "parse_san": "From SAN text to a legal move: "}[question] +
              "one legal move of a random-game position per query (the text made before timing), "
              "against shakmaty (`UciMove` and `SanPlus`, the peer that has both; cozy-chess and chess "
              "have no SAN). Ours generates only the moves of the pieces the text or move names "
              "(the masked generator behind `legal_moves`).")
        elif question == "is_legal_node":
            w("Legality per node: an engine tests 3 to 5 stored moves per node (hash move, killers, counter "
              "move). Each query is four stored moves of one position (the hash moves of `is_legal` grouped by "
              "position), so the times are per node of four moves: ours making `Legality::new` once and asking "
              "it four times, ours calling `is_legal` four times, and cozy-chess's `Board::is_legal` four "
              "times (its board carries the checkers and pins, made when the move leading to it was played). "
              "512 nodes per batch instead of 4096 queries.")
        elif question == "is_pseudo_legal":
            w("The hash-move test: half the queries a legal move of the position, half a random 16-bit entry, "
              "as a transposition table shared by many positions gives. The peers generate their legal moves "
              "and search the list (which is what the test replaces); cozy-chess's `is_legal` and chess's "
              "`legal` answer the stricter question of full legality and are shown for comparison. "
              "The ratio is against the fastest move generator.")
        elif question == "piece_sets_play":
            w("What keeping the piece-sets costs per move (seed \"Attack and Defend Maps\", Piece-Sets: a "
              "32-bit set per square with a bit per piece, and each piece's attack-to bitboard): a random legal "
              "move of a random-game position, `PieceSets::play` on a copy of the position's sets (copy-make), "
              "which moves the piece's bit, recomputes the attack-to bitboards of the pieces that moved and of "
              "the sliders through the changed squares and toggles their bits in the squares' sets; against "
              "the sets of the new position from scratch (`PieceSets::new`) and the move alone "
              "(`Position::play`, the floor). No peer keeps piece-sets: the ratios are against none; what "
              "keeping adds to a move is to be set against what the kept sets save in `attackers_to` "
              "(`piece-sets` there) and `see` (`see_by_piece_sets`).")
        else:
            w("Ours answers with one table entry and a rotate; each peer computes the piece's attack set "
              "(a `match` on the piece, then its table or magic lookup) and tests the target square. "
              "`hot-rook` keeps the piece fixed (every query a rook), the peers' best case: no mispredicted dispatch.")
        w("")
        w(f"![{question} chart](bench/charts/{question}.svg)")
        w("")
        head = "| contender | " + " | ".join(f"{REGIME_TITLES[r]}: ns/query (× fastest peer)" for r in regimes) + " | instructions/query |"
        w(head)
        w("|---" * (len(regimes) + 2) + "|")
        for c, (label, kind) in CONTENDERS[question].items():
            cells = []
            for regime in regimes:
                t = times.get((question, regime, c))
                p = fastest_peer(times, question, regime)
                if not t:
                    cells.append("–")
                    continue
                cell = fmt_ns(t["median"])
                if kind != "baseline" and p:
                    cell += f" ({fmt_ratio(t['median'] / p[1])})"
                cells.append(cell)
            n = instr.get((question, "hot", c))
            if kind == "baseline" and icount:
                base = icount.get(f"{question}/hot/baseline")
                ninstr = f"{(base['batch'] - base['half_batch']) / (QUERIES / 2):.1f} (the loop itself)" if base else "–"
            else:
                ninstr = f"{n:.1f}" if n is not None else "–"
            name = label
            if kind == "ours" and (c == "default" or (c == dflt[question] and question in ("is_attacked",) + SLIDERS + ATTACK_SETS)):
                name = f"**{label}**"
            if c == "default":
                name += f" = {dflt[question]}"
            w(f"| {name} | " + " | ".join(cells) + f" | {ninstr} |")
        w("")
        # spread across rounds, for reading ties
        spreads = []
        for regime in regimes:
            vals = [times[k] for k in times if k[0] == question and k[1] == regime]
            if vals:
                typical = statistics.median((v["high"] - v["low"]) / v["median"] for v in vals)
                spreads.append(f"{regime} {typical * 100:.0f} %")
        w(f"Typical spread of one contender between rounds ((max − min) / median, the median over the "
          f"contenders): {', '.join(spreads)}. Ratios within about half that of 1.00 are ties.")
        w("")
        if question not in ATTACKED_BY + SEE + MAPS + SLIDERS + ROTATED + STATE + ATTACK_SETS:  # nothing to pick by `winners`
            w(winners(question, times, dflt))
        w("")
        agree = load("see_agreement.json")
        if question == "see" and agree:
            w("How often the table agrees with the exact SEE of the same exchange (the least valuable "
              "attacker's capture, values 1/3/3/5/9), one exchange per position, target square and side, "
              "on the captures of positions from 120 seeded random games (`bench/benches/see_agreement.rs`; "
              "the bytes lose several pieces of one kind, x-rays and pins):")
            w("")
            w("| table | exchanges | same sign | same value |")
            w("|---|---|---|---|")
            for name, a in agree.items():
                w(f"| `{name}` | {a['exchanges']} | {100 * a['sign'] / a['exchanges']:.1f} % | "
                  f"{100 * a['value'] / a['exchanges']:.1f} % |")
            w("")
        storage = load("see_storage.json")
        if question == "see" and storage:
            w("How the 384 KiB table is stored was chosen by the compile time of a one-file crate that "
              "reads one entry, rebuilt alone after its source was touched, median of "
              f"{storage['rounds']} (`bench/see_storage.py`): the generator writes it as one byte string, "
              "which rustc reads as a single token, compiles as fast as `include_bytes!` of a binary, and "
              "works in all three ways (a macro cannot write a file beside the crate).")
            w("")
            w("| storage | dev build | release build |")
            w("|---|---|---|")
            for row in storage["rows"].values():
                w(f"| {row['label']} | {row['dev']['median']:.2f} s | {row['release']['median']:.2f} s |")
            w("")

    # --- boards other than 8x8 -----------------------------------------------------------------
    if any(k[0] in BOARDS for k in times):
        boards_section(w, times, machine)

    # --- perft ----------------------------------------------------------------------------
    perft_section(w, load("perft.json"), load("fairy_perft.json"), machine)

    # --- Python: pyffish's API ---------------------------------------------------------------
    python_section(w, load("python_calls.json"))

    # --- build ----------------------------------------------------------------------------
    build_chart(build, timings, machine)
    w("## Build cost")
    w("")
    w("Clean `cargo build --release` of a one-file binary that depends on the library and calls it, "
      "a fresh target directory for every build, the rows built in turn round after round, median of "
      f"{max((len(r.get('seconds', [])) for r in build['rows'].values()), default=0)} rounds "
      "(`bench/build_cost.py`; dependencies resolved offline from this workspace's `Cargo.lock`).")
    w("")
    w("![build chart](bench/charts/build.svg)")
    w("")
    w("| binary depending on | median | rounds (s) | × fastest peer |")
    w("|---|---|---|---|")
    fastest = min((v for _, v in peer_builds), default=None)
    for name in build.get("order", []):
        row = build["rows"].get(name)
        if not row:
            continue
        if row.get("median") is None:
            w(f"| {row['label']} | pending | – | – |")
            continue
        ratio = fmt_ratio(row["median"] / fastest) if fastest else "–"
        w(f"| {row['label']} | {row['median']:.2f} s | {', '.join(f'{s:.2f}' for s in row['seconds'])} | {ratio} |")
    w("")
    if timings:
        w(f"Generator: `generate` of all tables (release CLI binary, process start to exit, median of "
          f"{len(timings['generate']['seconds'])}): **{timings['generate']['median'] * 1000:.0f} ms**; the runtime's "
          f"`codegen` build script (dev profile, writing all tables into a fresh `OUT_DIR`, median of "
          f"{len(timings['build_script']['seconds'])}): **{timings['build_script']['median'] * 1000:.0f} ms**. "
          "Both outputs are checked byte-identical to `tables/` (`bench/timings.py`).")
        w("")

    w(METHOD)
    emit(PAGE, "\n".join(out))
    readme = README.read_text()
    begin, end = readme.find(SUMMARY_BEGIN), readme.find(SUMMARY_END)
    if begin < 0 or end < begin:
        sys.exit(f"report: README.md has no speed summary between {SUMMARY_BEGIN!r} and {SUMMARY_END!r}")
    summary = "\n".join([SUMMARY_BEGIN, *speed_summary(times, dflt, build), ""])
    emit(README, readme[:begin] + summary + readme[end:])
    if CHECK:
        if STALE:
            sys.exit("stale against bench/results: " + ", ".join(STALE) + "; regenerate with: python3 bench/report.py")
        print("BENCHMARKS.md, the charts and the README's speed summary are what bench/results give")
    else:
        print(f"wrote {PAGE.relative_to(ROOT)}, bench/charts/*.svg and the README's speed summary")


# The README's summary: our default against the fastest peer, per regime.
SUMMARY_ROWS = [
    ("`in_between`", "in_between", "default", None),
    ("`may_move`", "may_move", "default", None),
    ("`is_attacked`", "is_attacked", None, None),
    ("`rook_attacks`", "rook_attacks", None, None),
    ("`queen_attacks`", "queen_attacks", None, None),
    ("`attackers_to`", "attackers_to", "ours", None),
    ("`is_attacked_by` (in check)", "is_attacked_by", "ours", None),
    ("`is_pseudo_legal` (a hash move)", "is_pseudo_legal", "ours", None),
    ("`is_legal`", "is_legal", "ours", None),
    ("`is_legal` with its `Legality` kept", "is_legal", "ours-kept-context", None),
    ("`side_attacks` (a side's attack map)", "side_attacks", "default", None),
    ("`play` keeping the Zobrist key", "zobrist_play", "ours", None),
    ("12x10 `in_between`, Fairy-Stockfish's table", "boards_in_between", "12x10-default", "12x10-fairy-stockfish"),
    ("12x10 `is_attacked`, Fairy-Stockfish's tables", "boards_is_attacked", "12x10-default", "12x10-fairy-stockfish"),
    ("12x10 rook `attacks_fn`, Fairy-Stockfish's magics", "large_rook_attacks", "obstruction", "fairy-stockfish"),
]


def speed_summary(times, dflt, build):
    """The README's speed summary, as lines of Markdown."""
    lines = [
        "Each cell is the fastest peer's median time per query divided by ours, in one run (above "
        "1.00×: we are faster). Hot: independent queries in a loop; chain: each query depends on "
        "the last answer (latency); buffer: each query beside a read of a random line of a 1 MiB buffer "
        "(cache pressure) or of a 64 MiB one (an engine's transposition-table probe; – where not yet measured). "
        "Peers on 8x8: shakmaty, cozy-chess and chess; on 12x10, the tables Fairy-Stockfish keeps.",
        "",
        "| question | hot | chain | 1 MiB buffer | 64 MiB buffer |",
        "|---|---|---|---|---|",
    ]
    for label, question, ours, peer in SUMMARY_ROWS:
        ours = ours or dflt[question]
        cells = []
        for regime in ("hot", "latency", "pressure", "memory"):
            t = times.get((question, regime, ours))
            if peer:
                named = times.get((question, regime, peer))
                p = named["median"] if named else None
            else:
                fastest = fastest_peer(times, question, regime)
                p = fastest[1] if fastest else None
            cells.append(fmt_ratio(p / t["median"]) if t and p else "–")
        lines.append(f"| {label} | {' | '.join(cells)} |")
    rows = build.get("rows", {})
    ours = rows.get("ours", {}).get("median")
    peers = [(rows[p]["label"], rows[p]["median"]) for p in PEERS if rows.get(p, {}).get("median")]
    if ours and peers:
        name, fastest = min(peers, key=lambda x: x[1])
        lines += [
            "",
            f"A binary using the runtime builds clean in {ours:.2f} s, {fastest / ours:.1f}× faster than the "
            f"fastest-building peer ({name}, {fastest:.2f} s).",
        ]
    lines += ["", "Every figure, chart and method: [BENCHMARKS.md](BENCHMARKS.md).", ""]
    return lines


PERFT_NAMES = {"ours": ("ours (generated from variants.ini)", "default"),
               "ours-api": ("ours through its public API (a user's own loop)", "ours"), "cozy-chess": ("cozy-chess", "peer"),
               "shakmaty": ("shakmaty", "peer"), "chess": ("chess", "peer")}


def perft_section(w, perft, fairy, machine):
    """Move generation: chess perft against the Rust peers, variants against Fairy-Stockfish."""
    if not perft and not fairy:
        return
    w("## Perft (move generation)")
    w("")
    if perft:
        leaves = perft["leaves"]
        mnps = {}
        for key in perft["rounds_ns"][0]:
            mnps[key] = statistics.median(leaves / r[key] * 1e3 for r in perft["rounds_ns"])
        w(f"Measured on {perft.get('cpu', '?')}, {perft.get('date', '?')}. "
          f"Chess, the six positions of chessprogramming's \"Perft Results\" page ({leaves:,} leaves), single "
          "thread pinned to one core, no hashing (`bench/benches/perft.rs`, collected by `bench/perft.py`: criterion, median of "
          f"{len(perft['rounds_ns'])} rounds, each a new process). Ours is the move generator generated from the "
          "`chess` definition of `codegen/variants.ini` (`examples/movegen`); each peer counts as its users do. "
          "*bulk* counts the legal moves at the last ply, *make* makes every move, also at the leaves (each made "
          "leaf passed to `black_box`). *ours, API* is the same count written as a user writes it with the "
          "module's public API (a fresh `MoveList` and `legal_moves` per node, `play` each move; bulk: "
          "`count_legal_moves` at the last ply). Million leaves per second (higher is better); ratios = "
          "ours / the fastest peer.")
        w("")
        names = [c for c in PERFT_NAMES if all(f"{m}/{c}" in mnps for m in ("bulk", "make"))]
        api = "ours-api" in names
        w("| mode | ours | " + ("ours, API | " if api else "") + "cozy-chess | shakmaty | chess | ratio |"
          + (" ratio, API |" if api else ""))
        w("|---" * (6 + 2 * api) + "|")
        panels = []
        for mode in ("bulk", "make"):
            row = {c: mnps.get(f"{mode}/{c}") for c in names}
            peer = max(v for c, v in row.items() if not c.startswith("ours") and v)
            w(f"| {mode} | {row['ours']:.0f} | " + (f"{row['ours-api']:.0f} | " if api else "")
              + f"{row['cozy-chess']:.0f} | {row['shakmaty']:.0f} | {row['chess']:.0f} | "
              f"{fmt_ratio(row['ours'] / peer)} |" + (f" {fmt_ratio(row['ours-api'] / peer)} |" if api else ""))
            panels.append((f"{mode}: million leaves per second, median (higher is better)",
                           [(PERFT_NAMES[c][0], row[c], PERFT_NAMES[c][1], f"{row[c]:.0f} M/s") for c in names]))
        w("")
        if all(f"{m}/ours-chess960" in mnps for m in ("bulk", "make")):
            cost = {m: mnps[f"{m}/ours"] / mnps[f"{m}/ours-chess960"] - 1 for m in ("bulk", "make")}
            w("Chess960's price: the module generated from `fischerandom` (chess with `chess960 = true`: castling "
              "from the files the position gives) counts the same positions at "
              f"{mnps['bulk/ours-chess960']:.0f} M/s in bulk and {mnps['make/ours-chess960']:.0f} M/s making every "
              f"move, {cost['bulk']:+.1%} and {cost['make']:+.1%} in time over chess's module.")
            w("")
        svg_bars("perft: ours vs cozy-chess, shakmaty, chess",
                 f"the six Perft Results positions, {leaves:,} leaves; {perft.get('cpu', '?')}, {perft.get('date', '?')}",
                 panels, "", CHARTS / "perft.svg")
        w("![perft against the Rust peers](bench/charts/perft.svg)")
        w("")
    if fairy:
        w("Variants against Fairy-Stockfish (" + fairy["fairy_stockfish"] + ", built from its source on this machine with "
          "`make -j2 build ARCH=x86-64-modern largeboards=yes`), both counting the last ply in bulk (its `go perft`), "
          "single thread, best of three runs each (`bench/fairy_perft.py`). The middlegame positions are the first "
          "of `tests/data/movegen.txt` from move 10 with three quarters of the pieces left (random games), or where "
          "captures are compulsory and empty the board fast, the one from move 10 with the most pieces (crazyhouse's, "
          "with full hands, is Fairy-Stockfish's own from its `tests/perft.sh`); a tree of fewer than a million leaves is counted up to three plies deeper.")
        w("")
        w("| variant | position | depth | leaves | ours (M/s) | Fairy-Stockfish (M/s) | ratio |")
        w("|---|---|---|---|---|---|---|")
        panels = {}
        for row in fairy["rows"]:
            w(f"| {row['variant']} | {row['position']} | {row['depth']} | {row['leaves']:,} | {row['ours_mnps']:.1f} | "
              f"{row['fairy_stockfish_mnps']:.1f} | {fmt_ratio(row['ratio'])} |")
            panels.setdefault(f"{row['variant']}, {row['position']} (depth {row['depth']}): million leaves per second", []).extend([
                ("ours", row["ours_mnps"], "default", f"{row['ours_mnps']:.1f} M/s ({fmt_ratio(row['ratio'])})"),
                ("Fairy-Stockfish", row["fairy_stockfish_mnps"], "peer", f"{row['fairy_stockfish_mnps']:.1f} M/s"),
            ])
        w("")
        svg_bars("perft: ours vs Fairy-Stockfish",
                 f"bulk counting, single thread, best of three; {fairy.get('cpu', '?')}, {fairy.get('date', '?')}",
                 list(panels.items()), "", CHARTS / "fairy_perft.svg")
        w("![perft against Fairy-Stockfish](bench/charts/fairy_perft.svg)")
        w("")


def python_section(w, calls):
    """The Python package against pyffish, per call (bench/python_calls.py)."""
    if not calls:
        return
    w("## Python: pyffish's API")
    w("")
    w(f"Measured on {calls.get('cpu', '?')}, {calls.get('date', '?')}: the package `vector_attacks` (`pip install ./python`, "
      f"built with {calls.get('build', '?')}) against pyffish {calls['pyffish']} (its PyPI wheel) in one process, "
      "each figure the median of seven timings of enough calls to take 0.2 s (`bench/python_calls.py`). Each call "
      "replays its move list from the FEN, as pyffish's callers do; *after 40* is a seeded random game's 40 plies. "
      "`game_result` is asked of a mated position, `get_san` of the position's FEN. *Board* is the stateful "
      "`Board`'s `push` and `legal_moves` per move of the game, against pyffish's `legal_moves` of the game so far "
      "(what its callers pay per move). Microseconds per call (lower is better); ratio = pyffish's time / ours.")
    w("")
    w("| variant | position | call | pyffish (µs) | ours (µs) | ratio |")
    w("|---|---|---|---|---|---|")
    for row in calls["rows"]:
        w(f"| {row['variant']} | {row['position']} | {row['call']} | {row['pyffish_us']:.1f} | {row['ours_us']:.2f} | "
          f"{row['ratio']:.0f}x |")
    w("")
    ratios = [row["ratio"] for row in calls["rows"]]
    build = (f"; `pip install ./python` from a clean target directory took {calls['build_s']:.0f} s in a cold "
             ".ci/run on this machine (beside CI's other steps)"
             if calls.get("build_s") else "")
    w(f"Every call is {min(ratios):.0f} to {max(ratios):.0f} times as fast as pyffish's. The installed package is "
      f"{calls.get('wheel_mb', 0):.1f} MB ({calls.get('variants', '?')} variants compiled in, stripped){build}.")
    w("")


def boards_section(w, times, machine):
    """The space-time question on 10x8 and 12x10: a chart and a table per question."""
    w("## Boards other than 8x8")
    w("")
    w("The seeds' space-time question on variant boards (`bench/benches/boards.rs`): the runtime the generator "
      "emits for a request with `board = 10x8;` or `board = 12x10;` (`in-between-fn`, `is-attacked-fn`, "
      "expanded by the `tables!` macro) against the other forms the seeds offer, generated for the same board, "
      "and against the way Fairy-Stockfish stores them: built for large boards it keeps `BetweenBB[120][120]` "
      "and `PseudoAttacks` of `u128` on its fixed 12x10 grid whatever the variant's board, and tests an attack "
      "as `PseudoAttacks[piece][from] & to && !(BetweenBB[from][to] & occupied)` (written here as it does, "
      "tables filled at compile time). Queries as on 8x8 (uniform pairs; for `is_attacked` the piece varies, "
      "half the targets reachable), each contender in its own square numbering, checked to agree before timing. "
      "Ratios are against Fairy-Stockfish on the same board (below 1.00: we are faster).")
    w("")
    for question in BOARDS:
        regimes = REGIMES[question]
        panels = []
        for regime in regimes:
            rows = []
            for board in BOARD_SIZES:
                peer = times.get((question, regime, f"{board}-{BOARD_PEER[question]}"))
                for c, (label, kind) in BOARD_CONTENDERS[question].items():
                    t = times.get((question, regime, f"{board}-{c}"))
                    if not t:
                        continue
                    note = f"{fmt_ns(t['median'])} ns"
                    if peer and kind != "baseline":
                        note += f"  ({fmt_ratio(t['median'] / peer['median'])})"
                    k = "default" if c == "default" else kind
                    rows.append((f"{board}: " + label.format(**board_sizes(board)), t["median"], k, note))
            panels.append((REGIME_TITLES[regime] + ": ns per query, median (lower is better)", rows))
        name = {"boards_fairy": "is_attacked of fairy pieces"}.get(question, question.replace("boards_", ""))
        versus = "walking the moves" if question == "boards_fairy" else "Fairy-Stockfish's tables"
        svg_bars(
            f"{name} on 10x8 and 12x10: the generated runtime vs {versus}",
            f"4096 fixed pseudo-random queries; median of {times_rounds(times)} round(s); "
        + host_of(question, machine),
            panels,
            "",
            CHARTS / f"{question}.svg",
        )
        w(f"### `{name}` on 10x8 and 12x10" if question != "boards_fairy" else "### `is_attacked` of sixteen fairy pieces on 10x8 and 12x10")
        w("")
        if question == "boards_fairy":
            w("A request with sixteen pieces in Betza notation (`NN nN nA C Z BN RN QN fW fF R4 fsW B2 bN vR mFcW`, "
              "the list of `examples/variant`) and its generated `is_attacked` (the attack table by difference and "
              "piece: the nightrider's and the horse's paths are not lines), against the way a hand-written variant "
              "engine answers: the piece's moves, parsed from the same definitions at start-up, walked into its "
              "attack set, then the target tested. The piece varies from query to query. Ratios are against the "
              "walker (below 1.00: we are faster).")
            w("")
        w(f"![{question} chart](bench/charts/{question}.svg)")
        w("")
        peer_name = "walker" if question == "boards_fairy" else "Fairy-Stockfish"
        w("| board | contender | " + " | ".join(f"{REGIME_TITLES[r]}: ns/query (× {peer_name})" for r in regimes) + " |")
        w("|---" * (len(regimes) + 2) + "|")
        for board in BOARD_SIZES:
            for c, (label, kind) in BOARD_CONTENDERS[question].items():
                cells = []
                for regime in regimes:
                    t = times.get((question, regime, f"{board}-{c}"))
                    peer = times.get((question, regime, f"{board}-{BOARD_PEER[question]}"))
                    if not t:
                        cells.append("–")
                        continue
                    cell = fmt_ns(t["median"])
                    if peer and kind != "baseline":
                        cell += f" ({fmt_ratio(t['median'] / peer['median'])})"
                    cells.append(cell)
                text = label.format(**board_sizes(board))
                if c == "default":
                    text = f"**{text}**"
                w(f"| {board} | {text} | " + " | ".join(cells) + " |")
        w("")
        spreads = []
        for regime in regimes:
            vals = [times[k] for k in times if k[0] == question and k[1] == regime]
            if vals:
                typical = statistics.median((v["high"] - v["low"]) / v["median"] for v in vals)
                spreads.append(f"{regime} {typical * 100:.0f} %")
        w(f"Typical spread of one contender between rounds: {', '.join(spreads)}.")
        w("")


def winners(question, times, dflt):
    ours = [c for c, (_, k) in CONTENDERS[question].items() if k == "ours" and c != "default"]
    parts = []
    for regime in REGIMES[question]:
        best = min(
            ((c, times[(question, regime, c)]["median"]) for c in ours if (question, regime, c) in times),
            key=lambda x: x[1],
            default=None,
        )
        if best:
            parts.append(f"{REGIME_TITLES[regime]}: **{best[0]}** ({fmt_ns(best[1])} ns)")
    if question in MAILBOX:
        return f"Fastest of ours by regime — {'; '.join(parts)}."
    return f"Fastest of ours by regime — {'; '.join(parts)}. The default is **{dflt[question]}**."


METHOD = """## Method

- **Inputs.** 4096 queries per batch from a fixed xorshift seed (`bench/benches/common/mod.rs`).
  `in_between` and `may_move`: uniformly random ordered pairs of squares (about a third share a
  line), each with a random occupancy of 6 to 50 % density. `is_attacked`: a random piece class
  per query (all seven uniformly; `hot-rook`: rooks only), a random origin, and a target that is
  half the time a square the piece reaches on an empty board, half the time uniform; the
  occupancy always holds the attacker and holds the target half the time. Every library gets the
  same queries in its own square type, converted before timing.
- **Square attacked by** (`bench/benches/attacked_by.rs`). 256 positions of seeded random games
  (shakmaty plays random legal moves), each in every library's own representation, built before
  timing; 4096 queries per batch naming a position and a square (`attackers_to`: uniform squares;
  `is_attacked_by`: the king of the side to move) or a move (`is_pseudo_legal`: half legal, half
  random). The three regimes (the latency one since 2026-11-23); before timing, the attack
  contenders are checked to give the same answers. Instructions are counted in the hot loop. The
  mailbox question (`attacks_mailbox`)
  uses the same positions, each also as a `u8` board of every mailbox layout measured, with 4096
  queries naming a piece of the position, its attack class and a target; hot and latency regimes,
  all contenders checked to agree before timing.
- **Contenders.** Each answer is computed by one call inlined into the measured loop (every
  function used is `#[inline]` in its crate). The peers' `is_attacked` is their attack lookup for
  the piece (a `match` on the piece class: pawn, knight and king tables, magic bitboards for
  sliders, both for the queen) followed by a membership test, which is how their users ask.
- **Regimes.** *hot*: independent queries back to back (throughput). *latency*: the next query's
  position in the batch depends on this answer (`i += 1 + (answer != 0)`), so each query waits
  for the previous one; every contender walks the same sequence since all answer alike.
  *cache-pressured*: hot, with each query beside a read of a pseudo-random line of a 1 MiB
  buffer (the L2 of one core; 32 times L1d), continuing across batches, so the tables compete for
  cache as they do beside an engine's other data. *beside a 64 MiB buffer* (the memory regime,
  `memory` in the data): the same loop beside a 64 MiB buffer, twice the L3 of the AMD host, so
  each read goes to DRAM as a transposition-table probe does; an answer that mispredicts a
  branch throws away the reads in flight behind it, and one with many loads leaves fewer of them
  in flight. Added on 2026-11-26 and measured so far for the sections of that day's rerun.
- **Loop only (baseline).** The same loop with the same loads of each query's inputs and the same
  fold of a result through `black_box`, answering nothing (an empty `asm!` ties the inputs to
  registers without an instruction). Subtract it from a contender's time for the net cost.
- **Timing.** criterion, each iteration one batch of 4096 queries, `--warm-up-time 0.5
  --measurement-time 1.5 --sample-size 20`; the whole suite five times in a row, each round a new
  process, and each figure is the median over the rounds of criterion's median. Rounds rather
  than one long measurement because the memory layout of a process (where the tables, the inputs
  and the stack fall in the caches' sets) moves identical code by 10 to 20 % from one process to
  the next, far more than the noise within one; the median over five layouts is what a user can
  expect. Raw estimates per round: `bench/results/criterion.json`.
- **Instructions per query.** valgrind's callgrind counts the instructions executed inside the
  measured loop's `#[inline(never)]` function only (`--toggle-collect`), for the hot loop over
  the batch and over its first half; the difference is exactly 2048 queries, without the
  function's entry and exit. Minus the same for the baseline loop, divided by 2048
  (`bench/icount.sh`, `bench/results/icount.json`). So the figure is what one query costs once its inputs are in
  registers, including turning a `bool` answer into a value; it does not depend on the machine.
  The questions of `bench/benches/attacked_by.rs` are counted in that bench binary's own hot loop
  (`hot_loop`, the one criterion times; `ICOUNT=question/hot/contender` runs it once instead of
  benchmarking), there including the load of the query's position. The four questions were
  last timed alone with that loop (`bench/run.sh --only Q`, 2026-11-23, 16:23-16:38 UTC), on a
  host slower and noisier than for the full run: compare their ratios, not their nanoseconds,
  with other sections.
- **Build.** See the section above; `bench/build_cost.py ROW` reruns one row (for example
  `bench/build_cost.py macro && bench/report.py`).
- **Compiler.** The default target (x86-64 without `-C target-cpu`), the `bench` profile
  (opt-level 3, no LTO), the same for every crate.
"""


if __name__ == "__main__":
    main()
