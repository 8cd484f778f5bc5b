//! A variant's position read from a FEN (the seed "Board representation"'s FEN, with
//! Fairy-Stockfish's additions): the placement through [`super::fen::placement`], a drop
//! variant's hands (`[Qp]`), promoted pieces' marks (`Q~`, `+P`), the side to move, the
//! castling rights as Fairy-Stockfish finds their rooks (Chess960's files, S-chess's gates),
//! the en passant square and the checks left to give. The move generator reads its start
//! position with it, and so does the slow reference move generator of the proofs.

use super::fen::{placement, PlacementError};
use super::variant::{Castling, Variant};
use crate::error::Error;

/// A position: the piece (type index, side) on each square, a1 = 0 rank by rank, the side
/// to move (0 White), castling rights by side and wing (0 kingside), the en passant square.
///
/// ```
/// use vector_attacks_codegen::{input::position::Setup, variant::Variant};
/// let chess = Variant::shipped("chess").unwrap();
/// let s = Setup::from_fen(&chess, "4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
/// assert_eq!(s.board[7], Some((3, 0))); // a white rook on h1
/// assert!(s.castling[0][0]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The piece on each square.
    pub board: Vec<Option<(usize, usize)>>,
    /// The side to move.
    pub side: usize,
    /// Castling rights, `[side][wing]`.
    pub castling: [[bool; 2]; 2],
    /// Where each right's rook stands, `[side][wing]`, found as Fairy-Stockfish finds it
    /// when it reads the rights (meaningless where the right does not hold).
    pub castling_rook: [[usize; 2]; 2],
    /// Where each side's king castles from (meaningless without a right).
    pub castling_king: [usize; 2],
    /// The en passant square.
    pub en_passant: Option<usize>,
    /// Where the variant counts checks, the checks each side has left to give.
    pub checks: Option<[u32; 2]>,
    /// The right (`[side, wing]`) the move that led here castled with, if it castled (a
    /// FEN does not say: `None`). Castling wins by it where `castlingWins` lists it.
    pub castled: Option<[usize; 2]>,
    /// Where pieces are dropped (`pieceDrops`), per side how many of each type it holds in
    /// hand (empty otherwise).
    pub hands: [Vec<u32>; 2],
    /// Per square, whether its piece is a promoted one (a FEN's `~`), which goes into the
    /// hand as a pawn when taken (but in `dropLoop`).
    pub promoted: Vec<bool>,
    /// Per square, for a piece promoted as shogi's are (a FEN's `+P`), the type it promoted
    /// from, which it goes back to in the taker's hand (but in `dropLoop`).
    pub unpromoted: Vec<Option<usize>>,
    /// Where pieces are gated (S-chess's `seirawanGating`), per side its gates: the squares
    /// of its first rank whose pieces have not moved (a set, a1 = bit 0).
    pub gates: [u128; 2],
    /// Where the king and the met have first leaps (Cambodian chess's `cambodianMoves`),
    /// per side the squares of its first rank whose leaps are still open (the castling
    /// field's files, `DEde`).
    pub first_leaps: [u128; 2],
}

impl Setup {
    /// Whether `side` may still gate (S-chess): it holds a piece, or captures may bring it
    /// one (the template's `Position::may_gate`).
    ///
    /// ```
    /// use vector_attacks_codegen::{input::position::Setup, variant::Variant};
    /// let seirawan = Variant::shipped("seirawan").unwrap();
    /// let start = Setup::from_fen(&seirawan, &seirawan.start_fen).unwrap();
    /// assert!(start.may_gate(&seirawan, 0) && start.may_gate(&seirawan, 1));
    /// ```
    pub fn may_gate(&self, variant: &Variant, side: usize) -> bool {
        self.hands[side].iter().any(|&n| n > 0)
            || variant.drops.as_ref().is_some_and(|d| d.captures_to_hand)
    }

