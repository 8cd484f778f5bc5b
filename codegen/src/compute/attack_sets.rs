//! Attack sets: what a piece on a square attacks among blockers, for the request's board and
//! pieces (the getters `attacks(piece, from, occupied)` that the seed "Square Attacked By"
//! takes for granted, and the attackers of a square built from them).
//!
//! A piece's capture moves are split by how their squares are found:
//!
//! - **leaps** (`W`, `N`, `fF`, the leaper parts of compounds): one set per square, nothing
//!   can block them;
//! - **line rides** (riders stepping like a wazir or a ferz: `R`, `B`, `Q`, `vR`, `fsR`, `R4`,
//!   `B2`, ...): the whole line's attacks among the blockers by the request's
//!   [`AttackStrategy`], ANDed with the squares the piece's rides reach on an empty board
//!   when they are not the whole lines (a direction subset, a range);
//! - **paths** (lame leapers `nN`, `nA`, other riders such as the nightrider `NN`): per
//!   square, each landing square with the squares that must be empty to reach it, tested one
//!   by one (a loop over landing squares);
//! - **hops** (the cannon `pR`, the grasshopper `gQ`): per direction, the ray to the edge,
//!   the nearest piece on it found as its lowest or highest bit ([`super::hops`]).

use super::hops::{self, HopRay};
use super::rotated::Rotation;
use super::sliders::{self, slide, Magics, BISHOP, LINES, ROOK};
use crate::input::betza::{Piece, Range};
use crate::{error::Error, model::geometry::Displacement, model::geometry::Geometry};

/// The strategy of the line rides: a request type, defined beside the others
/// ([`crate::compute::strategy::AttackStrategy`]).
pub use crate::compute::strategy::AttackStrategy;

/// A piece's rides along one kind of line (the files and ranks, or the diagonals).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rides {
    /// The lines it rides, as indices into [`LINES`] (0 file, 1 rank, 2 diagonal, 3
    /// anti-diagonal).
    pub lines: Vec<usize>,
    /// Per square, the squares its rides reach on an empty board (its directions and range).
    pub masks: Vec<u128>,
    /// Per square, the whole lines of `lines` through it: where `masks` equals them the
    /// strategy's line attacks need no mask.
    pub whole: Vec<u128>,
}

impl Rides {
    /// Whether the rides cover the whole of their lines on every square (a rook's files and
    /// ranks, a `vR`'s files): then the line attacks are the answer with no mask.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attack_sets::PieceSets;
    /// use vector_attacks_codegen::{betza::Piece, Geometry};
    /// let g = Geometry::STANDARD;
    /// let sets = |b| PieceSets::new(&Piece::parse("x", b).unwrap(), g);
    /// assert!(sets("vR").orthogonal.unwrap().is_whole());
    /// assert!(!sets("R4").orthogonal.unwrap().is_whole());
    /// assert!(!sets("fR").orthogonal.unwrap().is_whole());
    /// ```
    pub fn is_whole(&self) -> bool {
        self.masks == self.whole
    }

    /// Whether these are all four lines of their kind (then a rook's or bishop's magic gives
    /// them whole).
    fn is_both_lines(&self) -> bool {
        self.lines.len() == 2
    }

    /// Whether the strategy's getter for this kind of line must be ANDed with [`Rides::masks`]:
    /// magics give both lines of the kind, obstruction difference each line alone.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attack_sets::{AttackStrategy, PieceSets};
    /// use vector_attacks_codegen::{betza::Piece, Geometry};
    /// let v = PieceSets::new(&Piece::parse("x", "vR").unwrap(), Geometry::STANDARD);
    /// let rides = v.orthogonal.unwrap();
    /// assert!(rides.needs_mask(AttackStrategy::Magic));
    /// assert!(!rides.needs_mask(AttackStrategy::Obstruction));
    /// ```
    pub fn needs_mask(&self, strategy: AttackStrategy) -> bool {
        match strategy {
            AttackStrategy::Magic => !(self.is_whole() && self.is_both_lines()),
            AttackStrategy::Obstruction | AttackStrategy::Rotated | AttackStrategy::Fill => {
                !self.is_whole()
            }
        }
    }
}

