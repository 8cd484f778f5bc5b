//! Every accepted variant definition gives a move generator that compiles and counts what
//! the slow reference move generator (`reference`, written from the definition and
//! checked against Fairy-Stockfish in `reference_moves.rs`) counts, the reference reading the
//! pieces through a reading of Betza's notation written here ([`expand`]), not the
//! generator's `betza.rs`: a parser that misreads a definition (`R2` as three steps) differs
//! from it.
//!
//! Definitions are drawn at random (seeded: the same ones every run): a board from 5x5 to
//! 12x10, a king, pawns on the second rank with double steps, and three to five piece types
//! from Fairy-Stockfish's predefined ones (leapers, riders, compounds, directional and
//! move-or-capture-only pieces) or custom Betza ones (the nightrider; limited riders, one in
//! every other definition), placed at random on the first rank, Black's the mirror image;
//! promotion to those types on the last rank; on boards eight files wide or more, castling
//! half the time, with rooks in the corners; in one definition of five each a flag region of
//! the middle ranks for the king (half of them with the opponent's one more move,
//! `flagMove`), check counting, an extinction rule or compulsory captures; in one of six no
//! move may give check (`checking = false`); in one of eight White starts without its king
//! (the horde's); in one of four a king that is not royal; in one of five captures explode,
//! the king a commoner (half of them atomic's pseudo-royal king), in one of ten others a
//! drawn kind is pseudo-royal (coregal's queens); in one of two that castle some rights
//! win by castling (castle chess's `castlingWins`); in one of six pieces in a row end the
//! game (`connectN`); in one of three of those with a royal king and none of the rules drops
//! do not combine with, pieces in hand are dropped (`pieceDrops`, both sides holding some of
//! the drawn kinds and a pawn at the start; captures to the hand, `dropLoop`,
//! `firstRankPawnDrops`, `promotionZonePawnDrops`, a drop region and `dropNoDoubled` each
//! drawn); in one of
//! two, promotion rules (a wider promotion region, optional promotion, `immobilityIllegal`
//! and `promotionLimit`, each drawn); in one of two, shogi's promotions of one or two of its
//! pieces to others (`promotedPieceType`, with `piecePromotionOnCapture` or
//! `mandatoryPiecePromotion` drawn, and `pieceDemotion` and `dropPromoted`); and, after
//! the others, three with one or two of their pieces promoting as the pawn does
//! (`promotionPawnTypes`, per side). Each accepted definition is generated, all are
//! compiled together by rustc as one program, and the program's `perft` and `perft_bulk`
//! must equal the reference's count from the start position and from the first positions of
//! a random game (that prefers pawn moves and special moves) where castling, a promotion, en
//! passant and a limited rider's move are legal, and where its rule ended it: the game goes
//! on until each has occurred, it ends, or 400 plies. How many of each were checked is asserted.

use std::fmt::Write as _;
use std::process::Command;

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

use vector_attacks_codegen::betza::{Hop, Move as BetzaMove, Range};
use vector_attacks_codegen::reference::{self as reference_moves, legal_moves_of, Move, Setup};
use vector_attacks_codegen::variant::Variant;
use vector_attacks_codegen::{movegen, Displacement};

/// How many definitions are drawn.
const CASES: usize = 28;

/// Drawn definitions with drops and compulsory captures or no royal king, compiled and
/// counted besides, found among at most [`LATE_DRAWS`] drawn.
const LATE_CASES: usize = 4;
const LATE_DRAWS: usize = 200;

/// Drawn definitions with pieces promoting as the pawn does (`promotionPawnTypes`),
/// compiled and counted besides, found among at most [`LATE_DRAWS`] drawn.
const PAWN_TYPE_CASES: usize = 3;

/// How many definitions with lame leapers and hoppers (and in some the flying general) are
/// compiled and counted besides, found among at most [`LATE_DRAWS`] drawn.
const BLOCKABLE_CASES: usize = 4;

/// Piece types to draw from: the option and its letter.
const TYPES: &[(&str, char)] = &[
    ("knight", 'n'),
    ("bishop", 'b'),
    ("rook", 'r'),
    ("queen", 'q'),
    ("fers", 'f'),
    ("alfil", 'e'),
    ("wazir", 'w'),
    ("commoner", 'm'),
    ("silver", 's'),
    ("gold", 'g'),
    ("lance", 'l'),
    ("shogiKnight", 'h'),
    ("knibis", 'x'),
    ("biskni", 'y'),
    ("archbishop", 'a'),
    ("chancellor", 'c'),
    ("amazon", 'z'),
    ("centaur", 'u'),
    ("dragonHorse", 'd'),
    ("soldier", 'i'),
    ("customPiece1", 'j'),
    ("customPiece2", 'v'),
    ("customPiece3", 't'),
    ("customPiece4", 'o'),
];

/// Betza definitions of the custom slots: the nightrider, and limited riders.
const CUSTOM: [(&str, &str); 4] = [
    ("customPiece1", "NN"),
    ("customPiece2", "R2fB"),
    ("customPiece3", "B3W"),
    ("customPiece4", "vN2sW"),
];

/// The limited riders among them, one of which every other definition holds.
const LIMITED: [(&str, char); 3] = [
    ("customPiece2", 'v'),
    ("customPiece3", 't'),
    ("customPiece4", 'o'),
];

/// Boards: 8x8 (whose magics are kept), boards over 64 squares (no magics), and small ones.
const BOARDS: [(u32, u32); 7] = [(8, 8), (10, 8), (9, 9), (10, 10), (12, 10), (6, 6), (5, 5)];

/// Draws from proptest's runner on a fixed seed, so the same definitions come every run.
struct Rng(TestRunner);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        (0..n)
            .new_tree(&mut self.0)
            .expect("a range draws")
            .current()
    }
}

