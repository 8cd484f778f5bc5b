//! Variants as Fairy-Stockfish's `variants.ini` defines them: sections `[name]` or
//! `[name:parent]` of `option = value` lines, read the way Fairy-Stockfish reads them
//! (`src/parser.cpp`, `src/variant.h`): section by section from the farthest parent, a
//! section's pieces in Fairy-Stockfish's order of piece types (a piece given the letter of
//! another replaces it), sets of pieces resolved against the pieces of their section,
//! regions on Fairy-Stockfish's 12x10 grid laid on the board, and Fairy-Stockfish's
//! defaults for every option left out.
//!
//! An option that changes which moves are legal is applied or refused, naming the rule it
//! belongs to; an option that cannot change them ([`IGNORED`]) is accepted and has no
//! effect. A section may inherit from a section before it, from a section of the shipped
//! file ([`SHIPPED`], Fairy-Stockfish's built-ins the generator plays, under their names),
//! or from the built-in `chess`; a Fairy-Stockfish built-in the generator does not play is
//! refused naming the rule it needs.

use std::collections::BTreeMap;

use crate::error::Error;
use crate::input::betza;

mod blast;
mod castling;
mod castling_wins;
mod connect;
mod counting;
mod drops;
mod extinction;
mod flag;
mod game_end;
mod ini;
mod janggi;
mod options;
mod pawn_types;
mod piece_promotion;
mod region;
mod shatar;
mod sittuyin;
mod xiangqi;

pub use blast::Blast;
pub use castling::Castling;
pub use connect::Connect;
pub use counting::{Counting, CountingRule};
pub use drops::Drops;
pub use extinction::Extinction;
pub use flag::Flag;
pub use game_end::{GameEnd, GameValue, MaterialCounting};
pub use janggi::Janggi;
pub use options::IGNORED;
pub use piece_promotion::PiecePromotion;
pub use sittuyin::Sittuyin;

use ini::{Base, Section};
use options::{Reading, PREDEFINED};
use pawn_types::PawnSet;

/// The `variants.ini` shipped with the generator: Fairy-Stockfish's built-in variants whose
/// rules the move generator plays, under Fairy-Stockfish's names and with its rules (chess,
/// capablanca, gardner, knightmate, ...), and `assorted` (a test of directional, one-way and
/// move-or-capture-only pieces).
///
/// ```
/// assert!(vector_attacks_codegen::variant::SHIPPED.contains("[capablanca:chess]"));
/// ```
pub const SHIPPED: &str = include_str!("../../../variants.ini");

/// The start position of Fairy-Stockfish's defaults.
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
    /// Per side (White, Black), the squares it may move to and attack
    /// (`mobilityRegionWhiteKnight` and the like), or `None` for the whole board. Castling
    /// and en passant are not confined, as in Fairy-Stockfish.
    pub region: [Option<u128>; 2],
    /// A second letter, lower case, that Fairy-Stockfish's built-in variant gives it and
    /// writes in SAN for its moves (xiangqi's horse `h` beside `n`, its elephant `e` beside
    /// `b`); `None` for most pieces, and for any a section defines again.
    pub synonym: Option<char>,
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
    /// Per side, the letters of the types that promote as the pawn does
    /// (`promotionPawnTypes`, `pawnTypes`; the pawn by default): another type of them
    /// promotes on any move ending in the promotion region. The pawn promotes whether or not
    /// it is among them, as in Fairy-Stockfish; the set also says which pieces may still
    /// promote when material is judged insufficient.
    pub promotion_pawn_types: [Vec<char>; 2],
    /// Per side, the letters of the types whose moves reset the n-move counter unless the
    /// piece could step straight back (`nMoveRuleTypes`, `pawnTypes`; the pawn by default).
    pub n_move_rule_types: [Vec<char>; 2],
    /// `promotionLimit`: the letters a promotion may bring a side only so many pieces of
    /// (counted on the board), with that number (Grand chess's `q:1 r:2`).
    pub promotion_limits: Vec<(char, u32)>,
    /// `immobilityIllegal`: whether a move (a plain move, a double step or a drop, not a
    /// promotion) may not end where the piece would have no move on an empty board (a pawn
    /// left unpromoted on the last rank, shogi's knight on the last two).
    pub immobility_illegal: bool,
    /// Pieces that promote to another type as shogi's do (`promotedPieceType`), or `None`.
    pub piece_promotion: Option<PiecePromotion>,
    /// Whether SAN is written in shogi's notation (`variantTemplate = shogi`, as
    /// Fairy-Stockfish chooses its default notation: `P-76`, `S*34`).
    pub shogi_notation: bool,
    /// Squares from which a pawn may step twice, by side (empty without `doubleStep`).
    pub double_step_region: [u128; 2],
    /// Squares a pawn of that side may capture en passant on.
    pub en_passant_region: [u128; 2],
    /// Castling, or `None`.
    pub castling: Option<Castling>,
    /// How its games end besides the moves: checkmate's and stalemate's results, the
    /// n-move rule and repetition.
    pub game_end: GameEnd,
    /// A flag region won by reaching it (`flagPiece`, `flagRegion`), or `None`.
    pub flag: Option<Flag>,
    /// Whether a side wins by giving a number of checks (`checkCounting`; the FEN's `3+3`).
    pub check_counting: bool,
    /// Makruk's family's counting rule and makpong's king (`countingRule`, `makpongRule`;
    /// none by default).
    pub counting: Counting,
    /// A game ended by a side running out of pieces of a kind (`extinctionValue`,
    /// `extinctionPieceTypes`, ...), or `None`.
    pub extinction: Option<Extinction>,
    /// Whether a capture, where one is legal, must be played (`mustCapture`).
    pub must_capture: bool,
    /// Whether a move may give check (`checking`; racing kings forbids it).
    pub checking: bool,
    /// Captures that explode (`blastOnCapture`, atomic chess), or `None`.
    pub blast: Option<Blast>,
    /// Whether the kings may not face each other along an open file or rank (xiangqi's
    /// flying general, `flyingGeneral`).
    pub flying_general: bool,
    /// The rank (from 0, counted from the side's own first) from which the piece called
    /// `soldier` may step sideways; before it, only along its file
    /// (`soldierPromotionRank`; 0 by default).
    pub soldier_promotion_rank: u32,
    /// Janggi's palace diagonals, passing and bikjang (`diagonalLines`, `pass`,
    /// `bikjangRule`; none by default).
    pub janggi: Janggi,
    /// Whether the king moves as Fairy-Stockfish's `wazir` type (its built-in xiangqi
    /// family's `kingType`), and so takes the palace diagonals of `diagonalLines`; a king
    /// given as `k:W` by a section of its own is a custom royal piece, which does not.
    pub king_moves_as_wazir: bool,
    /// The castling rights whose castling wins, `[side][wing]` (White, Black; kingside,
    /// queenside): a side that castles so wins, a side that has lost all of its own listed
    /// rights loses (`castlingWins`, castle chess; none by default).
    pub castling_wins: [[bool; 2]; 2],
    /// Whether shatar's mate rule judges a checkmate (`shatarMateRule`): a mate by knights
    /// alone is no win, and a mate wins only after a series of checks that held a shak (a
    /// knight's, rook's or bers's check); without one it is a draw.
    pub shatar_mate: bool,
    /// Sittuyin's promotions and rook drops (`sittuyinPromotion`, `sittuyinRookDrop`;
    /// none by default).
    pub sittuyin: Sittuyin,
    /// Drops (`pieceDrops` and its kin: crazyhouse), or `None`.
    pub drops: Option<Drops>,
    /// A game ended by pieces in a row (`connectN`, `connectPieceTypes`,
    /// `connectHorizontal`, `connectVertical`, `connectDiagonal`, `connectValue`), or `None`.
    pub connect: Option<Connect>,
    /// The seed of the Zobrist keys (`move_generator(.., zobrist_seed = N)`); `None` gives
    /// Polyglot's keys on 8x8 chess pieces and the seed 0 elsewhere
    /// ([`crate::movegen::ZobristKeys`]).
    pub zobrist_seed: Option<u64>,
    /// The `variants.ini` file it was read from ([`Variant::from_file`]), so that a build
    /// script reruns and the `tables!` macro re-expands when the file changes; `None` for
    /// the shipped file and for text.
    pub source: Option<std::path::PathBuf>,
}

