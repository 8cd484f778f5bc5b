//! Reading `variants.ini`: bad files never panic and say what is wrong; every accepted
//! definition of random mutations of the shipped file generates a move generator
//! (examples/movegen generates and compiles every shipped one and proves them by perft,
//! which a test here generating them again only repeated, for 45 s).

use proptest::prelude::*;
use vector_attacks_codegen::movegen;
use vector_attacks_codegen::variant::{GameValue, Variant, IGNORED, SHIPPED};

/// Every refusal is one line that names what was written and, where Fairy-Stockfish has it,
/// the rule it belongs to or the nearest real option.
#[test]
fn refusals_name_what_is_wrong() {
    let cases = [
        (
            "[a:chess]\nwallingRule = duck\n",
            "a",
            "`wallingRule = duck` is a Fairy-Stockfish option of walls",
        ),
        (
            "[a:chess]\nsittuyinPromotion = yes\n",
            "a",
            "`sittuyinPromotion = yes`: expected `true` or `false`",
        ),
        (
            "[a:chess]\nshatarMateRule = 1\n",
            "a",
            "`shatarMateRule = 1`: expected `true` or `false`",
        ),
        (
            "[a:chess]\ngating = true\n",
            "a",
            "`gating = true` without `seirawanGating = true`",
        ),
        (
            "[a:makruk]\ncambodianMoves = true\n",
            "a",
            "`cambodianMoves = true` without `gating = true`: Fairy-Stockfish keeps the first leaps' rights as gates",
        ),
        (
            "[a:seirawan]\ncambodianMoves = true\n",
            "a",
            "`cambodianMoves = true` with `seirawanGating = true`",
        ),
        (
            "[a:seirawan]\nchess960 = true\n",
            "a",
            "`seirawanGating = true` with Chess960 castling",
        ),
        (
            "[a:chess]\ncastlingWins = qx\n",
            "a",
            "`castlingWins = qx`: `x` is not a castling right; expected `K`, `Q`, `k` and `q`",
        ),
        (
            "[a:chess]\ncustomPiece1 = s:mfWcfF\npawnTypes = ps\n",
            "a",
            "`s` among the types capturing en passant, beside pawns that step twice",
        ),
        ("[a:chess]\ntripleStepRegionWhite = *2\n", "a", "does not play yet"),
        (
            "[a:chess]\npromotionRank = 7\n",
            "a",
            "old Fairy-Stockfish spelling the move generator does not read; write promotionRegionWhite",
        ),
        (
            "[a:chess]\ncustomPiece1 = w:nW\n",
            "a",
            "Fairy-Stockfish plays a lame leap (`n`) only on `D`, `N`, `A` and `Z`",
        ),
        (
            "[a:chess]\ncustomPiece1 = c:pN\n",
            "a",
            "a hopper rides the lines of `R`, `B` or `Q`",
        ),
        (
            "[a:chess]\ncustomPiece1 = c:pR2DD\n",
            "a",
            "Fairy-Stockfish bounds the ranged hop along (0, 1) by the squares its other capturing moves along that line reach, which leave a gap",
        ),
        (
            "[a:chess]\ncustomPiece1 = c:R2pR\n",
            "a",
            "a ranged ride beside a longer hop on its line is not supported",
        ),
        (
            "[a:seirawan]\npass = true\n",
            "a",
            "passing (`pass`, `passOnStalemate`) together with gating (`gating`) is not supported yet",
        ),
        (
            "[a:atomic]\npassOnStalemateWhite = true\n",
            "a",
            "passing (`pass`, `passOnStalemate`) together with pseudo-royal pieces",
        ),
        (
            "[a:giveaway]\nbikjangRule = true\n",
            "a",
            "janggi's rules (`diagonalLines`, `bikjangRule`) together with a king that is not royal",
        ),
        (
            "[a:chess]\nflyingGeneral = true\nking = -\ncommoner = k\ncastlingKingPiece = k\n",
            "a",
            "the flying general (`flyingGeneral`) together with a king that is not royal",
        ),
        (
            "[a:chess]\ncustomPiece1 = c:mRcpR\ncheckCounting = false\nchecking = false\n",
            "a",
            "lame leapers (`n`) and hoppers (`p`, `g`) together with `checking = false`",
        ),
        ("[a:chess]\nmaxFile = 13\n", "a", "maxFile"),
        ("[a:chess]\nmaxFile = l\nmaxRank = 11\n", "a", "maxRank"),
        ("[a:chess]\nking = -\n", "a", "`k` is none of its pieces"),
        (
            "[a:chess]\nking = -\nknight = -\nbishop = -\nrook = -\nqueen = -\nstartFen = 8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1\n",
            "a",
            "neither a `king` nor a `commoner`",
        ),
        (
            "[a:chess]\nking = -\ncommoner = k\ncastlingKingPiece = n\n",
            "a",
            "castling with a piece other than the king (or, without a king, the commoner)",
        ),
        (
            "[a:chess]\nfoo = 1\n",
            "a",
            "`foo` is not an option of Fairy-Stockfish's variants.ini",
        ),
        (
            "[a:chess]\ncustomPeice1 = z:NN\n",
            "a",
            "(did you mean `customPiece1`?)",
        ),
        (
            "[a:chess]\nmobilityRegionWhiteKnigth = *1\n",
            "a",
            "did you mean `mobilityRegionWhiteKnight`?",
        ),
        (
            "[a:chess]\nflagRegion = *8\nflagPieceSafe = true\n",
            "a",
            "a flag piece that must stand safe",
        ),
        ("[a:chess]\nflagPiece = z\nflagRegion = *8\n", "a", "`z` is none of the variant's pieces"),
        ("[a:chess]\nflagRegion = z9\n", "a", "flagRegionWhite = z9"),
        ("[a:chess]\nflagPieceCount = two\nflagRegion = *8\n", "a", "expected a number of pieces"),
        ("[a:chess]\ncheckCounting = yes\n", "a", "expected `true` or `false`"),
        ("[a:chess]\nwhiteFlag = *8\n", "a", "write flagRegionWhite"),
        (
            "[a:chess]\nextinctionValue = lose\nextinctionPieceTypes = *\n",
            "a",
            "`extinctionValue = lose`: expected `win`, `loss`, `draw` or `none`",
        ),
        (
            "[a:chess]\nextinctionValue = loss\nextinctionPieceTypes = qz\n",
            "a",
            "`z` is none of the variant's pieces (pnbrqk), `*` (all pieces) or `-` (none)",
        ),
        (
            "[a:chess]\nextinctionValue = loss\nextinctionPieceCount = one\n",
            "a",
            "`extinctionPieceCount = one`: expected a whole number of pieces",
        ),
        ("[a:chess]\nmustCapture = 1\n", "a", "expected `true` or `false`"),
        (
            "[a:chess]\nextinctionPseudoRoyal = true\n",
            "a",
            "set `extinctionValue` and `extinctionPieceTypes` too",
        ),
        (
            "[a:chess]\nblastOnCapture = true\n",
            "a",
            "make the king a commoner",
        ),
        (
            "[a:chess]\ncheckCounting = true\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3-3 0 1\n",
            "a",
            "the checks each side has left to give (`3+3`)",
        ),
        ("[a:chess]\nknight = x y\n", "a", "one letter"),
        ("[a:chess]\nknight = 7\n", "a", "`7` is not a letter"),
        ("[a:chess]\npromotionPieceTypes = z\n", "a", "`z` is none"),
        (
            "[a:crazyhouse]\ndropNoDoubled = z\n",
            "a",
            "`dropNoDoubled = z`: `z` is none of the variant's pieces",
        ),
        (
            "[a:crazyhouse]\ndropNoDoubled = p\ndropNoDoubledCount = x\n",
            "a",
            "`dropNoDoubledCount = x`: expected a whole number",
        ),
        (
            "[a:chess]\npromotionLimit = z:1\n",
            "a",
            "`promotionLimit = z:1`: `z` is none of the variant's pieces",
        ),
        (
            "[a:chess]\npromotionLimit = q:x\n",
            "a",
            "`q:x` needs a count of pieces after the `:`, like `q:1`",
        ),
        (
            "[a:chess]\npromotionLimit = qr:1\n",
            "a",
            "`qr:1` is not a letter, `:` and a count",
        ),
        (
            "[a:b]\n",
            "a",
            "`[a:b]` inherits from `b`, which is neither a section of the file before it",
        ),
        (
            "[a:crazyhous]\n",
            "a",
            "(did you mean `crazyhouse`?)",
        ),
        (
            "[a:duck]\n",
            "a",
            "`[a:duck]` inherits from `duck`, a Fairy-Stockfish built-in with walls (`wallingRule`)",
        ),
        (
            "[a:chess]\n",
            "duck",
            "`duck` is a Fairy-Stockfish built-in with walls (`wallingRule`)",
        ),
        ("[a:a]\n", "a", "inherits from itself"),
        (
            "[b:a]\n[a:chess]\n",
            "b",
            "which the file defines after it; Fairy-Stockfish reads the sections in order",
        ),
        (
            "[capablanca:chess]\nmaxFile = 10\n",
            "capablanca",
            "Fairy-Stockfish keeps its own `capablanca`",
        ),
        ("[chess]\nknight = -\n", "chess", "Fairy-Stockfish keeps its own"),
        ("[a:chess]\n[a:chess]\n", "a", "defined twice"),
        ("maxFile = 10\n", "a", "before any section"),
        ("[a:chess\n", "a", "without closing"),
        ("[a:chess]\nnonsense\n", "a", "neither a section"),
        ("[a:chess]\n", "capablancaa", "(did you mean `capablanca`?)"),
        (
            "[a:chess]\npromotionRegionWhite = *11\n",
            "a",
            "`*11` is not a square",
        ),
        ("[a:chess]\ndoubleStep = maybe\n", "a", "`true` or `false`"),
        (
            "[a:chess]\ncastlingKingsideFile = a\n",
            "a",
            "no square for the rook",
        ),
        (
            "[a:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w - - 0 1\n",
            "a",
            "`Z`",
        ),
        (
            "[p:chess]\ndropOnTop = true\n[a:p]\n",
            "a",
            "(in its parent `[p]`)",
        ),
        (
            "[a:atomic]\npieceDrops = true\n",
            "a",
            "`pieceDrops = true` with explosions (`blastOnCapture`)",
        ),
        (
            "[a:placement]\nchess960 = true\n",
            "a",
            "`castlingDroppedPiece` and Chess960 castling together",
        ),
        (
            "[a:giveaway]\npieceDrops = true\nmustDrop = true\n",
            "a",
            "compulsory captures (`mustCapture`) and `mustDrop` together",
        ),
        (
            "[a:racingkings]\npieceDrops = true\n",
            "a",
            "`pieceDrops = true` with `checking = false`",
        ),
        (
            "[a:chess]\npieceDrops = true\nwhiteDropRegion = *1\n",
            "a",
            "write dropRegionWhite",
        ),
        (
            "[a:chess]\npieceDrops = true\ndropRegionWhite = *11\n",
            "a",
            "`*11` is not a square",
        ),
    ];
    for (ini, name, expected) in cases {
        let result = Variant::from_ini(ini, name).and_then(|v| movegen::generate(&v).map(|_| v));
        let e = result.expect_err(ini).to_string();
        assert!(e.contains(expected), "{ini:?}: {e}");
        assert_eq!(e.lines().count(), 1, "{ini:?}: {e}");
        assert!(e.len() < 400, "{ini:?}: {} characters: {e}", e.len());
    }
}

