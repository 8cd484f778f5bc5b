//! The generated move generators against Fairy-Stockfish (pyffish) on positions from random
//! games and crafted positions where the special rules matter (castling through, into and
//! out of check on both wings, en passant on every file and with the rank discovered check,
//! promotion with capture, double check, checkmate and stalemate, Chess960's castlings,
//! racing kings' race and refused checks, atomic chess's explosions, pseudo-royal pieces,
//! drops that block a check and checks no drop answers, a promoted piece taken):
//! every legal move, the depth-2 count, and the FEN written back as Fairy-Stockfish writes
//! it. The data is `tests/data/movegen.txt`, made by `tests/oracle/movegen.py` (CI reruns it
//! and fails if it differs); each line carries the tags Fairy-Stockfish's answers give the
//! position, and every variant must hold the positions its rules call for, counted below.

use example_movegen::*;

const DATA: &str = include_str!("../../../tests/data/movegen.txt");

use crate::common::{answer, on_module, Failures};

#[test]
fn legal_moves_and_perft_2_agree_with_fairy_stockfish() {
    use std::collections::BTreeMap;
    let mut per_variant = BTreeMap::<&str, usize>::new();
    let mut counted = BTreeMap::<&str, usize>::new();
    let mut tagged = BTreeMap::<(&str, &str), usize>::new();
    let mut failures = Failures::default();
    for line in DATA.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(';').collect();
        let [variant, fen, moves, perft2, tags] = fields[..] else {
            panic!("bad line {line}");
        };
        for tag in tags.split(' ').filter(|t| !t.is_empty()) {
            *tagged.entry((variant, tag)).or_default() += 1;
        }
        failures.run(|| {
            let (written, ours, count) = on_module!(variant, answer(fen));
            let expected: Vec<&str> = moves.split(' ').filter(|m| !m.is_empty()).collect();
            assert_eq!(ours, expected, "{variant} {fen}");
            // (`-`: a position of a random game not counted, one in two.)
            if perft2 != "-" {
                assert_eq!(count, perft2.parse::<u64>().unwrap(), "{variant} {fen}");
                *counted.entry(variant).or_default() += 1;
            }
            assert_eq!(written, fen, "{variant} {fen}: FEN written back");
            *per_variant.entry(variant).or_default() += 1;
        });
    }
    failures.assert_none("legal moves, perft 2 and FENs against Fairy-Stockfish");
    assert!(counted.values().all(|&n| n > 50), "perft 2: {counted:?}");
    // Every shipped variant, 100 positions of random games and its crafted ones.
    assert_eq!(per_variant.len(), RULES.len(), "{per_variant:?}");
    assert!(per_variant.values().all(|&n| n > 100), "{per_variant:?}");
    // What each variant's rules call for, both colours each (so at least two).
    for &(variant, files, rules) in RULES {
        let count = |tag: &str| tagged.get(&(variant, tag)).copied().unwrap_or(0);
        let mut wanted: Vec<String> = Vec::new();
        if rules.contains('P') {
            wanted.push("promotion-capture".to_owned());
        }
        if rules.contains('T') {
            wanted.extend(["checkmate", "stalemate"].map(String::from));
        }
        if rules.contains('9') {
            wanted
                .extend(["castle-king-stays", "castle-onto-rook", "rook-shield"].map(String::from));
        }
        if rules.contains('F') {
            wanted.extend(
                [
                    "flag-draw",
                    "flag-early",
                    "flag-late",
                    "flag-follow",
                    "check-refused-direct",
                    "check-refused-discovered",
                ]
                .map(String::from),
            );
        }
        if rules.contains('H') {
            wanted.push("double-step-first-rank".to_owned());
        }
        if rules.contains('B') {
            wanted.extend(["blast-king", "touching-kings"].map(String::from));
        }
        if rules.contains('Y') {
            wanted.extend(["check", "checkmate"].map(String::from));
        }
        if rules.contains('X') {
            wanted.push("double-check".to_owned());
        }
        if rules.contains('I') {
            wanted.extend(["drop", "drop-blocks-check", "check-no-drop"].map(String::from));
        }
        if rules.contains('C') {
            wanted.push("promoted-capture".to_owned());
        }
        if rules.contains('1') {
            wanted.push("pawn-drop-first-rank".to_owned());
        }
        if rules.contains('L') {
            wanted.extend(["promotion-limited", "promotion-declined"].map(String::from));
        }
        if rules.contains('S') {
            wanted.push("pawn-stuck".to_owned());
        }
        if rules.contains('Z') {
            wanted.extend(["drop", "piece-promotion"].map(String::from));
        }
        if rules.contains('V') {
            wanted.push("piece-promotion-declined".to_owned());
        }
        if rules.contains('M') {
            wanted.push("pawn-drop-mate".to_owned());
        }
        if rules.contains('O') {
            wanted.push("piece-demotion".to_owned());
        }
        if rules.contains('U') {
            wanted.push("drop-promoted".to_owned());
        }
        if rules.contains('3') {
            wanted.extend(
                [
                    "palace-rook-check",
                    "palace-cannon-check",
                    "palace-soldier-check",
                    "cannon-over-cannon",
                    "cannon-takes-no-cannon",
                    "check-no-pass",
                    "janggi-mate",
                ]
                .map(String::from),
            );
        }
        if rules.contains('5') {
            wanted.extend(["pass-only", "pass-withheld"].map(String::from));
            assert!(
                count("pass-rook") >= 1,
                "{variant}: no pass by a rook on its castling square"
            );
        }
        if rules.contains('4') {
            wanted.extend(["bikjang", "bikjang-check-pass"].map(String::from));
        }
        if rules.contains('N') {
            wanted.extend(["check-leg", "check-leg-blocked", "leg-pin"].map(String::from));
        }
        if rules.contains('J') {
            wanted.extend(["check-screen", "check-screen-parried", "screen-pin"].map(String::from));
        }
        if rules.contains('2') {
            wanted.extend(["facing-pin", "facing-king"].map(String::from));
        }
        if rules.contains('W') {
            wanted.extend(["drop-check-screen", "drop-self-screen"].map(String::from));
        }
        if rules.contains('8') {
            wanted.extend(
                [
                    "promote-in-place",
                    "promote-aside",
                    "promote-evasion",
                    "promotion-held",
                    "rook-drop",
                ]
                .map(String::from),
            );
        }
        if rules.contains('7') {
            wanted.extend(
                ["king-leap", "met-leap", "met-leap-evasion", "leap-lost"].map(String::from),
            );
        }
        if rules.contains('G') {
            wanted.extend(
                [
                    "gate",
                    "gate-evasion",
                    "gate-castle-king",
                    "gate-castle-rook",
                ]
                .map(String::from),
            );
        }
        // Castling, and castling refused or allowed by an attacked square, on both wings.
        for wing in ["k", "q"] {
            if rules.contains(&wing.to_uppercase()[..]) {
                wanted.push(format!("castle-{wing}"));
                if rules.contains('A') {
                    for what in ["through", "into", "out"] {
                        wanted.push(format!("{what}-{wing}"));
                    }
                }
            }
        }
        // En passant onto every file, and refused for the rank discovered check on the inner
        // files (the king and the rook need a file on each side of the two pawns).
        if rules.contains('E') {
            wanted.extend((0..files).map(|f| format!("ep-{}", (b'a' + f) as char)));
        }
        if rules.contains('D') {
            let discovered = count("ep-discovered");
            assert!(
                discovered >= 2 * (usize::from(files) - 3),
                "{variant}: {discovered} en passant captures refused for a discovered check"
            );
        }
        // A game ended by the variant's own rule (a flag reached, the last check given, a
        // bare king), where it has one: no legal move, and neither checkmate nor stalemate.
        if rules.contains('R') {
            assert!(
                count("rule-end") >= 1,
                "{variant}: no game ended by its rule"
            );
        }
        for tag in &wanted {
            assert!(
                count(tag) >= 2,
                "{variant}: {} positions tagged {tag}",
                count(tag)
            );
        }
    }
}

