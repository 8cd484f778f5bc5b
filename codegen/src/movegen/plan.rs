//! The move generator's plan: every constant and table a variant's rules give, computed from
//! a [`Variant`] as plain data (no tokens), so that a test can inspect it and
//! [`super::rules`] only has to write it out.
//!
//! Each piece type's moves come from its Betza definition, Black's turned about (each step
//! negated, as Fairy-Stockfish does): leaps become per-square sets (captures, quiet moves, and
//! where an attacker stands), riders along a whole rank, file or diagonal the
//! obstruction-difference lines, and every other ride (one-way, limited, oblique like the
//! nightrider's) a walk over a table of next squares.

use crate::compute::sliders::{self, obstruction_difference, Magics, LINES};
use crate::input::betza;
use crate::input::variant::{GameEnd, Variant};
use crate::{Error, Geometry};

use super::castling::Castling;
use super::drops::DropsPlan;
use super::game_end::{self, ConnectPlan, ExtinctionPlan, FlagPlan};
use super::janggi::DIAGONAL_STEPS;
use super::lame_and_hops::{self, Lame, LameTables};
use super::material::{self, Class};
use super::piece_promotion::PiecePromotionPlan;
use super::pieces::{self, immobile, moves_of, quiet_reach, ride, step, PieceMoves, Ride};
use super::zobrist_keys::ZobristKeys;