/// One drawn definition as `variants.ini` text; `limited` puts a limited rider among its
/// pieces.
fn definition(
    rng: &mut Rng,
    rules: &mut Rng,
    wins: &mut Rng,
    lines: &mut Rng,
    name: &str,
    limited: bool,
) -> String {
    let (files, ranks) = BOARDS[rng.below(BOARDS.len())];
    let castling = files >= 8 && rng.below(2) == 0;
    let mut chosen: Vec<(&str, char)> = Vec::new();
    if limited {
        chosen.push(LIMITED[rng.below(LIMITED.len())]);
    }
    if castling {
        chosen.push(("rook", 'r'));
    }
    while chosen.len() < 3 + rng.below(3) {
        let t = TYPES[rng.below(TYPES.len())];
        if !chosen.contains(&t) {
            chosen.push(t);
        }
    }
    let mut ini = format!("[{name}]\nmaxFile = {files}\nmaxRank = {ranks}\npawn = p\nking = k\n");
    if castling {
        // The king in the middle (file 4 or beyond) castles to file c or to the last file
        // but one, as in chess.
        let file = |f: u32| char::from(b'a' + f as u8);
        writeln!(
            ini,
            "castling = true\ncastlingKingsideFile = {}\ncastlingQueensideFile = {}",
            file(files - 2),
            file(2)
        )
        .unwrap();
    } else {
        ini.push_str("castling = false\n");
    }
    for (option, letter) in &chosen {
        match CUSTOM.iter().find(|(slot, _)| slot == option) {
            Some((_, betza)) => writeln!(ini, "{option} = {letter}:{betza}").unwrap(),
            None => writeln!(ini, "{option} = {letter}").unwrap(),
        }
    }
    // The first rank: the king in the middle, the rest drawn (some squares empty). With
    // castling, only the king and rooks in the corners, and the drawn pieces on the third
    // rank instead, so that the way is free.
    let drawn: Vec<char> = (0..files)
        .map(|_| {
            let i = rng.below(chosen.len() + 2);
            chosen.get(i).map_or('.', |t| t.1)
        })
        .collect();
    let mut first = if castling {
        vec!['.'; files as usize]
    } else {
        drawn.clone()
    };
    first[files as usize / 2] = 'k';
    if castling {
        first[0] = 'r';
        first[files as usize - 1] = 'r';
    }
    let row = |cells: &[char], upper: bool| -> String {
        let mut out = String::new();
        let mut empty = 0;
        for &c in cells {
            if c == '.' {
                empty += 1;
                continue;
            }
            if empty > 0 {
                write!(out, "{empty}").unwrap();
                empty = 0;
            }
            out.push(if upper { c.to_ascii_uppercase() } else { c });
        }
        if empty > 0 {
            write!(out, "{empty}").unwrap();
        }
        out
    };
    let pawns = vec!['p'; files as usize];
    let mut rows = vec![row(&first, false), row(&pawns, false)];
    let third = castling.then(|| row(&drawn, false));
    rows.extend(third.clone());
    for _ in 0..ranks - 4 - 2 * u32::from(castling) {
        rows.push(files.to_string());
    }
    rows.extend(castling.then(|| row(&drawn, true)));
    rows.push(row(&pawns, true));
    // In one definition of eight White starts without its king, as the horde's White, and
    // so never has one.
    let kingless = rng.below(8) == 0;
    let mut white_first = first.clone();
    if kingless {
        white_first[files as usize / 2] = '.';
    }
    rows.push(row(&white_first, true));
    let promotions: String = chosen.iter().map(|t| t.1).collect();
    let rights = match (castling, kingless) {
        (false, _) => "-",
        (true, false) => "KQkq",
        (true, true) => "kq",
    };
    write!(
        ini,
        "startFen = {} w {rights} - 0 1\npromotionRegionWhite = *{ranks}\npromotionRegionBlack = *1\n\
         doubleStepRegionWhite = *2\ndoubleStepRegionBlack = *{}\npromotionPieceTypes = {promotions}\n",
        rows.join("/"),
        ranks - 1
    )
    .unwrap();
    // A rule that ends the game besides checkmate, in one definition of five each: a flag
    // region of two to four squares of the middle ranks for the king, counted checks (one
    // each to give, as a start position without the count has them), the extinction of one
    // of the drawn kinds or of the pawns (won, lost or drawn, maybe claimed), or compulsory
    // captures.
    match rng.below(5) {
        0 => {
            let squares: Vec<String> = (0..2 + rng.below(3))
                .map(|_| {
                    let file = char::from(b'a' + rng.below(files as usize) as u8);
                    format!("{file}{}", ranks / 2 + rng.below(2) as u32)
                })
                .collect();
            writeln!(ini, "flagPiece = k\nflagRegion = {}", squares.join(" ")).unwrap();
            // Half of them with the opponent's one more move (racing kings' `flagMove`).
            if rng.below(2) == 0 {
                ini.push_str("flagMove = true\n");
            }
        }
        1 => ini.push_str("checkCounting = true\n"),
        2 => {
            let kinds: Vec<char> = chosen.iter().map(|t| t.1).chain(['p']).collect();
            writeln!(
                ini,
                "extinctionValue = {}\nextinctionPieceTypes = {}\nextinctionPieceCount = {}\n\
                 extinctionOpponentPieceCount = {}\nextinctionClaim = {}",
                ["win", "loss", "draw"][rng.below(3)],
                kinds[rng.below(kinds.len())],
                rng.below(2),
                rng.below(2),
                rng.below(2) == 0
            )
            .unwrap();
        }
        3 => ini.push_str("mustCapture = true\n"),
        _ => {}
    }
    // In one definition of six no move may give check (racing kings' `checking = false`).
    if rng.below(6) == 0 {
        ini.push_str("checking = false\n");
    }
    // In one definition of four the king is a commoner: not royal, it may be taken and
    // castles through attacks.
    if rng.below(4) == 0 {
        ini = ini.replacen(
            "king = k\n",
            "king = -\ncommoner = k\ncastlingKingPiece = k\n",
            1,
        );
    }
    // In one definition of five (but the horde's) captures explode (atomic chess's
    // `blastOnCapture`), the king a commoner (Fairy-Stockfish's royal king ignores
    // explosions; the generator refuses the two together), in half of them atomic's:
    // pseudo-royal, its loss losing. In one of ten of the others one of the drawn kinds is
    // pseudo-royal, as coregal's queens (its extinction, which no capture can bring about,
    // then ends nothing).
    let last = |ini: &str| {
        "extinctionPieceCount = 0\nextinctionOpponentPieceCount = 0\nextinctionClaim = false\nextinctionPseudoRoyal = true\n".to_owned() + ini
    };
    if rules.below(5) == 0 && !kingless {
        ini.push_str("blastOnCapture = true\n");
        ini = ini.replacen(
            "king = k\n",
            "king = -\ncommoner = k\ncastlingKingPiece = k\n",
            1,
        );
        if rules.below(2) == 0 {
            ini.push_str(&last("extinctionValue = loss\nextinctionPieceTypes = k\n"));
        }
    } else if rules.below(10) == 0 {
        let kind = chosen[rules.below(chosen.len())].1;
        ini.push_str(&last(&format!(
            "extinctionValue = loss\nextinctionPieceTypes = {kind}\n"
        )));
    }
    // In one definition of two that castle, castling wins (castle chess's
    // `castlingWins`): one of the four rights and maybe others, drawn from a stream of their
    // own.
    if castling && wins.below(2) == 0 {
        let sure = wins.below(4);
        let rights: String = ['K', 'Q', 'k', 'q']
            .into_iter()
            .enumerate()
            .filter(|&(i, _)| i == sure || wins.below(3) == 0)
            .map(|(_, c)| c)
            .collect();
        writeln!(ini, "castlingWins = {rights}").unwrap();
    }
    // In one definition of six, pieces in a row end the game (`connectN`, three to five),
    // along files or diagonals or both (a start position's ranks are rows already), of every
    // kind or of the pawns, a win or a loss for the side that made the row: drawn from a
    // stream of their own.
    if lines.below(6) == 0 {
        writeln!(ini, "connectN = {}", 3 + lines.below(3)).unwrap();
        ini.push_str("connectHorizontal = false\n");
        match lines.below(3) {
            0 => ini.push_str("connectVertical = false\n"),
            1 => ini.push_str("connectDiagonal = false\n"),
            _ => {}
        }
        if lines.below(2) == 0 {
            ini.push_str("connectPieceTypes = p\n");
        }
        if lines.below(3) == 0 {
            ini.push_str("connectValue = loss\n");
        }
    }
    ini
}

/// The letters of a drawn definition's pieces but the king and the pawn.
fn kinds(variant: &Variant) -> Vec<char> {
    variant
        .pieces
        .iter()
        .map(|p| p.letter)
        .filter(|&l| l != 'k' && l != 'p')
        .collect()
}

/// `plain`, a drawn definition, with drops added in one of three (drawn from `drops`, a
/// stream of their own), or `None`: the variant's pieces but the king and the pawn are the
/// kinds drawn into the hands. Drawn from `placing` (a stream of its own, so that adding it
/// left the earlier draws as they were): in one of two, drops come first while the side
/// holds a piece (`mustDrop`), of any type or, in one of two, of the pawn (`mustDropType`).
/// Drawn from `checking` (another stream of its own): in one of three without
/// `dropNoDoubled`, no drop may give check (`dropChecks = false`).
fn with_drops(
    plain: &str,
    name: &str,
    drops: &mut Rng,
    placing: &mut Rng,
    checking: &mut Rng,
) -> Option<String> {
    // (Compulsory captures and a king that is not royal, drawn with drops since, are drawn
    // so by `late_definitions`, which leaves these draws as they were.)
    if drops.below(3) != 0 || plain.contains("mustCapture") || plain.contains("commoner = k") {
        return None;
    }
    add_drops(plain, name, drops, placing, checking)
}