/// One piece's capture moves on one board, split by how their squares are found (see the
/// module documentation), as seen from every square.
///
/// ```
/// use vector_attacks_codegen::compute::attack_sets::PieceSets;
/// use vector_attacks_codegen::{betza::Piece, Geometry};
/// let g = Geometry::STANDARD;
/// let archbishop = PieceSets::new(&Piece::parse("archbishop", "BN").unwrap(), g);
/// assert_eq!(archbishop.leaps[0], 1 << 10 | 1 << 17); // a1: the knight's c2, b3
/// assert!(archbishop.orthogonal.is_none() && archbishop.diagonal.is_some());
/// let horse = PieceSets::new(&Piece::parse("horse", "nN").unwrap(), g);
/// assert_eq!(horse.paths[0], vec![(1 << 17, 1 << 8), (1 << 10, 1 << 1)]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceSets {
    /// Per square, the squares its leaps reach (nothing can block them; the first step of a
    /// ride that is not along a line, such as the nightrider's, is one).
    pub leaps: Vec<u128>,
    /// Its rides along files and ranks, if any.
    pub orthogonal: Option<Rides>,
    /// Its rides along diagonals, if any.
    pub diagonal: Option<Rides>,
    /// Per square, each landing square of a lame leap or other ride (as a one-square set)
    /// with the squares that must be empty to reach it (not empty), in the order of the
    /// piece's moves; landing squares a leap reaches anyway are left out.
    pub paths: Vec<Vec<(u128, u128)>>,
    /// Its capture hops, the same from every square (a cannon's four, a grasshopper's
    /// eight), in the order of the piece's moves.
    pub hops: Vec<HopRay>,
}

/// The line of [`LINES`] a wazir or ferz step runs along, if it is one.
fn line_of(step: Displacement) -> Option<usize> {
    match (step.files, step.ranks) {
        (0, -1 | 1) => Some(0),
        (-1 | 1, 0) => Some(1),
        (1, 1) | (-1, -1) => Some(2),
        (1, -1) | (-1, 1) => Some(3),
        _ => None,
    }
}

impl PieceSets {
    /// The piece's capture moves on `geometry`.
    pub fn new(piece: &Piece, geometry: Geometry) -> PieceSets {
        let n = geometry.squares();
        let bitboard = geometry.bitboard();
        let mut leaps = vec![0u128; n];
        let mut paths: Vec<Vec<(u128, u128)>> = vec![Vec::new(); n];
        let empty_rides = || (Vec::new(), vec![0u128; n]);
        let (mut orthogonal, mut diagonal) = (empty_rides(), empty_rides());
        let mut hops = Vec::new();
        for m in piece.moves().iter().filter(|m| m.capture) {
            if let Some(hop) = HopRay::of(m) {
                if !hops.contains(&hop) {
                    hops.push(hop);
                }
                continue;
            }
            match (m.range, line_of(m.step)) {
                (Range::Ride(limit), Some(line)) => {
                    let (lines, masks) = if line < 2 {
                        &mut orthogonal
                    } else {
                        &mut diagonal
                    };
                    if !lines.contains(&line) {
                        lines.push(line);
                    }
                    let limit = limit.map_or(i32::MAX, i32::from);
                    for (from, mask) in masks.iter_mut().enumerate() {
                        let (file, rank) = geometry.file_rank(from);
                        for k in 1..=limit {
                            let Some(sq) =
                                geometry.square(file + k * m.step.files, rank + k * m.step.ranks)
                            else {
                                break;
                            };
                            *mask |= 1 << sq;
                        }
                    }
                }
                _ => {
                    for (from, (leap, list)) in leaps.iter_mut().zip(&mut paths).enumerate() {
                        for to in (0..n).filter(|&to| to != from) {
                            match m.path_to(geometry, geometry.displacement(from, to)) {
                                Some(0) => *leap |= 1 << to,
                                Some(relative) => {
                                    let entry = (1 << to, bitboard.rotate_left(relative, from));
                                    if !list.contains(&entry) {
                                        list.push(entry);
                                    }
                                }
                                None => {}
                            }
                        }
                    }
                }
            }
        }
        for (list, &leap) in paths.iter_mut().zip(&leaps) {
            list.retain(|&(target, _)| target & leap == 0);
        }
        let rides = |(mut lines, masks): (Vec<usize>, Vec<u128>)| {
            lines.sort_unstable();
            (!lines.is_empty()).then(|| {
                let whole = (0..n)
                    .map(|from| {
                        lines.iter().fold(0, |set, &line| {
                            let (df, dr) = LINES[line];
                            set | slide(geometry, from, &[(df, dr), (-df, -dr)], 0)
                        })
                    })
                    .collect();
                Rides {
                    lines,
                    masks,
                    whole,
                }
            })
        };
        PieceSets {
            leaps,
            orthogonal: rides(orthogonal),
            diagonal: rides(diagonal),
            paths,
            hops,
        }
    }

