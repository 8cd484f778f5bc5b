//! Perft of the generated move generators against published counts: the six positions of
//! chessprogramming's "Perft Results" page, and Fairy-Stockfish's `tests/perft.sh` (plus
//! counts its `go perft` gives for the variants that file does not list). The crate is
//! optimised in the dev profile (the workspace's `Cargo.toml`), so the deep counts take
//! seconds.

use example_movegen::*;

use crate::common::{on_module, Module};

/// chessprogramming.org "Perft Results": position, published counts by depth (1-based).
const CHESS: [(&str, &[u64]); 6] = [
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902, 197_281, 4_865_609, 119_060_324],
    ),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 2_039, 97_862, 4_085_603, 193_690_690],
    ),
    (
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        &[14, 191, 2_812, 43_238, 674_624, 11_030_083],
    ),
    (
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[6, 264, 9_467, 422_333, 15_833_292],
    ),
    (
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[44, 1_486, 62_379, 2_103_487, 89_941_194],
    ),
    (
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        &[46, 2_079, 89_890, 3_894_594, 164_075_551],
    ),
];

#[test]
fn chess_perft_results_page() {
    for (fen, counts) in CHESS {
        let position = chess::Position::from_fen(fen).unwrap();
        assert_eq!(position.to_string(), fen, "FEN round trip");
        for (depth, &expected) in (1..).zip(counts) {
            assert_eq!(
                chess::perft_bulk(&position, depth),
                expected,
                "{fen} bulk depth {depth}"
            );
            // Every move made, also at the leaves: up to about five million leaves.
            if expected < 5_000_000 {
                assert_eq!(
                    chess::perft(&position, depth),
                    expected,
                    "{fen} depth {depth}"
                );
            }
        }
    }
}

/// Perft of one variant's start position (or a FEN) against Fairy-Stockfish's count.
macro_rules! fairy {
    ($test:ident, $variant:ident, $fen:expr, $depth:expr, $count:expr) => {
        #[test]
        fn $test() {
            use $variant::{perft, perft_bulk, Position};
            let fen: Option<&str> = $fen;
            let position = match fen {
                Some(fen) => Position::from_fen(fen).unwrap(),
                None => Position::start(),
            };
            assert_eq!(
                Position::from_fen($variant::START_FEN).unwrap(),
                Position::start()
            );
            assert_eq!(perft_bulk(&position, $depth), $count);
            // The same count with every move made, one ply shallower than the bulk count's
            // depth checked against the bulk count itself at that depth.
            assert_eq!(
                perft(&position, $depth - 1),
                perft_bulk(&position, $depth - 1)
            );
        }
    };
}

// Pawns of another type: legan's from Fairy-Stockfish's tests/perft.sh, argess's (Black
// first) from its `go perft`.
fairy!(legan_start, legan, None, 4, 8_138);
fairy!(argess_start, argess, None, 4, 439_693);

