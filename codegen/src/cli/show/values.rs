//! Drawings of a table's values: grids by square pair or by difference, dot diagrams of one
//! bitboard, the SEE table and the mailbox layouts.

use std::fmt::Write as _;

use super::*;
/// The first lines of a drawing: the title, and on boards other than 8x8 the board.
pub(super) fn heading(title: &str, g: Geometry) -> String {
    let mut out = format!("{title}\n");
    if !g.is_standard() {
        let _ = writeln!(
            out,
            "board {} ({} squares, `{}` bitboards)",
            g.size_name(),
            g.squares(),
            g.bitboard().rust_name()
        );
    }
    out
}

/// A SEE table: for each victim, the exchange of one attacker against at most one defender
/// (rows: the attacker; columns: the defender, `-` for none).
pub(super) fn see_drawing(out: &mut String, id: TableId, t: &Table) {
    let v = t.integers().unwrap_or_default();
    let names = ["P", "N", "R", "Q", "K"];
    let byte = |k: usize| -> usize {
        if id == TableId::SeeRebel {
            1 | 1 << (3 + k)
        } else {
            [1, 1 << 2, 1 << 4, 1 << 6, 1 << 7][k]
        }
    };
    let victims = ["empty square", "pawn", "knight", "bishop", "rook", "queen"];
    let _ = writeln!(
        out,
        "gain of a lone attacker (rows) against a lone defender (columns), values 1 3 3 5 9"
    );
    for (row, victim) in victims.iter().enumerate() {
        let _ = writeln!(out, "victim: {victim}");
        let _ = writeln!(
            out,
            "      -  {}",
            names.map(|n| format!("{n:>3}")).join("")
        );
        for (k, name) in names.iter().enumerate() {
            let cells: Vec<String> = std::iter::once(0)
                .chain((0..5).map(byte))
                .map(|d| format!("{:>3}", v[(row << 16) | (byte(k) << 8) | d]))
                .collect();
            let _ = writeln!(out, "  {name} {}", cells.join(""));
        }
    }
}

/// The piece-set table: the kind of each bit (the seed's layout) and the byte of that piece
/// alone, then the byte of a whole side.
pub(super) fn piece_set_drawing(out: &mut String, t: &Table) {
    let v = t.integers().unwrap_or_default();
    let kinds = vector_attacks_codegen::compute::piece_sets::PieceSetLayout::SEED.to_string();
    let _ = writeln!(
        out,
        "layout {kinds} (bit 0 first); Rebel's byte: bits 0-2 the count, 3 pawn, 4 minor, 5 rook, 6 queen, 7 king"
    );
    for (bit, kind) in kinds.chars().enumerate() {
        let _ = writeln!(out, "  bit {bit:>2} ({kind}) alone: {:#010b}", v[1 << bit]);
    }
    let _ = writeln!(out, "  all sixteen:        {:#010b}", v[0xFFFF]);
}

/// A mailbox table on the default layout: the cells row by row from the top (`#` off the
/// board), the cell of each square on the board, or the increments by class.
pub(super) fn mailbox_drawing(out: &mut String, g: Geometry, id: TableId, t: &Table) {
    let layout = vector_attacks_codegen::compute::mailbox::MailboxLayout::default_for(g);
    let v = t.integers().unwrap_or_default();
    match id {
        TableId::SquareToMailbox => {
            let _ = writeln!(out, "the cell of each square on the {layout} mailbox:");
            board_grid(out, g, usize::MAX, |sq| v[sq].to_string());
        }
        TableId::MailboxIncrements => {
            let _ = writeln!(
                out,
                "steps by class on the {}-wide mailbox:",
                layout.width()
            );
            for (class, row) in v.chunks(8).enumerate() {
                let name = PieceClass::ALL.get(class).map_or("?", |p| p.name());
                let steps: Vec<String> = row
                    .iter()
                    .take_while(|&&x| x != 0)
                    .map(i32::to_string)
                    .collect();
                let _ = writeln!(out, "{name:>10}: {}", steps.join(" "));
            }
        }
        _ => {
            let _ = writeln!(out, "the {layout} mailbox, top row first; #: off the board");
            let w = usize::from(layout.width());
            for row in v.chunks(w).rev() {
                let line: Vec<String> = row
                    .iter()
                    .map(|&x| {
                        if x == 255 {
                            format!("{:>3}", "#")
                        } else {
                            format!("{x:>3}")
                        }
                    })
                    .collect();
                let _ = writeln!(out, "{}", line.join(""));
            }
        }
    }
}

pub(super) enum Value {
    Set(u128),
    Number(i32),
}

impl Value {
    pub(super) fn of(table: &Table, index: usize) -> Value {
        match (table.sets(), table.integers()) {
            (Some(v), _) => Value::Set(v[index]),
            (_, Some(v)) => Value::Number(v[index]),
            _ => Value::Number(0),
        }
    }

