//! The move generator through the `tables!` macro, from the shipped `variants.ini` and from
//! a file of the package's own (`sixbysix.ini`, Los Alamos chess under another name), beside a
//! table: both count Fairy-Stockfish's perft of Los Alamos chess.

vector_attacks_macros::tables! {
    pub mod losalamos = move_generator(variant = "losalamos");
    pub mod sixbysix = move_generator(variant = "sixbysix", variants_ini = "sixbysix.ini");
    static DISTANCE: u8 = chebyshev_squares;
}

#[test]
fn the_macro_emits_move_generators() {
    // Fairy-Stockfish's tests/perft.sh: losalamos startpos 5 191846.
    assert_eq!(
        losalamos::perft_bulk(&losalamos::Position::start(), 5),
        191_846
    );
    assert_eq!(sixbysix::perft_bulk(&sixbysix::Position::start(), 5), 191_846);
    assert_eq!(DISTANCE[0][63], 7);
}
