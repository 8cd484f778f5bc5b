vector_attacks_macros::tables! {
    static RAYS = ray_unit_vector_queen_16(widht = 16);
}

fn main() {}
