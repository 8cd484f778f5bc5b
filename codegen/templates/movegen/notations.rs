/// The notations Fairy-Stockfish writes moves in, as pyffish's `notation` argument names
/// them (`NOTATION_SAN` is 1, ..., `NOTATION_THAI_LAN` 9), for [`Position::san_in`] and
/// [`Position::parse_san_in`]. Any of them may be written for any variant, as
/// Fairy-Stockfish does; [`Notation::DEFAULT`] is the variant's own.
///
/// ```variant
/// use crate_path::{Notation, Position};
/// let start = Position::start();
/// let mut list = crate_path::MoveList::new();
/// start.legal_moves(&mut list);
/// let m = list.as_slice()[0];
/// assert_eq!(start.san_in(m, Notation::DEFAULT), start.san(m));
/// assert_eq!(Notation::ALL.len(), 9);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Standard algebraic notation (`Nf3`, `exd5`, `e8=Q+`).
    San,
    /// Long algebraic notation: the origin square always (`Ng1-f3`, `e4xd5`).
    Lan,
    /// Shogi's Hosking notation (`P76`, `S'34`).
    ShogiHosking,
    /// Shogi's Hodges notation, ranks as letters (`P-7f`, `S*3d`).
    ShogiHodges,
    /// Shogi's Hodges notation, ranks as numbers (`P-76`, `S*34`).
    ShogiHodgesNumber,
    /// Janggi's: rank then file, both from 1, the origin always (`R01-02`).
    Janggi,
    /// Xiangqi's WXF: the piece, its file, how it moves (`+`, `-`, `=`), where (`C2=5`).
    XiangqiWxf,
    /// Thai SAN: makruk's pieces and squares in Thai letters and digits.
    ThaiSan,
    /// Thai long notation: the piece, a space and the origin always.
    ThaiLan,
}

#[allow(dead_code)] // a user may use the module in part
impl Notation {
    /// The variant's own notation, as Fairy-Stockfish picks it: shogi's Hodges notation
    /// with numbers for a variant of shogi's template, else SAN.
    ///
    /// ```variant
    /// use crate_path::Notation;
    /// assert!(matches!(Notation::DEFAULT, Notation::San | Notation::ShogiHodgesNumber));
    /// ```
    pub const DEFAULT: Notation = if SHOGI_NOTATION {
        Notation::ShogiHodgesNumber
    } else {
        Notation::San
    };

    /// Every notation, in the order of pyffish's numbers (1 to 9).
    ///
    /// ```variant
    /// assert_eq!(crate_path::Notation::ALL[0], crate_path::Notation::San);
    /// ```
    pub const ALL: [Notation; 9] = [
        Notation::San,
        Notation::Lan,
        Notation::ShogiHosking,
        Notation::ShogiHodges,
        Notation::ShogiHodgesNumber,
        Notation::Janggi,
        Notation::XiangqiWxf,
        Notation::ThaiSan,
        Notation::ThaiLan,
    ];

    const fn is_shogi(self) -> bool {
        matches!(
            self,
            Notation::ShogiHosking | Notation::ShogiHodges | Notation::ShogiHodgesNumber
        )
    }

    const fn is_thai(self) -> bool {
        matches!(self, Notation::ThaiSan | Notation::ThaiLan)
    }

    /// Whether the origin square is always written.
    const fn is_long(self) -> bool {
        matches!(self, Notation::Lan | Notation::ThaiLan | Notation::Janggi)
    }
}

/// Whether the module records promoted pieces, so that
/// [`CountedFen::show_promoted`] marks them `~`: where they go back into the hand as pawns
/// (their FEN marks them always), and where pawns promote to the met.
///
/// ```variant
/// assert!(!crate_path::PROMOTED_MARKS || crate_path::TYPES > 1);
/// ```
#[allow(dead_code)] // a user may use the module in part
pub const PROMOTED_MARKS: bool = TILDE;

/// The files in Thai notation, from the first.
const THAI_FILES: [&str; 12] = ["ก", "ข", "ค", "ง", "จ", "ฉ", "ช", "ญ", "ต", "ถ", "ธ", "น"];
/// The ranks in Thai notation, from the first.
const THAI_RANKS: [&str; 12] = [
    "๑", "๒", "๓", "๔", "๕", "๖", "๗", "๘", "๙", "๑๐", "๑๑", "๑๒",
];

