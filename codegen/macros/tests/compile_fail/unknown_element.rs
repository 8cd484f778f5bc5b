vector_attacks_macros::tables! {
    static DISTANCE: u7 = chebyshev_squares;
}

fn main() {}