/// A `startFen` the generated module could not read (so that its `start()` would not be the
/// start position) is refused when the move generator is generated, naming the section and
/// the field: Fairy-Stockfish's wall squares, two kings of a side, an en passant square off the
/// board, a side to move that is neither, the side not to move in check. (A FEN that leaves
/// the en passant field out, as Fairy-Stockfish's `petty` does, is read as Fairy-Stockfish
/// reads it: examples/movegen proves that on its own definitions.)
#[test]
fn start_positions_the_module_cannot_read_are_refused_at_generation() {
    let cases = [
        (
            "walls",
            "rnbqkbnr/pppppppp/8/3**3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "wall squares (`*`)",
        ),
        (
            "two_kings",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1",
            "White has 2 kings",
        ),
        (
            "beyond",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - e9 0 1",
            "the en passant field `e9`",
        ),
        (
            "sideways",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "the side to move `x`",
        ),
        (
            "exposed",
            "4k3/8/8/8/4R3/8/8/4K3 w - - 0 1",
            "side not to move is in check",
        ),
        (
            "crowded",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
            "7 fields",
        ),
        (
            "shredder",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
            "castling right `H`",
        ),
    ];
    for (name, fen, expected) in cases {
        let ini = format!("[{name}:chess]\nstartFen = {fen}\n");
        let variant = Variant::from_ini(&ini, name).unwrap();
        let Err(e) = movegen::generate(&variant) else {
            panic!("{name}: `{fen}` accepted");
        };
        let e = e.to_string();
        assert!(e.contains(name) && e.contains("startFen"), "{name}: {e}");
        assert!(e.contains(expected), "{name}: {e}");
        assert_eq!(e.lines().count(), 1, "{name}: {e}");
    }
}

