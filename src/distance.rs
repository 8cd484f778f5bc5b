//! Distances between squares, from the generated tables.

use crate::tables::{CHEBYSHEV_DISTANCE, MANHATTAN_DISTANCE};
use crate::Square;

/// The Chebyshev distance (king steps): the larger of the rank and file difference.
///
/// ```
/// use vector_attacks::{chebyshev_distance, Square};
/// assert_eq!(chebyshev_distance(Square::A1, Square::H8), 7);
/// assert_eq!(chebyshev_distance(Square::E4, Square::F6), 2);
/// ```
pub fn chebyshev_distance(a: Square, b: Square) -> u8 {
    CHEBYSHEV_DISTANCE[a.index()][b.index()]
}

/// The Manhattan (taxicab) distance: rank difference plus file difference.
///
/// ```
/// use vector_attacks::{manhattan_distance, Square};
/// assert_eq!(manhattan_distance(Square::A1, Square::H8), 14);
/// assert_eq!(manhattan_distance(Square::E4, Square::F6), 3);
/// ```
pub fn manhattan_distance(a: Square, b: Square) -> u8 {
    MANHATTAN_DISTANCE[a.index()][b.index()]
}