/// A piece of the variant being read: its slot (its option's index in
/// [`options::piece_options`]), letter and Betza definition.
#[derive(Clone, Debug)]
struct Piece {
    slot: usize,
    letter: char,
    betza: String,
    /// A second letter a Fairy-Stockfish built-in gives it ([`options::BUILT_IN_SYNONYMS`]).
    synonym: Option<char>,
}

/// The value of a `true`/`false` option `key` (`default` where unset), or what is wrong
/// with it, for the caller's error (every option reader's one spelling of the two values).
fn boolean(key: &str, value: Option<&str>, default: bool) -> Result<bool, String> {
    match value {
        None => Ok(default),
        Some("true") => Ok(true),
        Some("false") => Ok(false),
        Some(v) => Err(format!("`{key} = {v}`: expected `true` or `false`")),
    }
}

/// Every piece option of Fairy-Stockfish in its reading order (its `PieceType` enum's: the
/// predefined types, `customPiece1` to `customPiece25`, `king`); a [`PieceType`]'s name is
/// one of them.
///
/// ```
/// let slots = vector_attacks_codegen::variant::piece_slots();
/// assert_eq!((slots[0].as_str(), slots.last().unwrap().as_str()), ("pawn", "king"));
/// ```
pub fn piece_slots() -> Vec<String> {
    options::piece_options()
}

/// Fairy-Stockfish's rules as the sections read so far give them.
#[derive(Clone, Debug)]
struct Rules {
    /// The piece options' names, by slot.
    names: Vec<String>,
    pieces: Vec<Piece>,
    /// Every other option applied or ignored: its last value and the section that wrote it.
    values: BTreeMap<String, (String, String)>,
    /// Per side, the slots a pawn promotes to.
    promotion: [Vec<usize>; 2],
    /// `promotionLimit`: per slot, the most pieces of that type a promotion may bring a
    /// side to (Fairy-Stockfish resolves each letter when it reads the section).
    promotion_limits: BTreeMap<usize, u32>,
    /// `promotedPieceType`: per slot, the slot its pieces promote to (`None`: `p:-`, no
    /// longer promoting), resolved as the section is read.
    promoted_types: BTreeMap<usize, Option<usize>>,
    /// Per side, the slots that castle with the king.
    castling_rooks: [Vec<usize>; 2],
    /// Per side, the slot of the piece that castles as the king.
    castling_king: [usize; 2],
    /// Per side, the slots of Fairy-Stockfish's pawn-like sets ([`PawnSet`]): the pawn's
    /// by default, whatever the base.
    pawn_sets: [[Vec<usize>; 2]; PawnSet::ALL.len()],
    /// `(side, slot)`: the mobility region's text.
    regions: BTreeMap<(usize, usize), String>,
    /// Per side, the texts of `flagPiece*` and of `flagRegion*` as the sections left them.
    flag_texts: [[Option<String>; 2]; 2],
    /// Whether the king moves as Fairy-Stockfish's `wazir` type
    /// ([`options::WAZIR_KINGS`]).
    king_wazir: bool,
}

impl Rules {
    fn new(base: Base) -> Rules {
        let names = options::piece_options();
        let slot = |n: &str| names.iter().position(|x| x == n).expect("a piece option");
        let (rook, king) = (slot("rook"), slot("king"));
        let mut rules = Rules {
            pieces: Vec::new(),
            values: BTreeMap::new(),
            promotion: [Vec::new(), Vec::new()],
            promotion_limits: BTreeMap::new(),
            promoted_types: BTreeMap::new(),
            castling_rooks: [vec![rook], vec![rook]],
            castling_king: [king, king],
            pawn_sets: std::array::from_fn(|_| [vec![slot("pawn")], vec![slot("pawn")]]),
            regions: BTreeMap::new(),
            names: Vec::new(),
            flag_texts: Default::default(),
            king_wazir: false,
        };
        if base == Base::Chess {
            for (name, letter) in [
                ("pawn", 'p'),
                ("knight", 'n'),
                ("bishop", 'b'),
                ("rook", 'r'),
                ("queen", 'q'),
                ("king", 'k'),
            ] {
                rules.pieces.push(Piece {
                    slot: slot(name),
                    letter,
                    betza: default_betza(name),
                    synonym: None,
                });
            }
            let promotion: Vec<usize> = ["queen", "rook", "bishop", "knight"]
                .into_iter()
                .map(slot)
                .collect();
            rules.promotion = [promotion.clone(), promotion];
        }
        rules.names = names;
        rules
    }

    /// Removes the piece at `index`, and it from the promotion sets, as Fairy-Stockfish's
    /// `remove_piece` does.
    fn remove(&mut self, index: usize) {
        let slot = self.pieces.remove(index).slot;
        for set in &mut self.promotion {
            set.retain(|&s| s != slot);
        }
    }

