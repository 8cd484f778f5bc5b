//! The moves of a position before the rules that remove some: each piece's reaches with
//! its promotions, drops, the pass and castling; then the legality test of each, gating,
//! compulsory captures, `mustDrop` and `passOnStalemate`.

use crate::input::betza;
use crate::input::position::Setup;
use crate::input::variant::Variant;

use super::drops::{bishops_on_both_colours, droppable, promoted_type};
use super::make::{after, facing, keeps_pseudo_royals};
use super::moves::Move;
use super::reaches::{
    attacked, attackers, castling_squares, confined_reaches, king_of, promotion_open, reaches,
    stuck, within,
};

/// A plain move (no castling, drop or gating) from `from` to `to`, promoting to `promotion`.
fn plain(from: usize, to: usize, promotion: Option<char>) -> Move {
    Move {
        from,
        to,
        promotion,
        castling: false,
        drop: None,
        gating: None,
    }
}

/// [`legal_moves_of`](super::legal_moves_of) in a game a reached flag has not ended where
/// the opponent has one more move (`flagMove`).
pub(super) fn moves_but_flag_move(
    variant: &Variant,
    setup: &Setup,
    pieces: &[Vec<betza::Move>],
) -> Vec<Move> {
    let files = variant.files as usize;
    let side = setup.side;
    let mut candidates = piece_moves(variant, setup, pieces);
    candidates.extend(drops(variant, setup, pieces));
    // A side without a royal king is never in check, and castles through attacks.
    let king = king_of(variant, setup, side);
    let in_check = king.is_some_and(|k| attacked(variant, pieces, setup, k, 1 - side));
    // Janggi's bikjang: the kings face each other on an open file or rank.
    let bikjang = variant.janggi.bikjang
        && match (king_of(variant, setup, 0), king_of(variant, setup, 1)) {
            (Some(a), Some(b)) => facing(variant, setup, a, b),
            _ => false,
        };
    candidates.extend(pass(variant, setup, in_check, bikjang));
    if !in_check {
        candidates.extend(castlings(variant, setup, pieces));
    }
    candidates.extend(first_leaps(variant, setup, in_check));
    candidates.extend(sittuyin_promotions(variant, setup, pieces));
    let mut legal: Vec<Move> = candidates
        .into_iter()
        .filter(|m| legal(variant, setup, pieces, bikjang, m))
        .collect();
    legal.extend(gated(variant, setup, &legal));
    keep_by_rule(variant, (setup, pieces), in_check, &mut legal);
    legal.sort_by_key(|m| m.uci(files));
    // (A square two of a piece's moves reach, as the yari gold's `W` and `bR` do, is one
    // move.)
    legal.dedup();
    legal
}

/// Every move of the side to move's pieces on the board, with their promotions.
fn piece_moves(variant: &Variant, setup: &Setup, pieces: &[Vec<betza::Move>]) -> Vec<Move> {
    let side = setup.side;
    let mut candidates = Vec::new();
    for from in 0..setup.board.len() {
        let Some((t, who)) = setup.board[from] else {
            continue;
        };
        if who != side {
            continue;
        }
        for (to, capture) in targets(variant, setup, pieces, t, from) {
            moves_to(
                variant,
                setup,
                pieces,
                (t, from, to, capture),
                &mut candidates,
            );
        }
    }
    candidates
}

/// Where the piece of type `t` on `from` goes: its reaches in its region, and for the pawn
/// en passant and the double step: (square, is a capture).
fn targets(
    variant: &Variant,
    setup: &Setup,
    pieces: &[Vec<betza::Move>],
    t: usize,
    from: usize,
) -> Vec<(usize, bool)> {
    let files = variant.files as usize;
    let side = setup.side;
    let pawn = variant.pieces.iter().position(|p| p.name == "pawn");
    let mut targets = confined_reaches(variant, pieces, setup, t, side, from);
    if Some(t) == pawn {
        // En passant: a pawn's capture onto the empty en passant square.
        if let Some(ep) = setup.en_passant {
            let mut empty_ep = setup.clone();
            empty_ep.board[ep] = Some((t, 1 - side));
            if reaches(variant, pieces, &empty_ep, t, side, from).contains(&(ep, true)) {
                targets.push((ep, true));
            }
        }
        // The double step from the region, through and to empty squares.
        if variant.double_step_region[side] >> from & 1 == 1 {
            let forward = |s: usize| {
                if side == 0 {
                    s.checked_add(files)
                } else {
                    s.checked_sub(files)
                }
            };
            if let Some((one, two)) = forward(from).and_then(|one| Some((one, forward(one)?))) {
                if two < setup.board.len()
                    && setup.board[one].is_none()
                    && setup.board[two].is_none()
                    && within(variant, t, side, one)
                    && within(variant, t, side, two)
                {
                    targets.push((two, false));
                }
            }
        }
    }
    targets
}

