vector_attacks_macros::tables! {
    pub fn attacks = attacks_fn(strategy = pext);
}

fn main() {}
