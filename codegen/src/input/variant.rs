//! Variants as Fairy-Stockfish's `variants.ini` defines them: sections `[name]` or
//! `[name:parent]` of `option = value` lines, read with Fairy-Stockfish's meaning and defaults
//! for the options that shape the moves of a chess-like game (board size, pieces, start
//! position, promotion, pawn double steps, en passant, castling).
//!
//! An option that changes which moves are legal and is not supported (drops, gating, hoppers,
//! ...) is refused by name; an option that does not change the moves ([`IGNORED`]) is
//! accepted and has no effect. The built-in parent is `chess`; the repository's
//! `codegen/variants.ini` ([`SHIPPED`]) defines more, and [`Variant::shipped`] reads it.

use std::collections::BTreeMap;

use crate::input::betza;
use crate::Error;

/// The `variants.ini` shipped with the generator: chess, capablanca, embassy, modern,
/// chancellor, gothic, amazon, nightrider, losalamos, janus, centaur and `assorted` (a test
/// of directional, one-way and move-or-capture-only pieces).
///
/// ```
/// assert!(vector_attacks_codegen::variant::SHIPPED.contains("[capablanca:chess]"));
/// ```
pub const SHIPPED: &str = include_str!("../../variants.ini");

/// Options accepted and ignored: they change evaluation, display or the end of the game,
/// never which moves are legal in a position.
///
/// ```
/// assert!(vector_attacks_codegen::variant::IGNORED.contains(&"pieceToCharTable"));
/// ```
pub const IGNORED: &[&str] = &[
    "variantTemplate",
    "pieceToCharTable",
    "pocketSize",
    "nnueAlias",
    "pieceValueMg",
    "pieceValueEg",
    "mobilityRegionWhiteKnight",
    "nMoveRule",
    "nFoldRule",
    "nFoldValue",
    "nFoldValueAbsolute",
    "nMoveRuleTypes",
    "nMoveRuleTypesWhite",
    "nMoveRuleTypesBlack",
    "stalemateValue",
    "stalematePieceCount",
    "checkmateValue",
    "materialCounting",
    "adjudicateFullBoard",
    "countingRule",
];

/// The options this reader interprets (beside piece types and `customPiece1` ... 25).
const SUPPORTED: &[&str] = &[
    "maxRank",
    "maxFile",
    "startFen",
    "promotionRegionWhite",
    "promotionRegionBlack",
    "promotionPieceTypes",
    "promotionPieceTypesWhite",
    "promotionPieceTypesBlack",
    "mandatoryPawnPromotion",
    "doubleStep",
    "doubleStepRegionWhite",
    "doubleStepRegionBlack",
    "enPassantRegion",
    "enPassantRegionWhite",
    "enPassantRegionBlack",
    "castling",
    "castlingKingsideFile",
    "castlingQueensideFile",
    "castlingRank",
    "castlingKingFile",
    "castlingRookKingsideFile",
    "castlingRookQueensideFile",
    "castlingRookPieces",
];

/// Fairy-Stockfish's predefined piece types and their Betza definitions.
const PREDEFINED: &[(&str, &str)] = &[
    ("pawn", "fmWfcF"),
    ("knight", "N"),
    ("bishop", "B"),
    ("rook", "R"),
    ("queen", "Q"),
    ("fers", "F"),
    ("alfil", "A"),
    ("fersAlfil", "FA"),
    ("silver", "FfW"),
    ("aiwok", "RNF"),
    ("bers", "RF"),
    ("archbishop", "BN"),
    ("chancellor", "RN"),
    ("amazon", "QN"),
    ("knibis", "mNcB"),
    ("biskni", "mBcN"),
    ("kniroo", "mNcR"),
    ("rookni", "mRcN"),
    ("shogiPawn", "fW"),
    ("lance", "fR"),
    ("shogiKnight", "fN"),
    ("gold", "WfF"),
    ("dragonHorse", "BW"),
    ("clobber", "cW"),
    ("breakthrough", "fmWfF"),
    ("immobile", ""),
    ("cannon", "mRcpR"),
    ("janggiCannon", "pR"),
    ("soldier", "fsW"),
    ("horse", "nN"),
    ("elephant", "nA"),
    ("janggiElephant", "nZ"),
    ("banner", "RcpRnN"),
    ("wazir", "W"),
    ("commoner", "K"),
    ("centaur", "KN"),
    ("king", "K"),
];