/// The moves of the piece of type `t` from `from` to `to` (a capture where `capture`): the
/// plain move and its promotions, each where the rules allow, pushed onto `candidates`.
fn moves_to(
    variant: &Variant,
    setup: &Setup,
    pieces: &[Vec<betza::Move>],
    (t, from, to, capture): (usize, usize, usize, bool),
    candidates: &mut Vec<Move>,
) {
    let side = setup.side;
    let pawn = variant.pieces.iter().position(|p| p.name == "pawn");
    // Shogi's promotion: a move into, within or out of the region (a capture only,
    // where `piecePromotionOnCapture`), which must promote where
    // `mandatoryPiecePromotion` says so (a non-capture then need not).
    let zone = |s: usize| variant.promotion_region[side] >> s & 1 == 1;
    let becomes = variant.piece_promotion.as_ref().and_then(|p| {
        let letter = variant.pieces[t].letter;
        let (_, to) = p.types.iter().find(|(from, _)| *from == letter)?;
        // (A chess pawn's is offered as its other promotions are, below.)
        (Some(t) != pawn && promotion_open(variant, setup, side, *to)).then_some(p)
    });
    let mut plain_barred = false;
    // Kyoto shogi's demotion: a promoted piece turns back as a piece promotes.
    let demotes = variant
        .piece_promotion
        .as_ref()
        .filter(|p| p.demotion && setup.unpromoted[from].is_some());
    // (A promoted type does not promote again: one or the other, written `-` or `+`.)
    let turns = demotes.map(|p| (p, '-')).or(becomes.map(|p| (p, '+')));
    if let Some((p, mark)) = turns {
        if (zone(from) || zone(to)) && (!p.on_capture || capture) {
            candidates.push(Move {
                from,
                to,
                promotion: Some(mark),
                castling: false,
                drop: None,
                gating: None,
            });
        }
        plain_barred = p.mandatory && (zone(from) || zone(to)) && (capture || !p.on_capture);
    }
    // (The pawn, and the types promoting as it does: `promotionPawnTypes`.)
    let pawn_like =
        Some(t) == pawn || variant.promotion_pawn_types[side].contains(&variant.pieces[t].letter);
    // (Sittuyin's pawns promote by a move of their own: `sittuyin_promotions`.)
    let promotes =
        pawn_like && !variant.sittuyin.promotion && variant.promotion_region[side] >> to & 1 == 1;
    // A chess pawn that promotes as shogi's pieces do (`promotedPieceType = p:c`):
    // on any move into its region (a capture only, where `piecePromotionOnCapture`),
    // its plain move there ruled by `mandatoryPawnPromotion` alone (Fairy-Stockfish's
    // `make_promotions`).
    let pawn_shogi = variant.piece_promotion.as_ref().filter(|p| {
        let letter = variant.pieces[t].letter;
        promotes && p.types.iter().any(|(from, _)| *from == letter) && (capture || !p.on_capture)
    });
    if pawn_shogi.is_some() {
        candidates.push(Move {
            from,
            to,
            promotion: Some('+'),
            castling: false,
            drop: None,
            gating: None,
        });
    }
    if promotes {
        for &letter in &variant.promotion_pieces[side] {
            if !promotion_open(variant, setup, side, letter) {
                continue;
            }
            candidates.push(Move {
                from,
                to,
                promotion: Some(letter),
                castling: false,
                drop: None,
                gating: None,
            });
        }
    }
    // (An en passant capture is no plain move: Fairy-Stockfish does not test it.)
    let en_passant = Some(t) == pawn && setup.en_passant == Some(to);
    if (!promotes || !variant.mandatory_promotion)
        && !plain_barred
        && (en_passant || !stuck(variant, pieces, setup, t, side, to))
    {
        candidates.push(Move {
            from,
            to,
            promotion: None,
            castling: false,
            drop: None,
            gating: None,
        });
    }
}

