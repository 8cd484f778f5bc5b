//! ItemToEmit rotated bitboards: `RotatedOccupancy`, the occupancy with its four rotated copies,
//! kept current by XOR as pieces arrive and leave, and read per line by `line_attacks`. The
//! functions of the `rotated` strategy take it in place of the occupancy; each emits the same
//! type, and [`super::share_tables`] keeps one copy.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::local_static;
use crate::compute::rotated::Rotation;
use crate::{catalog::request::Item, error::Error, model::table::ElementType, model::table::Table};

/// The name of the emitted type.
///
/// ```
/// assert_eq!(vector_attacks_codegen::emit::rotated::TYPE, "RotatedOccupancy");
/// ```
pub const TYPE: &str = "RotatedOccupancy";

/// `RotatedOccupancy` for `rotation`'s board, its tables inside its methods; with
/// `examples`, the doc examples of the 8x8 runtime (`vector_attacks::tables`).
///
/// ```
/// use vector_attacks_codegen::compute::rotated::Rotation;
/// use vector_attacks_codegen::{emit, Geometry, Item, TableId};
/// let code = emit::rotated::occupancy_type(&Rotation::new(Geometry::STANDARD), &Item::new(TableId::AttacksFn), false).unwrap();
/// assert!(code.to_string().contains("pub fn toggle"));
/// ```
pub fn occupancy_type(
    rotation: &Rotation,
    item: &Item,
    examples: bool,
) -> Result<TokenStream, Error> {
    let g = rotation.geometry;
    let n = g.squares();
    let scalar = g.bitboard().rust_name();
    let bitboard = format_ident!("{scalar}");
    let attacks = local_static(
        "ROTATED_ATTACKS",
        &Table::from_sets(g, rotation.attacks.clone()),
        scalar,
        ElementType::U64,
        item,
    )?;
    let entries: Vec<i32> = rotation
        .lines
        .iter()
        .flatten()
        .flat_map(|e| [e.offset, e.shift, e.mask].map(|x| x as i32))
        .collect();
    let lines = local_static(
        "ROTATED_LINES",
        &Table::from_integers(entries).with_shape(&[n, 4, 3]),
        "u32",
        ElementType::I32,
        item,
    )?;
    let bits = local_static(
        "ROTATED_BITS",
        &Table::from_sets(g, rotation.bits().into_iter().flatten().collect()).with_shape(&[n, 4]),
        scalar,
        ElementType::U64,
        item,
    )?;
    let board = g.size_name();
    let doc = format!(
        " The occupied squares of the {board} board with their four rotated copies (rotated bitboards, the seed \"Board representation\"): one per kind of line, [files, ranks, diagonals, anti-diagonals], each numbering the squares so that every line of its kind lies in adjacent bits. Kept current by [`{TYPE}::toggle`] when a piece arrives on or leaves a square (four XORs), read by [`{TYPE}::line_attacks`] (a shift, a mask and one load). Squares are below {n}."
    );
    let ty = format_ident!("{TYPE}");
    let example = |text: &str| -> TokenStream {
        if examples {
            super::doc_example("```", text)
        } else {
            quote!()
        }
    };
    let type_example = example("use vector_attacks::tables::RotatedOccupancy;\nlet (a1, a4, d1) = (0, 24, 3);\nlet mut occupied = RotatedOccupancy::new(1 << a4);\noccupied.toggle(d1); // a piece arrives on d1\nlet rook = occupied.line_attacks(a1, 0) | occupied.line_attacks(a1, 1);\nassert_eq!(rook, 1 << 8 | 1 << 16 | 1 << a4 | 0b1110);\nassert_eq!(occupied, RotatedOccupancy::new(1 << a4 | 1 << d1));");
    let new_example = example("use vector_attacks::tables::RotatedOccupancy;\nlet start = RotatedOccupancy::new(0xFFFF_0000_0000_FFFF);\nassert_eq!(start.occupied(), 0xFFFF_0000_0000_FFFF);");
    let toggle_example = example("use vector_attacks::tables::RotatedOccupancy;\nlet mut occupied = RotatedOccupancy::new(0);\noccupied.toggle(12); // e2\noccupied.toggle(12); // and away again\nassert_eq!(occupied, RotatedOccupancy::new(0));");
    let occupied_example = example("use vector_attacks::tables::RotatedOccupancy;\nassert_eq!(RotatedOccupancy::new(1 << 9).occupied(), 1 << 9);");
    let rotated_example = example("use vector_attacks::tables::RotatedOccupancy;\n// The files' copy numbers the a-file 0 to 7, then the b-file from b1: bit 8.\nassert_eq!(RotatedOccupancy::new(1 << 1).rotated()[0], 1 << 8);");
    let line_example = example("use vector_attacks::tables::RotatedOccupancy;\n// A bishop on a1 along its diagonal with c3 occupied: b2 and c3.\nlet occupied = RotatedOccupancy::new(1 << 18);\nassert_eq!(occupied.line_attacks(0, 2), 1 << 9 | 1 << 18);");
    Ok(quote! {
        #[doc = #doc]
        #type_example
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct #ty {
            occupied: #bitboard,
            rotated: [#bitboard; 4],
        }

        #[allow(
            dead_code,
            clippy::too_many_lines,
            clippy::unreadable_literal,
            clippy::cast_possible_truncation,
            clippy::large_stack_arrays
        )]
        impl #ty {
            /// The occupancy `occupied` with its rotated copies made from scratch (a toggle per
            /// occupied square).
            #new_example
            #[must_use]
            pub fn new(occupied: #bitboard) -> Self {
                let mut this = Self::default();
                let mut rest = occupied;
                while rest != 0 {
                    this.toggle(rest.trailing_zeros() as usize);
                    rest &= rest - 1;
                }
                this
            }

            /// A piece arrives on `square`, or leaves it: its bit flips in the occupancy and in
            /// each rotated copy.
            #toggle_example
            #[inline]
            pub fn toggle(&mut self, square: usize) {
                #bits
                let bits = &ROTATED_BITS[square];
                self.occupied ^= 1 << square;
                self.rotated[0] ^= bits[0];
                self.rotated[1] ^= bits[1];
                self.rotated[2] ^= bits[2];
                self.rotated[3] ^= bits[3];
            }

            /// The occupied squares.
            #occupied_example
            #[inline]
            #[must_use]
            pub fn occupied(&self) -> #bitboard {
                self.occupied
            }

            /// The rotated copies: files, ranks, diagonals, anti-diagonals.
            #rotated_example
            #[inline]
            #[must_use]
            pub fn rotated(&self) -> [#bitboard; 4] {
                self.rotated
            }

            /// What a slider on `square` attacks along its `line` (0 the file, 1 the rank, 2 the
            /// diagonal, 3 the anti-diagonal): each way up to and including the first occupied
            /// square. The line's inner squares, shifted down from its copy, index the square's
            /// attack sets.
            #line_example
            #[inline]
            #[must_use]
            pub fn line_attacks(&self, square: usize, line: usize) -> #bitboard {
                #lines
                #attacks
                let [offset, shift, mask] = ROTATED_LINES[square][line];
                ROTATED_ATTACKS[offset as usize + ((self.rotated[line] >> shift) as usize & mask as usize)]
            }
        }
    })
}
