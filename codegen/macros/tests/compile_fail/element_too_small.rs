vector_attacks_macros::tables! {
    static RAYS: u8 = ray_unit_vector_queen_15;
}

fn main() {}