/// How much of its origin a move's notation writes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Origin {
    None,
    File,
    Rank,
    Square,
}

#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// `m`, one of this position's legal moves, written in `notation` as Fairy-Stockfish's
    /// `SAN::move_to_san` writes it: [`Position::san`] in [`Notation::DEFAULT`]. Check
    /// marks are written but in shogi's notations and WXF.
    ///
    /// ```variant
    /// use crate_path::{Notation, Position};
    /// let start = Position::start();
    /// let mut list = crate_path::MoveList::new();
    /// start.legal_moves(&mut list);
    /// for &m in list.as_slice() {
    ///     for n in Notation::ALL {
    ///         assert_eq!(start.parse_san_in(start.san_in(m, n).as_str(), n), Ok(m));
    ///     }
    /// }
    /// ```
    #[must_use]
    pub fn san_in(&self, m: Move, notation: Notation) -> San {
        if notation == Notation::DEFAULT {
            return self.san(m);
        }
        let n = notation;
        let mut out = San::new();
        let (from, to) = (m.from(), m.to());
        if m.is_castling() {
            out.push_str(if m.kind() == CASTLE_KINGSIDE {
                "O-O"
            } else {
                "O-O-O"
            });
            if let (Some(g), Some(square)) = (m.gating(), m.gating_square()) {
                out.push(b'/');
                out.push(LETTERS[g].to_ascii_uppercase());
                self.push_square_in(&mut out, square, n);
            }
        } else {
            let dropped = m.dropped();
            let t = match dropped {
                Some(t) => m.promotion().unwrap_or(t),
                None => self.type_on(from),
            };
            self.push_piece_in(&mut out, m, t, n);
            if n == Notation::ThaiLan {
                out.push(b' ');
            }
            let origin = self.origin_in(m, t, n);
            match origin {
                Origin::None => {}
                Origin::File => self.push_file_in(&mut out, from, n),
                Origin::Rank => self.push_rank_in(&mut out, from, n),
                Origin::Square => self.push_square_in(&mut out, from, n),
            }
            let capture = m.is_en_passant()
                || (dropped.is_none() && from != to && self.occupied() & bit(to) != 0);
            // The operator.
            if dropped.is_some() {
                out.push(match n {
                    Notation::ShogiHosking => b'\'',
                    _ if n.is_shogi() => b'*',
                    _ => b'@',
                });
            } else if n == Notation::XiangqiWxf {
                let (rank_from, rank_to) = (self.relative_rank(from), self.relative_rank(to));
                out.push(match rank_to.cmp(&rank_from) {
                    core::cmp::Ordering::Equal => b'=',
                    core::cmp::Ordering::Greater => b'+',
                    core::cmp::Ordering::Less => b'-',
                });
            } else if capture {
                out.push(b'x');
            } else if n.is_long()
                || (n.is_shogi() && (n != Notation::ShogiHosking || origin == Origin::Square))
                || (n == Notation::ThaiSan && t != PAWN)
            {
                out.push(b'-');
            }
            // The destination: in WXF, a move along the file says how far.
            if n == Notation::XiangqiWxf && dropped.is_none() {
                if from % FILES == to % FILES {
                    out.push_number(from.abs_diff(to) / FILES);
                } else {
                    self.push_file_in(&mut out, to, n);
                }
            } else {
                self.push_square_in(&mut out, to, n);
            }
            self.push_suffix_in(&mut out, m, n);
        }
        if !n.is_shogi() && n != Notation::XiangqiWxf {
            self.push_check_mark(&mut out, m);
        }
        out
    }

    /// The legal move `text` writes in `notation` ([`Position::san_in`]), its check mark
    /// optional (but in shogi's notations and WXF, which write none); [`Position::parse_san`]
    /// in [`Notation::DEFAULT`]. A text that writes two legal moves (WXF's and Thai's can) is
    /// ambiguous.
    ///
    /// # Errors
    ///
    /// [`SanError::Illegal`] if no legal move is written so, [`SanError::Ambiguous`] if more
    /// than one is.
    ///
    /// ```variant
    /// use crate_path::{Notation, Position, SanError};
    /// assert_eq!(Position::start().parse_san_in("Zz9", Notation::Lan), Err(SanError::Illegal));
    /// ```
    pub fn parse_san_in(&self, text: &str, notation: Notation) -> Result<Move, SanError> {
        if notation == Notation::DEFAULT {
            return self.parse_san(text);
        }
        let text = text.trim();
        let marked = !notation.is_shogi() && notation != Notation::XiangqiWxf;
        let bare = |s: &str| -> usize { s.trim_end_matches(['+', '#']).len() };
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        // The moves written so exactly, and those written so but for the check mark.
        let (mut exact, mut unmarked) = ((None, 0), (None, 0));
        for &m in list.as_slice() {
            let written = self.san_in(m, notation);
            let written = written.as_str();
            if written == text {
                exact = (Some(m), exact.1 + 1);
            } else if marked && written[..bare(written)] == text[..bare(text)] {
                unmarked = (Some(m), unmarked.1 + 1);
            }
        }
        match if exact.1 > 0 { exact } else { unmarked } {
            (Some(m), 1) => Ok(m),
            (Some(_), _) => Err(SanError::Ambiguous),
            (None, _) => Err(SanError::Illegal),
        }
    }

    /// The rank of `square` counted from the side to move's first, from 0.
    fn relative_rank(&self, square: usize) -> usize {
        if self.side == 0 {
            square / FILES
        } else {
            RANKS - 1 - square / FILES
        }
    }

    /// The pieces of type `t` of the side to move on the file of `square`.
    fn on_file(&self, t: usize, square: usize) -> Bitboard {
        let mut file: Bitboard = 0;
        for rank in 0..RANKS {
            file |= bit(rank * FILES + square % FILES);
        }
        self.by_type[t] & self.by_side[self.side as usize] & file
    }

    /// Whether more than one file holds two or more of the side to move's pieces of type
    /// `t` (WXF's tandem pieces).
    fn tandems(&self, t: usize) -> bool {
        (0..FILES)
            .filter(|&file| self.on_file(t, file).count_ones() >= 2)
            .count()
            >= 2
    }

    /// How many of the side to move's pieces of type `t` stand ahead of `square` on its
    /// file.
    fn ahead_on_file(&self, t: usize, square: usize) -> u32 {
        let mut rest = self.on_file(t, square);
        let mut ahead = 0;
        while rest != 0 {
            let s = first(rest);
            rest &= rest - 1;
            if self.relative_rank(s) > self.relative_rank(square) {
                ahead += 1;
            }
        }
        ahead
    }

    /// The piece's name in `n`: none for a pawn's move in SAN, LAN and Thai SAN; its place
    /// among its like in WXF where three stand on a file (or two, on two files); `+` and what
    /// it was for a promoted piece in shogi's; Thai letters in Thai; else its SAN letter.
    fn push_piece_in(&self, out: &mut San, m: Move, t: usize, n: Notation) {
        let from = m.from();
        let drop = m.dropped().is_some();
        let tandem = |count: u32| count >= 3 - u32::from(self.tandems(t));
        if matches!(n, Notation::San | Notation::Lan | Notation::ThaiSan) && t == PAWN && !drop {
            return;
        }
        if n == Notation::XiangqiWxf && !drop && tandem(self.on_file(t, from).count_ones()) {
            out.push_number(self.ahead_on_file(t, from) as usize + 1);
        } else if let Some(was) = self
            .shogi_unpromoted_on(from)
            .filter(|_| n.is_shogi() && !drop)
        {
            out.push(b'+');
            out.push(LETTERS[was].to_ascii_uppercase());
        } else if n.is_shogi() && drop && m.promotion().is_some() {
            out.push(b'+');
            out.push(LETTERS[m.dropped().unwrap_or(t)].to_ascii_uppercase());
        } else if n.is_thai() {
            out.push_str(if t == THAI_MET && !drop && self.promoted_on(from) {
                "ง"
            } else {
                THAI_PIECES[t]
            });
        } else {
            out.push(SAN_LETTERS[t]);
        }
    }

    /// How much of `m`'s origin `n` writes, `t` the type moved.
    fn origin_in(&self, m: Move, t: usize, n: Notation) -> Origin {
        let (from, to) = (m.from(), m.to());
        if m.dropped().is_some() {
            return Origin::None;
        }
        if n.is_long() {
            return Origin::Square;
        }
        if n == Notation::XiangqiWxf {
            // Two on the file (and no other file with two): `+` or `-` where the other
            // could make the same move, else the file.
            let pair = self.on_file(t, from);
            if pair.count_ones() == 2 && !self.tandems(t) {
                let other = first(pair & !bit(from));
                let rank = (other / FILES + to / FILES).checked_sub(from / FILES);
                let region = if HAS_REGIONS {
                    REGION[t][self.side as usize]
                } else {
                    BOARD
                };
                if let Some(rank) = rank.filter(|&r| r < RANKS) {
                    if region & bit(rank * FILES + to % FILES) != 0 {
                        return Origin::Rank;
                    }
                }
            }
            return Origin::File;
        }
        let capture = m.is_en_passant() || (from != to && self.occupied() & bit(to) != 0);
        if matches!(n, Notation::San | Notation::ThaiSan) && t == PAWN {
            if capture {
                return Origin::File;
            }
            if SITTUYIN && m.promotion().is_some() && from != to {
                return Origin::Square;
            }
        }
        let others = self.alike(t, from, n.is_shogi());
        if others == 0 {
            return Origin::None;
        }
        let rivals = self.rivals(m, others);
        match () {
            _ if !rivals.others => Origin::None,
            _ if n.is_shogi() => Origin::Square,
            _ if !rivals.same_file => Origin::File,
            _ if !rivals.same_rank => Origin::Rank,
            _ => Origin::Square,
        }
    }

    /// The promotion, demotion or gating after the destination in `n`.
    fn push_suffix_in(&self, out: &mut San, m: Move, n: Notation) {
        let from = m.from();
        if m.is_piece_promotion() && n.is_shogi() {
            out.push(b'+');
        } else if m.is_piece_demotion() && n.is_shogi() {
            out.push(b'-');
        } else if let Some(p) = m.promotion().filter(|_| m.dropped().is_none()) {
            out.push(b'=');
            out.push(LETTERS[p].to_ascii_uppercase());
        } else if n.is_shogi() && m.dropped().is_none() && !m.is_en_passant() && !m.is_pass() {
            // A move that could have promoted and does not.
            let t = self.type_on(from);
            let promoting = Move::new(from, m.to(), PIECE_PROMOTION, PROMOTED_TYPE[t]);
            if PROMOTED_TYPE[t] < TYPES && self.generates(promoting, bit(from)) {
                out.push(b'=');
            }
        }
        if let Some(g) = m.gating() {
            out.push(b'/');
            out.push(LETTERS[g].to_ascii_uppercase());
        }
    }

    /// The file of `square` in `n`.
    fn push_file_in(&self, out: &mut San, square: usize, n: Notation) {
        let file = square % FILES;
        match n {
            _ if n.is_shogi() => out.push_number(FILES - file),
            Notation::Janggi => out.push_number(file + 1),
            Notation::XiangqiWxf if self.side == 0 => out.push_number(FILES - file),
            Notation::XiangqiWxf => out.push_number(file + 1),
            _ if n.is_thai() => out.push_str(THAI_FILES[file]),
            _ => out.push(b'a' + file as u8),
        }
    }

    /// The rank of `square` in `n` (in WXF, of a piece: `+` for the front one of two,
    /// `-` for the rear one).
    fn push_rank_in(&self, out: &mut San, square: usize, n: Notation) {
        let rank = square / FILES;
        match n {
            Notation::ShogiHosking | Notation::ShogiHodgesNumber => out.push_number(RANKS - rank),
            Notation::ShogiHodges => out.push(b'a' + (RANKS - 1 - rank) as u8),
            Notation::Janggi => out.push_number((RANKS - rank) % 10),
            Notation::XiangqiWxf => match self.piece_on(square) {
                None => out.push_number(self.relative_rank(square) + 1),
                Some((t, _)) if self.ahead_on_file(t, square) > 0 => out.push(b'-'),
                Some(_) => out.push(b'+'),
            },
            _ if n.is_thai() => out.push_str(THAI_RANKS[rank]),
            _ => out.push_number(rank + 1),
        }
    }

    /// `square` in `n`: janggi's writes the rank first.
    fn push_square_in(&self, out: &mut San, square: usize, n: Notation) {
        if n == Notation::Janggi {
            self.push_rank_in(out, square, n);
            self.push_file_in(out, square, n);
        } else {
            self.push_file_in(out, square, n);
            self.push_rank_in(out, square, n);
        }
    }
}
