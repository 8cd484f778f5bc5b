vector_attacks_macros::tables! {
    static BETWEEN = in_between_calculated;
}

fn main() {}
