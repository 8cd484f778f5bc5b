"""Oracle data for boards other than 8x8, from Fairy-Stockfish (pyffish), for the generated
runtime of examples/variant (its tests/fairy_stockfish.rs reads it).

Fairy-Stockfish is told about each board as a variant based on `giveaway` (no royal king, so
every pseudo-legal move is legal) with `mustCapture = false` (so quiet moves are not hidden
behind captures) and no castling. A capture by a piece is then exactly an attack of that
piece on an occupied square:

- `A` lines, attacks: random positions of one side's pieces of one class among the other
  side's pieces; for each of the mover's pieces (the occupied squares that are not targets,
  in ascending order), the set of squares it can capture on.
- `B` lines, in-between sets: a rook or bishop on `from`, an enemy piece on `to`, and one
  more piece on each other square in turn: the squares whose occupation removes the capture.

Squares are numbered rank by rank from a1 (a1 = 0, b1 = 1, ...); sets are hexadecimal, bit i
square i. The choice of positions is seeded (a hand-written xorshift, so the data does not
depend on Python's random module), so the output is byte-identical on every run.

Usage: python3 fairy_stockfish.py OUT.txt
"""

import sys

import pyffish

BOARDS = [(10, 8), (9, 10), (10, 10), (12, 10)]
# The attack classes of vector-attacks, in its order, with the letter of the piece in
# `giveaway` (the king is a non-royal commoner there).
CLASSES = ["p", "P", "N", "B", "R", "Q", "K"]
POSITIONS_PER_CLASS = 64
MOVERS = 8
BLOCKERS = 24
IN_BETWEEN_PAIRS = 48


class XorShift:
    """xorshift64*: a small, fixed generator."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        x = self.state
        x ^= (x >> 12)
        x ^= (x << 25) & 0xFFFFFFFFFFFFFFFF
        x ^= (x >> 27)
        self.state = x
        return (x * 0x2545F4914F6CDD1D) & 0xFFFFFFFFFFFFFFFF

    def below(self, n):
        return (self.next() >> 11) % n

    def sample(self, items, k):
        items = list(items)
        for i in range(k):
            j = i + self.below(len(items) - i)
            items[i], items[j] = items[j], items[i]
        return items[:k]


def variant_name(files, ranks):
    return f"va{files}x{ranks}"


def config():
    sections = []
    for files, ranks in BOARDS:
        sections.append(
            f"[{variant_name(files, ranks)}:giveaway]\n"
            f"maxFile = {chr(ord('a') + files - 1)}\n"
            f"maxRank = {ranks}\n"
            "mustCapture = false\n"
            "castling = false\n"
        )
    return "\n".join(sections)


def fen(files, ranks, pieces, white_to_move):
    rows = []
    for rank in reversed(range(ranks)):
        row, empty = "", 0
        for file in range(files):
            piece = pieces.get(rank * files + file)
            if piece is None:
                empty += 1
            else:
                if empty:
                    row += str(empty)
                    empty = 0
                row += piece
        if empty:
            row += str(empty)
        rows.append(row)
    side = "w" if white_to_move else "b"
    return "/".join(rows) + f" {side} - - 0 1"


def square_of(files, name):
    file = ord(name[0]) - ord("a")
    rank = int(name[1:]) - 1
    return rank * files + file


def moves(files, ranks, pieces, white_to_move):
    """(from, to) of every legal move."""
    out = []
    for move in pyffish.legal_moves(
        variant_name(files, ranks), fen(files, ranks, pieces, white_to_move), []
    ):
        # from and to: a file letter and a rank number each, then maybe a promotion piece.
        i = 1
        while move[i].isdigit():
            i += 1
        j = i + 1
        while j < len(move) and move[j].isdigit():
            j += 1
        out.append((square_of(files, move[:i]), square_of(files, move[i:j])))
    return out


def bits(squares):
    return sum(1 << s for s in squares)


def attack_lines(rng, files, ranks):
    n = files * ranks
    lines = []
    for index, letter in enumerate(CLASSES):
        white = letter.isupper()
        enemy = "n" if white else "N"
        for _ in range(POSITIONS_PER_CLASS):
            squares = rng.sample(range(n), MOVERS + BLOCKERS)
            movers, blockers = sorted(squares[:MOVERS]), squares[MOVERS:]
            pieces = {s: letter for s in movers}
            pieces.update({s: enemy for s in blockers})
            captures = {s: set() for s in movers}
            targets = set(blockers)
            for frm, to in moves(files, ranks, pieces, white):
                if frm in captures and to in targets:
                    captures[frm].add(to)
            captured = " ".join(f"{bits(captures[frm]):x}" for frm in movers)
            lines.append(
                f"A {files}x{ranks} {index} {bits(pieces):x} {bits(blockers):x} {captured}"
            )
    return lines


def in_between_lines(rng, files, ranks):
    n = files * ranks
    lines = []
    pairs = []
    for frm in range(n):
        for to in range(n):
            df = to % files - frm % files
            dr = to // files - frm // files
            if frm != to and (df == 0 or dr == 0 or abs(df) == abs(dr)):
                pairs.append((frm, to, "R" if df == 0 or dr == 0 else "B"))
    for frm, to, slider in rng.sample(pairs, IN_BETWEEN_PAIRS):
        blocking = []
        for s in range(n):
            if s in (frm, to):
                continue
            pieces = {frm: slider, to: "n", s: "n"}
            if (frm, to) not in moves(files, ranks, pieces, True):
                blocking.append(s)
        lines.append(f"B {files}x{ranks} {slider} {frm} {to} {bits(blocking):x}")
    return lines


def main():
    out = sys.argv[1]
    pyffish.load_variant_config(config())
    rng = XorShift(0x9E3779B97F4A7C15)
    lines = [
        "# Fairy-Stockfish (pyffish) on boards other than 8x8; written by",
        "# tests/oracle/fairy_stockfish.py, checked by examples/variant/tests/fairy_stockfish.rs.",
        "# A BOARD CLASS OCCUPIED TARGETS CAPTURED...: pieces of CLASS (0 black pawn, 1 white pawn,",
        "#   2 knight, 3 bishop, 4 rook, 5 queen, 6 king) on OCCUPIED minus TARGETS; the k-th of them",
        "#   (ascending) captures the k-th CAPTURED set of the enemy pieces on TARGETS.",
        "# B BOARD R|B FROM TO BLOCKING: the squares whose occupation stops a rook or bishop on",
        "#   FROM capturing on TO.",
        f"# pyffish {'.'.join(map(str, pyffish.version()))}",
    ]
    for files, ranks in BOARDS:
        lines += attack_lines(rng, files, ranks)
        lines += in_between_lines(rng, files, ranks)
    with open(out, "w", encoding="ascii") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
