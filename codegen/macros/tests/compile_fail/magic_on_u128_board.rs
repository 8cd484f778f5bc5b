vector_attacks_macros::tables! {
    board = 12x10;
    pub fn attacks = attacks_fn(strategy = magic);
}

fn main() {}
