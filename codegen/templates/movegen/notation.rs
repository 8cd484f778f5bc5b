#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// The legal move `text` names in UCI, as Fairy-Stockfish writes it (`e2e4`, `a7a8q`,
    /// `a9a10` on ten ranks, castling as the king's move or, where the king moves one
    /// square, as the king taking its rook); a castling is also accepted in the other form,
    /// but in Chess960, where it is always the king taking its rook.
    ///
    /// # Errors
    ///
    /// [`UciError::Malformed`] for text that is not a move's shape, [`UciError::Illegal`] for
    /// a move the position does not have.
    ///
    /// ```variant
    /// use crate_path::{Position, UciError};
    /// let start = Position::start();
    /// let mut list = crate_path::MoveList::new();
    /// start.legal_moves(&mut list);
    /// let first = list.as_slice()[0];
    /// assert_eq!(start.parse_uci(&first.to_string()), Ok(first));
    /// assert_eq!(start.parse_uci("a1a1"), Err(UciError::Illegal));
    /// ```
    pub fn parse_uci(&self, text: &str) -> Result<Move, UciError> {
        if GATING && self.held(self.side as usize) != 0 {
            // (A gating move's letter would read as a promotion's: the legal moves are
            // matched as written, `b1c3h` or `h1e1h`.)
            let mut list = MoveList::new();
            self.legal_moves(&mut list);
            if let Some(&m) = list
                .as_slice()
                .iter()
                .find(|m| m.gating().is_some() && written_as(m, text))
            {
                return Ok(m);
            }
        }
        if DROPS {
            if let Some((letter, square)) = text.split_once('@') {
                let m = self.drop_named(letter, square).ok_or(UciError::Malformed)?;
                return if self.is_legal(m) {
                    Ok(m)
                } else {
                    Err(UciError::Illegal)
                };
            }
        }
        let bytes = text.as_bytes();
        let square_end = |at: usize| -> Option<(usize, usize)> {
            let file = usize::from(bytes.get(at)?.wrapping_sub(b'a'));
            let digits = bytes[at + 1..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
            let rank: usize = text.get(at + 1..at + 1 + digits)?.parse().ok()?;
            (file < FILES && (1..=RANKS).contains(&rank) && digits <= 2)
                .then(|| ((rank - 1) * FILES + file, at + 1 + digits))
        };
        let (from, next) = square_end(0).ok_or(UciError::Malformed)?;
        let (to, end) = square_end(next).ok_or(UciError::Malformed)?;
        let mark = match &bytes[end..] {
            [b'+'] if PIECE_PROMOTIONS => b'+',
            [b'-'] if PIECE_DEMOTIONS => b'-',
            _ => 0,
        };
        let promotion = match &bytes[end..] {
            [] => None,
            // Shogi's promotion: the type the piece on `from` becomes.
            [b'+'] if mark != 0 => self
                .piece_on(from)
                .map(|(t, _)| PROMOTED_TYPE[t])
                .filter(|&p| p < TYPES),
            // A demotion: the type the piece on `from` was.
            [b'-'] if mark != 0 => self.shogi_unpromoted_on(from),
            [letter] => Some(
                LETTERS
                    .iter()
                    .position(|l| l == letter)
                    .ok_or(UciError::Malformed)?,
            ),
            _ => return Err(UciError::Malformed),
        };
        // Only the moves of the piece on `from` are generated.
        let mut pick = Pick {
            from,
            to,
            promotion,
            mark,
            written: None,
            other: None,
        };
        self.offer_legal_moves(&mut pick, bit(from));
        pick.written.or(pick.other).ok_or(UciError::Illegal)
    }

    /// The drop a UCI or SAN text names by its piece's letter (either case) and square
    /// (`P@e4`), legal or not; `None` if either is not the variant's.
    fn drop_named(&self, letter: &str, square: &str) -> Option<Move> {
        // (`+N`: a piece dropped promoted, where the variant has `dropPromoted`.)
        let (promoted, c) = match *letter.as_bytes() {
            [c] => (false, c),
            [b'+', c] if DROP_PROMOTED => (true, c),
            _ => return None,
        };
        let t = type_of_letter(char::from(c))?;
        let promotion = if promoted {
            Some(PROMOTED_TYPE[t]).filter(|&p| p < TYPES)?
        } else {
            usize::MAX
        };
        Some(Move::new(t, parse_square(square)?, DROP, promotion))
    }

    /// `m`, one of this position's legal moves, in Standard Algebraic Notation ([`San`]).
    ///
    /// ```variant
    /// use crate_path::Position;
    /// let start = Position::start();
    /// let mut list = crate_path::MoveList::new();
    /// start.legal_moves(&mut list);
    /// let pawn_push = list.as_slice().iter().find(|m| m.to() == m.from() + 2 * crate_path::FILES).unwrap();
    /// assert!(start.san(*pawn_push).as_str().starts_with(|c: char| c.is_ascii_lowercase()));
    /// ```
    #[must_use]
    pub fn san(&self, m: Move) -> San {
        if SHOGI_NOTATION {
            return self.shogi_san(m);
        }
        let mut out = San::new();
        let (from, to) = (m.from(), m.to());
        if let Some(t) = m.dropped() {
            // A drop, as Fairy-Stockfish writes it: `P@e4` (never ambiguous), with the SAN
            // letter of the type put down (a piece dropped promoted: its promoted type's;
            // supply's elephant, `b` in a FEN: `E@c1`).
            out.push(SAN_LETTERS[m.promotion().unwrap_or(t)]);
            out.push(b'@');
            out.push_square(to, true, true);
        } else if m.is_castling() {
            for &b in if m.kind() == CASTLE_KINGSIDE {
                b"O-O".as_slice()
            } else {
                b"O-O-O".as_slice()
            } {
                out.push(b);
            }
            // (A gating castling names where its piece goes: `O-O/He1`.)
            if let (Some(g), Some(square)) = (m.gating(), m.gating_square()) {
                out.push(b'/');
                out.push(LETTERS[g].to_ascii_uppercase());
                out.push_square(square, true, true);
            }
        } else {
            let t = self.type_on(from);
            // (A pass, and sittuyin's promotion in place, start and end on one square.)
            let capture = m.is_en_passant() || (from != to && self.occupied() & bit(to) != 0);
            if t == PAWN {
                if capture {
                    out.push_square(from, true, false);
                } else if SITTUYIN && m.promotion().is_some() && from != to {
                    // Sittuyin's promotion onto another square names its origin: `e5f6=F`.
                    out.push_square(from, true, true);
                }
            } else {
                out.push(SAN_LETTERS[t]);
                // The other pieces of the type that could go to the same square: only their
                // moves are generated.
                let others_of_type =
                    self.by_type[t] & self.by_side[self.side as usize] & !bit(from);
                let rivals = self.rivals(m, others_of_type);
                if rivals.others {
                    out.push_square(
                        from,
                        !rivals.same_file || rivals.same_rank,
                        rivals.same_file,
                    );
                }
            }
            if capture {
                out.push(b'x');
            }
            out.push_square(to, true, true);
            if let Some(p) = m.promotion() {
                out.push(b'=');
                out.push(LETTERS[p].to_ascii_uppercase());
            }
            // S-chess's gating, as Fairy-Stockfish writes it: `Nc3/H`.
            if let Some(g) = m.gating() {
                out.push(b'/');
                out.push(LETTERS[g].to_ascii_uppercase());
            }
        }
        self.push_check_mark(&mut out, m);
        out
    }

    /// `+` after `m` where it gives check, `#` where it mates. (Fairy-Stockfish marks checks
    /// of the royal king only, not of pseudo-royal pieces.)
    fn push_check_mark(&self, out: &mut San, m: Move) {
        let after = self.play(m);
        if after.checkers() != 0 {
            out.push(if after.count_legal_moves() == 0 {
                b'#'
            } else {
                b'+'
            });
        }
    }

    /// Whether the pieces on `others` could make `m`'s move to its square (with its
    /// promotion), and whether one stands on its origin's file or rank: what SAN must write
    /// to tell `m` apart. Only the moves of `others` are generated.
    fn rivals(&self, m: Move, others: Bitboard) -> Rivals {
        let mut rivals = Rivals {
            from: m.from(),
            to: m.to(),
            promotion: m.promotion(),
            gating: m.gating().is_some(),
            others: false,
            same_file: false,
            same_rank: false,
        };
        self.offer_legal_moves(&mut rivals, others);
        rivals
    }

    /// [`Position::san`] in shogi's notation, as Fairy-Stockfish writes it where the
    /// variant is of shogi's template (Hodges's, with numbers): the piece's letter (`+`
    /// and what it was for a promoted piece), its square where another like it could go
    /// there too, `-` (`x` for a capture, `*` for a drop), the square, then `+` for a
    /// promotion, `-` for a demotion and `=` for a move that could promote and does not;
    /// `+N*34` for a piece dropped promoted; no mark for check.
    /// Squares are numbered from the top right ([`San::push_shogi_square`]).
    fn shogi_san(&self, m: Move) -> San {
        let mut out = San::new();
        let (from, to) = (m.from(), m.to());
        if let Some(t) = m.dropped() {
            // (`+N*34` for a piece dropped promoted.)
            if m.promotion().is_some() {
                out.push(b'+');
            }
            out.push(LETTERS[t].to_ascii_uppercase());
            out.push(b'*');
            out.push_shogi_square(to);
            return out;
        }
        let t = self.type_on(from);
        let was = self.shogi_unpromoted_on(from);
        match was {
            Some(u) => {
                out.push(b'+');
                out.push(LETTERS[u].to_ascii_uppercase());
            }
            None => out.push(LETTERS[t].to_ascii_uppercase()),
        }
        // The other pieces of the type, promoted from the same type or not promoted alike,
        // that could go to the same square the same way.
        let others = self.alike(t, from, true);
        if others != 0 {
            let rivals = self.rivals(m, others);
            if rivals.others {
                out.push_shogi_square(from);
            }
        }
        out.push(if self.occupied() & bit(to) != 0 {
            b'x'
        } else {
            b'-'
        });
        out.push_shogi_square(to);
        if m.is_piece_promotion() {
            out.push(b'+');
        } else if m.is_piece_demotion() {
            out.push(b'-');
        } else if let Some(p) = m.promotion() {
            out.push(b'=');
            out.push(LETTERS[p].to_ascii_uppercase());
        } else if PROMOTED_TYPE[t] < TYPES {
            // A move that could have promoted.
            let promoting = Move::new(from, to, PIECE_PROMOTION, PROMOTED_TYPE[t]);
            if self.generates(promoting, bit(from)) {
                out.push(b'=');
            }
        }
        out
    }

    /// The legal move written `text` in shogi's notation ([`Position::shogi_san`]): the
    /// legal move so written, a declined promotion's `=` and its origin square optional
    /// where no other piece could go there.
    fn parse_shogi_san(&self, text: &str) -> Result<Move, SanError> {
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        let mut found = None;
        for &m in list.as_slice() {
            let san = self.san(m);
            if san.as_str() == text || san.as_str().strip_suffix('=') == Some(text) {
                return Ok(m);
            }
            // With the origin written though it need not be: `G54-44` for `G-44`.
            let long = shogi_with_origin(&san, m.from());
            if m.dropped().is_none()
                && (long.as_str() == text || long.as_str().strip_suffix('=') == Some(text))
            {
                if found.is_some() {
                    return Err(SanError::Ambiguous);
                }
                found = Some(m);
            }
        }
        found.ok_or(SanError::Illegal)
    }

    /// The side to move's other pieces of type `t` than the one on `from`; with `shogi`,
    /// only those promoted from the same type as it, or unpromoted as it is (shogi's
    /// notations tell `+P` from a gold).
    fn alike(&self, t: usize, from: usize, shogi: bool) -> Bitboard {
        let others = self.by_type[t] & self.by_side[self.side as usize] & !bit(from);
        if !shogi {
            return others;
        }
        let was = self.shogi_unpromoted_on(from);
        let mut alike = 0;
        let mut rest = others;
        while rest != 0 {
            let s = first(rest);
            rest &= rest - 1;
            if self.shogi_unpromoted_on(s) == was {
                alike |= bit(s);
            }
        }
        alike
    }

    /// The type the piece on `square` promoted from as shogi's pieces do (`+P`), if it did.
    fn shogi_unpromoted_on(&self, square: usize) -> Option<usize> {
        self.unpromoted_on(square)
            .filter(|_| !self.promoted_on(square))
    }

    /// The legal move `text` writes in SAN. [`Position::san`]'s form is read, and also, as
    /// python-chess reads it: without the check or mate mark, annotations `!` and `?`, a
    /// promotion's `=` or a capture's `x`; with more of the origin square than needed to
    /// tell the piece apart; castling written with zeros. An `x` on a move that takes
    /// nothing is refused. Only the moves of the pieces of the type written are generated.
    ///
    /// # Errors
    ///
    /// [`SanError::Illegal`] if no legal move is written so, [`SanError::Ambiguous`] if more
    /// than one is.
    ///
    /// ```variant
    /// use crate_path::Position;
    /// let start = Position::start();
    /// let mut list = crate_path::MoveList::new();
    /// start.legal_moves(&mut list);
    /// for &m in list.as_slice() {
    ///     assert_eq!(start.parse_san(start.san(m).as_str()), Ok(m));
    /// }
    /// ```
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        if SHOGI_NOTATION {
            return self.parse_shogi_san(text.trim());
        }
        let text = text.trim().trim_end_matches(['+', '#', '!', '?']);
        if (GATING && text.contains('/')) || (SITTUYIN && text.contains('=')) {
            // S-chess's gating (`Nc3/H`, `O-O/He1`) and sittuyin's promotions (`e5=F`,
            // `e5f6=F`): the legal move written so.
            let mut list = MoveList::new();
            self.legal_moves(&mut list);
            return list
                .as_slice()
                .iter()
                .copied()
                .find(|&m| {
                    (m.gating().is_some() || m.promotion().is_some())
                        && self.san(m).as_str().trim_end_matches(['+', '#']).eq(text)
                })
                .ok_or(SanError::Illegal);
        }
        if DROPS {
            if let Some((letter, square)) = text.split_once('@') {
                // The type's SAN letter where it has a synonym (supply's elephant: `E@c1`),
                // else its letter (`B@c1`, `+N@e4`).
                let by_san = match *letter.as_bytes() {
                    [c] => SAN_LETTERS
                        .iter()
                        .position(|&l| l == c.to_ascii_uppercase())
                        .zip(parse_square(square))
                        .map(|(t, to)| Move::new(t, to, DROP, usize::MAX)),
                    _ => None,
                };
                return by_san
                    .filter(|&m| self.is_legal(m))
                    .or_else(|| {
                        self.drop_named(letter, square)
                            .filter(|&m| self.is_legal(m))
                    })
                    .ok_or(SanError::Illegal);
            }
        }
        let us = self.side as usize;
        let ours = self.by_side[us];
        let mut wanted = SanMatch {
            castle: None,
            to: SQUARES,
            promotion: None,
            file: None,
            rank: None,
            capture: false,
            theirs: self.by_side[us ^ 1],
            found: None,
            ambiguous: false,
        };
        let from = match text {
            "O-O" | "0-0" | "O-O-O" | "0-0-0" => {
                wanted.castle = Some(if text.len() == 3 {
                    CASTLE_KINGSIDE
                } else {
                    CASTLE_QUEENSIDE
                });
                self.by_type[KING] & ours
            }
            _ => {
                // Read from the end: the promotion, the destination, then what comes
                // before it (the piece's letter, a file or rank that tells it apart, `x`).
                let letter = |c: u8| LETTERS.iter().position(|l| l.to_ascii_uppercase() == c);
                let mut body = text;
                if let Some(&last) = body.as_bytes().last().filter(|c| c.is_ascii_uppercase()) {
                    wanted.promotion = Some(letter(last).ok_or(SanError::Illegal)?);
                    body = body[..body.len() - 1].trim_end_matches('=');
                }
                let digits = body.bytes().rev().take_while(u8::is_ascii_digit).count();
                let at = body
                    .len()
                    .checked_sub(digits + 1)
                    .ok_or(SanError::Illegal)?;
                wanted.to = body
                    .get(at..)
                    .and_then(parse_square)
                    .ok_or(SanError::Illegal)?;
                let mut before = &body[..at];
                let t = match before.as_bytes().first() {
                    Some(&c) if c.is_ascii_uppercase() => {
                        before = &before[1..];
                        // (The piece's SAN letter, or its letter.)
                        SAN_LETTERS
                            .iter()
                            .position(|&l| l == c)
                            .or_else(|| letter(c))
                            .ok_or(SanError::Illegal)?
                    }
                    _ => PAWN,
                };
                if let Some(rest) = before.strip_suffix('x') {
                    wanted.capture = true;
                    before = rest;
                }
                if let Some(&c) = before.as_bytes().first().filter(|c| c.is_ascii_lowercase()) {
                    wanted.file = Some(usize::from(c - b'a'));
                    before = &before[1..];
                }
                if !before.is_empty() {
                    let rank: usize = before.parse().map_err(|_| SanError::Illegal)?;
                    wanted.rank = Some(rank.checked_sub(1).ok_or(SanError::Illegal)?);
                }
                if t >= TYPES {
                    return Err(SanError::Illegal);
                }
                self.by_type[t] & ours
            }
        };
        // Only the moves of the pieces of the type written are generated.
        self.offer_legal_moves(&mut wanted, from);
        match wanted.found {
            _ if wanted.ambiguous => Err(SanError::Ambiguous),
            Some(m) => Ok(m),
            None => Err(SanError::Illegal),
        }
    }
}
