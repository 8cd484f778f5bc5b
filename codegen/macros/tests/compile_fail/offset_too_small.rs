vector_attacks_macros::tables! {
    static RAYS = ray_unit_vector_queen_16(width = 16, offset = 100);
}

fn main() {}