/// Everything the generated `rules` module holds for one variant.
///
/// ```
/// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
/// let plan = Plan::of(&Variant::shipped("capablanca").unwrap()).unwrap();
/// assert_eq!((plan.files, plan.ranks, plan.squares()), (10, 8, 80));
/// assert_eq!(&plan.letters, b"pnbrqkac");
/// assert_eq!(plan.attack_class[plan.king], 7);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The variant's name.
    pub name: String,
    /// Files of the board.
    pub files: usize,
    /// Ranks of the board.
    pub ranks: usize,
    /// Each type's name, letter and Betza definition, for the docs.
    pub type_names: Vec<String>,
    /// Each type's letter, lower case.
    pub letters: Vec<u8>,
    /// Each type's letter in SAN, upper case: its second letter where Fairy-Stockfish's
    /// built-in gives it one (xiangqi's horse `H`), else its letter.
    pub san_letters: Vec<u8>,
    /// The king's type.
    pub king: usize,
    /// The pawn's type (the number of types when the variant has none).
    pub pawn: usize,
    /// The start position.
    pub start_fen: String,
    /// The capacity of a move list.
    pub max_moves: usize,
    /// The most pieces a side has in the start position.
    pub max_pieces: usize,
    /// `[type][side]`, the moves.
    pub moves: Vec<[PieceMoves; 2]>,
    /// `[type][side][square]`, where a leaper of that type attacking the square stands.
    pub leap_attackers: Vec<[Vec<u128>; 2]>,
    /// The steps of every ride, each way, numbered: the rows of [`Plan::next`].
    pub steps: Vec<(i32, i32)>,
    /// `[step][square]`, the square one step on ([`u8::MAX`] off the board).
    pub next: Vec<Vec<u8>>,
    /// The obstruction-difference masks, `[square][line][lower, upper]` flattened.
    pub lines: Vec<u128>,
    /// `[a][b]`, the squares strictly between `a` and `b` on one ride of any piece.
    pub between: Vec<Vec<u128>>,
    /// `[a][b]`, the whole line of a ride through `a` and `b` (both included).
    pub line: Vec<Vec<u128>>,
    /// Per side, the types a pawn promotes to.
    pub promotions: [Vec<u8>; 2],
    /// Per side, where a pawn promotes.
    pub promotion_region: [u128; 2],
    /// Whether a pawn reaching the region must promote.
    pub mandatory_promotion: bool,
    /// Per side, the types that promote as the pawn does (bit `t` for type `t`;
    /// `promotionPawnTypes`): the pawn's bit is only for insufficient material, the pawn
    /// promoting whether or not it is set.
    pub promotion_pawn_types: [u64; 2],
    /// Per side, the types whose moves reset the n-move counter unless the piece could step
    /// straight back (bit `t` for type `t`; `nMoveRuleTypes`).
    pub n_move_rule_types: [u64; 2],
    /// `[type][side][square]`, where a piece of the type may go by a quiet move on an empty
    /// board: whether a move of one of [`Plan::n_move_rule_types`] could be stepped straight
    /// back. Empty where those are the pawn alone, whose moves are never stepped back.
    pub quiet_reach: Vec<[Vec<u128>; 2]>,
    /// Per type, the most pieces of it a promotion may bring a side to (0: no limit).
    pub promotion_limits: Vec<u8>,
    /// `[type][side]`, where a piece would have no move on an empty board and so may not go
    /// by a plain move or a drop (`immobilityIllegal`; all empty without the rule).
    pub immobile: Vec<[u128; 2]>,
    /// Per side, where a pawn may step twice.
    pub double_step_region: [u128; 2],
    /// Per side, where a double step gives an en passant square.
    pub en_passant_region: [u128; 2],
    /// Castling, if the variant has it.
    pub castling: Option<Castling>,
    /// Per type, its bit in Ed Schröder's attack byte.
    pub attack_class: Vec<u8>,
    /// Whether pawns step one square forward and take one diagonally forward, and nothing
    /// else, and go anywhere on the board, so that they move as a set.
    pub set_wise_pawns: bool,
    /// `[type][side]`, the squares a piece may move to and attack (`mobilityRegion*`; the
    /// whole board where the variant does not confine the type).
    pub regions: Vec<[u128; 2]>,
    /// Whether some type is confined to a region.
    pub has_regions: bool,
    /// Whether some piece leaps or rides by steps that skip squares of a line (a step
    /// whose files and ranks have a common factor, as the dabbaba's (2, 0)): a piece pinned
    /// along that line could jump past the pinning piece, so a pinned piece keeps to the
    /// squares between its king and the pinning piece, and that piece's square, instead of
    /// the whole line.
    pub pin_segments: bool,
    /// The board's squares, and without the first and the last file.
    pub board: u128,
    /// The board without its first file.
    pub not_first_file: u128,
    /// The board without its last file.
    pub not_last_file: u128,
    /// The types each generated by its own specialised code: all but a royal king (whose
    /// moves are tested for safety on their own; a king that is not royal moves as any
    /// piece).
    pub movers: Vec<usize>,
    /// Whether every type that rides one line of the rook's pair (file, rank) rides the other.
    pub rook_pair: bool,
    /// Whether every type that rides one diagonal rides the other.
    pub bishop_pair: bool,
    /// The rook's and the bishop's magics, where the board has 64 squares or fewer.
    pub magics: Option<[Magics; 2]>,
    /// The Zobrist keys.
    pub zobrist: ZobristKeys,
    /// How the games end besides the moves.
    pub game_end: GameEnd,
    /// `[type][side]`, how each type counts towards mating material.
    pub material: Vec<[Class; 2]>,
    /// Whether the king moves other than as a king.
    pub custom_king: bool,
    /// Fairy-Stockfish's dark squares (a1's colour).
    pub dark_squares: u128,
    /// The flag rule, if the variant has one.
    pub flag: Option<FlagPlan>,
    /// Whether a side wins by giving checks, and each side's checks to give at the start.
    pub check_counting: Option<[u8; 2]>,
    /// Whether the king (`king`) is royal; without one the commoner in its place may be
    /// taken and left attacked.
    pub royal: bool,
    /// Per side, whether it has the royal king: a side whose start position has none (the
    /// horde's White) never has one, and is never in check.
    pub royal_sides: [bool; 2],
    /// The extinction rule, if the variant has one.
    pub extinction: Option<ExtinctionPlan>,
    /// Whether a capture, where one is legal, must be played.
    pub must_capture: bool,
    /// Whether a move may give check (`checking = false` forbids it).
    pub checking: bool,
    /// Per type, whether an explosion spares it; `None` where captures do not explode
    /// (`blastOnCapture`, `blastImmuneTypes`).
    pub blast: Option<Vec<bool>>,
    /// The castling rights whose castling wins, as the position's rights bits
    /// (`1 << (side * 2 + wing)`); 0 where castling does not win (`castlingWins`).
    pub castling_wins: u8,
    /// The connect-N rule, if the variant has one.
    pub connect: Option<ConnectPlan>,
    /// Drops, if the variant has them.
    pub drops: Option<DropsPlan>,
    /// Shogi's promotions, if the variant has them.
    pub piece_promotion: Option<PiecePromotionPlan>,
    /// Whether SAN is written in shogi's notation (`variantTemplate = shogi`).
    pub shogi_notation: bool,
    /// The type whose drop may not checkmate (`shogiPawnDropMateIllegal`: shogi's pawn,
    /// where the variant drops it), if any.
    pub pawn_drop_mate: Option<usize>,
    /// Whether the kings may not face each other on an open file or rank (xiangqi's flying
    /// general, `flyingGeneral`).
    pub flying_general: bool,
    /// Whether the king's safety is tested move by move: where some piece leaps lame or
    /// hops ([`lame_and_hops`]), or the flying general rule holds.
    pub tested: bool,
    /// Janggi's cannon, palace diagonals, passing, bikjang and material count.
    pub janggi: super::janggi::JanggiPlan,
    /// Per type, where it leaps lame, per side and square its lame leaps grouped by legs
    /// ([`super::LameGroup`]), and the same reversed (capturing only: from a target back to
    /// where such a piece would attack it from).
    pub lame_groups: Vec<Option<LameTables>>,
}

