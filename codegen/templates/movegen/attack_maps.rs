/// Which types attack along a line or a ride (whose reach another piece can cut).
#[allow(dead_code)] // a user may use the module in part
const RIDER: [bool; TYPES] = {
    let mut out = [false; TYPES];
    let mut t = 0;
    while t < TYPES {
        out[t] = LINES_CAPTURE[t] != 0;
        let mut side = 0;
        while side < 2 {
            let rides = RIDES[t][side];
            let mut i = 0;
            while i < rides.len() {
                out[t] |= rides[i].capture;
                i += 1;
            }
            side += 1;
        }
        t += 1;
    }
    out
};

#[allow(dead_code)] // a user may use the module in part
impl Position {
    /// The squares the piece on `square` attacks (its captures' reach, whatever stands
    /// there), `occupied` blocking; 0 on an empty square.
    #[inline]
    fn reach(&self, square: usize, occupied: Bitboard) -> Bitboard {
        self.piece_on(square)
            .map_or(0, |(t, side)| self.type_reach(t, side, square, occupied))
    }

    /// The squares a piece of type `t` and side `side` on `square` would attack (its
    /// captures' reach, whatever stands there), `occupied` blocking.
    #[inline]
    fn type_reach(&self, t: usize, side: usize, square: usize, occupied: Bitboard) -> Bitboard {
        let mut set = LEAP_CAPTURES[t][side][square];
        if LINES_CAPTURE[t] != 0 {
            set |= lines(LINES_CAPTURE[t], square, occupied);
        }
        for r in RIDES[t][side] {
            if r.capture {
                set |= ride(r, square, occupied);
            }
        }
        if let Some(rows) = LAME_STEPS.get(LAME_ROW[t]) {
            for g in &rows[side][square][..LAME_STEP_COUNT[t]] {
                if g.capture {
                    set |= group_reach(g, occupied);
                }
            }
        }
        for h in HOPS[t][side] {
            if h.capture {
                set |= hop(h, square, occupied, self.cannons());
            }
        }
        if HOP_LINES[t].0 {
            set |= type_hop_lines(t, square, occupied, self.cannons());
        }
        if on_palace_lines(t) {
            set |= palace(t, side, square, occupied, self.cannons(), false);
        }
        if HAS_REGIONS {
            set &= REGION[t][side];
        }
        set
    }

    /// The pieces of each class of the attack byte (pawns, minor, rook, queen, king).
    #[inline]
    fn class_sets(&self) -> [Bitboard; 5] {
        let mut sets = [0; 5];
        let mut t = 0;
        while t < TYPES {
            sets[(ATTACK_CLASS[t] - 3) as usize] |= self.by_type[t];
            t += 1;
        }
        sets
    }
}

/// The attack maps of a position, kept current move by move (seed "Attack and Defend Maps";
/// seed "Board representation": "secondary derived information like which pieces attack a
/// square ... incrementally updated"): for every square the pieces attacking it (ATKTO, the
/// attacks to a square), for every square the squares its piece attacks (ATKFR, the attacks
/// from it, empty where no piece stands), and per side and square Ed Schröder's attack byte
/// (bits 0-2 how many of the side's pieces attack the square, at most 7; bit 3 a pawn, bit 4
/// a minor piece, 5 a rook, 6 a queen, 7 the king among them; a type's class is in
/// [`ATTACK_CLASS`]: on 8x8 chess the byte is Rebel's). x-rays are not counted: the first piece
/// on a line blocks it.
///
/// [`AttackMaps::play`] (or [`AttackMaps::update`], which also takes a move back) recomputes
/// only what the move touched: the pieces on the squares whose occupant changed, and the
/// riders that attacked one of those squares (no other rider's reach can change), then the
/// bytes of the squares whose attackers changed.
///
/// ```variant
/// use crate_path::{AttackMaps, MoveList, Position};
/// let start = Position::start();
/// let mut maps = AttackMaps::new(&start);
/// let mut list = MoveList::new();
/// start.legal_moves(&mut list);
/// let next = maps.play(&start, list.as_slice()[0]);
/// assert_eq!(maps, AttackMaps::new(&next));
/// ```
#[allow(dead_code)] // a user may use the module in part
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AttackMaps {
    to: [Bitboard; SQUARES],
    from: [Bitboard; SQUARES],
    /// Per square, both sides' bytes side by side (one load reads both).
    bytes: [[u8; 2]; SQUARES],
}

