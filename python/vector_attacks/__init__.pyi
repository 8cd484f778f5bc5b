"""Type stubs of `vector_attacks`: pyffish's functions with its signatures and a `Board`."""

from typing import Any, List, Optional, Tuple

FEN_OK: int
FEN_EMPTY: int
FEN_INVALID_COUNTING_RULE: int
FEN_INVALID_CHECK_COUNT: int
FEN_INVALID_PROMOTED_PIECE: int
FEN_INVALID_NB_PARTS: int
FEN_INVALID_CHAR: int
FEN_TOUCHING_KINGS: int
FEN_INVALID_BOARD_GEOMETRY: int
FEN_INVALID_POCKET_INFO: int
FEN_INVALID_SIDE_TO_MOVE: int
FEN_INVALID_CASTLING_INFO: int
FEN_INVALID_EN_PASSANT_SQ: int
FEN_INVALID_NUMBER_OF_KINGS: int
FEN_INVALID_HALF_MOVE_COUNTER: int
FEN_INVALID_MOVE_COUNTER: int
NOTATION_DEFAULT: int
NOTATION_SAN: int
NOTATION_LAN: int
NOTATION_SHOGI_HOSKING: int
NOTATION_SHOGI_HODGES: int
NOTATION_SHOGI_HODGES_NUMBER: int
NOTATION_JANGGI: int
NOTATION_XIANGQI_WXF: int
NOTATION_THAI_SAN: int
NOTATION_THAI_LAN: int
VALUE_MATE: int
VALUE_DRAW: int

def version() -> Tuple[int, int, int]:
    """pyffish's version these answers follow: (0, 0, 90)."""
def info() -> str:
    """The engine's name and version."""
def variants() -> List[str]:
    """The variants compiled in that may be played, in order of their names."""
def set_option(name: str, value: Any) -> None:
    """Accepted for pyffish's sake; nothing here searches, so options change nothing."""
def load_variant_config(config: str) -> None:
    """Reads a variants.ini text: sections compiled in with the same definition may be
    played; any other is reported on stderr and raises ValueError when named."""
def start_fen(variant: str) -> str:
    """The variant's start position."""
def two_boards(variant: str) -> bool:
    """Whether the variant is played on two boards."""
def is_shipped(variant: str) -> bool:
    """Whether the variant compiled in is the shipped definition, not one of the file
    VECTOR_ATTACKS_VARIANTS named at build time (this package's own, not pyffish's)."""
def captures_to_hand(variant: str) -> bool:
    """Whether captured pieces go to the taker's hand."""
def get_san(variant: str, fen: str, move: str, chess960: bool = False, notation: int = NOTATION_DEFAULT) -> str:
    """A legal move (UCI) in the notation `notation` names: NOTATION_DEFAULT the variant's
    own (SAN, shogi's Hodges with numbers for shogi's family), or any of the NOTATION_*
    constants for any variant, as Fairy-Stockfish writes them (LAN, shogi's, janggi's,
    xiangqi's WXF, Thai SAN and LAN); ValueError for an illegal or malformed move or an
    unknown notation."""
def get_san_moves(variant: str, fen: str, movelist: List[str], chess960: bool = False, notation: int = NOTATION_DEFAULT) -> List[str]:
    """Each move of the list in the notation `notation` names (as get_san), each where it
    is played."""
def legal_moves(variant: str, fen: str, movelist: List[str], chess960: bool = False) -> List[str]:
    """The legal moves (UCI) after the moves of the list."""
def get_fen(variant: str, fen: str, movelist: List[str], chess960: bool = False, sfen: bool = False, show_promoted: bool = False, count_started: int = 0) -> str:
    """The FEN after the moves of the list (sfen=True: shogi's SFEN; show_promoted=True:
    promoted pieces marked `~`, where the variant records them: captures to the hand, or
    pawns promoting to the met as in makruk, else ValueError; count_started: the ply from
    which makruk's board's honour is counted, 0 the FEN's own count, below 0 none)."""
