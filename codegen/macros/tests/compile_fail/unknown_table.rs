vector_attacks_macros::tables! {
    pub static BETWEEN = in_between_square;
}

fn main() {}
