vector_attacks_macros::tables! {
    static BETWEEN = in_between_rectangular;
    static BETWEEN = in_between_triangular;
}

fn main() {}