// Lame leapers, hoppers, xiangqi's and janggi's rules: Fairy-Stockfish's tests/perft.sh (xiangqi's
// start and two middlegames, one where a soldier stands beside the enemy king and a cannon
// checks over a screen; manchu's; grasshopper's; shako's four positions, with castling and
// cannons), and its `go perft` for minixiangqi and paradigm.
fairy!(xiangqi_start, xiangqi, None, 4, 3_290_240);
fairy!(
    xiangqi_middlegame,
    xiangqi,
    Some("1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1"),
    4,
    4_485_547
);
fairy!(
    xiangqi_endgame,
    xiangqi,
    Some("4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1"),
    4,
    92_741
);
fairy!(manchu_start, manchu, None, 4, 798_554);
// Makruk's family, Fairy-Stockfish's tests/perft.sh: makruk's, ASEAN's and ai-wok's starts,
// makpong's middlegame (where a king in check may only take its checker) and ai-wok's
// endgame (a pawn about to promote, the count not yet begun).
fairy!(makruk_start, makruk, None, 4, 273_026);
fairy!(
    makpong_middlegame,
    makpong,
    Some("3mk3/r3s1R1/1psppnp1/p1pn4/1P2NP2/P1PPP1P1/4NS2/R1SKM3 w - - 0 1"),
    4,
    593_103
);
fairy!(asean_start, asean, None, 4, 273_026);
fairy!(ai_wok_start, ai_wok, None, 4, 485_045);
fairy!(
    ai_wok_endgame,
    ai_wok,
    Some("8/8/8/2sp2k1/7p/3P4/6K1/7r w - - 0 1"),
    5,
    30_055
);
// Cambodian chess and kar ouk, Fairy-Stockfish's tests/perft.sh: the start (the king's and
// the met's first leaps, their rights in the castling field), a middlegame where Black's
// king still has its leap and a knight checks nothing yet, and kar ouk's (the first check
// wins) after White's knight has come out.
fairy!(cambodian_start, cambodian, None, 4, 361_719);
fairy!(
    cambodian_middlegame,
    cambodian,
    Some("r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEe 0 0 5"),
    2,
    72
);
fairy!(
    karouk_middlegame,
    karouk,
    Some("rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 3 2"),
    4,
    358_460
);
// Sittuyin, Fairy-Stockfish's tests/perft.sh: the setup by drops (a rook on the first rank
// only), middlegames with pawns that promote by a move of their own (not giving check, the
// met attacking no piece), and a lone pawn that may promote anywhere.
fairy!(sittuyin_start, sittuyin, None, 3, 580_096);
fairy!(
    sittuyin_middlegame,
    sittuyin,
    Some("8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72"),
    4,
    652_686
);
fairy!(
    sittuyin_promotions,
    sittuyin,
    Some("2r5/6k1/6p1/3s2P1/3npR2/8/p2N2F1/3K4[] w - - 1 50"),
    4,
    373_984
);
fairy!(
    sittuyin_pawns,
    sittuyin,
    Some("8/6s1/5P2/3n4/pR2K2S/1P6/1k4p1/8[] w - - 1 50"),
    4,
    268_869
);
fairy!(
    sittuyin_last_pawn,
    sittuyin,
    Some("1k5K/3r2P1/8/8/8/8/8/8[] w - - 0 1"),
    5,
    68_662
);
// Shatar, Fairy-Stockfish's tests/perft.sh: the bers, pawns that step once.
fairy!(shatar_start, shatar, None, 4, 177_344);
// Janggi, Fairy-Stockfish's tests/perft.sh: the start (passes and bikjang within four
// plies: a soldier each side off the king's file opens it), a middlegame with Black to move
// (cannons, the palace diagonals), and an endgame where horses and cannons crowd Black's
// palace.
fairy!(janggi_start, janggi, None, 4, 1_065_277);
fairy!(
    janggi_middlegame,
    janggi,
    Some("1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1"),
    4,
    76_763
);
fairy!(
    janggi_endgame,
    janggi,
    Some("1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23"),
    4,
    151_202
);
fairy!(minixiangqi_start, minixiangqi, None, 5, 2_666_905);
fairy!(grasshopper_start, grasshopper, None, 4, 635_298);
fairy!(paradigm_start, paradigm, None, 5, 5_217_019);
fairy!(
    shako_castling,
    shako,
    Some("4kc3c/ernbq1b1re/ppp3p1pp/3p2pp2/4p5/5P4/2PN2P3/PP1PP2PPP/ER1BQKBNR1/5C3C w KQ - 0 9"),
    3,
    26_325
);
fairy!(
    shako_middlegame,
    shako,
    Some("4ncr1k1/1cr2P4/pp2p2pp1/P7PN/2Ep1p4/B3P1eN2/2P1n1P3/1B1P1K4/9p/5C2CR w - - 0 1"),
    3,
    180_467
);
fairy!(
    shako_queenside,
    shako,
    Some("r5k3/4q2c2/1ebppnp3/1pp3BeEQ/10/2PE2P3/1P3P4/5NP2P/rR3KB3/7C2 w Q - 3 35"),
    2,
    4_940
);
fairy!(
    shako_rooks,
    shako,
    Some("10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1"),
    2,
    460
);

// Gating (S-chess and S-house), Fairy-Stockfish's tests/perft.sh: the start position, a
// middlegame where Black may gate on c8 and White's hand is empty, and S-house's start.
fairy!(seirawan_start, seirawan, None, 4, 782_599);
fairy!(
    seirawan_middlegame,
    seirawan,
    Some("reb1k2r/ppppqppp/2nb1n2/4p3/4P3/N1P2N2/PB1PQPPP/RE2KBHR[h] b KQkqc - 3 7"),
    4,
    890_467
);
fairy!(shouse_start, shouse, None, 3, 546_694);