/// `plain` with drops added (the options drawn from `drops`, `placing` and `checking` as
/// [`with_drops`] says), or `None` where drops are refused: with forbidden checks,
/// explosions and pseudo-royal pieces.
fn add_drops(
    plain: &str,
    name: &str,
    drops: &mut Rng,
    placing: &mut Rng,
    checking: &mut Rng,
) -> Option<String> {
    let variant = Variant::from_ini(plain, name).ok()?;
    let kinds = kinds(&variant);
    let clash = [
        "checking = false",
        "blastOnCapture",
        "extinctionPseudoRoyal",
    ];
    if clash.iter().any(|c| plain.contains(c)) {
        return None;
    }
    let mut ini = plain.to_owned();
    ini.push_str("pieceDrops = true\n");
    for option in [
        "capturesToHand",
        "dropLoop",
        "firstRankPawnDrops",
        "promotionZonePawnDrops",
    ] {
        writeln!(ini, "{option} = {}", drops.below(2) == 0).unwrap();
    }
    // A third of them drop each side only on its own half of the board.
    if drops.below(3) == 0 {
        let half = variant.ranks / 2;
        let ranks = |r: std::ops::RangeInclusive<u32>| {
            r.map(|r| format!("*{r}")).collect::<Vec<_>>().join(" ")
        };
        writeln!(
            ini,
            "dropRegionWhite = {}\ndropRegionBlack = {}",
            ranks(1..=half),
            ranks(half + 1..=variant.ranks)
        )
        .unwrap();
    }
    // Half of them forbid dropping a pawn on a file holding as many of the side's pawns as
    // the count drawn (`dropNoDoubled`; 0 forbids pawn drops).
    if drops.below(2) == 0 {
        writeln!(
            ini,
            "dropNoDoubled = p\ndropNoDoubledCount = {}",
            drops.below(3)
        )
        .unwrap();
    }
    // (Not with compulsory captures, refused with it.)
    match placing.below(4) {
        _ if plain.contains("mustCapture") => {}
        0 => ini.push_str("mustDrop = true\n"),
        1 => ini.push_str("mustDrop = true\nmustDropType = p\n"),
        _ => {}
    }
    // (Not with `dropNoDoubled`, whose drawn games it would change.)
    if checking.below(3) == 0 && !ini.contains("dropNoDoubled") {
        ini.push_str("dropChecks = false\n");
    }
    let mut held: String = (0..1 + drops.below(2))
        .map(|_| kinds[drops.below(kinds.len())])
        .collect();
    held.push('p');
    let hands = format!("[{}{held}]", held.to_ascii_uppercase());
    let at = ini.find(" w ").expect("the start position's side");
    ini.insert_str(at, &hands);
    Some(ini)
}

/// `ini` with promotion rules added in one of two (drawn from `promotions`, a stream of
/// their own), or `None`: the promotion region widened to the last two ranks, promotion
/// optional (`mandatoryPawnPromotion = false`), moves that would leave a piece immobile
/// refused (`immobilityIllegal`; with optional promotion a pawn on the last rank), and a
/// limit of one or two pieces for one or two of the promotion types (`promotionLimit`),
/// each drawn.
fn with_promotions(ini: &str, name: &str, promotions: &mut Rng) -> Option<String> {
    let variant = Variant::from_ini(ini, name).ok()?;
    if promotions.below(2) != 0 || variant.promotion_pieces[0].is_empty() {
        return None;
    }
    let mut out = ini.to_owned();
    if promotions.below(2) == 0 {
        let ranks = variant.ranks;
        writeln!(
            out,
            "promotionRegionWhite = *{} *{ranks}\npromotionRegionBlack = *1 *2",
            ranks - 1
        )
        .unwrap();
    }
    // Optional promotion in half, three in four of them with immobile pieces refused; the
    // rule in half of the others (where it forbids only what mandatory promotion does
    // already).
    let optional = promotions.below(2) == 0;
    if optional {
        out.push_str("mandatoryPawnPromotion = false\n");
    }
    if promotions.below(4) < if optional { 3 } else { 2 } {
        out.push_str("immobilityIllegal = true\n");
    }
    let kinds = &variant.promotion_pieces[0];
    let limits: Vec<String> = (0..1 + promotions.below(2))
        .map(|_| {
            format!(
                "{}:{}",
                kinds[promotions.below(kinds.len())],
                1 + promotions.below(2)
            )
        })
        .collect();
    writeln!(out, "promotionLimit = {}", limits.join(" ")).unwrap();
    Some(out)
}

/// Lame leapers and hoppers a drawn definition's custom pieces may become: the xiangqi horse
/// and elephant, a lame dabbaba, paradigm's bishop, the cannon, manchu's banner, the
/// grasshopper and a diagonal cannon.
const BLOCKABLE: [&str; 8] = ["nN", "nA", "nD", "BnN", "mRcpR", "RcpRnN", "gQ", "pB"];

/// `ini` with each of its custom pieces (the nightrider and the limited riders) made a lame
/// leaper or a hopper drawn from `rng`, and in one of three with the flying general; `None`
/// where it has no custom piece.
fn with_blockable(ini: &str, rng: &mut Rng) -> Option<String> {
    let mut out = String::new();
    let mut changed = false;
    for line in ini.lines() {
        match CUSTOM
            .iter()
            .find(|(slot, betza)| line.starts_with(slot) && line.ends_with(betza))
        {
            Some((_, betza)) => {
                let kept = &line[..line.len() - betza.len()];
                writeln!(out, "{kept}{}", BLOCKABLE[rng.below(BLOCKABLE.len())]).unwrap();
                changed = true;
            }
            None => writeln!(out, "{line}").unwrap(),
        }
    }
    if rng.below(3) == 0 {
        out.push_str("flyingGeneral = true\n");
    }
    changed.then_some(out)
}

/// `ini` with one or two of its kinds (not the king or the pawn) promoting as the pawn does
/// (`promotionPawnTypes`, drawn from `kinds`), or `None` where it has no promotion types:
/// for both sides, the pawn beside them in one of two (it promotes either way), and in one
/// of three Black's own set (`promotionPawnTypesBlack`), one of them or none.
fn with_pawn_types(ini: &str, name: &str, kinds_rng: &mut Rng) -> Option<String> {
    let variant = Variant::from_ini(ini, name).ok()?;
    let kinds = kinds(&variant);
    if variant.promotion_pieces[0].is_empty() || kinds.is_empty() {
        return None;
    }
    let mut chosen: Vec<char> = (0..1 + kinds_rng.below(2))
        .map(|_| kinds[kinds_rng.below(kinds.len())])
        .collect();
    chosen.dedup();
    let pawn = if kinds_rng.below(2) == 0 { "p" } else { "" };
    let mut out = ini.to_owned();
    writeln!(
        out,
        "promotionPawnTypes = {pawn}{}",
        chosen.iter().collect::<String>()
    )
    .unwrap();
    if kinds_rng.below(3) == 0 {
        let black = if kinds_rng.below(2) == 0 {
            chosen[0].to_string()
        } else {
            "-".to_owned()
        };
        writeln!(out, "promotionPawnTypesBlack = {black}").unwrap();
    }
    Some(out)
}