/// The built-in `chess` every section may inherit from.
const CHESS: &str = "pawn = p\nknight = n\nbishop = b\nrook = r\nqueen = q\nking = k\n";

/// The defaults of a section without a parent: Fairy-Stockfish's template, standard chess
/// rules without any piece.
const DEFAULT_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// One piece type of a variant: its name, FEN letter (lower case) and Betza definition.
///
/// ```
/// let v = vector_attacks_codegen::variant::Variant::shipped("capablanca").unwrap();
/// let a = v.pieces.iter().find(|p| p.letter == 'a').unwrap();
/// assert_eq!((a.name.as_str(), a.betza.as_str()), ("archbishop", "BN"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceType {
    /// The option that defined it (`knight`, `customPiece1`, ...).
    pub name: String,
    /// Its letter in FEN and in promotion moves, lower case.
    pub letter: char,
    /// Its moves in Betza's notation, for White.
    pub betza: String,
}

/// Castling as the variant defines it: files counted from 0 (file a), the rank relative to
/// the side (0 its first rank).
///
/// ```
/// let v = vector_attacks_codegen::variant::Variant::shipped("capablanca").unwrap();
/// let c = v.castling.unwrap();
/// assert_eq!((c.king_file, c.kingside_file, c.rook_kingside_file), (5, 8, 9));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Castling {
    /// The king's destination after kingside castling.
    pub kingside_file: u32,
    /// The king's destination after queenside castling.
    pub queenside_file: u32,
    /// The castling rank, relative (0 the side's first rank).
    pub rank: u32,
    /// The king's file before castling.
    pub king_file: u32,
    /// The kingside rook's file.
    pub rook_kingside_file: u32,
    /// The queenside rook's file.
    pub rook_queenside_file: u32,
    /// The letters of the pieces that castle with the king.
    pub rook_pieces: Vec<char>,
}

/// A variant's rules as far as they shape the moves.
///
/// ```
/// use vector_attacks_codegen::variant::Variant;
/// let v = Variant::shipped("modern").unwrap();
/// assert_eq!((v.files, v.ranks), (9, 9));
/// assert_eq!(v.promotion_region[0], 0x1FF << 72); // rank 9
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    /// Its name.
    pub name: String,
    /// Files (`maxFile`).
    pub files: u32,
    /// Ranks (`maxRank`).
    pub ranks: u32,
    /// Its piece types, in the order they were defined (inherited ones first).
    pub pieces: Vec<PieceType>,
    /// The start position in Fairy-Stockfish's FEN.
    pub start_fen: String,
    /// Squares where a pawn promotes, by side (White, Black), a1 = bit 0, rank by rank.
    pub promotion_region: [u128; 2],
    /// The letters a pawn may promote to, by side.
    pub promotion_pieces: [Vec<char>; 2],
    /// Whether a pawn reaching the region must promote.
    pub mandatory_promotion: bool,
    /// Squares from which a pawn may step twice, by side (empty without `doubleStep`).
    pub double_step_region: [u128; 2],
    /// Squares a pawn of that side may capture en passant on.
    pub en_passant_region: [u128; 2],
    /// Castling, or `None`.
    pub castling: Option<Castling>,
    /// The seed of the Zobrist keys (`move_generator(.., zobrist_seed = N)`); `None` gives
    /// Polyglot's keys on 8x8 chess pieces and the seed 0 elsewhere
    /// ([`crate::movegen::ZobristKeys`]).
    pub zobrist_seed: Option<u64>,
}

/// The sections of a `variants.ini` text: name, parent, and options in order.
type Sections = BTreeMap<String, (Option<String>, Vec<(String, String, usize)>)>;

