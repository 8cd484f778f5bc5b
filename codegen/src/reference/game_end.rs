//! Game ends by a rule other than checkmate and stalemate, read from the position alone:
//! a flag reached, the last check given, a kind of pieces gone, a winning castling, pieces in
//! a row.

use crate::input::betza;
use crate::input::position::Setup;
use crate::input::variant::Variant;

use super::candidates::moves_but_flag_move;
use super::reaches::attacked;

impl Setup {
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
    pub(super) fn flag_reached(&self, variant: &Variant, side: usize) -> bool {
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
    pub(super) fn flag_move_ended(&self, variant: &Variant, pieces: &[Vec<betza::Move>]) -> bool {
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
