vector_attacks_macros::tables! {
    static gen = in_between_0x88;
}

fn main() {}
