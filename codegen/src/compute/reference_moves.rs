//! The legal moves of a variant's position, found the slow and plain way from its definition:
//! each piece's Betza moves walked square by square (and janggi's palace diagonals, cannon
//! and pass, and the pass only when stalemated, as Fairy-Stockfish defines them), every move made on a copy of the board
//! and kept when no enemy piece can then take the king. `show move-generator` draws them; it
//! shares no code with the generated move generator ([`crate::movegen`]), so a test can hold
//! one against the other.

use crate::input::betza::{self, Range};
use crate::input::fen::{placement, PlacementError};
use crate::input::variant::Variant;
use crate::Error;

/// A position: the piece (type index, side) on each square, a1 = 0 rank by rank, the side
/// to move (0 White), castling rights by side and wing (0 kingside), the en passant square.
///
/// ```
/// use vector_attacks_codegen::{compute::reference_moves::Setup, variant::Variant};
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
}

/// One legal move: from, to (for castling the king's destination, or in Chess960 its rook's
/// square, as Fairy-Stockfish writes each), a promotion letter; or a drop: the letter of the
/// piece put from the hand onto `to` (`from` is then `to` too).
///
/// ```
/// use vector_attacks_codegen::compute::reference_moves::Move;
/// let m = Move { from: 12, to: 28, promotion: None, castling: false, drop: None, gating: None };
/// assert_eq!(m.uci(8), "e2e4");
/// let d = Move { from: 28, to: 28, promotion: None, castling: false, drop: Some('n'), gating: None };
/// assert_eq!(d.uci(8), "N@e4");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Move {
    /// The square left.
    pub from: usize,
    /// The square reached.
    pub to: usize,
    /// The letter of the piece a pawn becomes; `+` for a piece promoting as shogi's do (or
    /// a drop of a piece promoted, `dropPromoted`), `-` for a promoted one turning back
    /// (`pieceDemotion`).
    pub promotion: Option<char>,
    /// Whether it is castling.
    pub castling: bool,
    /// For a drop, the letter of the piece dropped.
    pub drop: Option<char>,
    /// For a gating move (S-chess's), the letter of the piece put from the hand, and the
    /// square it goes on: the square left, or for a castling the king's or the rook's.
    pub gating: Option<(char, usize)>,
}

impl Move {
    /// The move in UCI on a board `files` wide (`a2a4`, `e7e8q`, `f1i1`).
    pub fn uci(&self, files: usize) -> String {
        let name = |s: usize| format!("{}{}", char::from(b'a' + (s % files) as u8), s / files + 1);
        if let Some(letter) = self.drop {
            let promoted = if self.promotion.is_some() { "+" } else { "" };
            return format!(
                "{promoted}{}@{}",
                letter.to_ascii_uppercase(),
                name(self.to)
            );
        }
        let promotion = self.promotion.map(String::from).unwrap_or_default();
        match self.gating {
            // A castling gating on its rook's square: from there to the king's square, as
            // Fairy-Stockfish writes it (`h1e1h`).
            Some((letter, square)) if self.castling && square != self.from => {
                format!("{}{}{letter}", name(square), name(self.from))
            }
            Some((letter, _)) => format!("{}{}{promotion}{letter}", name(self.from), name(self.to)),
            None => format!("{}{}{promotion}", name(self.from), name(self.to)),
        }
    }
}

impl Setup {
    /// Whether `side` may still gate (S-chess): it holds a piece, or captures may bring it
    /// one (the template's `Position::may_gate`).
    fn may_gate(&self, variant: &Variant, side: usize) -> bool {
        self.hands[side].iter().any(|&n| n > 0)
            || variant.drops.as_ref().is_some_and(|d| d.captures_to_hand)
    }