    /// `promotionLimit = q:1 r:2`: each letter resolved to the piece that has it now, its
    /// limit set (0 for none); the types it does not name keep theirs.
    fn read_promotion_limits(&mut self, value: &str) -> Result<(), String> {
        for pair in value.split_whitespace() {
            let (letter, count) = pair.split_once(':').unwrap_or((pair, ""));
            let Some(lower) = one_letter(letter) else {
                return Err(format!(
                    "`promotionLimit = {value}`: `{pair}` is not a letter, `:` and a count, like `q:1`"
                ));
            };
            let c = letter;
            let Some(piece) = self.pieces.iter().find(|p| p.letter == lower) else {
                return Err(format!(
                    "`promotionLimit = {value}`: `{c}` is none of the variant's pieces ({})",
                    self.pieces.iter().map(|p| p.letter).collect::<String>()
                ));
            };
            let Ok(count) = count.parse::<u32>() else {
                return Err(format!(
                    "`promotionLimit = {value}`: `{pair}` needs a count of pieces after the `:`, like `{c}:1`"
                ));
            };
            self.promotion_limits.insert(piece.slot, count);
        }
        Ok(())
    }

    /// `promotedPieceType = p:g s:g`: each pair's letters resolved to the pieces that have
    /// them now (`-` after the `:` for none); the types it does not name keep theirs.
    fn read_promoted_types(&mut self, value: &str) -> Result<(), String> {
        let letters = || self.pieces.iter().map(|p| p.letter).collect::<String>();
        for pair in value.split_whitespace() {
            let (from, to) = pair.split_once(':').unwrap_or((pair, ""));
            let (Some(from), Some(to)) = (one_letter(from), one_letter(to)) else {
                return Err(format!(
                    "`promotedPieceType = {value}`: `{pair}` is not a letter, `:` and a letter (or `-`), like `p:g`"
                ));
            };
            let slot = |c: char| self.pieces.iter().find(|p| p.letter == c).map(|p| p.slot);
            let Some(piece) = slot(from) else {
                return Err(format!(
                    "`promotedPieceType = {value}`: `{from}` is none of the variant's pieces ({})",
                    letters()
                ));
            };
            let promoted = match to {
                '-' => None,
                c => Some(slot(c).ok_or_else(|| {
                    format!(
                        "`promotedPieceType = {value}`: `{c}` is none of the variant's pieces ({})",
                        letters()
                    )
                })?),
            };
            self.promoted_types.insert(piece, promoted);
        }
        Ok(())
    }

    /// Applies one section: its pieces in Fairy-Stockfish's order, its mobility regions,
    /// then every other option.
    fn apply(&mut self, variant: &str, section: &Section) -> Result<(), Error> {
        let bad = |message: String| Error::Variant {
            variant: variant.to_owned(),
            message: if section.name == variant {
                message
            } else {
                format!("{message} (in its parent `[{}]`)", section.name)
            },
        };
        self.apply_pieces(section, &bad)?;
        self.apply_synonyms_regions_and_flags(section);
        self.apply_piece_sets(section, &bad)?;
        if let Some(value) = section.get("promotionLimit") {
            self.read_promotion_limits(value).map_err(&bad)?;
        }
        if let Some(value) = section.get("promotedPieceType") {
            self.read_promoted_types(value).map_err(&bad)?;
        }
        self.apply_options(variant, section)
    }