#[allow(dead_code)] // a user may use the module in part
impl AttackMaps {
    /// The maps of `position`, computed from scratch.
    ///
    /// ```variant
    /// use crate_path::{AttackMaps, Position, SQUARES};
    /// let start = Position::start();
    /// let maps = AttackMaps::new(&start);
    /// // Only the squares that hold a piece attack anything.
    /// let attacking = (0..SQUARES).filter(|&s| maps.attacks_from(s) != 0).count();
    /// assert!(attacking > 0 && attacking <= start.occupied().count_ones() as usize);
    /// ```
    #[must_use]
    pub fn new(position: &Position) -> AttackMaps {
        let mut maps = AttackMaps {
            to: [0; SQUARES],
            from: [0; SQUARES],
            bytes: [[0; 2]; SQUARES],
        };
        let occupied = position.occupied();
        let mut pieces = occupied;
        while pieces != 0 {
            let s = first(pieces);
            pieces &= pieces - 1;
            let set = position.reach(s, occupied);
            maps.from[s] = set;
            maps.toggle(s, set);
        }
        let classes = position.class_sets();
        for s in 0..SQUARES {
            maps.set_byte(s, 0, position, &classes);
            maps.set_byte(s, 1, position, &classes);
        }
        maps
    }

    /// ATKTO: the squares of the pieces (both sides) attacking `square`; 0 off the board.
    ///
    /// ```variant
    /// use crate_path::{AttackMaps, Position};
    /// let start = Position::start();
    /// let maps = AttackMaps::new(&start);
    /// let square = 1; // b1
    /// assert_eq!(maps.attacks_to(square), start.attackers(square, 0, start.occupied()) | start.attackers(square, 1, start.occupied()));
    /// ```
    #[must_use]
    #[inline]
    pub fn attacks_to(&self, square: usize) -> Bitboard {
        self.to.get(square).copied().unwrap_or(0)
    }

    /// ATKFR: the squares the piece on `square` attacks; 0 where no piece stands.
    ///
    /// ```variant
    /// use crate_path::{AttackMaps, Position, SQUARES};
    /// let maps = AttackMaps::new(&Position::start());
    /// assert_eq!(maps.attacks_from(SQUARES / 2), 0); // the middle of the board is empty
    /// ```
    #[must_use]
    #[inline]
    pub fn attacks_from(&self, square: usize) -> Bitboard {
        self.from.get(square).copied().unwrap_or(0)
    }

    /// Ed Schröder's attack byte of `side` (0 White) on `square` (see [`AttackMaps`]); 0 off
    /// the board.
    ///
    /// ```variant
    /// use crate_path::{AttackMaps, Position};
    /// let start = Position::start();
    /// let maps = AttackMaps::new(&start);
    /// let square = 1; // b1
    /// let attackers = start.attackers(square, 0, start.occupied()).count_ones().min(7);
    /// assert_eq!(u32::from(maps.attack_byte(square, 0) & 7), attackers);
    /// ```
    #[must_use]
    #[inline]
    pub fn attack_byte(&self, square: usize, side: usize) -> u8 {
        self.bytes.get(square).map_or(0, |bytes| bytes[side & 1])
    }

    /// Both sides' attack bytes on `square`, White's first, read at once (what a SEE by
    /// table needs; the address does not wait for the side to move); 0 off the board.
    ///
    /// ```variant
    /// use crate_path::{AttackMaps, Position};
    /// let maps = AttackMaps::new(&Position::start());
    /// assert_eq!(maps.attack_bytes(1), [maps.attack_byte(1, 0), maps.attack_byte(1, 1)]);
    /// ```
    #[must_use]
    #[inline]
    pub fn attack_bytes(&self, square: usize) -> [u8; 2] {
        self.bytes.get(square).copied().unwrap_or([0; 2])
    }

    /// Plays `m`, one of `before`'s legal moves, and brings the maps from `before` to the
    /// position it gives, which it returns.
    ///
    /// ```variant
    /// use crate_path::{AttackMaps, MoveList, Position};
    /// let mut position = Position::start();
    /// let mut maps = AttackMaps::new(&position);
    /// for _ in 0..6 {
    ///     let mut list = MoveList::new();
    ///     position.legal_moves(&mut list);
    ///     position = maps.play(&position, list.as_slice()[list.len() / 2]);
    /// }
    /// assert_eq!(maps, AttackMaps::new(&position));
    /// ```
    pub fn play(&mut self, before: &Position, m: Move) -> Position {
        let after = before.play(m);
        self.update(before, &after);
        after
    }