    /// Reads a FEN of `variant` (the generated `from_fen`'s rules: rights and en passant
    /// squares that cannot hold are dropped).
    ///
    /// # Errors
    ///
    /// [`Error::Variant`], naming the FEN and the field that is wrong.
    ///
    /// ```
    /// use vector_attacks_codegen::{input::position::Setup, variant::Variant};
    /// let house = Variant::shipped("crazyhouse").unwrap();
    /// let s = Setup::from_fen(&house, "4k3/8/8/8/8/8/8/4K3[Qn] b - - 0 1").unwrap();
    /// assert_eq!((s.side, s.hands[0].iter().sum::<u32>(), s.hands[1].iter().sum::<u32>()), (1, 1, 1));
    /// let e = Setup::from_fen(&house, "4k3/8/8/8/8/8/8/4K3[Qn b - - 0 1").unwrap_err();
    /// assert!(e.to_string().contains("its hands lack `]`"), "{e}");
    /// ```
    pub fn from_fen(variant: &Variant, fen: &str) -> Result<Setup, Error> {
        let bad = |what: &str| Error::Variant {
            variant: variant.name.clone(),
            message: format!("FEN `{fen}`: {what}"),
        };
        let mut fields = fen.split_whitespace().peekable();
        let mut setup = Setup::from_placement(variant, fields.next(), &bad)?;
        setup.side = match fields.next() {
            Some("w") | None => 0,
            Some("b") => 1,
            Some(other) => return Err(bad(&format!("side `{other}` is not `w` or `b`"))),
        };
        // A field starting with a digit after the side: Fairy-Stockfish reads no castling
        // and en passant fields there (rookmate's `w 7+7 0 1`).
        if fields
            .peek()
            .is_some_and(|f| f.starts_with(|c: char| c.is_ascii_digit()))
        {
            if variant.check_counting {
                setup.read_checks(fields);
            }
            return Ok(setup);
        }
        match (fields.next(), &variant.castling) {
            (Some(rights), Some(c)) => {
                for letter in rights.chars().filter(|&l| l != '-') {
                    setup.read_right(variant, c, letter, &bad)?;
                }
            }
            (Some(rights), None) if variant.counting.cambodian_moves => {
                setup.read_first_leaps(variant, rights, &bad)?;
            }
            _ => {}
        }
        if let (true, Some(c)) = (
            variant.drops.as_ref().is_some_and(|d| d.gating),
            &variant.castling,
        ) {
            setup.gain_gating_rights(variant, c);
        }
        // (Where moves are counted, a number there is the count's limit, not a square.)
        let counting = variant.counting.rule != crate::input::variant::CountingRule::None;
        let count = |ep: &str| counting && ep.bytes().all(|b| b.is_ascii_digit());
        if let Some(ep) = fields.next().filter(|&ep| ep != "-" && !count(ep)) {
            setup.read_en_passant(variant, ep, &bad)?;
        }
        if variant.check_counting {
            setup.read_checks(fields);
        }
        Ok(setup)
    }

    /// The placement field (with a drop variant's hands and the promoted pieces' marks)
    /// read into a position with White to move and nothing else set.
    fn from_placement(
        variant: &Variant,
        field: Option<&str>,
        bad: &impl Fn(&str) -> Error,
    ) -> Result<Setup, Error> {
        let (files, ranks) = (variant.files as usize, variant.ranks as usize);
        let mut placement_text = field.ok_or_else(|| bad("it is empty"))?;
        // A drop variant's hands (`[Qp]`), and its promoted pieces' marks (`Q~`).
        let mut hands = [Vec::new(), Vec::new()];
        if variant.drops.is_some() {
            hands = [0, 1].map(|_| vec![0u32; variant.pieces.len()]);
            if let Some((board, held)) = placement_text.split_once('[') {
                placement_text = board;
                let held = held
                    .strip_suffix(']')
                    .ok_or_else(|| bad("its hands lack `]`"))?;
                for c in held.chars().filter(|&c| c != '-') {
                    let t = variant
                        .piece_index(c.to_ascii_lowercase())
                        .ok_or_else(|| bad(&format!("`{c}` in its hands is none of its pieces")))?;
                    hands[usize::from(c.is_ascii_lowercase())][t] += 1;
                }
            }
        }
        let promoted_letter = |c: char| {
            let p = variant.piece_promotion.as_ref()?;
            p.types
                .iter()
                .find(|(from, _)| *from == c)
                .map(|&(_, to)| to)
        };
        let (stripped, marks, plus) =
            promotion_marks(placement_text, files, ranks, promoted_letter);
        if let Some(&(_, c)) = plus.iter().find(|&&(_, c)| promoted_letter(c).is_none()) {
            return Err(bad(&format!("`+{c}`: `{c}` does not promote")));
        }
        let mut board = vec![None; files * ranks];
        let pieces = placement(&stripped, files, ranks, |c| {
            variant
                .piece_index(c.to_ascii_lowercase())
                .map(|t| (t, usize::from(c.is_ascii_lowercase())))
        })
        .map_err(|e| {
            bad(&match e {
                PlacementError::Ranks { .. } => {
                    format!("expected {ranks} ranks separated by `/`")
                }
                PlacementError::NotAPiece(c) => format!("`{c}` is none of its pieces"),
                PlacementError::TooLong { rank } => {
                    format!("rank {rank} is longer than {files} files")
                }
                PlacementError::WrongLength { rank, .. } => {
                    format!("rank {rank} does not have {files} files")
                }
            })
        })?;
        for (square, piece) in pieces {
            board[square] = Some(piece);
        }
        Ok(Setup {
            board,
            side: 0,
            castling: [[false; 2]; 2],
            castling_rook: [[0; 2]; 2],
            castling_king: [0; 2],
            en_passant: None,
            // Fairy-Stockfish's reading of a FEN without the checks field: one each.
            checks: variant.check_counting.then_some([1, 1]),
            castled: None,
            hands,
            promoted: (0..files * ranks).map(|s| marks.contains(&s)).collect(),
            unpromoted: (0..files * ranks)
                .map(|s| {
                    let (_, c) = plus.iter().find(|&&(at, _)| at == s)?;
                    variant.piece_index(*c)
                })
                .collect(),
            gates: [0, 0],
            first_leaps: [0, 0],
        })
    }

