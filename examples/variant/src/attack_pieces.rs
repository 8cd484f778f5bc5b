/// The pieces of the `pieces_*` modules' attack sets, in table order: name and Betza
/// definition. Line riders with direction and range modifiers, leapers, compounds, the
/// nightrider, the lame leapers and the hoppers (the cannon along files and ranks and along
/// diagonals, the grasshopper); none moves differently from how it captures, so
/// Fairy-Stockfish's legal moves give their whole attack sets
/// (`tests/oracle/attack_sets.py` has the same list; the test checks that they agree). The
/// build script reads this file too.
pub const ATTACK_PIECES: [(&str, &str); 23] = [
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
    ("rook", "R"),
    ("queen", "Q"),
    ("king", "K"),
    ("lance", "fR"),
    ("side_mover", "fsR"),
    ("cannon", "pR"),
    ("diagonal_cannon", "pB"),
    ("grasshopper", "gQ"),
];