    pub(super) fn label(&self) -> String {
        match self {
            Value::Set(0) => ".".to_owned(),
            Value::Set(s) => s.count_ones().to_string(),
            Value::Number(n) => n.to_string(),
        }
    }
}

pub(super) fn cell(table: &Table, index: usize, id: TableId) -> String {
    match Value::of(table, index) {
        Value::Number(0) if id.declaration().blank_zero => ".".to_owned(),
        v => v.label(),
    }
}

/// Dot diagram: `1` for a member, `.` otherwise, `F`/`T` for the two squares.
pub(super) fn dot_diagram(out: &mut String, g: Geometry, set: u128, from: usize, to: usize) {
    let digits = g.bitboard().bits() as usize / 4;
    let _ = writeln!(
        out,
        "{} to {}: 0x{set:0digits$X}",
        g.square_name(from),
        g.square_name(to)
    );
    board_grid(out, g, from, |sq| {
        match (sq == to, set >> sq & 1) {
            (true, _) => "T",
            (_, 1) => "1",
            _ => ".",
        }
        .to_owned()
    });
}

/// The board's grid, last rank on top, one label per square; `from` shows as `F`.
pub(super) fn board_grid(
    out: &mut String,
    g: Geometry,
    from: usize,
    label: impl Fn(usize) -> String,
) {
    let labels: Vec<String> = (0..g.squares())
        .map(|sq| {
            if sq == from {
                "F".to_owned()
            } else {
                label(sq)
            }
        })
        .collect();
    let width = labels.iter().map(String::len).max().unwrap_or(1);
    let margin = if g.ranks() > 9 { 2 } else { 1 };
    for rank in (0..g.ranks()).rev() {
        let _ = write!(out, "{:>margin$}  ", rank + 1);
        let row: Vec<String> = (0..g.files())
            .filter_map(|file| g.square(file, rank))
            .map(|sq| format!("{:>width$}", labels[sq]))
            .collect();
        let _ = writeln!(out, "{}", row.join(" "));
    }
    let files: Vec<String> = (0..g.files())
        .map(|f| format!("{:>width$}", char::from(b'a' + f as u8)))
        .collect();
    let _ = writeln!(out, "{:>margin$}  {}", "", files.join(" "));
}

/// 15x15 grid of displacements, largest rank difference on top, each row labelled with the
/// table index of its leftmost cell and each column with its file difference. With a
/// from-square, the cells that stay on the board are framed.
pub(super) fn vector_grid(
    out: &mut String,
    g: Geometry,
    layout: VectorLayout,
    from: Option<usize>,
    label: impl Fn(Displacement) -> String,
) {
    let reach = g.files() - 1;
    let rank_reach = g.ranks() - 1;
    let on_board = |d: Displacement| match from {
        Some(sq) => {
            let (f, r) = g.file_rank(sq);
            g.square(f + d.files, r + d.ranks).is_some()
        }
        None => false,
    };
    if let Some(sq) = from {
        let _ = writeln!(out, "centred on {}; the board is framed", g.square_name(sq));
    }
    let edge = |d: Displacement, left: Displacement| on_board(d) != on_board(left);
    for ranks in (-rank_reach..=rank_reach).rev() {
        let row = |files| Displacement { ranks, files };
        // A horizontal frame line above this row where boardness changes.
        let above = Displacement {
            ranks: ranks + 1,
            files: 0,
        };
        let line: String = (-reach..=reach)
            .map(|files| {
                let d = row(files);
                let up = Displacement { files, ..above };
                if ranks < rank_reach && on_board(d) != on_board(up) {
                    "-----"
                } else {
                    "     "
                }
            })
            .collect();
        if from.is_some() && line.contains('-') {
            let _ = writeln!(out, "     {line}");
        }
        let _ = write!(out, "{:>4} ", layout.index(g, row(-reach)));
        for files in -reach..=reach {
            let d = row(files);
            let bar = if files > -reach && edge(d, row(files - 1)) || files == -reach && on_board(d)
            {
                "|"
            } else {
                " "
            };
            let _ = write!(out, "{bar}{:>4}", label(d));
        }
        let bar = if on_board(row(reach)) { "|" } else { "" };
        let _ = writeln!(out, "{bar}");
    }
    if from.is_some() {
        let bottom: String = (-reach..=reach)
            .map(|files| {
                if on_board(Displacement {
                    ranks: -rank_reach,
                    files,
                }) {
                    "-----"
                } else {
                    "     "
                }
            })
            .collect();
        if bottom.contains('-') {
            let _ = writeln!(out, "     {bottom}");
        }
    }
    let cols: String = (-reach..=reach).map(|f| format!("{f:>5}")).collect();
    let _ = writeln!(out, "file {cols}");
}