impl Plan {
    /// Computes the plan of `variant`.
    ///
    /// ```
    /// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
    /// let chess = Plan::of(&Variant::shipped("chess").unwrap()).unwrap();
    /// assert_eq!(chess.between[0][63].count_ones(), 6); // b2 to g7
    /// assert!(chess.magics.is_some() && chess.set_wise_pawns);
    /// ```
    pub fn of(variant: &Variant) -> Result<Plan, Error> {
        let geometry = Geometry::board(variant.files, variant.ranks)?;
        let start = super::start::check(variant)?;
        let n = geometry.squares();
        let types = variant.pieces.len();
        let bad = |message: String| Error::Variant {
            variant: variant.name.clone(),
            message,
        };
        let moves = variant
            .pieces
            .iter()
            .map(|p| {
                let sideways_from = if p.name == "soldier" {
                    variant.soldier_promotion_rank
                } else {
                    0
                };
                Ok([
                    moves_of(geometry, &p.betza, &p.name, 0, sideways_from)?,
                    moves_of(geometry, &p.betza, &p.name, 1, sideways_from)?,
                ])
            })
            .collect::<Result<Vec<_>, Error>>()?;
        let janggi = super::janggi::JanggiPlan::of(variant, geometry);
        let attackers = super::start::Attackers {
            variant,
            geometry,
            moves: &moves,
            janggi: &janggi,
        };
        super::start::not_in_check(&start, &attackers)?;
        let mut steps = ride_steps(&moves);
        if janggi.rides_diagonals() {
            for s in DIAGONAL_STEPS {
                if !steps.contains(&s) {
                    steps.push(s);
                }
            }
        }
        let next = steps
            .iter()
            .map(|&s| {
                (0..n)
                    .map(|sq| step(geometry, sq, s).map_or(u8::MAX, |t| t as u8))
                    .collect()
            })
            .collect();
        let lines = obstruction_difference(geometry)
            .sets()
            .expect("the masks are sets");
        let (between, line) = between_and_line(geometry, &moves, &steps).map_err(|step| {
            bad(format!(
                "two of its rides reach the same square along one line with different steps (step {step:?}); the move generator needs one path between two squares"
            ))
        })?;
        let pawn = variant
            .pieces
            .iter()
            .position(|p| p.name == "pawn")
            .unwrap_or(types);
        let king = variant
            .king_piece()
            .and_then(|p| variant.piece_index(p.letter))
            .ok_or_else(|| bad("it has no king".to_owned()))?;
        let max_pieces = max_pieces(variant)?;
        let (files, ranks) = (variant.files as usize, variant.ranks as usize);
        let all_squares = if n == 128 {
            u128::MAX
        } else {
            (1u128 << n) - 1
        };
        let immobile = immobile(geometry, variant, &moves);
        let lame_groups = moves
            .iter()
            .map(|sides| {
                sides.iter().any(|m| !m.lames.is_empty()).then(|| {
                    let forward = sides
                        .each_ref()
                        .map(|m| lame_and_hops::lame_groups(geometry, &m.lames));
                    let reversed = sides.each_ref().map(|m| {
                        let back: Vec<Lame> = m
                            .lames
                            .iter()
                            .filter(|l| l.capture)
                            .map(Lame::reversed)
                            .collect();
                        lame_and_hops::lame_groups(geometry, &back)
                    });
                    [forward, reversed]
                })
            })
            .collect();
        let type_set = |letters: &Vec<char>| {
            letters
                .iter()
                .filter_map(|&c| variant.piece_index(c))
                .fold(0u64, |set, t| set | 1 << t)
        };
        let n_move_rule_types = variant.n_move_rule_types.each_ref().map(type_set);
        let quiet_reach = if n_move_rule_types.iter().any(|&set| set & !(1 << pawn) != 0) {
            moves
                .iter()
                .map(|sides| {
                    sides
                        .each_ref()
                        .map(|m| (0..n).map(|sq| quiet_reach(geometry, m, sq)).collect())
                })
                .collect()
        } else {
            Vec::new()
        };
        let drops = variant
            .drops
            .as_ref()
            .map(|d| super::drops::of(variant, d, pawn, all_squares, &immobile));
        let piece_promotion = PiecePromotionPlan::of(variant);
        // (A drop of each type in hand on each square besides, twice for a type dropped
        // promoted too; a move of a type that promotes as shogi's do, or of a promoted
        // one that demotes, twice.)
        let per_piece = most_moves(geometry, variant, &moves, &lines, pawn);
        // (Gating: each move of a piece from the back rank, castling's two, once more per
        // type in hand.)
        let gating_moves = drops
            .as_ref()
            .filter(|d| d.gating)
            .map_or(0, |_| (files * per_piece + 2) * types);
        let max_moves = max_pieces * per_piece
            + 2
            + gating_moves
            + drops.as_ref().filter(|d| d.moves).map_or(0, |d| {
                let promoted = d
                    .promoted_region
                    .iter()
                    .filter(|r| r[0] | r[1] != 0)
                    .count();
                (types + promoted) * n
            });
        let first_file = (0..ranks).fold(0u128, |s, r| s | 1 << (r * files));
        let last_file = first_file << (files - 1);
        let pair = |a: u8, b: u8| {
            moves
                .iter()
                .all(|s| (s[0].lines_capture >> a & 1) == (s[0].lines_capture >> b & 1))
        };
        let regions: Vec<[u128; 2]> = variant
            .pieces
            .iter()
            .map(|p| p.region.map(|r| r.unwrap_or(all_squares)))
            .collect();
        let tested = variant.flying_general
            || variant.janggi.board_rules()
            || moves.iter().flatten().any(pieces::any);
        // Magics where the board fits 64 bits and the search finds a factor for every
        // square (on a narrow board it may not: the lines' masks then answer instead).
        let magics = if n > 64 {
            None
        } else {
            match (
                sliders::rook_magics(geometry),
                sliders::bishop_magics(geometry),
            ) {
                (Ok(rook), Ok(bishop)) => Some([rook, bishop]),
                _ => None,
            }
        };
        Ok(Plan {
            name: variant.name.clone(),
            files,
            ranks,
            type_names: variant
                .pieces
                .iter()
                .map(|p| format!("{} `{}` ({})", p.name, p.letter, p.betza))
                .collect(),
            letters: variant.pieces.iter().map(|p| p.letter as u8).collect(),
            san_letters: variant
                .pieces
                .iter()
                .map(|p| p.synonym.unwrap_or(p.letter).to_ascii_uppercase() as u8)
                .collect(),
            king,
            pawn,
            start_fen: variant.start_fen.clone(),
            max_moves,
            max_pieces,
            leap_attackers: moves
                .iter()
                .map(|sides| sides.each_ref().map(|m| reverse(&m.leap_captures)))
                .collect(),
            next,
            between,
            line,
            promotions: variant.promotion_pieces.each_ref().map(|letters| {
                letters
                    .iter()
                    .map(|&c| variant.piece_index(c).expect("checked") as u8)
                    .collect()
            }),
            promotion_region: variant.promotion_region,
            mandatory_promotion: variant.mandatory_promotion,
            promotion_pawn_types: variant.promotion_pawn_types.each_ref().map(type_set),
            n_move_rule_types,
            quiet_reach,
            promotion_limits: variant
                .pieces
                .iter()
                .map(|p| {
                    variant
                        .promotion_limits
                        .iter()
                        .find(|(l, _)| *l == p.letter)
                        .map_or(0, |&(_, n)| n.min(u32::from(u8::MAX)) as u8)
                })
                .collect(),
            immobile,
            double_step_region: variant.double_step_region,
            en_passant_region: variant.en_passant_region,
            castling: super::castling::of(variant, &moves, king, n),
            attack_class: attack_classes(geometry, &moves, pawn, king),
            set_wise_pawns: set_wise_pawns(geometry, &moves, pawn)
                && regions.get(pawn).is_none_or(|r| *r == [all_squares; 2]),
            has_regions: regions.iter().any(|r| *r != [all_squares; 2]),
            pin_segments: jumps_along_lines(variant)?,
            regions,
            board: all_squares,
            not_first_file: all_squares & !first_file,
            not_last_file: all_squares & !last_file,
            movers: (0..types)
                .filter(|&t| t != king || !variant.royal())
                .collect(),
            rook_pair: pair(0, 1),
            bishop_pair: pair(2, 3),
            magics,
            zobrist: ZobristKeys::of(variant),
            game_end: variant.game_end,
            material: material::classes(variant),
            custom_king: material::custom_king(variant),
            dark_squares: material::dark_squares(variant.files, variant.ranks),
            flag: FlagPlan::of(variant),
            check_counting: variant
                .check_counting
                .then(|| game_end::start_checks(&variant.start_fen)),
            royal: variant.royal(),
            royal_sides: royal_sides(variant),
            extinction: ExtinctionPlan::of(variant),
            must_capture: variant.must_capture,
            checking: variant.checking,
            blast: variant.blast.as_ref().map(|b| {
                variant
                    .pieces
                    .iter()
                    .map(|p| b.immune.contains(&p.letter))
                    .collect()
            }),
            connect: ConnectPlan::of(variant),
            shogi_notation: variant.shogi_notation,
            pawn_drop_mate: variant
                .pieces
                .iter()
                .position(|p| p.name == "shogiPawn")
                .filter(|_| variant.game_end.pawn_drop_mate_illegal && drops.is_some()),
            drops,
            piece_promotion,
            castling_wins: (0..4)
                .filter(|&i| variant.castling_wins[i / 2][i % 2])
                .fold(0, |bits, i| bits | 1 << i),
            flying_general: variant.flying_general,
            tested,
            janggi,
            lame_groups,
            moves,
            steps,
            lines,
        })
    }

