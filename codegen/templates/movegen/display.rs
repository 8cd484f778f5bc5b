/// Reads a square name (`e4`, `j10`).
fn parse_square(text: &str) -> Option<usize> {
    let mut chars = text.chars();
    let file = chars.next()?;
    if !file.is_ascii_lowercase() {
        return None;
    }
    let file = file as usize - 'a' as usize;
    let rank: usize = chars.as_str().parse().ok()?;
    (file < FILES && (1..=RANKS).contains(&rank)).then(|| (rank - 1) * FILES + file)
}

impl core::fmt::Display for Position {
    /// The position in Fairy-Stockfish's FEN.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.write_fen(f, 0, false)
    }
}

/// A position's FEN with its count (`countingRule`) judged from a ply of the game
/// ([`Position::counted_fen`]).
///
/// ```variant
/// use crate_path::Position;
/// let start = Position::start();
/// assert_eq!(start.counted_fen(0).to_string(), start.to_string());
/// ```
#[derive(Clone, Copy, Debug)]
pub struct CountedFen<'a> {
    position: &'a Position,
    count_started: i32,
    promoted: bool,
}

impl core::fmt::Display for CountedFen<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.position
            .write_fen(f, self.count_started, self.promoted)
    }
}

#[allow(dead_code)] // a user may use the module in part
impl CountedFen<'_> {
    /// The same FEN with every promoted piece the module records marked `~` (`M~`), as
    /// pyffish's `get_fen(..., show_promoted=True)` writes it; where the module keeps no
    /// record ([`PROMOTED_MARKS`] false), the FEN is unchanged.
    ///
    /// ```variant
    /// let start = crate_path::Position::start();
    /// assert_eq!(start.counted_fen(0).show_promoted().to_string(), start.to_string());
    /// ```
    #[must_use]
    pub fn show_promoted(self) -> Self {
        CountedFen {
            promoted: true,
            ..self
        }
    }
}

#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// The FEN, where the variant counts moves (`countingRule`) the board's honour counted
    /// from the ply `count_started` of the game, as pyffish's `get_fen` takes it (0: the
    /// count the position holds, as `to_string` writes it; below 0: not started).
    ///
    /// ```variant
    /// let start = crate_path::Position::start();
    /// assert_eq!(start.counted_fen(-1).to_string(), start.to_string());
    /// ```
    #[must_use]
    pub fn counted_fen(&self, count_started: i32) -> CountedFen<'_> {
        CountedFen {
            position: self,
            count_started,
            promoted: false,
        }
    }

    /// Writes the FEN, the count judged from `count_started`, pawns' promotions marked
    /// where they demote or where `promoted` asks.
    fn write_fen(
        &self,
        f: &mut core::fmt::Formatter<'_>,
        count_started: i32,
        promoted: bool,
    ) -> core::fmt::Result {
        for rank in (0..RANKS).rev() {
            let mut empty = 0;
            for file in 0..FILES {
                match Square::new(file, rank).and_then(|square| self.piece_at(square)) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        let square = rank * FILES + file;
                        match self.shogi_unpromoted_on(square) {
                            // A piece promoted as shogi's are: `+` and what it was.
                            Some(t) => {
                                let letter = LETTERS[t] as char;
                                let letter = if piece.color == Color::White {
                                    letter.to_ascii_uppercase()
                                } else {
                                    letter
                                };
                                write!(f, "+{letter}")?;
                            }
                            _ => write!(f, "{piece}")?,
                        }
                        if (TILDE_SHOWN || promoted) && self.promoted_on(square) {
                            write!(f, "~")?;
                        }
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                write!(f, "/")?;
            }
        }
        if HAND_SLOTS != 0 {
            // The hands, as Fairy-Stockfish writes them: White's, then Black's, each from
            // its last piece type to the pawn.
            write!(f, "[")?;
            for side in 0..2 {
                for &t in &HAND_ORDER {
                    let letter = if side == 0 {
                        LETTERS[t].to_ascii_uppercase()
                    } else {
                        LETTERS[t]
                    };
                    for _ in 0..self.in_hand(side, t) {
                        write!(f, "{}", letter as char)?;
                    }
                }
            }
            write!(f, "]")?;
        }
        write!(f, " {} ", if self.side == 0 { 'w' } else { 'b' })?;
        if self.castling == 0
            && self.gates(0) | self.gates(1) == 0
            && self.first_leaps(0) | self.first_leaps(1) == 0
        {
            write!(f, "-")?;
        }
        for (i, c) in ['K', 'Q', 'k', 'q'].into_iter().enumerate() {
            if self.castling & (1 << i) != 0 {
                if CHESS960 {
                    // The rook's file, as Fairy-Stockfish writes a Chess960 right.
                    let file = (self.castle_rook_from(i / 2, i % 2) % FILES) as u8;
                    write!(f, "{}", (if i < 2 { b'A' } else { b'a' } + file) as char)?;
                } else {
                    write!(f, "{c}")?;
                }
            }
            if GATING && i % 2 == 1 {
                self.write_gates(f, i / 2)?;
            }
            if CAMBODIAN && i % 2 == 1 {
                self.write_first_leaps(f, i / 2)?;
            }
        }
        write!(f, " ")?;
        // Under a count, its limit stands for the en passant square and the plies counted
        // for the halfmove clock.
        let count = self.count(count_started);
        if let Some((limit, _)) = count {
            write!(f, "{limit}")?;
        } else if self.en_passant == NONE {
            write!(f, "-")?;
        } else {
            write_square(f, self.en_passant as usize)?;
        }
        for (side, checks) in self.checks.iter().enumerate() {
            write!(f, "{}{checks}", if side == 0 { ' ' } else { '+' })?;
        }
        let halfmoves = count.map_or(u32::from(self.halfmoves), |(_, ply)| ply);
        write!(f, " {halfmoves} {}", self.fullmoves)
    }
}

