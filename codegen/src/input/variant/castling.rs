//! Castling's reading: the king's and rooks' files and destinations
//! (`castlingKingsideFile`, `castlingQueensideFile`, `castlingKingFile`,
//! `castlingRookKingsideFile`, `castlingRookQueensideFile`, `castlingRank`), the pieces that
//! castle (`castlingRookPieces`, `castlingKingPiece`), `chess960` and `oppositeCastling` (a
//! side's castling takes away the opponent's right on the same wing). The move generator's
//! part of it is `crate::movegen::castling`.

use crate::error::Error;

use super::{boolean, region, Rules};

/// Castling as the variant defines it: files counted from 0 (file a), the rank relative to
/// the side (0 its first rank).
///
/// ```
/// let v = vector_attacks_codegen::variant::Variant::shipped("capablanca").unwrap();
/// let c = v.castling.unwrap();
/// assert_eq!((c.king_file, c.kingside_file, c.rook_kingside_file), (5, 8, 9));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Castling {
    /// The king's destination after kingside castling.
    pub kingside_file: u32,
    /// The king's destination after queenside castling.
    pub queenside_file: u32,
    /// The castling rank, relative (0 the side's first rank).
    pub rank: u32,
    /// The king's file before castling.
    pub king_file: u32,
    /// Where the search for the kingside rook starts: Fairy-Stockfish finds the rook of a
    /// `K` right as the first castling piece from this file towards file a.
    pub rook_kingside_file: u32,
    /// Where the search for the queenside rook starts, towards the last file.
    pub rook_queenside_file: u32,
    /// The letters of the pieces that castle with the king.
    pub rook_pieces: Vec<char>,
    /// Whether the king and rooks castle from wherever the FEN has them (`chess960`): the
    /// rights name the rooks, by `KQkq` (the outermost) or by their files (`HAha`).
    pub chess960: bool,
    /// Whether a side's castling takes away the opponent's right on the same wing
    /// (`oppositeCastling`: Fairy-Stockfish's `do_move` clears it).
    pub opposite: bool,
}

impl Castling {
    /// Whether the king's file or one of its destinations lies beyond a board of `files`
    /// files.
    ///
    /// ```
    /// let c = vector_attacks_codegen::variant::Variant::shipped("chess").unwrap().castling.unwrap();
    /// assert!(!c.off_board(8) && c.off_board(6)); // g1 is beyond six files
    /// ```
    pub fn off_board(&self, files: u32) -> bool {
        [self.kingside_file, self.queenside_file, self.king_file]
            .into_iter()
            .any(|f| f >= files)
    }

    /// The square (a1 = 0, rank by rank) of `file` on `side`'s castling rank, on a board of
    /// `files` x `ranks`.
    ///
    /// ```
    /// let v = vector_attacks_codegen::variant::Variant::shipped("chess").unwrap();
    /// let c = v.castling.unwrap();
    /// assert_eq!((c.square(8, 8, 0, 4), c.square(8, 8, 1, 4)), (4, 60)); // e1, e8
    /// ```
    pub fn square(&self, files: u32, ranks: u32, side: usize, file: u32) -> usize {
        let rank = if side == 0 {
            self.rank
        } else {
            ranks - 1 - self.rank
        };
        (rank * files + file) as usize
    }
}

/// Castling as the sections read give it (`None` where the variant does not castle, or has
/// no piece to castle with), on a board of `files` x `ranks`.
pub(super) fn read(
    name: &str,
    rules: &Rules,
    files: u32,
    ranks: u32,
) -> Result<Option<Castling>, Error> {
    let bad = |message: String| Error::Variant {
        variant: name.to_owned(),
        message,
    };
    let value = |key: &str| rules.value(key);
    let flag = |key: &str, default: bool| -> Result<bool, Error> {
        boolean(key, value(key), default).map_err(bad)
    };
    // Without a royal king, the commoner plays the king's part where it castles
    // (Fairy-Stockfish's giveaway and extinction: `castlingKingPiece = k`, the commoner's
    // letter); a variant with a king castles with it.
    let slot = |n: &str| rules.names.iter().position(|x| x == n).expect("named");
    let (king, commoner) = (slot("king"), slot("commoner"));
    let has = |s: usize| rules.pieces.iter().any(|p| p.slot == s);
    let castling_king = if has(king) { king } else { commoner };
    // A castling piece of a type no piece has (the king's, where `king = -`): no right can
    // ever hold, as in Fairy-Stockfish, which finds none on the castling rank.
    let absent = rules.castling_king.iter().all(|&s| !has(s));
    let castling = if flag("castling", true)? && has(castling_king) && !absent {
        if rules.castling_king != [castling_king, castling_king] {
            return Err(Error::VariantOption {
                    variant: name.to_owned(),
                    option: "castlingKingPiece".to_owned(),
                    why: "`castlingKingPiece`: castling with a piece other than the king (or, without a king, the commoner) is a rule the move generator does not play yet".to_owned(),
                });
        }
        let rook_pieces = rules.letters_of(&rules.castling_rooks[0]);
        if rook_pieces != rules.letters_of(&rules.castling_rooks[1]) {
            return Err(Error::VariantOption {
                    variant: name.to_owned(),
                    option: "castlingRookPiecesWhite".to_owned(),
                    why: "`castlingRookPiecesWhite`, `castlingRookPiecesBlack`: White and Black castle with different pieces, which the move generator does not play yet".to_owned(),
                });
        }
        let file = |key: &str, default: u32| -> Result<u32, Error> {
            match value(key) {
                None => Ok(default),
                Some(v) => region::file(v).ok_or_else(|| {
                    bad(format!(
                        "`{key} = {v}`: expected a number 1 to 12 or a file letter a to l"
                    ))
                }),
            }
        };
        let rank = match value("castlingRank") {
            None => 0,
            Some(v) => region::rank(v).filter(|&r| r < ranks).ok_or_else(|| {
                bad(format!(
                    "`castlingRank = {v}`: expected a rank 1 to {ranks}"
                ))
            })?,
        };
        // Without a piece to castle with no castling right can ever hold.
        (!rook_pieces.is_empty())
            .then(|| -> Result<Castling, Error> {
                Ok(Castling {
                    kingside_file: file("castlingKingsideFile", 6)?,
                    queenside_file: file("castlingQueensideFile", 2)?,
                    rank,
                    king_file: file("castlingKingFile", 4)?,
                    rook_kingside_file: file("castlingRookKingsideFile", region::GRID_FILES - 1)?
                        .min(files - 1),
                    rook_queenside_file: file("castlingRookQueensideFile", 0)?.min(files - 1),
                    rook_pieces,
                    chess960: flag("chess960", false)?,
                    opposite: flag("oppositeCastling", false)?,
                })
            })
            .transpose()?
    } else {
        None
    };
    Ok(castling)
}