    /// Brings maps that describe `before` to `after`, recomputing only what differs (see
    /// [`AttackMaps`]): from a position to the one a move gives, or back (to take the move
    /// back), or between any two positions.
    ///
    /// ```variant
    /// use crate_path::{AttackMaps, MoveList, Position};
    /// let start = Position::start();
    /// let mut maps = AttackMaps::new(&start);
    /// let mut list = MoveList::new();
    /// start.legal_moves(&mut list);
    /// let next = maps.play(&start, list.as_slice()[0]);
    /// maps.update(&next, &start); // the move taken back
    /// assert_eq!(maps, AttackMaps::new(&start));
    /// ```
    pub fn update(&mut self, before: &Position, after: &Position) {
        let mut changed =
            (before.by_side[0] ^ after.by_side[0]) | (before.by_side[1] ^ after.by_side[1]);
        let mut riders = 0;
        // (A lame leaper's or a hopper's reach may change with squares it does not reach:
        // redone every time.)
        let mut blockable = 0;
        let mut t = 0;
        while t < TYPES {
            changed |= before.by_type[t] ^ after.by_type[t];
            if RIDER[t] {
                riders |= after.by_type[t];
            }
            if BLOCKABLE_OFF_LINES[t] {
                blockable |= after.by_type[t];
            }
            t += 1;
        }
        // A rider's reach changes only when a square it reached changes occupant.
        let mut redo = changed | blockable;
        let mut set = changed;
        while set != 0 {
            redo |= self.to[first(set)] & riders;
            set &= set - 1;
        }
        let occupied = after.occupied();
        // Per side, the squares whose byte may change, and what the pieces that left and
        // arrived attack: (the union of their sets, how many, the class of the last).
        let mut touched: [Bitboard; 2] = [0; 2];
        let mut left: [(Bitboard, u8, u8); 2] = [(0, 0, 0); 2];
        let mut arrived: [(Bitboard, u8, u8); 2] = [(0, 0, 0); 2];
        while redo != 0 {
            let s = first(redo);
            redo &= redo - 1;
            let old = self.from[s];
            let new = after.reach(s, occupied);
            self.from[s] = new;
            self.toggle(s, old ^ new);
            if changed & bit(s) == 0 {
                // A rider that stayed: its side's bytes change where its reach did.
                touched[usize::from(after.by_side[1] & bit(s) != 0)] |= old ^ new;
            } else {
                if let Some((t, side)) = before.piece_on(s) {
                    left[side] = (left[side].0 | old, left[side].1 + 1, ATTACK_CLASS[t]);
                }
                if let Some((t, side)) = after.piece_on(s) {
                    arrived[side] = (arrived[side].0 | new, arrived[side].1 + 1, ATTACK_CLASS[t]);
                }
            }
        }
        let classes = after.class_sets();
        for side in 0..2 {
            let ((gone, n_gone, c_gone), (came, n_came, c_came)) = (left[side], arrived[side]);
            // One piece left and one of the same class arrived (the piece that moved):
            // where it attacked before and attacks now, the byte is as it was.
            touched[side] |= if n_gone == 1 && n_came == 1 && c_gone == c_came {
                gone ^ came
            } else {
                gone | came
            };
            while touched[side] != 0 {
                let s = first(touched[side]);
                touched[side] &= touched[side] - 1;
                self.set_byte(s, side, after, &classes);
            }
        }
    }

    /// Toggles the piece on `square` in ATKTO of each square of `set`.
    #[inline]
    fn toggle(&mut self, square: usize, mut set: Bitboard) {
        while set != 0 {
            self.to[first(set)] ^= bit(square);
            set &= set - 1;
        }
    }

    /// The attack byte of `side` on `square`, from its ATKTO.
    #[inline]
    fn set_byte(
        &mut self,
        square: usize,
        side: usize,
        position: &Position,
        classes: &[Bitboard; 5],
    ) {
        let attackers = self.to[square] & position.by_side[side];
        let mut byte = attackers.count_ones().min(7) as u8;
        for (c, &set) in classes.iter().enumerate() {
            if attackers & set != 0 {
                byte |= 8 << c;
            }
        }
        self.bytes[square][side] = byte;
    }
}
