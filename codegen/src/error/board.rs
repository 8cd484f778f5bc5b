//! The messages of the errors of the board, its layouts by difference and the mailboxes.

use std::fmt;

use super::Error;

/// Writes the message of `e`, one of this module's errors.
pub(super) fn write(e: &Error, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match e {
        Error::WidthTooSmall { width, min } => {
            // The longest move along a rank, `files - 1` files right, is also one rank up
            // and `width - (files - 1)` files left.
            let reach = (min - 1) / 2;
            let collision = if *width > reach {
                format!(
                    "+{reach} is both {reach} files right and one rank up, {} files left",
                    width - reach
                )
            } else {
                format!("+{width} is both {width} files right and one rank up")
            };
            write!(
                f,
                "`width` {width} is too small for a table indexed by difference: two displacements would share an index (on a {width}-wide board, {collision}); use a width of at least {min}{}",
                if *min == 15 { " (15 and 16 are the common ones)" } else { "" }
            )
        }
        Error::WidthTooLarge { width, max } => write!(
            f,
            "`width` {width} is too large: the table would have more than 65535 entries; use a width of at most {max} on this board"
        ),
        Error::OffsetTooLarge { offset, max } => write!(
            f,
            "`offset` {offset} is too large: the table would have more than 65535 entries; use an offset of at most {max} with this width"
        ),
        Error::LayoutTooShort { len, min } => write!(
            f,
            "the layout has {len} entries, too few for this board's largest displacement; it needs at least {min}: make it with `VectorLayout::new` for this board"
        ),
        Error::BadSquare { text, board, last } => {
            let last_file = last.chars().next().unwrap_or('a');
            let last_rank = last.get(1..).unwrap_or("1");
            write!(
                f,
                "`{text}` is not a square of the {board} board; use a file a-{last_file} followed by a rank 1-{last_rank}, like a1 or {last}"
            )
        }
        Error::BoardSide { field, value } => write!(
            f,
            "`board` has {value} {field}; a board has 1 to 16 files and 1 to 16 ranks (at most 128 squares), written files x ranks, like `10x8`"
        ),
        Error::BoardTooLarge { files, ranks } => write!(
            f,
            "`board` {files}x{ranks} has {} squares; a board has at most 128 (the bits of a `u128`): for example 16x8, 12x10 or 11x11",
            files * ranks
        ),
        Error::BadBoard { text } => write!(
            f,
            "`{text}` is not a board size; write files x ranks, each 1 to 16, like `8x8` or `10x8`"
        ),
        Error::BadBitboard { text } => write!(
            f,
            "`{text}` is not a bitboard type; use `u64` (boards of up to 64 squares) or `u128` (up to 128)"
        ),
        Error::BitboardTooNarrow { bitboard, squares } => write!(
            f,
            "`bitboard` is `{bitboard}`, which has too few bits for a board of {squares} squares; use `u128` (or leave `bitboard` out: boards of more than 64 squares use `u128`)"
        ),
        Error::BoardUnsupported { table, board, why } => write!(
            f,
            "table `{table}` cannot be built for the board {board}: {why}"
        ),
        Error::MailboxTooLarge { width, height, max } => write!(
            f,
            "a {width}x{height} mailbox has {} cells; use at most {max} (16x16 is the largest common layout)",
            usize::from(*width) * usize::from(*height)
        ),
        Error::MailboxBoardOutside { width, height, a1, files, ranks } => write!(
            f,
            "a {width}x{height} mailbox with a1 at cell {a1} cannot hold the {files}x{ranks} board: a1 at column {} and row {} leaves {} columns and {} rows for it; choose `a1` = row * width + column with column + {files} <= width and row + {ranks} <= height (for example {}x{} with a1 = {})",
            a1 % width.max(&1),
            a1 / width.max(&1),
            i64::from(*width) - i64::from(a1 % width.max(&1)),
            i64::from(*height) - i64::from(a1 / width.max(&1)),
            // Two padding files and two padding ranks on each side, as 10x12 has for 8x8.
            files + 2,
            ranks + 4,
            2 * (u16::from(*files) + 2) + 1,
        ),
        Error::MailboxLeaks { layout, step, cell, lands } => write!(
            f,
            "the mailbox {layout} lets pieces leave the board unseen: {step} reaches cell {cell}, {lands}; every step off the board must meet a padding cell, so give at least two padding files in all (a knight jumps two files) and two padding ranks above and below, with a cell to spare beyond the corners (a knight on a1 reaches `a1 - 2 * width - 1`), or use the 0x88 layout, 16x8 with a1 = 0, whose test `cell & 0x88` needs none"
        ),
        Error::OffsetTooSmall { offset, min } => write!(
            f,
            "`offset` {offset} is too small: the most negative displacement would get a negative index; use an offset of at least {min}"
        ),
        _ => unreachable!("routed here by Error's Display"),
    }
}
