vector_attacks_macros::tables! {
    pub(super) static BETWEEN = in_between_rectangular;
}

fn main() {}
