/// Where generated moves go: a list, or a count.
trait Sink {
    /// Moves of the piece on `from` to each square of `to`.
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize);
    /// Moves to each square of `to` from the square `delta` before it (pawns moved as a set).
    fn shifted(&mut self, to: Bitboard, delta: isize, kind: u32, promotion: usize);
}

impl Offer for MoveList {
    #[inline(always)]
    fn offer(&mut self, m: Move) {
        self.push(m);
    }
}

/// A sink that takes each generated move in turn.
trait Offer {
    fn offer(&mut self, m: Move);
}

impl<T: Offer> Sink for T {
    #[inline(always)]
    fn moves(&mut self, from: usize, mut to: Bitboard, kind: u32, promotion: usize) {
        while to != 0 {
            self.offer(Move::new(from, first(to), kind, promotion));
            to &= to - 1;
        }
    }

    #[inline(always)]
    fn shifted(&mut self, mut to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        while to != 0 {
            let square = first(to);
            self.offer(Move::new(
                square.wrapping_sub(delta as usize),
                square,
                kind,
                promotion,
            ));
            to &= to - 1;
        }
    }
}

/// `us`'s pawn moves onto `to` from `delta` before each square: a move to each square outside
/// the promotion region, a move per promotion inside it (and the plain one where promotion
/// is not mandatory).
#[inline(always)]
fn pawn_moves<S: Sink>(
    sink: &mut S,
    to: Bitboard,
    delta: isize,
    us: usize,
    kind: u32,
    capture: bool,
) {
    sink.shifted(to & !PROMOTION_REGION[us], delta, kind, usize::MAX);
    let promoting = to & PROMOTION_REGION[us];
    if promoting != 0 {
        for &p in PROMOTIONS[us] {
            sink.shifted(promoting, delta, kind, p as usize);
        }
        if !MANDATORY_PROMOTION {
            sink.shifted(promoting, delta, kind, usize::MAX);
        }
        if pawn_piece_promotion(capture) {
            sink.shifted(promoting, delta, PIECE_PROMOTION, PROMOTED_TYPE[PAWN_INDEX]);
        }
    }
}

/// Whether a pawn's move into its promotion region (a capture or not) may also promote it
/// as shogi's pieces promote (`promotedPieceType = p:c`; where `piecePromotionOnCapture`,
/// only a capture), as Fairy-Stockfish's `make_promotions` offers it.
#[inline(always)]
const fn pawn_piece_promotion(capture: bool) -> bool {
    PAWN < TYPES && PROMOTED_TYPE[PAWN_INDEX] < TYPES && (capture || !PIECE_PROMOTION_ON_CAPTURE)
}

/// The legal move a UCI text names, among the moves generated: the move written so, else a
/// castling written in its other form (king to its destination, or king takes rook).
struct Pick {
    from: usize,
    to: usize,
    promotion: Option<usize>,
    /// The text's mark after the squares: `+` shogi's promotion, `-` a demotion, else 0.
    mark: u8,
    written: Option<Move>,
    other: Option<Move>,
}

impl Offer for Pick {
    #[inline(always)]
    fn offer(&mut self, m: Move) {
        // (A gating move is read by its text, in `parse_uci`.)
        if m.from() != self.from
            || m.gating().is_some()
            || m.promotion() != self.promotion
            || (m.kind() == PIECE_PROMOTION) != (self.mark == b'+')
            || (m.kind() == PIECE_DEMOTION) != (self.mark == b'-')
        {
            return;
        }
        if m.written_to() == self.to {
            self.written.get_or_insert(m);
        } else if !CHESS960
            && m.is_castling()
            && (m.to() == self.to || m.castling_rook() == self.to)
        {
            // (In Chess960 the king's move to its destination may be another move: only
            // the king taking its rook is read, as Fairy-Stockfish reads it.)
            self.other.get_or_insert(m);
        }
    }
}

