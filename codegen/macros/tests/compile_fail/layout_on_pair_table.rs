vector_attacks_macros::tables! {
    static BETWEEN = in_between_rectangular(width = 16);
}

fn main() {}
