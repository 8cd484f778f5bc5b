//! Pieces as data: definitions in Betza's notation (the "funny notation" of Ralph Betza, as
//! Fairy-Stockfish reads it), parsed into moves, and for each displacement the one answer a
//! table can hold: never, always (nothing can block), or the squares that must be empty.
//!
//! Supported, per move group `[modifiers] ATOM [ATOM | DIGIT]`:
//!
//! - leaper atoms `W` (1,0), `F` (1,1), `D` (2,0), `N` (2,1), `A` (2,2), `H` (3,0), `C` (3,1),
//!   `Z` (3,2), `G` (3,3), and `K` (`W` and `F` together);
//! - riders `R`, `B`, `Q` (`Q` rides both `W` and `F`), a doubled atom (`NN`, the
//!   nightrider; `WW` is `R`), and a range limit (`R4`, `B2`, `N2`: at most that many steps);
//! - direction modifiers, relative to the side that moves up the board: `f` forward, `b`
//!   backward, `l` left, `r` right, `v` (forward and backward), `s` (left and right), and
//!   pairs of a vertical and a horizontal one (`fl`, `rb`, `fs`, ...). On an oblique atom the
//!   first letter of a pair says which of the two forward-right moves is meant: `rf` the
//!   narrow one (two ranks, one file for `N`), `fr` the wide one; `f` alone the two narrow
//!   forward moves, `fs` the two wide ones. On a single orthogonal atom a pair is the union of
//!   its letters (`fsW`: forward and sideways);
//! - `m` (move only) and `c` (capture only); without either a move does both. Attack tables
//!   use the capture moves;
//! - `n`, a lame leaper: each square of its path must be empty. The path walks along the
//!   longer axis while it is longer, then diagonally: the xiangqi horse `nN` needs the
//!   orthogonally adjacent square, the elephant `nA` the diagonal one. Allowed on the atoms
//!   with one such path (`W F D N A H G K`), and on the zebra `Z`, whose path Fairy-Stockfish
//!   takes the same way (a step along the longer axis, then two diagonal ones: janggi's
//!   elephant `nZ`).
//!
//! - hoppers, read by [`Piece::parse_with_hoppers`] only (the move generator's and the
//!   attack-set functions' reading; a table of squares that must be empty cannot hold them,
//!   and a request refuses them in such a table): `p` on an unlimited rider `R`,
//!   `B` or `Q` passes over exactly one piece, the screen, and rides on beyond it (the
//!   cannon's capture `cpR`: it takes the next piece); `g` lands on the square right beyond
//!   the first piece (the grasshopper `gQ`).
//!
//! Refused, with the part named: hoppers (`p`, `g`) but where read as above, initial moves
//! (`i`), other modifiers, a lame leaper with two possible paths (`nC`), a lame rider,
//! a range of 0, a modifier with no atom after it. Black's twin of a directional piece is a piece of its
//! own with the directions mirrored (`bmWbcF` for the black pawn of `fmWfcF`).

use crate::{Displacement, Error, Geometry};

/// One move of a piece: a step, how often it may repeat, what blocks it, what it may do.
///
/// ```
/// use vector_attacks_codegen::betza::{Piece, Range};
/// let nightrider = Piece::parse("nightrider", "NN").unwrap();
/// assert_eq!(nightrider.moves().len(), 8);
/// assert_eq!(nightrider.moves()[0].range, Range::Ride(None));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// One step: ranks towards the last rank, files towards the last file.
    pub step: Displacement,
    /// One leap, or a ride of repeated steps.
    pub range: Range,
    /// A lame leap: the squares of its path must be empty.
    pub lame: bool,
    /// Whether and how the ride passes a piece on its way (a hopper, `p` or `g`).
    pub hop: Hop,
    /// It may capture (and so attacks its target).
    pub capture: bool,
    /// It may move to an empty square.
    pub quiet: bool,
}

