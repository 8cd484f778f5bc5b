vector_attacks_macros::tables! {
    static BETWEEN = in_between_0x88;
}

static BETWEEN: u8 = 0;

fn main() {}