/// What SAN must write to tell a move apart: whether other pieces of its type (those
/// generated) reach its square with its promotion, and whether one of them stands on its
/// file or on its rank. A gating move has none (as Fairy-Stockfish tells them apart: the
/// same move from another square, its gate kept, which no other piece has), and a move
/// that gates nothing only the others that gate nothing.
struct Rivals {
    from: usize,
    to: usize,
    promotion: Option<usize>,
    gating: bool,
    others: bool,
    same_file: bool,
    same_rank: bool,
}

impl Offer for Rivals {
    #[inline(always)]
    fn offer(&mut self, m: Move) {
        if m.to() == self.to
            && m.from() != self.from
            && !m.is_castling()
            && m.promotion() == self.promotion
            && !self.gating
            && m.gating().is_none()
        {
            self.others = true;
            self.same_file |= m.from() % FILES == self.from % FILES;
            self.same_rank |= m.from() / FILES == self.from / FILES;
        }
    }
}

/// The legal move a SAN text names, among the moves generated: a castling of its wing, or
/// a move to its square with its promotion that agrees with the file, rank and capture it
/// writes. Two such moves make the text ambiguous.
struct SanMatch {
    castle: Option<u32>,
    to: usize,
    promotion: Option<usize>,
    file: Option<usize>,
    rank: Option<usize>,
    capture: bool,
    theirs: Bitboard,
    found: Option<Move>,
    ambiguous: bool,
}

impl Offer for SanMatch {
    #[inline(always)]
    fn offer(&mut self, m: Move) {
        // (A gating move is read by its text, in `parse_san`.)
        if m.gating().is_some() {
            return;
        }
        let fits = match self.castle {
            Some(kind) => m.is_castling() && m.kind() == kind,
            None => {
                !m.is_castling()
                    && m.to() == self.to
                    && m.promotion() == self.promotion
                    && self.file.is_none_or(|f| m.from() % FILES == f)
                    && self.rank.is_none_or(|r| m.from() / FILES == r)
                    && (!self.capture || m.is_en_passant() || self.theirs & bit(self.to) != 0)
            }
        };
        if fits {
            self.ambiguous |= self.found.is_some();
            self.found = Some(m);
        }
    }
}

/// A count of moves.
struct Count(u64);

/// A count of moves, and of the captures among them (for compulsory captures).
struct CaptureCount {
    /// The enemy's pieces.
    theirs: Bitboard,
    /// Every move.
    all: u64,
    /// The captures.
    captures: u64,
}

impl Sink for CaptureCount {
    #[inline(always)]
    fn moves(&mut self, _: usize, to: Bitboard, kind: u32, _: usize) {
        self.all += u64::from(to.count_ones());
        self.captures += u64::from(captures_of(to, kind, self.theirs).count_ones());
    }

    #[inline(always)]
    fn shifted(&mut self, to: Bitboard, _: isize, kind: u32, _: usize) {
        self.all += u64::from(to.count_ones());
        self.captures += u64::from(captures_of(to, kind, self.theirs).count_ones());
    }
}

/// Of moves of `kind` to `to`, the destinations where they capture: all of an en passant
/// capture's, the enemy-occupied ones of a plain move or double step, none of a castling.
#[inline(always)]
fn captures_of(to: Bitboard, kind: u32, theirs: Bitboard) -> Bitboard {
    // (A gating move's type rides above the kind.)
    match kind & 0xF {
        EN_PASSANT => to,
        CASTLE_KINGSIDE | CASTLE_QUEENSIDE => 0,
        _ => to & theirs,
    }
}

/// A sink that passes on each move, and where it leaves a gate (or castles with a rook on
/// one) the move again with each type the side holds put on the square left, where the
/// type may be dropped there (S-chess's gating, Fairy-Stockfish's `make_move_and_gating`).
/// The type rides in the kind's high bits; a gate on a castling rook's square, in the
/// promotion's top bit.
struct Gating<'s, S> {
    sink: &'s mut S,
    /// The side's gates.
    gates: Bitboard,
    /// The side's hand.
    hand: [u8; TYPES],
    us: usize,
}