    /// The board and types this plan is for, as every slice's items read them.
    ///
    /// ```
    /// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
    /// let plan = Plan::of(&Variant::shipped("chess").unwrap()).unwrap();
    /// assert_eq!(plan.board().squares(), plan.squares());
    /// ```
    pub fn board(&self) -> super::Board {
        super::Board {
            files: self.files,
            ranks: self.ranks,
            types: self.moves.len(),
            pawn: self.pawn,
        }
    }

    /// Squares of the board.
    ///
    /// ```
    /// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
    /// assert_eq!(Plan::of(&Variant::shipped("chess").unwrap()).unwrap().squares(), 64);
    /// ```
    pub fn squares(&self) -> usize {
        self.files * self.ranks
    }

    /// Whether bitboards need 128 bits.
    ///
    /// ```
    /// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
    /// assert!(!Plan::of(&Variant::shipped("chess").unwrap()).unwrap().wide());
    /// ```
    pub fn wide(&self) -> bool {
        self.squares() > 64
    }

    /// The rides of `type` and `side` reversed: where a piece attacking along them stands.
    ///
    /// ```
    /// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
    /// let plan = Plan::of(&Variant::shipped("nightrider").unwrap()).unwrap();
    /// let n = plan.letters.iter().position(|&l| l == b'n').unwrap();
    /// assert_eq!(plan.rides_reversed(n, 0)[0].step, (-plan.moves[n][0].rides[0].step.0, -plan.moves[n][0].rides[0].step.1));
    /// ```
    pub fn rides_reversed(&self, t: usize, side: usize) -> Vec<Ride> {
        self.moves[t][side]
            .rides
            .iter()
            .filter(|r| r.capture)
            .map(|r| r.reversed())
            .collect()
    }

