//! Fairy-Stockfish's values for squares: files, ranks and regions, read on its grid of 12
//! files and 10 ranks and then laid on the variant's board (a square of the grid beyond the
//! board belongs to no region, as Fairy-Stockfish's board mask leaves it out).

/// The most files Fairy-Stockfish's grid has (`FILE_MAX`, file l).
pub(super) const GRID_FILES: u32 = 12;
/// The most ranks Fairy-Stockfish's grid has (`RANK_MAX`).
pub(super) const GRID_RANKS: u32 = 10;

/// A file as Fairy-Stockfish reads one (`a` .. `l` or `1` .. `12`), from 0.
pub(super) fn file(text: &str) -> Option<u32> {
    let text = text.trim();
    let n = if text.starts_with(|c: char| c.is_ascii_digit()) {
        text.parse::<u32>().ok()?.checked_sub(1)?
    } else {
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(c @ 'a'..='z'), None) => c as u32 - 'a' as u32,
            _ => return None,
        }
    };
    (n < GRID_FILES).then_some(n)
}

/// A rank as Fairy-Stockfish reads one (`1` .. `10`), from 0.
pub(super) fn rank(text: &str) -> Option<u32> {
    let n = text.trim().parse::<u32>().ok()?.checked_sub(1)?;
    (n < GRID_RANKS).then_some(n)
}

/// A region in Fairy-Stockfish's syntax, on a board of `files` x `ranks` (a1 = bit 0, rank
/// by rank): squares (`d4`), whole ranks (`*8`), whole files (`a*`), `*` (everything), and
/// `-` (nothing, ending the list), separated by spaces. A square of Fairy-Stockfish's grid
/// beyond the board is left out; a square beyond the grid is an error.
pub(super) fn region(text: &str, files: u32, ranks: u32) -> Result<u128, String> {
    let mut set = 0u128;
    for word in text.split_whitespace() {
        if word == "-" {
            break;
        }
        let bad = || {
            format!(
                "`{word}` is not a square (`d4`), a rank (`*8`), a file (`a*`), `*` or `-` on Fairy-Stockfish's grid of {GRID_FILES} files and {GRID_RANKS} ranks"
            )
        };
        let (on_file, on_rank) = if word == "*" {
            (None, None)
        } else if let Some(r) = word.strip_prefix('*') {
            (None, Some(rank(r).ok_or_else(bad)?))
        } else if let Some(f) = word.strip_suffix('*') {
            (
                Some(file(f).filter(|_| f.len() == 1).ok_or_else(bad)?),
                None,
            )
        } else {
            let split = word.find(|c: char| c.is_ascii_digit()).ok_or_else(bad)?;
            let (f, r) = word.split_at(split);
            let f = file(f).filter(|_| f.len() == 1).ok_or_else(bad)?;
            (Some(f), Some(rank(r).ok_or_else(bad)?))
        };
        for rk in 0..ranks {
            for fl in 0..files {
                if on_file.is_none_or(|x| x == fl) && on_rank.is_none_or(|x| x == rk) {
                    set |= 1 << (rk * files + fl);
                }
            }
        }
    }
    Ok(set)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions() {
        assert_eq!(region("*1", 8, 8), Ok(0xFF));
        assert_eq!(region("a*", 8, 8), Ok(0x0101_0101_0101_0101));
        assert_eq!(region("d4 e5", 8, 8), Ok(1 << 27 | 1 << 36));
        assert_eq!(region("*10", 10, 10), Ok(0x3FF << 90));
        assert_eq!(region("*", 2, 2), Ok(0xF));
        assert_eq!(region("- *1", 8, 8), Ok(0));
        // On Fairy-Stockfish's grid but beyond the board: in no region.
        assert_eq!(region("*8", 6, 6), Ok(0));
        assert_eq!(region("k1 a1", 8, 8), Ok(1));
        // Beyond the grid, or not a region at all.
        assert!(region("*11", 8, 8).is_err());
        assert!(region("m1", 8, 8).is_err());
        assert!(region("a", 8, 8).is_err());
        assert!(region("**", 8, 8).is_err());
        assert_eq!(file("j"), Some(9));
        assert_eq!(file("12"), Some(11));
        assert_eq!(file("13"), None);
        assert_eq!(rank("10"), Some(9));
        assert_eq!(rank("0"), None);
    }
}