fn parse_sections(text: &str) -> Result<Sections, Error> {
    let mut sections: Sections = BTreeMap::new();
    let mut current: Option<String> = None;
    for (n, raw) in text.lines().enumerate() {
        let line = raw.split(['#', ';']).next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let bad = |message: String| Error::Variant {
            variant: "variants.ini".to_owned(),
            message: format!("line {}: {message}", n + 1),
        };
        if let Some(head) = line.strip_prefix('[') {
            let head = head.strip_suffix(']').ok_or_else(|| {
                bad(format!(
                    "`{line}` opens a section without closing it; write `[name]` or `[name:parent]`"
                ))
            })?;
            let (name, parent) = match head.split_once(':') {
                Some((name, parent)) => (name.trim(), Some(parent.trim().to_owned())),
                None => (head.trim(), None),
            };
            if name.is_empty()
                || !name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
            {
                return Err(bad(format!(
                    "`{head}` is not a variant name; use letters, digits, `_` and `-`"
                )));
            }
            sections.insert(name.to_owned(), (parent, Vec::new()));
            current = Some(name.to_owned());
            continue;
        }
        let (key, value) = line.split_once('=').ok_or_else(|| {
            bad(format!(
                "`{line}` is neither a section nor `option = value`"
            ))
        })?;
        let Some(section) = current.as_ref() else {
            return Err(bad(format!(
                "`{line}` comes before any section; start with `[name]` or `[name:chess]`"
            )));
        };
        let entry = sections
            .get_mut(section)
            .expect("the current section exists");
        entry
            .1
            .push((key.trim().to_owned(), value.trim().to_owned(), n + 1));
    }
    Ok(sections)
}

/// The options of `name` after inheritance, parents first, each with its source line.
fn resolve(sections: &Sections, name: &str, depth: usize) -> Result<Vec<(String, String)>, Error> {
    if name == "chess" && !sections.contains_key("chess") {
        return Ok(options_of(CHESS));
    }
    let Some((parent, options)) = sections.get(name) else {
        let mut known: Vec<&str> = sections.keys().map(String::as_str).collect();
        if !known.contains(&"chess") {
            known.push("chess");
        }
        return Err(Error::Variant {
            variant: name.to_owned(),
            message: format!(
                "no such variant; the file defines {}{}",
                known.join(", "),
                crate::model::suggest::nearest(name, known.iter().copied())
                    .map(|s| format!(" (did you mean `{s}`?)"))
                    .unwrap_or_default()
            ),
        });
    };
    if depth > 32 {
        return Err(Error::Variant {
            variant: name.to_owned(),
            message: "its parents form a cycle; each variant must inherit from one defined before it or from `chess`".to_owned(),
        });
    }
    let mut all = match parent {
        Some(parent) if parent == name && name == "chess" => options_of(CHESS),
        Some(parent) => resolve(sections, parent, depth + 1)?,
        None => Vec::new(),
    };
    all.extend(options.iter().map(|(k, v, _)| (k.clone(), v.clone())));
    Ok(all)
}

fn options_of(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .collect()
}

impl Variant {
    /// The same variant with its Zobrist keys drawn from `seed` (SplitMix64) instead of the
    /// default (Polyglot's keys on 8x8 chess pieces, the seed 0 elsewhere).
    ///
    /// ```
    /// use vector_attacks_codegen::variant::Variant;
    /// let chess = Variant::shipped("chess").unwrap().with_zobrist_seed(42);
    /// assert_eq!(chess.zobrist_seed, Some(42));
    /// ```
    #[must_use]
    pub fn with_zobrist_seed(mut self, seed: u64) -> Variant {
        self.zobrist_seed = Some(seed);
        self
    }

    /// The variant `name` of the `variants.ini` text `ini` (with the built-in `chess`).
    ///
    /// ```
    /// use vector_attacks_codegen::variant::Variant;
    /// let ini = "[mini:chess]\nmaxFile = 6\nmaxRank = 6\nbishop = -\nstartFen = rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1\ndoubleStep = false\ncastling = false\npromotionRegionWhite = *6\npromotionPieceTypes = qrn\n";
    /// let v = Variant::from_ini(ini, "mini").unwrap();
    /// assert_eq!(v.pieces.len(), 5);
    /// let e = Variant::from_ini("[d:chess]\npieceDrops = true\n", "d").unwrap_err();
    /// assert!(e.to_string().contains("`pieceDrops`"), "{e}");
    /// ```
    pub fn from_ini(ini: &str, name: &str) -> Result<Variant, Error> {
        let sections = parse_sections(ini)?;
        let options = resolve(&sections, name, 0)?;
        Variant::from_options(name, &options)
    }