/// The side not to move in check, asked of the plan's own moves where only janggi's rules
/// give the check: the chariot on a corner of the palace checks the king in its centre
/// along the palace diagonal (pyffish 0.0.90: `gives_check('janggi', '9/4k4/3R5/9/9/9/9/9/4K4/9
/// b - - 0 1', [])` is True), and not from a square off the palace (the same with the
/// chariot on d7: False).
#[test]
fn a_check_along_the_palace_diagonals_refuses_the_start_position() {
    let ini = "[palacecheck:janggi]\nstartFen = 9/4k4/3R5/9/9/9/9/9/4K4/9 w - - 0 1\n\
               [palaceaway:janggi]\nstartFen = 9/4k4/9/3R5/9/9/9/9/4K4/9 w - - 0 1\n";
    let checked = Variant::from_ini(ini, "palacecheck").unwrap();
    let e = movegen::generate(&checked).unwrap_err().to_string();
    assert!(e.contains("the side not to move is in check"), "{e}");
    assert!(movegen::generate(&Variant::from_ini(ini, "palaceaway").unwrap()).is_ok());
}

/// The flag rule and check counting read as Fairy-Stockfish reads them: a side's own option
/// after the two-side one within a section, a child's option over its parent's, `*` for
/// any piece, one check each where the start position gives no count.
#[test]
fn flags_and_check_counts_read_as_fairy_stockfish_reads_them() {
    let ini = "[p:chess]\nflagPieceWhite = q\nflagRegionWhite = *8\nflagRegionBlack = *1\n\
               [a:p]\nflagRegion = d4 e4\nflagPieceBlack = *\nflagPieceCount = 2\nflagPieceBlockedWin = true\n\
               [b:chess]\ncheckCounting = true\n";
    let a = Variant::from_ini(ini, "a").unwrap().flag.unwrap();
    assert_eq!(a.region, [(1 << 27) | (1 << 28); 2]); // the child's flagRegion, both sides
    assert_eq!(a.piece, [Some('q'), None]);
    assert_eq!((a.count, a.blocked_win), (2, true));
    let p = Variant::from_ini(ini, "p").unwrap().flag.unwrap();
    assert_eq!(p.region, [0xFF << 56, 0xFF]);
    let b = Variant::from_ini(ini, "b").unwrap();
    assert!(b.check_counting && b.flag.is_none());
    // Without a region there is no flag rule, whatever the piece.
    let none = Variant::from_ini("[c:chess]\nflagPiece = k\n", "c").unwrap();
    assert_eq!(none.flag, None);
    let plan = movegen::Plan::of(&b).unwrap();
    assert_eq!(plan.check_counting, Some([1, 1]));
    let three = movegen::Plan::of(&Variant::shipped("3check").unwrap()).unwrap();
    assert_eq!(three.check_counting, Some([3, 3]));
    assert_eq!(three.zobrist.checks.map(|k| k.len()), [10, 10]);
}

