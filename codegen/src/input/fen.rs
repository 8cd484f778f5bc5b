//! A FEN's piece placement (the seed "Board representation"'s FEN): ranks from the top, `/`
//! between them, a number for a run of empty squares, a letter for a piece (upper case White).
//! Read once here for every reader of a position: `show --fen` and the reference move
//! generator's `Setup::from_fen`.

/// What is wrong with a placement.
///
/// ```
/// use vector_attacks_codegen::input::fen::{placement, PlacementError};
/// let none = |_: char| None::<()>;
/// assert_eq!(placement("8/8", 8, 8, none), Err(PlacementError::Ranks { found: 2 }));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlacementError {
    /// It has `found` ranks, not the board's.
    Ranks {
        /// How many it has.
        found: usize,
    },
    /// A letter that is not a piece.
    NotAPiece(char),
    /// A piece beyond the last file of rank `rank` (from 1).
    TooLong {
        /// The rank, from 1.
        rank: usize,
    },
    /// Rank `rank` (from 1) covers `squares` squares, not the board's files.
    WrongLength {
        /// The rank, from 1.
        rank: usize,
        /// How many squares it covers.
        squares: usize,
    },
}

/// The pieces of the placement `text` on a board of `files` x `ranks` (a1 = 0, rank by rank),
/// each as what `piece` makes of its letter, in the order they are written.
///
/// ```
/// use vector_attacks_codegen::input::fen::{placement, PlacementError};
/// let upper = |c: char| c.is_ascii_uppercase().then_some(c);
/// assert_eq!(placement("4K3/8/8/8/8/8/8/R7", 8, 8, upper), Ok(vec![(60, 'K'), (0, 'R')]));
/// assert_eq!(placement("10/10", 10, 2, upper), Ok(vec![]));
/// assert_eq!(placement("8/7k", 8, 2, upper), Err(PlacementError::NotAPiece('k')));
/// assert_eq!(placement("8/8K", 8, 2, upper), Err(PlacementError::TooLong { rank: 1 }));
/// assert_eq!(placement("7/8", 8, 2, upper), Err(PlacementError::WrongLength { rank: 2, squares: 7 }));
/// ```
pub fn placement<P>(
    text: &str,
    files: usize,
    ranks: usize,
    mut piece: impl FnMut(char) -> Option<P>,
) -> Result<Vec<(usize, P)>, PlacementError> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != ranks {
        return Err(PlacementError::Ranks { found: rows.len() });
    }
    let mut out = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let rank = ranks - 1 - i;
        let (mut file, mut run) = (0, 0);
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                run = run * 10 + d as usize;
                continue;
            }
            file += run;
            run = 0;
            let p = piece(c).ok_or(PlacementError::NotAPiece(c))?;
            if file >= files {
                return Err(PlacementError::TooLong { rank: rank + 1 });
            }
            out.push((rank * files + file, p));
            file += 1;
        }
        if file + run != files {
            return Err(PlacementError::WrongLength {
                rank: rank + 1,
                squares: file + run,
            });
        }
    }
    Ok(out)
}