def gives_check(variant: str, fen: str, movelist: List[str], chess960: bool = False) -> bool:
    """Whether the side to move after the list is in check."""
def is_capture(variant: str, fen: str, movelist: List[str], move: str, chess960: bool = False) -> bool:
    """Whether the move takes a piece."""
def piece_to_partner(variant: str, fen: str, movelist: List[str], chess960: bool = False) -> str:
    """The piece the list's last move took, as bughouse passes it on: its letter, a promoted
    piece as what it was; "" where it took nothing."""
def game_result(variant: str, fen: str, movelist: List[str], chess960: bool = False) -> int:
    """VALUE_MATE, -VALUE_MATE or VALUE_DRAW for the side to move of an ended game."""
def is_immediate_game_end(variant: str, fen: str, movelist: List[str], chess960: bool = False) -> Tuple[bool, int]:
    """Whether a rule of the variant ended the game, and its value."""
def is_optional_game_end(variant: str, fen: str, movelist: List[str], chess960: bool = False, count_started: int = 0) -> Tuple[bool, int]:
    """Whether a player may end the game (n-move rule, repetition, makruk's count past its
    limit, counted from the ply count_started where it is not 0), and its value."""
def has_insufficient_material(variant: str, fen: str, movelist: List[str], chess960: bool = False) -> Tuple[bool, bool]:
    """Whether White and Black each lack the material to win. Without moves, a FEN whose
    side not to move is in check is weighed too, as Fairy-Stockfish reads it (every other
    function raises ValueError there: no game reaches it, and pyffish's moves from it may
    take the king)."""
def validate_fen(fen: str, variant: str, chess960: bool = False) -> int:
    """FEN_OK, FEN_EMPTY or a negative FEN_INVALID_* code, as Fairy-Stockfish's validate_fen
    gives them: beside what the FEN reader refuses, castling rights (and S-chess's gates)
    whose king, rook or gated piece is not where they need it (FEN_INVALID_CASTLING_INFO),
    an empty en passant field, and lichess's checks given past three. (Like Fairy-Stockfish's,
    it does not look at checks: a side not to move in check is FEN_OK.)"""
def get_fog_fen(fen: str, variant: str, chess960: bool = False) -> str:
    """The FEN as the side to move sees it in fog of war: squares it cannot see are `*`."""

class Board:
    """A game kept between calls: its position and the moves played."""
    def __init__(self, variant: str = "chess", fen: Optional[str] = None, chess960: bool = False) -> None: ...
    def variant(self) -> str: ...
    def is_960(self) -> bool: ...
    def legal_moves(self) -> List[str]: ...
    def legal_moves_san(self, notation: int = NOTATION_DEFAULT) -> List[str]: ...
    def number_legal_moves(self) -> int: ...
    def push(self, uci: str) -> None: ...
    def push_san(self, san: str, notation: int = NOTATION_DEFAULT) -> str: ...
    def push_moves(self, moves: List[str]) -> None: ...
    def pop(self) -> str: ...
    def reset(self) -> None: ...
    def fen(self) -> str: ...
    def san(self, uci: str, notation: int = NOTATION_DEFAULT) -> str: ...
    def variation_san(self, moves: List[str], notation: int = NOTATION_DEFAULT) -> List[str]: ...
    def move_stack(self) -> List[str]: ...
    def turn(self) -> bool: ...
    def halfmove_clock(self) -> int: ...
    def fullmove_number(self) -> int: ...
    def is_check(self) -> bool: ...
    def is_capture(self, uci: str) -> bool: ...
    def has_insufficient_material(self, white: bool) -> bool: ...
    def is_insufficient_material(self) -> bool: ...
    def is_game_over(self, claim_draw: bool = False) -> bool: ...
    def result(self, claim_draw: bool = False) -> str: ...
    def copy(self) -> "Board": ...
