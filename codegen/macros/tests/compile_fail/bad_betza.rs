vector_attacks_macros::tables! {
    piece pawn2 = "iW";
    pub static ATTACKS = attacks_0x88;
}

fn main() {}
