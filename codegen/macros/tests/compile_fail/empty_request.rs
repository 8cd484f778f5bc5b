vector_attacks_macros::tables! {

}

fn main() {}