/// `ini` with shogi's promotions added in one of two (drawn from `shogi`, a stream of their
/// own), or `None`: one or two of its pieces (not the king or the pawn) promoting to another
/// of them that does not promote itself (`promotedPieceType`), only by a capture
/// (`piecePromotionOnCapture`) in a third, and compulsorily (`mandatoryPiecePromotion`) in
/// another third; and, drawn from `kyoto` (a stream of their own, so that adding them left
/// the earlier draws as they were), promoted pieces that turn back (`pieceDemotion`) in one
/// of two, pieces dropped promoted (`dropPromoted`) in one of two, and the pawn promoting
/// as shogi's pieces do (`p:X`, beside its promotions) in one of three.
fn with_piece_promotions(
    ini: &str,
    name: &str,
    shogi: &mut Rng,
    kyoto: &mut Rng,
) -> Option<String> {
    let variant = Variant::from_ini(ini, name).ok()?;
    let kinds = kinds(&variant);
    if shogi.below(2) != 0 || kinds.len() < 2 {
        return None;
    }
    let (demotion, drop_promoted) = (kyoto.below(2) == 0, kyoto.below(2) == 0);
    let pawn_promotes = kyoto.below(3) == 0;
    let pawn_becomes = kinds[kyoto.below(kinds.len())];
    let mut pairs: Vec<(char, char)> = Vec::new();
    for _ in 0..1 + shogi.below(2) {
        let from = kinds[shogi.below(kinds.len())];
        let to = kinds[shogi.below(kinds.len())];
        let chains = pairs
            .iter()
            .any(|&(f, t)| f == to || t == from || f == from);
        if from != to && !chains {
            pairs.push((from, to));
        }
    }
    if pairs.is_empty() {
        return None;
    }
    // The pawn too, where it has a promotion region, in one of three (to a kind that does
    // not promote itself).
    if pawn_promotes
        && variant.pieces.iter().any(|p| p.letter == 'p')
        && !pairs.iter().any(|&(f, _)| f == pawn_becomes)
    {
        pairs.push(('p', pawn_becomes));
    }
    let mut out = ini.to_owned();
    let written: Vec<String> = pairs.iter().map(|(f, t)| format!("{f}:{t}")).collect();
    writeln!(out, "promotedPieceType = {}", written.join(" ")).unwrap();
    match shogi.below(3) {
        0 => out.push_str("piecePromotionOnCapture = true\n"),
        1 => out.push_str("mandatoryPiecePromotion = true\n"),
        _ => {}
    }
    if demotion {
        out.push_str("pieceDemotion = true\n");
    }
    if drop_promoted {
        out.push_str("dropPromoted = true\n");
    }
    Some(out)
}

/// A piece's moves (White's) read from its Betza definition, written here from the notation
/// as Fairy-Stockfish reads it, apart from the generator's parser: groups of modifiers and an
/// atom, the atom maybe doubled (a rider) or followed by a digit (a rider of at most that many
/// steps). `m` moves only, `c` captures only. A direction is a letter (`f`, `b`, `l`, `r`,
/// `v` for `f` and `b`, `s` for `l` and `r`) or a pair of a vertical and a horizontal one. Each
/// move is named by where it goes: an orthogonal move by its one direction, a diagonal by its
/// vertical and its horizontal one, an oblique move by its major direction (along the longer
/// side) and its minor one. A letter picks an orthogonal move going its way, a diagonal
/// going its way on either axis, an oblique move whose major direction it names (so `fN` is
/// the two narrow forward moves); a pair picks, of orthogonal moves, those going either way,
/// of diagonals the one going both ways, and of oblique moves the one whose minor direction
/// is the pair's first letter and major direction its second (`fsN`: the wide forward ones).
fn expand(betza: &str) -> Vec<BetzaMove> {
    let class = |d: char| -> &'static [char] {
        match d {
            'f' => &['f'],
            'b' => &['b'],
            'v' => &['f', 'b'],
            'l' => &['l'],
            'r' => &['r'],
            's' => &['l', 'r'],
            _ => panic!("not a direction: {d}"),
        }
    };
    let vertical = |d: char| "fbv".contains(d);
    let mut out: Vec<BetzaMove> = Vec::new();
    let chars: Vec<char> = betza.chars().collect();
    let (mut i, mut quiet, mut capture, mut lame) = (0, false, false, false);
    let mut hop = Hop::No;
    let mut picks: Vec<(char, Option<char>)> = Vec::new();
    while i < chars.len() {
        let c = chars[i];
        match c {
            'm' => quiet = true,
            'c' => capture = true,
            'n' => lame = true,
            'p' => hop = Hop::Cannon,
            'g' => hop = Hop::Grasshopper,
            'f' | 'b' | 'v' | 'l' | 'r' | 's' => match chars.get(i + 1) {
                Some(&d) if d == c => {
                    picks.push((c, None));
                    i += 1;
                }
                Some(&d) if "fbvlrs".contains(d) && vertical(d) != vertical(c) => {
                    picks.push((c, Some(d)));
                    i += 1;
                }
                _ => picks.push((c, None)),
            },
            atom => {
                let (shapes, mut range): (&[(i32, i32)], Range) = match atom {
                    'W' => (&[(1, 0)], Range::Leap),
                    'F' => (&[(1, 1)], Range::Leap),
                    'D' => (&[(2, 0)], Range::Leap),
                    'N' => (&[(2, 1)], Range::Leap),
                    'A' => (&[(2, 2)], Range::Leap),
                    'H' => (&[(3, 0)], Range::Leap),
                    'C' => (&[(3, 1)], Range::Leap),
                    'Z' => (&[(3, 2)], Range::Leap),
                    'G' => (&[(3, 3)], Range::Leap),
                    'K' => (&[(1, 0), (1, 1)], Range::Leap),
                    'R' => (&[(1, 0)], Range::Ride(None)),
                    'B' => (&[(1, 1)], Range::Ride(None)),
                    'Q' => (&[(1, 0), (1, 1)], Range::Ride(None)),
                    other => panic!("the test's Betza reading has no atom {other}"),
                };
                match chars.get(i + 1) {
                    Some(&d) if d.is_ascii_digit() => {
                        range = Range::Ride(Some(d.to_digit(10).unwrap() as u8));
                        i += 1;
                    }
                    Some(&d) if d == atom => {
                        range = Range::Ride(None);
                        i += 1;
                    }
                    _ => {}
                }
                if !quiet && !capture {
                    (quiet, capture) = (true, true);
                }
                for &(major, minor) in shapes {
                    // Every sign and order of the shape: (files, ranks).
                    let mut steps: Vec<(i32, i32)> = Vec::new();
                    for (a, b) in [(major, minor), (minor, major)] {
                        for (sa, sb) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                            if !steps.contains(&(a * sa, b * sb)) {
                                steps.push((a * sa, b * sb));
                            }
                        }
                    }
                    for (df, dr) in steps {
                        let v = if dr > 0 { 'f' } else { 'b' };
                        let h = if df > 0 { 'r' } else { 'l' };
                        let picked = picks.is_empty()
                            || picks.iter().any(|&(x, y)| {
                                let is = |d: char, set: char| class(set).contains(&d);
                                if dr == 0 || df == 0 {
                                    let d = if dr == 0 { h } else { v };
                                    is(d, x) || y.is_some_and(|y| is(d, y))
                                } else if dr.abs() == df.abs() {
                                    match y {
                                        None => is(v, x) || is(h, x),
                                        Some(y) => (is(v, x) && is(h, y)) || (is(v, y) && is(h, x)),
                                    }
                                } else {
                                    let (big, small) =
                                        if dr.abs() > df.abs() { (v, h) } else { (h, v) };
                                    match y {
                                        None => is(big, x),
                                        Some(y) => is(small, x) && is(big, y),
                                    }
                                }
                            });
                        if picked {
                            out.push(BetzaMove {
                                step: Displacement {
                                    ranks: dr,
                                    files: df,
                                },
                                range,
                                lame,
                                hop,
                                capture,
                                quiet,
                            });
                        }
                    }
                }
                (quiet, capture, lame, hop) = (false, false, false, Hop::No);
                picks.clear();
            }
        }
        i += 1;
    }
    out
}

/// The reference move generator for one variant, its pieces read once by [`expand`].
struct Reference<'a> {
    variant: &'a Variant,
    pieces: Vec<Vec<BetzaMove>>,
}

impl<'a> Reference<'a> {
    fn new(variant: &'a Variant) -> Reference<'a> {
        let pieces = variant.pieces.iter().map(|p| expand(&p.betza)).collect();
        Reference { variant, pieces }
    }

    /// The legal moves of `setup`.
    fn legal(&self, setup: &Setup) -> Vec<Move> {
        legal_moves_of(self.variant, setup, &self.pieces).unwrap()
    }

    /// Perft: every legal move made, to `depth`.
    fn perft(&self, setup: &Setup, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal(setup);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|m| self.perft(&play(self.variant, setup, m), depth - 1))
            .sum()
    }

    /// Whether the piece type `t` has a limited ride.
    fn limited(&self, t: usize) -> bool {
        self.pieces[t]
            .iter()
            .any(|m| matches!(m.range, Range::Ride(Some(_))))
    }
}

