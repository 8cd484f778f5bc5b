"""Oracle data for the generated move generators of examples/movegen (its tests/oracle.rs
reads it), from Fairy-Stockfish (pyffish): for each variant of the generator's shipped
codegen/variants.ini, positions from seeded random games and crafted positions where the
special rules matter, with every legal move and the depth-2 perft count (of every crafted
position and one in two of the random games'; counted by Fairy-Stockfish's UCI program built
from pyffish's source, `_engine.py`).

The variants are Fairy-Stockfish's built-in ones of the same names, not the shipped
definitions, so the data also proves that the shipped definitions give the variants
Fairy-Stockfish plays; a shipped variant it does not have built in (`assorted`) is loaded
into it from the shipped file. Random games start from the start position and play random legal
moves until the game ends or 200 plies (a Chess960 variant's from shuffled first ranks, one
per game; where the pieces in hand come from a partner's board, supply chess, with each
side holding one of every type); of each game's positions one in three, and the last
when it has no legal move, is kept until the variant has POSITIONS distinct ones (compared
by placement, side to move, castling and en passant).

Crafted positions follow, built for each variant from its board and start position, both
colours each:
- castling: the start position's back ranks emptied but for kings and rooks, one pawn of the
  castling side taken away and an enemy rook put on its file, for every file: castling
  through check, into check, out of check, and past an attacked square of the rook's path;
- en passant: a pawn that has just made its double step (played by Fairy-Stockfish, so the
  FEN's en passant square is as it writes it) on every file, beside an enemy pawn; and on
  every inner file the same with the king and an enemy rook on the rank (taking would
  uncover the rook: the rank discovered check);
- promotion: a pawn one step from promoting, the square ahead blocked, enemy rooks on both
  diagonals;
- double check by a rook and a knight (a rook that could take the knight may not);
- checkmate and stalemate of a king in the corner;
- in racing kings, the ends of the race and refused discovered checks ([`racing_positions`]);
- where a side starts without a king (horde's White), every crafted position drawn without
  that king, and the horde's ends and first-rank double steps ([`horde_positions`]);
- in a Chess960 variant, castlings with only kings and rooks on the board: the king already
  on its destination, the king castling onto its rook's square, rooks beside the king, and
  an enemy rook behind the castling rook that attacks the king's destination once that rook
  has moved;
- where pieces in hand may be dropped (crazyhouse and its kin), checks that drops block and
  checks no drop answers, pawns in hand beside empty first and last ranks, a promoted piece
  that may be taken, and both full hands on a board of two kings ([`drop_positions`]);
- where promotions are limited (`promotionLimit`, Grand chess), pawns about to promote
  beside the side's limited pieces ([`limit_positions`]);
- where pieces are gated (S-chess), castling with pieces in hand, a king in check along its
  first rank from its gate, and a bishop on its gate pinned along the first rank
  ([`gating_positions`]);
- where pieces are dropped beside cannons (supply chess), drops refused for the screen they
  would give a check and blocking checks ([`hopper_drop_positions`]);
- where pieces leap lame or hop (grasshopper, paradigm, shako, xiangqi's kin), checks through
  a leg and over a screen, parried or not, pins by a leg and by a screen, and with the
  flying general a piece held between the kings and a king's step onto the other king's
  file ([`blockable_positions`]; xiangqi's kin have only these, and a checkmate and a
  stalemate by rooks);
- where a side may pass only when it has no other move (`passOnStalemate`, Anders'
  antichess), a lone blocked pawn, both sides' blocked pawns, a knight free beside the pawn,
  and a side's pieces hemmed in, its rook passing ([`stalemate_pass_positions`]);
- where the king and the met have first leaps (`cambodianMoves`, Cambodian chess), both
  leaps, the king in check, the met's leap blocking a check, a rook that may take away the
  king's leap, and the king's leaps onto attacked squares ([`FIRST_LEAPS`]).

Each line is `VARIANT;FEN;MOVES;PERFT2;TAGS`, MOVES the sorted UCI moves separated by
spaces, PERFT2 `-` where not counted, TAGS what Fairy-Stockfish's answers show about the position (computed for every
line, crafted or not): `castle-k`, `castle-q` (SAN `O-O`, `O-O-O` among the moves);
`through-k`, `into-q`, `out-k`, `rook-path-q`, ... (a crafted castling position whose
castling, legal without the enemy rook, is not legal with it because the rook attacks a
square the king crosses, lands on, or stands on; or still legal though it attacks a square
only the rook crosses); `ep-FILE` (an en passant capture landing on that file);
`ep-discovered` (a crafted en passant capture legal without the rook on the rank and not
with it); `promotion-capture`; `check`; `double-check` (in check, every legal move the
king's, and a move other than the king's legal once the knight is gone); `checkmate`,
`stalemate`; `rule-end` (the game ended by a rule of the variant, a flag reached or the
last check given: Fairy-Stockfish's `is_immediate_game_end`, no legal move, and neither
`checkmate` nor `stalemate`); in a Chess960 variant `castle-king-stays` and
`castle-onto-rook` (a castling whose king ends where it stood, or on its rook's square), and
`rook-shield` (a crafted castling legal without the enemy rook behind the castling rook and
not with it); in racing kings `flag-draw`, `flag-early`, `flag-late`, `flag-follow`,
`check-refused-direct` and `check-refused-discovered` ([`racing_tags`]);
`double-step-first-rank` (a white pawn's double step from the first rank, horde's);
`drop`, `drop-blocks-check` (a drop legal in check), `check-no-drop` (in check with pieces
in hand and no drop legal), `pawn-drop-first-rank` (a pawn dropped on its side's first rank:
chessgi's), `promoted-capture` (a move taking a piece the FEN marks promoted, `Q~`);
`promotion-limited`, `promotion-declined`, `pawn-stuck` ([`limit_tags`]); `gate` (a gating
move), `gate-evasion` (one in check), `gate-castle-king` and `gate-castle-rook` (a castling
gating on the king's or the rook's square); `check-leg`, `check-leg-blocked`, `leg-pin`,
`check-screen`, `check-screen-parried`, `screen-pin`, `facing-pin` and `facing-king`
([`blockable_positions`]); `drop-check-screen` and `drop-self-screen`
([`hopper_drop_positions`]); `pass-only`, `pass-withheld` and `pass-rook`
([`stalemate_pass_positions`]); `king-leap`, `met-leap`, `met-leap-evasion`, `leap-lost`
([`leap_tags`]). tests/oracle.rs asserts how many of each every variant has. Seeded,
byte-identical on every run.

Usage: python3 movegen.py OUT.txt
"""

import functools
import re
import sys
from pathlib import Path

import chess
import pyffish

import _engine
from _engine import engine
from _giveaway import XorShift, version
from _sample import chosen, inputs

POSITIONS = 100
# What the data is made from: its first line names their digest (`_sample.py`).
INPUTS = (
    "tests/oracle/movegen.py", "tests/oracle/_engine.py", "tests/oracle/_giveaway.py",
    "tests/oracle/_sample.py", "tests/oracle/requirements.txt", "codegen/variants.ini",
)
SHIPPED = Path(__file__).resolve().parents[2] / "codegen" / "variants.ini"


def variants():
    """The shipped variants; those Fairy-Stockfish does not have built in are loaded from
    the shipped file's own section (their parent, `chess`, is built in)."""
    text = SHIPPED.read_text()
    names = sorted(set(re.findall(r"^\[([A-Za-z0-9_-]+)", text, re.M)))
    for name in names:
        if name not in pyffish.variants():
            section = re.search(r"^\[" + name + r"[:\]].*?(?=^\[|\Z)", text, re.M | re.S).group(0)
            pyffish.load_variant_config(section)
            engine().load_variant_config(section)
    return names


@functools.lru_cache(maxsize=None)
def sections(variant):
    """The shipped section of `variant` and those it inherits from, nearest first (a parent
    Fairy-Stockfish has built in, such as `chess`, has none). (Read once per variant: the
    tags ask for them at every move.)"""
    text = SHIPPED.read_text()
    found = []
    while variant:
        section = re.search(r"^\[" + variant + r"[:\]].*?(?=^\[|\Z)", text, re.M | re.S)
        if section:
            found.append(section.group(0))
        header = re.search(r"^\[" + variant + r"(?::([^\]]+))?\]", text, re.M)
        variant = header.group(1) if header else None
    return tuple(found)


def sets(section, key, value):
    """Whether the section's text sets `key = value`."""
    return re.search(r"^" + key + r"\s*=\s*" + value + r"\s*$", section, re.M) is not None


def option(variant, key, value):
    """Whether the shipped section of `variant` sets `key = value` itself."""
    own = sections(variant)[:1]
    return any(sets(section, key, value) for section in own)


def chess960(variant):
    """Whether the shipped section of `variant` castles as in Chess960 (`chess960 = true`)."""
    return option(variant, "chess960", "true")


def inherits(variant, key, value):
    """Whether the shipped section of `variant` or one it inherits from sets `key = value`."""
    return any(sets(section, key, value) for section in sections(variant))


def setting(variant, key):
    """The value the shipped section of `variant`, or the nearest it inherits from, gives
    `key`, or None."""
    for section in sections(variant):
        found = re.search(r"^" + key + r"\s*=\s*(.*?)\s*$", section, re.M)
        if found:
            return found.group(1)
    return None


def promotion_limits(variant):
    """`{letter: count}` of the variant's `promotionLimit` (Grand chess's `q:1 r:2 ...`),
    each section's pairs over those of the sections it inherits from."""
    limits = {}
    for section in reversed(sections(variant)):
        found = re.search(r"^promotionLimit\s*=\s*(.*?)\s*$", section, re.M)
        if found:
            limits.update({p.split(":")[0].lower(): int(p.split(":")[1]) for p in found.group(1).split()})
    return limits