    /// Reads a FEN of `variant` (the generated `from_fen`'s rules: rights and en passant
    /// squares that cannot hold are dropped).
    pub fn from_fen(variant: &Variant, fen: &str) -> Result<Setup, Error> {
        let bad = |what: &str| Error::Variant {
            variant: variant.name.clone(),
            message: format!("FEN `{fen}`: {what}"),
        };
        let (files, ranks) = (variant.files as usize, variant.ranks as usize);
        let mut fields = fen.split_whitespace();
        let mut placement_text = fields.next().ok_or_else(|| bad("it is empty"))?;
        // A drop variant's hands (`[Qp]`), and its promoted pieces' marks (`Q~`).
        let mut hands = [Vec::new(), Vec::new()];
        let marks;
        let stripped;
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
        let plus;
        (stripped, marks, plus) = promotion_marks(placement_text, files, ranks, promoted_letter);
        placement_text = &stripped;
        if let Some(&(_, c)) = plus.iter().find(|&&(_, c)| promoted_letter(c).is_none()) {
            return Err(bad(&format!("`+{c}`: `{c}` does not promote")));
        }
        let mut board = vec![None; files * ranks];
        let pieces = placement(placement_text, files, ranks, |c| {
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
        let side = match fields.next() {
            Some("w") | None => 0,
            Some("b") => 1,
            Some(other) => return Err(bad(&format!("side `{other}` is not `w` or `b`"))),
        };
        let mut setup = Setup {
            board,
            side,
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
        };
        let gating = variant.drops.as_ref().is_some_and(|d| d.gating);
        let rights_field = fields.next();
        if let (Some(rights), Some(c)) = (rights_field, &variant.castling) {
            // As Fairy-Stockfish reads the rights: the rook of `K` is the first castling
            // piece from the search's first file towards file a (of `Q`, towards the last
            // file); the king is the side's only king on the castling rank, or the one on
            // the castling king's file.
            // (The king, or without one the commoner that castles in its place.)
            let king_type = variant
                .pieces
                .iter()
                .position(|p| p.name == "king")
                .or_else(|| variant.pieces.iter().position(|p| p.name == "commoner"));
            let castles = |sq: usize, side: usize| {
                setup.board[sq].is_some_and(|(t, s)| {
                    s == side && c.rook_pieces.contains(&variant.pieces[t].letter)
                })
            };
            for letter in rights.chars().filter(|&l| l != '-') {
                // With gating, a file names a gate: the side's piece on its first rank there,
                // which has not moved (Fairy-Stockfish's reading; where the side has nothing
                // to gate, a castling rook's file is also its right).
                let gate_file =
                    (gating && letter.is_ascii_alphabetic() && !"KQkq".contains(letter))
                        .then(|| u32::from(letter.to_ascii_lowercase()) - u32::from('a'))
                        .filter(|&f| f < variant.files);
                if let Some(file) = gate_file {
                    let side = usize::from(letter.is_ascii_lowercase());
                    let sq = c.square(variant.files, variant.ranks, side, file);
                    if setup.board[sq].is_some_and(|(_, w)| w == side) {
                        setup.gates[side] |= 1 << sq;
                    }
                    let may_gate = setup.may_gate(variant, side);
                    let wing = [c.rook_kingside_file, c.rook_queenside_file]
                        .iter()
                        .position(|&f| f == file);
                    let king_sq = c.square(variant.files, variant.ranks, side, c.king_file);
                    let king_there = setup.board[king_sq]
                        .is_some_and(|(t, w)| w == side && variant.pieces[t].name == "king");
                    if let (false, Some(wing), true) = (may_gate, wing, king_there) {
                        if castles(sq, side) {
                            setup.castling[side][wing] = true;
                            setup.castling_rook[side][wing] = sq;
                            setup.castling_king[side] = king_sq;
                        }
                    }
                    continue;
                }
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
                    Some(at(file)).filter(|&sq| castles(sq, side))
                } else if kingside {
                    (0..=c.rook_kingside_file)
                        .rev()
                        .map(at)
                        .find(|&sq| castles(sq, side))
                } else {
                    (c.rook_queenside_file..variant.files)
                        .map(at)
                        .find(|&sq| castles(sq, side))
                };
                let kings: Vec<usize> = (0..variant.files)
                    .map(at)
                    .filter(|&sq| setup.board[sq] == king_type.map(|k| (k, side)))
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
                        setup.gates[side] |= 1 << king;
                    }
                    let corner = at(if kingside {
                        c.rook_kingside_file
                    } else {
                        c.rook_queenside_file
                    });
                    if setup.board[corner].is_some_and(|(_, w)| w == side) {
                        setup.gates[side] |= 1 << corner;
                    }
                }
                if let (Some(rook), Some(king)) = (rook, king) {
                    if c.chess960 {
                        wing = usize::from(rook < king);
                    } else if usize::from(rook < king) != wing {
                        continue;
                    }
                    setup.castling[side][wing] = true;
                    setup.castling_rook[side][wing] = rook;
                    setup.castling_king[side] = king;
                }
            }
        }
        if let (true, Some(c)) = (gating, &variant.castling) {
            // A side that may gate, with its king and a castling rook on gates but no right,
            // gains the right (Fairy-Stockfish's reading of a Chess960 gating FEN).
            for side in 0..2 {
                let may_gate = setup.may_gate(variant, side);
                let at = |file: u32| c.square(variant.files, variant.ranks, side, file);
                let king_sq = at(c.king_file);
                let king_on_gate = setup.gates[side] >> king_sq & 1 == 1
                    && setup.board[king_sq]
                        .is_some_and(|(t, w)| w == side && variant.pieces[t].name == "king");
                if setup.castling[side] != [false, false] || !may_gate || !king_on_gate {
                    continue;
                }
                for (wing, file) in [c.rook_kingside_file, c.rook_queenside_file]
                    .into_iter()
                    .enumerate()
                {
                    let sq = at(file);
                    let rook = setup.board[sq].is_some_and(|(t, w)| {
                        w == side && c.rook_pieces.contains(&variant.pieces[t].letter)
                    });
                    if setup.gates[side] >> sq & 1 == 1 && rook {
                        setup.castling[side][wing] = true;
                        setup.castling_rook[side][wing] = sq;
                        setup.castling_king[side] = king_sq;
                    }
                }
            }
        }
        if let Some(ep) = fields.next().filter(|&ep| ep != "-") {
            let square = square_of(ep, files, ranks)
                .ok_or_else(|| bad(&format!("`{ep}` is not a square")))?;
            let forward = if side == 0 {
                -(files as isize)
            } else {
                files as isize
            };
            let pawn = square as isize + forward;
            let start = square as isize - forward;
            let them = 1 - side;
            let on = |s: isize| usize::try_from(s).ok().filter(|&s| s < files * ranks);
            let is_pawn = |s: usize| {
                setup.board[s]
                    .is_some_and(|(t, who)| who == them && variant.pieces[t].name == "pawn")
            };
            if let (Some(pawn), Some(start)) = (on(pawn), on(start)) {
                if is_pawn(pawn) && setup.board[square].is_none() && setup.board[start].is_none() {
                    setup.en_passant = Some(square);
                }
            }
        }
        if variant.check_counting {
            // The checks left to give, `W+B` after the en passant square, or the checks
            // given of three, `+W+B` after the counters (lichess's).
            for field in fields {
                let digits: Vec<u32> = field.split('+').filter_map(|d| d.parse().ok()).collect();
                match (field.starts_with('+'), &digits[..]) {
                    (false, &[w, b]) => setup.checks = Some([w, b]),
                    (true, &[w, b]) => {
                        setup.checks = Some([3u32.saturating_sub(w), 3u32.saturating_sub(b)])
                    }
                    _ => {}
                }
            }
        }
        Ok(setup)
    }

    /// Whether the side that just moved has won by a rule of `variant` other than
    /// checkmate: its flag pieces in its flag region (as many as the rule asks, or one with
    /// the rest of the region occupied where a blocked region wins), or no check left to
    /// give. Written from Fairy-Stockfish's documentation of `flagPiece`, `flagRegion`,
    /// `flagPieceCount`, `flagPieceBlockedWin` and `checkCounting`.
    pub fn won_by_rule(&self, variant: &Variant) -> bool {
        let mover = 1 - self.side;
        let flag_won = variant
            .flag
            .as_ref()
            .is_some_and(|flag| !flag.extra_move && self.flag_reached(variant, mover));
        flag_won || self.checks.is_some_and(|c| c[mover] == 0)
    }

    /// Whether castling has ended the game (`castlingWins`): the move that led here castled
    /// with a listed right, or a side has none of its listed rights left. Written from
    /// Fairy-Stockfish's documentation of `castlingWins` ("specified castling moves are win
    /// conditions; losing these rights is losing").
    pub fn castling_ended(&self, variant: &Variant) -> bool {
        let wins = &variant.castling_wins;
        self.castled.is_some_and(|[side, wing]| wins[side][wing])
            || (0..2).any(|side| {
                (0..2).any(|wing| wins[side][wing])
                    && (0..2).all(|wing| !(wins[side][wing] && self.castling[side][wing]))
            })
    }

    /// Whether the side that just moved has `connectN` of its pieces of the kinds that count
    /// next to each other in a line (along a rank, a file or a diagonal, as the rule allows),
    /// which ends the game. Written from Fairy-Stockfish's documentation of `connectN`,
    /// `connectPieceTypes`, `connectHorizontal`, `connectVertical` and `connectDiagonal`.
    pub fn connected(&self, variant: &Variant) -> bool {
        let Some(rule) = &variant.connect else {
            return false;
        };
        let (files, ranks) = (variant.files as i64, variant.ranks as i64);
        let mover = 1 - self.side;
        let counts = |file: i64, rank: i64| {
            (0..files).contains(&file)
                && (0..ranks).contains(&rank)
                && self.board[(rank * files + file) as usize].is_some_and(|(t, who)| {
                    who == mover
                        && rule
                            .pieces
                            .as_ref()
                            .is_none_or(|l| l.contains(&variant.pieces[t].letter))
                })
        };
        let mut ways = Vec::new();
        if rule.horizontal {
            ways.push((1, 0));
        }
        if rule.vertical {
            ways.push((0, 1));
        }
        if rule.diagonal {
            ways.extend([(1, 1), (1, -1)]);
        }
        let n = i64::from(rule.n);
        (0..files).any(|file| {
            (0..ranks).any(|rank| {
                ways.iter()
                    .any(|&(df, dr)| (0..n).all(|k| counts(file + k * df, rank + k * dr)))
            })
        })
    }

    /// Whether `side`'s flag pieces stand in its flag region as the flag rule asks.
    fn flag_reached(&self, variant: &Variant, side: usize) -> bool {
        let Some(flag) = &variant.flag else {
            return false;
        };
        let in_region = |sq: usize| sq < 128 && flag.region[side] >> sq & 1 == 1;
        let flag_pieces = (0..self.board.len())
            .filter(|&sq| in_region(sq))
            .filter(|&sq| {
                self.board[sq].is_some_and(|(t, who)| {
                    who == side && flag.piece[side].is_none_or(|l| variant.pieces[t].letter == l)
                })
            })
            .count() as u32;
        let region_full = (0..self.board.len())
            .filter(|&sq| in_region(sq))
            .all(|sq| self.board[sq].is_some());
        flag_pieces > 0 && (flag_pieces >= flag.count || (flag.blocked_win && region_full))
    }

    /// Where the opponent has one more move after a flag is reached (`flagMove`), whether
    /// the game is over (each piece type's moves given as for [`legal_moves_of`]): the side to
    /// move reached its flag before that move (it wins, or draws a race of kings that
    /// Black has joined); or, in a race of kings (each side's flag piece its royal king),
    /// the opponent reached its flag and the side to move is White, or Black in check or
    /// without a move of its king into its own region. Written from Fairy-Stockfish's
    /// documentation of `flagMove`, lichess's rules of racing kings and, for a Black king in
    /// check, Fairy-Stockfish's `is_immediate_game_end`.
    fn flag_move_ended(&self, variant: &Variant, pieces: &[Vec<betza::Move>]) -> bool {
        let Some(flag) = variant.flag.as_ref().filter(|f| f.extra_move) else {
            return false;
        };
        let side = self.side;
        if self.flag_reached(variant, side) {
            return true;
        }
        let king = variant.pieces.iter().find(|p| p.name == "king");
        let race = king.is_some_and(|k| flag.piece[side] == Some(k.letter));
        if !race || !self.flag_reached(variant, 1 - side) {
            return false;
        }
        // (The side to move's moves were the game not over: computed only here, in a race.)
        let king_joins = moves_but_flag_move(variant, self, pieces).iter().any(|m| {
            !m.castling
                && self.board[m.from].is_some_and(|(t, _)| variant.pieces[t].name == "king")
                && flag.region[side] >> m.to & 1 == 1
        });
        let in_check = (0..self.board.len()).any(|k| {
            self.board[k].is_some_and(|(t, who)| who == side && variant.pieces[t].name == "king")
                && attacked(variant, pieces, self, k, 1 - side)
        });
        side == 0 || in_check || !king_joins
    }

    /// Whether a side has run out of pieces under `variant`'s extinction rule, so that the
    /// game is over: a side with no more than `count` pieces of a listed kind (or of all
    /// its pieces, where `*` is listed) while the other has at least `opponent_count` of
    /// it, one more where the side out of pieces is to move and the win must be claimed.
    /// Written from Fairy-Stockfish's documentation of the `extinction*` options.
    pub fn extinct(&self, variant: &Variant) -> bool {
        let Some(rule) = &variant.extinction else {
            return false;
        };
        // Pseudo-royal pieces cannot be taken: only an explosion ends their kind.
        if rule.pseudo_royal && variant.blast.is_none() {
            return false;
        }
        // (Pieces in hand count too, as Fairy-Stockfish's `count_with_hand` counts them.)
        let count = |side: usize, kind: Option<char>| {
            let of_kind = |t: usize| kind.is_none_or(|l| variant.pieces[t].letter == l);
            let on_board = self
                .board
                .iter()
                .flatten()
                .filter(|&&(t, who)| who == side && of_kind(t))
                .count() as u32;
            let in_hand: u32 = self.hands.get(side).map_or(0, |hand| {
                hand.iter()
                    .enumerate()
                    .filter(|&(t, _)| of_kind(t))
                    .map(|(_, &n)| n)
                    .sum()
            });
            on_board + in_hand
        };
        let kinds: Vec<Option<char>> = rule
            .all
            .then_some(None)
            .into_iter()
            .chain(rule.pieces.iter().map(|&l| Some(l)))
            .collect();
        (0..2).any(|side| {
            let claim = u32::from(rule.claim && side == self.side);
            kinds.iter().any(|&kind| {
                count(side, kind) <= rule.count
                    && count(1 - side, kind) >= rule.opponent_count + claim
            })
        })
    }
}