/// The reference position after `m`, through FEN-free bookkeeping of the test's own: the
/// rook's move when castling, rights lost when the king (or the commoner in its part) or a
/// corner rook moves or is taken,
/// en passant after a double step.
fn play(variant: &Variant, setup: &Setup, m: &Move) -> Setup {
    let files = variant.files as usize;
    let mut next = setup.clone();
    let side = setup.side;
    if let Some(letter) = m.drop {
        // A drop: the piece leaves the hand for its square; nothing else changes but the
        // turn (and the en passant square, gone).
        let t = variant.piece_index(letter).unwrap();
        next.hands[side][t] -= 1;
        // Dropped promoted (`dropPromoted`): put down as what it promotes to, marked.
        let put = match m.promotion {
            Some(_) => {
                let rule = variant.piece_promotion.as_ref().unwrap();
                let &(_, to) = rule.types.iter().find(|(from, _)| *from == letter).unwrap();
                next.unpromoted[m.to] = Some(t);
                variant.piece_index(to).unwrap()
            }
            None => t,
        };
        next.board[m.to] = Some((put, side));
        next.en_passant = None;
        next.side = 1 - side;
        return next;
    }
    // What a capture puts into the taker's hand, where captures go there: the piece taken,
    // or the pawn a promoted piece was (but in `dropLoop`).
    let pawn = variant
        .pieces
        .iter()
        .position(|p| p.name == "pawn")
        .unwrap();
    if let Some(drops) = variant.drops.as_ref().filter(|d| d.captures_to_hand) {
        let taken = match setup.board[m.to] {
            Some((t, who)) if who != side => Some(match setup.unpromoted[m.to] {
                _ if drops.drop_loop => t,
                Some(was) => was,
                None if setup.promoted[m.to] => pawn,
                None => t,
            }),
            _ if setup.board[m.from].is_some_and(|(t, _)| t == pawn)
                && Some(m.to) == setup.en_passant =>
            {
                Some(pawn)
            }
            _ => None,
        };
        if let Some(t) = taken {
            next.hands[side][t] += 1;
        }
    }
    // (Shogi's promotions and demotions are not a pawn's, marked `~`.)
    let shogi = matches!(m.promotion, Some('+' | '-'));
    if variant.drops.is_some() {
        next.promoted[m.to] = setup.promoted[m.from] || (m.promotion.is_some() && !shogi);
        next.promoted[m.from] = false;
    }
    // Shogi's promotion marks what the piece was; the mark moves with it, and a demotion
    // (`-`) takes it off.
    next.unpromoted[m.to] = match m.promotion {
        Some('+') => setup.board[m.from].map(|(t, _)| t),
        Some('-') => None,
        _ => setup.unpromoted[m.from],
    };
    next.unpromoted[m.from] = None;
    let piece = next.board[m.from].take();
    let is_pawn = piece.is_some_and(|(t, _)| variant.pieces[t].name == "pawn");
    next.castled = m.castling.then(|| [side, usize::from(m.to < m.from)]);
    if m.castling {
        let kingside = m.to > m.from;
        let rank_start = m.from - m.from % files;
        let rook_from = if kingside {
            rank_start + files - 1
        } else {
            rank_start
        };
        let rook_to = if kingside { m.to - 1 } else { m.to + 1 };
        let rook = next.board[rook_from].take();
        next.board[rook_to] = rook;
    }
    if is_pawn && Some(m.to) == setup.en_passant {
        let captured = if side == 0 {
            m.to - files
        } else {
            m.to + files
        };
        next.board[captured] = None;
    }
    let capture = setup.board[m.to].is_some() || (is_pawn && Some(m.to) == setup.en_passant);
    next.board[m.to] = match m.promotion {
        Some('+') => piece.map(|(t, who)| {
            let letter = variant.pieces[t].letter;
            let rule = variant.piece_promotion.as_ref().unwrap();
            let &(_, to) = rule.types.iter().find(|(from, _)| *from == letter).unwrap();
            (variant.piece_index(to).unwrap(), who)
        }),
        Some('-') => setup.unpromoted[m.from].map(|t| (t, side)),
        Some(letter) => Some((variant.piece_index(letter).unwrap(), side)),
        None => piece,
    };
    // Where captures explode, the capturer and the pieces but pawns around it go.
    let mut blown = Vec::new();
    if variant.blast.is_some() && !m.castling && capture {
        let (file, rank) = ((m.to % files) as i64, (m.to / files) as i64);
        for (df, dr) in (-1..=1).flat_map(|df| (-1..=1).map(move |dr| (df, dr))) {
            let (f, r) = (file + df, rank + dr);
            if !(0..files as i64).contains(&f) || r < 0 {
                continue;
            }
            let s = (r * files as i64 + f) as usize;
            if s >= next.board.len() {
                continue;
            }
            if let Some((t, _)) = next.board[s] {
                if s == m.to || variant.pieces[t].name != "pawn" {
                    next.board[s] = None;
                    blown.push(s);
                }
            }
        }
    }
    // Rights: the corners of each side's first rank and its king's square.
    let last = setup.board.len() - files;
    let corners = [[files - 1, 0], [last + files - 1, last]];
    for (rights, squares) in next.castling.iter_mut().zip(corners) {
        for (right, corner) in rights.iter_mut().zip(squares) {
            if [m.from, m.to].contains(&corner) || blown.contains(&corner) {
                *right = false;
            }
        }
    }
    if piece.is_some_and(|(t, _)| variant.pieces[t].name == "king") {
        next.castling[side] = [false, false];
    }
    // A commoner in the king's part may also be taken on its square.
    for (rights, king) in next.castling.iter_mut().zip([files / 2, last + files / 2]) {
        if [m.from, m.to].contains(&king) || blown.contains(&king) {
            *rights = [false, false];
        }
    }
    next.en_passant = None;
    // (A double step that promotes leaves none, as in Fairy-Stockfish.)
    if is_pawn && m.promotion.is_none() && m.from.abs_diff(m.to) == 2 * files {
        next.en_passant = Some((m.from + m.to) / 2);
    }
    next.side = 1 - side;
    // A check given counts where checks are counted.
    if next.checks.is_some() && reference_moves::in_check(variant, &next, next.side).unwrap() {
        if let Some(checks) = next.checks.as_mut() {
            checks[side] = checks[side].saturating_sub(1);
        }
    }
    next
}
/// The FEN of a reference position (as the generated `from_fen` reads it).
fn fen(variant: &Variant, setup: &Setup) -> String {
    let files = variant.files as usize;
    let mut rows = Vec::new();
    for rank in (0..variant.ranks as usize).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for file in 0..files {
            match setup.board[rank * files + file] {
                None => empty += 1,
                Some((t, side)) => {
                    if empty > 0 {
                        write!(row, "{empty}").unwrap();
                        empty = 0;
                    }
                    // A piece promoted as shogi's are: `+` and what it was.
                    let was = setup.unpromoted.get(rank * files + file).copied().flatten();
                    if was.is_some() {
                        row.push('+');
                    }
                    let l = variant.pieces[was.unwrap_or(t)].letter;
                    row.push(if side == 0 { l.to_ascii_uppercase() } else { l });
                    if setup.promoted.get(rank * files + file) == Some(&true) {
                        row.push('~');
                    }
                }
            }
        }
        if empty > 0 {
            write!(row, "{empty}").unwrap();
        }
        rows.push(row);
    }
    let ep = setup.en_passant.map_or("-".to_owned(), |s| {
        format!("{}{}", char::from(b'a' + (s % files) as u8), s / files + 1)
    });
    let side = if setup.side == 0 { 'w' } else { 'b' };
    let rights: String = [(0, 0, 'K'), (0, 1, 'Q'), (1, 0, 'k'), (1, 1, 'q')]
        .iter()
        .filter(|&&(who, wing, _)| setup.castling[who][wing])
        .map(|&(_, _, l)| l)
        .collect();
    let rights = if rights.is_empty() {
        "-".to_owned()
    } else {
        rights
    };
    let checks = setup
        .checks
        .map_or(String::new(), |[w, b]| format!(" {w}+{b}"));
    // The hands, in any order (the generated `from_fen` reads them so).
    let hands = if variant.drops.is_some() {
        let mut held = String::new();
        for (side, hand) in setup.hands.iter().enumerate() {
            for (t, &n) in hand.iter().enumerate() {
                let l = variant.pieces[t].letter;
                let l = if side == 0 { l.to_ascii_uppercase() } else { l };
                held.extend(std::iter::repeat_n(l, n as usize));
            }
        }
        format!("[{held}]")
    } else {
        String::new()
    };
    format!("{}{hands} {side} {rights} {ep}{checks} 0 1", rows.join("/"))
}

