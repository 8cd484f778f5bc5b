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
