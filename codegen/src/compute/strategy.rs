//! The strategies of the attack-set functions (`attacks_fn(strategy = NAME)`): how their
//! line rides find their attacks among blockers. A request type, like the board, the
//! numbering and the semantics; the computation of each is in
//! [`crate::compute::sliders`].

use crate::{error::Error, model::geometry::Geometry};

/// How the line rides find their attacks among blockers.
///
/// ```
/// use vector_attacks_codegen::AttackStrategy;
/// use vector_attacks_codegen::Geometry;
/// assert_eq!(AttackStrategy::default_for(Geometry::STANDARD), AttackStrategy::Magic);
/// let large = Geometry::board(12, 10).unwrap();
/// assert_eq!(AttackStrategy::default_for(large), AttackStrategy::Obstruction);
/// assert_eq!(AttackStrategy::parse("obstruction"), Some(AttackStrategy::Obstruction));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttackStrategy {
    /// Fancy magic bitboards (the `rook-magics` and `bishop-magics` tables): one
    /// multiplication and one load per line kind; boards with `u64` bitboards only.
    Magic,
    /// Obstruction difference (the `obstruction-difference` masks): per line two masks, a
    /// leading-zero count and a subtraction; any board, `u128` ones included, a few KiB.
    Obstruction,
    /// Rotated bitboards (the seed "Board representation"): the occupancy kept in four
    /// rotated copies, one shift, mask and load per line; the functions take a
    /// `RotatedOccupancy` (emitted beside them) that keeps the copies current by XOR. Any
    /// board whose tables stay under 16 MiB (lines of up to 14 squares).
    Rotated,
    /// Direction-wise fills (Kogge-Stone occluded fills, the seed "Attack and Defend Maps"):
    /// no table at all, a few shifts and masks per direction; any board.
    Fill,
}

impl AttackStrategy {
    /// Every strategy, in the order the docs list them.
    pub const ALL: [AttackStrategy; 4] = [
        AttackStrategy::Magic,
        AttackStrategy::Obstruction,
        AttackStrategy::Rotated,
        AttackStrategy::Fill,
    ];

    /// Its name in the request syntax (`attacks_fn(strategy = NAME)`).
    ///
    /// ```
    /// use vector_attacks_codegen::AttackStrategy;
    /// assert_eq!(AttackStrategy::Magic.name(), "magic");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            AttackStrategy::Magic => "magic",
            AttackStrategy::Obstruction => "obstruction",
            AttackStrategy::Rotated => "rotated",
            AttackStrategy::Fill => "fill",
        }
    }

    /// The strategy called `name`, if any.
    ///
    /// ```
    /// use vector_attacks_codegen::AttackStrategy;
    /// assert_eq!(AttackStrategy::parse("pext"), None);
    /// ```
    pub fn parse(name: &str) -> Option<AttackStrategy> {
        AttackStrategy::ALL.into_iter().find(|s| s.name() == name)
    }

    /// The strategy a request gets without asking: magics on boards with `u64` bitboards
    /// (faster hot and under cache pressure on 8x8, `BENCHMARKS.md`), obstruction
    /// difference on the others, where magics cannot serve.
    ///
    /// ```
    /// use vector_attacks_codegen::AttackStrategy;
    /// use vector_attacks_codegen::Geometry;
    /// assert_eq!(AttackStrategy::default_for(Geometry::board(7, 7).unwrap()), AttackStrategy::Magic);
    /// ```
    pub fn default_for(geometry: Geometry) -> AttackStrategy {
        if geometry.bitboard().bits() > 64 {
            AttackStrategy::Obstruction
        } else {
            AttackStrategy::Magic
        }
    }

    /// Refuses a strategy that cannot serve `geometry`, naming one that can.
    ///
    /// ```
    /// use vector_attacks_codegen::AttackStrategy;
    /// use vector_attacks_codegen::Geometry;
    /// let large = Geometry::board(12, 10).unwrap();
    /// let e = AttackStrategy::Magic.serves(large, "attacks-fn").unwrap_err().to_string();
    /// assert!(e.contains("strategy = obstruction"), "{e}");
    /// let wide = Geometry::board(16, 8).unwrap();
    /// let e = AttackStrategy::Rotated.serves(wide, "attacks-fn").unwrap_err().to_string();
    /// assert!(e.contains("16 MiB"), "{e}");
    /// ```
    pub fn serves(self, geometry: Geometry, table: &'static str) -> Result<(), Error> {
        match self {
            AttackStrategy::Magic if geometry.bitboard().bits() > 64 => {
                Err(Error::BoardUnsupported {
                    table,
                    board: format!(
                        "{} with `{}` bitboards",
                        geometry.size_name(),
                        geometry.bitboard().rust_name()
                    ),
                    why: "magic bitboards multiply a 64-bit occupancy; use `strategy = obstruction` (two masks per square and line, any board)",
                })
            }
            AttackStrategy::Rotated
                if crate::compute::rotated::Rotation::attack_bytes(geometry)
                    > crate::compute::rotated::MAX_BYTES =>
            {
                Err(Error::BoardUnsupported {
                    table,
                    board: geometry.size_name(),
                    why: "rotated bitboards store 2^(L-2) attack sets per square and line of L squares, over 16 MiB on this board; use `strategy = obstruction` (two masks per square and line) or `strategy = fill` (no table)",
                })
            }
            _ => Ok(()),
        }
    }
}
