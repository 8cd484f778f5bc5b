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
//!   the first piece (the grasshopper `gQ`). As in Fairy-Stockfish, `W`, `F` and `K` hop
//!   along the same lines as `R`, `B` and `Q`, and a range of 1 makes a grasshopper of `p`
//!   too. A longer range (`pB2`: a cannon landing at most two steps away) is read by
//!   [`Piece::parse_fairy_stockfish`] only, the move generator's reading.
//!
//! Refused, with the part named: hoppers (`p`, `g`) but where read as above (and on other
//! atoms, which Fairy-Stockfish gives no move), initial moves
//! (`i`), other modifiers, a lame leaper with two possible paths (`nC`), a lame rider,
//! a range of 0, a modifier with no atom after it.
//!
//! [`Piece::parse_fairy_stockfish`] reads as Fairy-Stockfish's `from_betza` does, letter
//! for letter: `h` is a vertical and a horizontal modifier at once (`fh`, `rh`, `hr`, `hl`
//! select the moves Fairy-Stockfish's table gives them; `hf` or `hh` none), `L` is the camel
//! and `J` the zebra, and what it does not know is skipped instead of refused: other letters
//! (`e`, which it leaves to `enPassantTypes`), a digit after no atom, modifiers with no atom
//! after them ([`Piece::skipped`] lists them; `generate` warns of them). Black's twin of a directional piece is a piece of its
//! own with the directions mirrored (`bmWbcF` for the black pawn of `fmWfcF`).

use crate::{error::Error, model::geometry::Displacement, model::geometry::Geometry};

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
    /// What Fairy-Stockfish's reading skipped (letters it does not know, modifiers with no
    /// atom after them), in order.
    skipped: String,
}

/// The eight moves of an atom of `a` ranks and `b` files (`a >= b`) as (ranks, files), each
/// with the direction pairs that select it (a single letter `x` stands for `xx`). The pairs
/// with `h` are Fairy-Stockfish's reading of it (`h` is both a vertical and a horizontal
/// modifier there: `fh`, `hr`, ...); the other readings never write them.
fn atom_moves(a: i32, b: i32) -> [((i32, i32), [&'static str; 7]); 8] {
    [
        ((a, b), ["ff", "vv", "rf", "rv", "fh", "rh", "hr"]),
        ((-a, -b), ["bb", "vv", "lb", "lv", "bh", "lh", "hr"]),
        ((-b, a), ["rr", "ss", "br", "bs", "bh", "rh", "hr"]),
        ((b, -a), ["ll", "ss", "fl", "fs", "fh", "lh", "hr"]),
        ((b, a), ["rr", "ss", "fr", "fs", "fh", "rh", "hl"]),
        ((-b, -a), ["ll", "ss", "bl", "bs", "bh", "lh", "hl"]),
        ((-a, b), ["bb", "vv", "rb", "rv", "bh", "rh", "hl"]),
        ((a, -b), ["ff", "vv", "lf", "lv", "fh", "lh", "hl"]),
    ]
}

/// The moves of an atom (`atom_list`: its leaps as (a, b) pairs) in the directions given
/// (none: all), each as `kind` with its step, pushed onto `moves` unless already there.
fn push_atom_moves(
    moves: &mut Vec<Move>,
    atom_list: &[(i32, i32)],
    directions: &[String],
    kind: Move,
) {
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
            let chosen = split.is_empty() || names.iter().any(|n| split.iter().any(|d| d == n));
            let step = Displacement { ranks, files };
            if chosen && !moves.contains(&Move { step, ..kind }) {
                moves.push(Move { step, ..kind });
            }
        }
    }
}

/// The atoms of a letter as (ranks, files), and whether the letter alone rides; `fairy`:
/// as Fairy-Stockfish reads it.
fn atoms(letter: char, fairy: bool) -> Option<(&'static [(i32, i32)], bool)> {
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
        // (Fairy-Stockfish's other names of the camel and the zebra.)
        'L' if fairy => (&[(3, 1)], false),
        'J' if fairy => (&[(3, 2)], false),
        'R' => (&[(1, 0)], true),
        'B' => (&[(1, 1)], true),
        'Q' => (&[(1, 0), (1, 1)], true),
        _ => return None,
    })
}