/// The square `name` (`a1`, `j10`) names on a board of `files` and `ranks`, if any.
pub(crate) fn square_of(name: &str, files: usize, ranks: usize) -> Option<usize> {
    let mut chars = name.chars();
    let file = chars.next()?;
    let file = (file as usize).checked_sub('a' as usize)?;
    let rank: usize = chars.as_str().parse().ok()?;
    (file < files && (1..=ranks).contains(&rank)).then(|| (rank - 1) * files + file)
}

/// The squares of one castling: the king's and rook's from and to.
struct CastlingSquares {
    king_from: usize,
    king_to: usize,
    rook_from: usize,
    rook_to: usize,
}

fn castling_squares(variant: &Variant, setup: &Setup, side: usize, wing: usize) -> CastlingSquares {
    let c = variant
        .castling
        .as_ref()
        .expect("castling squares of a variant with castling");
    let king_to = c.square(
        variant.files,
        variant.ranks,
        side,
        if wing == 0 {
            c.kingside_file
        } else {
            c.queenside_file
        },
    );
    CastlingSquares {
        king_from: setup.castling_king[side],
        king_to,
        rook_from: setup.castling_rook[side][wing],
        rook_to: if wing == 0 { king_to - 1 } else { king_to + 1 },
    }
}

/// The squares the piece of type `t` and `side` on `from` reaches: (square, is a capture).
/// Its Betza moves, with janggi's rules: its cannon neither hops over nor takes a cannon,
/// and on the squares of `diagonalLines` pieces also move along the diagonals.
fn reaches(
    variant: &Variant,
    pieces: &[Vec<betza::Move>],
    setup: &Setup,
    t: usize,
    side: usize,
    from: usize,
) -> Vec<(usize, bool)> {
    let on = |setup: &Setup| {
        let mut out = betza_reaches(variant, pieces, setup, t, side, from);
        out.extend(palace_reaches(variant, setup, t, side, from));
        out
    };
    let mut out = on(setup);
    let is_cannon = |square: &Option<(usize, usize)>| {
        square.is_some_and(|(u, _)| variant.pieces[u].name == "janggiCannon")
    };
    if variant.pieces[t].name == "janggiCannon" {
        // The same moves with every cannon off the board must reach the square too: a
        // cannon as the screen finds another screen, or none.
        let mut bare = setup.clone();
        bare.board
            .iter_mut()
            .filter(|s| is_cannon(s))
            .for_each(|s| *s = None);
        let without = on(&bare);
        out.retain(|&(to, _)| {
            without.iter().any(|&(s, _)| s == to) && !is_cannon(&setup.board[to])
        });
    }
    out
}

/// Janggi's moves along the palace diagonals from `from`, where it is a square of
/// `diagonalLines` (none elsewhere), to squares of it (Fairy-Stockfish's `attacks_from`):
/// one step along any diagonal for the wazir and a king that moves as one, one step forward
/// along one for the soldier, a bishop's ride for the rook, a cannon's hop (over the first
/// piece, up to and onto the next) for janggi's cannon.
fn palace_reaches(
    variant: &Variant,
    setup: &Setup,
    t: usize,
    side: usize,
    from: usize,
) -> Vec<(usize, bool)> {
    let lines = variant.janggi.diagonal_lines;
    if lines >> from & 1 == 0 {
        return Vec::new();
    }
    let (files, ranks) = (variant.files as i32, variant.ranks as i32);
    let forward = if side == 0 { 1 } else { -1 };
    let (steps, ride, hop): (&[i32], bool, bool) = match variant.pieces[t].name.as_str() {
        "wazir" => (&[1, -1], false, false),
        "king" if variant.king_moves_as_wazir => (&[1, -1], false, false),
        "soldier" => (&[1], false, false),
        "rook" => (&[1, -1], true, false),
        "janggiCannon" => (&[1, -1], true, true),
        _ => return Vec::new(),
    };
    let square = |f: i32, r: i32| {
        ((0..files).contains(&f) && (0..ranks).contains(&r)).then_some((r * files + f) as usize)
    };
    let (f0, r0) = (from as i32 % files, from as i32 / files);
    let mut out = Vec::new();
    for &dr in steps {
        for df in [1, -1] {
            let dr = dr * forward;
            let mut ray = Vec::new();
            let (mut f, mut r) = (f0 + df, r0 + dr);
            while let Some(s) = square(f, r) {
                ray.push(s);
                if !ride {
                    break;
                }
                f += df;
                r += dr;
            }
            // The squares a move along the ray may end on: up to and onto the first piece,
            // or for the hop, past the first piece (the screen) up to and onto the next.
            let start = if hop {
                match ray.iter().position(|&s| setup.board[s].is_some()) {
                    Some(screen) => screen + 1,
                    None => continue,
                }
            } else {
                0
            };
            let ends = up_to_blocker(
                setup,
                side,
                ray[start.min(ray.len())..].iter().copied(),
                true,
                true,
            );
            out.extend(ends.into_iter().filter(|&(to, _)| lines >> to & 1 == 1));
        }
    }
    out
}

/// Along `squares` up to the first piece: each empty square (a quiet move, where `quiet`)
/// and that piece's square where it is the other side's (a capture, where `capture`).
fn up_to_blocker(
    setup: &Setup,
    side: usize,
    squares: impl Iterator<Item = usize>,
    quiet: bool,
    capture: bool,
) -> Vec<(usize, bool)> {
    let mut out = Vec::new();
    for to in squares {
        match setup.board[to] {
            None => {
                if quiet {
                    out.push((to, false));
                }
            }
            Some((_, who)) => {
                if who != side && capture {
                    out.push((to, true));
                }
                break;
            }
        }
    }
    out
}