/// What a position's legal moves hold that the checks want to reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Feature {
    Castling,
    Promotion,
    EnPassant,
    LimitedRide,
    /// The game ended by the variant's rule (a flag reached, the last check given, a kind
    /// of pieces gone).
    RuleEnd,
    /// Captures compulsory and one legal, so that every legal move is a capture.
    ForcedCapture,
    /// A king that is not royal taken.
    KingTaken,
    /// A move refused because it would give check (`checking = false`).
    CheckRefused,
    /// The side to move without a king in a variant whose king is royal (the horde's White).
    Kingless,
    /// A capture where captures explode (`blastOnCapture`).
    Explosion,
    /// Pseudo-royal pieces on the board (`extinctionPseudoRoyal`).
    PseudoRoyal,
    /// A castling move that wins (`castlingWins`).
    CastlingWin,
    /// A game ended by pieces in a row (`connectN`).
    Connected,
    /// A drop (`pieceDrops`).
    Drop,
    /// A drop that blocks a check.
    DropBlocksCheck,
    /// A promoted piece on the board where captures go to the hand.
    PromotedPiece,
    /// A drop refused for a file holding the side's pieces of its type (`dropNoDoubled`).
    DropDoubled,
    /// A promotion refused to a type the side has as many of as `promotionLimit` allows.
    PromotionLimited,
    /// A pawn entering its promotion region without promoting (`mandatoryPawnPromotion =
    /// false`).
    PromotionDeclined,
    /// A pawn's move that may only promote, its plain move refused for leaving it
    /// immobile (`immobilityIllegal` with optional promotion).
    Immobile,
    /// A piece's promotion as shogi's (`promotedPieceType`).
    PiecePromotion,
    /// A piece promoted as shogi's on the board (`+P`).
    PiecePromoted,
    /// A promoted piece's move turning it back (`pieceDemotion`).
    PieceDemotion,
    /// A piece dropped promoted (`dropPromoted`).
    DropPromoted,
    /// A pawn's promotion as shogi's pieces promote (`promotedPieceType = p:X`).
    PawnPiecePromotion,
    /// The promotion of a piece other than the pawn promoting as the pawn does
    /// (`promotionPawnTypes`).
    PawnTypePromotion,
    /// A move refused because a drop comes first (`mustDrop`).
    MustDrop,
    /// A drop refused because it would give check (`dropChecks = false`).
    DropCheckRefused,
    /// A drop where no king is royal.
    DropUnroyal,
    /// A drop refused because a capture must be made (`mustCapture`).
    CaptureBeforeDrop,
}

/// The move generator of `variant` written into `dir` as `NAME.rs` and included by `program`
/// as module `name`; `false` where the generator refuses the variant (an error that names
/// it).
fn add_module(variant: &Variant, name: &str, dir: &std::path::Path, program: &mut String) -> bool {
    match movegen::source(variant, "") {
        Ok(source) => {
            std::fs::write(dir.join(format!("{name}.rs")), source).unwrap();
            writeln!(program, "mod {name} {{ include!(\"{name}.rs\"); }}").unwrap();
            true
        }
        Err(e) => {
            assert!(e.to_string().contains(name), "{e}");
            false
        }
    }
}

/// The lines of the compiled program's `main` that count `drawn`'s positions of the
/// variant `name` by perft(2) in both ways, into `checks`; the reference's counts into
/// `expected`, and each position's features into `checked`.
fn record(
    name: &str,
    reference: &Reference,
    drawn: Vec<(Setup, Vec<Feature>)>,
    checks: &mut String,
    expected: &mut Vec<String>,
    checked: &mut std::collections::BTreeMap<Feature, usize>,
) {
    for (setup, found) in drawn {
        let position = fen(reference.variant, &setup);
        let depth = 2;
        let count = reference.perft(&setup, depth);
        expected.push(format!("{name} {position}: {count} {count}"));
        writeln!(
            checks,
            "    match {name}::Position::from_fen(\"{position}\") {{\n        Ok(p) => println!(\"{name} {position}: {{}} {{}}\", {name}::perft(&p, {depth}), {name}::perft_bulk(&p, {depth})),\n        Err(e) => println!(\"{name} {position}: from_fen refused it: {{e}}\"),\n    }}"
        )
        .unwrap();
        for f in found {
            *checked.entry(f).or_default() += 1;
        }
    }
}

/// The features among `moves` of `setup`.
fn features(reference: &Reference, setup: &Setup, moves: &[Move]) -> Vec<Feature> {
    let variant = reference.variant;
    let mut out = Vec::new();
    let mut note = |f: Feature| {
        if !out.contains(&f) {
            out.push(f);
        }
    };
    for m in moves {
        let piece = setup.board[m.from].map(|(t, _)| t);
        if m.castling {
            note(Feature::Castling);
            let wing = usize::from(m.to < m.from);
            if variant.castling_wins[setup.side][wing] {
                note(Feature::CastlingWin);
            }
        }
        if m.drop.is_some() && m.promotion.is_some() {
            note(Feature::DropPromoted);
        } else if m.promotion == Some('-') {
            note(Feature::PieceDemotion);
        } else if m.promotion == Some('+') {
            note(Feature::PiecePromotion);
            if piece.is_some_and(|t| variant.pieces[t].name == "pawn") {
                note(Feature::PawnPiecePromotion);
            }
        } else if m.promotion.is_some() {
            note(Feature::Promotion);
            if piece.is_some_and(|t| variant.pieces[t].name != "pawn") {
                note(Feature::PawnTypePromotion);
            }
        }
        if piece.is_some_and(|t| variant.pieces[t].name == "pawn") && Some(m.to) == setup.en_passant
        {
            note(Feature::EnPassant);
        }
        if piece.is_some_and(|t| reference.limited(t)) {
            note(Feature::LimitedRide);
        }
        if variant.must_capture && setup.board[m.to].is_some() {
            note(Feature::ForcedCapture);
        }
        if setup.board[m.to].is_some_and(|(t, _)| variant.pieces[t].name == "commoner") {
            note(Feature::KingTaken);
        }
        if variant.blast.is_some() && setup.board[m.to].is_some() {
            note(Feature::Explosion);
        }
        if m.drop.is_some() {
            note(Feature::Drop);
            if reference_moves::in_check(variant, setup, setup.side).unwrap() {
                note(Feature::DropBlocksCheck);
            }
        }
    }
    // Promotions per pawn move: the types offered, and whether the plain move is legal too.
    let mut steps = std::collections::BTreeMap::<(usize, usize), (usize, bool)>::new();
    for m in moves.iter().filter(|m| m.drop.is_none()) {
        let pawn = setup.board[m.from].is_some_and(|(t, _)| variant.pieces[t].name == "pawn");
        if pawn && variant.promotion_region[setup.side] >> m.to & 1 == 1 {
            let entry = steps.entry((m.from, m.to)).or_default();
            match m.promotion {
                Some(_) => entry.0 += 1,
                None => entry.1 = true,
            }
        }
    }
    for &(promotions, plain) in steps.values() {
        if promotions > 0 && promotions < variant.promotion_pieces[setup.side].len() {
            note(Feature::PromotionLimited);
        }
        if plain && !variant.mandatory_promotion {
            note(Feature::PromotionDeclined);
        }
        if promotions > 0 && !plain && !variant.mandatory_promotion && variant.immobility_illegal {
            note(Feature::Immobile);
        }
    }
    if variant.drops.as_ref().is_some_and(|d| d.captures_to_hand) && setup.promoted.contains(&true)
    {
        note(Feature::PromotedPiece);
    }
    if setup.unpromoted.iter().any(Option::is_some) {
        note(Feature::PiecePromoted);
    }
    let king = variant.pieces.iter().position(|p| p.name == "king");
    if king.is_some() && !setup.board.contains(&king.map(|k| (k, setup.side))) {
        note(Feature::Kingless);
    }
    if variant.extinction.as_ref().is_some_and(|e| e.pseudo_royal) {
        note(Feature::PseudoRoyal);
    }
    // A rule refused a move here: without it the reference finds more.
    let refused = |lift: fn(&mut Variant)| {
        let mut without = variant.clone();
        lift(&mut without);
        legal_moves_of(&without, setup, &reference.pieces)
            .unwrap()
            .len()
            != moves.len()
    };
    let doubling = variant
        .drops
        .as_ref()
        .is_some_and(|d| d.no_doubled.is_some());
    if doubling
        && refused(|v| {
            if let Some(d) = v.drops.as_mut() {
                d.no_doubled = None;
            }
        })
    {
        note(Feature::DropDoubled);
    }
    let must_drop = variant
        .drops
        .as_ref()
        .is_some_and(|d| d.must_drop.is_some());
    if must_drop
        && refused(|v| {
            if let Some(d) = v.drops.as_mut() {
                d.must_drop = None;
            }
        })
    {
        note(Feature::MustDrop);
    }
    if !variant.royal() && moves.iter().any(|m| m.drop.is_some()) {
        note(Feature::DropUnroyal);
    }
    let holds = setup.hands.iter().flatten().any(|&n| n > 0);
    if variant.must_capture && holds && refused(|v| v.must_capture = false) {
        note(Feature::CaptureBeforeDrop);
    }
    let drop_checks = variant.drops.as_ref().is_none_or(|d| d.drop_checks);
    if !drop_checks
        && refused(|v| {
            if let Some(d) = v.drops.as_mut() {
                d.drop_checks = true;
            }
        })
    {
        note(Feature::DropCheckRefused);
    }
    if !variant.checking && refused(|v| v.checking = true) {
        note(Feature::CheckRefused);
    }
    out
}