    /// The row of [`Plan::next`] that `step` numbers.
    ///
    /// ```
    /// use vector_attacks_codegen::{movegen::Plan, variant::Variant};
    /// let plan = Plan::of(&Variant::shipped("nightrider").unwrap()).unwrap();
    /// assert_eq!(plan.steps[plan.step_index(plan.steps[3])], plan.steps[3]);
    /// ```
    pub fn step_index(&self, step: (i32, i32)) -> usize {
        self.steps
            .iter()
            .position(|&x| x == step)
            .expect("every ride's step is listed")
    }
}

/// The steps of every ride, forward and reversed, in order of first use.
fn ride_steps(moves: &[[PieceMoves; 2]]) -> Vec<(i32, i32)> {
    let mut steps: Vec<(i32, i32)> = Vec::new();
    for m in moves.iter().flatten() {
        let lame_steps = m.lames.iter().flat_map(|l| l.steps.iter().copied());
        let unit_steps = m
            .rides
            .iter()
            .map(|r| r.step)
            .chain(m.hops.iter().map(|h| h.step));
        for step in unit_steps.chain(lame_steps) {
            for s in [step, (-step.0, -step.1)] {
                if !steps.contains(&s) {
                    steps.push(s);
                }
            }
        }
    }
    steps
}

/// Per square, the squares whose leap reaches it.
fn reverse(leaps: &[u128]) -> Vec<u128> {
    let mut rev = vec![0u128; leaps.len()];
    for (from, &set) in leaps.iter().enumerate() {
        for (to, r) in rev.iter_mut().enumerate() {
            if set >> to & 1 != 0 {
                *r |= 1 << from;
            }
        }
    }
    rev
}