    /// Whether the piece on `sq` is one of `side`'s castling pieces.
    fn castles(&self, variant: &Variant, c: &Castling, sq: usize, side: usize) -> bool {
        self.board[sq]
            .is_some_and(|(t, s)| s == side && c.rook_pieces.contains(&variant.pieces[t].letter))
    }

    /// Reads one letter of the castling field, as Fairy-Stockfish reads the rights: the rook
    /// of `K` is the first castling piece from the search's first file towards file a (of
    /// `Q`, towards the last file); the king is the side's only king on the castling rank,
    /// or the one on the castling king's file.
    fn read_right(
        &mut self,
        variant: &Variant,
        c: &Castling,
        letter: char,
        bad: &impl Fn(&str) -> Error,
    ) -> Result<(), Error> {
        let gating = variant.drops.as_ref().is_some_and(|d| d.gating);
        // With gating, a file names a gate: the side's piece on its first rank there,
        // which has not moved (Fairy-Stockfish's reading; where the side has nothing
        // to gate, a castling rook's file is also its right).
        let gate_file = (gating && letter.is_ascii_alphabetic() && !"KQkq".contains(letter))
            .then(|| u32::from(letter.to_ascii_lowercase()) - u32::from('a'))
            .filter(|&f| f < variant.files);
        if let Some(file) = gate_file {
            self.read_gate(variant, c, letter, file);
            return Ok(());
        }
        // (The king, or without one the commoner that castles in its place.)
        let king_type = variant
            .pieces
            .iter()
            .position(|p| p.name == "king")
            .or_else(|| variant.pieces.iter().position(|p| p.name == "commoner"));
        // In Chess960 a right may name its rook's file (Shredder-FEN, X-FEN).
        let named = (c.chess960 && letter.is_ascii_alphabetic())
            .then(|| u32::from(letter.to_ascii_lowercase()) - u32::from('a'))
            .filter(|&f| f < variant.files && !"KQkq".contains(letter));
        let (side, kingside) = match letter {
            'K' => (0, true),
            'Q' => (0, false),
            'k' => (1, true),
            'q' => (1, false),
            _ if named.is_some() => (usize::from(letter.is_ascii_lowercase()), true),
            _ => return Err(bad(&format!("castling right `{letter}`"))),
        };
        let at = |file: u32| c.square(variant.files, variant.ranks, side, file);
        let rook = if let Some(file) = named {
            Some(at(file)).filter(|&sq| self.castles(variant, c, sq, side))
        } else if kingside {
            (0..=c.rook_kingside_file)
                .rev()
                .map(at)
                .find(|&sq| self.castles(variant, c, sq, side))
        } else {
            (c.rook_queenside_file..variant.files)
                .map(at)
                .find(|&sq| self.castles(variant, c, sq, side))
        };
        let kings: Vec<usize> = (0..variant.files)
            .map(at)
            .filter(|&sq| self.board[sq] == king_type.map(|k| (k, side)))
            .collect();
        let king = match kings[..] {
            [one] => Some(one),
            [first, ..] if c.chess960 => Some(first),
            _ => Some(at(c.king_file)).filter(|sq| kings.contains(sq)),
        };
        // A piece found only on the other wing gives no right (Fairy-Stockfish
        // would give that wing one; python-chess and shakmaty drop it, as the
        // generated `from_fen` does).
        // In Chess960 the rook's side of the king gives the wing, as in
        // Fairy-Stockfish.
        let mut wing = usize::from(!kingside);
        // (With gating, a right's king and rook squares are gates.)
        if gating {
            if let Some(king) = king {
                self.gates[side] |= 1 << king;
            }
            let corner = at(if kingside {
                c.rook_kingside_file
            } else {
                c.rook_queenside_file
            });
            if self.board[corner].is_some_and(|(_, w)| w == side) {
                self.gates[side] |= 1 << corner;
            }
        }
        if let (Some(rook), Some(king)) = (rook, king) {
            if c.chess960 {
                wing = usize::from(rook < king);
            } else if usize::from(rook < king) != wing {
                return Ok(());
            }
            self.castling[side][wing] = true;
            self.castling_rook[side][wing] = rook;
            self.castling_king[side] = king;
        }
        Ok(())
    }

