//! The names of the tables: one variant per table, nothing else. What each table is (its
//! CLI name, element type, options, computation and doc comment) is declared by its family
//! in [`crate::catalog::families`]; the catalogue ([`crate::catalog`]) lists the families.

/// One table (or, for the pure calculation, one function) the generator can emit.
///
/// ```
/// use vector_attacks_codegen::TableId;
/// let id: TableId = "in-between-rectangular".parse().unwrap();
/// assert_eq!(id.item_name(), "IN_BETWEEN_RECTANGULAR");
/// assert!("nonsense".parse::<TableId>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TableId {
    /// `arrRectangular[64][64]`.
    InBetweenRectangular,
    /// `arrTriangular[64*65/2]`.
    InBetweenTriangular,
    /// `arrInBetweenBy0x88Diff`.
    InBetweenBy0x88Diff,
    /// The pure-calculation `const fn`.
    InBetweenCalculated,
    /// `rayUnitVectorQueen[15*15]`.
    RayUnitVectorQueen15,
    /// The same on a 16-wide board.
    RayUnitVectorQueen16,
    /// Chebyshev distance by 0x88 difference.
    ChebyshevBy0x88Diff,
    /// Manhattan distance by 0x88 difference.
    ManhattanBy0x88Diff,
    /// Chebyshev distance by 15x15 vector index.
    ChebyshevByVector15,
    /// Manhattan distance by 15x15 vector index.
    ManhattanByVector15,
    /// Chebyshev distance by square pair.
    ChebyshevBySquares,
    /// Manhattan distance by square pair.
    ManhattanBySquares,
    /// `attacksBy0x88DiffAndPiece[7][256]`.
    AttacksBy0x88DiffAndPiece,
    /// Which piece classes attack each 0x88 difference on an empty board (one bit each).
    PieceMaskBy0x88Diff,
    /// `arrPawnAttacks[2][64]`, by colour and square.
    PawnAttacks,
    /// `arrKnightAttacks[64]`.
    KnightAttacks,
    /// `arrKingAttacks[64]`.
    KingAttacks,
    /// Empty-board attack sets by piece class and square.
    PseudoAttacks,
    /// The whole line through two squares (Stockfish's `LineBB`).
    Line,
    /// The rays leaving each square, by direction.
    Rays,
    /// The direction code of a difference (Wiereyn), by `x88diff = to88 - from88 + 120`.
    DirectionBy0x88Diff,
    /// The same direction codes in the "0x88" article's layout, `0x77 + a88 - b88`.
    DirectionBy0x88Diff119,
    /// A mailbox's template board: 0 on squares, all ones on padding cells.
    MailboxTemplate,
    /// The mailbox cell of each square (8x8 to mailbox).
    SquareToMailbox,
    /// The square of each mailbox cell (mailbox to 8x8), all ones on padding cells.
    MailboxToSquare,
    /// Increment vectors per attack class at a mailbox's width.
    MailboxIncrements,
    /// Rebel's `see_table[victim][attack_byte][defend_byte]` with the seed's attack byte.
    SeeRebel,
    /// The same with an attack byte that counts each kind.
    SeeCounts,
    /// Ed Schröder's attack byte of one side's 16-bit piece-set, by the set (64 KiB).
    PieceSetAttackByte,
    /// The runtime's `in_between` for the request's board, over its own table.
    InBetweenFn,
    /// The runtime's `may_move` for the request's board, over its own table.
    MayMoveFn,
    /// The runtime's `is_attacked` for the request's board, over its own table.
    IsAttackedFn,
    /// The squares each piece must find empty to attack, by piece and square pair.
    PieceInBetween,
    /// The same as a function over the attack table by difference and piece.
    PieceInBetweenFn,
    /// The obstruction-difference masks of slider attacks: the lower and upper half of each
    /// line through each square.
    ObstructionDifference,
    /// The rook's fancy magics: mask, factor, shift and offset by square.
    RookMagics,
    /// The attack sets the rook's magics index.
    RookMagicAttacks,
    /// The bishop's fancy magics.
    BishopMagics,
    /// The attack sets the bishop's magics index.
    BishopMagicAttacks,
    /// The rook's black magics (8x8): complement of the mask, factor and window offset.
    RookBlackMagics,
    /// The bishop's black magics (8x8).
    BishopBlackMagics,
    /// The attack sets both sliders' black magics index, in one shared table.
    BlackMagicAttacks,
    /// What each piece's leaps reach from each square, `[piece][square]`.
    LeaperAttacks,
    /// `attacks(piece, from, occupied)`: what a piece attacks among blockers, for the
    /// request's board and pieces.
    AttacksFn,
    /// `attackers_to(square, occupied, by_piece)`: the pieces that attack a square.
    AttackersToFn,
    /// `in_check(king, occupied, by_piece)`: whether any of the pieces attacks a square.
    InCheckFn,
    /// `side_attacks(by_piece, occupied)`: every square the given pieces attack.
    SideAttacksFn,
}

impl TableId {
    /// The last variant: the catalogue checks at compile time that the families declare
    /// every variant up to it exactly once. Keep it the last when adding a table.
    pub(crate) const LAST: TableId = TableId::SideAttacksFn;
}
