vector_attacks_macros::tables! {
    static LINE = line(pawn = 100);
}

fn main() {}