/// How a move passes the pieces on its way.
///
/// ```
/// use vector_attacks_codegen::betza::{Hop, Piece};
/// let cannon = Piece::parse_with_hoppers("cannon", "mRcpR").unwrap();
/// assert!(cannon.moves().iter().any(|m| m.hop == Hop::Cannon && m.capture && !m.quiet));
/// let grasshopper = Piece::parse_with_hoppers("grasshopper", "gQ").unwrap();
/// assert!(grasshopper.moves().iter().all(|m| m.hop == Hop::Grasshopper));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hop {
    /// It stops at the first piece it meets (every leap and plain ride).
    No,
    /// `p`: over exactly one piece (the screen), then on as a rider up to the next piece,
    /// which it may take (the cannon).
    Cannon,
    /// `g`: over the first piece, onto the square right beyond it (the grasshopper).
    Grasshopper,
}

/// How far a move reaches.
///
/// ```
/// use vector_attacks_codegen::betza::Range;
/// assert_ne!(Range::Leap, Range::Ride(Some(4)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Range {
    /// One step, jumping over whatever is between.
    Leap,
    /// Repeated steps while the squares are empty: at most `n` with `Some(n)`, else to the
    /// edge.
    Ride(Option<u8>),
}

/// A piece: its name, its definition and the moves it stands for.
///
/// ```
/// use vector_attacks_codegen::betza::Piece;
/// let archbishop = Piece::parse("archbishop", "BN").unwrap();
/// assert_eq!(archbishop.moves().len(), 4 + 8);
/// let e = Piece::parse("cannon", "mRcpR").unwrap_err().to_string();
/// assert!(e.contains("`p`") && e.contains("hopper"), "{e}");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    name: String,
    betza: String,
    moves: Vec<Move>,
}

