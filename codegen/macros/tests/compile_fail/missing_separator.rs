vector_attacks_macros::tables! {
    static A = in_between_rectangular
    static B = in_between_0x88;
}

fn main() {}
