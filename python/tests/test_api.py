"""pyffish's functions and the Board, on crafted positions where each rule matters.

Every expected value is pyffish 0.0.90's answer (Fairy-Stockfish), and each test of an
answer runs against `vector_attacks` and, where it is installed, against pyffish itself
(the `sf` fixture), so the expectations are proven to be Fairy-Stockfish's. Bad input is
tested on `vector_attacks` alone: pyffish crashes or answers `[]` there.
"""

import re
import threading
from pathlib import Path

import pytest

import vector_attacks

try:
    import pyffish
except ImportError:  # CI installs it; without it the answers are checked on ours alone
    pyffish = None

MODULES = [vector_attacks] + ([pyffish] if pyffish is not None else [])
CHESS = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


@pytest.fixture(params=MODULES, ids=lambda m: m.__name__)
def sf(request):
    return request.param


def test_start_fens_and_variant_facts(sf):
    assert sf.start_fen("chess") == CHESS
    assert sf.start_fen("crazyhouse") == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
    assert sf.start_fen("xiangqi") == "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
    assert sf.start_fen("shogi") == "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1"
    assert sf.start_fen("janggi") == "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
    assert sf.start_fen("3check") == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1"
    assert [sf.captures_to_hand(v) for v in ("chess", "crazyhouse", "shogi")] == [False, True, True]
    assert not sf.two_boards("crazyhouse")
    assert sf.two_boards("bughouse") and not sf.captures_to_hand("bughouse")
    assert {"chess", "crazyhouse", "xiangqi", "shogi", "janggi"} <= set(sf.variants())
    assert sf.VALUE_MATE == 32000 and sf.VALUE_DRAW == 0 and sf.FEN_OK == 1