def blasts(variant):
    """Whether captures explode in `variant` (`blastOnCapture = true`: atomic chess)."""
    return inherits(variant, "blastOnCapture", "true")


def pseudo_royal(variant):
    """Whether `variant` has pseudo-royal pieces (`extinctionPseudoRoyal = true`)."""
    return inherits(variant, "extinctionPseudoRoyal", "true")


def drops(variant):
    """Whether pieces in hand may be dropped in `variant` (`pieceDrops = true`: crazyhouse)."""
    return inherits(variant, "pieceDrops", "true")


def gating(variant):
    """Whether a piece leaving its start square may have one from the hand put in its place
    in `variant` (`seirawanGating = true`: S-chess)."""
    return inherits(variant, "seirawanGating", "true")


def gating_positions():
    """S-chess's gating, White to move and the mirror with Black to move: kings and rooks
    on their squares with a hawk and an elephant in each hand (castling gating on the king's
    square and on the rook's); a king in check along its first rank from its gate, whose
    step along the rank stays refused though the piece gated behind it would shield it, as
    Fairy-Stockfish judges it; a bishop on its gate pinned along the first rank, whose gated
    piece would shield the king too."""
    out = []
    for fen in [
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQkq - 0 1",
        "4k3/8/8/8/8/8/8/r3K3[HE] w E - 0 1",
        "4k3/8/8/8/8/8/8/4KB1r[H] w EF - 0 1",
    ]:
        flipped = mirror(fen).rsplit(" ", 4)
        gates = fen.split()[2].swapcase()
        out += [fen, f"{flipped[0]} {gates} - 0 1"]
    return out


def connects(variant):
    """Whether pieces in a row end the game in `variant` (`connectN`)."""
    return option(variant, "connectN", r"[1-9]\d*")


# Rows made and not made, both colours, for the shipped games of pieces in a row (which have
# neither kings nor pawns, so no position crafted for chess applies): a row of the side that
# just moved along a rank, a file and each diagonal ends the game; a row of the side to move
# does not (only the side that just moved is judged).
CONNECT_POSITIONS = {
    "allqueenschess": [
        "QQQQ1/5/qq3/5/q1q2 b - - 0 1",
        "qqqq1/5/QQ3/5/Q1Q2 w - - 0 1",
        "qqqq1/5/QQ3/5/Q1Q2 b - - 0 1",
        "q4/1q3/2q2/3q1/QQQ2 w - - 0 1",
        "Q4/Q3q/Q3q/Q4/4q b - - 0 1",
        "4Q/3Q1/2Q2/1Q3/qq3 b - - 0 1",
    ],
    "asimplegame": [
        "PPP1/4/pp2/3p b - - 0 1",
        "ppp1/4/PP2/3P w - - 0 1",
        "ppp1/4/PP2/3P b - - 0 1",
        "p3/1p2/2p1/P1P1 w - - 0 1",
        "3P/2P1/1P2/pp2 b - - 0 1",
        "p2P/p2P/p3/3P w - - 0 1",
    ],
    "roll-ing-to-four": [
        "4/4/4/4/4/4/4/4/ppp1/PPPP b - - 0 1",
        "pppp/PPP1/4/4/4/4/4/4/4/4 w - - 0 1",
        "4/4/4/4/4/4/P3/P3/P3/P1pp b - - 0 1",
        "4/4/p3/1p2/2p1/3p/4/4/4/PP2 w - - 0 1",
        "4/4/4/4/4/3P/2P1/1P2/P3/pp2 b - - 0 1",
        "4/4/4/4/4/pppp/4/4/4/PP2 w - - 0 1",
        "4/4/4/4/4/pppp/4/4/4/PP2 b - - 0 1",
    ],
}


def racing(variant):
    """Whether `variant` forbids checks and gives one more move after a flag is reached
    (`checking = false`, `flagMove = true`: racing kings)."""
    return option(variant, "checking", "false") and option(variant, "flagMove", "true")


def start_array(variant, rng):
    """The start position with its first rank shuffled as Chess960 shuffles it (the king between
    the two rooks, the bishops on squares of both colours), Black's the mirror of White's."""
    fen = pyffish.start_fen(variant)
    rows = fen.split()[0].split("/")
    row = list(rows[-1])
    while True:
        for i in range(len(row) - 1, 0, -1):
            j = rng.below(i + 1)
            row[i], row[j] = row[j], row[i]
        rooks = [i for i, l in enumerate(row) if l == "R"]
        bishops = [i for i, l in enumerate(row) if l == "B"]
        if rooks[0] < row.index("K") < rooks[1] and sum(bishops) % 2 == 1:
            break
    rows[0], rows[-1] = "".join(row).lower(), "".join(row)
    return " ".join(["/".join(rows)] + fen.split()[1:])


def key(fen):
    return " ".join(fen.split()[:4])


def sent(variant):
    """Whether the pieces `variant` drops come from a partner's board rather than from the
    side's own captures (`twoBoards` with `pieceDrops` and without `capturesToHand`, as the
    nearest section setting each says: supply chess, bughouse, koedem): its hands fill only
    where a FEN fills them."""
    return drops(variant) and setting(variant, "twoBoards") == "true" and setting(variant, "capturesToHand") != "true"


def with_hands(fen):
    """`fen` with each side holding one piece of every type on the board but the king, as a
    partner's board would send them."""
    placement, rest = fen.split(" ", 1)
    board = placement.split("[")[0]
    letters = sorted(set(re.sub(r"[^a-z]", "", board.lower())) - {"k"})
    held = "".join(letters).upper() + "".join(letters)
    return f"{board}[{held}] {rest}"


def positions(variant, rng):
    seen, out = set(), []
    while len(out) < POSITIONS:
        # A Chess960 variant's games start from shuffled arrays; where pieces in hand come
        # from a partner's board, games start with both hands holding some.
        fen = start_array(variant, rng) if chess960(variant) else pyffish.start_fen(variant)
        if sent(variant):
            fen = with_hands(fen)
        for ply in range(200):
            # (Asked of Fairy-Stockfish's UCI program, `_engine.py`: a pyffish call costs
            # some 1.6 ms whatever it asks.)
            moves = sorted(_engine.legal_moves(variant, fen, []))
            if (ply % 3 == 2 or not moves) and key(fen) not in seen:
                seen.add(key(fen))
                out.append((fen, moves))
                if len(out) == POSITIONS:
                    break
            if not moves:
                break
            fen = _engine.get_fen(variant, fen, [moves[rng.below(len(moves))]])
    return out


# The board, read and written: squares (file, rank) from 0, pieces as FEN letters.


def board_of(fen):
    """The pieces of a FEN's placement (without the hands in brackets and the promoted
    marks), and the board's files and ranks."""
    rows = fen.split()[0].split("[")[0].split("/")
    pieces, ranks = {}, len(rows)
    files = 0
    for r, row in enumerate(rows):
        rank, file = ranks - 1 - r, 0
        for number, letter in re.findall(r"(\d+)|([A-Za-z])", row):
            if number:
                file += int(number)
            else:
                pieces[(file, rank)] = letter
                file += 1
        files = max(files, file)
    return pieces, files, ranks


# The crafted positions are drawn with the letters of chess's king, rook, knight and pawn;
# in a variant without a knight or a rook another of its pieces stands in for it
# (`substitutes`, set for the variant being crafted).
SUBSTITUTE = {}
# A side without a king in the start position (horde's White) never has one: its king is left
# off every crafted position (`absent_kings`, set for the variant being crafted).
ABSENT = set()


def substitutes(variant):
    """For each of `n` and `r` the variant lacks, another of its pieces (not king or pawn)."""
    letters = set(re.sub(r"[^a-z]", "", pyffish.start_fen(variant).split()[0].lower()))
    spare = sorted(letters - set("kpnr"))
    return {missing: spare[i % len(spare)] for i, missing in enumerate(m for m in "nr" if m not in letters)}


def fen_of(pieces, files, ranks, side, castling="-"):
    pieces = {sq: SUBSTITUTE.get(l.lower(), l.lower()) if l.islower() else SUBSTITUTE.get(l.lower(), l.lower()).upper()
              for sq, l in pieces.items() if l not in ABSENT}
    rows = []
    for rank in reversed(range(ranks)):
        row, empty = "", 0
        for file in range(files):
            letter = pieces.get((file, rank))
            if letter is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += letter
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + f" {side} {castling} - 0 1"


def square(name):
    return (ord(name[0]) - ord("a"), int(name[1:]) - 1)


def name(sq):
    return f"{chr(ord('a') + sq[0])}{sq[1] + 1}"


def parts(move):
    """A UCI move's origin, target and promotion letter ('' if none); a drop (`P@e4`) has no
    origin (None)."""
    drop = re.fullmatch(r"\+?([A-Za-z])@([a-z]\d+)", move)
    if drop:
        return None, square(drop.group(2)), ""
    m = re.fullmatch(r"([a-z]\d+)([a-z]\d+)(.*)", move)
    return square(m.group(1)), square(m.group(2)), m.group(3)


def hand(fen, white):
    """The letters a side holds in hand (`[QNPqp]` after the placement), upper case."""
    held = re.search(r"\[([A-Za-z]*)\]", fen.split()[0])
    return [l.upper() for l in (held.group(1) if held else "") if l.isupper() == white]


def promoted(fen):
    """The squares of the pieces a FEN marks promoted (`Q~`, shogi's `+P`)."""
    rows = fen.split()[0].split("[")[0].split("/")
    out = set()
    for r, row in enumerate(rows):
        file = 0
        for number, plus, letter, mark in re.findall(r"(\d+)|(\+?)([A-Za-z])(~?)", row):
            if number:
                file += int(number)
            else:
                if mark or plus:
                    out.add((file, len(rows) - 1 - r))
                file += 1
    return out