/// Extinction and compulsory captures read as Fairy-Stockfish reads them: no rule without
/// a value or without a kind (`none`, `-`), `*` for all of a side's pieces beside single
/// kinds, a child's options over its parent's.
#[test]
fn extinction_read_as_fairy_stockfish_reads_it() {
    let ini = "[p:chess]\nextinctionValue = win\nextinctionPieceTypes = * Q r\nextinctionPieceCount = 1\n\
               [a:p]\nextinctionValue = draw\nextinctionOpponentPieceCount = 2\nextinctionClaim = true\nmustCapture = true\n\
               [b:p]\nextinctionValue = none\n[c:p]\nextinctionPieceTypes = -\n";
    let p = Variant::from_ini(ini, "p").unwrap();
    let rule = p.extinction.unwrap();
    assert_eq!(
        (rule.value, rule.all, rule.pieces),
        (GameValue::Win, true, vec!['q', 'r'])
    );
    assert_eq!(
        (rule.count, rule.opponent_count, rule.claim, p.must_capture),
        (1, 0, false, false)
    );
    let a = Variant::from_ini(ini, "a").unwrap();
    let rule = a.extinction.unwrap();
    assert_eq!(
        (rule.value, rule.opponent_count, rule.claim),
        (GameValue::Draw, 2, true)
    );
    assert!(a.must_capture);
    for none in ["b", "c"] {
        assert_eq!(
            Variant::from_ini(ini, none).unwrap().extinction,
            None,
            "{none}"
        );
    }
}