    /// The same moves seen from the attacked square: entry `[square]` holds the squares from
    /// which the piece attacks `square` (for a directional piece, its moves turned round),
    /// and the paths lead from those squares to `square`. What `attackers_to` reads.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attack_sets::PieceSets;
    /// use vector_attacks_codegen::{betza::Piece, Geometry};
    /// let g = Geometry::STANDARD;
    /// let pawn = PieceSets::new(&Piece::parse("white pawn", "fmWfcF").unwrap(), g);
    /// let e4 = 28;
    /// assert_eq!(pawn.reversed().leaps[e4], 1 << 19 | 1 << 21); // d3, f3
    /// ```
    pub fn reversed(&self) -> PieceSets {
        let n = self.leaps.len();
        let turn = |sets: &[u128]| -> Vec<u128> {
            (0..n)
                .map(|to| {
                    (0..n)
                        .filter(|&from| sets[from] >> to & 1 == 1)
                        .fold(0, |set, from| set | 1 << from)
                })
                .collect()
        };
        let rides = |r: &Option<Rides>| {
            r.as_ref().map(|r| Rides {
                lines: r.lines.clone(),
                masks: turn(&r.masks),
                whole: r.whole.clone(),
            })
        };
        let paths = (0..n)
            .map(|to| {
                (0..n)
                    .flat_map(|from| {
                        self.paths[from]
                            .iter()
                            .filter(move |&&(target, _)| target == 1 << to)
                            .map(move |&(_, path)| (1 << from, path))
                    })
                    .collect()
            })
            .collect();
        PieceSets {
            leaps: turn(&self.leaps),
            orthogonal: rides(&self.orthogonal),
            diagonal: rides(&self.diagonal),
            paths,
            hops: self.hops.iter().map(|h| h.reversed()).collect(),
        }
    }

    /// What the piece attacks from `from` among `occupied` (the squares of its moves up to
    /// and including the first blocker), computed from these sets with the lines walked: the
    /// meaning of the generated `attacks`.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attack_sets::PieceSets;
    /// use vector_attacks_codegen::{betza::Piece, Geometry};
    /// let g = Geometry::STANDARD;
    /// let short_rook = PieceSets::new(&Piece::parse("short rook", "R2").unwrap(), g);
    /// assert_eq!(short_rook.attacks(g, 0, 1 << 1), 1 << 1 | 1 << 8 | 1 << 16);
    /// ```
    pub fn attacks(&self, geometry: Geometry, from: usize, occupied: u128) -> u128 {
        let mut set = self.leaps[from];
        for rides in [&self.orthogonal, &self.diagonal].into_iter().flatten() {
            let lines = rides.lines.iter().fold(0, |set, &line| {
                let (df, dr) = LINES[line];
                set | slide(geometry, from, &[(df, dr), (-df, -dr)], occupied)
            });
            set |= lines & rides.masks[from];
        }
        for &(target, path) in &self.paths[from] {
            if path & occupied == 0 {
                set |= target;
            }
        }
        self.hops
            .iter()
            .fold(set, |set, h| set | h.attacks(geometry, from, occupied))
    }

