vector_attacks_macros::tables! {
    numbering = a9;
    static BETWEEN = in_between_rectangular;
}

fn main() {}