impl<S: Sink> Gating<'_, S> {
    /// The gated copies of the moves from `from` to `to` with the piece put on `gate`.
    #[inline(always)]
    fn gated(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize, gate: usize) {
        for (t, &n) in self.hand.iter().enumerate() {
            if n != 0 && DROP_REGION[t][self.us] & bit(gate) != 0 {
                self.sink
                    .moves(from, to, kind | (t as u32 + 1) << 4, promotion);
            }
        }
    }
}

impl<S: Sink> Sink for Gating<'_, S> {
    #[inline(always)]
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize) {
        self.sink.moves(from, to, kind, promotion);
        if kind == DROP || to == 0 {
            return;
        }
        if kind != CASTLE_KINGSIDE && kind != CASTLE_QUEENSIDE {
            if self.gates & bit(from) != 0 {
                self.gated(from, to, kind, promotion, from);
            }
            return;
        }
        let wing = usize::from(kind == CASTLE_QUEENSIDE);
        let rook = CASTLE_ROOK_FROM[self.us][wing];
        // (Not where the king or the rook lands, which Fairy-Stockfish refuses.)
        let landing = bit(CASTLE_KING_TO[self.us][wing]) | bit(CASTLE_ROOK_TO[self.us][wing]);
        if self.gates & bit(from) & !landing != 0 {
            self.gated(from, to, kind, promotion, from);
        }
        if self.gates & bit(rook) & !landing != 0 {
            // (The promotion's value whose stored byte is 0x80: the rook's square.)
            self.gated(from, to, kind, 0x7F, rook);
        }
    }

    #[inline(always)]
    fn shifted(&mut self, to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        self.sink.shifted(to, delta, kind, promotion);
        let mut gated = shift_back(to, delta) & self.gates;
        while gated != 0 {
            let from = first(gated);
            gated &= gated - 1;
            let target = bit(from.wrapping_add(delta as usize));
            self.gated(from, target, kind, promotion, from);
        }
    }
}

/// The squares `delta` before each of `to` (where pawns moved as a set came from).
#[inline(always)]
const fn shift_back(to: Bitboard, delta: isize) -> Bitboard {
    if delta >= 0 {
        to >> delta
    } else {
        to << -delta
    }
}

/// A sink that passes on every move but a pass, of the pieces on `from` only, and holds the
/// pass back (`passOnStalemate`: whether it is legal depends on every other move).
struct Withheld<'a, S> {
    sink: &'a mut S,
    /// The squares whose pieces' moves are passed on.
    from: Bitboard,
    /// Whether a move but a pass was generated, of any piece.
    moved: bool,
    /// The square of the piece that passes, where a pass was generated.
    pass: Option<usize>,
}

impl<S: Sink> Sink for Withheld<'_, S> {
    #[inline(always)]
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize) {
        if kind == PASS {
            if to != 0 {
                self.pass = Some(from);
            }
            return;
        }
        self.moved |= to != 0;
        if self.from & bit(from) != 0 {
            self.sink.moves(from, to, kind, promotion);
        }
    }

    #[inline(always)]
    fn shifted(&mut self, to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        self.moved |= to != 0;
        // The destinations whose origin, `delta` squares back, is on `from`.
        let mut kept = if self.from == !0 { to } else { 0 };
        let mut rest = to & !kept;
        while rest != 0 {
            let square = first(rest);
            rest &= rest - 1;
            if self.from & bit(square.wrapping_sub(delta as usize)) != 0 {
                kept |= bit(square);
            }
        }
        if kept != 0 {
            self.sink.shifted(kept, delta, kind, promotion);
        }
    }
}

/// A sink that passes on only the captures (where captures are compulsory and there is one).
struct OnlyCaptures<'s, S> {
    sink: &'s mut S,
    theirs: Bitboard,
}

impl<S: Sink> Sink for OnlyCaptures<'_, S> {
    #[inline(always)]
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize) {
        let to = captures_of(to, kind, self.theirs);
        if to != 0 {
            self.sink.moves(from, to, kind, promotion);
        }
    }

    #[inline(always)]
    fn shifted(&mut self, to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        let to = captures_of(to, kind, self.theirs);
        if to != 0 {
            self.sink.shifted(to, delta, kind, promotion);
        }
    }
}

