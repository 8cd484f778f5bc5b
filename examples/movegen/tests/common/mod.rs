//! Helpers shared by the test modules of the generated move generators.

/// xorshift64, seeded, so that failures reproduce.
pub struct Random(pub u64);

impl Random {
    /// A number below `n` (not 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A variant's answers for a FEN, the variant named as the data names it (`-` for `_`): the
/// FEN written back, the sorted UCI moves, perft 2. The modules to choose among follow.
macro_rules! answer {
    ($variant:expr, $fen:expr, $($name:ident),*) => {
        match vector_attacks_codegen::variant::module_name($variant).as_str() {
            $(stringify!($name) => {
                let position = $name::Position::from_fen($fen).unwrap_or_else(|e| panic!("{}: {e}", $fen));
                let mut list = $name::MoveList::new();
                position.legal_moves(&mut list);
                let mut moves: Vec<String> = list.as_slice().iter().map(|m| m.to_string()).collect();
                moves.sort();
                (position.to_string(), moves, $name::perft(&position, 2))
            })*
            other => panic!("no move generator for `{other}`"),
        }
    };
}
pub(crate) use answer;

include!(concat!(env!("OUT_DIR"), "/shipped.rs"));
pub(crate) use with_shipped_modules;
