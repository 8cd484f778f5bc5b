vector_attacks_macros::tables! {
    static BETWEEN: u8 = in_between_rectangular;
}

fn main() {}