/// `castlingWins` as Fairy-Stockfish's `set` reads castling rights: `K`, `Q`, `k`, `q` in
/// any order, `-` for none, inherited and overridden as any option.
#[test]
fn castling_wins_read_as_fairy_stockfish_reads_it() {
    let ini = "[p:chess]\ncastlingWins = q K\n[a:p]\ncastlingWins = -\n[b:p]\n";
    let p = Variant::from_ini(ini, "p").unwrap();
    assert_eq!(p.castling_wins, [[true, false], [false, true]]);
    assert_eq!(
        Variant::from_ini(ini, "a").unwrap().castling_wins,
        [[false; 2]; 2]
    );
    assert_eq!(
        Variant::from_ini(ini, "b").unwrap().castling_wins,
        p.castling_wins
    );
    assert_eq!(
        Variant::shipped("castle").unwrap().castling_wins,
        [[false, false], [false, true]]
    );
    assert_eq!(
        Variant::shipped("chess").unwrap().castling_wins,
        [[false; 2]; 2]
    );
}

/// Black's moves are White's turned about, as Fairy-Stockfish negates each step
/// (`c == WHITE ? d : -d` in its `bitboard.cpp`): a piece that steps right (`rW`) goes
/// towards the h-file for White and towards the a-file for Black, and forward (`fW`) up for
/// White and down for Black.
#[test]
fn black_moves_are_white_s_turned_about() {
    let ini = "[a:chess]\ncustomPiece1 = z:mrWcfW\n";
    let plan = movegen::Plan::of(&Variant::from_ini(ini, "a").unwrap()).unwrap();
    let z = plan.letters.iter().position(|&l| l == b'z').unwrap();
    let d4 = 27;
    let [white, black] = &plan.moves[z];
    assert_eq!(white.leap_quiets[d4], 1 << 28); // e4
    assert_eq!(white.leap_captures[d4], 1 << 35); // d5
    assert_eq!(black.leap_quiets[d4], 1 << 26); // c4
    assert_eq!(black.leap_captures[d4], 1 << 19); // d3
}

/// `promotionLimit` as Fairy-Stockfish reads it: each letter resolved to the piece that has
/// it when the section is read, a section's pairs over those it inherits, 0 for none.
#[test]
fn promotion_limits_read_as_fairy_stockfish_reads_them() {
    let grand = Variant::shipped("grand").unwrap();
    let mut limits = grand.promotion_limits.clone();
    limits.sort_unstable();
    assert_eq!(
        limits,
        [('a', 1), ('b', 2), ('c', 1), ('n', 2), ('q', 1), ('r', 2)]
    );
    assert!(grand.immobility_illegal && !grand.mandatory_promotion);
    let ini = "[more:grand]\npromotionLimit = q:2 n:0\n";
    let more = Variant::from_ini(ini, "more").unwrap();
    let mut limits = more.promotion_limits;
    limits.sort_unstable();
    assert_eq!(limits, [('a', 1), ('b', 2), ('c', 1), ('q', 2), ('r', 2)]);
    assert!(Variant::shipped("chess")
        .unwrap()
        .promotion_limits
        .is_empty());
    assert!(!Variant::shipped("chess").unwrap().immobility_illegal);
}

/// `dropNoDoubled` names a type by its letter, `dropNoDoubledCount` defaulting to 1 (no
/// second piece of it on a file); `-` for none.
#[test]
fn drop_no_doubled_read_as_fairy_stockfish_reads_it() {
    let read = |extra: &str| {
        let ini = format!("[a:crazyhouse]\n{extra}");
        Variant::from_ini(&ini, "a")
            .unwrap()
            .drops
            .unwrap()
            .no_doubled
    };
    assert_eq!(read(""), None);
    assert_eq!(read("dropNoDoubled = p\n"), Some(('p', 1)));
    assert_eq!(
        read("dropNoDoubled = P\ndropNoDoubledCount = 0\n"),
        Some(('p', 0))
    );
    assert_eq!(read("dropNoDoubled = -\n"), None);
}