/// A sink that passes on, where `mustDrop` binds, only the drops of its type (`drops`) or
/// only the other moves.
struct Dropping<'s, S> {
    sink: &'s mut S,
    drops: bool,
}

impl<S: Sink> Sink for Dropping<'_, S> {
    #[inline(always)]
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize) {
        let drop = kind == DROP;
        // (A drop's `from` holds its type.)
        if drop == self.drops && (!drop || MUST_DROP_TYPE >= TYPES || from == MUST_DROP_TYPE) {
            self.sink.moves(from, to, kind, promotion);
        }
    }

    #[inline(always)]
    fn shifted(&mut self, to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        // (Pawns moved as a set: never drops.)
        if !self.drops {
            self.sink.shifted(to, delta, kind, promotion);
        }
    }
}

/// A sink that passes on only the moves the variant's restrictions allow: no promotion to a
/// type the side has as many of as `promotionLimit` allows (counted on the board), and
/// where `immobilityIllegal` holds, no plain move or double step that would leave its piece
/// without a move (drops are kept off those squares by `DROP_REGION` already).
struct Restricted<'s, S> {
    sink: &'s mut S,
    position: &'s Position,
    us: usize,
}

impl<S: Sink> Restricted<'_, S> {
    /// Whether the move may be passed on, and where it may land.
    #[inline(always)]
    fn allowed(&self, t: usize, to: Bitboard, kind: u32, promotion: usize) -> Bitboard {
        if promotion != usize::MAX {
            // (`promotionLimit` bounds a pawn's promotions; a piece's, as shogi's, is
            // tested where it is generated, and neither a demotion nor a pawn's promotion
            // as shogi's pieces promote is bounded, as in Fairy-Stockfish.)
            let open = !matches!(kind, NORMAL | DOUBLE_STEP)
                || self.position.promotion_open(self.us, promotion);
            return if open { to } else { 0 };
        }
        if IMMOBILITY_ILLEGAL && matches!(kind, NORMAL | DOUBLE_STEP) {
            return to & !IMMOBILE[t][self.us];
        }
        to
    }
}

impl<S: Sink> Sink for Restricted<'_, S> {
    #[inline(always)]
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize) {
        // Drops come from regions that leave the immobile squares out already.
        let to = if kind == DROP {
            to
        } else {
            self.allowed(self.position.type_on(from), to, kind, promotion)
        };
        if to != 0 {
            self.sink.moves(from, to, kind, promotion);
        }
    }

    #[inline(always)]
    fn shifted(&mut self, to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        // (Pawns moved as a set.)
        let to = self.allowed(PAWN_INDEX, to, kind, promotion);
        if to != 0 {
            self.sink.shifted(to, delta, kind, promotion);
        }
    }
}

/// A sink that passes on only the moves that give no check (`checking = false`).
struct NoChecks<'s, S> {
    sink: &'s mut S,
    position: &'s Position,
    /// The opponent's king.
    king: usize,
}

impl<S: Sink> Sink for NoChecks<'_, S> {
    #[inline(always)]
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize) {
        let to = to
            & !self
                .position
                .checking_moves(from, to, kind, promotion, self.king);
        if to != 0 {
            self.sink.moves(from, to, kind, promotion);
        }
    }

    #[inline(always)]
    fn shifted(&mut self, mut to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        // One by one: each pawn uncovers its own line.
        while to != 0 {
            let t = first(to);
            to &= to - 1;
            self.moves(t.wrapping_sub(delta as usize), bit(t), kind, promotion);
        }
    }
}

/// A sink that passes on only the moves that keep the side to move's pseudo-royal pieces
/// (`extinctionPseudoRoyal`): a quiet move from a calm square at once, every other move
/// made and tested.
struct PseudoRoyals<'s, S> {
    sink: &'s mut S,
    position: &'s Position,
    /// Per side, the pseudo-royal pieces before the move.
    royals: [Bitboard; 2],
    /// The squares whose piece may move to any empty square without a test: none where a
    /// pseudo-royal piece of the side to move is in check; else every square but those of
    /// its pseudo-royal pieces and of the pieces pinned to them (a move to an empty square
    /// blows nothing up and changes no pseudo-royal piece, so it can only uncover a line).
    calm: Bitboard,
}

