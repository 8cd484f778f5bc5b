//! The mailbox tables of the seeds "Vector Attacks" and "0x88": the template board, the
//! conversions between squares and cells both ways, and the increment vectors, for the
//! item's mailbox layout (by default one that holds the board).

use crate::catalog::declaration::{table, Computed, Context, Declaration, Indexing};
use crate::compute::mailbox::{self, all_ones, MailboxLayout};
use crate::{
    error::Error, model::table::ElementType, model::table::Table, model::table_id::TableId,
};

/// A mailbox table: `compute` from the board, the layout and the off-board value.
const fn mailbox_table(
    id: TableId,
    name: &'static str,
    item_name: &'static str,
    describe: fn(&Context) -> (String, String),
) -> Declaration {
    Declaration {
        // `tables/mailbox.rs` holds the seeds' six layouts (`checked_in`), not the default.
        standard: false,
        ..Declaration::new(
            id,
            name,
            item_name,
            ElementType::U8,
            Indexing::Mailbox,
            compute,
            describe,
        )
    }
}

/// The family's tables.
pub const TABLES: &[Declaration] = &[
    mailbox_table(
        TableId::MailboxTemplate,
        "mailbox-template",
        "MAILBOX_TEMPLATE",
        |c| {
            let (p, off) = (Place::of(c), all_ones(c.element));
            (
            format!("Template board of the {} mailbox (seeds \"Vector Attacks\", \"0x88\").", p.layout),
            format!("Entry `[cell]` is 0 on the {} squares of the board and {off} (all ones) on every padding cell: copy it into the engine's board, mapping {off} to its off-board code, so that the source-destination loop stops at the edge. {}.{} {} entries.", c.n(), p.place, p.test, p.layout.cells()),
        )
        },
    ),
    mailbox_table(
        TableId::SquareToMailbox,
        "square-to-mailbox",
        "SQUARE_TO_MAILBOX",
        |c| {
            let p = Place::of(c);
            (
                format!(
                    "Mailbox cell of each square on the {} mailbox (8x8 to mailbox).",
                    p.layout
                ),
                format!(
                    "Entry `[square]` is the cell of `square`. {}.{} {} entries.",
                    p.place,
                    p.test,
                    c.n()
                ),
            )
        },
    ),
    mailbox_table(
        TableId::MailboxToSquare,
        "mailbox-to-square",
        "MAILBOX_TO_SQUARE",
        |c| {
            let (p, off) = (Place::of(c), all_ones(c.element));
            (
            format!("Square of each cell of the {} mailbox (mailbox to 8x8).", p.layout),
            format!("Entry `[cell]` is the square on `cell`, or {off} (all ones) on a padding cell. {}.{} {} entries.", p.place, p.test, p.layout.cells()),
        )
        },
    ),
    Declaration {
        element: ElementType::I8,
        ..mailbox_table(
            TableId::MailboxIncrements,
            "mailbox-increments",
            "MAILBOX_INCREMENTS",
            |c| {
                let w = c.mailbox_layout().width();
                (
                format!("Increment vectors by attack class on the {w}-wide mailbox (seed \"Vector Attacks\": `rayVector[direction]`)."),
                format!("Row `[class]` (0 black pawn, 1 white pawn: their two captures; 2 knight: 8 jumps clockwise from one file right, two ranks up; 3 bishop: 4 diagonals; 4 rook: 4 lines; 5 queen and 6 king: 8 directions clockwise from north) lists the cell differences of that piece's steps on a {w}-wide board, 0 after the last. Sliders repeat a step until a cell is not empty. 7 x 8 entries."),
            )
            },
        )
    },
];

/// Where the board lies in the layout, for the doc comments.
struct Place {
    layout: MailboxLayout,
    place: String,
    test: String,
}

impl Place {
    fn of(c: &Context) -> Place {
        let layout = c.mailbox_layout();
        let (w, a1) = (layout.width(), layout.a1());
        let place = format!(
            "Square `s` is cell `{a1} + {w} * (s / {files}) + s % {files}` of the {layout} mailbox",
            files = c.geometry.files()
        );
        let test = if layout.is_x88(c.geometry) {
            " This is the 0x88 layout: besides the template, `cell & 0x88 != 0` tells a cell off the board, also below the first row, where the cell is negative.".to_owned()
        } else {
            String::new()
        };
        Place {
            layout,
            place,
            test,
        }
    }
}

/// Computes the item's table; the layout (the default one too) must hold the board without
/// leaks.
fn compute(c: &Context) -> Result<Computed, Error> {
    let l = c.mailbox_layout();
    let layout = MailboxLayout::new(c.geometry, l.width(), l.height(), l.a1())?;
    let off = all_ones(c.element);
    let g = c.geometry;
    let t: Table = match c.table {
        TableId::MailboxTemplate => mailbox::template(g, layout, off),
        TableId::SquareToMailbox => mailbox::square_to_mailbox(g, layout),
        TableId::MailboxToSquare => mailbox::mailbox_to_square(g, layout, off),
        _ => mailbox::increments(g, layout),
    };
    table(t)
}
