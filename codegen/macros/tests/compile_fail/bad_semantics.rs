vector_attacks_macros::tables! {
    semantics = lax;
    static BETWEEN = in_between_rectangular;
}

fn main() {}
