/// One variant whose check detection is proven against Fairy-Stockfish: the module the build
/// script generates for it, Fairy-Stockfish's name of the variant, the board, and the pieces
/// in table order, each as (name, Betza definition, the FEN letters of the pieces of that
/// class). The pawns are two classes, as in the orthodox tables: `P` attacks towards the top
/// rank, `p` towards the bottom one.
pub type CheckVariant = (
    &'static str,
    &'static str,
    u32,
    u32,
    &'static [(&'static str, &'static str, &'static str)],
);

/// The pieces of Capablanca chess (and Grand chess, under other names): the orthodox classes
/// as the orthodox tables number them, then the archbishop and the chancellor.
const CAPABLANCA: [(&str, &str, &str); 9] = [
    ("black_pawn", "bmWbcF", "p"),
    ("white_pawn", "fmWfcF", "P"),
    ("knight", "N", "Nn"),
    ("bishop", "B", "Bb"),
    ("rook", "R", "Rr"),
    ("queen", "Q", "Qq"),
    ("king", "K", "Kk"),
    ("archbishop", "BN", "Aa"),
    ("chancellor", "RN", "Cc"),
];

/// Capablanca chess and Grand chess (built into Fairy-Stockfish), and `fairy12x10`, a 12x10
/// variant with fairy pieces (lame leapers and hoppers among them) that `tests/oracle/checks.py` defines for Fairy-Stockfish with
/// `load_variant_config` (the script writes the pieces it used into the data, and the test
/// checks that they are these). The build script reads this file too.
pub const CHECK_VARIANTS: [CheckVariant; 3] = [
    ("check_capablanca", "capablanca", 10, 8, &CAPABLANCA),
    ("check_grand", "grand", 10, 10, &CAPABLANCA),
    (
        "check_fairy12x10",
        "fairy12x10",
        12,
        10,
        &[
            CAPABLANCA[0],
            CAPABLANCA[1],
            CAPABLANCA[2],
            CAPABLANCA[3],
            CAPABLANCA[4],
            CAPABLANCA[5],
            CAPABLANCA[6],
            CAPABLANCA[7],
            CAPABLANCA[8],
            ("nightrider", "NN", "Ii"),
            ("horse", "nN", "Hh"),
            ("camel", "C", "Ll"),
            ("zebra", "Z", "Zz"),
            ("elephant", "nA", "Ee"),
            ("amazon", "QN", "Mm"),
            ("cannon", "mRcpR", "Oo"),
            ("grasshopper", "gQ", "Gg"),
        ],
    ),
];