/// [`reaches`] by the Betza moves alone.
fn betza_reaches(
    variant: &Variant,
    pieces: &[Vec<betza::Move>],
    setup: &Setup,
    t: usize,
    side: usize,
    from: usize,
) -> Vec<(usize, bool)> {
    let (files, ranks) = (variant.files as i32, variant.ranks as i32);
    // Black's steps are White's turned about (Fairy-Stockfish negates each step), so a
    // piece's right is the board's left for Black.
    let turn = if side == 0 { 1 } else { -1 };
    let mut out = Vec::new();
    // Xiangqi's soldier before its promotion rank (counted from its side) keeps to its file.
    let own_rank = if side == 0 {
        from as i32 / files
    } else {
        ranks - 1 - from as i32 / files
    };
    let file_only =
        variant.pieces[t].name == "soldier" && own_rank < variant.soldier_promotion_rank as i32;
    let square = |f: i32, r: i32| {
        ((0..files).contains(&f) && (0..ranks).contains(&r)).then_some((r * files + f) as usize)
    };
    for m in &pieces[t] {
        let (df, dr) = (m.step.files * turn, m.step.ranks * turn);
        if file_only && df != 0 {
            continue;
        }
        let (f0, r0) = (from as i32 % files, from as i32 / files);
        let land = |to: usize, out: &mut Vec<(usize, bool)>| match setup.board[to] {
            None if m.quiet => out.push((to, false)),
            Some((_, who)) if who != side && m.capture => out.push((to, true)),
            _ => {}
        };
        if m.lame {
            // Every square of the path but the last empty (the path as Fairy-Stockfish
            // lays it, Black's turned about).
            let path = betza::lame_path(m.step);
            let at = |p: &crate::Displacement| square(f0 + p.files * turn, r0 + p.ranks * turn);
            let (last, legs) = path.split_last().expect("a leap has a target");
            if legs
                .iter()
                .all(|p| at(p).is_some_and(|s| setup.board[s].is_none()))
            {
                if let Some(to) = at(last) {
                    land(to, &mut out);
                }
            }
            continue;
        }
        if m.hop != betza::Hop::No {
            // Along the line to the first piece (the screen), then beyond it: the next
            // square only (the grasshopper), or each empty square up to the next piece,
            // which it may take (the cannon); a ranged cannon lands at most its range of
            // steps away.
            let most = match m.range {
                Range::Ride(Some(n)) => i32::from(n),
                _ => i32::MAX,
            };
            let (mut f, mut r, mut k) = (f0 + df, r0 + dr, 1);
            while square(f, r).is_some_and(|s| setup.board[s].is_none()) {
                f += df;
                r += dr;
                k += 1;
            }
            if square(f, r).is_none() {
                continue;
            }
            f += df;
            r += dr;
            k += 1;
            while let Some(to) = square(f, r).filter(|_| k <= most) {
                land(to, &mut out);
                if m.hop == betza::Hop::Grasshopper || setup.board[to].is_some() {
                    break;
                }
                f += df;
                r += dr;
                k += 1;
            }
            continue;
        }
        let limit = match m.range {
            Range::Leap => 1,
            Range::Ride(Some(n)) => i32::from(n),
            Range::Ride(None) => i32::MAX,
        };
        let ray = (1..=limit).map_while(|i| square(f0 + df * i, r0 + dr * i));
        out.extend(up_to_blocker(setup, side, ray, m.quiet, m.capture));
    }
    out
}

/// [`reaches`] within the type's mobility region: where it may move and what it attacks
/// (en passant and castling are not confined, as in Fairy-Stockfish).
fn confined_reaches(
    variant: &Variant,
    pieces: &[Vec<betza::Move>],
    setup: &Setup,
    t: usize,
    side: usize,
    from: usize,
) -> Vec<(usize, bool)> {
    let mut out = reaches(variant, pieces, setup, t, side, from);
    out.retain(|&(to, _)| within(variant, t, side, to));
    out
}

/// Whether `square` lies in the mobility region of type `t` of `side` (anywhere where the
/// type has none).
fn within(variant: &Variant, t: usize, side: usize, square: usize) -> bool {
    variant.pieces[t].region[side].is_none_or(|r| r >> square & 1 == 1)
}

/// Whether `immobilityIllegal` forbids a piece of type `t` to end a plain move or a drop on
/// `to`: alone on the board there, it would have no move (Fairy-Stockfish's test of the
/// piece's quiet moves from the destination on an empty board, mobility regions aside, a
/// hop's line counted whole as Fairy-Stockfish's pseudo-moves count it).
fn stuck(
    variant: &Variant,
    pieces: &[Vec<betza::Move>],
    setup: &Setup,
    t: usize,
    side: usize,
    to: usize,
) -> bool {
    if !variant.immobility_illegal {
        return false;
    }
    // Fairy-Stockfish counts a quiet hop's whole line (its pseudo-moves), screen or none.
    let (files, ranks) = (variant.files as i32, variant.ranks as i32);
    let turn = if side == 0 { 1 } else { -1 };
    let (f, r) = (to as i32 % files, to as i32 / files);
    let hops_off = pieces[t].iter().any(|m| {
        let (f, r) = (f + m.step.files * turn, r + m.step.ranks * turn);
        m.quiet && m.hop != betza::Hop::No && (0..files).contains(&f) && (0..ranks).contains(&r)
    });
    let mut alone = setup.clone();
    alone.board.iter_mut().for_each(|s| *s = None);
    alone.board[to] = Some((t, side));
    alone.en_passant = None;
    !hops_off && reaches(variant, pieces, &alone, t, side, to).is_empty()
}

/// Whether `side` may promote to `letter` under `promotionLimit`: it has fewer pieces of
/// that letter on the board than the limit (always, where the letter has none).
fn promotion_open(variant: &Variant, setup: &Setup, side: usize, letter: char) -> bool {
    let Some(&(_, limit)) = variant.promotion_limits.iter().find(|(l, _)| *l == letter) else {
        return true;
    };
    let on_board = setup
        .board
        .iter()
        .flatten()
        .filter(|&&(t, who)| who == side && variant.pieces[t].letter == letter)
        .count();
    on_board < limit as usize
}

/// Whether a piece of `by` could take on `square` (an empty square is tried with a piece of
/// the other side on it).
fn attacked(
    variant: &Variant,
    pieces: &[Vec<betza::Move>],
    setup: &Setup,
    square: usize,
    by: usize,
) -> bool {
    let mut target = setup.clone();
    if target.board[square].is_none() {
        // (Not janggi's cannon, which no cannon may take.)
        let stand_in = (variant.pieces.iter())
            .position(|p| p.name != "janggiCannon")
            .unwrap_or(0);
        target.board[square] = Some((stand_in, 1 - by));
    }
    (0..target.board.len()).any(|from| match target.board[from] {
        Some((t, who)) if who == by => confined_reaches(variant, pieces, &target, t, by, from)
            .iter()
            .any(|&(to, capture)| capture && to == square),
        _ => false,
    })
}

/// Whether a piece of type `t` of `side` may be put from the hand on `to` (Fairy-Stockfish's
/// `drop_region`, which gating uses too): within the side's drop region and the type's
/// mobility region; a pawn not on its first rank nor in its promotion region unless allowed;
/// the `dropNoDoubled` type not on a file holding that many of the side's pieces of it.
fn droppable(variant: &Variant, setup: &Setup, t: usize, side: usize, to: usize) -> bool {
    let Some(drops) = &variant.drops else {
        return false;
    };
    let files = variant.files as usize;
    let ranks = setup.board.len() / files;
    let rank = if side == 0 {
        to / files
    } else {
        ranks - 1 - to / files
    };
    let pawn = variant.pieces[t].name == "pawn";
    let pawn_barred = pawn
        && ((!drops.first_rank_pawn_drops && rank == 0)
            || (!drops.promotion_zone_pawn_drops && variant.promotion_region[side] >> to & 1 == 1));
    let doubled = drops.no_doubled.is_some_and(|(letter, count)| {
        variant.pieces[t].letter == letter
            && (0..ranks)
                .filter(|r| setup.board[r * files + to % files] == Some((t, side)))
                .count()
                >= count as usize
    });
    drops.region[side] >> to & 1 == 1 && within(variant, t, side, to) && !pawn_barred && !doubled
}