/// The eight moves of an atom of `a` ranks and `b` files (`a >= b`) as (ranks, files), each
/// with the direction pairs that select it (a single letter `x` stands for `xx`).
fn atom_moves(a: i32, b: i32) -> [((i32, i32), [&'static str; 4]); 8] {
    [
        ((a, b), ["ff", "vv", "rf", "rv"]),
        ((-a, -b), ["bb", "vv", "lb", "lv"]),
        ((-b, a), ["rr", "ss", "br", "bs"]),
        ((b, -a), ["ll", "ss", "fl", "fs"]),
        ((b, a), ["rr", "ss", "fr", "fs"]),
        ((-b, -a), ["ll", "ss", "bl", "bs"]),
        ((-a, b), ["bb", "vv", "rb", "rv"]),
        ((a, -b), ["ff", "vv", "lf", "lv"]),
    ]
}

/// The atoms of a letter as (ranks, files), and whether the letter alone rides.
fn atoms(letter: char) -> Option<(&'static [(i32, i32)], bool)> {
    Some(match letter {
        'W' => (&[(1, 0)], false),
        'F' => (&[(1, 1)], false),
        'D' => (&[(2, 0)], false),
        'N' => (&[(2, 1)], false),
        'A' => (&[(2, 2)], false),
        'H' => (&[(3, 0)], false),
        'C' => (&[(3, 1)], false),
        'Z' => (&[(3, 2)], false),
        'G' => (&[(3, 3)], false),
        'K' => (&[(1, 0), (1, 1)], false),
        'R' => (&[(1, 0)], true),
        'B' => (&[(1, 1)], true),
        'Q' => (&[(1, 0), (1, 1)], true),
        _ => return None,
    })
}

const VERTICAL: &str = "fbv";
const HORIZONTAL: &str = "rls";

impl Piece {
    /// Parses `betza` as the definition of a piece called `name`. Refuses what is not
    /// supported (see the module documentation), naming the part and what is supported.
    ///
    /// ```
    /// use vector_attacks_codegen::betza::Piece;
    /// let soldier = Piece::parse("soldier", "fsW").unwrap();
    /// assert_eq!(soldier.moves().len(), 3); // forward, left, right
    /// assert!(Piece::parse("x", "nC").unwrap_err().to_string().contains("two possible paths"));
    /// ```
    pub fn parse(name: &str, betza: &str) -> Result<Piece, Error> {
        Piece::parse_as(name, betza, false)
    }

    /// Parses `betza` as [`Piece::parse`] does, and reads hoppers too (`p` and `g` on an
    /// unlimited `R`, `B` or `Q`), as the move generator plays them.
    ///
    /// ```
    /// use vector_attacks_codegen::betza::{Hop, Piece};
    /// let cannon = Piece::parse_with_hoppers("cannon", "mRcpR").unwrap();
    /// assert_eq!(cannon.moves().len(), 8); // four quiet rides, four hopping captures
    /// assert!(Piece::parse("cannon", "mRcpR").is_err());
    /// assert!(Piece::parse_with_hoppers("x", "pN").unwrap_err().to_string().contains("unlimited"));
    /// ```
    pub fn parse_with_hoppers(name: &str, betza: &str) -> Result<Piece, Error> {
        Piece::parse_as(name, betza, true)
    }

    fn parse_as(name: &str, betza: &str, hoppers: bool) -> Result<Piece, Error> {
        let bad = |part: &str, why: &str| Error::BadBetza {
            piece: name.to_owned(),
            betza: betza.to_owned(),
            part: part.to_owned(),
            why: why.to_owned(),
        };
        let chars: Vec<char> = betza.chars().collect();
        let mut moves: Vec<Move> = Vec::new();
        let (mut capture, mut quiet, mut lame) = (false, false, false);
        let mut hop = Hop::No;
        let mut directions: Vec<String> = Vec::new();
        let mut pending = String::new(); // modifiers since the last atom, for messages
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            match c {
                'm' | 'c' => {
                    quiet |= c == 'm';
                    capture |= c == 'c';
                }
                'n' => lame = true,
                'p' if hoppers => hop = Hop::Cannon,
                'g' if hoppers => hop = Hop::Grasshopper,
                'p' | 'g' => {
                    return Err(bad(&c.to_string(), "hoppers (the cannon `pR`, the grasshopper `gQ`) are not supported: a hopper's attack depends on a screen, which no single set of squares that must be empty can describe"))
                }
                'i' => return Err(bad("i", "initial moves are not supported: a table does not know whether a piece has moved")),
                _ if VERTICAL.contains(c) || HORIZONTAL.contains(c) => {
                    let next = chars.get(i + 1).copied();
                    match next {
                        Some(c2)
                            if c2 == c
                                || (VERTICAL.contains(c) && HORIZONTAL.contains(c2))
                                || (HORIZONTAL.contains(c) && VERTICAL.contains(c2)) =>
                        {
                            directions.push(format!("{c}{c2}"));
                            pending.push(c);
                            pending.push(c2);
                            i += 2;
                            continue;
                        }
                        _ => directions.push(format!("{c}{c}")),
                    }
                }
                _ => {
                    let Some((atom_list, rides)) = atoms(c) else {
                        return Err(bad(&c.to_string(), "unknown letter; supported: atoms W F D N A H C Z G K, riders R B Q, a doubled atom (NN) or a range digit (R4), modifiers f b l r v s, m c and n"));
                    };
                    let mut range = if rides { Range::Ride(None) } else { Range::Leap };
                    match chars.get(i + 1) {
                        Some(&d) if d.is_ascii_digit() => {
                            if d == '0' {
                                return Err(bad(&format!("{c}0"), "a range of 0; leave the digit out for an unlimited rider"));
                            }
                            range = Range::Ride(Some(d as u8 - b'0'));
                            i += 1;
                        }
                        Some(&d) if d == c => {
                            range = Range::Ride(None);
                            i += 1;
                        }
                        _ => {}
                    }
                    if lame {
                        if range != Range::Leap {
                            return Err(bad(&format!("n{c}"), "a lame rider is not supported; `n` applies to leapers"));
                        }
                        if c == 'C' {
                            return Err(bad(&format!("n{c}"), "a lame leaper with two possible paths is not supported: `n` needs one path (W F D N A H G K, and Z as Fairy-Stockfish reads it)"));
                        }
                    }
                    if hop != Hop::No && (!rides || range != Range::Ride(None) || lame) {
                        let letter = if hop == Hop::Cannon { 'p' } else { 'g' };
                        return Err(bad(&format!("{letter}{c}"), "a hopper is an unlimited rider `R`, `B` or `Q` (as Fairy-Stockfish plays `p` and `g`), not lame, without a range"));
                    }
                    if !capture && !quiet {
                        capture = true;
                        quiet = true;
                    }
                    for &(a, b) in atom_list {
                        // A pair on a single orthogonal atom is the union of its letters.
                        let split: Vec<String> = directions
                            .iter()
                            .flat_map(|d| {
                                let (x, y) = (d.as_bytes()[0] as char, d.as_bytes()[1] as char);
                                if atom_list.len() == 1 && b == 0 && x != y {
                                    vec![format!("{x}{x}"), format!("{y}{y}")]
                                } else {
                                    vec![d.clone()]
                                }
                            })
                            .collect();
                        for ((ranks, files), names) in atom_moves(a, b) {
                            let chosen =
                                split.is_empty() || names.iter().any(|n| split.iter().any(|d| d == n));
                            let step = Displacement { ranks, files };
                            if chosen && !moves.iter().any(|m| m.step == step && m.range == range && m.lame == lame && m.hop == hop && m.capture == capture && m.quiet == quiet) {
                                moves.push(Move {
                                    step,
                                    range,
                                    lame,
                                    hop,
                                    capture,
                                    quiet,
                                });
                            }
                        }
                    }
                    capture = false;
                    quiet = false;
                    lame = false;
                    hop = Hop::No;
                    directions.clear();
                    pending.clear();
                    i += 1;
                    continue;
                }
            }
            pending.push(c);
            i += 1;
        }
        if chars.is_empty() {
            return Err(bad(
                "",
                "the definition is empty; give at least one atom, like `N` or `fW`",
            ));
        }
        if !pending.is_empty() || capture || quiet || lame || hop != Hop::No {
            return Err(bad(&pending, "modifiers with no atom after them; a modifier comes before the atom it changes, like `fW`"));
        }
        Ok(Piece {
            name: name.to_owned(),
            betza: betza.to_owned(),
            moves,
        })
    }

    /// Its name.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::betza::Piece::parse("ferz", "F").unwrap().name(), "ferz");
    /// ```
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Its definition as written.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::betza::Piece::parse("ferz", "F").unwrap().betza(), "F");
    /// ```
    pub fn betza(&self) -> &str {
        &self.betza
    }

    /// Whether any of its moves hops (`p`, `g`: read by [`Piece::parse_with_hoppers`] only).
    ///
    /// ```
    /// use vector_attacks_codegen::betza::Piece;
    /// assert!(Piece::parse_with_hoppers("cannon", "mRcpR").unwrap().hops());
    /// assert!(!Piece::parse("rook", "R").unwrap().hops());
    /// ```
    pub fn hops(&self) -> bool {
        self.moves.iter().any(|m| m.hop != Hop::No)
    }

    /// Its moves, in the order of the definition.
    ///
    /// ```
    /// let wazir = vector_attacks_codegen::betza::Piece::parse("wazir", "W").unwrap();
    /// assert!(wazir.moves().iter().all(|m| m.step.manhattan() == 1));
    /// ```
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Whether a piece on a square attacks the square `d` away on `geometry`, and what must
    /// be empty for it: `Ok(None)` never, `Ok(Some(0))` always (nothing can block), and
    /// `Ok(Some(set))` when the squares of `set` must be empty, as relative squares (placed as
    /// if the piece stood on square 0, wrapped modulo the bitboard width, so that rotating left
    /// by the from-square gives the real squares). Refuses a displacement reached along two
    /// different paths, which no single set can describe.
    ///
    /// ```
    /// use vector_attacks_codegen::{betza::Piece, Displacement, Geometry};
    /// let g = Geometry::STANDARD;
    /// let horse = Piece::parse("horse", "nN").unwrap();
    /// // Two ranks up, one file right: the square one rank up must be empty.
    /// assert_eq!(horse.attack(g, Displacement { ranks: 2, files: 1 }), Ok(Some(1 << 8)));
    /// assert_eq!(horse.attack(g, Displacement { ranks: 1, files: 1 }), Ok(None));
    /// ```
    pub fn attack(&self, geometry: Geometry, d: Displacement) -> Result<Option<u128>, Error> {
        let mut answer: Option<u128> = None;
        for m in self.moves.iter().filter(|m| m.capture) {
            let Some(set) = m.path_to(geometry, d) else {
                continue;
            };
            answer = match answer {
                None => Some(set),
                Some(0) => Some(0),
                Some(_) if set == 0 => Some(0),
                Some(other) if other == set => Some(set),
                Some(_) => {
                    return Err(Error::BetzaTwoPaths {
                        piece: self.name.clone(),
                        betza: self.betza.clone(),
                        ranks: d.ranks,
                        files: d.files,
                    })
                }
            };
        }
        Ok(answer)
    }
}

