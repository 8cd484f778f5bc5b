//! Where a piece reaches: its Betza moves walked square by square, janggi's palace
//! diagonals and cannon, mobility regions, `immobilityIllegal`, and whether a square is
//! attacked.

use crate::input::betza::{self, Range};
use crate::input::position::Setup;
use crate::input::variant::Variant;

/// The square of `who`'s king (the type named `king`) in `setup`, if it has one.
pub(super) fn king_of(variant: &Variant, s: &Setup, who: usize) -> Option<usize> {
    s.board
        .iter()
        .position(|p| p.is_some_and(|(t, w)| w == who && variant.pieces[t].name == "king"))
}

/// The squares of one castling: the king's and rook's from and to.
pub(super) struct CastlingSquares {
    pub(super) king_from: usize,
    pub(super) king_to: usize,
    pub(super) rook_from: usize,
    pub(super) rook_to: usize,
}

pub(super) fn castling_squares(
    variant: &Variant,
    setup: &Setup,
    side: usize,
    wing: usize,
) -> CastlingSquares {
    let c = variant
        .castling
        .as_ref()
        .expect("castling squares of a variant with castling");
    let king_to = c.square(
        variant.files,
        variant.ranks,
        side,
        if wing == 0 {
            c.kingside_file
        } else {
            c.queenside_file
        },
    );
    CastlingSquares {
        king_from: setup.castling_king[side],
        king_to,
        rook_from: setup.castling_rook[side][wing],
        rook_to: if wing == 0 { king_to - 1 } else { king_to + 1 },
    }
}

/// The squares the piece of type `t` and `side` on `from` reaches: (square, is a capture).
/// Its Betza moves, with janggi's rules: its cannon neither hops over nor takes a cannon,
/// and on the squares of `diagonalLines` pieces also move along the diagonals.
pub(super) fn reaches(
    variant: &Variant,
    pieces: &[Vec<betza::Move>],
    setup: &Setup,
    t: usize,
    side: usize,
    from: usize,
) -> Vec<(usize, bool)> {
    let on = |setup: &Setup| {
        let mut out = betza_reaches(variant, pieces, setup, t, side, from);
        out.extend(palace_reaches(variant, setup, t, side, from));
        out
    };
    let mut out = on(setup);
    let is_cannon = |square: &Option<(usize, usize)>| {
        square.is_some_and(|(u, _)| variant.pieces[u].name == "janggiCannon")
    };
    if variant.pieces[t].name == "janggiCannon" {
        // The same moves with every cannon off the board must reach the square too: a
        // cannon as the screen finds another screen, or none.
        let mut bare = setup.clone();
        bare.board
            .iter_mut()
            .filter(|s| is_cannon(s))
            .for_each(|s| *s = None);
        let without = on(&bare);
        out.retain(|&(to, _)| {
            without.iter().any(|&(s, _)| s == to) && !is_cannon(&setup.board[to])
        });
    }
    out
}

/// Janggi's moves along the palace diagonals from `from`, where it is a square of
/// `diagonalLines` (none elsewhere), to squares of it (Fairy-Stockfish's `attacks_from`):
/// one step along any diagonal for the wazir and a king that moves as one, one step forward
/// along one for the soldier, a bishop's ride for the rook, a cannon's hop (over the first
/// piece, up to and onto the next) for janggi's cannon.
pub(super) fn palace_reaches(
    variant: &Variant,
    setup: &Setup,
    t: usize,
    side: usize,
    from: usize,
) -> Vec<(usize, bool)> {
    let lines = variant.janggi.diagonal_lines;
    if lines >> from & 1 == 0 {
        return Vec::new();
    }
    let (files, ranks) = (variant.files as i32, variant.ranks as i32);
    let forward = if side == 0 { 1 } else { -1 };
    let (steps, ride, hop): (&[i32], bool, bool) = match variant.pieces[t].name.as_str() {
        "wazir" => (&[1, -1], false, false),
        "king" if variant.king_moves_as_wazir => (&[1, -1], false, false),
        "soldier" => (&[1], false, false),
        "rook" => (&[1, -1], true, false),
        "janggiCannon" => (&[1, -1], true, true),
        _ => return Vec::new(),
    };
    let square = |f: i32, r: i32| {
        ((0..files).contains(&f) && (0..ranks).contains(&r)).then_some((r * files + f) as usize)
    };
    let (f0, r0) = (from as i32 % files, from as i32 / files);
    let mut out = Vec::new();
    for &dr in steps {
        for df in [1, -1] {
            let dr = dr * forward;
            let mut ray = Vec::new();
            let (mut f, mut r) = (f0 + df, r0 + dr);
            while let Some(s) = square(f, r) {
                ray.push(s);
                if !ride {
                    break;
                }
                f += df;
                r += dr;
            }
            // The squares a move along the ray may end on: up to and onto the first piece,
            // or for the hop, past the first piece (the screen) up to and onto the next.
            let start = if hop {
                match ray.iter().position(|&s| setup.board[s].is_some()) {
                    Some(screen) => screen + 1,
                    None => continue,
                }
            } else {
                0
            };
            let ends = up_to_blocker(
                setup,
                side,
                ray[start.min(ray.len())..].iter().copied(),
                true,
                true,
            );
            out.extend(ends.into_iter().filter(|&(to, _)| lines >> to & 1 == 1));
        }
    }
    out
}