/// Whether `side`'s drop of a piece of type `t` on `to` keeps its bishops able to stand on
/// both colours (`dropOppositeColoredBishop`, as Fairy-Stockfish's `legal` counts): a bishop
/// not onto a colour already holding half of them (board and hand, rounded up), another piece
/// not where too few free squares of the drop region would be left on a colour for the
/// bishops it still needs there.
fn bishops_on_both_colours(
    variant: &Variant,
    setup: &Setup,
    side: usize,
    t: usize,
    to: usize,
) -> bool {
    let Some(bishop) = variant.pieces.iter().position(|p| p.name == "bishop") else {
        return true;
    };
    let files = variant.files as usize;
    let dark = |s: usize| (s % files + s / files) % 2 == 0;
    let ours: Vec<usize> = (0..setup.board.len())
        .filter(|&s| setup.board[s] == Some((bishop, side)))
        .collect();
    let total = ours.len() + setup.hands[side][bishop] as usize;
    let region = variant.drops.as_ref().map_or(0, |d| d.region[side]);
    if t == bishop {
        let same = ours.iter().filter(|&&s| dark(s) == dark(to)).count();
        return same < total.div_ceil(2);
    }
    [true, false].into_iter().all(|colour| {
        let room = (0..setup.board.len())
            .filter(|&s| dark(s) == colour)
            .filter(|&s| {
                setup.board[s] == Some((bishop, side))
                    || (s != to
                        && setup.board[s].is_none()
                        && region >> s & 1 == 1
                        && within(variant, bishop, side, s))
            })
            .count();
        room >= total / 2
    })
}

/// The type `t` promotes to as shogi's pieces do (`promotedPieceType`), if any.
fn promoted_type(variant: &Variant, t: usize) -> Option<usize> {
    let letter = variant.pieces[t].letter;
    let p = variant.piece_promotion.as_ref()?;
    let &(_, to) = p.types.iter().find(|(from, _)| *from == letter)?;
    variant.piece_index(to)
}

/// The position after `m` (no checks).
fn after(variant: &Variant, setup: &Setup, m: &Move) -> Setup {
    let mut next = setup.clone();
    let side = setup.side;
    if m.from == m.to && m.drop.is_none() {
        // A pass (janggi's): the other side to move, the board as it was.
        next.castled = None;
        next.en_passant = None;
        next.side = 1 - side;
        return next;
    }
    if let Some(letter) = m.drop {
        let t = variant.piece_index(letter).expect("a piece of the variant");
        // (A piece dropped promoted is put down as what it promotes to, marked.)
        let put = match m.promotion {
            Some(_) => promoted_type(variant, t).expect("a promoting type"),
            None => t,
        };
        next.board[m.to] = Some((put, side));
        next.unpromoted[m.to] = m.promotion.map(|_| t);
        next.hands[side][t] -= 1;
        // `castlingDroppedPiece`: a king dropped on its castling square beside castling
        // rooks in the corners of its castling rank, or such a rook dropped in a corner
        // beside the king there, gains the right.
        if let (Some(c), true) = (
            &variant.castling,
            variant
                .drops
                .as_ref()
                .is_some_and(|d| d.castling_dropped_piece),
        ) {
            let at = |file: u32| c.square(variant.files, variant.ranks, side, file);
            let king_square = at(c.king_file);
            let corners = [at(variant.files - 1), at(0)];
            let name = |s: usize| {
                next.board[s]
                    .filter(|&(_, w)| w == side)
                    .map(|(t, _)| variant.pieces[t].name.as_str())
            };
            let rook = |s: usize| {
                next.board[s].is_some_and(|(t, w)| {
                    w == side && c.rook_pieces.contains(&variant.pieces[t].letter)
                })
            };
            for (wing, &corner) in corners.iter().enumerate() {
                let gained = if name(m.to) == Some("king") {
                    m.to == king_square && rook(corner)
                } else {
                    m.to == corner && rook(corner) && name(king_square) == Some("king")
                };
                if gained {
                    next.castling[side][wing] = true;
                    next.castling_king[side] = king_square;
                    next.castling_rook[side][wing] = corner;
                }
            }
        }
        next.castled = None;
        gate(variant, setup, &mut next, m);
        next.side = 1 - side;
        return next;
    }
    if m.castling {
        // (The king's destination, or in Chess960 its rook's square, on the wing's side.)
        let wing = usize::from(m.to < m.from);
        next.castled = Some([side, wing]);
        let c = castling_squares(variant, setup, side, wing);
        let rook = next.board[c.rook_from].take();
        let king = next.board[c.king_from].take();
        next.board[c.rook_to] = rook;
        next.board[c.king_to] = king;
    } else {
        next.castled = None;
        let piece = next.board[m.from].take();
        let mut captures = setup.board[m.to].is_some();
        if Some(m.to) == setup.en_passant
            && piece.is_some_and(|(t, _)| variant.pieces[t].name == "pawn")
        {
            captures = true;
            let files = variant.files as usize;
            let captured = if side == 0 {
                m.to - files
            } else {
                m.to + files
            };
            next.board[captured] = None;
            if variant.drops.as_ref().is_some_and(|d| d.captures_to_hand) {
                let pawn = piece.map_or(0, |(t, _)| t);
                next.hands[side][pawn] += 1;
            }
        }
        // A piece taken goes into the taker's hand (`capturesToHand`): a promoted one as a
        // pawn, unless it keeps its kind (`dropLoop`).
        // A shogi piece taken goes back as what it promoted from.
        if let (Some(drops), Some((taken, _))) = (&variant.drops, setup.board[m.to]) {
            if drops.captures_to_hand {
                let pawn = variant.pieces.iter().position(|p| p.name == "pawn");
                let kind = match (pawn, setup.unpromoted[m.to]) {
                    _ if drops.drop_loop => taken,
                    (_, Some(was)) => was,
                    (Some(pawn), None) if setup.promoted[m.to] => pawn,
                    _ => taken,
                };
                next.hands[side][kind] += 1;
            }
        }
        // (Shogi's promotions and demotions are not a pawn's, marked `~`.)
        let shogi = matches!(m.promotion, Some('+' | '-'));
        if variant.drops.is_some() {
            next.promoted[m.to] = setup.promoted[m.from] || (m.promotion.is_some() && !shogi);
            next.promoted[m.from] = false;
        }
        next.unpromoted[m.to] = match m.promotion {
            Some('+') => piece.map(|(t, _)| t),
            Some('-') => None,
            _ => setup.unpromoted[m.from],
        };
        next.unpromoted[m.from] = None;
        next.board[m.to] = match (piece, m.promotion) {
            (Some((t, who)), Some('+')) => promoted_type(variant, t).map(|t| (t, who)),
            (Some((_, who)), Some('-')) => setup.unpromoted[m.from].map(|t| (t, who)),
            (Some((_, who)), Some(letter)) => variant.piece_index(letter).map(|t| (t, who)),
            (p, None) => p,
            (None, Some(_)) => None,
        };
        // A capture's explosion: the capturer and every piece but pawns around the square,
        // the immune kinds excepted (`blastOnCapture`, `blastImmuneTypes`).
        if let (Some(blast), true) = (&variant.blast, captures) {
            for s in neighbours(variant, m.to).into_iter().chain([m.to]) {
                if let Some((t, _)) = next.board[s] {
                    let p = &variant.pieces[t];
                    if (s == m.to || p.name != "pawn") && !blast.immune.contains(&p.letter) {
                        next.board[s] = None;
                    }
                }
            }
        }
    }
    // Rights spent or lost: castling spends the side's; a move from or onto a right's king
    // or rook square, or one that leaves it empty (an explosion), ends that right.
    for (who, rights) in next.castling.iter_mut().enumerate() {
        for (wing, right) in rights.iter_mut().enumerate() {
            let squares = [setup.castling_king[who], setup.castling_rook[who][wing]];
            if (m.castling && who == side)
                || squares
                    .iter()
                    .any(|&q| q == m.from || q == m.to || next.board[q].is_none())
            {
                *right = false;
            }
        }
    }
    gate(variant, setup, &mut next, m);
    next.side = 1 - side;
    next
}

