vector_attacks_macros::tables! {
    semantics = stockfish;
    static BETWEEN = in_between_triangular;
}

fn main() {}