/// Along `squares` up to the first piece: each empty square (a quiet move, where `quiet`)
/// and that piece's square where it is the other side's (a capture, where `capture`).
pub(super) fn up_to_blocker(
    setup: &Setup,
    side: usize,
    squares: impl Iterator<Item = usize>,
    quiet: bool,
    capture: bool,
) -> Vec<(usize, bool)> {
    let mut out = Vec::new();
    for to in squares {
        match setup.board[to] {
            None => {
                if quiet {
                    out.push((to, false));
                }
            }
            Some((_, who)) => {
                if who != side && capture {
                    out.push((to, true));
                }
                break;
            }
        }
    }
    out
}

/// [`reaches`] by the Betza moves alone.
pub(super) fn betza_reaches(
    variant: &Variant,
    pieces: &[Vec<betza::Move>],
    setup: &Setup,
    t: usize,
    side: usize,
    from: usize,
) -> Vec<(usize, bool)> {
    let (files, ranks) = (variant.files as i32, variant.ranks as i32);
    // Black's steps are White's turned about (Fairy-Stockfish negates each step), so a
    // piece's right is the board's left for Black.
    let turn = if side == 0 { 1 } else { -1 };
    let mut out = Vec::new();
    // Xiangqi's soldier before its promotion rank (counted from its side) keeps to its file.
    let own_rank = if side == 0 {
        from as i32 / files
    } else {
        ranks - 1 - from as i32 / files
    };
    let file_only =
        variant.pieces[t].name == "soldier" && own_rank < variant.soldier_promotion_rank as i32;
    let square = |f: i32, r: i32| {
        ((0..files).contains(&f) && (0..ranks).contains(&r)).then_some((r * files + f) as usize)
    };
    for m in &pieces[t] {
        let (df, dr) = (m.step.files * turn, m.step.ranks * turn);
        if file_only && df != 0 {
            continue;
        }
        let (f0, r0) = (from as i32 % files, from as i32 / files);
        let land = |to: usize, out: &mut Vec<(usize, bool)>| match setup.board[to] {
            None if m.quiet => out.push((to, false)),
            Some((_, who)) if who != side && m.capture => out.push((to, true)),
            _ => {}
        };
        if m.lame {
            // Every square of the path but the last empty (the path as Fairy-Stockfish
            // lays it, Black's turned about).
            let path = betza::lame_path(m.step);
            let at = |p: &crate::model::geometry::Displacement| {
                square(f0 + p.files * turn, r0 + p.ranks * turn)
            };
            let (last, legs) = path.split_last().expect("a leap has a target");
            if legs
                .iter()
                .all(|p| at(p).is_some_and(|s| setup.board[s].is_none()))
            {
                if let Some(to) = at(last) {
                    land(to, &mut out);
                }
            }
            continue;
        }
        if m.hop != betza::Hop::No {
            // Along the line to the first piece (the screen), then beyond it: the next
            // square only (the grasshopper), or each empty square up to the next piece,
            // which it may take (the cannon); a ranged cannon lands at most its range of
            // steps away.
            let most = match m.range {
                Range::Ride(Some(n)) => i32::from(n),
                _ => i32::MAX,
            };
            let (mut f, mut r, mut k) = (f0 + df, r0 + dr, 1);
            while square(f, r).is_some_and(|s| setup.board[s].is_none()) {
                f += df;
                r += dr;
                k += 1;
            }
            if square(f, r).is_none() {
                continue;
            }
            f += df;
            r += dr;
            k += 1;
            while let Some(to) = square(f, r).filter(|_| k <= most) {
                land(to, &mut out);
                if m.hop == betza::Hop::Grasshopper || setup.board[to].is_some() {
                    break;
                }
                f += df;
                r += dr;
                k += 1;
            }
            continue;
        }
        let limit = match m.range {
            Range::Leap => 1,
            Range::Ride(Some(n)) => i32::from(n),
            Range::Ride(None) => i32::MAX,
        };
        let ray = (1..=limit).map_while(|i| square(f0 + df * i, r0 + dr * i));
        out.extend(up_to_blocker(setup, side, ray, m.quiet, m.capture));
    }
    out
}