/// Chess's castling inherited onto a board too narrow for its files (Fairy-Stockfish's
/// minihouse, 6x6) can never be played where the start position gives no right: the variant
/// has none. A start position with a right is refused, naming the files.
#[test]
fn castling_beyond_a_small_board_is_none_without_a_right() {
    let ini = "[a:chess]\nmaxFile = 6\nmaxRank = 6\nstartFen = 2bnrk/5p/6/6/P5/KRNB2 w - - 0 1\ndoubleStep = false\npromotionRegionWhite = *6\n";
    assert!(Variant::from_ini(ini, "a").unwrap().castling.is_none());
    let with_right = ini.replace(" w - - 0 1", " w Q - 0 1");
    let refused = Variant::from_ini(&with_right, "a").unwrap_err().to_string();
    assert!(
        refused.contains("a castling file lies beyond the board's 6 files"),
        "{refused}"
    );
    // Chess's castling on its own board stays.
    assert!(Variant::shipped("chess").unwrap().castling.is_some());
}

/// `castlingKingPiece` names the king's type by default: where no piece has it (twokings2's
/// commoners), Fairy-Stockfish finds no castling piece and no right ever holds; a commoner
/// named as the castling piece castles; another present piece is refused.
#[test]
fn castling_with_a_type_no_piece_has_is_none() {
    let kingless = "[a:chess]\nking = -\ncommoner = k\n";
    assert!(Variant::from_ini(kingless, "a").unwrap().castling.is_none());
    let named = format!("{kingless}castlingKingPiece = k\n");
    assert!(Variant::from_ini(&named, "a").unwrap().castling.is_some());
    let knight = format!("{kingless}castlingKingPiece = n\n");
    let refused = Variant::from_ini(&knight, "a").unwrap_err().to_string();
    assert!(refused.contains("castlingKingPiece"), "{refused}");
}

#[test]
fn ignored_options_are_accepted() {
    for (option, _) in IGNORED {
        let ini = format!("[a:chess]\n{option} = 1\n");
        Variant::from_ini(&ini, "a").unwrap_or_else(|e| panic!("{option}: {e}"));
    }
}

/// On a board four files wide and ten ranks high the magic search finds no factor for the
/// rook in a corner: it gives up with a typed error instead of searching for ever, and the
/// move generator answers the sliders' lines with masks instead of magics
/// (`examples/movegen/semantics.ini`'s `narrow` proves its moves against Fairy-Stockfish).
#[test]
fn a_board_without_magics_still_gets_a_move_generator() {
    use vector_attacks_codegen::compute::sliders::{search, BISHOP, ROOK};
    use vector_attacks_codegen::{Error, Geometry};
    let narrow = Geometry::board(4, 10).unwrap();
    assert!(matches!(
        search(narrow, &ROOK, "rook-magics"),
        Err(Error::BoardUnsupported { .. })
    ));
    assert!(search(narrow, &BISHOP, "bishop-magics").is_ok());
    let ini = "[narrow:chess]\nmaxFile = d\nmaxRank = 10\ncastling = false\nstartFen = rbqk/pppp/4/4/4/4/4/4/PPPP/RBQK w - - 0 1\n";
    let text = movegen::source(&Variant::from_ini(ini, "narrow").unwrap(), "").unwrap();
    assert!(text.contains("MAGICS: bool = false"));
    let chess = movegen::source(&Variant::shipped("chess").unwrap(), "").unwrap();
    assert!(chess.contains("MAGICS: bool = true"));
}