/// The start position and, from a random game that prefers special moves and pawn moves, the
/// first position where each feature the variant can show is legal.
fn positions(reference: &Reference, rng: &mut Rng) -> Vec<(Setup, Vec<Feature>)> {
    let variant = reference.variant;
    let start = Setup::from_fen(variant, &variant.start_fen).unwrap();
    let moves = reference.legal(&start);
    let mut out = vec![(start.clone(), features(reference, &start, &moves))];
    let mut seen: Vec<Feature> = out[0].1.clone();
    let mut setup = start;
    for _ in 0..400 {
        let moves = reference.legal(&setup);
        if moves.is_empty() {
            if reference_moves::ended_by_rule(variant, &setup, &reference.pieces) {
                let mut found = vec![Feature::RuleEnd];
                if setup.connected(variant) {
                    found.push(Feature::Connected);
                }
                out.push((setup.clone(), found));
            }
            break;
        }
        let found = features(reference, &setup, &moves);
        if found.iter().any(|f| !seen.contains(f)) {
            seen.extend(found.iter().copied());
            out.push((setup.clone(), found));
        }
        let special: Vec<&Move> = moves
            .iter()
            .filter(|m| {
                m.castling
                    || m.promotion.is_some()
                    || Some(m.to) == setup.en_passant
                    || (m.drop.is_none() && setup.unpromoted[m.to].is_some())
            })
            .collect();
        let pawn_moves: Vec<&Move> = moves
            .iter()
            .filter(|m| setup.board[m.from].is_some_and(|(t, _)| variant.pieces[t].name == "pawn"))
            .collect();
        let m = if !special.is_empty() && rng.below(2) == 0 {
            *special[rng.below(special.len())]
        } else if !pawn_moves.is_empty() && rng.below(2) == 0 {
            *pawn_moves[rng.below(pawn_moves.len())]
        } else {
            moves[rng.below(moves.len())]
        };
        setup = play(variant, &setup, &m);
    }
    out
}

