//! Plain table data: what [`crate::compute`] produces and [`crate::emit`] consumes.

/// The values of a table, flattened in row-major order.
///
/// ```
/// use vector_attacks_codegen::Values;
/// let v = Values::Integers(vec![1, -1]);
/// assert_eq!(v.len(), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Values {
    /// Bitboards: bit `i` is square `i`. Emitted as `u64` hex literals.
    Bitboards(Vec<u64>),
    /// Bitboards of boards with `u128` bitboards. Emitted as `u128` hex literals.
    Wide(Vec<u128>),
    /// Small integers (steps, distances). Emitted in the element type the request chooses.
    Integers(Vec<i32>),
}

impl Values {
    /// Number of values.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::Values::Bitboards(vec![0; 64]).len(), 64);
    /// ```
    pub fn len(&self) -> usize {
        match self {
            Values::Bitboards(v) => v.len(),
            Values::Wide(v) => v.len(),
            Values::Integers(v) => v.len(),
        }
    }

    /// Whether there are no values.
    ///
    /// ```
    /// assert!(vector_attacks_codegen::Values::Integers(vec![]).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A computed table: its dimensions and its values.
///
/// ```
/// use vector_attacks_codegen::{compute, Geometry, Semantics};
/// let t = compute::in_between::rectangular(Geometry::STANDARD, Semantics::Strict);
/// assert_eq!(t.shape, vec![64, 64]);
/// assert_eq!(t.bitboards().unwrap()[0 * 64 + 2], 0b10); // a1..c1: b1
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// Dimensions, outermost first; their product is the number of values.
    pub shape: Vec<usize>,
    /// The values in row-major order.
    pub values: Values,
}

impl Table {
    /// A one-dimensional bitboard table.
    ///
    /// ```
    /// let t = vector_attacks_codegen::Table::from_bitboards(vec![1, 2]);
    /// assert_eq!(t.shape, vec![2]);
    /// ```
    pub fn from_bitboards(values: Vec<u64>) -> Table {
        Table {
            shape: vec![values.len()],
            values: Values::Bitboards(values),
        }
    }

    /// A one-dimensional bitboard table in `geometry`'s bitboard type: [`Values::Bitboards`]
    /// for `u64` (every set must fit), [`Values::Wide`] for `u128`.
    ///
    /// ```
    /// use vector_attacks_codegen::{Geometry, Table};
    /// let t = Table::from_sets(Geometry::board(10, 8).unwrap(), vec![1 << 70]);
    /// assert_eq!(t.sets(), Some(vec![1 << 70]));
    /// assert!(t.bitboards().is_none()); // not u64
    /// ```
    pub fn from_sets(geometry: crate::model::geometry::Geometry, values: Vec<u128>) -> Table {
        let values = match geometry.bitboard() {
            crate::model::geometry::Bitboard::U64 => Values::Bitboards(
                values
                    .into_iter()
                    .map(|v| u64::try_from(v).expect("a set of a u64 board fits a u64"))
                    .collect(),
            ),
            crate::model::geometry::Bitboard::U128 => Values::Wide(values),
        };
        Table {
            shape: vec![values.len()],
            values,
        }
    }

    /// The bitboards in either width, widened to `u128`; `None` for an integer table.
    ///
    /// ```
    /// let t = vector_attacks_codegen::Table::from_bitboards(vec![u64::MAX]);
    /// assert_eq!(t.sets(), Some(vec![u128::from(u64::MAX)]));
    /// ```
    pub fn sets(&self) -> Option<Vec<u128>> {
        match &self.values {
            Values::Bitboards(v) => Some(v.iter().map(|&b| u128::from(b)).collect()),
            Values::Wide(v) => Some(v.clone()),
            Values::Integers(_) => None,
        }
    }

    /// A one-dimensional integer table.
    ///
    /// ```
    /// let t = vector_attacks_codegen::Table::from_integers(vec![0, 1, 2]);
    /// assert_eq!(t.shape, vec![3]);
    /// ```
    pub fn from_integers(values: Vec<i32>) -> Table {
        Table {
            shape: vec![values.len()],
            values: Values::Integers(values),
        }
    }

    /// The same values seen with other dimensions (their product must stay the same).
    ///
    /// ```
    /// let t = vector_attacks_codegen::Table::from_integers(vec![0; 6]).with_shape(&[2, 3]);
    /// assert_eq!(t.shape, vec![2, 3]);
    /// ```
    pub fn with_shape(mut self, shape: &[usize]) -> Table {
        assert_eq!(
            shape.iter().product::<usize>(),
            self.values.len(),
            "shape does not match the number of values"
        );
        self.shape = shape.to_vec();
        self
    }

    /// The bitboards, if this is a bitboard table.
    ///
    /// ```
    /// assert!(vector_attacks_codegen::Table::from_integers(vec![1]).bitboards().is_none());
    /// ```
    pub fn bitboards(&self) -> Option<&[u64]> {
        match &self.values {
            Values::Bitboards(v) => Some(v),
            Values::Wide(_) | Values::Integers(_) => None,
        }
    }

    /// The integers, if this is an integer table.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::Table::from_integers(vec![7]).integers(), Some(&[7][..]));
    /// ```
    pub fn integers(&self) -> Option<&[i32]> {
        match &self.values {
            Values::Integers(v) => Some(v),
            Values::Bitboards(_) | Values::Wide(_) => None,
        }
    }
}

/// Element types an integer table can be emitted in.
///
/// ```
/// use vector_attacks_codegen::ElementType;
/// assert!(ElementType::I8.holds(-16));
/// assert!(!ElementType::U8.holds(-1));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ElementType {
    /// `u8`.
    U8,
    /// `i8`.
    I8,
    /// `u16`.
    U16,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `u64`: bitboards.
    U64,
}

impl ElementType {
    /// Every element type.
    pub const ALL: [ElementType; 6] = [
        ElementType::U8,
        ElementType::I8,
        ElementType::U16,
        ElementType::I16,
        ElementType::I32,
        ElementType::U64,
    ];

    /// The Rust name of the type.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::ElementType::I16.rust_name(), "i16");
    /// ```
    pub const fn rust_name(self) -> &'static str {
        match self {
            ElementType::U8 => "u8",
            ElementType::I8 => "i8",
            ElementType::U16 => "u16",
            ElementType::I16 => "i16",
            ElementType::I32 => "i32",
            ElementType::U64 => "u64",
        }
    }

    /// Whether `value` fits this type.
    ///
    /// ```
    /// assert!(vector_attacks_codegen::ElementType::U8.holds(255));
    /// ```
    pub fn holds(self, value: i32) -> bool {
        match self {
            ElementType::U8 => u8::try_from(value).is_ok(),
            ElementType::I8 => i8::try_from(value).is_ok(),
            ElementType::U16 => u16::try_from(value).is_ok(),
            ElementType::I16 => i16::try_from(value).is_ok(),
            ElementType::I32 => true,
            ElementType::U64 => value >= 0,
        }
    }
}