    /// The variant `name` of the `variants.ini` file at `variants_ini`, or of the shipped
    /// file without one.
    ///
    /// ```
    /// use vector_attacks_codegen::variant::Variant;
    /// assert_eq!(Variant::load(None, "capablanca").unwrap().files, 10);
    /// assert!(Variant::load(Some(std::path::Path::new("no/such.ini")), "x").is_err());
    /// ```
    pub fn load(variants_ini: Option<&std::path::Path>, name: &str) -> Result<Variant, Error> {
        match variants_ini {
            Some(path) => Variant::from_file(path, name),
            None => Variant::shipped(name),
        }
    }

    /// The variant `name` of the `variants.ini` file at `path`.
    ///
    /// ```
    /// use vector_attacks_codegen::variant::Variant;
    /// let e = Variant::from_file(std::path::Path::new("no/such.ini"), "x").unwrap_err();
    /// assert!(e.to_string().contains("cannot read no/such.ini"));
    /// ```
    pub fn from_file(path: &std::path::Path, name: &str) -> Result<Variant, Error> {
        let text = std::fs::read_to_string(path).map_err(|e| Error::Variant {
            variant: name.to_owned(),
            message: format!("cannot read {}: {e}", path.display()),
        })?;
        Variant::from_ini(&text, name)
    }

    /// The variant `name` of the shipped `variants.ini` ([`SHIPPED`]).
    ///
    /// ```
    /// let v = vector_attacks_codegen::variant::Variant::shipped("chess").unwrap();
    /// assert_eq!((v.files, v.ranks, v.pieces.len()), (8, 8, 6));
    /// ```
    pub fn shipped(name: &str) -> Result<Variant, Error> {
        Variant::from_ini(SHIPPED, name)
    }

    /// The variants of an ini text, in the order of their names.
    ///
    /// ```
    /// let names = vector_attacks_codegen::variant::Variant::names(vector_attacks_codegen::variant::SHIPPED).unwrap();
    /// assert!(names.iter().any(|n| n == "losalamos"));
    /// ```
    pub fn names(ini: &str) -> Result<Vec<String>, Error> {
        Ok(parse_sections(ini)?.into_keys().collect())
    }

