vector_attacks_macros::tables! {
    piece cannon = "mRcpR";
    pub static ATTACKS = attacks_0x88;
}

fn main() {}
