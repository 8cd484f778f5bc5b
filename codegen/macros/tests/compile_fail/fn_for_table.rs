vector_attacks_macros::tables! {
    fn distance = chebyshev_squares;
}

fn main() {}