    /// Reads the gate on `file` that the castling field's `letter` names (S-chess), and the
    /// castling right its rook gives where the side has nothing to gate.
    fn read_gate(&mut self, variant: &Variant, c: &Castling, letter: char, file: u32) {
        let side = usize::from(letter.is_ascii_lowercase());
        let sq = c.square(variant.files, variant.ranks, side, file);
        if self.board[sq].is_some_and(|(_, w)| w == side) {
            self.gates[side] |= 1 << sq;
        }
        let may_gate = self.may_gate(variant, side);
        let wing = [c.rook_kingside_file, c.rook_queenside_file]
            .iter()
            .position(|&f| f == file);
        let king_sq = c.square(variant.files, variant.ranks, side, c.king_file);
        let king_there =
            self.board[king_sq].is_some_and(|(t, w)| w == side && variant.pieces[t].name == "king");
        if let (false, Some(wing), true) = (may_gate, wing, king_there) {
            if self.castles(variant, c, sq, side) {
                self.castling[side][wing] = true;
                self.castling_rook[side][wing] = sq;
                self.castling_king[side] = king_sq;
            }
        }
    }

    /// A side that may gate, with its king and a castling rook on gates but no right, gains
    /// the right (Fairy-Stockfish's reading of a Chess960 gating FEN).
    fn gain_gating_rights(&mut self, variant: &Variant, c: &Castling) {
        for side in 0..2 {
            let may_gate = self.may_gate(variant, side);
            let at = |file: u32| c.square(variant.files, variant.ranks, side, file);
            let king_sq = at(c.king_file);
            let king_on_gate = self.gates[side] >> king_sq & 1 == 1
                && self.board[king_sq]
                    .is_some_and(|(t, w)| w == side && variant.pieces[t].name == "king");
            if self.castling[side] != [false, false] || !may_gate || !king_on_gate {
                continue;
            }
            for (wing, file) in [c.rook_kingside_file, c.rook_queenside_file]
                .into_iter()
                .enumerate()
            {
                let sq = at(file);
                if self.gates[side] >> sq & 1 == 1 && self.castles(variant, c, sq, side) {
                    self.castling[side][wing] = true;
                    self.castling_rook[side][wing] = sq;
                    self.castling_king[side] = king_sq;
                }
            }
        }
    }

    /// Reads the en passant field `ep` (not `-`): kept where a pawn of the side not to move
    /// stands in front of it and the square and the one behind it are empty.
    fn read_en_passant(
        &mut self,
        variant: &Variant,
        ep: &str,
        bad: &impl Fn(&str) -> Error,
    ) -> Result<(), Error> {
        let (files, ranks) = (variant.files as usize, variant.ranks as usize);
        let square =
            square_of(ep, files, ranks).ok_or_else(|| bad(&format!("`{ep}` is not a square")))?;
        let forward = if self.side == 0 {
            -(files as isize)
        } else {
            files as isize
        };
        let pawn = square as isize + forward;
        let start = square as isize - forward;
        let them = 1 - self.side;
        let on = |s: isize| usize::try_from(s).ok().filter(|&s| s < files * ranks);
        let is_pawn = |s: usize| {
            self.board[s].is_some_and(|(t, who)| who == them && variant.pieces[t].name == "pawn")
        };
        if let (Some(pawn), Some(start)) = (on(pawn), on(start)) {
            if is_pawn(pawn) && self.board[square].is_none() && self.board[start].is_none() {
                self.en_passant = Some(square);
            }
        }
        Ok(())
    }

