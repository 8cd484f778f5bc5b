//! The texts pyffish writes that are derived from a FEN: shogi's SFEN
//! (`get_fen(..., sfen=True)`), fog of war's FEN (`get_fog_fen`) and the FEN of a partner's
//! board, each as Fairy-Stockfish's `Position::fen` writes them. (The moves' notations are
//! the generated modules' own: `Position::san_in`.)

/// A square as (file, rank), each from 0.
pub type Coords = (usize, usize);

/// The squares of a UCI move: its origin (none for a drop) and its destination.
pub fn squares(uci: &str) -> (Option<Coords>, Option<Coords>) {
    let mut found = Vec::new();
    let bytes = uci.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_lowercase() && bytes.get(i + 1).is_some_and(u8::is_ascii_digit) {
            let file = usize::from(bytes[i] - b'a');
            let mut j = i + 1;
            while j < bytes.len() && bytes[j].is_ascii_digit() {
                j += 1;
            }
            let rank: usize = uci[i + 1..j].parse().unwrap_or(0);
            found.push((file, rank.saturating_sub(1)));
            i = j;
        } else {
            i += 1;
        }
    }
    match (uci.contains('@'), found.as_slice()) {
        (true, [.., to]) => (None, Some(*to)),
        (false, [from, to, ..]) => (Some(*from), Some(*to)),
        _ => (None, None),
    }
}

/// Fairy-Stockfish's SFEN of a position given as its FEN: the placement, `b` where White
/// (the first player, shogi's sente) is to move and `w` for Black, the hands as counts and
/// letters (White's, then Black's, in the order the FEN lists them; `-` for none) and the
/// ply number from 1.
pub fn sfen(fen: &str) -> String {
    let mut fields = fen.split_whitespace();
    let placement = fields.next().unwrap_or("");
    let (board, hands) = match placement.split_once('[') {
        Some((board, rest)) => (board, rest.trim_end_matches(']')),
        None => (placement, ""),
    };
    let white = fields.next() != Some("b");
    let fullmove: u32 = fen
        .split_whitespace()
        .last()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let ply = 2 * fullmove.saturating_sub(1) + u32::from(!white) + 1;
    let mut hand = String::new();
    let letters: Vec<char> = hands.chars().filter(|c| c.is_ascii_alphabetic()).collect();
    let mut i = 0;
    while i < letters.len() {
        let run = letters[i..]
            .iter()
            .take_while(|&&c| c == letters[i])
            .count();
        if run > 1 {
            hand.push_str(&run.to_string());
        }
        hand.push(letters[i]);
        i += run;
    }
    if hand.is_empty() {
        hand.push('-');
    }
    format!("{board} {} {hand} {ply}", if white { "b" } else { "w" })
}

/// `fen` with every square of the board that the side to move cannot see written `*`:
/// all but its own pieces' squares and the destinations of its legal moves (UCI in
/// `legal`), as Fairy-Stockfish's `fog_area`.
pub fn fog(fen: &str, own_white: bool, legal: &[String]) -> String {
    let (placement, rest) = fen.split_once(' ').unwrap_or((fen, ""));
    let (board, hands) = match placement.find('[') {
        Some(at) => placement.split_at(at),
        None => (placement, ""),
    };
    let visible: Vec<Coords> = legal.iter().filter_map(|m| squares(m).1).collect();
    let rows: Vec<&str> = board.split('/').collect();
    let ranks = rows.len();
    let mut out = Vec::with_capacity(ranks);
    for (r, row) in rows.iter().enumerate() {
        let rank = ranks - 1 - r;
        let cells = cells(row);
        let mut written = String::new();
        let mut empty = 0;
        for (file, cell) in cells.iter().enumerate() {
            let own = cell.as_ref().is_some_and(|t| {
                t.chars()
                    .find(char::is_ascii_alphabetic)
                    .is_some_and(|c| c.is_ascii_uppercase() == own_white)
            });
            let seen = own || visible.contains(&(file, rank));
            match (seen, cell) {
                (true, None) => empty += 1,
                (seen, cell) => {
                    if empty > 0 {
                        written.push_str(&empty.to_string());
                        empty = 0;
                    }
                    match (seen, cell) {
                        (true, Some(token)) => written.push_str(token),
                        _ => written.push('*'),
                    }
                }
            }
        }
        if empty > 0 {
            written.push_str(&empty.to_string());
        }
        out.push(written);
    }
    format!("{}{hands} {rest}", out.join("/"))
}

/// Each square of a FEN row, from the first file: `None` where empty, else the piece as the
/// FEN writes it (`r`, `+S`, `Q~`).
fn cells(row: &str) -> Vec<Option<String>> {
    let chars: Vec<char> = row.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_digit() {
            let mut j = i;
            while j < chars.len() && chars[j].is_ascii_digit() {
                j += 1;
            }
            let n: usize = chars[i..j].iter().collect::<String>().parse().unwrap_or(0);
            out.extend(std::iter::repeat_n(None, n));
            i = j;
        } else {
            let mut token = String::new();
            if chars[i] == '+' {
                token.push('+');
                i += 1;
            }
            if let Some(&c) = chars.get(i) {
                token.push(c);
                i += 1;
            }
            if chars.get(i) == Some(&'~') {
                token.push('~');
                i += 1;
            }
            out.push(Some(token));
        }
    }
    out
}

/// The piece the move `uci` took in the position `before` (a FEN), as bughouse passes it to
/// the partner (Fairy-Stockfish's `piece_to_partner`): its letter, a promoted piece as what
/// it was (shogi's `+S` a silver, a `Q~` a pawn), en passant a pawn; empty where the move
/// took nothing.
pub fn captured(before: &str, uci: &str, capture: bool) -> String {
    let Some(to) = squares(uci).1.filter(|_| capture) else {
        return String::new();
    };
    let board = before.split(['[', ' ']).next().unwrap_or("");
    let rows: Vec<&str> = board.split('/').collect();
    let token = rows
        .len()
        .checked_sub(1 + to.1)
        .and_then(|r| rows.get(r))
        .and_then(|row| cells(row).get(to.0).cloned().flatten());
    let white_moves = before.split_whitespace().nth(1) != Some("b");
    let pawn = if white_moves { "p" } else { "P" };
    match token {
        // En passant: the pawn beside the empty square taken.
        None => pawn.to_owned(),
        Some(t) if t.ends_with('~') => pawn.to_owned(),
        Some(t) => t.trim_start_matches('+').to_owned(),
    }
}