    /// Whether it has a leap anywhere.
    pub fn has_leaps(&self) -> bool {
        self.leaps.iter().any(|&s| s != 0)
    }

    /// Whether it has a path anywhere.
    pub fn has_paths(&self) -> bool {
        self.paths.iter().any(|p| !p.is_empty())
    }

    /// Whether it hops.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attack_sets::PieceSets;
    /// use vector_attacks_codegen::{betza::Piece, Geometry};
    /// let cannon = Piece::parse_with_hoppers("cannon", "mRcpR").unwrap();
    /// assert!(PieceSets::new(&cannon, Geometry::STANDARD).has_hops());
    /// ```
    pub fn has_hops(&self) -> bool {
        !self.hops.is_empty()
    }
}

/// Which generated function.
///
/// ```
/// use vector_attacks_codegen::compute::attack_sets::AttackFunction;
/// assert_eq!(AttackFunction::AttackersTo.square_parameter(), "square");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttackFunction {
    /// `attacks(piece, from, occupied) -> B`.
    Attacks,
    /// `attackers_to(square, occupied, by_piece) -> B`.
    AttackersTo,
    /// `in_check(king, occupied, by_piece) -> bool`.
    InCheck,
    /// `side_attacks(by_piece, occupied) -> B`: every square the given pieces attack.
    SideAttacks,
}

impl AttackFunction {
    /// The name of its square parameter.
    pub const fn square_parameter(self) -> &'static str {
        match self {
            AttackFunction::Attacks | AttackFunction::SideAttacks => "from",
            AttackFunction::AttackersTo => "square",
            AttackFunction::InCheck => "king",
        }
    }
}

/// One generated attack-set function with everything it reads: what the emitter needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttackSetFunction {
    /// Which function.
    pub function: AttackFunction,
    /// How its line rides are found.
    pub strategy: AttackStrategy,
    /// The board.
    pub geometry: Geometry,
    /// The pieces' sets as the function reads them: seen from the piece for `attacks`,
    /// turned round ([`PieceSets::reversed`]) for `attackers_to` and `in_check`.
    pub pieces: Vec<PieceSets>,
    /// The rook's magics, when the strategy is [`AttackStrategy::Magic`] and a piece rides
    /// files or ranks.
    pub rook: Option<Magics>,
    /// The bishop's, likewise for diagonals.
    pub bishop: Option<Magics>,
    /// The rotation tables, when the strategy is [`AttackStrategy::Rotated`] (the
    /// `RotatedOccupancy` the function takes holds them).
    pub rotation: Option<Rotation>,
    /// The pieces' capture moves, for the set-wise `side_attacks` ([`AttackStrategy::Fill`]).
    pub moves: Vec<Vec<crate::input::betza::Move>>,
}

impl AttackSetFunction {
    /// The function over `pieces` on `geometry` by `strategy`; refuses a strategy that cannot
    /// serve the board, naming one that can (`table` names the item in the message).
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attack_sets::{AttackFunction, AttackSetFunction, AttackStrategy};
    /// use vector_attacks_codegen::compute::attacks::PieceClass;
    /// use vector_attacks_codegen::Geometry;
    /// let pieces = PieceClass::orthodox();
    /// let g = Geometry::STANDARD;
    /// let kit = AttackSetFunction::new(AttackFunction::Attacks, AttackStrategy::Obstruction, g, &pieces, "attacks-fn").unwrap();
    /// assert_eq!(kit.pieces.len(), 7);
    /// assert!(kit.rook.is_none());
    /// ```
    pub fn new(
        function: AttackFunction,
        strategy: AttackStrategy,
        geometry: Geometry,
        pieces: &[Piece],
        table: &'static str,
    ) -> Result<AttackSetFunction, Error> {
        strategy.serves(geometry, table)?;
        let piece_list = pieces;
        let pieces = AttackSetFunction::sets(function, geometry, pieces);
        let magic = strategy == AttackStrategy::Magic;
        let rook = if magic && pieces.iter().any(|p| p.orthogonal.is_some()) {
            Some(sliders::magics(geometry, &ROOK, table)?)
        } else {
            None
        };
        let bishop = if magic && pieces.iter().any(|p| p.diagonal.is_some()) {
            Some(sliders::magics(geometry, &BISHOP, table)?)
        } else {
            None
        };
        let rotation = (strategy == AttackStrategy::Rotated).then(|| Rotation::new(geometry));
        Ok(AttackSetFunction {
            function,
            strategy,
            geometry,
            moves: pieces_moves(piece_list),
            pieces,
            rook,
            bishop,
            rotation,
        })
    }

