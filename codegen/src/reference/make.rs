//! A move made on a copy of the position: captures into the hand, promotions and
//! demotions, explosions, castling rights spent or lost, S-chess's gating; and the tests a
//! made move must pass (pseudo-royal pieces, kings facing).

use crate::input::betza;
use crate::input::position::Setup;
use crate::input::variant::Variant;

use super::drops::promoted_type;
use super::moves::Move;
use super::reaches::{attacked, castling_squares, king_of};

/// The position after `m` (no checks).
pub(super) fn after(variant: &Variant, setup: &Setup, m: &Move) -> Setup {
    let mut next = setup.clone();
    let side = setup.side;
    if m.is_pass() {
        // A pass (janggi's): the other side to move, the board as it was.
        next.castled = None;
        next.en_passant = None;
        next.side = 1 - side;
        return next;
    }
    if let Some(letter) = m.drop {
        drop_onto(variant, &mut next, m, letter);
        gate(variant, setup, &mut next, m);
        next.side = 1 - side;
        return next;
    }
    if m.castling {
        // (The king's destination, or in Chess960 its rook's square, on the wing's side.)
        let wing = usize::from(m.to < m.from);
        next.castled = Some([side, wing]);
        let c = castling_squares(variant, setup, side, wing);
        let rook = next.board[c.rook_from].take();
        let king = next.board[c.king_from].take();
        next.board[c.rook_to] = rook;
        next.board[c.king_to] = king;
    } else {
        next.castled = None;
        let piece = next.board[m.from].take();
        // (Sittuyin's promotion in place starts and ends on the pawn's square.)
        let mut captures = m.from != m.to && setup.board[m.to].is_some();
        if Some(m.to) == setup.en_passant
            && piece.is_some_and(|(t, _)| variant.pieces[t].name == "pawn")
        {
            captures = true;
            let files = variant.files as usize;
            let captured = if side == 0 {
                m.to - files
            } else {
                m.to + files
            };
            next.board[captured] = None;
            if variant.drops.as_ref().is_some_and(|d| d.captures_to_hand) {
                let pawn = piece.map_or(0, |(t, _)| t);
                next.hands[side][pawn] += 1;
            }
        }
        // A piece taken goes into the taker's hand (`capturesToHand`): a promoted one as a
        // pawn, unless it keeps its kind (`dropLoop`).
        // A shogi piece taken goes back as what it promoted from.
        if let (Some(drops), Some((taken, _))) = (&variant.drops, setup.board[m.to]) {
            if drops.captures_to_hand {
                let pawn = variant.pieces.iter().position(|p| p.name == "pawn");
                let kind = match (pawn, setup.unpromoted[m.to]) {
                    _ if drops.drop_loop => taken,
                    (_, Some(was)) => was,
                    (Some(pawn), None) if setup.promoted[m.to] => pawn,
                    _ => taken,
                };
                next.hands[side][kind] += 1;
            }
        }
        // (Shogi's promotions and demotions are not a pawn's, marked `~`.)
        let shogi = matches!(m.promotion, Some('+' | '-'));
        if variant.drops.is_some() {
            next.promoted[m.from] = false;
            next.promoted[m.to] = setup.promoted[m.from] || (m.promotion.is_some() && !shogi);
        }
        next.unpromoted[m.from] = None;
        next.unpromoted[m.to] = match m.promotion {
            Some('+') => piece.map(|(t, _)| t),
            Some('-') => None,
            _ => setup.unpromoted[m.from],
        };
        next.board[m.to] = match (piece, m.promotion) {
            (Some((t, who)), Some('+')) => promoted_type(variant, t).map(|t| (t, who)),
            (Some((_, who)), Some('-')) => setup.unpromoted[m.from].map(|t| (t, who)),
            (Some((_, who)), Some(letter)) => variant.piece_index(letter).map(|t| (t, who)),
            (p, None) => p,
            (None, Some(_)) => None,
        };
        // A capture's explosion: the capturer and every piece but pawns around the square,
        // the immune kinds excepted (`blastOnCapture`, `blastImmuneTypes`).
        if let (Some(blast), true) = (&variant.blast, captures) {
            for s in neighbours(variant, m.to).into_iter().chain([m.to]) {
                if let Some((t, _)) = next.board[s] {
                    let p = &variant.pieces[t];
                    if (s == m.to || p.name != "pawn") && !blast.immune.contains(&p.letter) {
                        next.board[s] = None;
                    }
                }
            }
        }
    }
    // Rights spent or lost: castling spends the side's (and, with `oppositeCastling`, the
    // opponent's on the same wing); a move from or onto a right's king or rook square, or
    // one that leaves it empty (an explosion), ends that right.
    let opposite = variant.castling.as_ref().is_some_and(|c| c.opposite);
    let castled_wing = usize::from(m.to < m.from);
    for (who, rights) in next.castling.iter_mut().enumerate() {
        for (wing, right) in rights.iter_mut().enumerate() {
            let squares = [setup.castling_king[who], setup.castling_rook[who][wing]];
            if (m.castling && who == side)
                || (m.castling && opposite && wing == castled_wing)
                || squares
                    .iter()
                    .any(|&q| q == m.from || q == m.to || next.board[q].is_none())
            {
                *right = false;
            }
        }
    }
    gate(variant, setup, &mut next, m);
    first_leaps_after(variant, setup, &mut next, m);
    next.side = 1 - side;
    next
}