def test_legal_moves(sf):
    after = sorted(sf.legal_moves("chess", CHESS, ["e2e4", "e7e5"]))
    assert len(after) == 29 and "e1e2" in after and "f1a6" in after and "e4e5" not in after
    # Castling through the square f1, which the rook on f8 attacks.
    assert sorted(sf.legal_moves("chess", "k4r2/8/8/8/8/8/8/4K2R w K - 0 1", [])) == [
        "e1d1", "e1d2", "e1e2", "h1f1", "h1g1", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8"]
    # En passant that would uncover the rook's check along the rank, and one that is free.
    assert sorted(sf.legal_moves("chess", "8/8/8/K2pP2r/8/8/8/7k w - d6 0 2", [])) == [
        "a5a4", "a5a6", "a5b4", "a5b5", "a5b6", "e5e6"]
    assert sorted(sf.legal_moves("chess", "8/8/8/3pP3/8/8/8/K6k w - d6 0 2", [])) == [
        "a1a2", "a1b1", "a1b2", "e5d6", "e5e6"]
    # A knight dropped between the king and the rook that checks it.
    assert sorted(sf.legal_moves("crazyhouse", "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1", [])) == [
        "N@b1", "N@c1", "N@d1", "e1d2", "e1e2", "e1f2"]
    # A check over the cannon's screen: only moves that leave the file answer it.
    assert sorted(sf.legal_moves("xiangqi", "3k5/9/9/9/9/9/3p5/9/3C5/4K4 b - - 0 1", [])) == ["d4c4", "d4e4"]


def test_fen_and_san(sf):
    assert sf.get_fen("chess", CHESS, ["e2e4", "e7e5", "g1f3"]) == \
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    # A FEN without its last fields is completed as Fairy-Stockfish completes it.
    assert sf.get_fen("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", []) == \
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    castles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    assert [sf.get_san("chess", castles, m) for m in ("e1g1", "e1c1")] == ["O-O", "O-O-O"]
    assert sf.get_san("chess", CHESS, "g1f3") == "Nf3"
    assert sf.get_san("chess", "8/8/8/3pP3/8/8/8/K6k w - d6 0 2", "e5d6") == "exd6"
    assert sf.get_san("chess", "7k/P7/8/8/8/8/8/K7 w - - 0 1", "a7a8q") == "a8=Q+"
    assert sf.get_san_moves("chess", CHESS, ["e2e4", "f7f6", "d2d4", "g7g5", "d1h5"]) == ["e4", "f6", "d4", "g5", "Qh5#"]
    assert sf.get_san("shogi", sf.start_fen("shogi"), "i3i4") == "P-16"
    assert sf.get_san("xiangqi", sf.start_fen("xiangqi"), "h3e3") == "Che3"
    assert sf.get_san("crazyhouse", "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1", "N@d1") == "N@d1"
    assert sf.get_fen("3check", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 2",
                      ["f1c4", "d7d6", "c4f7"]) == "rnbqkbnr/ppp2Bpp/3p4/4p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 0+3 0 3"


def test_checks_and_captures(sf):
    mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
    assert sf.gives_check("chess", mate, [])
    assert not sf.gives_check("chess", CHESS, ["e2e4"])
    assert sf.is_capture("chess", "8/8/8/3pP3/8/8/8/K6k w - d6 0 2", [], "e5d6")  # en passant
    assert not sf.is_capture("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", [], "e1g1")
    assert not sf.is_capture("crazyhouse", "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1", [], "N@d1")
    assert sf.is_capture("chess", CHESS, ["e2e4", "d7d5"], "e4d5")
    assert not sf.is_capture("chess", CHESS, ["e2e4", "d7d5"], "e4e5")


def test_game_ends(sf):
    mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
    assert sf.legal_moves("chess", mate, []) == []
    assert sf.game_result("chess", mate, []) == -sf.VALUE_MATE
    stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"
    assert sf.game_result("chess", stalemate, []) == sf.VALUE_DRAW
    # The third check ends three-check at once: the side to move has lost.
    three = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1+3 0 2"
    assert sf.is_immediate_game_end("3check", three, ["f1c4", "d7d6", "c4f7"]) == (True, -sf.VALUE_MATE)
    # (Where the game goes on pyffish's value is whatever its stack held: only the flag counts.)
    assert sf.is_immediate_game_end("3check", three, ["f1c4", "d7d6"])[0] is False
    # Repetition (the knights out and back twice) and the fifty-move rule.
    knights = ["g1f3", "g8f6", "f3g1", "f6g8"] * 2
    assert sf.is_optional_game_end("chess", CHESS, knights) == (True, sf.VALUE_DRAW)
    assert sf.is_optional_game_end("chess", CHESS, knights[:-1]) == (False, 0)
    assert sf.is_optional_game_end("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", ["a1a2"]) == (True, 0)
    assert sf.is_optional_game_end("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 98 80", ["a1a2"]) == (False, 0)
    assert sf.has_insufficient_material("chess", "4k3/8/8/8/8/8/8/N3K3 w - - 0 1", []) == (True, True)
    assert sf.has_insufficient_material("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", []) == (False, True)


def test_makruk_counting_and_makpong(sf):
    # The pieces' honour, started by a promotion that leaves a bare king against a met and
    # a khon (44 moves: 88 plies, 8 counted), by a bare king taking the last pawn (one rook
    # left: 16 moves, 5 plies counted); ASEAN's count, started by a promotion, not started
    # while a pawn is left.
    assert sf.get_fen("makruk", "8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1", ["g5g6m"]) == "8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1"
    assert sf.get_fen("makruk", "8/8/8/8/8/4k3/3P4/R6K b - - 0 1", ["e3d2"]) == "8/8/8/8/8/8/3k4/R6K w - 32 5 2"
    assert sf.get_fen("asean", "8/2P1k3/2K5/8/8/8/8/8 w - - 0 1", ["c7c8b"]) == "2B5/4k3/2K5/8/8/8/8/8 b - 88 0 1"
    assert sf.get_fen("asean", "4k3/3r4/2K5/8/3R4/1P6/8/8 w - - 0 1", ["d4d7"]) == "4k3/3R4/2K5/8/8/1P6/8/8 b - - 0 1"
    # The board's honour counted from a ply of the game (`count_started`), or not at all.
    board = "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 7 33"
    assert sf.get_fen("makruk", board, ["d4d5"], False, False, False, 58) == "3k4/2m5/5M2/3KM3/4S3/8/8/8 b - 128 8 33"
    assert sf.get_fen("makruk", board, ["d4d5"], False, False, False, -1) == "3k4/2m5/5M2/3KM3/4S3/8/8/8 b - 128 0 33"
    # A count past its limit is a draw a player may claim, unless it is judged from a later
    # ply or not at all.
    honour = "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 126 40"
    played = ["d4d5", "d8e8", "d5d4"]
    assert sf.is_optional_game_end("makruk", honour, played) == (True, 0)
    assert sf.get_fen("makruk", honour, played) == "4k3/2m5/5M2/4M3/3KS3/8/8/8 b - 128 129 41"
    assert sf.is_optional_game_end("makruk", honour, played, False, -1) == (False, 0)
    assert sf.is_optional_game_end("makruk", honour.replace(" 126 ", " 0 "), played, False, 70) == (False, 0)
    pieces = "8/2K3k1/5S2/6S1/8/8/8/8 b - 44 42 1"
    assert sf.is_optional_game_end("makruk", pieces, ["g7h7", "c7c6", "h7h8"]) == (True, 0)
    assert sf.is_optional_game_end("makruk", pieces, ["g7h7"]) == (False, 0)
    # Makpong's king in check may only take its checker, and is mated where it cannot.
    check = "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"
    assert sf.legal_moves("makpong", check, []) == ["e1e2"]
    assert sorted(sf.legal_moves("makruk", check, [])) == ["e1d1", "e1e2", "e1f1"]
    assert sf.legal_moves("makpong", "4k3/4r3/8/8/8/8/8/4K3 w - - 0 1", []) == []
    assert sf.game_result("makpong", "4k3/4r3/8/8/8/8/8/4K3 w - - 0 1", []) == -sf.VALUE_MATE
    # A promoted piece's `~`, read and written back without it, as Fairy-Stockfish does.
    promoted = "rnsmksnr/8/1pM~1pppp/p7/8/PPPP1PPP/8/RNSKMSNR b - - 0 3"
    assert sf.get_fen("makruk", promoted, []) == promoted.replace("M~", "M")
    # Shown where asked, and a met promoted by a move too; Thai notation names it apart.
    assert sf.get_fen("makruk", promoted, [], False, False, True) == promoted
    promoting = "4k3/8/8/8/8/8/p7/4K3 b - - 0 40"
    assert sf.get_fen("makruk", promoting, ["a2a1m"], False, False, True) == "4k3/8/8/8/8/8/8/m~3K3 w - 128 6 41"
    white = promoted.replace(" b ", " w ")
    assert sf.get_san("makruk", white, "c6d7", False, sf.NOTATION_THAI_SAN) == "ง-ง๗+"
    assert sf.get_san("makruk", white, "c6d7", False, sf.NOTATION_SAN) == "Md7+"
    assert sf.get_san("makruk", promoted, "b6b5", False, sf.NOTATION_THAI_LAN) == "บ ข๖-ข๕"
    assert sf.get_fen("chess", "4k3/8/8/8/8/8/8/Q~3K3 w - - 0 1", []) == "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1"
    # A met mates in makpong, not in makruk.
    assert sf.has_insufficient_material("makpong", "4k3/8/8/8/8/8/8/3MK3 w - - 0 1", []) == (False, True)
    assert sf.has_insufficient_material("makruk", "4k3/8/8/8/8/8/8/3MK3 w - - 0 1", []) == (True, True)


def test_long_algebraic_sfen_and_fog(sf):
    lan = sf.NOTATION_LAN
    assert sf.get_san("chess", "1r2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1", "c7b8q", False, lan) == "c7xb8=Q+"
    assert sf.get_san("chess", CHESS, "g1f3", False, lan) == "Ng1-f3"
    assert sf.get_san("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", False, lan) == "O-O-O"
    assert sf.get_san("chess", "8/8/8/3pP3/8/8/8/K6k w - d6 0 2", "e5d6", False, lan) == "e5xd6"
    assert sf.get_san("crazyhouse", "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1", "N@d1", False, lan) == "N@d1"
    assert sf.get_san_moves("chess", CHESS, ["e2e4", "f7f6", "d2d4", "g7g5", "d1h5"], False, lan) == [
        "e2-e4", "f7-f6", "d2-d4", "g7-g5", "Qd1-h5#"]
    gate = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[HEhe] b KQBCDFGkqbcdfg - 1 1"
    assert sf.get_san("seirawan", gate, "g8f6e", False, lan) == "Ng8-f6/E"
    # SFEN: `b` where the first player is to move, the hands counted, the ply from 1.
    assert sf.get_fen("shogi", sf.start_fen("shogi"), ["c3c4", "g7g6", "b2g7+"], False, True) == \
        "lnsgkgsnl/1r5b1/pppppp+Bpp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w - 4"
    assert sf.get_fen("crazyhouse", sf.start_fen("crazyhouse"), ["e2e4", "d7d5", "e4d5", "d8d5"], False, True) == \
        "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR b Pp 5"
    # Fog of war: all but the side to move's pieces and its moves' destinations hidden.
    assert sf.get_fog_fen("rnbqkbnr/p1p2ppp/8/Pp1pp3/4P3/8/1PPP1PPP/RNBQKBNR w KQkq b6 0 1", "chess") == \
        "********/********/2******/Pp*p***1/4P3/4*3/1PPP1PPP/RNBQKBNR w KQkq b6 0 1"
    after = sf.get_fen("xiangqi", sf.start_fen("xiangqi"), ["h3e3"])
    assert sf.get_fog_fen(after, "xiangqi") == \
        "rnbakabnr/2**1**2/1c5c1/p1p*p*p1p/3*1*3/*1*****1*/*1*****1*/*******1*/*******1*/*N******* b - - 1 1"
    held = sf.get_fen("crazyhouse", sf.start_fen("crazyhouse"), ["e2e4", "d7d5", "e4d5", "d8d5"])
    assert sf.get_fog_fen(held, "crazyhouse") == "********/***1****/8/3*4/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3"


def test_every_notation_of_every_move_agrees_with_pyffish():
    if pyffish is None:
        pytest.skip("pyffish is not installed (CI installs it)")
    data = Path(__file__).resolve().parents[2] / "tests" / "data" / "movegen.txt"
    seen = {}
    built_in = set(pyffish.variants()) & set(vector_attacks.variants())
    for line in data.read_text().splitlines():
        variant, fen = line.split(";")[:2]
        # (Only Fairy-Stockfish's built-ins: pyffish crashes on a variant it does not know.)
        if line.startswith("#") or variant not in built_in or not vector_attacks.is_shipped(variant):
            continue
        if seen.get(variant, 0) >= 3:
            continue
        seen[variant] = seen.get(variant, 0) + 1
        # (Every notation at the first position, ten moves of it; LAN at the next two.)
        notations = range(10) if seen[variant] == 1 else [pyffish.NOTATION_LAN]
        for m in vector_attacks.legal_moves(variant, fen, [])[:10]:
            for n in notations:
                ours = vector_attacks.get_san(variant, fen, m, False, n)
                assert ours == pyffish.get_san(variant, fen, m, False, n), (variant, fen, m, n)
    assert len(seen) > 70


def test_piece_to_partner(sf):
    shogi = "lnsgkgsnl/1r5b1/ppppppppp/S8/9/9/PPPPPPPPP/1B5R1/LNSGKG1NL[] w 0 1"
    assert sf.piece_to_partner("shogi", shogi, ["a6a7+"]) == "p"
    assert sf.piece_to_partner("shogi", shogi, ["a6a7+", "a9a7"]) == "S"  # the gold was a silver
    assert sf.piece_to_partner("crazyhouse", "4k3/8/8/8/8/8/6K1/7q~[] w - - 0 1", ["g2h1"]) == "p"
    assert sf.piece_to_partner("crazyhouse", sf.start_fen("crazyhouse"), ["e2e4", "d7d5", "e4d5"]) == "p"
    assert sf.piece_to_partner("chess", "8/8/8/3pP3/8/8/8/K6k w - d6 0 2", ["e5d6"]) == "p"  # en passant
    assert sf.piece_to_partner("chess", CHESS, ["e2e4"]) == ""
    assert sf.piece_to_partner("chess", CHESS, []) == ""
    # Bughouse: a promoted queen taken goes to the partner as a pawn; the FEN marks it `~`,
    # and nothing taken comes to the capturer's hand.
    bug = "r2qkbnr/1Ppppppp/2n5/8/8/8/1PPPPPPP/RNBQKBNR[] w KQkq - 0 1"
    assert sf.piece_to_partner("bughouse", bug, ["b7a8q"]) == "r"
    assert sf.piece_to_partner("bughouse", bug, ["b7a8q", "d8a8"]) == "P"
    assert sf.get_fen("bughouse", bug, ["b7a8q"]) == "Q~2qkbnr/2pppppp/2n5/8/8/8/1PPPPPPP/RNBQKBNR[] b KQk - 0 1"
    assert sf.get_fen("bughouse", bug, ["b7a8q", "d8a8"]) == "q3kbnr/2pppppp/2n5/8/8/8/1PPPPPPP/RNBQKBNR[] w KQk - 0 2"


def test_chess960(sf):
    # chess960=True: castling as the king taking its rook, rights as the rooks' files.
    assert sf.get_fen("chess", CHESS, [], True) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"
    wings = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    king = sorted(m for m in sf.legal_moves("chess", wings, [], True) if m.startswith("e1"))
    assert king == ["e1a1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1h1"]
    assert sf.get_fen("chess", wings, ["e1h1"], True) == "r3k2r/8/8/8/8/8/8/R4RK1 b ha - 1 1"
    assert sf.get_san("chess", wings, "e1h1", True) == "O-O"
    # Castling onto the square of a knight that has left: not a capture.
    assert sf.is_capture("chess", "bqrbkrnn/pppppppp/8/8/8/8/PPPPPPPP/BQRBKRNN w CFcf - 0 1",
                         ["g1f3", "h8g6"], "e1f1", True) is False


def test_validate_fen(sf):
    assert sf.validate_fen(CHESS, "chess") == sf.FEN_OK
    assert sf.validate_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNH w KQkq - 0 1", "chess") == -10
    assert sf.validate_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR g KQkq - 0 1", "chess") == -6
    assert sf.validate_fen("", "chess") == 0
    # An empty en passant field between two spaces; lichess's checks given past three.
    assert sf.validate_fen("rnbqkbnr/ppp2ppp/4p3/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq  0 3", "chess") == -4
    assert sf.validate_fen(CHESS + " +1+4", "3check") == -13
    assert sf.validate_fen(CHESS + " +1+3", "3check") == sf.FEN_OK
    # Castling rights whose rook or king is not where they need it (and a gate without its
    # piece); rights in a variant that does not castle are ignored, as are files in Chess960.
    assert sf.validate_fen("rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "chess") == -5
    assert sf.validate_fen("rnbqkbnr/pppppppp/8/8/8/4K3/PPPPPPPP/RNBQ1BNR w KQkq - 0 1", "chess") == -5
    gate = "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1"
    assert sf.validate_fen(gate, "seirawan") == -5
    assert sf.validate_fen(gate.replace("dfg", "df"), "seirawan") == sf.FEN_OK
    assert sf.validate_fen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w KQkq - 0 1", "makruk") == sf.FEN_OK
    shuffled = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"
    assert sf.validate_fen(shuffled, "chess", True) == sf.FEN_OK
    assert sf.validate_fen(shuffled.replace("BNRKR w KQkq", "BNRK1 w HFhf"), "fischerandom") == -5
    # A `+` before a piece that does not promote (shogi's king), or before another `+`; in
    # chess, a character it does not know.
    shogi = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSG{}KGSNL[-] w - - 0 1"
    assert sf.validate_fen(shogi.format("+"), "shogi") == sf.FEN_INVALID_PROMOTED_PIECE
    assert sf.validate_fen(shogi.format("++"), "shogi") == sf.FEN_INVALID_PROMOTED_PIECE
    assert sf.validate_fen("lnsgkgsnl/1r5+b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w - - 0 1", "shogi") == sf.FEN_OK
    assert sf.validate_fen("rnb+qkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "chess") == -10
    # Janggi's horse and elephant by their other letters, read as `n` and `b`.
    other = "rhea1aehr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RHEA1AEHR w - - 0 1"
    assert sf.validate_fen(other, "janggi") == sf.FEN_OK
    assert sf.get_fen("janggi", other, []) == sf.start_fen("janggi")
    # Makruk's count in the en passant field.
    assert sf.validate_fen("8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1", "makruk") == sf.FEN_OK
    # The side not to move in check (the cannon on d8 over the advisor on e9, along the
    # palace's diagonal; a rook in chess): Fairy-Stockfish reads it, and weighs its material.
    checked = "5k3/4a4/3CN4/9/1PP5p/9/8P/4C4/4A4/2B1K4 w - - 0 46"
    assert sf.validate_fen(checked, "janggi") == sf.FEN_OK
    assert sf.has_insufficient_material("janggi", checked, []) == (False, False)
    assert sf.validate_fen("4k3/8/8/8/8/8/8/K3R3 w - - 0 1", "chess") == sf.FEN_OK
    assert sf.has_insufficient_material("chess", "4k3/8/8/8/8/8/8/K3R3 w - - 0 1", []) == (False, True)


def test_board_keeps_the_game():
    board = vector_attacks.Board("chess")
    assert board.fen() == CHESS and board.move_stack() == []
    for san in ("e4", "f6", "d4", "g5"):
        board.push_san(san)
    assert board.san("d1h5") == "Qh5#"
    board.push("d1h5")
    assert board.is_check() and board.is_game_over() and board.result() == "1-0"
    assert board.legal_moves() == [] and board.move_stack() == ["e2e4", "f7f6", "d2d4", "g7g5", "d1h5"]
    assert board.pop() == "d1h5" and board.result() == "*"
    assert board.fen() == "rnbqkbnr/ppppp2p/5p2/6p1/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3"
    board.reset()
    assert board.fen() == CHESS
    with pytest.raises(IndexError):
        board.pop()
    # A repetition ends the game only when claimed.
    for m in ["g1f3", "g8f6", "f3g1", "f6g8"] * 2:
        board.push(m)
    assert board.result() == "*" and board.result(claim_draw=True) == "1/2-1/2"
    copy = board.copy()
    copy.push("e2e4")
    assert len(board.move_stack()) == 8 and len(copy.move_stack()) == 9
    assert sorted(board.legal_moves_san())[:3] == ["Na3", "Nc3", "Nf3"]


def test_board_agrees_with_the_functions():
    board = vector_attacks.Board("crazyhouse")
    moves = ["e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5", "P@d5"]
    for m in moves:
        board.push(m)
    fen = vector_attacks.start_fen("crazyhouse")
    assert board.fen() == vector_attacks.get_fen("crazyhouse", fen, moves)
    assert sorted(board.legal_moves()) == sorted(vector_attacks.legal_moves("crazyhouse", fen, moves))


@pytest.mark.parametrize("call, message", [
    (lambda: vector_attacks.legal_moves("chess", CHESS, ["e2e4", "e2e4"]), "move 2 of the list"),
    (lambda: vector_attacks.legal_moves("chess", CHESS, ["e9e4"]), "expected a UCI move"),
    (lambda: vector_attacks.legal_moves("chess", "rnbqkbnr/pppppppp/8/8 w - - 0 1", []), "invalid FEN"),
    (lambda: vector_attacks.get_fen("nosuchvariant", CHESS, []), "unknown variant `nosuchvariant`"),
    (lambda: vector_attacks.get_san("chess", CHESS, "e2e4", False, 42), "unknown notation 42"),
    (lambda: vector_attacks.get_san("chess", CHESS, "e2e5"), "not a legal move"),
    (lambda: vector_attacks.Board("chess").push_san("Ke2"), "SAN \"Ke2\""),
    (lambda: vector_attacks.Board("chess", "8/8 w"), "invalid FEN"),
    # (pyffish plays on, a king's capture among its moves; no game reaches such a position.)
    (lambda: vector_attacks.legal_moves("chess", "4k3/8/8/8/8/8/8/K3R3 w - - 0 1", []),
     "the side not to move is in check"),
])
def test_bad_input_raises_value_error(call, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(")):
        call()


def test_load_variant_config_reports_what_it_cannot_load(capfd):
    vector_attacks.load_variant_config("[notcompiled:chess]\nking = -\n")
    assert "notcompiled" in capfd.readouterr().err
    with pytest.raises(ValueError, match="not compiled into this package"):
        vector_attacks.legal_moves("notcompiled", CHESS, [])
    assert "notcompiled" not in vector_attacks.variants()


def test_threads_share_nothing_mutable():
    errors = []

    def play(variant):
        try:
            for _ in range(200):
                board = vector_attacks.Board(variant)
                while not board.is_game_over() and len(board.move_stack()) < 30:
                    board.push(sorted(board.legal_moves())[len(board.move_stack()) % board.number_legal_moves()])
                assert vector_attacks.get_fen(variant, vector_attacks.start_fen(variant), board.move_stack()) == board.fen()
        except Exception as e:  # reported below
            errors.append(e)

    threads = [threading.Thread(target=play, args=(v,)) for v in ("chess", "xiangqi", "shogi", "crazyhouse")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []


def test_the_readme_example_runs():
    readme = Path(__file__).resolve().parents[2] / "README.md"
    blocks = re.findall(r"```python\n(.*?)```", readme.read_text(), re.S)
    assert blocks, "README.md has a python block"
    scope = {}
    exec(blocks[0], scope)
    assert scope["board"].move_stack() == ["c3c4"]