    /// The pieces' sets as `function` reads them: seen from the piece for `attacks`, turned
    /// round for `attackers_to` and `in_check`.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attack_sets::{AttackFunction, AttackSetFunction};
    /// use vector_attacks_codegen::compute::attacks::PieceClass;
    /// use vector_attacks_codegen::Geometry;
    /// let pieces = PieceClass::orthodox();
    /// let sets = AttackSetFunction::sets(AttackFunction::AttackersTo, Geometry::STANDARD, &pieces);
    /// assert_eq!(sets[1].leaps[28], 1 << 19 | 1 << 21); // white pawns attack e4 from d3, f3
    /// ```
    pub fn sets(function: AttackFunction, geometry: Geometry, pieces: &[Piece]) -> Vec<PieceSets> {
        let forward = pieces.iter().map(|p| PieceSets::new(p, geometry));
        match function {
            AttackFunction::Attacks | AttackFunction::SideAttacks => forward.collect(),
            AttackFunction::AttackersTo | AttackFunction::InCheck => {
                forward.map(|p| p.reversed()).collect()
            }
        }
    }

    /// The bytes of the tables it reads, by part ([`TableBytes::of`]).
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attack_sets::{AttackFunction, AttackSetFunction, AttackStrategy};
    /// use vector_attacks_codegen::compute::attacks::PieceClass;
    /// use vector_attacks_codegen::Geometry;
    /// let pieces = PieceClass::orthodox();
    /// let g = Geometry::STANDARD;
    /// let kit = AttackSetFunction::new(AttackFunction::Attacks, AttackStrategy::Obstruction, g, &pieces, "attacks-fn").unwrap();
    /// let bytes = kit.table_bytes();
    /// assert_eq!(bytes.leaps, 4 * 64 * 8); // two pawns, knight, king
    /// assert_eq!(bytes.lines, 64 * 4 * 2 * 8); // the obstruction-difference masks
    /// assert_eq!(bytes.total(), 2048 + 4096);
    /// // By magics: the rook's and bishop's magics and the attack sets they index.
    /// let kit = AttackSetFunction::new(AttackFunction::Attacks, AttackStrategy::Magic, g, &pieces, "attacks-fn").unwrap();
    /// let (rook, bishop) = (kit.rook.as_ref().unwrap(), kit.bishop.as_ref().unwrap());
    /// let built = (rook.squares.len() + bishop.squares.len()) * 4 * 8 + (rook.attacks.len() + bishop.attacks.len()) * 8;
    /// assert_eq!(kit.table_bytes().lines, built);
    /// ```
    pub fn table_bytes(&self) -> TableBytes {
        TableBytes::of(self.strategy, self.geometry, &self.pieces)
    }

    /// How many ride-mask rows the function reads (one per piece and kind of line that
    /// needs one).
    pub fn mask_rows(&self) -> usize {
        mask_rows(&self.pieces, self.strategy)
    }

    /// Whether any piece rides a line.
    pub fn uses_lines(&self) -> bool {
        uses_lines(&self.pieces)
    }

    /// The bytes of one entry of the path lists' starts: `u16` while they fit.
    pub fn start_bytes(&self) -> usize {
        start_bytes(&self.pieces)
    }
}

/// Each piece's capture moves.
fn pieces_moves(pieces: &[Piece]) -> Vec<Vec<crate::input::betza::Move>> {
    pieces
        .iter()
        .map(|p| p.moves().iter().filter(|m| m.capture).copied().collect())
        .collect()
}