impl<S: Sink> Sink for PseudoRoyals<'_, S> {
    #[inline(always)]
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize) {
        let mut kept = 0;
        let mut rest = to;
        if self.calm & bit(from) != 0
            && matches!(kind, NORMAL | DOUBLE_STEP)
            && !EXTINCTION_TYPES.get(promotion).copied().unwrap_or(false)
        {
            kept = to & !self.position.occupied();
            rest &= !kept;
        }
        while rest != 0 {
            let t = first(rest);
            rest &= rest - 1;
            let m = Move::new(from, t, kind, promotion);
            if self.position.keeps_pseudo_royals(m, self.royals) {
                kept |= bit(t);
            }
        }
        if kept != 0 {
            self.sink.moves(from, kept, kind, promotion);
        }
    }

    #[inline(always)]
    fn shifted(&mut self, mut to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        while to != 0 {
            let t = first(to);
            to &= to - 1;
            self.moves(t.wrapping_sub(delta as usize), bit(t), kind, promotion);
        }
    }
}

/// A sink that passes on only the moves that leave the king safe where lame leapers,
/// hoppers or the flying general make pins and blocks that no line describes: a move that
/// neither lifts a piece nor fills a square through which the king could come under attack
/// ([`Position::danger`]) at once, every other one tested on the board as the move leaves
/// it (Fairy-Stockfish's `Position::legal`).
struct Tested<'s, S> {
    sink: &'s mut S,
    position: &'s Position,
    /// The king's square and side.
    king: usize,
    us: usize,
    /// The squares a move must not leave, and those it must not reach, to pass untested:
    /// every square in check.
    from_exposure: Bitboard,
    to_exposure: Bitboard,
    /// Whether the kings face each other where bikjang is ruled.
    bikjang: bool,
}

impl<S: Sink> Sink for Tested<'_, S> {
    #[inline(always)]
    fn moves(&mut self, from: usize, to: Bitboard, kind: u32, promotion: usize) {
        // (A drop's `from` is its type: it lifts nothing.)
        let lifted = if kind == DROP { 0 } else { bit(from) };
        let (mut kept, mut rest) = if lifted & self.from_exposure == 0 {
            (to & !self.to_exposure, to & self.to_exposure)
        } else {
            (0, to)
        };
        let occupied = self.position.occupied() & !lifted;
        while rest != 0 {
            let t = first(rest);
            rest &= rest - 1;
            let cannons = self.position.cannons_after(lifted, t);
            if !self.position.exposed(
                self.king,
                self.us,
                occupied | bit(t),
                t,
                cannons,
                self.bikjang,
            ) {
                kept |= bit(t);
            }
        }
        if kept != 0 {
            self.sink.moves(from, kept, kind, promotion);
        }
    }

    #[inline(always)]
    fn shifted(&mut self, mut to: Bitboard, delta: isize, kind: u32, promotion: usize) {
        if (to & self.to_exposure) | (shift_back(to, delta) & self.from_exposure) == 0 {
            self.sink.shifted(to, delta, kind, promotion);
            return;
        }
        while to != 0 {
            let t = first(to);
            to &= to - 1;
            self.moves(t.wrapping_sub(delta as usize), bit(t), kind, promotion);
        }
    }
}

/// The union of the generated moves' destinations.
struct Reach(Bitboard);

impl Sink for Reach {
    #[inline(always)]
    fn moves(&mut self, _: usize, to: Bitboard, _: u32, _: usize) {
        self.0 |= to;
    }

    #[inline(always)]
    fn shifted(&mut self, to: Bitboard, _: isize, _: u32, _: usize) {
        self.0 |= to;
    }
}

impl Sink for Count {
    #[inline(always)]
    fn moves(&mut self, _: usize, to: Bitboard, _: u32, _: usize) {
        self.0 += u64::from(to.count_ones());
    }

    #[inline(always)]
    fn shifted(&mut self, to: Bitboard, _: isize, _: u32, _: usize) {
        self.0 += u64::from(to.count_ones());
    }
}