/// S-chess's gating after `m` (`next` the position it led to, `setup` the one before), as
/// Fairy-Stockfish's `do_move` keeps it: the piece gated put on its square from the hand;
/// the gates the move leaves (a castling's rook's too) and the opponent's it lands on
/// closed; every gate of a side with nothing left to gate, where captures bring nothing.
fn gate(variant: &Variant, setup: &Setup, next: &mut Setup, m: &Move) {
    if !variant.drops.as_ref().is_some_and(|d| d.gating) {
        return;
    }
    let side = setup.side;
    if let Some((letter, square)) = m.gating {
        let t = variant.piece_index(letter).expect("a piece of the variant");
        next.board[square] = Some((t, side));
        next.hands[side][t] -= 1;
    }
    let mut left = 1u128 << m.from;
    if m.castling {
        let wing = usize::from(m.to < m.from);
        left |= 1 << setup.castling_rook[side][wing];
    }
    next.gates[side] &= !left;
    next.gates[1 - side] &= !(1u128 << m.to);
    if !next.may_gate(variant, side) {
        next.gates[side] = 0;
    }
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

/// The squares around `square`, diagonals included.
fn neighbours(variant: &Variant, square: usize) -> Vec<usize> {
    let (files, ranks) = (variant.files as i64, variant.ranks as i64);
    let (file, rank) = (square as i64 % files, square as i64 / files);
    let mut out = Vec::new();
    for df in -1..=1 {
        for dr in -1..=1 {
            let (f, r) = (file + df, rank + dr);
            if (df, dr) != (0, 0) && (0..files).contains(&f) && (0..ranks).contains(&r) {
                out.push((r * files + f) as usize);
            }
        }
    }
    out
}

/// Per side, the squares of its pseudo-royal pieces (`extinctionPseudoRoyal`): its pieces of
/// a kind the extinction rule counts while it has no more than one above the rule's count of
/// them ("the last extinction piece treated as royal").
fn pseudo_royals(variant: &Variant, setup: &Setup) -> [Vec<usize>; 2] {
    let mut out = [Vec::new(), Vec::new()];
    let Some(rule) = variant.extinction.as_ref().filter(|r| r.pseudo_royal) else {
        return out;
    };
    for (side, squares) in out.iter_mut().enumerate() {
        for &letter in &rule.pieces {
            let of_kind: Vec<usize> = (0..setup.board.len())
                .filter(|&s| {
                    setup.board[s]
                        .is_some_and(|(t, w)| w == side && variant.pieces[t].letter == letter)
                })
                .collect();
            if of_kind.len() as u32 <= rule.count + 1 {
                squares.extend(of_kind);
            }
        }
    }
    out
}

/// Whether `m` keeps the side to move's pseudo-royal pieces: none blown up; then legal if it
/// blows up one of the opponent's; else none left attacked (but, where captures explode,
/// one beside an opponent's, which no capture can reach without blowing up the capturer's
/// own), and a castling one neither starting on nor crossing an attacked square.
fn keeps_pseudo_royals(
    variant: &Variant,
    pieces: &[Vec<betza::Move>],
    setup: &Setup,
    m: &Move,
) -> bool {
    if !variant.extinction.as_ref().is_some_and(|r| r.pseudo_royal) {
        return true;
    }
    let royals = pseudo_royals(variant, setup);
    let (us, them) = (setup.side, 1 - setup.side);
    let blast = variant.blast.is_some();
    let next = after(variant, setup, m);
    let touching = |s: usize| {
        blast
            && royals[them]
                .iter()
                .any(|r| neighbours(variant, s).contains(r))
    };
    let mut ours = royals[us].clone();
    if let Some(i) = ours.iter().position(|&s| s == m.from) {
        let landing = if m.castling {
            castling_squares(variant, setup, us, usize::from(m.to < m.from)).king_to
        } else {
            m.to
        };
        if m.castling {
            let mut lifted = setup.clone();
            lifted.board[m.from] = None;
            let (a, b) = (m.from.min(landing), m.from.max(landing));
            let crossed = (a..=b).filter(|&s| s != landing || s == m.from);
            for s in crossed {
                if !touching(s) && attacked(variant, pieces, &lifted, s, them) {
                    return false;
                }
            }
        }
        ours[i] = landing;
    }
    if let (Some(letter), Some(rule)) = (m.promotion, variant.extinction.as_ref()) {
        if rule.pieces.contains(&letter) {
            let kind: Vec<usize> = (0..setup.board.len())
                .filter(|&s| {
                    setup.board[s]
                        .is_some_and(|(t, w)| w == us && variant.pieces[t].letter == letter)
                })
                .collect();
            if kind.len() as u32 > rule.count {
                ours.retain(|s| !kind.contains(s));
            } else {
                ours.push(m.to);
            }
        }
    }
    if ours
        .iter()
        .any(|&s| next.board[s].is_none_or(|(_, w)| w != us))
    {
        return false;
    }
    if royals[them].iter().any(|&s| next.board[s].is_none()) {
        return true;
    }
    ours.iter()
        .all(|&s| touching(s) || !attacked(variant, pieces, &next, s, them))
}

/// Whether the squares `a` and `b` share a file or rank with only empty squares between
/// them in `setup`.
fn facing(variant: &Variant, setup: &Setup, a: usize, b: usize) -> bool {
    let files = variant.files as usize;
    let (fa, ra, fb, rb) = (a % files, a / files, b % files, b / files);
    let between: Vec<usize> = if fa == fb {
        (ra.min(rb) + 1..ra.max(rb))
            .map(|r| r * files + fa)
            .collect()
    } else if ra == rb {
        (fa.min(fb) + 1..fa.max(fb))
            .map(|f| ra * files + f)
            .collect()
    } else {
        return false;
    };
    between.iter().all(|&s| setup.board[s].is_none())
}

/// Each piece type's moves (White's), read from the variant's Betza definitions.
fn moves_of(variant: &Variant) -> Result<Vec<Vec<betza::Move>>, Error> {
    variant
        .pieces
        .iter()
        .map(|p| {
            Ok(betza::Piece::parse_fairy_stockfish(&p.name, &p.betza)?
                .moves()
                .to_vec())
        })
        .collect()
}

/// Whether the king of `side` in `setup` is attacked (a side without a king is not).
///
/// ```
/// use vector_attacks_codegen::{compute::reference_moves::{in_check, Setup}, variant::Variant};
/// let chess = Variant::shipped("chess").unwrap();
/// let s = Setup::from_fen(&chess, "4k3/8/8/8/8/8/8/4K2r w - - 0 1").unwrap();
/// assert!(in_check(&chess, &s, 0).unwrap() && !in_check(&chess, &s, 1).unwrap());
/// ```
pub fn in_check(variant: &Variant, setup: &Setup, side: usize) -> Result<bool, Error> {
    let pieces = moves_of(variant)?;
    let king = setup
        .board
        .iter()
        .position(|p| p.is_some_and(|(t, w)| w == side && variant.pieces[t].name == "king"));
    Ok(king.is_some_and(|k| attacked(variant, &pieces, setup, k, 1 - side)))
}

/// The legal moves of the side to move in `setup`, sorted by UCI.
///
/// ```
/// use vector_attacks_codegen::{compute::reference_moves::{legal_moves, Setup}, variant::Variant};
/// let capablanca = Variant::shipped("capablanca").unwrap();
/// let start = Setup::from_fen(&capablanca, &capablanca.start_fen).unwrap();
/// assert_eq!(legal_moves(&capablanca, &start).unwrap().len(), 28);
/// ```
pub fn legal_moves(variant: &Variant, setup: &Setup) -> Result<Vec<Move>, Error> {
    let pieces = moves_of(variant)?;
    legal_moves_of(variant, setup, &pieces)
}

/// [`legal_moves`] with each piece type's moves given (`pieces[t]`, White's; Black's are
/// turned about), not read from the variant's Betza definitions: so a test can give them
/// from a reading of Betza's notation of its own.
///
/// ```
/// use vector_attacks_codegen::betza::Piece;
/// use vector_attacks_codegen::{compute::reference_moves::{legal_moves_of, Setup}, variant::Variant};
/// let chess = Variant::shipped("chess").unwrap();
/// let start = Setup::from_fen(&chess, &chess.start_fen).unwrap();
/// let moves: Vec<_> = chess.pieces.iter().map(|p| Piece::parse(&p.name, &p.betza).unwrap().moves().to_vec()).collect();
/// assert_eq!(legal_moves_of(&chess, &start, &moves).unwrap().len(), 20);
/// ```
pub fn legal_moves_of(
    variant: &Variant,
    setup: &Setup,
    pieces: &[Vec<betza::Move>],
) -> Result<Vec<Move>, Error> {
    if ended_by_rule(variant, setup, pieces) {
        return Ok(Vec::new());
    }
    Ok(moves_but_flag_move(variant, setup, pieces))
}

/// Whether a rule of `variant` other than checkmate and stalemate has ended the game in
/// `setup` (each piece type's moves given as for [`legal_moves_of`]): a flag reached, the
/// last check given, a kind of pieces gone, a winning castling made or its rights lost,
/// pieces in a row.
///
/// ```
/// use vector_attacks_codegen::compute::reference_moves::{ended_by_rule, Setup};
/// use vector_attacks_codegen::{betza::Piece, variant::Variant};
/// let race = Variant::shipped("racingkings").unwrap();
/// let moves: Vec<_> = race.pieces.iter().map(|p| Piece::parse(&p.name, &p.betza).unwrap().moves().to_vec()).collect();
/// // White's king arrived; Black's cannot follow (g8 is beside White's, h8 and g7 watched).
/// let over = Setup::from_fen(&race, "5K2/7k/8/8/8/8/8/B7 b - - 0 1").unwrap();
/// assert!(ended_by_rule(&race, &over, &moves));
/// let start = Setup::from_fen(&race, &race.start_fen).unwrap();
/// assert!(!ended_by_rule(&race, &start, &moves));
/// ```
pub fn ended_by_rule(variant: &Variant, setup: &Setup, pieces: &[Vec<betza::Move>]) -> bool {
    setup.won_by_rule(variant)
        || setup.extinct(variant)
        || setup.castling_ended(variant)
        || setup.connected(variant)
        || setup.flag_move_ended(variant, pieces)
}

/// [`legal_moves_of`] in a game a reached flag has not ended where the opponent has one more
/// move (`flagMove`).
fn moves_but_flag_move(variant: &Variant, setup: &Setup, pieces: &[Vec<betza::Move>]) -> Vec<Move> {
    let files = variant.files as usize;
    let side = setup.side;
    let pawn = variant.pieces.iter().position(|p| p.name == "pawn");
    let mut candidates = Vec::new();
    for from in 0..setup.board.len() {
        let Some((t, who)) = setup.board[from] else {
            continue;
        };
        if who != side {
            continue;
        }
        let mut targets = confined_reaches(variant, pieces, setup, t, side, from);
        if Some(t) == pawn {
            // En passant: a pawn's capture onto the empty en passant square.
            if let Some(ep) = setup.en_passant {
                let mut empty_ep = setup.clone();
                empty_ep.board[ep] = Some((t, 1 - side));
                if reaches(variant, pieces, &empty_ep, t, side, from).contains(&(ep, true)) {
                    targets.push((ep, true));
                }
            }
            // The double step from the region, through and to empty squares.
            if variant.double_step_region[side] >> from & 1 == 1 {
                let forward = |s: usize| {
                    if side == 0 {
                        s.checked_add(files)
                    } else {
                        s.checked_sub(files)
                    }
                };
                if let Some((one, two)) = forward(from).and_then(|one| Some((one, forward(one)?))) {
                    if two < setup.board.len()
                        && setup.board[one].is_none()
                        && setup.board[two].is_none()
                        && within(variant, t, side, one)
                        && within(variant, t, side, two)
                    {
                        targets.push((two, false));
                    }
                }
            }
        }
        for (to, capture) in targets {
            // Shogi's promotion: a move into, within or out of the region (a capture only,
            // where `piecePromotionOnCapture`), which must promote where
            // `mandatoryPiecePromotion` says so (a non-capture then need not).
            let zone = |s: usize| variant.promotion_region[side] >> s & 1 == 1;
            let becomes = variant.piece_promotion.as_ref().and_then(|p| {
                let letter = variant.pieces[t].letter;
                let (_, to) = p.types.iter().find(|(from, _)| *from == letter)?;
                // (A chess pawn's is offered as its other promotions are, below.)
                (Some(t) != pawn && promotion_open(variant, setup, side, *to)).then_some(p)
            });
            let mut plain_barred = false;
            // Kyoto shogi's demotion: a promoted piece turns back as a piece promotes.
            let demotes = variant
                .piece_promotion
                .as_ref()
                .filter(|p| p.demotion && setup.unpromoted[from].is_some());
            // (A promoted type does not promote again: one or the other, written `-` or `+`.)
            let turns = demotes.map(|p| (p, '-')).or(becomes.map(|p| (p, '+')));
            if let Some((p, mark)) = turns {
                if (zone(from) || zone(to)) && (!p.on_capture || capture) {
                    candidates.push(Move {
                        from,
                        to,
                        promotion: Some(mark),
                        castling: false,
                        drop: None,
                        gating: None,
                    });
                }
                plain_barred =
                    p.mandatory && (zone(from) || zone(to)) && (capture || !p.on_capture);
            }
            // (The pawn, and the types promoting as it does: `promotionPawnTypes`.)
            let pawn_like = Some(t) == pawn
                || variant.promotion_pawn_types[side].contains(&variant.pieces[t].letter);
            let promotes = pawn_like && variant.promotion_region[side] >> to & 1 == 1;
            // A chess pawn that promotes as shogi's pieces do (`promotedPieceType = p:c`):
            // on any move into its region (a capture only, where `piecePromotionOnCapture`),
            // its plain move there ruled by `mandatoryPawnPromotion` alone (Fairy-Stockfish's
            // `make_promotions`).
            let pawn_shogi = variant.piece_promotion.as_ref().filter(|p| {
                let letter = variant.pieces[t].letter;
                promotes
                    && p.types.iter().any(|(from, _)| *from == letter)
                    && (capture || !p.on_capture)
            });
            if pawn_shogi.is_some() {
                candidates.push(Move {
                    from,
                    to,
                    promotion: Some('+'),
                    castling: false,
                    drop: None,
                    gating: None,
                });
            }
            if promotes {
                for &letter in &variant.promotion_pieces[side] {
                    if !promotion_open(variant, setup, side, letter) {
                        continue;
                    }
                    candidates.push(Move {
                        from,
                        to,
                        promotion: Some(letter),
                        castling: false,
                        drop: None,
                        gating: None,
                    });
                }
            }
            // (An en passant capture is no plain move: Fairy-Stockfish does not test it.)
            let en_passant = Some(t) == pawn && setup.en_passant == Some(to);
            if (!promotes || !variant.mandatory_promotion)
                && !plain_barred
                && (en_passant || !stuck(variant, pieces, setup, t, side, to))
            {
                candidates.push(Move {
                    from,
                    to,
                    promotion: None,
                    castling: false,
                    drop: None,
                    gating: None,
                });
            }
        }
    }
    // Drops: each type held, onto each empty square of the side's drop region and the
    // type's own (a pawn not on its first rank nor in its promotion region unless allowed).
    if let Some(drops) = variant.drops.as_ref().filter(|d| d.moves) {
        for (t, &held) in setup.hands[side].iter().enumerate() {
            for to in (0..setup.board.len()).filter(|&s| held > 0 && setup.board[s].is_none()) {
                let open = droppable(variant, setup, t, side, to)
                    && (!drops.opposite_colored_bishops
                        || bishops_on_both_colours(variant, setup, side, t, to));
                if open && !stuck(variant, pieces, setup, t, side, to) {
                    candidates.push(Move {
                        from: to,
                        to,
                        promotion: None,
                        castling: false,
                        drop: Some(variant.pieces[t].letter),
                        gating: None,
                    });
                }
                // `dropPromoted`: put down promoted, where the promoted type could move on.
                let promoted = variant
                    .piece_promotion
                    .as_ref()
                    .filter(|p| p.drop_promoted)
                    .and_then(|_| promoted_type(variant, t));
                if promoted.is_some_and(|q| open && !stuck(variant, pieces, setup, q, side, to)) {
                    candidates.push(Move {
                        from: to,
                        to,
                        promotion: Some('+'),
                        castling: false,
                        drop: Some(variant.pieces[t].letter),
                        gating: None,
                    });
                }
            }
        }
    }
    let king_of = |s: &Setup, who: usize| {
        s.board
            .iter()
            .position(|p| p.is_some_and(|(t, w)| w == who && variant.pieces[t].name == "king"))
    };
    // A side without a royal king is never in check, and castles through attacks.
    let king = king_of(setup, side);
    // (Read from the moves given, not the variant's Betza again, position after position.)
    let blockable = pieces
        .iter()
        .flatten()
        .any(|m| m.lame || m.hop != betza::Hop::No);
    let in_check = king.is_some_and(|k| attacked(variant, pieces, setup, k, 1 - side));
    // Janggi's bikjang: the kings face each other on an open file or rank.
    let bikjang = variant.janggi.bikjang
        && match (king_of(setup, 0), king_of(setup, 1)) {
            (Some(a), Some(b)) => facing(variant, setup, a, b),
            _ => false,
        };
    // A pass (`pass`: the king "moves" to its own square), out of check or in bikjang;
    // without a king on the board, the side's piece on the lowest square passes.
    let passer = match king {
        Some(k) => (!in_check || bikjang).then_some(k),
        None => setup
            .board
            .iter()
            .position(|p| p.is_some_and(|(_, w)| w == side)),
    };
    if let Some(k) = passer.filter(|_| variant.janggi.pass[side]) {
        candidates.push(Move {
            from: k,
            to: k,
            promotion: None,
            castling: false,
            drop: None,
            gating: None,
        });
    }
    if variant.castling.is_some() && !in_check {
        for wing in 0..2 {
            if !setup.castling[side][wing] {
                continue;
            }
            let c = castling_squares(variant, setup, side, wing);
            let span = |a: usize, b: usize| a.min(b)..=a.max(b);
            let path_empty = span(c.king_from, c.king_to)
                .chain(span(c.rook_from, c.rook_to))
                .all(|s| s == c.king_from || s == c.rook_from || setup.board[s].is_none());
            // (The flying general: nor may the king, lifted, face the other on one.)
            let mut king_lifted = setup.clone();
            king_lifted.board[c.king_from] = None;
            let their_king = king_of(setup, 1 - side);
            let safe = span(c.king_from, c.king_to)
                .filter(|&s| s != c.king_from)
                .all(|s| {
                    let faces = variant.flying_general
                        && their_king.is_some_and(|k| facing(variant, &king_lifted, s, k));
                    !faces && !attacked(variant, pieces, setup, s, 1 - side)
                });
            // As Fairy-Stockfish checks: the king's destination not attacked with the rook
            // lifted.
            let mut lifted = setup.clone();
            lifted.board[c.rook_from] = None;
            let safe = king.is_none()
                || (safe && !attacked(variant, pieces, &lifted, c.king_to, 1 - side));
            if path_empty && safe {
                // In Chess960 the king takes its rook, as Fairy-Stockfish writes it there.
                let chess960 = variant.castling.as_ref().is_some_and(|c| c.chess960);
                candidates.push(Move {
                    from: c.king_from,
                    to: if chess960 { c.rook_from } else { c.king_to },
                    promotion: None,
                    castling: true,
                    drop: None,
                    gating: None,
                });
            }
        }
    }
    let mut legal: Vec<Move> = candidates
        .into_iter()
        .filter(|m| {
            let next = after(variant, setup, m);
            // (A king dropped from the hand, placement's, may not land attacked either.
            // A castling is legal as tested above, as in Fairy-Stockfish: where hoppers
            // play, the castled rook can be a screen that test does not see.)
            let pass = m.from == m.to && m.drop.is_none();
            if pass {
                return true;
            }
            let safe = (m.castling && blockable)
                || king_of(&next, side)
                    .is_none_or(|k| !attacked(variant, pieces, &next, k, 1 - side));
            // The flying general: the kings may not face each other on an open file or rank
            // (but after en passant, which Fairy-Stockfish's `legal` tests for attacks
            // alone).
            let en_passant = m.drop.is_none()
                && Some(m.to) == setup.en_passant
                && setup.board[m.from].is_some_and(|(t, _)| Some(t) == pawn);
            // Nor, in bikjang, may a move but the pass leave them facing.
            let facing = (variant.flying_general || bikjang)
                && !en_passant
                && match (king_of(&next, 0), king_of(&next, 1)) {
                    (Some(a), Some(b)) => facing(variant, &next, a, b),
                    _ => false,
                };
            // Where checks are forbidden, no move may attack the enemy king; where drops'
            // checks are (`dropChecks = false`), no drop.
            let drop_checks = variant.drops.as_ref().is_none_or(|d| d.drop_checks);
            let checks = (!variant.checking || (m.drop.is_some() && !drop_checks))
                && king_of(&next, 1 - side)
                    .is_some_and(|k| attacked(variant, pieces, &next, k, side));
            safe && !facing && !checks && keeps_pseudo_royals(variant, pieces, setup, m)
        })
        .collect();
    // S-chess's gating: a move from a gate, or a castling with its king or rook on one, once
    // more with each type held put on that square, where the type may be dropped there
    // (not where the castling king or rook lands).
    if variant.drops.as_ref().is_some_and(|d| d.gating) {
        let mut gated = Vec::new();
        for m in legal.iter().filter(|m| m.drop.is_none()) {
            let mut squares = vec![m.from];
            let mut landing = Vec::new();
            if m.castling {
                let wing = usize::from(m.to < m.from);
                let c = castling_squares(variant, setup, side, wing);
                squares.push(c.rook_from);
                landing = vec![c.king_to, c.rook_to];
            }
            for square in squares {
                if setup.gates[side] >> square & 1 == 0 || landing.contains(&square) {
                    continue;
                }
                for (t, &held) in setup.hands[side].iter().enumerate() {
                    if held > 0 && droppable(variant, setup, t, side, square) {
                        gated.push(Move {
                            gating: Some((variant.pieces[t].letter, square)),
                            ..*m
                        });
                    }
                }
            }
        }
        legal.extend(gated);
    }
    // Where captures are compulsory and there is one, only the captures.
    let captures = |m: &Move| {
        !m.castling
            && (setup.board[m.to].is_some_and(|(_, who)| who != side)
                || (Some(m.to) == setup.en_passant
                    && setup.board[m.from].is_some_and(|(t, _)| Some(t) == pawn)))
    };
    if variant.must_capture && legal.iter().any(captures) {
        legal.retain(captures);
    }
    // `mustDrop`: while the side holds a piece of the type, only drops of it, and the
    // other moves only where none is legal.
    if let Some(must) = variant.drops.as_ref().and_then(|d| d.must_drop) {
        let of_type = |m: &Move| m.drop.is_some_and(|l| must.is_none() || Some(l) == must);
        let holds = setup.hands[side]
            .iter()
            .enumerate()
            .any(|(t, &n)| n > 0 && (must.is_none() || Some(variant.pieces[t].letter) == must));
        if holds {
            if legal.iter().any(of_type) {
                legal.retain(of_type);
            } else {
                legal.retain(|m| m.drop.is_none());
            }
        }
    }
    // `passOnStalemate`: out of check, the pass only where no other move is legal.
    let is_pass = |m: &Move| m.from == m.to && m.drop.is_none();
    if variant.janggi.pass_on_stalemate[side] && !in_check && legal.iter().any(|m| !is_pass(m)) {
        legal.retain(|m| !is_pass(m));
    }
    legal.sort_by_key(|m| m.uci(files));
    // (A square two of a piece's moves reach, as the yari gold's `W` and `bR` do, is one
    // move.)
    legal.dedup();
    legal
}