/// A hop (`p`, `g`) on the atom `c` of range `range`, as read: Fairy-Stockfish hops along
/// the lines of `W`, `F` and `K` as of `R`, `B` and `Q`; a range of 1 makes a grasshopper of
/// either letter, a longer one (`ranged`: the move generator's reading) a cannon that lands
/// at most that many steps away. Else the part refused and why.
fn hop_reading(
    hop: Hop,
    c: char,
    lame: bool,
    range: Range,
    ranged: bool,
) -> Result<(Hop, Range), (String, &'static str)> {
    let letter = if hop == Hop::Cannon { 'p' } else { 'g' };
    let unit = matches!(c, 'R' | 'B' | 'Q' | 'W' | 'F' | 'K');
    if !unit || lame {
        return Err((format!("{letter}{c}"), "a hopper rides the lines of `R`, `B` or `Q` (or of `W`, `F` or `K`, which Fairy-Stockfish reads the same), not lame: Fairy-Stockfish gives another hop no move"));
    }
    match range {
        Range::Ride(Some(1)) => Ok((Hop::Grasshopper, Range::Ride(None))),
        Range::Ride(Some(_)) if ranged => Ok((Hop::Cannon, range)),
        Range::Ride(Some(n)) => Err((format!("{letter}{c}{n}"), "a hopper with a range is read by the move generator only (the attack-set functions hold unlimited hoppers)")),
        _ => Ok((hop, Range::Ride(None))),
    }
}

