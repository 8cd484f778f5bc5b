vector_attacks_macros::tables! {
    board = 10x8;
    fn between = in_between_calculated;
}

fn main() {}