// (Compiling the drawn definitions' program takes rustc a minute here: `.ci/run` runs this
// test by name, and the README's `cargo test` leaves it out.)
#[test]
#[ignore = "compiles a generated program with rustc for a minute: .ci/run runs it (cargo test -- --ignored)"]
fn random_variants_compile_and_count_as_the_reference() {
    let stream = |seed: u8| {
        let seeded = TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]);
        Rng(TestRunner::new_with_rng(Config::default(), seeded))
    };
    // The main stream, then the rules drawn later (explosions, pseudo-royal pieces, ...),
    // each from a stream of its own, so that adding them left the earlier draws as they were.
    let [mut rng, mut rules, mut wins, mut lines, mut drops] = [7, 11, 13, 17, 19].map(stream);
    let [mut promotions, mut shogi, mut kyoto] = [23, 29, 41].map(stream);
    let [mut placing, mut checking] = [37, 43].map(stream);
    let dir = tempfile::tempdir().unwrap();
    let mut program = String::from("#![allow(warnings)]\n");
    let mut checks = String::new();
    let mut accepted = 0;
    let mut expected_lines = Vec::new();
    let mut checked = std::collections::BTreeMap::<Feature, usize>::new();
    for i in 0..CASES {
        let name = format!("drawn{i}");
        let plain = definition(
            &mut rng,
            &mut rules,
            &mut wins,
            &mut lines,
            &name,
            i % 2 == 0,
        );
        let dropping = with_drops(&plain, &name, &mut drops, &mut placing, &mut checking);
        let ini = dropping.clone().unwrap_or_else(|| plain.clone());
        let promoting = with_promotions(&ini, &name, &mut promotions);
        let ini = promoting.clone().unwrap_or(ini);
        let shogi_promoting = with_piece_promotions(&ini, &name, &mut shogi, &mut kyoto);
        let before_shogi = ini.clone();
        let ini = shogi_promoting.clone().unwrap_or(ini);
        if std::env::var("SHOW_DEF").ok().as_deref() == Some(name.as_str()) {
            eprintln!("{ini}");
        }
        let variant = match Variant::from_ini(&ini, &name) {
            Ok(v) => v,
            Err(e) => {
                // A refusal names what is wrong (two rides of one line, ...), never panics.
                assert!(!e.to_string().is_empty());
                continue;
            }
        };
        let reference = Reference::new(&variant);
        // A drawn start position whose side to move could take the king is no position.
        let start = Setup::from_fen(&variant, &variant.start_fen).unwrap();
        let black_king = start
            .board
            .iter()
            .position(|&p| p == Some((variant.piece_index('k').unwrap(), 1)));
        if reference
            .legal(&start)
            .iter()
            .any(|m| Some(m.to) == black_king)
        {
            continue;
        }
        if !add_module(&variant, &name, dir.path(), &mut program) {
            continue;
        }
        accepted += 1;
        // A definition with drops or promotion rules plays its game from their stream (the
        // promotions' where it has both); the main stream plays the game of the same
        // definition without them, so that the definitions and games drawn after it are
        // those drawn before they were (its positions unused).
        // With shogi's promotions, the game drawn without them is played from the same stream
        // as before they were drawn (so that the other streams stay as they were), its
        // positions checked under the promotions too, and a game of the shogi stream follows.
        let before = Variant::from_ini(&before_shogi, &name).unwrap();
        let before = Reference::new(&before);
        let game = if dropping.is_some() || promoting.is_some() {
            let plain = Variant::from_ini(&plain, &name).unwrap();
            positions(&Reference::new(&plain), &mut rng);
            let stream = if promoting.is_some() {
                &mut promotions
            } else {
                &mut drops
            };
            if before_shogi.contains("dropChecks = false") {
                // Drawn after the others: the game without the rule from their stream, as
                // before it was drawn, and the game with it from its own.
                let lifted = before_shogi.replace("dropChecks = false\n", "");
                let lifted = Variant::from_ini(&lifted, &name).unwrap();
                positions(&Reference::new(&lifted), stream);
                positions(&before, &mut checking)
            } else {
                positions(&before, stream)
            }
        } else {
            positions(&before, &mut rng)
        };
        let drawn = if shogi_promoting.is_some() {
            let mut drawn: Vec<(Setup, Vec<Feature>)> = game
                .into_iter()
                .map(|(setup, _)| {
                    let moves = reference.legal(&setup);
                    let found = features(&reference, &setup, &moves);
                    (setup, found)
                })
                .collect();
            if ini.contains("dropChecks = false") {
                // (As above: the shogi stream's game without the rule, then its own.)
                let lifted = ini.replace("dropChecks = false\n", "");
                let lifted = Variant::from_ini(&lifted, &name).unwrap();
                positions(&Reference::new(&lifted), &mut shogi);
                drawn.extend(positions(&reference, &mut checking));
            } else {
                drawn.extend(positions(&reference, &mut shogi));
            }
            drawn
        } else {
            game
        };
        record(
            &name,
            &reference,
            drawn,
            &mut checks,
            &mut expected_lines,
            &mut checked,
        );
    }
    assert!(
        accepted >= CASES * 3 / 4,
        "only {accepted} of {CASES} drawn definitions accepted"
    );
    // Drops with compulsory captures or a king that is not royal (antihouse's, coffeehouse's),
    // drawn after the others from streams of their own.
    // A definition drawn late: generated, compiled and counted from a game of `stream` (the
    // definition's own), if accepted.
    let mut add_late = |ini: &str, name: &str, stream: &mut Rng| -> bool {
        if std::env::var("SHOW_DEF").ok().as_deref() == Some(name) {
            eprintln!("{ini}");
        }
        let Ok(variant) = Variant::from_ini(ini, name) else {
            return false;
        };
        if !add_module(&variant, name, dir.path(), &mut program) {
            return false;
        }
        let reference = Reference::new(&variant);
        let drawn = positions(&reference, stream);
        record(
            name,
            &reference,
            drawn,
            &mut checks,
            &mut expected_lines,
            &mut checked,
        );
        true
    };
    let [mut late, mut late_rules, mut late_wins, mut late_lines] = [47, 53, 59, 61].map(stream);
    let [mut late_drops, mut late_placing, mut late_checking] = [67, 71, 73].map(stream);
    let mut late_accepted = 0;
    for j in 0..LATE_DRAWS {
        if late_accepted == LATE_CASES {
            break;
        }
        let name = format!("late{j}");
        let plain = definition(
            &mut late,
            &mut late_rules,
            &mut late_wins,
            &mut late_lines,
            &name,
            j % 2 == 0,
        );
        if !plain.contains("mustCapture") && !plain.contains("commoner = k") {
            continue;
        }
        let Some(ini) = add_drops(
            &plain,
            &name,
            &mut late_drops,
            &mut late_placing,
            &mut late_checking,
        ) else {
            continue;
        };
        late_accepted += usize::from(add_late(&ini, &name, &mut late_drops));
    }
    assert_eq!(
        late_accepted, LATE_CASES,
        "drawn definitions with drops and compulsory captures or no royal king"
    );
    // Pieces promoting as the pawn does (`promotionPawnTypes`), drawn after the others from
    // streams of their own.
    let [mut pawnlike, mut pawnlike_rules, mut pawnlike_wins, mut pawnlike_lines] =
        [79, 83, 89, 97].map(stream);
    let [mut pawnlike_promotions, mut pawnlike_kinds] = [101, 103].map(stream);
    let mut pawnlike_accepted = 0;
    for j in 0..LATE_DRAWS {
        if pawnlike_accepted == PAWN_TYPE_CASES {
            break;
        }
        let name = format!("pawnlike{j}");
        let plain = definition(
            &mut pawnlike,
            &mut pawnlike_rules,
            &mut pawnlike_wins,
            &mut pawnlike_lines,
            &name,
            j % 2 == 0,
        );
        let ini = with_promotions(&plain, &name, &mut pawnlike_promotions).unwrap_or(plain);
        let Some(ini) = with_pawn_types(&ini, &name, &mut pawnlike_kinds) else {
            continue;
        };
        pawnlike_accepted += usize::from(add_late(&ini, &name, &mut pawnlike_kinds));
    }
    assert_eq!(
        pawnlike_accepted, PAWN_TYPE_CASES,
        "drawn definitions with pieces promoting as the pawn does"
    );
    // Lame leapers, hoppers and the flying general, drawn after the others from streams of
    // their own.
    let [mut blocked, mut blocked_rules, mut blocked_wins, mut blocked_lines] =
        [107, 109, 113, 127].map(stream);
    let mut blocked_kinds = stream(131);
    let mut blockable_accepted = 0;
    for j in 0..LATE_DRAWS {
        if blockable_accepted == BLOCKABLE_CASES {
            break;
        }
        let name = format!("blockable{j}");
        let plain = definition(
            &mut blocked,
            &mut blocked_rules,
            &mut blocked_wins,
            &mut blocked_lines,
            &name,
            j % 2 == 0,
        );
        let Some(ini) = with_blockable(&plain, &mut blocked_kinds) else {
            continue;
        };
        blockable_accepted += usize::from(add_late(&ini, &name, &mut blocked_kinds));
    }
    assert_eq!(
        blockable_accepted, BLOCKABLE_CASES,
        "drawn definitions with lame leapers and hoppers"
    );
    eprintln!("positions checked with each feature legal: {checked:?}");
    for (feature, least) in [
        (Feature::Castling, 3),
        (Feature::Promotion, 6),
        (Feature::EnPassant, 6),
        (Feature::LimitedRide, 5),
        (Feature::RuleEnd, 4),
        (Feature::ForcedCapture, 3),
        (Feature::KingTaken, 2),
        (Feature::CheckRefused, 2),
        (Feature::Kingless, 2),
        (Feature::Explosion, 2),
        (Feature::PseudoRoyal, 2),
        (Feature::CastlingWin, 2),
        (Feature::Connected, 2),
        (Feature::Drop, 2),
        (Feature::DropBlocksCheck, 1),
        (Feature::PromotedPiece, 1),
        (Feature::DropDoubled, 1),
        (Feature::PromotionLimited, 1),
        (Feature::PromotionDeclined, 1),
        (Feature::Immobile, 1),
        (Feature::PiecePromotion, 2),
        (Feature::PiecePromoted, 2),
        (Feature::PieceDemotion, 1),
        (Feature::DropPromoted, 1),
        (Feature::PawnPiecePromotion, 1),
        (Feature::PawnTypePromotion, 2),
        (Feature::MustDrop, 1),
        (Feature::DropCheckRefused, 1),
        (Feature::DropUnroyal, 2),
        (Feature::CaptureBeforeDrop, 2),
    ] {
        let n = checked.get(&feature).copied().unwrap_or(0);
        assert!(
            n >= least,
            "only {n} positions checked with {feature:?} legal"
        );
    }
    writeln!(program, "fn main() {{\n{checks}}}").unwrap();
    let file = dir.path().join("main.rs");
    std::fs::write(&file, program).unwrap();
    let binary = dir.path().join("variants");
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let o = Command::new(rustc)
        .args([
            "--edition",
            "2021",
            // (Unoptimised: the program runs its counts in a fifth of a second, and
            // compiles in three fifths of the time opt-level 1 takes, 62 s against 102 s.)
            "-C",
            "opt-level=0",
            "-C",
            "debuginfo=0",
            "-o",
        ])
        .arg(&binary)
        .arg(&file)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let run = Command::new(&binary).output().unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let got: Vec<String> = String::from_utf8(run.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(got.len(), expected_lines.len(), "{got:?}");
    for (got, expected) in got.iter().zip(&expected_lines) {
        // Each line `NAME FEN: PERFT PERFT_BULK`, the reference's count twice.
        assert_eq!(
            got, expected,
            "the generated move generator (left) against the reference (right)"
        );
    }
}