const VERTICAL: &str = "fbv";
const HORIZONTAL: &str = "rls";
/// Fairy-Stockfish's: `h` is both.
const FAIRY_VERTICAL: &str = "fbvh";
const FAIRY_HORIZONTAL: &str = "rlsh";

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
    /// unlimited `R`, `B` or `Q`, or on `W`, `F` or `K`, which hop the same lines; a range
    /// of 1 makes a grasshopper), as the attack-set functions play them.
    ///
    /// ```
    /// use vector_attacks_codegen::betza::{Hop, Piece};
    /// let cannon = Piece::parse_with_hoppers("cannon", "mRcpR").unwrap();
    /// assert_eq!(cannon.moves().len(), 8); // four quiet rides, four hopping captures
    /// assert!(Piece::parse("cannon", "mRcpR").is_err());
    /// assert!(Piece::parse_with_hoppers("x", "pN").unwrap_err().to_string().contains("lines of"));
    /// assert!(Piece::parse_with_hoppers("x", "pR2").unwrap_err().to_string().contains("move generator only"));
    /// ```
    pub fn parse_with_hoppers(name: &str, betza: &str) -> Result<Piece, Error> {
        Piece::parse_as(name, betza, true)
    }

    /// Parses `betza` as Fairy-Stockfish reads a piece of a `variants.ini` section: as
    /// [`Piece::parse_with_hoppers`] does, an empty definition as a piece that never moves,
    /// and hoppers with a range too (`pB2`, a cannon
    /// landing at most two steps away; `pR1`, a grasshopper, as Fairy-Stockfish reads it).
    /// Fairy-Stockfish bounds a ranged hop by every square its piece reaches the same way
    /// on an empty board (its pseudo-moves), so a ranged hop reaches as far as another move
    /// of the piece along the same line, to move or to capture: each side of it is given
    /// that reach, and a line whose squares do not run on from the piece is refused. (It
    /// bounds a ranged ride so too, which changes it only beside a longer hop on its line,
    /// `R2pR`, a whole rook there: refused.)
    ///
    /// ```
    /// use vector_attacks_codegen::betza::{Hop, Piece, Range};
    /// let p = Piece::parse_fairy_stockfish("w", "mRpRmFpB2").unwrap();
    /// let ranged: Vec<_> = p.moves().iter().filter(|m| m.range == Range::Ride(Some(2))).collect();
    /// assert_eq!(ranged.len(), 4);
    /// assert!(ranged.iter().all(|m| m.hop == Hop::Cannon && m.capture && m.quiet));
    /// // A bishop's ride beside it lets the quiet hop run on as far.
    /// let q = Piece::parse_fairy_stockfish("x", "mBpB2").unwrap();
    /// assert!(q.moves().iter().any(|m| m.hop == Hop::Cannon && m.quiet && m.range == Range::Ride(None)));
    /// assert!(q.moves().iter().any(|m| m.hop == Hop::Cannon && !m.quiet && m.range == Range::Ride(Some(2))));
    /// assert!(Piece::parse_with_hoppers("w", "pB2").is_err());
    /// // An empty definition: a piece that never moves (Fairy-Stockfish's `immobile`).
    /// assert!(Piece::parse_fairy_stockfish("stone", "").unwrap().moves().is_empty());
    /// assert!(Piece::parse("stone", "").is_err());
    /// ```
    pub fn parse_fairy_stockfish(name: &str, betza: &str) -> Result<Piece, Error> {
        let mut piece = Piece::parse_mode(name, betza, true, true)?;
        piece.moves = fairy_stockfish_hop_reach(&piece.moves).map_err(|why| Error::BadBetza {
            piece: name.to_owned(),
            betza: betza.to_owned(),
            part: betza.to_owned(),
            why,
        })?;
        Ok(piece)
    }

    fn parse_as(name: &str, betza: &str, hoppers: bool) -> Result<Piece, Error> {
        Piece::parse_mode(name, betza, hoppers, false)
    }

    fn parse_mode(
        name: &str,
        betza: &str,
        hoppers: bool,
        hoppers_ranged: bool,
    ) -> Result<Piece, Error> {
        let bad = |part: &str, why: &str| Error::BadBetza {
            piece: name.to_owned(),
            betza: betza.to_owned(),
            part: part.to_owned(),
            why: why.to_owned(),
        };
        // Fairy-Stockfish's reading (the move generator's): `h`, `L` and `J` as it reads
        // them, and what it does not know skipped rather than refused.
        let fairy = hoppers_ranged;
        let (vertical, horizontal) = if fairy {
            (FAIRY_VERTICAL, FAIRY_HORIZONTAL)
        } else {
            (VERTICAL, HORIZONTAL)
        };
        let mut skipped = String::new();
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
                'i' if fairy => return Err(bad("i", "initial moves (`i`: Fairy-Stockfish's moves from the squares of `doubleStepRegion`) are not played by the move generator yet")),
                'i' => return Err(bad("i", "initial moves are not supported: a table does not know whether a piece has moved")),
                _ if vertical.contains(c) || horizontal.contains(c) => {
                    let next = chars.get(i + 1).copied();
                    match next {
                        Some(c2)
                            if c2 == c
                                || (vertical.contains(c) && horizontal.contains(c2))
                                || (horizontal.contains(c) && vertical.contains(c2)) =>
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
                _ if fairy && atoms(c, fairy).is_none() => {
                    // Fairy-Stockfish skips a letter it does not know (`e`, en passant, which
                    // comes from `enPassantTypes` there), and a digit after no atom.
                    skipped.push(c);
                    i += 1;
                    continue;
                }
                _ => {
                    let Some((atom_list, rides)) = atoms(c, fairy) else {
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
                        // (Fairy-Stockfish's reading takes it, for the variant to refuse
                        // by name: it gives such a leap no move.)
                        if c == 'C' && !hoppers_ranged {
                            return Err(bad(&format!("n{c}"), "a lame leaper with two possible paths is not supported: `n` needs one path (W F D N A H G K, and Z as Fairy-Stockfish reads it)"));
                        }
                    }
                    if hop != Hop::No {
                        (hop, range) = hop_reading(hop, c, lame, range, hoppers_ranged)
                            .map_err(|(part, why)| bad(&part, why))?;
                    }
                    if !capture && !quiet {
                        capture = true;
                        quiet = true;
                    }
                    let kind = Move {
                        step: Displacement { ranks: 0, files: 0 },
                        range,
                        lame,
                        hop,
                        capture,
                        quiet,
                    };
                    push_atom_moves(&mut moves, atom_list, &directions, kind);
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
        // (Fairy-Stockfish reads an empty definition as a piece that never moves, its
        // `immobile`: tic-tac-toe's stones.)
        if chars.is_empty() && !fairy {
            return Err(bad(
                "",
                "the definition is empty; give at least one atom, like `N` or `fW`",
            ));
        }
        if !pending.is_empty() || capture || quiet || lame || hop != Hop::No {
            if !fairy {
                return Err(bad(&pending, "modifiers with no atom after them; a modifier comes before the atom it changes, like `fW`"));
            }
            // (Fairy-Stockfish reads them and forgets them.)
            skipped.push_str(&pending);
        }
        Ok(Piece {
            name: name.to_owned(),
            betza: betza.to_owned(),
            moves,
            skipped,
        })
    }

    /// What Fairy-Stockfish's reading ([`Piece::parse_fairy_stockfish`]) skipped, in order:
    /// the letters it does not know (`e`: en passant comes from `enPassantTypes` there), a
    /// digit after no atom, and modifiers with no atom after them. They change no move; the
    /// other readings refuse them.
    ///
    /// ```
    /// use vector_attacks_codegen::betza::Piece;
    /// let pawn = Piece::parse_fairy_stockfish("pawn", "fmWfceF").unwrap();
    /// assert_eq!(pawn.skipped(), "e");
    /// assert_eq!(pawn.moves(), Piece::parse_fairy_stockfish("p", "fmWfcF").unwrap().moves());
    /// assert!(Piece::parse("pawn", "fmWfceF").is_err());
    /// ```
    pub fn skipped(&self) -> &str {
        &self.skipped
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

/// The moves with each ranged hop (a cannon's, `pB2`) given the reach Fairy-Stockfish
/// gives it: the squares along its line that any move of the piece with the same rights
/// (to capture, to move quietly) reaches on an empty board, which must run on from the
/// piece (split in two where capturing and moving reach differ).
fn fairy_stockfish_hop_reach(moves: &[Move]) -> Result<Vec<Move>, String> {
    // Distances 1..=127 along the line, as bits.
    const ALL: u128 = !1;
    // Whether `m` captures (`capture`) or moves quietly (not).
    let may = |m: &Move, capture: bool| if capture { m.capture } else { m.quiet };
    let reach_of = |unit: Displacement, capture: bool, hops_only: bool| -> u128 {
        moves
            .iter()
            .filter(|m| may(m, capture))
            .filter(|m| !hops_only || m.hop != Hop::No)
            .fold(0, |set, m| {
                let k = if unit.ranks != 0 {
                    m.step.ranks / unit.ranks
                } else {
                    m.step.files / unit.files
                };
                if k < 1 || m.step.ranks != k * unit.ranks || m.step.files != k * unit.files {
                    return set;
                }
                let times = match m.range {
                    Range::Leap => 1,
                    Range::Ride(None) => 127,
                    Range::Ride(Some(n)) => i32::from(n),
                };
                (1..=times)
                    .map(|t| t * k)
                    .take_while(|&d| d < 128)
                    .fold(set, |set, d| set | 1 << d)
            })
    };
    let reach = |unit, capture| reach_of(unit, capture, false);
    let mut out = Vec::new();
    for m in moves {
        if let (Hop::No, Range::Ride(Some(n))) = (m.hop, m.range) {
            // A ride bounded the same way runs on as far as a hop beside it (a leap or a
            // lame leap reaches its square at least as often as the ride would).
            for capture in [true, false] {
                if may(m, capture) && reach_of(m.step, capture, true) >> (n + 1) != 0 {
                    return Err(format!(
                        "Fairy-Stockfish bounds the ride of range {n} along ({}, {}) by the squares its piece reaches along that line, a hop's among them, and so lets it run on as far as the hop: a ranged ride beside a longer hop on its line is not supported",
                        m.step.files, m.step.ranks
                    ));
                }
            }
        }
        if m.hop == Hop::No || m.range == Range::Ride(None) {
            out.push(*m);
            continue;
        }
        let mut sides: Vec<(bool, Range)> = Vec::new();
        for capture in [true, false] {
            if !may(m, capture) {
                continue;
            }
            let set = reach(m.step, capture);
            // The squares that run on from the piece, and whether any lies beyond a gap.
            let run = (set >> 1).trailing_ones();
            let prefix = if run >= 127 {
                ALL
            } else {
                ((1u128 << run) - 1) << 1
            };
            if set != prefix {
                return Err(format!(
                    "Fairy-Stockfish bounds the ranged hop along ({}, {}) by the squares its other {} moves along that line reach, which leave a gap: give the hop a range that covers them",
                    m.step.files,
                    m.step.ranks,
                    if capture { "capturing" } else { "quiet" }
                ));
            }
            let range = if run >= 127 {
                Range::Ride(None)
            } else {
                Range::Ride(Some(run as u8))
            };
            sides.push((capture, range));
        }
        match sides.as_slice() {
            [(_, a), (_, b)] if a != b => {
                out.push(Move {
                    range: *a,
                    quiet: false,
                    ..*m
                });
                out.push(Move {
                    range: *b,
                    capture: false,
                    ..*m
                });
            }
            _ => out.push(Move {
                range: sides[0].1,
                ..*m
            }),
        }
    }
    Ok(out)
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