/// [`reaches`] within the type's mobility region: where it may move and what it attacks
/// (en passant and castling are not confined, as in Fairy-Stockfish).
pub(super) fn confined_reaches(
    variant: &Variant,
    pieces: &[Vec<betza::Move>],
    setup: &Setup,
    t: usize,
    side: usize,
    from: usize,
) -> Vec<(usize, bool)> {
    let mut out = reaches(variant, pieces, setup, t, side, from);
    out.retain(|&(to, _)| within(variant, t, side, to));
    out
}

/// Whether `square` lies in the mobility region of type `t` of `side` (anywhere where the
/// type has none).
pub(super) fn within(variant: &Variant, t: usize, side: usize, square: usize) -> bool {
    variant.pieces[t].region[side].is_none_or(|r| r >> square & 1 == 1)
}

/// Whether `immobilityIllegal` forbids a piece of type `t` to end a plain move or a drop on
/// `to`: alone on the board there, it would have no move (Fairy-Stockfish's test of the
/// piece's quiet moves from the destination on an empty board, mobility regions aside, a
/// hop's line counted whole as Fairy-Stockfish's pseudo-moves count it).
pub(super) fn stuck(
    variant: &Variant,
    pieces: &[Vec<betza::Move>],
    setup: &Setup,
    t: usize,
    side: usize,
    to: usize,
) -> bool {
    if !variant.immobility_illegal {
        return false;
    }
    // Fairy-Stockfish counts a quiet hop's whole line (its pseudo-moves), screen or none.
    let (files, ranks) = (variant.files as i32, variant.ranks as i32);
    let turn = if side == 0 { 1 } else { -1 };
    let (f, r) = (to as i32 % files, to as i32 / files);
    let hops_off = pieces[t].iter().any(|m| {
        let (f, r) = (f + m.step.files * turn, r + m.step.ranks * turn);
        m.quiet && m.hop != betza::Hop::No && (0..files).contains(&f) && (0..ranks).contains(&r)
    });
    let mut alone = setup.clone();
    alone.board.iter_mut().for_each(|s| *s = None);
    alone.board[to] = Some((t, side));
    alone.en_passant = None;
    !hops_off && reaches(variant, pieces, &alone, t, side, to).is_empty()
}

/// Whether `side` may promote to `letter` under `promotionLimit`: it has fewer pieces of
/// that letter on the board than the limit (always, where the letter has none).
pub(super) fn promotion_open(variant: &Variant, setup: &Setup, side: usize, letter: char) -> bool {
    let Some(&(_, limit)) = variant.promotion_limits.iter().find(|(l, _)| *l == letter) else {
        return true;
    };
    let on_board = setup
        .board
        .iter()
        .flatten()
        .filter(|&&(t, who)| who == side && variant.pieces[t].letter == letter)
        .count();
    on_board < limit as usize
}

/// Whether a piece of `by` could take on `square` (an empty square is tried with a piece of
/// the other side on it).
pub(super) fn attacked(
    variant: &Variant,
    pieces: &[Vec<betza::Move>],
    setup: &Setup,
    square: usize,
    by: usize,
) -> bool {
    let mut target = setup.clone();
    if target.board[square].is_none() {
        // (Not janggi's cannon, which no cannon may take.)
        let stand_in = (variant.pieces.iter())
            .position(|p| p.name != "janggiCannon")
            .unwrap_or(0);
        target.board[square] = Some((stand_in, 1 - by));
    }
    attackers(variant, pieces, &target, square, by)
        .next()
        .is_some()
}

/// The squares of `by`'s pieces that could take the piece on `square`, each asked alone.
pub(super) fn attackers<'a>(
    variant: &'a Variant,
    pieces: &'a [Vec<betza::Move>],
    setup: &'a Setup,
    square: usize,
    by: usize,
) -> impl Iterator<Item = usize> + 'a {
    (0..setup.board.len()).filter(move |&from| match setup.board[from] {
        Some((t, who)) if who == by => confined_reaches(variant, pieces, setup, t, by, from)
            .iter()
            .any(|&(to, capture)| capture && to == square),
        _ => false,
    })
}