/// Drops: each type held, onto each empty square of the side's drop region and the type's
/// own (a pawn not on its first rank nor in its promotion region unless allowed).
fn drops(variant: &Variant, setup: &Setup, pieces: &[Vec<betza::Move>]) -> Vec<Move> {
    let side = setup.side;
    let mut candidates = Vec::new();
    if let Some(drops) = variant.drops.as_ref().filter(|d| d.moves) {
        for (t, &held) in setup.hands[side].iter().enumerate() {
            for to in (0..setup.board.len()).filter(|&s| held > 0 && setup.board[s].is_none()) {
                let open = droppable(variant, setup, t, side, to)
                    && (!drops.opposite_colored_bishops
                        || bishops_on_both_colours(variant, setup, side, t, to));
                if open && !stuck(variant, pieces, setup, t, side, to) {
                    candidates.push(Move {
                        from: to,
                        to,
                        promotion: None,
                        castling: false,
                        drop: Some(variant.pieces[t].letter),
                        gating: None,
                    });
                }
                // `dropPromoted`: put down promoted, where the promoted type could move on.
                let promoted = variant
                    .piece_promotion
                    .as_ref()
                    .filter(|p| p.drop_promoted)
                    .and_then(|_| promoted_type(variant, t));
                if promoted.is_some_and(|q| open && !stuck(variant, pieces, setup, q, side, to)) {
                    candidates.push(Move {
                        from: to,
                        to,
                        promotion: Some('+'),
                        castling: false,
                        drop: Some(variant.pieces[t].letter),
                        gating: None,
                    });
                }
            }
        }
    }
    candidates
}

/// A pass (`pass`: the king "moves" to its own square), out of check or in bikjang; without
/// a king on the board, the side's piece on the lowest square passes.
fn pass(variant: &Variant, setup: &Setup, in_check: bool, bikjang: bool) -> Option<Move> {
    let side = setup.side;
    let passer = match king_of(variant, setup, side) {
        Some(k) => (!in_check || bikjang).then_some(k),
        None => setup
            .board
            .iter()
            .position(|p| p.is_some_and(|(_, w)| w == side)),
    };
    passer
        .filter(|_| variant.janggi.pass[side])
        .map(|k| plain(k, k, None))
}

/// The castlings of the side to move, out of check: its path empty and the king's squares
/// safe.
fn castlings(variant: &Variant, setup: &Setup, pieces: &[Vec<betza::Move>]) -> Vec<Move> {
    let side = setup.side;
    let king = king_of(variant, setup, side);
    let mut candidates = Vec::new();
    if variant.castling.is_some() {
        for wing in 0..2 {
            if !setup.castling[side][wing] {
                continue;
            }
            let c = castling_squares(variant, setup, side, wing);
            let span = |a: usize, b: usize| a.min(b)..=a.max(b);
            let path_empty = span(c.king_from, c.king_to)
                .chain(span(c.rook_from, c.rook_to))
                .all(|s| s == c.king_from || s == c.rook_from || setup.board[s].is_none());
            // (The flying general: nor may the king, lifted, face the other on one.)
            let mut king_lifted = setup.clone();
            king_lifted.board[c.king_from] = None;
            let their_king = king_of(variant, setup, 1 - side);
            let safe = span(c.king_from, c.king_to)
                .filter(|&s| s != c.king_from)
                .all(|s| {
                    let faces = variant.flying_general
                        && their_king.is_some_and(|k| facing(variant, &king_lifted, s, k));
                    !faces && !attacked(variant, pieces, setup, s, 1 - side)
                });
            // As Fairy-Stockfish checks: the king's destination not attacked with the rook
            // lifted.
            let mut lifted = setup.clone();
            lifted.board[c.rook_from] = None;
            let safe = king.is_none()
                || (safe && !attacked(variant, pieces, &lifted, c.king_to, 1 - side));
            if path_empty && safe {
                // In Chess960 the king takes its rook, as Fairy-Stockfish writes it there.
                let chess960 = variant.castling.as_ref().is_some_and(|c| c.chess960);
                candidates.push(Move {
                    from: c.king_from,
                    to: if chess960 { c.rook_from } else { c.king_to },
                    promotion: None,
                    castling: true,
                    drop: None,
                    gating: None,
                });
            }
        }
    }
    candidates
}

