vector_attacks_macros::tables! {
    static RAYS = ray_unit_vector_queen_15(width = 10);
}

fn main() {}