proptest! {
    // (Each case generates a whole move generator: 100 of them take 15 s here.)
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// The shipped file with one line dropped, replaced or given another value: an error or
    /// a variant whose move generator emits.
    #[test]
    fn mutated_ini_never_panics(line in 0usize..200, value in "[ -~]{0,12}", op in 0..3u8, pick in 0usize..11) {
        // The shipped sections under names of one's own (a user's file may not reuse the
        // names of Fairy-Stockfish's built-ins).
        let mut lines: Vec<String> = SHIPPED.lines().map(own_names).collect();
        let at = line % lines.len();
        match op {
            0 => { lines.remove(at); }
            1 => lines[at] = value.clone(),
            _ => {
                if let Some((key, _)) = lines[at].clone().split_once('=') {
                    lines[at] = format!("{key}= {value}");
                }
            }
        }
        let ini = lines.join("\n");
        if let Ok(names) = Variant::names(&ini) {
            let name = &names[pick % names.len().max(1)..].first().cloned().unwrap_or_default();
            if let Ok(variant) = Variant::from_ini(&ini, name) {
                let _ = movegen::generate(&variant);
            }
        }
    }
}

/// A line of the shipped file with its section renamed `t-NAME` (and its parent, but
/// `chess`).
fn own_names(line: &str) -> String {
    let Some(head) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) else {
        return line.to_owned();
    };
    match head.split_once(':') {
        Some((name, "chess")) => format!("[t-{name}:chess]"),
        Some((name, parent)) => format!("[t-{name}:t-{parent}]"),
        None => format!("[t-{head}]"),
    }
}

#[test]
fn a_request_names_a_move_generator_as_a_module() {
    use vector_attacks_codegen::syntax::parse_file;
    let parsed = parse_file(
        "t.req",
        "pub mod losalamos = move_generator(variant = \"losalamos\");\nstatic D: u8 = chebyshev_squares;",
    )
    .unwrap();
    let tokens = parsed.generate_located().unwrap().to_string();
    assert!(tokens.contains("pub mod losalamos"), "{tokens}");
    assert!(tokens.contains("static D"), "{tokens}");
    assert!(!tokens.contains("Game for Position"), "{tokens}");
    // `game_trait` makes each module implement the runtime's trait, by the path given.
    let parsed = parse_file(
        "t.req",
        "game_trait = vector_attacks::Game;\nmod chess = move_generator(variant = \"chess\");",
    )
    .unwrap();
    assert_eq!(
        parsed.request().game_trait_path(),
        Some("vector_attacks::Game")
    );
    let tokens = parsed.generate_located().unwrap().to_string();
    assert!(
        tokens.contains("impl vector_attacks :: Game for Position"),
        "{tokens}"
    );
    // Mistakes point at their token and say what would be right.
    for (text, expected) in [
        (
            "mod a = tables(variant = \"chess\");",
            "t.req:1:9: a module holds a move generator",
        ),
        ("mod a = move_generator();", "t.req:1:9: name the variant"),
        (
            "mod a = move_generator(variant = \"chess\", variant = \"chess\");",
            "is given twice",
        ),
        (
            "mod a = move_generator(flavour = \"chess\");",
            "expected `variant",
        ),
        (
            "mod a = move_generator(variant = \"chesss\");",
            "did you mean `chess`",
        ),
        (
            "mod a = move_generator(variant = \"x\", variants_ini = \"no/such.ini\");",
            "cannot read `no/such.ini`",
        ),
        (
            "mod a = move_generator(variant = \"chess\")",
            "expected `;` after the module",
        ),
        (
            "game_trait = vector_attacks::Game;\nstatic D: u8 = chebyshev_squares;",
            "t.req:1:1: `game_trait` is for move generators",
        ),
        (
            "game_trait = crate::Game;\ngame_trait = crate::Game;\nmod a = move_generator(variant = \"chess\");",
            "t.req:2:1: `game_trait` is set twice",
        ),
        (
            "game_trait = 7;\nmod a = move_generator(variant = \"chess\");",
            "t.req:1:14: expected the path of the runtime's trait",
        ),
    ] {
        let e = parse_file("t.req", text)
            .and_then(|p| p.generate_located())
            .unwrap_err()
            .to_string();
        assert!(e.contains(expected), "{text}: {e}");
    }
    // A module and an item of one name clash.
    let e = vector_attacks_codegen::generate(
        &vector_attacks_codegen::Request::new()
            .table(vector_attacks_codegen::TableId::ChebyshevBySquares)
            .move_generator(
                "CHEBYSHEV_DISTANCE",
                Variant::shipped("chess").unwrap(),
                vector_attacks_codegen::Visibility::Public,
            ),
    )
    .unwrap_err();
    assert!(e.to_string().contains("CHEBYSHEV_DISTANCE"), "{e}");
}
