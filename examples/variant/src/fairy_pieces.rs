/// The fairy pieces of the `fairy_*` boards, in table order: name and Betza definition. The
/// build script reads this file too, and Fairy-Stockfish gets the same list
/// (`tests/oracle/fairy_pieces.py`; the test checks that they agree).
pub const FAIRY_PIECES: [(&str, &str); 16] = [
    ("nightrider", "NN"),
    ("horse", "nN"),
    ("elephant", "nA"),
    ("camel", "C"),
    ("zebra", "Z"),
    ("archbishop", "BN"),
    ("chancellor", "RN"),
    ("amazon", "QN"),
    ("forward_wazir", "fW"),
    ("forward_ferz", "fF"),
    ("short_rook", "R4"),
    ("soldier", "fsW"),
    ("short_bishop", "B2"),
    ("back_knight", "bN"),
    ("vertical_rook", "vR"),
    ("berolina", "mFcW"),
];