    fn from_options(name: &str, options: &[(String, String)]) -> Result<Variant, Error> {
        let bad = |message: String| Error::Variant {
            variant: name.to_owned(),
            message,
        };
        let mut values: BTreeMap<&str, &str> = BTreeMap::new();
        let mut pieces: Vec<PieceType> = Vec::new();
        for (key, value) in options {
            let key = key.as_str();
            let predefined = PREDEFINED.iter().find(|(n, _)| *n == key);
            let custom = key
                .strip_prefix("customPiece")
                .and_then(|n| n.parse::<u32>().ok())
                .filter(|n| (1..=25).contains(n));
            if predefined.is_some() || custom.is_some() {
                pieces.retain(|p| p.name != key);
                if value == "-" {
                    continue;
                }
                let (letter, betza) = match value.split_once(':') {
                    Some((l, b)) => (l.trim(), Some(b.trim().to_owned())),
                    None => (value.trim(), None),
                };
                let betza = match (betza, predefined) {
                    (Some(b), _) if key == "king" || custom.is_some() => b,
                    (Some(_), _) => {
                        return Err(bad(format!(
                            "`{key} = {value}`: only `king` and `customPieceN` take a Betza definition (`letter:BETZA`)"
                        )))
                    }
                    (None, Some((_, b))) => (*b).to_owned(),
                    (None, None) => {
                        return Err(bad(format!(
                            "`{key} = {value}`: a custom piece needs `letter:BETZA`, e.g. `{key} = z:NN`"
                        )))
                    }
                };
                let mut chars = letter.chars();
                let (Some(c), None) = (chars.next(), chars.next()) else {
                    return Err(bad(format!(
                        "`{key} = {value}`: the piece's letter must be one letter"
                    )));
                };
                if !c.is_ascii_alphabetic() {
                    return Err(bad(format!("`{key} = {value}`: `{c}` is not a letter")));
                }
                let letter = c.to_ascii_lowercase();
                if let Some(other) = pieces.iter().find(|p| p.letter == letter) {
                    return Err(bad(format!(
                        "`{key}` and `{}` both use the letter `{letter}`; give each piece its own",
                        other.name
                    )));
                }
                pieces.push(PieceType {
                    name: key.to_owned(),
                    letter,
                    betza,
                });
                continue;
            }
            if IGNORED.contains(&key) || key.starts_with("mobilityRegion") {
                continue;
            }
            if SUPPORTED.contains(&key) {
                values.insert(key, value.as_str());
                continue;
            }
            return Err(Error::VariantOption {
                variant: name.to_owned(),
                option: key.to_owned(),
                why: unsupported_why(key),
            });
        }
        // Pieces the move generator cannot play yet are refused by name.
        for p in &pieces {
            let parsed = betza::Piece::parse(&p.name, &p.betza)?;
            if parsed.moves().iter().any(|m| m.lame) {
                return Err(Error::VariantOption {
                    variant: name.to_owned(),
                    option: p.name.clone(),
                    why: format!(
                        "`{}` is a lame leaper (`n`); the move generator does not yet block checks and pins on a leg, so only leapers and riders are supported",
                        p.betza
                    ),
                });
            }
        }
        let number = |key: &str, default: u32, max: u32| -> Result<u32, Error> {
            match values.get(key) {
                None => Ok(default),
                Some(v) => parse_file_or_rank(v)
                    .filter(|&n| (1..=max).contains(&n))
                    .ok_or_else(|| {
                        bad(format!(
                            "`{key} = {v}`: expected a number 1 to {max} or a file letter"
                        ))
                    }),
            }
        };
        let files = number("maxFile", 8, 12)?;
        let ranks = number("maxRank", 8, 10)?;
        if files * ranks > 128 {
            return Err(bad(format!(
                "a board of {files}x{ranks} has more than 128 squares"
            )));
        }
        let flag = |key: &str, default: bool| -> Result<bool, Error> {
            match values.get(key) {
                None => Ok(default),
                Some(&"true") => Ok(true),
                Some(&"false") => Ok(false),
                Some(v) => Err(bad(format!("`{key} = {v}`: expected `true` or `false`"))),
            }
        };
        let region = |key: &str, default: &str| -> Result<u128, Error> {
            let text = values.get(key).copied().unwrap_or(default);
            parse_region(text, files, ranks).map_err(|why| bad(format!("`{key} = {text}`: {why}")))
        };
        let letters = |key: &str, fallback: &str| -> Result<Vec<char>, Error> {
            let text = values.get(key).copied().unwrap_or(fallback);
            let mut out = Vec::new();
            for c in text.chars().filter(|c| !c.is_whitespace()) {
                let c = c.to_ascii_lowercase();
                if !pieces.iter().any(|p| p.letter == c) {
                    return Err(bad(format!(
                        "`{key} = {text}`: `{c}` is none of the variant's pieces ({})",
                        pieces.iter().map(|p| p.letter).collect::<String>()
                    )));
                }
                out.push(c);
            }
            Ok(out)
        };
        let both = values.get("promotionPieceTypes").copied().unwrap_or("nbrq");
        // Fairy-Stockfish drops the default promotion letters a variant does not have.
        let keep = |text: &str| -> String {
            text.chars()
                .filter(|c| pieces.iter().any(|p| p.letter == c.to_ascii_lowercase()))
                .collect()
        };
        let both = if values.contains_key("promotionPieceTypes") {
            both.to_owned()
        } else {
            keep(both)
        };
        let promotion_pieces = [
            letters("promotionPieceTypesWhite", &both)?,
            letters("promotionPieceTypesBlack", &both)?,
        ];
        let double_step = flag("doubleStep", true)?;
        let en_passant = region("enPassantRegion", "*")?;
        let castling = if flag("castling", true)? {
            let file = |key: &str, default: u32| number(key, default + 1, files).map(|f| f - 1);
            let rook_pieces = letters("castlingRookPieces", "r")?;
            Some(Castling {
                kingside_file: file("castlingKingsideFile", 6)?,
                queenside_file: file("castlingQueensideFile", 2)?,
                rank: number("castlingRank", 1, ranks)? - 1,
                king_file: file("castlingKingFile", 4)?,
                rook_kingside_file: file("castlingRookKingsideFile", files - 1)?,
                rook_queenside_file: file("castlingRookQueensideFile", 0)?,
                rook_pieces,
            })
        } else {
            None
        };
        let variant = Variant {
            name: name.to_owned(),
            files,
            ranks,
            start_fen: values
                .get("startFen")
                .copied()
                .unwrap_or(DEFAULT_FEN)
                .to_owned(),
            promotion_region: [
                region("promotionRegionWhite", "*8")?,
                region("promotionRegionBlack", "*1")?,
            ],
            promotion_pieces,
            mandatory_promotion: flag("mandatoryPawnPromotion", true)?,
            double_step_region: if double_step {
                [
                    region("doubleStepRegionWhite", "*2")?,
                    region("doubleStepRegionBlack", "*7")?,
                ]
            } else {
                [0, 0]
            },
            en_passant_region: [
                region("enPassantRegionWhite", "*")? & en_passant,
                region("enPassantRegionBlack", "*")? & en_passant,
            ],
            castling,
            pieces,
            zobrist_seed: None,
        };
        let mut variant = variant;
        // With one king, Fairy-Stockfish castles from wherever the start position has it.
        if !values.contains_key("castlingKingFile") {
            let king = variant
                .pieces
                .iter()
                .find(|p| p.name == "king")
                .map(|p| p.letter.to_ascii_uppercase());
            if let (Some(c), Some(king)) = (variant.castling.as_mut(), king) {
                if let Some((file, _)) = placement(&variant.start_fen, variant.ranks)
                    .into_iter()
                    .find(|&(_, (rank, letter))| letter == king && rank == c.rank)
                {
                    c.king_file = file;
                }
            }
        }
        variant.check()?;
        Ok(variant)
    }