/// Cambodian chess's first leaps after `m` (`next` the position it led to): the mover's
/// closed where its piece left, the opponent's where the move landed, and the opponent's
/// king's where a rook landed on its file or rank while that king stands on its leap's
/// square.
fn first_leaps_after(variant: &Variant, setup: &Setup, next: &mut Setup, m: &Move) {
    if !variant.counting.cambodian_moves {
        return;
    }
    let side = setup.side;
    let files = variant.files as usize;
    next.first_leaps[side] &= !(1u128 << m.from);
    next.first_leaps[1 - side] &= !(1u128 << m.to);
    let rook_moved = setup.board[m.from].is_some_and(|(t, _)| variant.pieces[t].name == "rook");
    if let (true, Some(king)) = (rook_moved, king_of(variant, next, 1 - side)) {
        let in_line = king % files == m.to % files || king / files == m.to / files;
        if in_line {
            next.first_leaps[1 - side] &= !(1u128 << king);
        }
    }
}

/// A drop of `letter` on `m.to` made on `next` (promoted where `m` says so), with the
/// castling right it may gain (`castlingDroppedPiece`); the side to move not yet changed.
fn drop_onto(variant: &Variant, next: &mut Setup, m: &Move, letter: char) {
    let side = next.side;
    let t = variant.piece_index(letter).expect("a piece of the variant");
    // (A piece dropped promoted is put down as what it promotes to, marked.)
    let put = match m.promotion {
        Some(_) => promoted_type(variant, t).expect("a promoting type"),
        None => t,
    };
    next.board[m.to] = Some((put, side));
    next.unpromoted[m.to] = m.promotion.map(|_| t);
    next.hands[side][t] -= 1;
    // `castlingDroppedPiece`: a king dropped on its castling square beside castling
    // rooks in the corners of its castling rank, or such a rook dropped in a corner
    // beside the king there, gains the right.
    if let (Some(c), true) = (
        &variant.castling,
        variant
            .drops
            .as_ref()
            .is_some_and(|d| d.castling_dropped_piece),
    ) {
        let at = |file: u32| c.square(variant.files, variant.ranks, side, file);
        let king_square = at(c.king_file);
        let corners = [at(variant.files - 1), at(0)];
        let name = |s: usize| {
            next.board[s]
                .filter(|&(_, w)| w == side)
                .map(|(t, _)| variant.pieces[t].name.as_str())
        };
        let rook = |s: usize| {
            next.board[s].is_some_and(|(t, w)| {
                w == side && c.rook_pieces.contains(&variant.pieces[t].letter)
            })
        };
        for (wing, &corner) in corners.iter().enumerate() {
            let gained = if name(m.to) == Some("king") {
                m.to == king_square && rook(corner)
            } else {
                m.to == corner && rook(corner) && name(king_square) == Some("king")
            };
            if gained {
                next.castling[side][wing] = true;
                next.castling_king[side] = king_square;
                next.castling_rook[side][wing] = corner;
            }
        }
    }
    next.castled = None;
}

/// S-chess's gating after `m` (`next` the position it led to, `setup` the one before), as
/// Fairy-Stockfish's `do_move` keeps it: the piece gated put on its square from the hand;
/// the gates the move leaves (a castling's rook's too) and the opponent's it lands on
/// closed; every gate of a side with nothing left to gate, where captures bring nothing.
pub(super) fn gate(variant: &Variant, setup: &Setup, next: &mut Setup, m: &Move) {
    if !variant.drops.as_ref().is_some_and(|d| d.gating) {
        return;
    }
    let side = setup.side;
    if let Some((letter, square)) = m.gating {
        let t = variant.piece_index(letter).expect("a piece of the variant");
        next.board[square] = Some((t, side));
        next.hands[side][t] -= 1;
    }
    let mut left = 1u128 << m.from;
    if m.castling {
        let wing = usize::from(m.to < m.from);
        left |= 1 << setup.castling_rook[side][wing];
    }
    next.gates[side] &= !left;
    next.gates[1 - side] &= !(1u128 << m.to);
    if !next.may_gate(variant, side) {
        next.gates[side] = 0;
    }
}

/// The squares around `square`, diagonals included.
pub(super) fn neighbours(variant: &Variant, square: usize) -> Vec<usize> {
    let (files, ranks) = (variant.files as i64, variant.ranks as i64);
    let (file, rank) = (square as i64 % files, square as i64 / files);
    let mut out = Vec::new();
    for df in -1..=1 {
        for dr in -1..=1 {
            let (f, r) = (file + df, rank + dr);
            if (df, dr) != (0, 0) && (0..files).contains(&f) && (0..ranks).contains(&r) {
                out.push((r * files + f) as usize);
            }
        }
    }
    out
}

