vector_attacks_macros::tables! {
    static BETWEEN = in_between_0x88;
    static r#BETWEEN = in_between_rectangular;
}

fn main() {}