def legal(variant, fen):
    """pyffish's `legal_moves(variant, fen, [])`, sorted (asked of its UCI program,
    `_engine.py`, which lists the same `MoveList<LEGAL>`)."""
    return sorted(_engine.legal_moves(variant, fen, []))


def valid(variant, fen):
    return pyffish.validate_fen(fen, variant) == pyffish.FEN_OK


def upper(letter, white):
    return letter.upper() if white else letter.lower()


# Crafted positions. White's view; `flip` mirrors a position for Black.


def flip(pieces, ranks):
    return {(f, ranks - 1 - r): l.swapcase() for (f, r), l in pieces.items()}


def castling_positions(variant):
    """(fen, reference fen, attacked file) for each side and file: the reference without the
    enemy rook."""
    start, files, ranks = board_of(pyffish.start_fen(variant))
    # (Drawn on the first rank: not where the variant castles on another, shako's.)
    if "K" not in pyffish.start_fen(variant).split()[2] or setting(variant, "castlingRank") not in (None, "1"):
        return []
    # The back ranks keep their kings, rooks and the corners' pieces (a variant may castle
    # with another piece there, as perfect chess's chancellor).
    base = {sq: l for sq, l in start.items()
            if l in "pPkKrR" or sq[1] not in (0, ranks - 1) or sq[0] in (0, files - 1)}
    out = []
    for white in (True, False):
        pieces = base if white else flip(base, ranks)
        # White's view: the pawns of the castling side nearest its back rank.
        for file in range(files):
            pawns = sorted(r for (f, r), l in pieces.items() if f == file and l == "P")
            if not pawns:
                continue
            reference = {sq: l for sq, l in pieces.items() if sq != (file, pawns[0])}
            crafted = dict(reference)
            crafted[(file, ranks // 2)] = "r"
            if not white:
                reference, crafted = flip(reference, ranks), flip(crafted, ranks)
            side = "w" if white else "b"
            out.append((fen_of(crafted, files, ranks, side, "KQkq"), fen_of(reference, files, ranks, side, "KQkq"), file))
    return out


def pawn_rank(variant, white):
    """The rank of a side's pawns nearest its edge in the start position, but not the edge
    itself (horde's White has pawns on its first rank, whose double steps are not taken en
    passant)."""
    start, _, ranks = board_of(pyffish.start_fen(variant))
    if white:
        return max(1, min(r for (f, r), l in start.items() if l == "P"))
    return min(ranks - 2, max(r for (f, r), l in start.items() if l == "p"))


def en_passant_positions(variant):
    """(fen, reference fen or None) of each double step beside an enemy pawn: for each side
    capturing and each file, plain (reference None) and, on inner files, with the capturing
    side's king and an enemy rook on the rank (reference: the same without the rook)."""
    start, files, ranks = board_of(pyffish.start_fen(variant))
    if "p" not in start.values():
        return []  # (racing kings starts without pawns)
    out = []
    for white in (True, False):
        # White captures: Black's pawn steps from its start rank two squares down.
        black_start = pawn_rank(variant, False) if white else ranks - 1 - pawn_rank(variant, True)
        rank = black_start - 2
        for file in range(files):
            beside = file + 1 if file + 1 < files else file - 1
            cases = [("plain", {(0, 0): "K", (files - 1, ranks - 1): "k"})]
            low, high = min(file, beside), max(file, beside)
            if low > 0 and high < files - 1:
                cases.append(("rank", {(0, rank): "K", (files - 1, rank): "r", (files - 1, ranks - 1): "k"}))
            for kind, kings in cases:
                pieces = dict(kings)
                pieces[(file, black_start)] = "p"
                pieces[(beside, rank)] = "P"
                step = f"{name((file, black_start))}{name((file, rank))}"
                if not white:
                    pieces = flip(pieces, ranks)
                    step = f"{name((file, ranks - 1 - black_start))}{name((file, ranks - 1 - rank))}"
                before = fen_of(pieces, files, ranks, "b" if white else "w")
                if not valid(variant, before) or step not in legal(variant, before):
                    continue
                after = pyffish.get_fen(variant, before, [step])
                reference = None
                if kind == "rank":
                    rook = (files - 1, rank if white else ranks - 1 - rank)
                    without = {sq: l for sq, l in pieces.items() if sq != rook}
                    reference = pyffish.get_fen(variant, fen_of(without, files, ranks, "b" if white else "w"), [step])
                out.append((after, reference))
    return out


def promotion_positions(variant):
    _, files, ranks = board_of(pyffish.start_fen(variant))
    out = []
    for white in (True, False):
        for file in sorted({0, 1, files // 2, files - 1}):
            pieces = {(0, 0): "K", (files - 1, 1): "k", (file, ranks - 2): "P", (file, ranks - 1): "n"}
            for f in (file - 1, file + 1):
                if 0 <= f < files:
                    pieces[(f, ranks - 1)] = "r"
            if not white:
                pieces = flip(pieces, ranks)
            out.append(fen_of(pieces, files, ranks, "w" if white else "b"))
    return out


def double_check_positions(variant):
    """(fen, fen without the knight)."""
    _, files, ranks = board_of(pyffish.start_fen(variant))
    king = files // 2
    out = []
    for white in (True, False):
        pieces = {(king, 0): "K", (king, ranks // 2 + 1): "r", (king - 1, 2): "n", (0, 2): "R", (files - 1, ranks - 1): "k"}
        without = {sq: l for sq, l in pieces.items() if sq != (king - 1, 2)}
        if not white:
            pieces, without = flip(pieces, ranks), flip(without, ranks)
        side = "w" if white else "b"
        out.append((fen_of(pieces, files, ranks, side), fen_of(without, files, ranks, side)))
    return out


def chess960_positions(variant):
    """(fen, reference fen or None) of Chess960 castlings, both colours, kings and rooks only:
    the king already on its kingside or queenside destination (it stays), the king next to
    the rook whose square it castles onto, the rooks beside the king on both wings; and the
    king on its queenside destination beside its rook with an enemy rook behind that rook,
    which attacks the king's destination once the castling rook has moved (reference: the
    same without the enemy rook)."""
    _, files, ranks = board_of(pyffish.start_fen(variant))
    kingside, queenside = files - 2, 2
    cases = [
        (kingside, (0, files - 1), None),
        (queenside, (1, files - 1), None),
        (queenside, (1, files - 1), 0),
        (kingside - 1, (0, kingside), None),
        (1, (0, 2), None),
    ]
    out = []
    for white in (True, False):
        for king, rooks, enemy in cases:
            pieces = {(king, 0): "K", (files // 2, ranks - 1): "k"}
            pieces.update({(r, 0): "R" for r in rooks})
            rights = "".join(chr(ord("A") + r) for r in rooks)
            without = dict(pieces)
            if enemy is not None:
                pieces[(enemy, 0)] = "r"
            side = "w" if white else "b"
            if not white:
                pieces, without, rights = flip(pieces, ranks), flip(without, ranks), rights.lower()
            reference = fen_of(without, files, ranks, side, rights) if enemy is not None else None
            out.append((fen_of(pieces, files, ranks, side, rights), reference))
    return out


def racing_positions():
    """Racing kings' ends and refused checks on 8x8, both colours where the rule allows: kings
    on the eighth rank with White to move (a draw), White's king there with Black to move
    and Black's able to follow, not able (too far, or its way attacked), White to move after
    Black failed to follow, and a knight uncovering a rook or a queen on the enemy king."""
    return [
        "5K1k/8/8/8/8/8/8/8 w - - 0 1",
        "K6k/8/8/8/8/8/8/R7 w - - 0 1",
        "5K2/7k/8/8/8/8/8/R7 b - - 0 1",
        "K7/2k5/8/8/8/8/8/8 b - - 0 1",
        "5K2/7k/8/8/8/8/8/B7 b - - 0 1",
        "5K2/8/6k1/8/8/8/8/8 b - - 0 1",
        "5K2/8/6k1/8/8/8/8/8 w - - 0 1",
        "K7/8/8/8/8/8/7k/7r w - - 0 1",
        "6k1/8/8/8/8/8/8/K7 w - - 0 1",
        "8/8/8/8/k7/8/N7/R5K1 w - - 0 1",
        "r5k1/n7/8/K7/8/8/8/8 b - - 0 1",
        "8/8/8/1k6/8/3N4/8/5QK1 w - - 0 1",
        "5qk1/8/3n4/8/1K6/8/8/8 b - - 0 1",
    ]


def terminal_positions(variant):
    _, files, ranks = board_of(pyffish.start_fen(variant))
    out = []
    for rook in ((files - 1, ranks - 1), (1, 0)):  # checkmate, stalemate
        pieces = {(0, ranks - 1): "k", (0, ranks - 3): "K", rook: "R"}
        out.append(fen_of(pieces, files, ranks, "b"))
        out.append(fen_of(flip(pieces, ranks), files, ranks, "w"))
    return out


# What Fairy-Stockfish's answers show about a position.


def tags(variant, fen, moves):
    pieces, files, ranks = board_of(fen)
    white = fen.split()[1] == "w"
    ep = fen.split()[3]
    out = set()
    in_check = pyffish.gives_check(variant, fen, [])
    if in_check:
        out.add("check")
    if pyffish.is_immediate_game_end(variant, fen, [])[0]:
        out.add("rule-end")
    elif not moves:
        out.add("checkmate" if in_check else "stalemate")
    for m in moves:
        origin, target, promotion = parts(m)
        piece = pieces.get(origin, "")
        # S-chess's gating: a letter after a move of a piece but a pawn; a castling gating
        # on its rook's square is written from the rook to the king.
        if gating(variant) and promotion.isalpha() and piece.lower() not in ("", "p"):
            out.add("gate")
            if in_check:
                out.add("gate-evasion")
            if piece.lower() == "r" and pieces.get(target, "") == upper("k", white):
                out.add("gate-castle-rook")
            if piece == upper("k", white) and abs(target[0] - origin[0]) > 1:
                out.add("gate-castle-king")
        # (Fairy-Stockfish writes a castling as the king's move along its rank of two
        # files or more, but in Chess960, where the king may move one file or none: the
        # other king moves are not asked for their SAN, which costs a call each.)
        if piece == upper("k", white) and (
            chess960(variant) or (target[1] == origin[1] and abs(target[0] - origin[0]) >= 2)
        ):
            san = pyffish.get_san(variant, fen, m)
            if san.startswith("O-O-O"):
                out.add("castle-q")
            elif san.startswith("O-O"):
                out.add("castle-k")
            if san.startswith("O-O") and chess960(variant):
                # Written as the king taking its rook: where the king lands tells the rest.
                after, _, _ = board_of(pyffish.get_fen(variant, fen, [m]))
                king_to = next(sq for sq, l in after.items() if l == piece)
                if king_to == origin:
                    out.add("castle-king-stays")
                if king_to == target:
                    out.add("castle-onto-rook")
        if piece == upper("p", white) and ep != "-" and target == square(ep):
            out.add(f"ep-{chr(ord('a') + target[0])}")
        # (Sittuyin's promotion in place stands on its own pawn's square.)
        if promotion and target in pieces and target != origin:
            out.add("promotion-capture")
        if piece == "P" and origin[1] == 0 and target[1] == 2:
            out.add("double-step-first-rank")
        if origin is None:
            out.add("drop")
            if in_check:
                out.add("drop-blocks-check")
            if m[0] == "P" and target[1] == (0 if white else ranks - 1):
                out.add("pawn-drop-first-rank")
        if target in promoted(fen) and target in pieces:
            out.add("promoted-capture")
    if in_check and hand(fen, white) and not any("@" in m for m in moves):
        out.add("check-no-drop")
    if racing(variant):
        out |= racing_tags(variant, fen, moves)
    if blasts(variant):
        out |= blast_tags(variant, fen, moves)
    if promotion_limits(variant) and not sittuyin(variant):
        out |= limit_tags(variant, fen, moves)
    if shogi(variant):
        out |= shogi_tags(variant, fen, moves)
    if cambodian(variant):
        out |= leap_tags(variant, fen, moves, in_check)
    if sittuyin(variant):
        out |= sittuyin_tags(variant, fen, moves, in_check)
    return out


def sittuyin(variant):
    """Whether pawns promote as sittuyin's do in `variant` (`sittuyinPromotion`)."""
    return inherits(variant, "sittuyinPromotion", "true")


def sittuyin_tags(variant, fen, moves, in_check):
    """Sittuyin's rules in `fen`: `promote-in-place` and `promote-aside` (a pawn's promotion
    on its square, and onto a square a step away), `promote-evasion` (one legal in check),
    `promotion-held` (a pawn that may promote, its side without a met, with a square of its
    own or an empty diagonal step that Fairy-Stockfish does not list: the new met would
    attack a piece, give check or leave the king attacked), `rook-drop` (a rook's drop
    legal)."""
    out = set()
    pieces, files, ranks = board_of(fen)
    white = fen.split()[1] == "w"
    pawn, met = upper("p", white), upper("f", white)
    for m in moves:
        origin, target, promotion = parts(m)
        if m.startswith("R@"):
            out.add("rook-drop")
        if origin is not None and promotion:
            out.add("promote-in-place" if origin == target else "promote-aside")
            if in_check:
                out.add("promote-evasion")
    region = re.findall(r"[a-z]\d+", setting(variant, "promotionRegionWhite" if white else "promotionRegionBlack"))
    pawns = [sq for sq, p in pieces.items() if p == pawn]
    if met not in pieces.values():
        for sq in pawns:
            if len(pawns) > 1 and f"{chr(ord('a') + sq[0])}{sq[1] + 1}" not in region:
                continue
            steps = [(sq[0] + df, sq[1] + dr) for df in (-1, 1) for dr in (-1, 1)]
            open_squares = {sq} | {s for s in steps if 0 <= s[0] < files and 0 <= s[1] < ranks and s not in pieces}
            listed = {parts(m)[1] for m in moves if parts(m)[0] == sq and parts(m)[2]}
            if open_squares - listed:
                out.add("promotion-held")
    return out


def cambodian(variant):
    """Whether the king and the met have first leaps in `variant` (`cambodianMoves`)."""
    return inherits(variant, "cambodianMoves", "true")


def leap_tags(variant, fen, moves, in_check):
    """Cambodian chess's first leaps in `fen`: `king-leap` (the king's knight leap to the
    rank ahead), `met-leap` (the met's two squares ahead), `met-leap-evasion` (one legal in
    check), `leap-lost` (a rook's move after which Fairy-Stockfish's FEN no longer gives the
    opponent's king, which stays on its square, its leap)."""
    out = set()
    pieces, _, _ = board_of(fen)
    white = fen.split()[1] == "w"
    ahead = 1 if white else -1
    rights = fen.split()[2]
    for m in moves:
        origin, target, _ = parts(m)
        piece = pieces.get(origin, "")
        if piece == upper("k", white) and target[1] - origin[1] == ahead and abs(target[0] - origin[0]) == 2:
            out.add("king-leap")
        if piece == upper("m", white) and target[0] == origin[0] and target[1] - origin[1] == 2 * ahead:
            out.add("met-leap")
            if in_check:
                out.add("met-leap-evasion")
        if piece == upper("r", white):
            king = next((sq for sq, p in pieces.items() if p == upper("k", not white)), None)
            letter = upper(chr(ord("a") + king[0]), not white) if king else None
            if letter and letter in rights:
                after = _engine.get_fen(variant, fen, [m]).split()
                if letter not in after[2]:
                    out.add("leap-lost")
    return out


# Cambodian chess's first leaps, White to move (and turned about for Black): the king's two
# leaps and the met's; the king in check, with no leap; the met's leap blocking a rook's
# check on a king off its square; a rook of Black's that may land on the file or the rank of
# White's king (taking away its leap, a check or not); both of the king's leaps onto squares
# a knight attacks.
FIRST_LEAPS = [
    "4k3/8/8/8/8/8/8/3KM3 w DE - 0 1",
    "3rk3/8/8/8/8/8/8/3KM3 w DE - 0 1",
    "4k3/8/8/4K3/8/8/4r3/4M3 w E - 0 1",
    "4k3/8/8/8/r7/3P4/8/3KM3 b DE - 0 1",
    "4k3/8/8/8/8/3n4/8/3KM3 w DE - 0 1",
]


# Crafted positions of single variants, each with its mirror. One board of bughouse's two,
# where what is taken goes to the partner and the hands fill from outside: promotions with
# pieces in hand, a promoted queen (`Q~`) that may be taken and a stalemate by one (a loss
# here); koedem's commoner kings, one held that must be dropped first (Fairy-Stockfish's
# tests/perft.sh), one that may be taken while its side holds another, and a side holding
# both (its opponent has lost) or none; sho shogi's king in a rook's check, alone (it must
# get out) and beside a prince (neither is pseudo-royal: it may stay), and a drunk elephant
# that may promote to a prince on every step.
OWN = {
    "bughouse": [
        "r1bqk2r/pPpp1ppp/2n2n2/4p3/1b2P3/2N2N2/PPPP1PPP/R1BQKB1R[QRbnp] w KQkq - 0 1",
        "Q~1bqk2r/p1pp1ppp/2n2n2/4p3/1b2P3/2N2N2/PPPP1PPP/R1BQKB1R[QRbnp] b KQk - 0 1",
        "k7/8/1Q~6/8/8/8/8/K7[] b - - 0 1",
    ],
    "koedem": [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB2BNR[KQ] w kq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR[Q] w KQkq - 0 1",
        "r1bqk2r/pPpp1ppp/2n2n2/4p3/1b2P3/2N2N2/PPPP1PPP/R1BQ1B1R[QRbpnK] w kq - 0 1",
        "4k3/8/8/8/8/8/8/4K2r[K] b - - 0 1",
        "4k3/8/8/8/8/8/8/4K2r[K] w - - 0 1",
        "4k3/8/8/8/8/8/8/7r[k] w - - 0 1",
        "4k3/8/8/8/8/8/8/7r[Kk] w - - 0 1",
        "4k3/8/8/8/8/8/8/6Kr[k] w - - 0 1",
    ],
    "shoshogi": [
        "4k4/9/9/9/9/9/4r4/9/4K4 w - - 0 1",
        "4k4/9/9/9/9/9/4r4/9/3+EK4 w - - 0 1",
        "4k4/9/4E4/9/9/9/9/9/4K4 w - - 0 1",
    ],
}


# Sittuyin's promotions, White to move (and turned about for Black): a lone pawn, on its
# square and every diagonal step; two pawns, one on the promotion region; the met in place
# refused for attacking a knight; promotions aside refused for uncovering a rook's check; a
# met on the board, so none; promotions blocking a rook's check; two pawns off the region;
# and a setup with rooks in hand (dropped on the first rank only).
SITTUYIN = [
    "8/8/4k3/8/3P4/8/8/3K4[] w - - 0 1",
    "k7/2K3P1/8/4P3/8/8/8/1R6[] w - - 0 1",
    "8/8/4k3/2n5/3P4/8/8/3K4[] w - - 0 1",
    "3k4/8/8/8/3P4/8/8/3R2K1[] w - - 0 1",
    "8/8/4k3/8/3P4/8/8/3KF3[] w - - 0 1",
    "8/8/8/K6r/3P4/8/8/7k[] w - - 0 1",
    "8/8/4k3/8/3P4/2P5/8/3K4[] w - - 0 1",
    "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KRRkrr] w - - 0 1",
]


def first_leap_positions():
    """The [`FIRST_LEAPS`] positions and each turned about, colours and the side to move
    swapped, the rights on Black's first rank."""
    out = []
    for fen in FIRST_LEAPS:
        turned = mirror(fen).split()
        turned[2] = fen.split()[2].swapcase()
        out.extend([fen, " ".join(turned)])
    return out


def racing_tags(variant, fen, moves):
    """What racing kings' rules did in `fen`: `flag-draw` (ended drawn), `flag-early` (ended
    with Black to move, lost: White's king arrived and Black's cannot follow), `flag-late`
    (ended with White to move, won: Black's king did not follow), `flag-follow` (going on,
    Black to move, and a move of Black's draws); `check-refused-direct` and
    `check-refused-discovered` (a move legal in chess, refused because it gives check, by the
    piece moved or by a piece it uncovers: python-chess names the checkers)."""
    out = set()
    white = fen.split()[1] == "w"
    if pyffish.is_immediate_game_end(variant, fen, [])[0]:
        result = pyffish.game_result(variant, fen, [])
        if result == 0:
            out.add("flag-draw")
        elif not white and result < 0:
            out.add("flag-early")
        elif white and result > 0:
            out.add("flag-late")
        return out
    if not white and any(
        pyffish.is_immediate_game_end(variant, fen, [m])[0]
        and pyffish.game_result(variant, fen, [m]) == 0
        for m in moves
    ):
        out.add("flag-follow")
    board = chess.Board(fen)
    for m in board.legal_moves:
        if m.uci() in moves or not board.gives_check(m):
            continue
        board.push(m)
        direct = m.to_square in board.checkers()
        board.pop()
        out.add("check-refused-direct" if direct else "check-refused-discovered")
    return out


def castling(variant, fen, m):
    """Whether legal move `m` is a castling (SAN `O-O` or `O-O-O`)."""
    return pyffish.get_san(variant, fen, m).startswith("O-O")


def castling_tags(variant, fen, reference, file):
    """How the enemy rook on `file` changed the castling of the side to move."""
    pieces, files, _ = board_of(reference)
    white = fen.split()[1] == "w"
    ours, theirs = set(legal(variant, fen)), legal(variant, reference)
    out = set()
    for m in theirs:
        origin, target, _ = parts(m)
        if pieces.get(origin) != upper("k", white):
            continue
        san = pyffish.get_san(variant, reference, m)
        if not san.startswith("O-O"):
            continue
        wing = "q" if san.startswith("O-O-O") else "k"
        # Where the king lands (in Chess960 the move is written as the king taking its rook).
        after, _, _ = board_of(pyffish.get_fen(variant, reference, [m]))
        king, to = origin[0], next(sq for sq, l in after.items() if l == pieces[origin])[0]
        # The castling piece: the first of the side's pieces from the edge (a rook, or
        # perfect chess's chancellor).
        rook = next(f for f in (range(king) if wing == "q" else range(files - 1, king, -1))
                    if pieces.get((f, origin[1]), " ").isupper() == white and (f, origin[1]) in pieces)
        if m not in ours:
            if file == king:
                out.add(f"out-{wing}")
            elif file == to:
                out.add(f"into-{wing}")
            elif min(king, to) < file < max(king, to):
                out.add(f"through-{wing}")
        elif min(king, rook) < file < max(king, rook) and not min(king, to) <= file <= max(king, to):
            out.add(f"rook-path-{wing}")
    return out


def absent_kings(variant):
    """The king letters the start position lacks (`K` in horde: White has no king)."""
    placement = pyffish.start_fen(variant).split()[0]
    return {k for k in "Kk" if "k" in placement.lower() and k not in placement}


def horde_positions():
    """Horde's ends and first-rank double steps: White out of pieces (either side to move),
    Black about to take White's last piece, and White's pawns on the first rank beside Black
    pawns on the third (a double step from the first rank may not be taken en passant: the
    position after one is crafted too)."""
    return [
        "4k3/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/8 b - - 0 1",
        "4k3/8/8/8/8/8/6q1/7P b - - 0 1",
        "4k3/8/8/8/8/1p4p1/8/PPPPPPPP w - - 0 1",
        "4k3/8/8/8/8/Pp4p1/8/1PPPPPPP b - - 0 1",
    ]


def blast_positions():
    """Atomic chess's explosions on 8x8, White to move and the mirror with Black to move: a
    capture beside the enemy king (it blows up), a capture beside the capturer's own king
    (refused where the king is pseudo-royal), kings side by side with one attacked, castling
    through an attacked square, an en passant capture whose explosion reaches the king, and
    an explosion that blows up a rook that could castle."""
    white = [
        "k7/1n6/8/8/8/8/8/KR6 w - - 0 1",
        "4k3/8/8/8/8/8/2Kn4/3R4 w - - 0 1",
        "8/8/8/3kK3/8/8/8/4r3 w - - 0 1",
        "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1",
        "r3k2r/6p1/4N3/8/8/8/8/4K3 w kq - 0 1",
        "k7/1Q6/2K5/8/8/8/8/8 b - - 0 1",
    ]
    out = []
    for fen in white:
        pieces, files, ranks = board_of(fen)
        side = "b" if fen.split()[1] == "w" else "w"
        rights = fen.split()[2].swapcase()
        out += [fen, fen_of(flip(pieces, ranks), files, ranks, side, rights)]
    return out + ["8/8/2k5/3pP3/8/8/8/4K3 w - d6 0 1", "4k3/8/8/8/3Pp3/2K5/8/8 b - d3 0 1"]


def pseudo_royal_positions():
    """Pseudo-royal queens (coregal) on 8x8, both colours: a queen attacked by a knight with
    no way out (checkmate, the king itself safe), and a queen attacked along a file that may
    not take the attacker its king guards."""
    white = [
        "7k/8/8/8/8/8/PPn3PP/QN5K w - - 0 1",
        "4k3/4q3/8/8/8/8/4R3/4K3 b - - 0 1",
    ]
    out = []
    for fen in white:
        pieces, files, ranks = board_of(fen)
        side = "b" if fen.split()[1] == "w" else "w"
        out += [fen, fen_of(flip(pieces, ranks), files, ranks, side)]
    return out


def mirror(fen):
    """A FEN's position with the colours swapped and the board turned (ranks reversed): the
    hands and the side to move swap too; no castling or en passant square."""
    fields = fen.split()
    placement, _, held = fields[0].partition("[")
    rows = "/".join(reversed(placement.split("/"))).swapcase()
    held = f"[{held.swapcase()}" if held else ""
    return f"{rows}{held} {'b' if fields[1] == 'w' else 'w'} - - 0 1"


def drop_positions(variant):
    """Drops, drawn on the variant's board (the king on the middle file), White to move and
    the mirror with Black to move: a rook's check that drops may block (a knight and a pawn
    in hand) and a bishop's that a pawn may block; a knight's check and a double check, which
    no drop answers; pawns in hand with empty first and last ranks (dropped on neither, but
    on the first in chessgi); a promoted queen that may be taken (in crazyhouse it goes to
    the hand as a pawn) and a pawn about to promote; both full hands, every type of the
    variant but the king, on a board of two kings (a drop of every type onto every empty
    square)."""
    _, files, ranks = board_of(pyffish.start_fen(variant))
    king, top = files // 2, ranks - 1
    lean = min(king, ranks - 2)  # the bishop's distance from the king
    letters = sorted(set(re.sub(r"[^a-z]", "", pyffish.start_fen(variant).split()[0].split("[")[0].lower())) - {"k"})
    full = "".join(letters).upper() + "".join(letters)
    white = [
        ({(king, 0): "K", (king, top): "r", (files - 1, top): "k"}, "NPq", "w"),
        ({(king, 0): "K", (king - lean, lean): "b", (files - 1, top): "k"}, "Pn", "w"),
        ({(king, 0): "K", (king - 1, 2): "n", (files - 1, top): "k"}, "QRBNPq", "w"),
        ({(king, 0): "K", (king, top): "r", (king - 1, 2): "n", (files - 1, top): "k"}, "QRBNP", "w"),
        ({(king, 0): "K", (king, top): "k"}, "PPp", "w"),
        ({(king, 0): "K", (king, top): "k", (king - 1, ranks // 2): "q", (king, ranks // 2 - 1): "Q~"}, "", "b"),
        ({(king, 0): "K", (king, top): "k", (1, top - 1): "P"}, "Nn", "w"),
        ({(0, 0): "K", (0, top): "k"}, full, "w"),
    ]
    out = []
    for pieces, held, side in white:
        fields = fen_of(pieces, files, ranks, side).split(" ", 1)
        fen = f"{fields[0]}[{held}] {fields[1]}"
        out += [fen, mirror(fen)]
    return out


def shogi(variant):
    """Whether `variant` is of shogi's family (`variantTemplate = shogi`): its pieces promote
    as shogi's do (`+`), and chess's crafted positions do not fit it."""
    return setting(variant, "variantTemplate") == "shogi"


def shogi_positions(variant):
    """Shogi's rules, drawn on the variant's board, White to move and the mirror with Black
    to move: a pawn's drop that mates, and a gold's (both in hand, a silver and a gold
    guarding the king's flight squares); promotions: a pawn a step from the last rank (it
    must promote), a silver that may promote taking a gold in the promotion region or
    stepping into it, a promoted pawn and a promoted rook to take (each goes into the hand as
    what it was), a lance and a knight that must promote where the variant has them; a pawn
    on a file where another may not be dropped. Those the variant's letters cannot draw are
    left out."""
    _, files, ranks = board_of(pyffish.start_fen(variant))
    letters = set(re.sub(r"[^a-z]", "", pyffish.start_fen(variant).split()[0].lower()))
    f, t = files - 1, ranks - 1
    mate = {(f, t): "k", (f - 2, t - 1): "S", (f - 1, t - 2): "G", (0, 0): "K"}
    promote = {
        (0, t): "r", (3, t): "g", (f, t): "k", (1, t - 1): "P", (2, t - 1): "S",
        (0, t - 2): "+P", (f, t - 2): "b", (3, 1): "+r", (0, 0): "K", (3, 0): "G",
    }
    if "l" in letters and files > 5:
        promote[(f - 1, t - 1)] = "L"
    if "n" in letters and ranks > 5:
        promote[(f - 3, t - 3)] = "N"
    doubled = {(f, t): "k", (0, 0): "K", (2, 1): "P", (2, t): "p"}
    out = []
    for pieces, held in ((mate, "PG"), (promote, "Pp"), (doubled, "PPp")):
        fields = fen_of(pieces, files, ranks, "w").split(" ", 1)
        fen = f"{fields[0]}[{held}] {fields[1]}"
        # (Drawn with shogi's letters: a variant whose pieces are others, tori shogi's
        # birds, yari shogi's, has only those that are its own.)
        # (On a small board the pieces drawn may check the side not to move: no position.)
        calm = not pyffish.gives_check(variant, fen.replace(" w ", " b "), [])
        if valid(variant, fen) and valid(variant, mirror(fen)) and calm:
            out += [fen, mirror(fen)]
    return out


def shogi_tags(variant, fen, moves):
    """What shogi's rules did in `fen`: `piece-promotion` (a move promoting a piece, `+`),
    `piece-promotion-declined` (a move that could promote and does not), `piece-demotion`
    (a promoted piece's move turning it back, `-`: `pieceDemotion`), `drop-promoted` (a
    piece dropped promoted, `+N@b2`: `dropPromoted`), `pawn-drop-mate`
    (a pawn's drop after which the opponent, in check, has no move: a loss for the side that
    dropped it, `shogiPawnDropMateIllegal`)."""
    out = set()
    if any(m.endswith("-") for m in moves):
        out.add("piece-demotion")
    if any(m.startswith("+") and "@" in m for m in moves):
        out.add("drop-promoted")
    promoting = {m[:-1] for m in moves if m.endswith("+")}
    if promoting:
        out.add("piece-promotion")
    if promoting & set(moves):
        out.add("piece-promotion-declined")
    if setting(variant, "shogiPawnDropMateIllegal") == "true":
        for m in moves:
            if m[0] == "P" and "@" in m and pyffish.gives_check(variant, fen, [m]):
                if not pyffish.legal_moves(variant, fen, [m]):
                    out.add("pawn-drop-mate")
    return out


def limit_positions(variant):
    """Promotions under `promotionLimit`, on the variant's board, White to move and the
    mirror with Black to move: White's limited pieces on its first rank (as many as fit
    beside the king, each type up to its limit, or one of each), a pawn closing the first
    file to Black's king in the corner, a pawn two steps from the last rank and one a step from it: they may promote only
    to a type the side has fewer of than the limit, and the second, where no type is open,
    not move at all (its plain step would leave it on a square it could not leave:
    `immobilityIllegal`)."""
    _, files, ranks = board_of(pyffish.start_fen(variant))
    limits = promotion_limits(variant)
    out = []
    for each in (None, 1):
        army = [l for l, n in sorted(limits.items()) for _ in range(n if each is None else min(n, each))]
        pieces = {(f, 0): l.upper() for f, l in enumerate(army[: files - 1])}
        pieces[(0, 1)] = "P"  # (closing the first file to Black's king)
        pieces.update({(files - 1, 0): "K", (0, ranks - 1): "k", (files // 2, ranks - 2): "P", (2, ranks - 3): "P"})
        fen = fen_of(pieces, files, ranks, "w")
        if inherits(variant, "pieceDrops", "true"):
            fields = fen.split(" ", 1)
            fen = f"{fields[0]}[] {fields[1]}"
        out += [fen, mirror(fen)]
    return out


def limit_tags(variant, fen, moves):
    """What promotion limits and immobile pieces did in `fen`: `promotion-limited` (a pawn
    may promote, but not to every type the variant offers), `promotion-declined` (a pawn
    enters the promotion region without promoting), `pawn-stuck` (a pawn one step from the
    last rank, the square before it empty, has no move onto it)."""
    pieces, files, ranks = board_of(fen)
    white = fen.split()[1] == "w"
    offered = set((setting(variant, "promotionPieceTypes") or "").lower())
    region = promotion_region(variant, white, ranks)
    out = set()
    by_step = {}
    for m in moves:
        origin, target, promotion = parts(m)
        if origin is None or pieces.get(origin) != upper("p", white):
            continue
        by_step.setdefault((origin, target), set()).add(promotion)
    for (origin, target), letters in by_step.items():
        if target[1] in region and "" in letters:
            out.add("promotion-declined")
        if letters - {""} and offered - letters:
            out.add("promotion-limited")
    last = ranks - 1 if white else 0
    step = 1 if white else -1
    for (f, r), l in pieces.items():
        if l == upper("p", white) and r + step == last and (f, last) not in pieces:
            if not any(o == (f, r) and t == (f, last) for o, t in by_step):
                out.add("pawn-stuck")
    return out


def promotion_region(variant, white, ranks):
    """The ranks (from 0) of a side's promotion region, read from `promotionRegionWhite`
    or `Black` (`*8 *9 *10`); the last rank where the variant does not say."""
    value = setting(variant, "promotionRegionWhite" if white else "promotionRegionBlack")
    if not value:
        return {ranks - 1 if white else 0}
    return {int(r.lstrip("*")) - 1 for r in value.split()}


def blast_tags(variant, fen, moves):
    """What explosions did in `fen`: `blast-king` (a legal move blows up the enemy king and
    ends the game) and `touching-kings` (the kings side by side)."""
    out = set()
    if any(pyffish.is_immediate_game_end(variant, fen, [m])[0] for m in moves):
        out.add("blast-king")
    pieces, _, _ = board_of(fen)
    kings = [sq for sq, l in pieces.items() if l in "Kk"]
    if len(kings) == 2 and max(abs(kings[0][0] - kings[1][0]), abs(kings[0][1] - kings[1][1])) == 1:
        out.add("touching-kings")
    return out


# Lame leapers and hoppers (Betza's `n`, `p`, `g`) by variant: the letters of its pieces
# that leap lame as the knight's leap (the xiangqi horse `nN`; its elephant never reaches
# the enemy king) and that hop. The xiangqi family (`flyingGeneral`) has crafted positions
# of its own; the others have chess's as well.
BLOCKABLE = {
    "grasshopper": ("", "g"),
    "paradigm": ("b", ""),
    "shako": ("", "c"),
    "minixiangqi": ("n", "c"),
    "xiangqi": ("n", "c"),
    "manchu": ("nm", "cm"),
    "supply": ("n", "c"),
    "janggi": ("nb", "c"),
    "janggitraditional": ("nb", "c"),
    "janggicasual": ("nb", "c"),
    "janggimodern": ("nb", "c"),
    # Cannon shogi's promoted cannons, whose hops reach two squares
    # across the other lines (`pB2`, `pR2`); shogi's crafted positions as well.
    "cannonshogi": ("", "fw"),
}
# Each kind of crafted position below is kept this many times a side.
BLOCKABLE_EACH = 3


def lame_offset(variant, letter):
    """The offset (files and ranks, smaller first) from which the lame leaper `letter` of
    `variant` checks: the knight's leap, or the zebra's for janggi's elephant (`nZ`)."""
    return [2, 3] if letter == "b" and janggi(variant) else [1, 2]


def flying(variant):
    """Whether the kings of `variant` may not face each other (`flyingGeneral`, xiangqi's)."""
    return setting(variant, "flyingGeneral") == "true"


def hopper_drop_positions(variant):
    """(fen, tags) of drops beside cannons and horses (supply chess), each side holding a
    rook, a horse, a cannon, a soldier, an advisor and an elephant, White to move and the
    mirror with Black to move: the side's cannon facing the other king up an open file, where
    a drop would give it its screen and so check (`dropChecks = false`: `drop-check-screen`
    where no drop lands between them and drops land elsewhere); the other side's cannon facing
    the own king with no screen, where a drop would give it one (`drop-self-screen` where no
    drop lands between them); that cannon checking over a screen (a drop between blocks it), a
    rook's check along the file and a horse's through its leg (a drop on the leg blocks it);
    and a soldier's check, which no drop answers."""
    _, files, ranks = board_of(pyffish.start_fen(variant))
    k, top = files // 2, ranks - 1
    held = "RNCPAB"
    cases = [
        ({(k, 0): "K", (k - 1, 2): "C", (k - 1, top): "k"}, (k - 1, 2), (k - 1, top), "drop-check-screen"),
        ({(k, 0): "K", (k, top - 4): "c", (k - 1, top): "k"}, (k, 0), (k, top - 4), "drop-self-screen"),
        ({(k, 0): "K", (k, 1): "P", (k, top - 4): "c", (k - 1, top): "k"}, None, None, None),
        ({(k, 0): "K", (k, top - 1): "r", (k - 1, top): "k"}, None, None, None),
        ({(k, 0): "K", (k + 1, 2): "n", (k - 1, top): "k"}, None, None, None),
        ({(k, 0): "K", (k, 1): "p", (k - 1, top): "k"}, None, None, None),
    ]
    out = []
    for pieces, a, b, tag in cases:
        fields = fen_of(pieces, files, ranks, "w").split(" ", 1)
        fen = f"{fields[0]}[{held}{held.lower()}] {fields[1]}"
        for f, flipped in ((fen, False), (mirror(fen), True)):
            extra = set()
            if tag:
                lo, hi = sorted((a[1], b[1]))
                line = {(a[0], r if not flipped else ranks - 1 - r) for r in range(lo + 1, hi)}
                moves = legal(variant, f)
                landing = [parts(m)[1] for m in moves if "@" in m]
                if landing and not line & set(landing):
                    extra.add(tag)
            out.append((f, extra))
    return out


def janggi(variant):
    """Whether `variant` has janggi's palace diagonals (`diagonalLines`)."""
    return any(sets(section, "diagonalLines", ".*") for section in sections(variant))


def janggi_positions(variant):
    """(fen, tags) of janggi's own rules, White to move and mirrored for Black, each kept as
    Fairy-Stockfish's answers show it: `palace-rook-check`, `palace-cannon-check` and
    `palace-soldier-check` (an enemy rook, cannon over a screen, or soldier checks the king
    along a palace diagonal), `cannon-over-cannon` (no check: the screen is a cannon),
    `cannon-takes-no-cannon` (a cannon's hop onto an enemy cannon refused), `bikjang` (the
    kings face each other: every move but the pass and those parting them refused),
    `bikjang-check-pass` (in check with the kings facing, the pass allowed), `check-no-pass`
    (in check, no pass), and a checkmate by rooks."""
    _, files, ranks = board_of(pyffish.start_fen(variant))
    start, _, _ = board_of(pyffish.start_fen(variant))
    wk = next(sq for sq, l in start.items() if l == "K")
    top = next(sq for sq, l in start.items() if l == "k")
    aside = (top[0] - 1, top[1])
    out = []

    def both(pieces, tag, holds):
        fens = [fen_of(pieces, files, ranks, "w"), fen_of(flip(pieces, ranks), files, ranks, "b")]
        if all(valid(variant, fen) and holds(fen) for fen in fens):
            out.extend((fen, {tag}) for fen in fens)
        else:
            sys.exit(f"{variant}: the crafted `{tag}` position {fens[0]} does not show it")

    def check(fen):
        return pyffish.gives_check(variant, fen, [])

    def passes(fen):
        return any(parts(m)[0] == parts(m)[1] for m in legal(variant, fen))

    # The palace: d1 e1 f1 / d2 e2 f2 / d3 e3 f3 (files 3 to 5, White's first three ranks).
    corner, centre = (3, 0), (4, 1)
    both({centre: "K", aside: "k", (5, 2): "r"}, "palace-rook-check", check)
    both({corner: "K", aside: "k", (5, 2): "c", centre: "A"}, "palace-cannon-check", check)
    both({corner: "K", aside: "k", centre: "p"}, "palace-soldier-check", check)
    both({wk: "K", aside: "k", (wk[0], 4): "C", (wk[0], 6): "c"},
         "cannon-over-cannon", lambda fen: not check(fen))
    both({wk: "K", aside: "k", (0, 0): "C", (0, 3): "R", (0, 6): "c"}, "cannon-takes-no-cannon",
         lambda fen: not any(parts(m)[0] in ((0, 0), (0, ranks - 1)) and parts(m)[1] in ((0, 6), (0, ranks - 7))
                             for m in legal(variant, fen)))
    bikjang = {wk: "K", top: "k", (0, 4): "R"}
    if setting(variant, "bikjangRule") == "true":
        both(bikjang, "bikjang", lambda fen: passes(fen) and all(
            parts(m)[0] == parts(m)[1] or parts(m)[0] in (wk, (wk[0], ranks - 1 - wk[1]))
            or parts(m)[1][0] == wk[0] for m in legal(variant, fen)))
        both({wk: "K", top: "k", (0, wk[1]): "r"}, "bikjang-check-pass", lambda fen: check(fen) and passes(fen))
    else:
        out.extend((fen_of(p, files, ranks, s), set()) for p, s in ((bikjang, "w"), (flip(bikjang, ranks), "b")))
    both({wk: "K", aside: "k", (0, wk[1]): "r"}, "check-no-pass", lambda fen: check(fen) and not passes(fen))
    mate = {wk: "K", aside: "k", (0, 0): "r", (0, 1): "r", (0, 2): "r"}
    both(mate, "janggi-mate", lambda fen: check(fen) and not legal(variant, fen))
    return out


def between(a, b):
    """The squares strictly between `a` and `b` on a file, rank or diagonal, or None."""
    df, dr = b[0] - a[0], b[1] - a[1]
    if not (df == 0 or dr == 0 or abs(df) == abs(dr)) or a == b:
        return None
    n = max(abs(df), abs(dr))
    step = (df // n, dr // n)
    return [(a[0] + step[0] * i, a[1] + step[1] * i) for i in range(1, n)]


def blockable_positions(variant):
    """(fen, tags) where lame leapers, hoppers and the flying general matter, White to move
    and mirrored for Black: the two kings on their start squares (Black's a file aside where
    they would face each other), an enemy lame leaper or hopper on a square and a rook of the
    side to move on another (and for a hopper two rooks on its line to the king), kept as
    Fairy-Stockfish's answers show them (compared with the same position without the enemy
    piece): `check-leg` (a lame leaper checks from a knight's leap away), `check-leg-blocked`
    (and a move but the king's that does not take it parries it: onto the leg), `leg-pin`
    (out of check, a move of the rook refused: it stands on the leg), `check-screen` (a
    hopper checks over the rook), `check-screen-parried` (and a move but the king's that does
    not take it parries it: the screen moving away), `screen-pin` (out of check, a move of a
    rook refused: it would leave the hopper a screen, or become one). With the flying
    general: `facing-pin` (a soldier between the kings on their file, every move of it off
    the file refused), `facing-king` (a king's step onto the other king's open file refused,
    allowed with that king a file further), a checkmate and a stalemate by rooks."""
    lame, hop = BLOCKABLE[variant]
    _, files, ranks = board_of(pyffish.start_fen(variant))
    start, _, _ = board_of(pyffish.start_fen(variant))
    wk = next(sq for sq, l in start.items() if l == "K")
    top = next(sq for sq, l in start.items() if l == "k")
    facing = flying(variant) or janggi(variant)
    bk = (top[0] - 1, top[1]) if facing and top[0] == wk[0] else top
    kept = {}
    out = []

    def full(tags):
        return all(kept.get(t, 0) >= 2 * BLOCKABLE_EACH for t in tags)

    def keep(tags, pieces):
        # (One position with each tag it shows whose count is not full yet.)
        tags = {t for t in tags if not full([t])}
        if not tags:
            return
        fens = [fen_of(pieces, files, ranks, "w"), fen_of(flip(pieces, ranks), files, ranks, "b")]
        # (Valid, and the side not to move not in check.)
        calm = not pyffish.gives_check(variant, fens[0].replace(" w ", " b "), [])
        if calm and all(valid(variant, fen) for fen in fens):
            out.extend((fen, set(tags)) for fen in fens)
            for t in tags:
                kept[t] = kept.get(t, 0) + 2

    def rook_moves(fen, rooks, but=None):
        return {m for m in legal(variant, fen) if parts(m)[0] in rooks and parts(m)[1] != but}

    squares = [(f, r) for r in range(ranks) for f in range(files)]
    for letter in sorted(set(lame + hop)):
        tags = (["check-leg", "check-leg-blocked", "leg-pin"] if letter in lame else []) + (
            ["check-screen", "check-screen-parried", "screen-pin"] if letter in hop else [])
        for at in squares:
            if full(tags):
                break
            offset = sorted((abs(at[0] - wk[0]), abs(at[1] - wk[1])))
            leg = offset == lame_offset(variant, letter) and letter in lame
            if at in (wk, bk) or not (leg or between(wk, at) and letter in hop):
                continue
            for rook in squares:
                if rook in (wk, bk, at):
                    continue
                pieces = {wk: "K", bk: "k", at: letter, rook: "R"}
                fen = fen_of(pieces, files, ranks, "w")
                # (Not where the side not to move is in check.)
                if not valid(variant, fen) or pyffish.gives_check(variant, fen.replace(" w ", " b "), []):
                    continue
                without = fen_of({wk: "K", bk: "k", rook: "R"}, files, ranks, "w")
                kind = "leg" if leg else "screen"
                if kind == "screen" and rook not in between(wk, at):
                    # A hopper's line: only the rook's moves onto it matter.
                    if not pyffish.gives_check(variant, fen, []) and rook_moves(without, {rook}, at) - rook_moves(fen, {rook}):
                        keep({"screen-pin"}, pieces)
                    continue
                if pyffish.gives_check(variant, fen, []):
                    found = {f"check-{kind}"}
                    if any(parts(m)[0] != wk and parts(m)[1] != at for m in legal(variant, fen)):
                        found.add("check-leg-blocked" if kind == "leg" else "check-screen-parried")
                    keep(found, pieces)
                elif rook_moves(without, {rook}, at) - rook_moves(fen, {rook}):
                    keep({f"{kind}-pin"}, pieces)
        if letter in hop:
            # Two rooks on a line from the king, the hopper beyond them: neither may leave.
            for at in squares:
                line = between(wk, at)
                if full(["screen-pin"]) or not line or len(line) < 2 or at in (wk, bk):
                    continue
                for i in range(len(line)):
                    for j in range(i + 1, len(line)):
                        rooks = {line[i], line[j]}
                        pieces = {wk: "K", bk: "k", line[i]: "R", line[j]: "R", at: letter}
                        fen = fen_of(pieces, files, ranks, "w")
                        without = fen_of({wk: "K", bk: "k", line[i]: "R", line[j]: "R"}, files, ranks, "w")
                        if bk in rooks or not valid(variant, fen) or pyffish.gives_check(variant, fen, []):
                            continue
                        if rook_moves(without, rooks, at) - rook_moves(fen, rooks):
                            keep({"screen-pin"}, pieces)
    if flying(variant):
        # A soldier across the river between the kings on their file (a rook there would
        # check the other king).
        for rank in range(ranks // 2, top[1] - 1):
            pieces = {wk: "K", top: "k", (wk[0], rank): "P"}
            moves = rook_moves(fen_of(pieces, files, ranks, "w"), {(wk[0], rank)})
            if moves and all(parts(m)[1][0] == wk[0] for m in moves):
                keep({"facing-pin"}, pieces)
        # The king a file beside the other king's, that file open; the step refused, and
        # allowed with the other king a file further.
        for rank in range(3):
            king, step = (bk[0] + 1, rank), (bk[0], rank)
            pieces = {king: "K", bk: "k"}
            control = fen_of({king: "K", (bk[0] + 2, bk[1]): "k"}, files, ranks, "w")
            refused = all(parts(m)[1] != step for m in legal(variant, fen_of(pieces, files, ranks, "w")))
            if refused and valid(variant, control) and any(parts(m)[1] == step for m in legal(variant, control)):
                keep({"facing-king"}, pieces)
        # Checkmate and stalemate by rooks, the king on its start square.
        mate = {wk: "K", bk: "k", (0, 0): "r", (0, 1): "r"}
        stale = {wk: "K", bk: "k", (0, 1): "r", (wk[0] - 1, ranks - 2): "r", (wk[0] + 1, ranks - 2): "r"}
        for pieces in (mate, stale):
            for fen in (fen_of(pieces, files, ranks, "w"), fen_of(flip(pieces, ranks), files, ranks, "b")):
                if valid(variant, fen):
                    out.append((fen, set()))
    return out


def passes_on_stalemate(variant):
    """Whether a side of `variant` may pass only when it has no other move
    (`passOnStalemate`, Anders' antichess)."""
    return any(re.search(r"^passOnStalemate\s*=\s*true", section, re.M) for section in sections(variant))


def is_pass(move):
    origin, target, _ = parts(move)
    return origin is not None and origin == target


# White's pieces hemmed in by their own and by Black's pawns, which none of them attacks:
# its rook on a1 beside a king on e1 with the queenside right, so that White's only move is
# the rook's pass (the piece on the lowest square); Black's king free in the corner.
HEMMED = "7k/8/8/8/3p1p2/p1pPpPp1/P1PRPRP1/RB1BKB2"


def stalemate_pass_positions(variant):
    """(fen, extra tags) where a side may pass only when it has no other move, White to move
    and the mirror with Black to move: its only piece a pawn blocked by an enemy pawn, with
    the enemy king free and without (both sides then pass in turn): `pass-only`, the pass the
    one legal move; the same with a knight free to move beside the pawn: `pass-withheld`, no
    pass, where the position without the knight has only the pass; the hemmed board
    ([`HEMMED`]): `pass-rook`, the piece on the lowest square passing, a rook on its castling
    square."""
    out = []
    castling = "Q" if setting(variant, "castling") != "false" else "-"
    for fen, reference in (
        ("8/8/8/8/8/7p/7P/k7 w - - 0 1", None),
        ("8/8/8/8/8/7p/7P/8 w - - 0 1", None),
        ("8/8/8/8/8/7p/7P/k6N w - - 0 1", "8/8/8/8/8/7p/7P/k7 w - - 0 1"),
        (f"{HEMMED} w {castling} - 3 7", None),
    ):
        for fen, reference in ((fen, reference), (mirror(fen), reference and mirror(reference))):
            moves = legal(variant, fen)
            extra = set()
            if len(moves) == 1 and is_pass(moves[0]):
                extra.add("pass-only")
                pieces, _, _ = board_of(fen)
                if pieces.get(parts(moves[0])[0], "").lower() == "r":
                    extra.add("pass-rook")
            if reference and moves and not any(map(is_pass, moves)) and [m for m in legal(variant, reference) if is_pass(m)]:
                extra.add("pass-withheld")
            out.append((fen, extra))
    return out


def crafted(variant):
    """(fen, extra tags) of every crafted position of `variant`: its family's, then its own
    (`OWN`) with their mirrors."""
    own = OWN.get(variant, [])
    out = family_crafted(variant) + [(fen, set()) for fen in own + [mirror(fen) for fen in own]]
    for fen, _ in out:
        if not valid(variant, fen):
            sys.exit(f"{variant}: crafted an invalid FEN {fen}")
    return out


def family_crafted(variant):
    """(fen, extra tags) of the crafted positions of `variant`'s family of rules."""
    if connects(variant):
        out = [(fen, set()) for fen in CONNECT_POSITIONS.get(variant, [])]
        for fen, _ in out:
            if not valid(variant, fen):
                sys.exit(f"{variant}: crafted an invalid FEN {fen}")
        return out
    SUBSTITUTE.clear()
    ABSENT.clear()
    if flying(variant) and drops(variant):
        return blockable_positions(variant) + hopper_drop_positions(variant)
    if flying(variant):
        return blockable_positions(variant)
    if janggi(variant):
        return blockable_positions(variant) + janggi_positions(variant)
    if shogi(variant):
        out = [(fen, set()) for fen in shogi_positions(variant)]
        if variant in BLOCKABLE:
            out.extend(blockable_positions(variant))
        for fen, _ in out:
            if not valid(variant, fen):
                sys.exit(f"{variant}: crafted an invalid FEN {fen}")
        return out
    SUBSTITUTE.update(substitutes(variant))
    ABSENT.update(absent_kings(variant))
    out = []
    for fen, reference, file in castling_positions(variant):
        out.append((fen, castling_tags(variant, fen, reference, file)))
    for fen, reference in en_passant_positions(variant):
        extra = set()
        if reference is not None:
            ep = reference.split()[3]
            pieces, _, _ = board_of(reference)
            pawn = upper("p", reference.split()[1] == "w")
            takes = [
                m
                for m in legal(variant, reference)
                if ep != "-" and parts(m)[1] == square(ep) and pieces.get(parts(m)[0]) == pawn
            ]
            if takes and not set(takes) & set(legal(variant, fen)):
                extra.add("ep-discovered")
        out.append((fen, extra))
    for fen in promotion_positions(variant):
        out.append((fen, set()))
    for fen, without in double_check_positions(variant):
        moves = legal(variant, fen)
        pieces, _, _ = board_of(fen)
        king = upper("k", fen.split()[1] == "w")
        only_king = all(pieces.get(parts(m)[0]) == king for m in moves)
        other = any(pieces.get(parts(m)[0]) != king for m in legal(variant, without))
        extra = {"double-check"} if pyffish.gives_check(variant, fen, []) and only_king and other else set()
        out.append((fen, extra))
    for fen in terminal_positions(variant):
        out.append((fen, set()))
    if racing(variant):
        out.extend((fen, set()) for fen in racing_positions())
    if ABSENT:
        out.extend((fen, set()) for fen in horde_positions())
    if blasts(variant):
        out.extend((fen, set()) for fen in blast_positions())
    elif pseudo_royal(variant):
        out.extend((fen, set()) for fen in pseudo_royal_positions())
    # (Sittuyin's drops are its setup's, its promotions its own: its crafted positions.)
    if drops(variant) and not sittuyin(variant):
        out.extend((fen, set()) for fen in drop_positions(variant))
    if gating(variant):
        out.extend((fen, set()) for fen in gating_positions())
    if promotion_limits(variant) and not sittuyin(variant):
        out.extend((fen, set()) for fen in limit_positions(variant))
    if variant in BLOCKABLE:
        out.extend(blockable_positions(variant))
    if passes_on_stalemate(variant):
        out.extend(stalemate_pass_positions(variant))
    if cambodian(variant):
        out.extend((fen, set()) for fen in first_leap_positions())
    if sittuyin(variant):
        out.extend((fen, set()) for fen in SITTUYIN + [mirror(fen) for fen in SITTUYIN])
    if chess960(variant):
        for fen, reference in chess960_positions(variant):
            extra = set()
            if reference is not None:
                castles = {m for m in legal(variant, reference) if castling(variant, reference, m)}
                if castles - set(legal(variant, fen)):
                    extra.add("rook-shield")
            out.append((fen, extra))
    for fen, _ in out:
        if not valid(variant, fen):
            sys.exit(f"{variant}: crafted an invalid FEN {fen}")
    return out


def main():
    lines = [f"# pyffish {version()}; python3 tests/oracle/movegen.py tests/data/movegen.txt; inputs {inputs(*INPUTS)}"]
    for variant in chosen(variants()):
        # Seeded by the name, so that adding a variant leaves the others' games as they were.
        rng = XorShift(0x9E3779B97F4A7C15 ^ int.from_bytes(variant.encode()[:8].ljust(8, b"_"), "little"))
        seen = set()
        games = [(fen, set()) for fen, _ in positions(variant, rng)]
        made = games + crafted(variant)
        for i, (fen, extra) in enumerate(made):
            # As Fairy-Stockfish writes it (a crafted FEN gains the check counts it reads).
            fen = _engine.get_fen(variant, fen, [])
            if key(fen) in seen:
                continue
            seen.add(key(fen))
            moves = legal(variant, fen)
            # Counted by Fairy-Stockfish's UCI program (`_engine.py`), for every crafted
            # position and for one in two of the random games'.
            if i < len(games) and i % 2:
                perft2 = "-"
            else:
                perft2 = engine().perft(variant, fen, 2)
            found = " ".join(sorted(tags(variant, fen, moves) | extra))
            lines.append(f"{variant};{fen};{' '.join(moves)};{perft2};{found}")
    Path(sys.argv[1]).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
