vector_attacks_macros::tables! {
    board = 12x11;
    static BETWEEN = in_between_fn;
}

fn main() {}