/// A table of `n` by `n` sets.
type Square2 = Vec<Vec<u128>>;

/// The squares between two squares on one ride of any piece (for pins and blocks), and the
/// whole line of a ride through two squares (for the moves a pinned piece keeps); the step
/// of two rides that disagree on either as the error.
fn between_and_line(
    geometry: Geometry,
    moves: &[[PieceMoves; 2]],
    steps: &[(i32, i32)],
) -> Result<(Square2, Square2), (i32, i32)> {
    let n = geometry.squares();
    let mut between = vec![vec![None::<u128>; n]; n];
    let mut line = vec![vec![None::<u128>; n]; n];
    let mut ride_steps = steps.to_vec();
    if moves
        .iter()
        .flatten()
        .any(|m| m.lines_capture | m.lines_quiet != 0)
    {
        for &(df, dr) in &LINES {
            for s in [(df, dr), (-df, -dr)] {
                if !ride_steps.contains(&s) {
                    ride_steps.push(s);
                }
            }
        }
    }
    for &s in &ride_steps {
        let back = (-s.0, -s.1);
        for a in 0..n {
            let whole = 1u128 << a
                | sliders::ray(geometry, a, s, 0, 0)
                | sliders::ray(geometry, a, back, 0, 0);
            let mut path = 0u128;
            let mut at = a;
            while let Some(b) = step(geometry, at, s) {
                if path != 0 {
                    match between[a][b] {
                        Some(old) if old != path => return Err(s),
                        _ => between[a][b] = Some(path),
                    }
                }
                match line[a][b] {
                    Some(old) if old != whole => return Err(s),
                    _ => line[a][b] = Some(whole),
                }
                path |= 1 << b;
                at = b;
            }
        }
    }
    let known = |t: Vec<Vec<Option<u128>>>| {
        t.into_iter()
            .map(|row| row.into_iter().map(|x| x.unwrap_or(0)).collect())
            .collect()
    };
    Ok((known(between), known(line)))
}

