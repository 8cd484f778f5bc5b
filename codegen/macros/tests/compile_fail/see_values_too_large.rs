vector_attacks_macros::tables! {
    static SEE = see_rebel(pawn = 100, knight = 300, bishop = 300, rook = 500, queen = 900);
}

fn main() {}