/// The leaves of the legal-move tree `depth` plies deep, every move made (also at the last
/// ply).
///
/// ```variant
/// use crate_path::{perft, Position};
/// let start = Position::start();
/// assert_eq!(perft(&start, 0), 1);
/// assert_eq!(perft(&start, 2), crate_path::perft_bulk(&start, 2));
/// ```
#[allow(dead_code)] // a user may use the module in part
#[must_use]
pub fn perft(position: &Position, depth: u32) -> u64 {
    let mut lists = [const { MoveList::new() }; PERFT_PLIES];
    walk(position, depth, &mut lists, false)
}

/// The same count, the last ply counted from the move list instead of made, as
/// Fairy-Stockfish's and Stockfish's `go perft` count.
///
/// ```variant
/// use crate_path::{perft_bulk, MoveList, Position};
/// let mut list = MoveList::new();
/// Position::start().legal_moves(&mut list);
/// assert_eq!(perft_bulk(&Position::start(), 1), list.len() as u64);
/// ```
#[allow(dead_code)] // a user may use the module in part
#[must_use]
pub fn perft_bulk(position: &Position, depth: u32) -> u64 {
    let mut lists = [const { MoveList::new() }; PERFT_PLIES];
    walk(position, depth, &mut lists, true)
}

/// Writes each root move's bulk-counted leaves as `go perft` does (`a2a4: 20`), then a blank
/// line and `Nodes searched: N`; returns N.
///
/// ```variant
/// use crate_path::{divide, perft_bulk, Position};
/// let mut out = String::new();
/// let n = divide(&Position::start(), 2, &mut out).unwrap();
/// assert_eq!(n, perft_bulk(&Position::start(), 2));
/// assert!(out.ends_with(&format!("\nNodes searched: {n}\n")));
/// ```
///
/// # Errors
///
/// Whatever `out` returns.
#[allow(dead_code)] // a user may use the module in part
pub fn divide(
    position: &Position,
    depth: u32,
    out: &mut impl core::fmt::Write,
) -> Result<u64, core::fmt::Error> {
    let mut lists = [const { MoveList::new() }; PERFT_PLIES];
    let mut root = MoveList::new();
    position.legal_moves(&mut root);
    let mut total = 0;
    for &m in root.as_slice() {
        let n = if depth <= 1 {
            1
        } else {
            walk(&position.play(m), depth - 1, &mut lists, true)
        };
        writeln!(out, "{m}: {n}")?;
        total += n;
    }
    writeln!(out)?;
    writeln!(out, "Nodes searched: {total}")?;
    Ok(total)
}

/// The plies whose move lists `perft` reuses; deeper plies get a fresh list each node.
const PERFT_PLIES: usize = 16;

fn walk(position: &Position, depth: u32, lists: &mut [MoveList], bulk: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some((list, rest)) = lists.split_first_mut() else {
        // Deeper than the preallocated lists: one list per ply on the stack.
        let mut list = MoveList::new();
        position.legal_moves(&mut list);
        return list
            .as_slice()
            .iter()
            .map(|&m| walk(&position.play(m), depth - 1, &mut [], bulk))
            .sum();
    };
    if bulk && depth == 1 {
        return position.count_legal_moves();
    }
    position.legal_moves(list);
    if depth == 1 {
        // Every leaf made, kept observable so that the making is not optimised away.
        for i in 0..list.len() {
            let mut child = *position;
            child.make(list.moves[i]);
            core::hint::black_box(&child);
        }
        return list.len() as u64;
    }
    let mut total = 0;
    for i in 0..list.len() {
        let mut child = *position;
        child.make(list.moves[i]);
        total += walk(&child, depth - 1, rest, bulk);
    }
    total
}