/// The squares a lame leap of `d` passes through, relative to its start, its target last:
/// along the longer axis while it is longer, then diagonally (how Fairy-Stockfish lays the
/// path of `n` leaps).
///
/// ```
/// use vector_attacks_codegen::betza::lame_path;
/// use vector_attacks_codegen::Displacement;
/// let d = |files, ranks| Displacement { ranks, files };
/// assert_eq!(lame_path(d(1, 2)), [d(0, 1), d(1, 2)]); // the horse: up, then diagonally
/// assert_eq!(lame_path(d(2, 2)), [d(1, 1), d(2, 2)]); // the elephant
/// ```
pub fn lame_path(d: Displacement) -> Vec<Displacement> {
    let (mut at, mut path) = (Displacement::ZERO, Vec::new());
    while at != d {
        let (rest_r, rest_f) = (d.ranks - at.ranks, d.files - at.files);
        let longer = rest_f.abs() - rest_r.abs();
        if longer >= 0 {
            at.files += rest_f.signum();
        }
        if longer <= 0 {
            at.ranks += rest_r.signum();
        }
        path.push(at);
    }
    path
}

impl Move {
    /// The squares that must be empty for this move to reach `d` (relative, as in
    /// [`Piece::attack`]), or `None` when it never reaches `d`.
    pub fn path_to(&self, geometry: Geometry, d: Displacement) -> Option<u128> {
        let bits = geometry.bitboard().bits() as i32;
        let relative = |p: Displacement| 1u128 << geometry.square_step(p).rem_euclid(bits);
        match self.range {
            Range::Leap if self.step != d => None,
            Range::Leap if !self.lame => Some(0),
            Range::Leap => {
                // Every square of the path but the last.
                let path = lame_path(d);
                Some(
                    path[..path.len() - 1]
                        .iter()
                        .fold(0, |set, &at| set | relative(at)),
                )
            }
            Range::Ride(limit) => {
                let s = self.step;
                // d = k * step for some k >= 1 within the limit.
                let k = if s.ranks != 0 {
                    d.ranks / s.ranks
                } else {
                    d.files / s.files
                };
                let exact = k >= 1
                    && s.ranks * k == d.ranks
                    && s.files * k == d.files
                    && limit.is_none_or(|n| k <= i32::from(n));
                exact.then(|| {
                    (1..k).fold(0, |set, j| {
                        set | relative(Displacement {
                            ranks: s.ranks * j,
                            files: s.files * j,
                        })
                    })
                })
            }
        }
    }
}