fn mask_rows(pieces: &[PieceSets], strategy: AttackStrategy) -> usize {
    pieces
        .iter()
        .flat_map(|p| [&p.orthogonal, &p.diagonal])
        .flatten()
        .filter(|r| r.needs_mask(strategy))
        .count()
}

fn uses_lines(pieces: &[PieceSets]) -> bool {
    pieces
        .iter()
        .any(|p| p.orthogonal.is_some() || p.diagonal.is_some())
}

/// The entries of all the pieces' path lists.
fn path_entries(pieces: &[PieceSets]) -> usize {
    pieces
        .iter()
        .map(|p| p.paths.iter().map(Vec::len).sum::<usize>())
        .sum()
}

fn start_bytes(pieces: &[PieceSets]) -> usize {
    if path_entries(pieces) <= usize::from(u16::MAX) {
        2
    } else {
        4
    }
}

/// The bytes of an [`AttackSetFunction`]'s tables, by part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableBytes {
    /// The leap sets, one row per piece that leaps.
    pub leaps: usize,
    /// The ride masks, one row per piece and kind of line that needs one.
    pub masks: usize,
    /// The path lists and their starts.
    pub paths: usize,
    /// The hops' rays, one per direction and square, when a piece hops.
    pub rays: usize,
    /// The strategy's line tables (magics and their attack sets, or obstruction masks).
    pub lines: usize,
}

impl TableBytes {
    /// The bytes of the tables a function over `pieces` (as it reads them) by `strategy`
    /// reads on `geometry`, found without building them: the magics' attack sets are counted
    /// by [`sliders::slots`], so a doc comment states them without repeating the search.
    ///
    /// ```
    /// use vector_attacks_codegen::compute::attack_sets::{AttackFunction, AttackSetFunction, AttackStrategy, TableBytes};
    /// use vector_attacks_codegen::compute::attacks::PieceClass;
    /// use vector_attacks_codegen::Geometry;
    /// let g = Geometry::STANDARD;
    /// let sets = AttackSetFunction::sets(AttackFunction::Attacks, g, &PieceClass::orthodox());
    /// let magic = TableBytes::of(AttackStrategy::Magic, g, &sets);
    /// assert_eq!(magic.lines, 2 * 64 * 4 * 8 + (102_400 + 5_248) * 8);
    /// ```
    pub fn of(strategy: AttackStrategy, geometry: Geometry, pieces: &[PieceSets]) -> TableBytes {
        let n = geometry.squares();
        let b = geometry.bitboard().bits() as usize / 8;
        let leaps = pieces.iter().filter(|p| p.has_leaps()).count() * n * b;
        let masks = mask_rows(pieces, strategy) * n * b;
        let starts = pieces.iter().filter(|p| p.has_paths()).count() * (n + 1);
        let paths = path_entries(pieces) * 2 * b + starts * start_bytes(pieces);
        let rays = if pieces.iter().any(PieceSets::has_hops) {
            hops::DIRECTIONS.len() * n * b
        } else {
            0
        };
        let lines = match strategy {
            AttackStrategy::Obstruction if uses_lines(pieces) => n * LINES.len() * 2 * b,
            AttackStrategy::Rotated => Rotation::bytes(geometry),
            AttackStrategy::Obstruction | AttackStrategy::Fill => 0,
            AttackStrategy::Magic => [
                (pieces.iter().any(|p| p.orthogonal.is_some()), &ROOK),
                (pieces.iter().any(|p| p.diagonal.is_some()), &BISHOP),
            ]
            .into_iter()
            .filter(|&(used, _)| used)
            .map(|(_, directions)| n * 4 * 8 + sliders::slots(geometry, directions) * 8)
            .sum(),
        };
        TableBytes {
            leaps,
            masks,
            paths,
            rays,
            lines,
        }
    }

    /// All of them.
    pub fn total(&self) -> usize {
        self.leaps + self.masks + self.paths + self.rays + self.lines
    }
}
