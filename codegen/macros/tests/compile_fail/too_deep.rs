vector_attacks_macros::tables! {
    static B = in_between_0x88(((((((((((width = 16)))))))))));
}

fn main() {}