/// Whether the candidate `m` is legal: the king not left attacked, the kings not facing
/// where the flying general or bikjang forbids it, no check given where checks are not
/// allowed, pseudo-royal pieces kept safe.
fn legal(
    variant: &Variant,
    setup: &Setup,
    pieces: &[Vec<betza::Move>],
    bikjang: bool,
    m: &Move,
) -> bool {
    let side = setup.side;
    let pawn = variant.pieces.iter().position(|p| p.name == "pawn");
    // (Read from the moves given, not the variant's Betza again, position after position.)
    let blockable = pieces
        .iter()
        .flatten()
        .any(|m| m.lame || m.hop != betza::Hop::No);
    let next = after(variant, setup, m);
    // (A king dropped from the hand, placement's, may not land attacked either.
    // A castling is legal as tested above, as in Fairy-Stockfish: where hoppers
    // play, the castled rook can be a screen that test does not see.)
    if m.is_pass() {
        return true;
    }
    let safe = (m.castling && blockable)
        || king_of(variant, &next, side)
            .is_none_or(|k| !attacked(variant, pieces, &next, k, 1 - side));
    // The flying general: the kings may not face each other on an open file or rank
    // (but after en passant, which Fairy-Stockfish's `legal` tests for attacks
    // alone).
    let en_passant = m.drop.is_none()
        && Some(m.to) == setup.en_passant
        && setup.board[m.from].is_some_and(|(t, _)| Some(t) == pawn);
    // Nor, in bikjang, may a move but the pass leave them facing.
    let facing = (variant.flying_general || bikjang)
        && !en_passant
        && match (king_of(variant, &next, 0), king_of(variant, &next, 1)) {
            (Some(a), Some(b)) => facing(variant, &next, a, b),
            _ => false,
        };
    // Where checks are forbidden, no move may attack the enemy king; where drops'
    // checks are (`dropChecks = false`), no drop.
    let drop_checks = variant.drops.as_ref().is_none_or(|d| d.drop_checks);
    // Nor may sittuyin's promotions (a pawn's promotion there is always one of them).
    let sittuyin = variant.sittuyin.promotion && m.promotion.is_some();
    let checks = (!variant.checking || (m.drop.is_some() && !drop_checks) || sittuyin)
        && king_of(variant, &next, 1 - side)
            .is_some_and(|k| attacked(variant, pieces, &next, k, side));
    safe && !facing && !checks && keeps_pseudo_royals(variant, pieces, setup, m)
}

/// S-chess's gating: a move from a gate, or a castling with its king or rook on one, once
/// more with each type held put on that square, where the type may be dropped there (not
/// where the castling king or rook lands).
fn gated(variant: &Variant, setup: &Setup, legal: &[Move]) -> Vec<Move> {
    let side = setup.side;
    let mut gated = Vec::new();
    if variant.drops.as_ref().is_some_and(|d| d.gating) {
        for m in legal.iter().filter(|m| m.drop.is_none()) {
            let mut squares = vec![m.from];
            let mut landing = Vec::new();
            if m.castling {
                let wing = usize::from(m.to < m.from);
                let c = castling_squares(variant, setup, side, wing);
                squares.push(c.rook_from);
                landing = vec![c.king_to, c.rook_to];
            }
            for square in squares {
                if setup.gates[side] >> square & 1 == 0 || landing.contains(&square) {
                    continue;
                }
                for (t, &held) in setup.hands[side].iter().enumerate() {
                    if held > 0 && droppable(variant, setup, t, side, square) {
                        gated.push(Move {
                            gating: Some((variant.pieces[t].letter, square)),
                            ..*m
                        });
                    }
                }
            }
        }
    }
    gated
}

/// Cambodian chess's first leaps (`cambodianMoves`) of the side to move's pieces whose
/// leaps are open: its king's, out of check, a knight's leap onto an empty square of the
/// rank ahead; its met's (`fers`) two squares straight ahead onto an empty square.
fn first_leaps(variant: &Variant, setup: &Setup, in_check: bool) -> Vec<Move> {
    let (files, ranks) = (variant.files as i64, variant.ranks as i64);
    let side = setup.side;
    let forward = if side == 0 { 1 } else { -1 };
    let mut leaps = Vec::new();
    for from in 0..setup.board.len() {
        let Some((t, who)) = setup.board[from] else {
            continue;
        };
        if who != side || setup.first_leaps[side] >> from & 1 == 0 {
            continue;
        }
        let steps: &[(i64, i64)] = match variant.pieces[t].name.as_str() {
            "king" if !in_check => &[(-2, forward), (2, forward)],
            "fers" => &[(0, 2 * forward)],
            _ => &[],
        };
        let (file, rank) = (from as i64 % files, from as i64 / files);
        for &(df, dr) in steps {
            let (f, r) = (file + df, rank + dr);
            if (0..files).contains(&f) && (0..ranks).contains(&r) {
                let to = (r * files + f) as usize;
                if setup.board[to].is_none() {
                    leaps.push(plain(from, to, None));
                }
            }
        }
    }
    leaps
}