/// Each shipped variant, its files, and the positions its rules call for among its oracle
/// positions: `P` a promotion with capture; `K`, `Q` castling on that wing; `A` castling
/// refused through, into and out of check by the crafted enemy rook (a piece that attacks
/// as a rook); `E` en passant onto every file; `D` en passant refused for the rank
/// discovered check; `X` double check by the crafted rook and knight; `T` checkmate and
/// stalemate by the crafted rook; `R` a game ended by the variant's own rule (pieces in a row, a flag
/// reached, the last check given, a kind of pieces gone); `9` Chess960's castlings: the
/// king staying on its square, the king castling onto its rook's square, and a castling
/// refused because the castling rook shielded the king's destination from an enemy rook;
/// `F` racing kings' race (`flagMove`, `checking = false`): drawn by both kings on the
/// eighth rank, lost at once by a Black king that cannot follow White's, won by White's
/// when Black's did not follow, going on where Black's can, and moves refused for a direct
/// and for a discovered check; `H` a pawn's double step from the first rank (horde's
/// White, which has no king: every crafted position is drawn without it); `B` explosions
/// (`blastOnCapture`): a legal move blowing up a king and ending the game, and kings side by
/// side; `Y` pseudo-royal pieces (`extinctionPseudoRoyal`): one in check, and checkmate
/// (atomic's king, coregal's queens, whose crafted mates leave the royal king safe); `I`
/// drops (`pieceDrops`): a drop legal, drops blocking a check, and checks no drop answers
/// (a knight's, a double check); `C` a piece the FEN marks promoted (`Q~`) taken; `1` a pawn
/// dropped on its side's first rank (chessgi's `firstRankPawnDrops`); `L` a promotion
/// refused to a type the side has as many of as `promotionLimit` allows, and a pawn entering
/// its promotion region without promoting (`mandatoryPawnPromotion = false`); `S` a pawn a
/// step from the last rank with no move onto it: every promotion refused, and the plain
/// step would leave it unable to move (`immobilityIllegal`); `Z` shogi's rules: drops and a
/// piece's promotion (`+`); `V` a piece's promotion declined (where it is not compulsory);
/// `M` a pawn's drop that mates (legal, and a loss for the side that dropped it:
/// `shogiPawnDropMateIllegal`); `O` a promoted piece's demotion (`-`: `pieceDemotion`); `U` a
/// piece dropped promoted (`+N@b2`: `dropPromoted`); `G` S-chess's gating: a gating move, one
/// in check, and a castling gating on the king's square and on the rook's; `N` a lame
/// leaper's check, one parried on its leg, and a move refused for the leg it leaves; `J` a
/// hopper's check over a screen, one parried, and a move refused for the screen it would
/// leave or make; `2` the flying general: a piece between the kings held on their file, and
/// a king's step onto the other king's open file refused; `W` drops beside cannons: none
/// between the side's cannon and the other king (the screen of a check, `dropChecks =
/// false`), none between the other side's cannon and the own king (the screen of a check on
/// it); `5` a side that may pass only when it has no other move (`passOnStalemate`): the
/// pass its only move (a pawn's, a rook's on its castling square), and no pass where a
/// knight beside the blocked pawn may move; `7` Cambodian chess's first leaps
/// (`cambodianMoves`): the king's knight leap and the met's double step, the met's in check,
/// and a rook's move that takes away the opponent's king's leap; `8` sittuyin's promotions
/// (`sittuyinPromotion`): on the pawn's square and a step aside, one blocking a check, one
/// held back (the met would attack a piece, give check or expose the king), and its rooks'
/// drops (`sittuyinRookDrop`).
/// Where the crafted promotion
/// leaves a side out of a kind (extinction, three kings), the game is over before it. Where
/// a variant's `r` or `n` is not a rook or a knight that takes as one (New Zealand's,
/// hoppel-poppel's knight), or its king not a royal king (knightmate, giveaway), the
/// crafted positions do not call for what that piece would give.
const RULES: &[(&str, u8, &str)] = &[
    ("3check", 8, "PKQAEDXTR"),
    ("3check-crazyhouse", 8, "PKQAEDXTRIC"),
    ("5check", 8, "PKQAEDXTR"),
    // Games of pieces in a row: no king, no pawn, no castling; their crafted rows end them.
    ("allqueenschess", 5, "R"),
    ("almost", 8, "PKQAEDXT"),
    ("amazon", 8, "PKQAEDXT"),
    // Anders' antichess and giveaway: a side passes only when it has no other move (`5`).
    ("andersanti", 8, "PER5"),
    ("andersgiveaway", 8, "PKQER5"),
    ("antichess", 8, "PER"),
    // Pawns of another type (`pawnTypes`, `promotionPawnTypes`): no castling, no double steps.
    ("ai-wok", 8, "PXT"),
    ("argess", 8, "PXT"),
    ("armageddon", 8, "PKQAEDXT"),
    // Makruk's family: no castling, no double steps.
    ("asean", 8, "PXT"),
    ("makruk", 8, "PXT"),
    ("makpong", 8, "PXT"),
    ("cambodian", 8, "PXT7"),
    ("karouk", 8, "PXTR7"),
    ("asimplegame", 4, "R"),
    ("assorted", 10, "PEDXT"),
    ("atomic", 8, "PKQAEXBRY"),
    ("capablanca", 10, "PKQAEDXT"),
    ("capahouse", 10, "PKQAEDXTIC"),
    ("caparandom", 10, "PKQAEDXT9"),
    // Castle chess: a position without Black's queenside right has ended (its crafted
    // checkmates, stalemates, promotions and en passant captures among them).
    ("castle", 8, "KQAR"),
    ("centaur", 10, "PKQAEDXT"),
    ("chancellor", 9, "PKQAEDXT"),
    ("chaturanga", 8, "PXT"),
    ("chess", 8, "PKQAEDXT"),
    ("chessgi", 8, "PKQAEDXTI1"),
    ("chigorin", 8, "PKQAEDXT"),
    ("codrus", 8, "PKQER"),
    ("coregal", 8, "PKQAEDXTY"),
    ("courier", 12, "PXT"),
    ("crazyhouse", 8, "PKQAEDXTIC"),
    // Bughouse: crazyhouse's positions, nothing taken coming to the hand. Koedem's kings are
    // commoners, never in check: no check to answer, its games ending by a side holding both.
    ("bughouse", 8, "PKQAEDXTIC"),
    ("koedem", 8, "PKQERC"),
    ("seirawan", 8, "PKQAEDXTG"),
    ("shouse", 8, "PKQAEDXTICG"),
    // Dragonfly never castles (its start position gives no right), has no double steps
    // and never drops a pawn.
    ("dragonfly", 7, "PXTIC"),
    // Dragon chess drops only on the first rank: no drop blocks the crafted checks.
    ("dragon", 8, "PKQAEDXT"),
    ("embassy", 10, "PKQAEDXT"),
    ("extinction", 8, "R"),
    ("fairy", 8, "PKQAEDXT"),
    ("fischerandom", 8, "PKQAEDXT9"),
    ("gardner", 5, "PXT"),
    ("georgian", 8, "PXT"),
    ("giveaway", 8, "PKQER"),
    ("gothhouse", 10, "PKQAEDXTIC"),
    ("grand", 10, "PEDXTLS"),
    ("grandhouse", 10, "PEDXTLSIC"),
    ("gothic", 10, "PKQAEDXT"),
    ("hoppelpoppel", 8, "PKQAEDT"),
    ("horde", 8, "PEHR"),
    ("janus", 10, "PKQAEDXT"),
    ("kinglet", 8, "PKQER"),
    ("kingofthehill", 8, "PKQAEDXTR"),
    ("knightmate", 8, "PKQAED"),
    ("legan", 8, "PXT"),
    ("losalamos", 6, "PXT"),
    ("loop", 8, "PKQAEDXTI"),
    // The crafted checkmate and stalemate leave Black a bare king: losers' extinction.
    ("losers", 8, "PKQAEXR"),
    // Minihouse never castles and has no double steps.
    ("minihouse", 6, "PXTIC"),
    ("minishogi", 5, "ZMVC"),
    ("mini", 5, "ZMVC"),
    ("gorogoro", 5, "ZMVC"),
    ("judkins", 6, "ZMVC"),
    ("euroshogi", 8, "ZMC"),
    ("checkshogi", 9, "ZMVCR"),
    ("okisakishogi", 10, "ZMVC"),
    ("yarishogi", 7, "ZVC"),
    ("torishogi", 7, "ZC"),
    ("kyotoshogi", 5, "PZOUC1"),
    ("micro", 4, "PZOUC1"),
    ("shogun", 8, "PZVCL1"),
    ("shinobi", 8, "PZC"),
    // Cannon shogi: cannons among shogi's pieces; the promoted ones' ranged hops (`pR2`)
    // check over a screen and leave the king be from three squares off (`J`), soldiers
    // dropped on the last rank, where they still move sideways (`1`).
    ("cannonshogi", 9, "PZVCJ1"),
    ("misere", 8, "PKQAEDXT"),
    ("modern", 9, "PKQAEDXT"),
    ("newzealand", 8, "PKQE"),
    ("nightrider", 8, "PKQAEDXT"),
    ("nocastle", 8, "PEDXT"),
    ("nocheckatomic", 8, "PKQEBR"),
    ("opulent", 10, "PEDXTL"),
    ("perfect", 8, "PKAEDXT"),
    ("pocketknight", 8, "PKQAEDXTI"),
    // Placement starts without castling rights (its placed king and rooks gain them), so
    // no crafted position castles; its drops are onto the first rank, which blocks no
    // crafted check.
    ("placement", 8, "PEDXT"),
    ("normal", 8, "PKQAEDXT"),
    ("raazuvaa", 8, "PXT"),
    ("racingkings", 8, "FR"),
    ("roll-ing-to-four", 4, "R"),
    // Shatar: a bare king draws at once (robado), so the crafted rook's mate and stalemate
    // end by that rule; its mates, judged by its mate rule, are outcome.py's crafted games.
    ("shatar", 8, "PXR"),
    // Sittuyin: no promotion by a move (nor so by a capture); its drops are its setup's and its
    // promotions its own (`8`).
    ("sittuyin", 8, "XT8"),
    ("shatranj", 8, "PXT"),
    ("shogi", 9, "ZMVC"),
    // Sho shogi: no drops.
    ("shoshogi", 9, "PVC"),
    ("sortofalmost", 8, "PKQAEDXT"),
    ("suicide", 8, "PE"),
    ("tencubed", 10, "PEDXT"),
    ("threekings", 8, "R"),
    ("torpedo", 8, "PKQAEDXT"),
    // Lame leapers and hoppers (`N`, `J`); xiangqi's kin also the flying general (`2`), with
    // crafted positions of their own (no castling, en passant nor promotion).
    ("grasshopper", 8, "PKQXTJ"),
    ("paradigm", 8, "PKQAEDXTN"),
    ("shako", 10, "PEDXTJ"),
    ("minixiangqi", 7, "TNJ2"),
    ("xiangqi", 9, "TNJ2"),
    ("manchu", 9, "TNJ2"),
    // Supply chess: xiangqi with the pieces a partner's board sends dropped (`I`), none onto
    // a cannon's line where it would be the screen of a check (`W`).
    ("supply", 9, "TNJ2IW"),
    // Janggi's kin: lame leapers (the horse and the elephant) and its cannon (`N`, `J`), the
    // palace diagonals, its cannon's rule and passing (`3`), bikjang (`4`).
    ("janggi", 9, "NJ34"),
    ("janggitraditional", 9, "NJ34"),
    ("janggicasual", 9, "NJ3"),
    ("janggimodern", 9, "NJ3"),
];

/// python-chess's legal moves of 3,200 positions (`tests/data/legal.txt`, made by
/// `tests/oracle/legal.py`): the perft positions, crafted pins, en passant discoveries,
/// double checks and positions of random games.
const LEGAL: &str = include_str!("../../../tests/data/legal.txt");

#[test]
fn chess_legal_moves_agree_with_python_chess() {
    let mut checked = 0;
    for line in LEGAL.lines() {
        let mut fields = line.split(';');
        let (fen, moves) = (fields.next().unwrap(), fields.next().unwrap());
        let position = chess::Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mut list = chess::MoveList::new();
        position.legal_moves(&mut list);
        let mut ours: Vec<String> = list.as_slice().iter().map(|m| m.to_string()).collect();
        ours.sort();
        let expected: Vec<&str> = moves.split(' ').filter(|m| !m.is_empty()).collect();
        assert_eq!(ours, expected, "{fen}");
        checked += 1;
    }
    assert_eq!(checked, 3_200);
}