/// Whether some piece's step has files and ranks with a common factor of 2 or more.
fn jumps_along_lines(variant: &Variant) -> Result<bool, Error> {
    fn gcd(a: i32, b: i32) -> i32 {
        if b == 0 {
            a.abs()
        } else {
            gcd(b, a % b)
        }
    }
    for p in &variant.pieces {
        let piece = betza::Piece::parse_fairy_stockfish(&p.name, &p.betza)?;
        if piece
            .moves()
            .iter()
            .any(|m| gcd(m.step.files, m.step.ranks) >= 2)
        {
            return Ok(true);
        }
    }
    Ok(false)
}

/// The most moves one piece has on an empty board (a pawn once per promotion choice, and
/// twice more); a move list holds that many for each piece of the larger side, and two
/// castlings.
fn most_moves(
    geometry: Geometry,
    variant: &Variant,
    moves: &[[PieceMoves; 2]],
    lines: &[u128],
    pawn: usize,
) -> usize {
    let promotion_factor = variant
        .promotion_pieces
        .iter()
        .map(Vec::len)
        .max()
        .unwrap_or(0)
        + 2
        // (A pawn promoting as shogi's pieces do too, `promotedPieceType = p:c`.)
        + usize::from(variant.piece_promotion.as_ref().is_some_and(|p| {
            p.types
                .iter()
                .any(|&(from, _)| Some(from) == variant.pieces.get(pawn).map(|p| p.letter))
        }));
    let mut most = 0;
    for (t, sides) in moves.iter().enumerate() {
        for m in sides {
            for sq in 0..geometry.squares() {
                let rides = m.rides.iter().fold(0, |s, r| s | ride(geometry, sq, r, 0));
                let whole = (0..4).fold(0u128, |s, l| {
                    if (m.lines_capture | m.lines_quiet) >> l & 1 != 0 {
                        s | lines[sq * 8 + l * 2] | lines[sq * 8 + l * 2 + 1]
                    } else {
                        s
                    }
                });
                let others = pieces::pseudo(geometry, m, sq, false);
                let count = (m.leap_captures[sq] | m.leap_quiets[sq] | rides | whole | others)
                    .count_ones() as usize;
                // (A promoted piece that may demote, twice too.)
                let letter = variant.pieces.get(t).map(|p| p.letter);
                let promotes = variant.piece_promotion.as_ref().is_some_and(|p| {
                    p.types.iter().any(|&(from, to)| {
                        Some(from) == letter || (p.demotion && Some(to) == letter)
                    })
                });
                most = most.max(if t == pawn {
                    // One more target for the double step, which may promote too.
                    (count + 1) * promotion_factor
                } else if letter.is_some_and(|l| {
                    variant
                        .promotion_pawn_types
                        .iter()
                        .any(|set| set.contains(&l))
                }) {
                    // A type promoting as the pawn does: each move once more per type.
                    count * promotion_factor
                } else if promotes {
                    2 * count
                } else {
                    count
                });
            }
        }
    }
    most
}