/// Sittuyin's promotions (`sittuyinPromotion`) of the side to move's pawns: each pawn (but
/// off its promotion region while the side has another pawn) may become a piece of a
/// promotion type the limit allows, on its square or on an empty square that piece would
/// take on from there, where the piece would then take on no enemy piece.
fn sittuyin_promotions(variant: &Variant, setup: &Setup, pieces: &[Vec<betza::Move>]) -> Vec<Move> {
    let side = setup.side;
    let pawn = variant.pieces.iter().position(|p| p.name == "pawn");
    if !variant.sittuyin.promotion || pawn.is_none() {
        return Vec::new();
    }
    let squares = 0..setup.board.len();
    let pawns: Vec<usize> = squares
        .clone()
        .filter(|&s| setup.board[s].is_some_and(|(t, who)| Some(t) == pawn && who == side))
        .collect();
    let takes_on = |board: &Setup, t: usize, from: usize, square: usize| {
        confined_reaches(variant, pieces, board, t, side, from).contains(&(square, true))
    };
    let mut promotions = Vec::new();
    for &from in &pawns {
        if pawns.len() > 1 && variant.promotion_region[side] >> from & 1 == 0 {
            continue;
        }
        for &letter in &variant.promotion_pieces[side] {
            let Some(p) = variant.piece_index(letter) else {
                continue;
            };
            if !promotion_open(variant, setup, side, letter) {
                continue;
            }
            let mut promoted = setup.clone();
            promoted.board[from] = Some((p, side));
            // Its square, and each empty square the piece would take on (tried with an
            // enemy pawn there).
            let to_squares = squares.clone().filter(|&s| {
                s == from
                    || setup.board[s].is_none() && {
                        let mut probe = promoted.clone();
                        probe.board[s] = pawn.map(|t| (t, 1 - side));
                        takes_on(&probe, p, from, s)
                    }
            });
            for to in to_squares {
                let mut placed = setup.clone();
                placed.board[from] = None;
                placed.board[to] = Some((p, side));
                let threatens = squares.clone().any(|s| {
                    placed.board[s].is_some_and(|(_, who)| who != side)
                        && takes_on(&placed, p, to, s)
                });
                if !threatens {
                    promotions.push(plain(from, to, Some(letter)));
                }
            }
        }
    }
    promotions
}

/// The rules that keep some legal moves only: compulsory captures, `mustDrop`,
/// `passOnStalemate`, makpong's king in check.
fn keep_by_rule(
    variant: &Variant,
    (setup, pieces): (&Setup, &[Vec<betza::Move>]),
    in_check: bool,
    legal: &mut Vec<Move>,
) {
    let side = setup.side;
    let pawn = variant.pieces.iter().position(|p| p.name == "pawn");
    // Where captures are compulsory and there is one, only the captures.
    let captures = |m: &Move| {
        !m.castling
            && (setup.board[m.to].is_some_and(|(_, who)| who != side)
                || (Some(m.to) == setup.en_passant
                    && setup.board[m.from].is_some_and(|(t, _)| Some(t) == pawn)))
    };
    if variant.must_capture && legal.iter().any(captures) {
        legal.retain(captures);
    }
    // `mustDrop`: while the side holds a piece of the type, only drops of it, and the
    // other moves only where none is legal.
    if let Some(must) = variant.drops.as_ref().and_then(|d| d.must_drop) {
        let of_type = |m: &Move| m.drop.is_some_and(|l| must.is_none() || Some(l) == must);
        let holds = setup.hands[side]
            .iter()
            .enumerate()
            .any(|(t, &n)| n > 0 && (must.is_none() || Some(variant.pieces[t].letter) == must));
        if holds {
            if legal.iter().any(of_type) {
                legal.retain(of_type);
            } else {
                legal.retain(|m| m.drop.is_none());
            }
        }
    }
    // `passOnStalemate`: out of check, the pass only where no other move is legal.
    let is_pass = |m: &Move| m.is_pass();
    if variant.janggi.pass_on_stalemate[side] && !in_check && legal.iter().any(|m| !is_pass(m)) {
        legal.retain(|m| !is_pass(m));
    }
    // `makpongRule`: a king in check moves only onto its one checker.
    if variant.counting.makpong && in_check {
        if let Some(king) = king_of(variant, setup, side) {
            let checkers: Vec<usize> = attackers(variant, pieces, setup, king, 1 - side).collect();
            legal.retain(|m| m.from != king || m.drop.is_some() || checkers == [m.to]);
        }
    }
}
