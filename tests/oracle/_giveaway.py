"""Shared by the Fairy-Stockfish oracle scripts (a module, not a script: .ci/oracle skips
files starting with `_`): a fixed random generator, variants based on `giveaway` for any
board, FEN for a dictionary of pieces, and the legal moves as square pairs."""

import pyffish


class XorShift:
    """xorshift64*: a small, fixed generator, so the data does not depend on Python's."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        x = self.state
        x ^= x >> 12
        x ^= (x << 25) & 0xFFFFFFFFFFFFFFFF
        x ^= x >> 27
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


def variant_section(name, files, ranks, extra=()):
    """A variant of `files` x `ranks` based on `giveaway` (no royal king, so every
    pseudo-legal move is legal) with `mustCapture = false` (quiet moves are not hidden behind
    captures) and no castling; `extra` lines add to it (custom pieces)."""
    lines = [
        f"[{name}:giveaway]",
        f"maxFile = {chr(ord('a') + files - 1)}",
        f"maxRank = {ranks}",
        "mustCapture = false",
        "castling = false",
        *extra,
    ]
    return "\n".join(lines) + "\n"


def placement(rows):
    """The placement field of a FEN for `rows` of cells (top rank first; a letter or None)."""
    out = []
    for cells in rows:
        row, empty = "", 0
        for cell in cells:
            if cell is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += cell
        if empty:
            row += str(empty)
        out.append(row)
    return "/".join(out)


def fen(files, ranks, pieces, white_to_move=True):
    """FEN of `pieces` (square -> letter; squares rank by rank from a1)."""
    rows = [[pieces.get(rank * files + file) for file in range(files)] for rank in reversed(range(ranks))]
    side = "w" if white_to_move else "b"
    return placement(rows) + f" {side} - - 0 1"


def square_of(files, name):
    return (int(name[1:]) - 1) * files + ord(name[0]) - ord("a")


def moves(variant, files, ranks, pieces, white_to_move=True):
    """(from, to) of every legal move."""
    out = []
    for move in pyffish.legal_moves(variant, fen(files, ranks, pieces, white_to_move), []):
        # A file letter and a rank number each, then maybe a promotion piece.
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


def version():
    return ".".join(map(str, pyffish.version()))