/// Each type's bit in Ed Schröder's attack byte (seed "Attack and Defend Maps"): 3 the pawn,
/// 7 the king, and for the others a class by what the piece attacks on an empty board beside
/// what a bishop and a rook attack, measured twice: from the board's middle square, and
/// summed over every square. A piece no greater than the bishop by both measures is 4
/// (knight and bishop); else no greater than the rook by both, 5 (rook); else 6 (queen, and
/// compounds such as the archbishop). Chess's values follow the same order. One measure
/// alone would not do: from the middle of a 9x9 board the bishop attacks as many squares as
/// the rook (16), and summed over an 8x8 board the archbishop attacks as many as the rook
/// (896).
fn attack_classes(
    geometry: Geometry,
    moves: &[[PieceMoves; 2]],
    pawn: usize,
    king: usize,
) -> Vec<u8> {
    let (files, ranks) = (geometry.files(), geometry.ranks());
    let middle = ((ranks - 1) / 2 * files + (files - 1) / 2) as usize;
    let lines = |square: usize, mask: u8| {
        LINES
            .iter()
            .enumerate()
            .filter(|&(l, _)| mask >> l & 1 != 0)
            .fold(0, |set, (_, &(df, dr))| {
                set | sliders::ray(geometry, square, (df, dr), 0, 0)
                    | sliders::ray(geometry, square, (-df, -dr), 0, 0)
            })
    };
    let reach_from = |m: &PieceMoves, square: usize| {
        let rides = m
            .rides
            .iter()
            .filter(|r| r.capture)
            .fold(0, |set, r| set | ride(geometry, square, r, 0));
        (m.leap_captures[square] | lines(square, m.lines_capture) | rides).count_ones()
    };
    // (from the middle, summed over the board)
    let measure = |reach: &dyn Fn(usize) -> u32| {
        (
            reach(middle),
            (0..geometry.squares()).map(reach).sum::<u32>(),
        )
    };
    let bishop = measure(&|sq| lines(sq, 0b1100).count_ones());
    let rook = measure(&|sq| lines(sq, 0b0011).count_ones());
    let within = |m: (u32, u32), bound: (u32, u32)| m.0 <= bound.0 && m.1 <= bound.1;
    moves
        .iter()
        .enumerate()
        .map(|(t, sides)| {
            let m = measure(&|sq| reach_from(&sides[0], sq));
            match m {
                _ if t == king => 7,
                _ if t == pawn => 3,
                m if within(m, bishop) => 4,
                m if within(m, rook) => 5,
                _ => 6,
            }
        })
        .collect()
}

/// Whether the pawns step one square forward and take one diagonally forward, and nothing
/// else (then they move as a set).
fn set_wise_pawns(geometry: Geometry, moves: &[[PieceMoves; 2]], pawn: usize) -> bool {
    let Some([m, _]) = moves.get(pawn) else {
        return false;
    };
    m.rides.is_empty()
        && m.lines_capture | m.lines_quiet == 0
        && (0..geometry.squares()).all(|sq| {
            let at = |df: i32| step(geometry, sq, (df, 1)).map_or(0u128, |t| 1 << t);
            m.leap_quiets[sq] == at(0) && m.leap_captures[sq] == at(-1) | at(1)
        })
}

/// The most pieces a side has in the start position, in hand included; where captures go
/// to the hand, every piece of both (one side may come to hold them all).
fn max_pieces(variant: &Variant) -> Result<usize, Error> {
    let placement = variant.start_fen.split_whitespace().next().unwrap_or("");
    let mut count = [0usize; 2];
    for c in placement.chars() {
        if c.is_ascii_alphabetic() {
            if variant.piece_index(c.to_ascii_lowercase()).is_none() {
                return Err(Error::Variant {
                    variant: variant.name.clone(),
                    message: format!(
                        "its startFen `{}` has `{c}`, none of its pieces ({})",
                        variant.start_fen,
                        variant.pieces.iter().map(|p| p.letter).collect::<String>()
                    ),
                });
            }
            count[usize::from(c.is_ascii_lowercase())] += 1;
        }
    }
    // (Captured pieces go into the hand, or a partner's board sends them: a side may hold
    // every piece of both.)
    if variant
        .drops
        .as_ref()
        .is_some_and(|d| d.captures_to_hand || (d.moves && d.two_boards))
    {
        return Ok(count[0] + count[1]);
    }
    Ok(count[0].max(count[1]))
}

/// Per side, whether the start position holds its royal king (Fairy-Stockfish keeps each
/// side's number of kings to the start position's).
fn royal_sides(variant: &Variant) -> [bool; 2] {
    let placement = variant.start_fen.split_whitespace().next().unwrap_or("");
    let king = variant.pieces.iter().find(|p| p.name == "king");
    [true, false].map(|white| {
        king.is_some_and(|k| {
            let letter = if white {
                k.letter.to_ascii_uppercase()
            } else {
                k.letter.to_ascii_lowercase()
            };
            placement.contains(letter)
        })
    })
}
