//! A FEN completed as Fairy-Stockfish completes one it reads: fields left out take its
//! defaults (`w`, no castling, no en passant square, `0 1`), a castling field of numbers is
//! the counters, and lichess's pocket written as an extra rank (`.../RNBQKBNR/ w`) is
//! read as the hands. Where moves are counted (makruk's family), a number in the en passant
//! field is the count's limit, as Fairy-Stockfish reads it.

/// `fen` with every field the generated reader expects.
pub fn complete(fen: &str, ranks: usize, hands: bool, counting: bool) -> String {
    let mut fields = fen.split_whitespace();
    let Some(placement) = fields.next() else {
        return String::new();
    };
    let mut placement = placement.to_owned();
    if hands && !placement.contains('[') {
        let rows: Vec<&str> = placement.split('/').collect();
        if rows.len() == ranks + 1 {
            placement = format!("{}[{}]", rows[..ranks].join("/"), rows[ranks]);
        } else {
            placement.push_str("[]");
        }
    }
    let rest: Vec<&str> = fields.collect();
    let number = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let mut out = vec![placement];
    let mut i = 0;
    out.push(rest.first().map_or("w", |s| s).to_owned());
    if !rest.is_empty() {
        i = 1;
    }
    // Castling and en passant, unless the counters come first.
    for field in 0..2 {
        match rest.get(i) {
            Some(s) if !number(s) || (counting && field == 1) => {
                out.push((*s).to_owned());
                i += 1;
            }
            _ => out.push("-".to_owned()),
        }
    }
    // Fairy-Stockfish's checks field (`3+3`) before the counters.
    if let Some(s) = rest
        .get(i)
        .filter(|s| s.contains('+') && !s.starts_with('+'))
    {
        out.push((*s).to_owned());
        i += 1;
    }
    let mut counters = 0;
    while let Some(s) = rest.get(i).filter(|s| number(s)) {
        out.push((*s).to_owned());
        counters += 1;
        i += 1;
        if counters == 2 {
            break;
        }
    }
    if counters == 0 {
        out.push("0".to_owned());
    }
    if counters < 2 {
        out.push("1".to_owned());
    }
    out.extend(rest[i.min(rest.len())..].iter().map(|s| (*s).to_owned()));
    out.join(" ")
}

/// The code Fairy-Stockfish's `validate_fen` gives a FEN for the shape of its fields alone,
/// where the generated reader, which reads fields separated by any run of spaces, would
/// take it: an empty castling or en passant field between two spaces
/// (`FEN_INVALID_EN_PASSANT_SQ`), and lichess's checks given (`+1+2`) with a count above 3
/// (`FEN_INVALID_CHECK_COUNT`).
pub fn shape_error(fen: &str) -> Option<i32> {
    let fields: Vec<&str> = fen.trim().split(' ').collect();
    if fields.len() > 3 && fields[2..4].iter().any(|f| f.is_empty()) {
        return Some(-4);
    }
    let last = fields.last().copied().unwrap_or("");
    let lichess = last.len() == 4 && last.starts_with('+') && last.as_bytes()[2] == b'+';
    if lichess
        && [1, 3]
            .iter()
            .any(|&i| !matches!(last.as_bytes()[i], b'0'..=b'3'))
    {
        return Some(-13);
    }
    None
}

/// Whether the FEN `written` (a position's, as the reader kept it) holds every castling
/// right and gate of the FEN `given` (both with every field): each letter of its castling
/// field, or where the rights may be written as files (`chess960`), as many per side.
pub fn rights_kept(given: &str, written: &str, chess960: bool) -> bool {
    let field = |fen: &str| -> Vec<char> {
        let mut letters: Vec<char> = fen
            .split_whitespace()
            .nth(2)
            .unwrap_or("-")
            .chars()
            .filter(char::is_ascii_alphabetic)
            .collect();
        letters.sort_unstable();
        letters.dedup();
        letters
    };
    let (given, written) = (field(given), field(written));
    if chess960 {
        let per_side = |letters: &[char]| {
            let white = letters.iter().filter(|c| c.is_ascii_uppercase()).count();
            (white, letters.len() - white)
        };
        let (g, w) = (per_side(&given), per_side(&written));
        g.0 <= w.0 && g.1 <= w.1
    } else {
        given.iter().all(|c| written.contains(c))
    }
}
