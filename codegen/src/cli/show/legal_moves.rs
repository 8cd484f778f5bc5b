//! Drawings of a variant's legal moves, by the reference move generator.

use std::fmt::Write as _;

use super::*;
/// The legal moves of the piece on `from` in a position of `variant` (its start position
/// without a FEN), as a board: the pieces by their letters (upper case White), `F` the piece,
/// `x` a square it may move to, `X` a piece it may take; then the moves in UCI. Without
/// `from`, the position and every legal move. Computed by the reference move generator
/// ([`vector_attacks_codegen::reference`]).
pub fn legal_moves(
    variant: &vector_attacks_codegen::input::variant::Variant,
    fen: Option<&str>,
    from: Option<&str>,
) -> Result<String, Error> {
    use vector_attacks_codegen::reference::{legal_moves, Setup};
    let g = Geometry::board(variant.files, variant.ranks)?;
    let fen = fen.unwrap_or(&variant.start_fen);
    let setup = Setup::from_fen(variant, fen)?;
    let from = from.map(|text| parse_square(g, text)).transpose()?;
    let files = variant.files as usize;
    let all = legal_moves(variant, &setup)?;
    let letter = |sq: usize| {
        setup.board[sq].map(|(t, side)| {
            let l = variant.pieces[t].letter;
            if side == 0 {
                l.to_ascii_uppercase()
            } else {
                l
            }
        })
    };
    let mut out = heading(&format!("{}: {fen}", variant.name), g);
    let shown: Vec<_> = match from {
        Some(sq) => {
            let Some((t, side)) = setup.board[sq] else {
                return Err(Error::Variant {
                    variant: variant.name.clone(),
                    message: format!(
                        "no piece on {}; --from names the piece whose moves to draw",
                        g.square_name(sq)
                    ),
                });
            };
            let p = &variant.pieces[t];
            let whose = if side == setup.side {
                ""
            } else {
                " (not the side to move: no moves)"
            };
            let _ = writeln!(
                out,
                "legal moves of the {} `{}` on {} (F){whose}: x a square it moves to, X a piece it takes",
                p.name,
                letter(sq).unwrap_or('?'),
                g.square_name(sq)
            );
            all.iter().filter(|m| m.from == sq).copied().collect()
        }
        None => {
            let _ = writeln!(
                out,
                "every legal move: x a square moved to, X a piece taken"
            );
            all.clone()
        }
    };
    board_grid(&mut out, g, from.unwrap_or(usize::MAX), |sq| {
        let target = shown.iter().any(|m| m.to == sq);
        match (target, letter(sq)) {
            (true, Some(_)) => "X".to_owned(),
            (true, None) => "x".to_owned(),
            (false, Some(l)) => l.to_string(),
            (false, None) => ".".to_owned(),
        }
    });
    let ucis: Vec<String> = shown.iter().map(|m| m.uci(files)).collect();
    let _ = writeln!(out, "{} moves: {}", ucis.len(), ucis.join(" "));
    let _ = writeln!(
        out,
        "(drawn by the slow reference move generator of the proofs, not by the generated module)"
    );
    Ok(out)
}