    /// The section's piece options (`king`, `knight`, ..., `customPieceN`): a piece removed
    /// (`-`), given a letter, or given a letter and a Betza definition, in the section's
    /// slots.
    fn apply_pieces(
        &mut self,
        section: &Section,
        bad: &dyn Fn(String) -> Error,
    ) -> Result<(), Error> {
        for slot in 0..self.names.len() {
            let key = self.names[slot].clone();
            let Some(value) = section.get(&key) else {
                continue;
            };
            let Some(first) = value.chars().next() else {
                continue;
            };
            if first == '-' {
                if let Some(i) = self.pieces.iter().position(|p| p.slot == slot) {
                    self.remove(i);
                }
                continue;
            }
            let (letter, betza) = match value.split_once(':') {
                Some((l, b)) => (l.trim(), Some(b.trim().to_owned())),
                None => (value.trim(), None),
            };
            let custom = key.starts_with("customPiece");
            if key == "king" {
                self.king_wazir = options::WAZIR_KINGS.contains(&section.name.as_str())
                    && betza.as_deref() == Some("W");
            }
            let betza = match betza {
                Some(b) if key == "king" || custom => b,
                Some(_) => {
                    return Err(bad(format!(
                        "`{key} = {value}`: only `king` and `customPieceN` take a Betza definition (`letter:BETZA`); Fairy-Stockfish would ignore it"
                    )))
                }
                None if custom => {
                    return Err(bad(format!(
                        "`{key} = {value}`: a custom piece needs `letter:BETZA`, e.g. `{key} = z:NN`"
                    )))
                }
                None => default_betza(&key),
            };
            let mut chars = letter.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return Err(bad(format!(
                    "`{key} = {value}`: the piece's letter must be one letter"
                )));
            };
            if !c.is_ascii_alphabetic() {
                return Err(bad(format!(
                    "`{key} = {value}`: `{c}` is not a letter; write a letter, or `-` to remove the piece"
                )));
            }
            let letter = c.to_ascii_lowercase();
            // Fairy-Stockfish first removes the piece that has the letter (this one too,
            // which leaves the promotion sets), then gives the letter to this piece.
            let at = self.pieces.iter().position(|p| p.slot == slot);
            if let Some(i) = self.pieces.iter().position(|p| p.letter == letter) {
                self.remove(i);
            }
            let piece = Piece {
                slot,
                letter,
                betza,
                synonym: None,
            };
            match self.pieces.iter().position(|p| p.slot == slot) {
                Some(i) => self.pieces[i] = piece,
                None => {
                    let i = at.unwrap_or(self.pieces.len()).min(self.pieces.len());
                    self.pieces.insert(i, piece);
                }
            }
        }
        Ok(())
    }

    /// The built-in pieces' second letters, the mobility regions and the flag's pieces and
    /// regions per side.
    fn apply_synonyms_regions_and_flags(&mut self, section: &Section) {
        // The second letters of Fairy-Stockfish's built-in pieces (given after the section's
        // piece options, which give none, as its `add_piece` does).
        for &(built_in, option, synonym) in options::BUILT_IN_SYNONYMS {
            if section.name == built_in {
                let slot = self.names.iter().position(|n| n == option).expect("named");
                if let Some(p) = self.pieces.iter_mut().find(|p| p.slot == slot) {
                    p.synonym = Some(synonym);
                }
            }
        }
        for (key, value, _) in &section.options {
            if let Some((side, name)) = options::mobility_option(key) {
                let slot = self.names.iter().position(|n| *n == name).expect("named");
                self.regions.insert((side, slot), value.clone());
            }
        }
        // The flag's piece and region per side, in Fairy-Stockfish's order within a section.
        for &(key, sides) in flag::PER_SIDE {
            if let Some(value) = section.get(key) {
                let which = usize::from(key.starts_with("flagRegion"));
                for side in 0..2 {
                    if sides >> side & 1 != 0 {
                        self.flag_texts[which][side] = Some(value.to_owned());
                    }
                }
            }
        }
    }

    /// The options that name sets of pieces (`promotionPieceTypes`, `castlingRookPieces`,
    /// `pawnTypes`, ...), resolved against the pieces as they are now.
    fn apply_piece_sets(
        &mut self,
        section: &Section,
        bad: &dyn Fn(String) -> Error,
    ) -> Result<(), Error> {
        // (The one-side options after the two-side ones.)
        for (key, target) in [
            // (`pawnTypes` first: the three sets' own options override it.)
            ("pawnTypes", 0b11_1111 << 6),
            ("promotionPawnTypes", 0b11 << 6),
            ("promotionPawnTypesWhite", 0b01 << 6),
            ("promotionPawnTypesBlack", 0b10 << 6),
            ("enPassantTypes", 0b11 << 8),
            ("enPassantTypesWhite", 0b01 << 8),
            ("enPassantTypesBlack", 0b10 << 8),
            ("nMoveRuleTypes", 0b11 << 10),
            ("nMoveRuleTypesWhite", 0b01 << 10),
            ("nMoveRuleTypesBlack", 0b10 << 10),
            ("promotionPieceTypes", 0b11),
            ("promotionPieceTypesWhite", 0b01),
            ("promotionPieceTypesBlack", 0b10),
            ("castlingRookPieces", 0b1100),
            ("castlingRookPiecesWhite", 0b0100),
            ("castlingRookPiecesBlack", 0b1000),
            ("castlingKingPiece", 0b11_0000),
            ("castlingKingPieceWhite", 0b01_0000),
            ("castlingKingPieceBlack", 0b10_0000),
        ] {
            let Some(value) = section.get(key) else {
                continue;
            };
            let mut set = Vec::new();
            for c in value.chars().filter(|c| !c.is_whitespace()) {
                if c == '-' {
                    break;
                }
                let lower = c.to_ascii_lowercase();
                let Some(p) = self.pieces.iter().find(|p| p.letter == lower) else {
                    return Err(bad(format!(
                        "`{key} = {value}`: `{c}` is none of the variant's pieces ({})",
                        self.pieces.iter().map(|p| p.letter).collect::<String>()
                    )));
                };
                set.push(p.slot);
            }
            for side in 0..2 {
                if target & (1 << side) != 0 {
                    self.promotion[side] = set.clone();
                }
                if target & (4 << side) != 0 {
                    self.castling_rooks[side] = set.clone();
                }
                for (i, sets) in self.pawn_sets.iter_mut().enumerate() {
                    if target & (1 << (6 + 2 * i + side)) != 0 {
                        sets[side] = set.clone();
                    }
                }
                if target & (16 << side) != 0 {
                    match set.as_slice() {
                        [one] => self.castling_king[side] = *one,
                        _ => {
                            return Err(bad(format!(
                                "`{key} = {value}`: name the one piece that castles as the king"
                            )))
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Every other option of the section, kept as written where the generator reads it (or
    /// ignores it as Fairy-Stockfish's built-ins do); refused, saying why, where it names a
    /// rule not played yet, an old spelling or no option at all.
    fn apply_options(&mut self, variant: &str, section: &Section) -> Result<(), Error> {
        for (key, value, _) in &section.options {
            let key = key.as_str();
            if self.names.iter().any(|n| n == key) {
                continue;
            }
            let refuse = |why: String| Error::VariantOption {
                variant: variant.to_owned(),
                option: key.to_owned(),
                why: if section.name == variant {
                    why
                } else {
                    format!("{why} (in its parent `[{}]`)", section.name)
                },
            };
            match options::reading(key) {
                Reading::Applied | Reading::Ignored => {
                    self.values
                        .insert(key.to_owned(), (value.clone(), section.name.clone()));
                }
                Reading::Needs(rule) => {
                    return Err(refuse(format!(
                        "`{key} = {value}` is a Fairy-Stockfish option of {rule}, which the move generator does not play yet"
                    )))
                }
                Reading::Deprecated(instead) => {
                    return Err(refuse(format!(
                        "`{key}` is an old Fairy-Stockfish spelling the move generator does not read; write {instead}"
                    )))
                }
                Reading::Unknown => {
                    let keys = options::every_key();
                    return Err(refuse(format!(
                        "`{key}` is not an option of Fairy-Stockfish's variants.ini{}",
                        crate::model::suggest::nearest(key, keys.iter().map(String::as_str))
                            .map(|s| format!(" (did you mean `{s}`?)"))
                            .unwrap_or_default()
                    )));
                }
            }
        }
        Ok(())
    }
}

/// The board's files and ranks (`maxFile`, `maxRank`; 8 by 8 by default), at most 128
/// squares.
fn board_size<'a>(
    value: impl Fn(&str) -> Option<&'a str>,
    bad: &dyn Fn(String) -> Error,
) -> Result<(u32, u32), Error> {
    let files = match value("maxFile") {
        None => 8,
        Some(v) => region::file(v).map(|f| f + 1).ok_or_else(|| {
            bad(format!(
                "`maxFile = {v}`: expected a number 1 to 12 or a file letter a to l"
            ))
        })?,
    };
    let ranks = match value("maxRank") {
        None => 8,
        Some(v) => region::rank(v)
            .map(|r| r + 1)
            .ok_or_else(|| bad(format!("`maxRank = {v}`: expected a number 1 to 10")))?,
    };
    if files * ranks > 128 {
        return Err(bad(format!(
            "a board of {files}x{ranks} has more than 128 squares"
        )));
    }
    Ok((files, ranks))
}

impl Rules {
    /// The last value the sections gave the option `key`, if any.
    fn value(&self, key: &str) -> Option<&str> {
        self.values.get(key).map(|(v, _)| v.as_str())
    }

    /// The letters of the pieces of `slots` that are still among the pieces, in the pieces'
    /// order.
    fn letters_of(&self, slots: &[usize]) -> Vec<char> {
        self.pieces
            .iter()
            .filter(|p| slots.contains(&p.slot))
            .map(|p| p.letter)
            .collect()
    }

    /// The variant's piece types as the sections left them, each with its mobility regions
    /// on a board of `files` x `ranks`; a lame leap Fairy-Stockfish does not play refused.
    fn piece_types(&self, name: &str, files: u32, ranks: u32) -> Result<Vec<PieceType>, Error> {
        let rules = self;
        let bad = |message: String| Error::Variant {
            variant: name.to_owned(),
            message,
        };
        let region = |key: &str, text: &str| -> Result<u128, Error> {
            region::region(text, files, ranks)
                .map_err(|why| bad(format!("`{key} = {text}`: {why}")))
        };
        let mut pieces = Vec::new();
        for p in &rules.pieces {
            let option = &rules.names[p.slot];
            let mut confine = [None, None];
            for (side, slot) in confine.iter_mut().enumerate() {
                if let Some(text) = rules.regions.get(&(side, p.slot)) {
                    let colour = ["White", "Black"][side];
                    let key = format!(
                        "mobilityRegion{colour}{}{}",
                        option[..1].to_ascii_uppercase(),
                        &option[1..]
                    );
                    // An empty region on Fairy-Stockfish's grid confines nothing.
                    let grid = region::region(text, region::GRID_FILES, region::GRID_RANKS)
                        .map_err(|why| bad(format!("`{key} = {text}`: {why}")))?;
                    if grid != 0 {
                        *slot = Some(region(&key, text)?);
                    }
                }
            }
            pieces.push(PieceType {
                name: option.clone(),
                letter: p.letter,
                betza: p.betza.clone(),
                region: confine,
                synonym: p.synonym,
            });
        }
        // Lame leaps Fairy-Stockfish does not play are refused by name: it plays `n` on
        // the dabbaba, the knight, the alfil and the zebra (janggi's elephant).
        for p in &pieces {
            let parsed = betza::Piece::parse_fairy_stockfish(&p.name, &p.betza)?;
            let played = |m: &betza::Move| {
                let (f, r) = (m.step.files.abs(), m.step.ranks.abs());
                matches!((f.min(r), f.max(r)), (0, 2) | (1, 2) | (2, 2) | (2, 3))
            };
            if parsed.moves().iter().any(|m| m.lame && !played(m)) {
                return Err(Error::VariantOption {
                    variant: name.to_owned(),
                    option: p.name.clone(),
                    why: format!(
                        "`{}` moves `{}`: Fairy-Stockfish plays a lame leap (`n`) only on `D`, `N`, `A` and `Z` (it gives no move to another), so the move generator supports those",
                        p.name, p.betza
                    ),
                });
            }
        }
        Ok(pieces)
    }
}

/// The Betza definition of a predefined piece option (the king's is `K`).
fn default_betza(name: &str) -> String {
    PREDEFINED
        .iter()
        .find(|(n, _)| *n == name)
        .map_or("K", |(_, b)| b)
        .to_owned()
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

    /// The variant `name` of the `variants.ini` text `ini`. Its sections may inherit from a
    /// section before them, from the shipped sections ([`SHIPPED`]) and from `chess`.
    ///
    /// ```
    /// use vector_attacks_codegen::variant::Variant;
    /// let ini = "[sixbysix:chess]\nmaxFile = 6\nmaxRank = 6\nbishop = -\nstartFen = rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1\ndoubleStep = false\ncastling = false\npromotionRegionWhite = *6\npromotionPieceTypes = qrn\n";
    /// let v = Variant::from_ini(ini, "sixbysix").unwrap();
    /// assert_eq!(v.pieces.len(), 5);
    /// // A shipped section as the parent.
    /// let v = Variant::from_ini("[mygardner:gardner]\nstartFen = rnbqk/ppppp/5/PPPPP/RNBQK b - - 0 1\n", "mygardner").unwrap();
    /// assert_eq!((v.files, v.ranks), (5, 5));
    /// let e = Variant::from_ini("[d:chess]\ndropOnTop = true\n", "d").unwrap_err();
    /// assert!(e.to_string().contains("`dropOnTop = true` is a Fairy-Stockfish option of drops"), "{e}");
    /// ```
    pub fn from_ini(ini: &str, name: &str) -> Result<Variant, Error> {
        let user = ini::sections(ini)?;
        let shipped = ini::sections(SHIPPED)?;
        let (base, chain) = ini::chain(
            ini::File {
                sections: &user,
                shipped: ini == SHIPPED,
            },
            ini::File {
                sections: &shipped,
                shipped: true,
            },
            name,
        )?;
        let mut rules = Rules::new(base);
        for section in chain {
            rules.apply(name, section)?;
        }
        Variant::from_rules(name, &rules)
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

    /// The variant `name` of the `variants.ini` file at `path`, which it remembers
    /// ([`Variant::source`]): a build script's [`crate::catalog::request::Request::write_to_out_dir`] then
    /// tells cargo to rerun it when the file changes.
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
        let mut variant = Variant::from_ini(&text, name)?;
        variant.source = Some(path.to_owned());
        Ok(variant)
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
        let mut names: Vec<String> = ini::sections(ini)?.into_iter().map(|s| s.name).collect();
        names.sort();
        Ok(names)
    }

    /// The variant the sections read give.
    fn from_rules(name: &str, rules: &Rules) -> Result<Variant, Error> {
        let bad = |message: String| Error::Variant {
            variant: name.to_owned(),
            message,
        };
        let value = |key: &str| rules.value(key);
        let (files, ranks) = board_size(value, &bad)?;
        let region = |key: &str, text: &str| -> Result<u128, Error> {
            region::region(text, files, ranks)
                .map_err(|why| bad(format!("`{key} = {text}`: {why}")))
        };
        let option_region = |key: &str, default: &str| -> Result<u128, Error> {
            region(key, value(key).unwrap_or(default))
        };
        let flag = |key: &str, default: bool| -> Result<bool, Error> {
            boolean(key, value(key), default).map_err(bad)
        };
        let pieces = rules.piece_types(name, files, ranks)?;
        let letters_of = |slots: &[usize]| rules.letters_of(slots);
        let promotion_pieces = [
            letters_of(&rules.promotion[0]),
            letters_of(&rules.promotion[1]),
        ];
        let [promotion_pawn_types, en_passant_types, n_move_rule_types] = PawnSet::ALL.map(|set| {
            rules.pawn_sets[set as usize]
                .each_ref()
                .map(|s| letters_of(s))
        });
        // (A limit of 0 is none; a type no longer among the pieces has none.)
        let promotion_limits: Vec<(char, u32)> = rules
            .pieces
            .iter()
            .filter_map(|p| {
                let limit = rules.promotion_limits.get(&p.slot).copied()?;
                (limit > 0).then_some((p.letter, limit))
            })
            .collect();
        // (A pair whose piece or promoted piece is no longer among the pieces is none.)
        let letter_of = |slot: usize| {
            rules
                .pieces
                .iter()
                .find(|p| p.slot == slot)
                .map(|p| p.letter)
        };
        let promoted_pairs: Vec<(char, char)> = rules
            .pieces
            .iter()
            .filter_map(|p| Some((p.letter, letter_of((*rules.promoted_types.get(&p.slot)?)?)?)))
            .collect();
        let double_step = flag("doubleStep", true)?;
        let en_passant = option_region("enPassantRegion", "*")?;
        let castling = castling::read(name, rules, files, ranks)?;
        let texts = |which: usize| rules.flag_texts[which].each_ref().map(|t| t.as_deref());
        let letters: Vec<char> = pieces.iter().map(|p| p.letter).collect();
        let flag_rule = flag::read(name, texts(0), texts(1), value, region, &letters)?;
        let (extinction, must_capture) = extinction::read(name, value, &letters)?;
        let blast = blast::read(name, value, &letters)?;
        let (flying_general, soldier_promotion_rank) = xiangqi::read(name, value, ranks)?;
        let janggi = janggi::read(name, value, region)?;
        if let (Some(b), Some(e)) = (&blast, &extinction) {
            if e.pseudo_royal && !b.immune.is_empty() {
                return Err(bad(
                    "`blastImmuneTypes` with pseudo-royal pieces (`extinctionPseudoRoyal`) is not supported: Fairy-Stockfish's legality test and its explosions disagree on the immune pieces".to_owned(),
                ));
            }
        }
        let mut variant = Variant {
            name: name.to_owned(),
            files,
            ranks,
            start_fen: value("startFen").unwrap_or(DEFAULT_FEN).to_owned(),
            promotion_region: [
                option_region("promotionRegionWhite", "*8")?,
                option_region("promotionRegionBlack", "*1")?,
            ],
            promotion_pieces,
            promotion_limits,
            mandatory_promotion: flag("mandatoryPawnPromotion", true)?,
            promotion_pawn_types,
            n_move_rule_types,
            immobility_illegal: flag("immobilityIllegal", false)?,
            piece_promotion: piece_promotion::read(name, value, promoted_pairs)?,
            shogi_notation: value("variantTemplate") == Some("shogi"),
            double_step_region: if double_step {
                [
                    option_region("doubleStepRegionWhite", "*2")?,
                    option_region("doubleStepRegionBlack", "*7")?,
                ]
            } else {
                [0, 0]
            },
            en_passant_region: [
                option_region("enPassantRegionWhite", "*")? & en_passant,
                option_region("enPassantRegionBlack", "*")? & en_passant,
            ],
            castling,
            game_end: GameEnd::read(name, value)?,
            pieces,
            flag: flag_rule,
            check_counting: flag("checkCounting", false)?,
            counting: counting::read(name, value)?,
            extinction,
            must_capture,
            checking: flag("checking", true)?,
            blast,
            flying_general,
            soldier_promotion_rank,
            janggi,
            king_moves_as_wazir: rules.king_wazir
                && rules.pieces.iter().any(|p| rules.names[p.slot] == "king"),
            castling_wins: castling_wins::read(name, value)?,
            shatar_mate: shatar::read(name, value)?,
            sittuyin: sittuyin::read(name, value)?,
            connect: connect::read(name, value, &letters)?,
            drops: drops::read(name, value, region, &letters)?,
            zobrist_seed: None,
            source: None,
        };
        if variant.blast.is_some() && variant.royal() {
            return Err(bad("`blastOnCapture = true` with a royal king is not supported: Fairy-Stockfish's test of a royal king's safety ignores explosions (a capture may blow up the king it keeps safe); make the king a commoner (`king = -`, `commoner = k`, `castlingKingPiece = k`) with `extinctionValue = loss` and `extinctionPieceTypes = k`, as atomic chess does".to_owned()));
        }
        if variant.drops.as_ref().is_some_and(|d| d.moves) {
            variant.drops_supported()?;
        }
        if variant.drops.as_ref().is_some_and(|d| d.gating) {
            variant.gating_supported()?;
        }
        variant.tested_supported()?;
        pawn_types::check(&variant, &en_passant_types)?;
        castling_king_file(&mut variant);
        castling_off_board(&mut variant);
        variant.check()?;
        Ok(variant)
    }

    /// Whether some piece leaps lame (`n`) or hops (`p`, `g`): then the move generator
    /// tests the king's safety move by move, as it does with the flying general.
    ///
    /// ```
    /// use vector_attacks_codegen::variant::Variant;
    /// assert!(!Variant::shipped("chess").unwrap().blockable_off_lines());
    /// let ini = "[horses:chess]\nknight = -\nhorse = n\n";
    /// assert!(Variant::from_ini(ini, "horses").unwrap().blockable_off_lines());
    /// ```
    pub fn blockable_off_lines(&self) -> bool {
        self.pieces.iter().any(|p| {
            betza::Piece::parse_fairy_stockfish(&p.name, &p.betza)
                .is_ok_and(|b| b.moves().iter().any(|m| m.lame || m.hop != betza::Hop::No))
        })
    }

    /// What Fairy-Stockfish's Betza reading skips in the variant's pieces, one line per
    /// piece: letters it does not know (`e`), a digit after no atom, modifiers with no
    /// atom after them ([`crate::betza::Piece::skipped`]). They change no move; `generate`
    /// prints each as a warning.
    ///
    /// ```
    /// use vector_attacks_codegen::variant::Variant;
    /// let ini = "[epawns:chess]\npawn = -\ncustomPiece1 = p:fmWfceFifmnD\npawnTypes = p\n";
    /// let mine = "[epawns:chess]\ncustomPiece1 = a:fceFfmWr\n";
    /// assert!(Variant::from_ini(ini, "epawns").is_err()); // `i` is not played yet
    /// let w = Variant::from_ini(mine, "epawns").unwrap().skipped_betza();
    /// assert_eq!(w, ["`customPiece1` = `fceFfmWr`: Fairy-Stockfish's Betza reading skips `e`, `r` (no move changes)"]);
    /// assert!(Variant::shipped("chess").unwrap().skipped_betza().is_empty());
    /// ```
    pub fn skipped_betza(&self) -> Vec<String> {
        self.pieces
            .iter()
            .filter_map(|p| {
                let parsed = betza::Piece::parse_fairy_stockfish(&p.name, &p.betza).ok()?;
                let skipped: Vec<String> =
                    parsed.skipped().chars().map(|c| format!("`{c}`")).collect();
                (!skipped.is_empty()).then(|| {
                    format!(
                        "`{}` = `{}`: Fairy-Stockfish's Betza reading skips {} (no move changes)",
                        p.name,
                        p.betza,
                        skipped.join(", ")
                    )
                })
            })
            .collect()
    }

    /// Lame leapers, hoppers and the flying general combined with a rule the move
    /// generator does not play with them yet are refused: rules that filter the moves
    /// through their own test of lines to the king (forbidden checks, explosions;
    /// pseudo-royal pieces beside janggi's rules, its cannon or the flying general), gating (a piece put on the board beside a move can be a screen), and the
    /// flying general without a royal king. (Drops are tested as moves are.)
    fn tested_supported(&self) -> Result<(), Error> {
        self.passing_supported()?;
        let board_rules = self.janggi.board_rules();
        let what = if board_rules {
            "janggi's rules (`diagonalLines`, `bikjangRule`)"
        } else if self.blockable_off_lines() {
            "lame leapers (`n`) and hoppers (`p`, `g`)"
        } else if self.flying_general {
            "the flying general (`flyingGeneral`)"
        } else {
            return Ok(());
        };
        // (Pseudo-royal pieces are tested on the board a move leaves, which sees hoppers'
        // screens and lame leapers' legs, but not which pieces are janggi's cannons then.)
        let janggi_cannon = self.pieces.iter().any(|p| p.name == "janggiCannon");
        let clash = if !self.checking {
            Some("`checking = false`")
        } else if self.extinction.as_ref().is_some_and(|e| e.pseudo_royal)
            && (board_rules || janggi_cannon || self.flying_general)
        {
            Some("pseudo-royal pieces (`extinctionPseudoRoyal`)")
        } else if self.blast.is_some() {
            Some("explosions (`blastOnCapture`)")
        } else if self.drops.as_ref().is_some_and(|d| d.gating) {
            Some("gating (`gating`)")
        } else if (self.flying_general || board_rules) && !self.royal() {
            Some("a king that is not royal")
        } else if board_rules && self.must_capture {
            Some("compulsory captures (`mustCapture`)")
        } else if board_rules && self.extinction.is_some() {
            Some("an extinction rule (`extinctionValue`)")
        } else if board_rules && self.check_counting {
            Some("counted checks (`checkCounting`)")
        } else if board_rules && (self.flag.is_some() || self.connect.is_some()) {
            Some("a game won by a region or by pieces in a row")
        } else {
            None
        };
        match clash {
            Some(clash) => Err(Error::Variant {
                variant: self.name.clone(),
                message: format!("{what} together with {clash} are not supported yet"),
            }),
            None => Ok(()),
        }
    }

    /// Passing (`pass`, `passOnStalemate`) combined with a rule the move generator does not
    /// play with it yet is refused: pseudo-royal pieces (a pass would have to keep them
    /// safe as a move does), gating (Fairy-Stockfish gates beside a pass) and `mustDrop`.
    fn passing_supported(&self) -> Result<(), Error> {
        if self.janggi.pass == [false, false] {
            return Ok(());
        }
        let clash = if self.extinction.as_ref().is_some_and(|e| e.pseudo_royal) {
            Some("pseudo-royal pieces (`extinctionPseudoRoyal`)")
        } else if self.drops.as_ref().is_some_and(|d| d.gating) {
            Some("gating (`gating`)")
        } else if self.drops.as_ref().is_some_and(|d| d.must_drop.is_some()) {
            Some("compulsory drops (`mustDrop`)")
        } else {
            None
        };
        match clash {
            Some(clash) => Err(Error::Variant {
                variant: self.name.clone(),
                message: format!(
                    "passing (`pass`, `passOnStalemate`) together with {clash} is not supported yet"
                ),
            }),
            None => Ok(()),
        }
    }

    /// Drops combined with a rule the move generator does not play with them yet are
    /// refused: the rules that filter the moves through the squares they start from
    /// (forbidden checks, explosions).
    fn drops_supported(&self) -> Result<(), Error> {
        let clash = if !self.checking {
            Some("`checking = false`")
        } else if self
            .drops
            .as_ref()
            .is_some_and(|d| d.castling_dropped_piece)
            && self.castling.as_ref().is_some_and(|c| c.chess960)
        {
            Some("`castlingDroppedPiece` and Chess960 castling together (a dropped king or rook gains its right only on the standard squares here)")
        } else if self.must_capture && self.drops.as_ref().is_some_and(|d| d.must_drop.is_some()) {
            // (Fairy-Stockfish's `legal` and `has_capture` then call each other without end.)
            Some("compulsory captures (`mustCapture`) and `mustDrop` together, which Fairy-Stockfish cannot play either (its legality test recurses without end)")
        } else if self.blast.is_some() {
            Some("explosions (`blastOnCapture`)")
        } else {
            None
        };
        self.refuse_clash("pieceDrops", "drops", clash)
    }

    /// Refuses `option = true` where it meets `clash`, a rule the move generator does not
    /// play together with its `rule` yet.
    fn refuse_clash(
        &self,
        option: &str,
        rule: &str,
        clash: Option<impl std::fmt::Display>,
    ) -> Result<(), Error> {
        match clash {
            Some(clash) => Err(Error::VariantOption {
                variant: self.name.clone(),
                option: option.to_owned(),
                why: format!("`{option} = true` with {clash}: the move generator does not play {rule} together with that rule yet"),
            }),
            None => Ok(()),
        }
    }

    /// Gating combined with a rule the move generator does not play with it yet is refused:
    /// Chess960 castling (whose FEN names gates and rooks by the same letters), the rules
    /// that filter moves by what they leave on the board (pseudo-royal pieces, forbidden
    /// checks, explosions, `mustDrop`), and a board or a piece set too large for a gating
    /// move's bits (64 squares, 15 types).
    fn gating_supported(&self) -> Result<(), Error> {
        let chess960 = self.castling.as_ref().is_some_and(|c| c.chess960);
        let must_drop = self.drops.as_ref().is_some_and(|d| d.must_drop.is_some());
        let clash = if chess960 {
            Some("Chess960 castling (`chess960 = true`)".to_owned())
        } else if self.extinction.as_ref().is_some_and(|e| e.pseudo_royal) {
            Some("pseudo-royal pieces (`extinctionPseudoRoyal`)".to_owned())
        } else if !self.checking {
            Some("`checking = false`".to_owned())
        } else if self.blast.is_some() {
            Some("explosions (`blastOnCapture`)".to_owned())
        } else if must_drop {
            Some("`mustDrop`".to_owned())
        } else if self.files * self.ranks > 64 {
            Some(format!(
                "a board of {} squares (at most 64 with gating)",
                self.files * self.ranks
            ))
        } else if self.pieces.len() > 15 {
            Some(format!(
                "{} piece types (at most 15 with gating)",
                self.pieces.len()
            ))
        } else {
            None
        };
        self.refuse_clash("seirawanGating", "gating", clash)
    }

    /// What the move generator needs of the pieces: a king, and castling on the board.
    fn check(&self) -> Result<(), Error> {
        let bad = |message: String| Error::Variant {
            variant: self.name.clone(),
            message,
        };
        if self.king_piece().is_none() {
            return Err(bad(
                "it has neither a `king` nor a `commoner`, and castles or has only pawns: the move generator plays a royal king, or without one a commoner (or, where nothing castles, another piece but the pawn) in the king's part; add `king = k` or `commoner = k`".to_owned(),
            ));
        }
        if let Some(c) = &self.castling {
            if c.off_board(self.files) {
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

    /// The piece that plays the king's part: the royal `king`, or in a variant without
    /// one (giveaway, extinction) the `commoner`, a king that may be taken and may castle.
    ///
    /// ```
    /// use vector_attacks_codegen::variant::Variant;
    /// assert_eq!(Variant::shipped("chess").unwrap().king_piece().unwrap().name, "king");
    /// assert_eq!(Variant::shipped("antichess").unwrap().king_piece().unwrap().name, "commoner");
    /// ```
    pub fn king_piece(&self) -> Option<&PieceType> {
        let named = |n: &str| self.pieces.iter().find(|p| p.name == n);
        named("king").or_else(|| named("commoner")).or_else(|| {
            // With neither, and nothing to castle, any piece but the pawn may stand in the
            // king's part: a piece that is not royal moves as any other.
            self.castling
                .is_none()
                .then(|| self.pieces.iter().find(|p| p.name != "pawn"))
                .flatten()
        })
    }

    /// Whether the variant's king is royal: it may not be left attacked, and checkmate
    /// ends the game. A variant without a `king` has none.
    ///
    /// ```
    /// use vector_attacks_codegen::variant::Variant;
    /// assert!(Variant::shipped("chess").unwrap().royal());
    /// assert!(!Variant::shipped("antichess").unwrap().royal());
    /// ```
    pub fn royal(&self) -> bool {
        self.pieces.iter().any(|p| p.name == "king")
    }

    /// The name of a Rust module for the variant: its name with `-` written `_`, `v`
    /// before a name that starts with a digit (`3check` becomes `v3check`), and a Rust
    /// keyword written raw (Fairy-Stockfish's `loop` becomes `r#loop`).
    ///
    /// ```
    /// use vector_attacks_codegen::variant::module_name;
    /// assert_eq!(module_name("3check"), "v3check");
    /// assert_eq!(module_name("ai-wok"), "ai_wok");
    /// assert_eq!(module_name("loop"), "r#loop");
    /// ```
    pub fn module_name(&self) -> String {
        module_name(&self.name)
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

    /// The index of the piece type Fairy-Stockfish names `name` (its option: `rook`,
    /// `fers`, `silver`), or the number of types where the variant has none (the rules'
    /// constants then name no type).
    ///
    /// ```
    /// let v = vector_attacks_codegen::variant::Variant::shipped("makruk").unwrap();
    /// assert_eq!(v.type_named("silver"), v.piece_index('s').unwrap());
    /// assert_eq!(v.type_named("queen"), v.pieces.len());
    /// ```
    pub fn type_named(&self, name: &str) -> usize {
        self.pieces
            .iter()
            .position(|p| p.name == name)
            .unwrap_or(self.pieces.len())
    }
}

/// The name of a Rust module for the variant `name` ([`Variant::module_name`]).
///
/// ```
/// assert_eq!(vector_attacks_codegen::variant::module_name("5check"), "v5check");
/// ```
pub fn module_name(name: &str) -> String {
    let name = name.replace('-', "_");
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        format!("v{name}")
    } else if crate::model::names::KEYWORDS.contains(&name.as_str()) {
        format!("r#{name}")
    } else {
        name
    }
}

/// With one king on the castling rank, Fairy-Stockfish castles from wherever the start
/// position has it: White's, or where White starts without one (the horde's), Black's on
/// its own castling rank.
fn castling_king_file(variant: &mut Variant) {
    let king = variant.king_piece().map(|p| p.letter);
    if let (Some(c), Some(king)) = (variant.castling.as_mut(), king) {
        let pieces = placement(&variant.start_fen, variant.ranks);
        let on_rank = |letter: char, castling_rank: u32| -> Vec<u32> {
            pieces
                .iter()
                .filter(|&&(_, (rank, l))| l == letter && rank == castling_rank)
                .map(|&(file, _)| file)
                .collect()
        };
        let white = on_rank(king.to_ascii_uppercase(), c.rank);
        let black = on_rank(king, (variant.ranks - 1).saturating_sub(c.rank));
        let white_has_none = !pieces
            .iter()
            .any(|&(_, (_, l))| l == king.to_ascii_uppercase());
        match (&white[..], &black[..]) {
            ([file], _) => c.king_file = *file,
            ([], [file]) if white_has_none => c.king_file = *file,
            _ => {}
        }
    }
}

/// Castling whose king or destination files lie beyond a small board, in a variant whose
/// start position gives no castling right (Fairy-Stockfish's minihouse: chess's castling on
/// 6 files, inherited), can never be played: the variant has none. With a right in the start
/// position the files are refused (`Variant::check`).
fn castling_off_board(variant: &mut Variant) {
    let Some(c) = &variant.castling else { return };
    let beyond = c.off_board(variant.files);
    let rights = variant
        .start_fen
        .split_whitespace()
        .nth(2)
        .is_some_and(|r| r != "-" && !r.chars().all(|c| c.is_ascii_digit()));
    if beyond && !rights {
        variant.castling = None;
    }
}

/// The error of `variant`'s option named by the closure's first argument, saying what is
/// wrong with it (every option reader's one spelling of [`Error::VariantOption`]).
fn option_error(variant: &str) -> impl Fn(&str, String) -> Error + '_ {
    move |option, why| Error::VariantOption {
        variant: variant.to_owned(),
        option: option.to_owned(),
        why,
    }
}

/// The piece letter `text` is, lowercase (a piece's letter in the FEN: either case), or
/// `None` where it is not one character.
pub(super) fn one_letter(text: &str) -> Option<char> {
    let mut chars = text.trim().chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Some(c.to_ascii_lowercase()),
        _ => None,
    }
}

/// The pieces of a FEN's placement: (file, (rank, letter)), files and ranks from 0.
fn placement(fen: &str, ranks: u32) -> Vec<(u32, (u32, char))> {
    let mut out = Vec::new();
    let rows = fen.split_whitespace().next().unwrap_or("").split('/');
    for (i, row) in rows.enumerate() {
        let rank = ranks.saturating_sub(1 + i as u32);
        let (mut file, mut run) = (0, 0);
        // (A promoted piece's marks, `+F` and `Q~`, take no square; the hand ends the
        // placement.)
        for c in row.chars().take_while(|&c| c != '[') {
            if c == '+' || c == '~' {
                continue;
            }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_variant_reads() {
        for name in Variant::names(SHIPPED).unwrap() {
            Variant::shipped(&name).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }

    #[test]
    fn a_letter_given_again_replaces_the_piece_that_had_it() {
        let ini = "[a:chess]\ncustomPiece1 = q:NN\n";
        let v = Variant::from_ini(ini, "a").unwrap();
        let q = &v.pieces[v.piece_index('q').unwrap()];
        assert_eq!((q.name.as_str(), q.betza.as_str()), ("customPiece1", "NN"));
        assert!(!v.pieces.iter().any(|p| p.name == "queen"));
        // The queen left the promotion set with its letter.
        assert_eq!(v.promotion_pieces[0], ['n', 'b', 'r']);
    }
}