    /// What the move generator needs of the pieces: a king, and no two kings.
    fn check(&self) -> Result<(), Error> {
        let bad = |message: String| Error::Variant {
            variant: self.name.clone(),
            message,
        };
        if !self.pieces.iter().any(|p| p.name == "king") {
            return Err(bad(
                "it has no `king`; the move generator plays variants with a royal king (add `king = k`)".to_owned(),
            ));
        }
        if let Some(c) = &self.castling {
            let within = |f: u32| f < self.files;
            if ![
                c.kingside_file,
                c.queenside_file,
                c.king_file,
                c.rook_kingside_file,
                c.rook_queenside_file,
            ]
            .into_iter()
            .all(within)
            {
                return Err(bad(format!(
                    "a castling file lies beyond the board's {} files",
                    self.files
                )));
            }
            // The rook lands beside the king, on the inner side.
            if c.kingside_file == 0 || c.queenside_file + 1 >= self.files {
                return Err(bad(format!(
                    "the king's castling destinations (files {} and {}) leave no square for the rook beside it; the kingside one must be right of file a and the queenside one left of the last file",
                    c.kingside_file + 1,
                    c.queenside_file + 1
                )));
            }
        }
        Ok(())
    }

    /// The index of the piece type with `letter`, if any.
    ///
    /// ```
    /// let v = vector_attacks_codegen::variant::Variant::shipped("chess").unwrap();
    /// assert_eq!(v.piece_index('k'), Some(5));
    /// ```
    pub fn piece_index(&self, letter: char) -> Option<usize> {
        self.pieces.iter().position(|p| p.letter == letter)
    }
}

/// The pieces of a FEN's placement: (file, (rank, letter)), files and ranks from 0.
fn placement(fen: &str, ranks: u32) -> Vec<(u32, (u32, char))> {
    let mut out = Vec::new();
    let rows = fen.split_whitespace().next().unwrap_or("").split('/');
    for (i, row) in rows.enumerate() {
        let rank = ranks.saturating_sub(1 + i as u32);
        let (mut file, mut run) = (0, 0);
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                run = run * 10 + d;
                continue;
            }
            file += run;
            run = 0;
            out.push((file, (rank, c)));
            file += 1;
        }
    }
    out
}