/// Per side, the squares of its pseudo-royal pieces (`extinctionPseudoRoyal`): its pieces of
/// a kind the extinction rule counts while it has no more than one above the rule's count of
/// them ("the last extinction piece treated as royal").
pub(super) fn pseudo_royals(variant: &Variant, setup: &Setup) -> [Vec<usize>; 2] {
    let mut out = [Vec::new(), Vec::new()];
    let Some(rule) = variant.extinction.as_ref().filter(|r| r.pseudo_royal) else {
        return out;
    };
    for (side, squares) in out.iter_mut().enumerate() {
        for &letter in &rule.pieces {
            let of_kind: Vec<usize> = (0..setup.board.len())
                .filter(|&s| {
                    setup.board[s]
                        .is_some_and(|(t, w)| w == side && variant.pieces[t].letter == letter)
                })
                .collect();
            if of_kind.len() as u32 <= rule.count + 1 {
                squares.extend(of_kind);
            }
        }
    }
    out
}

/// Whether `m` keeps the side to move's pseudo-royal pieces: none blown up; then legal if it
/// blows up one of the opponent's; else none left attacked (but, where captures explode,
/// one beside an opponent's, which no capture can reach without blowing up the capturer's
/// own), a castling one neither starting on nor crossing an attacked square, and a piece
/// dropped of their kind counted among them.
pub(super) fn keeps_pseudo_royals(
    variant: &Variant,
    pieces: &[Vec<betza::Move>],
    setup: &Setup,
    m: &Move,
) -> bool {
    if !variant.extinction.as_ref().is_some_and(|r| r.pseudo_royal) {
        return true;
    }
    let royals = pseudo_royals(variant, setup);
    let (us, them) = (setup.side, 1 - setup.side);
    let blast = variant.blast.is_some();
    let next = after(variant, setup, m);
    let touching = |s: usize| {
        blast
            && royals[them]
                .iter()
                .any(|r| neighbours(variant, s).contains(r))
    };
    let mut ours = royals[us].clone();
    if let Some(i) = ours.iter().position(|&s| s == m.from) {
        let landing = if m.castling {
            castling_squares(variant, setup, us, usize::from(m.to < m.from)).king_to
        } else {
            m.to
        };
        if m.castling {
            let mut lifted = setup.clone();
            lifted.board[m.from] = None;
            let (a, b) = (m.from.min(landing), m.from.max(landing));
            let crossed = (a..=b).filter(|&s| s != landing || s == m.from);
            for s in crossed {
                if !touching(s) && attacked(variant, pieces, &lifted, s, them) {
                    return false;
                }
            }
        }
        ours[i] = landing;
    }
    // A piece dropped of a pseudo-royal kind is one, however many of its kind the side has
    // (Fairy-Stockfish's `legal`): dropped promoted, as what it becomes.
    if let (Some(letter), Some(rule)) = (m.drop, variant.extinction.as_ref()) {
        let placed = match m.promotion {
            Some('+') => variant
                .piece_index(letter)
                .and_then(|t| super::drops::promoted_type(variant, t))
                .map(|t| variant.pieces[t].letter),
            _ => Some(letter),
        };
        if placed.is_some_and(|p| rule.pieces.contains(&p)) {
            ours.push(m.to);
        }
    } else if let (Some(letter), Some(rule)) = (m.promotion, variant.extinction.as_ref()) {
        if rule.pieces.contains(&letter) {
            let kind: Vec<usize> = (0..setup.board.len())
                .filter(|&s| {
                    setup.board[s]
                        .is_some_and(|(t, w)| w == us && variant.pieces[t].letter == letter)
                })
                .collect();
            if kind.len() as u32 > rule.count {
                ours.retain(|s| !kind.contains(s));
            } else {
                ours.push(m.to);
            }
        }
    }
    if ours
        .iter()
        .any(|&s| next.board[s].is_none_or(|(_, w)| w != us))
    {
        return false;
    }
    if royals[them].iter().any(|&s| next.board[s].is_none()) {
        return true;
    }
    ours.iter()
        .all(|&s| touching(s) || !attacked(variant, pieces, &next, s, them))
}

/// Whether the squares `a` and `b` share a file or rank with only empty squares between
/// them in `setup`.
pub(super) fn facing(variant: &Variant, setup: &Setup, a: usize, b: usize) -> bool {
    let files = variant.files as usize;
    let (fa, ra, fb, rb) = (a % files, a / files, b % files, b / files);
    let between: Vec<usize> = if fa == fb {
        (ra.min(rb) + 1..ra.max(rb))
            .map(|r| r * files + fa)
            .collect()
    } else if ra == rb {
        (fa.min(fb) + 1..fa.max(fb))
            .map(|f| ra * files + f)
            .collect()
    } else {
        return false;
    };
    between.iter().all(|&s| setup.board[s].is_none())
}
