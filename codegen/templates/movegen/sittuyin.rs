// Sittuyin's promotions (`sittuyinPromotion`), as Fairy-Stockfish's `generate_pawn_moves`
// and `legal` play them: a pawn does not promote by moving; while its side has fewer pieces
// of a promotion type than `promotionLimit` allows, a pawn on the side's promotion region
// (any pawn, where it is the side's last) may become one, as a move of its own, on its
// square or on an empty square the new piece attacks from there. The new piece may attack
// no enemy piece, and the promotion may give no check. A side left with its king and one
// pawn, not in check, whose every legal move promotes, may claim a draw.

#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// Sittuyin's promotions of the pawns on `from` into `sink`, each made and tested: the
    /// king left safe, no check given.
    fn sittuyin_promotions<S: Sink>(&self, sink: &mut S, from: Bitboard) {
        let us = self.side as usize;
        let pawns = self.pieces(PAWN, us);
        let mut movers = from
            & if pawns.count_ones() > 1 {
                pawns & SITTUYIN_REGION[us]
            } else {
                pawns
            };
        let occupied = self.occupied();
        let theirs = self.by_side[us ^ 1];
        while movers != 0 {
            let square = first(movers);
            movers &= movers - 1;
            let lifted = occupied ^ bit(square);
            for &p in PROMOTIONS[us] {
                let p = usize::from(p);
                if !self.promotion_open(us, p) {
                    continue;
                }
                let mut to_set =
                    (self.type_reach(p, us, square, occupied) & !occupied) | bit(square);
                while to_set != 0 {
                    let to = first(to_set);
                    to_set &= to_set - 1;
                    if self.type_reach(p, us, to, lifted) & theirs != 0 {
                        continue;
                    }
                    let next = self.play(Move::new(square, to, NORMAL, p));
                    let king = next.by_type[KING] & next.by_side[us];
                    let safe = !self.royal_on_board(us)
                        || next.attackers(first(king), us ^ 1, next.occupied()) == 0;
                    if safe && !next.is_check() {
                        sink.moves(square, bit(to), NORMAL, p);
                    }
                }
            }
        }
    }

    /// Whether a side with its king and one pawn, not in check, has legal moves and each of
    /// them promotes (sittuyin's draw, Fairy-Stockfish's `is_optional_game_end`).
    fn promotions_only(&self) -> bool {
        let us = self.side as usize;
        if self.side_pieces(us).count_ones() != 2
            || self.pieces(PAWN, us).count_ones() != 1
            || self.checkers() != 0
        {
            return false;
        }
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        !list.is_empty() && list.as_slice().iter().all(|m| m.promotion().is_some())
    }
}