    /// Reads Cambodian chess's first leaps from the castling field `rights`: each letter a
    /// file of the side's first rank (uppercase White's), kept where the side's piece
    /// stands there.
    fn read_first_leaps(
        &mut self,
        variant: &Variant,
        rights: &str,
        bad: &impl Fn(&str) -> Error,
    ) -> Result<(), Error> {
        let (files, ranks) = (variant.files as usize, variant.ranks as usize);
        for letter in rights.chars().filter(|&l| l != '-') {
            let file = (letter.to_ascii_lowercase() as usize).wrapping_sub('a' as usize);
            if !letter.is_ascii_alphabetic() || file >= files {
                return Err(bad(&format!("first leap's file `{letter}`")));
            }
            let side = usize::from(letter.is_ascii_lowercase());
            let square = if side == 0 {
                file
            } else {
                (ranks - 1) * files + file
            };
            if self.board[square].is_some_and(|(_, who)| who == side) {
                self.first_leaps[side] |= 1 << square;
            }
        }
        Ok(())
    }

    /// The checks left to give, `W+B` after the en passant square, or the checks given of
    /// three, `+W+B` after the counters (lichess's), among the remaining `fields`.
    fn read_checks<'a>(&mut self, fields: impl Iterator<Item = &'a str>) {
        for field in fields {
            let digits: Vec<u32> = field.split('+').filter_map(|d| d.parse().ok()).collect();
            match (field.starts_with('+'), &digits[..]) {
                (false, &[w, b]) => self.checks = Some([w, b]),
                (true, &[w, b]) => {
                    self.checks = Some([3u32.saturating_sub(w), 3u32.saturating_sub(b)])
                }
                _ => {}
            }
        }
    }
}

/// The square `name` (`a1`, `j10`) names on a board of `files` and `ranks`, if any.
///
/// ```
/// use vector_attacks_codegen::input::position::square_of;
/// assert_eq!(square_of("j10", 10, 10), Some(99));
/// assert_eq!(square_of("e9", 8, 8), None);
/// ```
pub fn square_of(name: &str, files: usize, ranks: usize) -> Option<usize> {
    let mut chars = name.chars();
    let file = chars.next()?;
    let file = (file as usize).checked_sub('a' as usize)?;
    let rank: usize = chars.as_str().parse().ok()?;
    (file < files && (1..=ranks).contains(&rank)).then(|| (rank - 1) * files + file)
}

/// A placement without its promoted marks, the squares a `~` after a piece marks, and the
/// squares a `+` before a piece marks with the letter after it (ranks from the last,
/// `files` wide, `ranks` high); `promoted` gives the letter of what a `+` piece became,
/// which takes its place in the text.
fn promotion_marks(
    text: &str,
    files: usize,
    ranks: usize,
    promoted: impl Fn(char) -> Option<char>,
) -> (String, Vec<usize>, Vec<(usize, char)>) {
    let (mut marks, mut plus) = (Vec::new(), Vec::new());
    let mut out = String::new();
    for (row, rank_text) in text.split('/').enumerate() {
        if row > 0 {
            out.push('/');
        }
        let rank = ranks.saturating_sub(row + 1);
        let (mut file, mut run) = (0, 0);
        let mut pending_plus = false;
        for c in rank_text.chars() {
            if let Some(d) = c.to_digit(10) {
                run = run * 10 + d as usize;
                out.push(c);
                continue;
            }
            file += run;
            run = 0;
            match c {
                '~' => {
                    if file > 0 {
                        marks.push(rank * files + file - 1);
                    }
                }
                '+' => pending_plus = true,
                _ if pending_plus => {
                    pending_plus = false;
                    plus.push((rank * files + file, c.to_ascii_lowercase()));
                    let p = promoted(c.to_ascii_lowercase()).unwrap_or(c);
                    out.push(if c.is_ascii_uppercase() {
                        p.to_ascii_uppercase()
                    } else {
                        p
                    });
                    file += 1;
                }
                _ => {
                    out.push(c);
                    file += 1;
                }
            }
        }
    }
    (out, marks, plus)
}
