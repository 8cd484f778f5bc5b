vector_attacks_macros::tables! {
    numbering = a8;
    numbering = a1;
    static BETWEEN = in_between_rectangular;
}

fn main() {}