/// Why an option outside [`SUPPORTED`] and [`IGNORED`] is refused.
fn unsupported_why(key: &str) -> String {
    let known = [
        "pieceDrops",
        "capturesToHand",
        "gating",
        "seirawanGating",
        "wallingRule",
        "blastOnCapture",
        "mustCapture",
        "checking",
        "promotedPieceType",
        "tripleStepRegionWhite",
        "chess960",
        "pass",
        "flyingGeneral",
        "extinctionValue",
        "flagRegion",
        "connectN",
    ];
    if known.contains(&key)
        || key.starts_with("castling")
        || key.starts_with("promotion")
        || key.starts_with("drop")
        || key.starts_with("enPassant")
        || key.starts_with("extinction")
        || key.starts_with("flag")
        || key.starts_with("pass")
    {
        format!(
            "it changes which moves are legal and the move generator does not play it; supported: {}, piece types and customPiece1 to customPiece25; ignored: {}",
            SUPPORTED.join(", "),
            IGNORED.join(", ")
        )
    } else {
        let all = SUPPORTED.iter().chain(IGNORED).copied();
        format!(
            "Fairy-Stockfish options this generator knows: {}{}",
            SUPPORTED.join(", "),
            crate::model::suggest::nearest(key, all)
                .map(|s| format!(" (did you mean `{s}`?)"))
                .unwrap_or_default()
        )
    }
}

/// A file (`a` .. `l` or 1 .. 12) or rank (1 .. 10), 1-based.
fn parse_file_or_rank(text: &str) -> Option<u32> {
    let text = text.trim();
    if let Ok(n) = text.parse::<u32>() {
        return Some(n);
    }
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c @ 'a'..='z'), None) => Some(c as u32 - 'a' as u32 + 1),
        _ => None,
    }
}

/// A region in Fairy-Stockfish's syntax: squares (`d4`), whole ranks (`*8`), whole files
/// (`a*`), `*` (everything) and `-` (nothing), separated by spaces.
fn parse_region(text: &str, files: u32, ranks: u32) -> Result<u128, String> {
    let mut set = 0u128;
    for word in text.split_whitespace() {
        if word == "-" {
            continue;
        }
        if !word.is_ascii() {
            return Err(format!("`{word}` is not a square, `*N`, `f*` or `-`"));
        }
        let (file, rank) = word.split_at(1);
        let file = match file {
            "*" => None,
            f => Some(
                parse_file_or_rank(f)
                    .filter(|&f| f <= files)
                    .ok_or_else(|| {
                        format!("`{word}`: no file `{f}` on a board of {files} files")
                    })?
                    - 1,
            ),
        };
        let rank = match rank {
            "*" | "" => None,
            r => Some(
                r.parse::<u32>()
                    .ok()
                    .filter(|&r| (1..=ranks).contains(&r))
                    .ok_or_else(|| {
                        format!("`{word}`: no rank `{r}` on a board of {ranks} ranks")
                    })?
                    - 1,
            ),
        };
        for r in 0..ranks {
            for f in 0..files {
                if file.is_none_or(|x| x == f) && rank.is_none_or(|x| x == r) {
                    set |= 1 << (r * files + f);
                }
            }
        }
    }
    Ok(set)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions() {
        assert_eq!(parse_region("*1", 8, 8), Ok(0xFF));
        assert_eq!(parse_region("a*", 8, 8), Ok(0x0101_0101_0101_0101));
        assert_eq!(parse_region("d4 e5", 8, 8), Ok(1 << 27 | 1 << 36));
        assert_eq!(parse_region("*10", 10, 10), Ok(0x3FF << 90));
        assert_eq!(parse_region("*", 2, 2), Ok(0xF));
        assert!(parse_region("*9", 8, 8).is_err());
        assert!(parse_region("k1", 8, 8).is_err());
    }

    #[test]
    fn every_shipped_variant_reads() {
        for name in Variant::names(SHIPPED).unwrap() {
            Variant::shipped(&name).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }
}
