//! Positions, captures and the SEE table's agreement with the exact SEE, shared by
//! `tests/see.rs` and `bench/benches/see_agreement.rs` (which publishes the figures).

use shakmaty::{Board, Chess, Move, Position as _};
use vector_attacks::{
    attack_byte, attack_counts_byte, see_with_values, Color, Pieces, Role, Square,
};
use vector_attacks_codegen::compute::see::{table, Encoding, Values};

use super::{pieces_of, random_game, XorShift};

/// Positions of random games: every position of 120 seeded games of up to 150 plies.
pub fn positions() -> Vec<Chess> {
    let mut rng = XorShift(0x0005_eed0_f5ee);
    (0..120).flat_map(|_| random_game(&mut rng, 150)).collect()
}

/// shakmaty's square as ours.
pub fn sq(s: shakmaty::Square) -> Square {
    Square::ALL[usize::from(s)]
}

/// Every capture (en passant aside) of every position.
pub fn captures(positions: &[Chess]) -> Vec<(Board, Move)> {
    let mut out = Vec::new();
    for p in positions {
        for m in p.legal_moves() {
            if m.is_capture() && !m.is_en_passant() {
                out.push((p.board().clone(), m));
            }
        }
    }
    out
}

/// The least valuable attacker of `side` on `to`, as the table's exchange starts with it.
fn least_valuable(pieces: &Pieces, to: Square, side: Color) -> Option<Square> {
    let attackers =
        vector_attacks::attackers_to(to, pieces.occupied(), pieces) & pieces.sides[side as usize];
    Role::ALL.into_iter().find_map(|k| {
        let set = attackers & pieces.roles[k as usize];
        (set != 0).then(|| Square::ALL[set.trailing_zeros() as usize])
    })
}

/// How often the table SEE agreed with the exact SEE.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Agreement {
    /// Exchanges compared: one per position, target square and side.
    pub total: usize,
    /// Same sign (gain, loss or even).
    pub sign: usize,
    /// Same value.
    pub value: usize,
}

/// The table's SEE (bytes of both sides, one load) against the exact SEE of the same exchange
/// (the least valuable attacker's capture), with the table's values (1, 3, 3, 5, 9), on the
/// targets of `captures`.
pub fn agreement(encoding: Encoding, captures: &[(Board, Move)]) -> Agreement {
    let values = [1, 3, 3, 5, 9, 1000];
    let t = table(encoding, &Values::default());
    let entries = t.integers().expect("a SEE table holds integers");
    let mut a = Agreement::default();
    let mut seen = std::collections::HashSet::new();
    for (board, m) in captures {
        let pieces = pieces_of(board);
        let to = sq(m.to());
        let side = if board
            .white()
            .contains(m.from().expect("a capture has an origin"))
        {
            Color::White
        } else {
            Color::Black
        };
        // One exchange per target square and side.
        if !seen.insert((format!("{board:?}"), to, side)) {
            continue;
        }
        let Some(from) = least_valuable(&pieces, to, side) else {
            continue;
        };
        let victim = match pieces.role_on(to) {
            Some(Role::Pawn) => 1,
            Some(Role::Knight) => 2,
            Some(Role::Bishop) => 3,
            Some(Role::Rook) => 4,
            Some(Role::Queen) => 5,
            _ => continue,
        };
        let occ = pieces.occupied();
        let byte = |s: Color| match encoding {
            Encoding::Rebel => attack_byte(to, s, occ, &pieces),
            Encoding::Counts => attack_counts_byte(to, s, occ, &pieces),
        };
        let (att, def) = (usize::from(byte(side)), usize::from(byte(!side)));
        let by_table = entries[(victim << 16) | (att << 8) | def];
        let exact = see_with_values(&pieces, from, to, &values);
        a.total += 1;
        a.sign += usize::from(by_table.signum() == exact.signum());
        a.value += usize::from(by_table == exact);
    }
    a
}