// Drops (crazyhouse, loop, chessgi and pocketknight), Fairy-Stockfish's tests/perft.sh.
fairy!(crazyhouse_start, crazyhouse, None, 4, 197_281);
fairy!(
    crazyhouse_full_hands,
    crazyhouse,
    Some("2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1"),
    2,
    75_353
);
fairy!(
    crazyhouse_queen_and_knight,
    crazyhouse,
    Some("2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1"),
    3,
    88_634
);
fairy!(
    crazyhouse_hands_as_a_rank,
    crazyhouse,
    Some("2k5/8/8/8/8/8/8/4K3/Qn w - - 0 1"),
    3,
    88_634
);
fairy!(
    crazyhouse_middlegame,
    crazyhouse,
    Some("r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1"),
    3,
    58_057
);
fairy!(loop_start, r#loop, None, 4, 197_281);
fairy!(
    loop_middlegame,
    r#loop,
    Some("5R2/2p1Nb2/2B4k/6p1/8/P3PP2/1PPqR3/3R1BKn[QBNPPPPrrrnppp] b - - 1 1"),
    2,
    31_983
);
fairy!(chessgi_start, chessgi, None, 4, 197_281);
fairy!(
    chessgi_middlegame,
    chessgi,
    Some("5Rp1/2p1Nb2/2B4k/6p1/8/P3PP2/1PPqR3/3R1BKn[QBNPPPPrrrnpp] b - - 1 48"),
    2,
    32_816
);
fairy!(pocketknight_start, pocketknight, None, 3, 88_617);

// One board of bughouse's two (`twoBoards`): a promoted queen (`Q~`) goes to the partner as a
// pawn, nothing taken comes to the own hand. Koedem's two from Fairy-Stockfish's
// tests/perft.sh (a commoner king held must be dropped first), the rest from its `go perft`.
fairy!(bughouse_start, bughouse, None, 4, 197_281);
fairy!(
    bughouse_promoted_queen,
    bughouse,
    Some("Q~1bqk2r/p1pp1ppp/2n2n2/4p3/1b2P3/2N2N2/PPPP1PPP/R1BQKB1R[QRbnp] b KQk - 0 1"),
    3,
    1_142_001
);
fairy!(koedem_start, koedem, None, 4, 197_742);
fairy!(
    koedem_kings_in_hand,
    koedem,
    Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB2BNR[KQ] w kq - 0 1"),
    1,
    34
);
fairy!(
    koedem_queen_in_hand,
    koedem,
    Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR[Q] w KQkq - 0 1"),
    1,
    54
);
fairy!(
    koedem_king_held,
    koedem,
    Some("r1bqk2r/pPpp1ppp/2n2n2/4p3/1b2P3/2N2N2/PPPP1PPP/R1BQ1B1R[QRbpnK] w kq - 0 1"),
    3,
    429_706
);

// Shogi's promotions, drops and immobile pieces, Fairy-Stockfish's tests/perft.sh.
fairy!(minishogi_start, minishogi, None, 5, 533_203);
fairy!(shogi_start, shogi, None, 4, 719_731);
fairy!(euroshogi_start, euroshogi, None, 4, 380_499);
// Sho shogi: no drops, a drunk elephant promoting to a second king (pseudo-royal kings).
fairy!(shoshogi_start, shoshogi, None, 4, 445_372);
fairy!(torishogi_start, torishogi, None, 4, 103_857);
fairy!(yarishogi_start, yarishogi, None, 4, 158_404);
// Pieces that demote and are dropped promoted.
fairy!(kyotoshogi_start, kyotoshogi, None, 5, 225_903);
fairy!(micro_start, micro, None, 5, 71_328);
// Placement: kings in hand, drops before moves (`mustDrop`), bishops on both colours and
// castling rights gained by the king and rooks dropped, Fairy-Stockfish's tests/perft.sh.
fairy!(placement_start, placement, None, 3, 50_560);
fairy!(
    placement_rook_and_bishop_left,
    placement,
    Some("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/QR1BKNN1[BRk] w - - 0 1"),
    6,
    17_804
);
fairy!(
    placement_kings_in_hand,
    placement,
    Some("1n1r1q2/pppppppp/8/8/8/8/PPPPPPPP/1N1B1R1N[KQRBkrbbn] b - - 0 4"),
    5,
    145_152
);
fairy!(
    placement_castling_gained,
    placement,
    Some("r3k3/pppppppp/8/8/8/8/PPPPPPPP/R6R[Kr] w q - 0 1"),
    4,
    18_492
);

// Fairy-Stockfish's `go perft` (not in its tests/perft.sh), measured with its binary built
// from source: dragon chess's start; shogun chess's start and a position where its pawns
// promote as shogi's pieces do; shinobi chess's start.
fairy!(dragon_start, dragon, None, 4, 200_857);
fairy!(shogun_start, shogun, None, 4, 200_537);
fairy!(
    shogun_promotions,
    shogun,
    Some("rnb1kbnr/pPp1pppp/8/3+F4/8/8/PP1PPPPP/RNB+FKBNR[] w KQkq - 0 1"),
    3,
    38_327
);
fairy!(shinobi_start, shinobi, None, 3, 224_144);

// Promotion limits and immobile pieces (grand, opulent), Fairy-Stockfish's tests/perft.sh.
fairy!(grand_start, grand, None, 3, 259_514);
fairy!(
    grand_en_passant,
    grand,
    Some("r8r/1nbqkcabn1/ppp2ppppp/3p6/4pP4/10/10/PPPPP1PPPP/1NBQKCABN1/R8R w - e7 0 3"),
    2,
    5_768
);
fairy!(opulent_start, opulent, None, 3, 133_829);

// Fairy-Stockfish's tests/perft.sh.
fairy!(capablanca_start, capablanca, None, 4, 805_128);
fairy!(embassy_start, embassy, None, 4, 809_539);
fairy!(janus_start, janus, None, 4, 772_074);
fairy!(modern_start, modern, None, 4, 433_729);
fairy!(chancellor_start, chancellor, None, 4, 436_656);
fairy!(amazon_start, amazon, None, 4, 318_185);
fairy!(nightrider_start, nightrider, None, 4, 419_019);
fairy!(losalamos_start, losalamos, None, 5, 191_846);
fairy!(
    losalamos_promotion,
    losalamos,
    Some("6/2P3/6/1K1k2/6/6 w - - 0 1"),
    6,
    187_431
);
fairy!(centaur_start, centaur, None, 3, 24_490);
// Games that end by a rule: a king on the hill, the third check (both of the FEN's forms of
// the check counts).
// Horde: White's pawns without a king, Black's army with one.
fairy!(horde_start, horde, None, 4, 23_310);
fairy!(
    horde_black_queen,
    horde,
    Some("4k3/pp4q1/3P2p1/8/P3PP2/PPP2r2/PPP5/PPPP4 b - - 0 1"),
    4,
    56_539
);
fairy!(
    horde_pawns,
    horde,
    Some("k7/5p2/4p2P/3p2P1/2p2P2/1p2P2P/p2P2P1/2P2P2 w - - 0 1"),
    4,
    33_781
);
fairy!(
    horde_rook_knight,
    horde,
    Some("4k3/7r/8/P7/2p1n2P/3p2P1/1P3P2/PPP1PPP1 w - - 0 1"),
    4,
    128_809
);
fairy!(
    horde_en_passant,
    horde,
    Some("rnbqkbnr/6p1/2p1Pp1P/P1PPPP2/Pp4PP/1p2PPPP/1P2PPPP/PP1nPPPP b kq a3 0 18"),
    4,
    197_287
);
// Atomic chess: captures explode; atomic's king is pseudo-royal, nocheckatomic's may be
// taken or blown up.
fairy!(atomic_start, atomic, None, 4, 197_326);
fairy!(
    atomic_middlegame,
    atomic,
    Some("rn1qkb1r/p5pp/2p5/3p4/N3P3/5P2/PPP4P/R1BQK3 w Qkq - 0 1"),
    4,
    714_499
);
fairy!(
    atomic_kings_near,
    atomic,
    Some("r4b1r/2kb1N2/p2Bpnp1/8/2Pp3p/1P1PPP2/P5PP/R3K2R b KQ - 0 1"),
    2,
    148
);
fairy!(nocheckatomic_start, nocheckatomic, None, 4, 197_779);
fairy!(
    nocheckatomic_endgame,
    nocheckatomic,
    Some("7r/6Pb/1np5/1p2kp2/P1P1n3/1P2KP1B/5N2/8 w - - 0 1"),
    3,
    21_347
);
// Coregal: the queens pseudo-royal besides the royal king.
fairy!(coregal_start, coregal, None, 4, 195_896);
fairy!(
    coregal_bishops,
    coregal,
    Some("rn2kb1r/ppp1pppp/6q1/8/2PP2b1/5B2/PP3P1P/R1BQK1NR w KQkq - 1 9"),
    3,
    20_421
);
fairy!(
    coregal_promotion,
    coregal,
    Some("2Q5/3Pq2k/6p1/4Bp1p/5P1P/8/8/K7 w - - 2 72"),
    4,
    55_970
);
fairy!(
    coregal_castled,
    coregal,
    Some("r3kb1r/1pp1pppp/p1q2n2/3P4/6b1/2N2N2/PPP2PPP/R1BQ1RK1 b kq - 0 9"),
    4,
    136_511
);
// Racing kings: no checks, and the race to the eighth rank with Black's one more move.
fairy!(racingkings_start, racingkings, None, 4, 296_242);
fairy!(
    racingkings_rook_white,
    racingkings,
    Some("6r1/2K5/5k2/8/3R4/8/8/8 w - - 0 1"),
    4,
    86_041
);
fairy!(
    racingkings_rook_black,
    racingkings,
    Some("6R1/2k5/5K2/8/3r4/8/8/8 b - - 0 1"),
    4,
    86_009
);
fairy!(
    racingkings_race,
    racingkings,
    Some("4brn1/2K2k2/8/8/8/8/8/8 w - - 0 1"),
    6,
    265_932
);
fairy!(
    kingofthehill_middlegame,
    kingofthehill,
    Some("rnb2b1r/ppp2ppp/3k4/8/1PKp1pn1/3Pq3/PBP1P2P/RN1Q1B1R w - - 4 12"),
    3,
    19_003
);
fairy!(
    threecheck_middlegame,
    v3check,
    Some("7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1+3 1 39"),
    3,
    12_407
);
fairy!(
    threecheck_lichess_counts,
    v3check,
    Some("7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1 39 +2+0"),
    3,
    12_407
);
// Games that end by running out of pieces (and captures that must be played): a bare king
// loses or wins.
fairy!(shatranj_start, shatranj, None, 4, 68_122);
fairy!(losers_start, losers, None, 4, 152_955);
// Kings that are not royal (commoners), won by losing or taking every piece of a kind.
fairy!(antichess_start, antichess, None, 4, 153_299);
fairy!(giveaway_start, giveaway, None, 4, 153_299);
fairy!(
    giveaway_pawns,
    giveaway,
    Some("8/1p6/8/8/8/8/P7/8 w - - 0 1"),
    4,
    3
);
fairy!(
    giveaway_pawn_race,
    giveaway,
    Some("8/2p5/8/8/8/8/P7/8 w - - 0 1"),
    12,
    2_557
);
fairy!(codrus_start, codrus, None, 4, 153_299);
fairy!(
    codrus_middlegame,
    codrus,
    Some("5bnr/2pp2pp/P4k2/R3Q1P1/8/2N1K3/1P1PP1PP/2B2BNR w - - 1 15"),
    4,
    19
);
fairy!(kinglet_start, kinglet, None, 4, 197_742);
fairy!(threekings_start, threekings, None, 4, 199_514);
fairy!(torpedo_start, torpedo, None, 4, 209_719);
fairy!(
    torpedo_advanced,
    torpedo,
    Some("rnbqkbnr/1ppppppp/8/6P1/p7/8/PPPPPP1P/RNBQKBNR w KQkq - 0 1"),
    4,
    232_819
);
fairy!(almost_start, almost, None, 3, 11_895);
fairy!(
    almost_promotion,
    almost,
    Some("8/1k5P/8/8/8/3K4/p7/8 b - - 0 1"),
    2,
    140
);
fairy!(sortofalmost_start, sortofalmost, None, 3, 10_815);
fairy!(
    sortofalmost_promotion,
    sortofalmost,
    Some("8/1k5P/8/8/8/3K4/p7/8 b - - 0 1"),
    2,
    139
);
fairy!(chigorin_start, chigorin, None, 3, 11_408);
fairy!(
    chigorin_promotion,
    chigorin,
    Some("8/1k5P/8/8/8/3K4/p7/8 b - - 0 1"),
    2,
    117
);
fairy!(perfect_start, perfect, None, 3, 15_082);
fairy!(
    perfect_castling,
    perfect,
    Some("c3k2r/pppppppp/8/8/8/8/PPPPPPPP/C3K2R w KQkq - 0 1"),
    3,
    17_500
);
fairy!(hoppelpoppel_start, hoppelpoppel, None, 4, 202_459);
fairy!(newzealand_start, newzealand, None, 4, 200_310);
fairy!(knightmate_start, knightmate, None, 4, 139_774);
fairy!(tencubed_start, tencubed, None, 3, 68_230);
// Fairy-Stockfish's `go perft 4` (built here from its source, commit c19b5f6c) for gothic,
// extinction and suicide, and for the shipped `assorted`, loaded into it with `setoption
// name VariantPath`.
fairy!(gothic_start, gothic, None, 4, 808_984);
fairy!(extinction_start, extinction, None, 4, 197_742);
fairy!(suicide_start, suicide, None, 4, 153_299);
fairy!(assorted_start, assorted, None, 4, 379_504);

/// Fairy-Stockfish's perft (pyffish's legal moves, counted by `tests/oracle/movegen_perft.py`
/// into `tests/data/movegen_perft.txt`; CI reruns it) from middlegame positions of every
/// shipped variant that hold all four castling rights and an en passant square, so the tree
/// castles, takes en passant and meets checks and promotions that the start position's first
/// plies never reach.
const MIDDLEGAMES: &str = include_str!("../../../tests/data/movegen_perft.txt");

/// The shipped variants without en passant (no double steps, or no en passant region):
/// their middlegame positions are those of plies 12 and 13 (racing kings has no pawns).
const WITHOUT_EN_PASSANT: &[&str] = &[
    "ai-wok",
    "asean",
    "cambodian",
    "karouk",
    "makruk",
    "shatar",
    "sittuyin",
    "makpong",
    "argess",
    "legan",
    "grasshopper",
    "minixiangqi",
    "xiangqi",
    "manchu",
    "supply",
    "janggi",
    "janggitraditional",
    "janggicasual",
    "janggimodern",
    "allqueenschess",
    "asimplegame",
    "roll-ing-to-four",
    "chaturanga",
    "courier",
    "dragonfly",
    "gardner",
    "georgian",
    "losalamos",
    "minihouse",
    "minishogi",
    "mini",
    "gorogoro",
    "judkins",
    "euroshogi",
    "checkshogi",
    "shoshogi",
    "okisakishogi",
    "yarishogi",
    "torishogi",
    "kyotoshogi",
    "micro",
    "raazuvaa",
    "racingkings",
    "shatranj",
    "shogi",
];

/// Perft of `fen` (`P`, its module's) to `depth` in bulk, made to `depth - 1`, and in bulk
/// to `depth - 1`.
fn counts<P: Module>(variant: &str, fen: &str, depth: u32) -> (u64, u64, u64) {
    let position = P::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(position.to_string(), fen, "{variant}: FEN written back");
    (
        position.perft_bulk(depth),
        position.perft(depth - 1),
        position.perft_bulk(depth - 1),
    )
}

#[test]
fn middlegame_perft_agrees_with_fairy_stockfish() {
    let mut per_variant = std::collections::BTreeMap::<&str, usize>::new();
    for line in MIDDLEGAMES.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(';').collect();
        let [variant, fen, depth, count] = fields[..] else {
            panic!("bad line {line}");
        };
        let depth: u32 = depth.parse().unwrap();
        let (bulk, made, shallower) = on_module!(variant, counts(variant, fen, depth));
        assert_eq!(
            bulk,
            count.parse::<u64>().unwrap(),
            "{variant} {fen} depth {depth}"
        );
        assert_eq!(
            made,
            shallower,
            "{variant} {fen}: every move made, depth {}",
            depth - 1
        );
        let fields: Vec<&str> = fen.split(' ').collect();
        // (The crafted positions of shogi's promoted pieces, `+R`, have no pawn to take en
        // passant, where the variant has double steps: shogun's.)
        if !WITHOUT_EN_PASSANT.contains(&variant) && !fields[0].contains('+') {
            assert_ne!(fields[3], "-", "{variant} {fen}: no en passant square");
        }
        *per_variant.entry(variant).or_default() += 1;
    }
    let shipped =
        vector_attacks_codegen::variant::Variant::names(vector_attacks_codegen::variant::SHIPPED)
            .unwrap()
            .len();
    assert_eq!(per_variant.len(), shipped, "{per_variant:?}");
    assert!(per_variant.values().all(|&n| n >= 2), "{per_variant:?}");
}
