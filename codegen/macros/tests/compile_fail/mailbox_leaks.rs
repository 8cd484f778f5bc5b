vector_attacks_macros::tables! {
    static BOARD = mailbox_template(width = 9, height = 12, a1 = 19);
}

fn main() {}
