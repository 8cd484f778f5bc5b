//! Games won by reaching a region ("capture the flag": `flagPiece`, `flagRegion`,
//! `flagPieceCount`, `flagPieceBlockedWin`) or by giving checks (`checkCounting`), with
//! Fairy-Stockfish's meaning and defaults (`src/variant.h`, `Position::flag_reached` and
//! `Position::is_immediate_game_end`), with the opponent's one more move after the flag is
//! reached (`flagMove`, racing kings). A safe flag piece (`flagPieceSafe`) is refused where
//! set.

use crate::error::Error;

/// The options this module reads besides the per-section ones the reader resolves
/// (`flagPiece*`, `flagRegion*`).
pub(super) const OPTIONS: &[&str] = &[
    "flagPieceCount",
    "flagPieceBlockedWin",
    "flagMove",
    "flagPieceSafe",
    "checkCounting",
];

/// The options whose value names one of each side's pieces or regions, in the order
/// Fairy-Stockfish's parser reads them within a section (a later one overrides), with the
/// sides they set (bit 0 White, bit 1 Black).
pub(super) const PER_SIDE: &[(&str, u8)] = &[
    ("flagPiece", 0b11),
    ("flagPieceWhite", 0b01),
    ("flagPieceBlack", 0b10),
    ("flagRegion", 0b11),
    ("flagRegionWhite", 0b01),
    ("flagRegionBlack", 0b10),
];

/// A flag region: a side wins when enough of its flag pieces stand in its region. The
/// opponent, to move, then has no legal move (Fairy-Stockfish's `is_immediate_game_end`).
///
/// ```
/// use vector_attacks_codegen::variant::Variant;
/// let hill = Variant::shipped("kingofthehill").unwrap().flag.unwrap();
/// assert_eq!(hill.piece, [Some('k'), Some('k')]);
/// assert_eq!(hill.region[0], (1 << 27) | (1 << 28) | (1 << 35) | (1 << 36)); // d4 e4 d5 e5
/// assert_eq!(hill.count, 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Flag {
    /// Per side (White, Black), the letter of the piece type that must reach the region,
    /// or `None` for any piece (`*`, Fairy-Stockfish's default).
    pub piece: [Option<char>; 2],
    /// Per side, the squares to reach (a1 = bit 0, rank by rank).
    pub region: [u128; 2],
    /// How many flag pieces must stand in the region (`flagPieceCount`, default 1).
    pub count: u32,
    /// With `count` above 1: a win also with one flag piece in the region and its other
    /// squares all occupied (`flagPieceBlockedWin`).
    pub blocked_win: bool,
    /// Whether the opponent gets one more move after the flag is reached (`flagMove`):
    /// the side that reached it wins when its turn comes again, but where both sides
    /// race kings and Black reaches its region in that move, the game is drawn (racing
    /// kings); a Black king that cannot reach it loses at once.
    pub extra_move: bool,
}

/// The flag rule from the per-side texts the sections left (`pieces` and `regions`, each
/// per side) and the other options by `value`; `None` where neither side has a region.
/// `region` reads a region's text on the variant's board; `letters` are its pieces'.
pub(super) fn read<'a>(
    variant: &str,
    pieces: [Option<&str>; 2],
    regions: [Option<&str>; 2],
    value: impl Fn(&str) -> Option<&'a str>,
    region: impl Fn(&str, &str) -> Result<u128, Error>,
    letters: &[char],
) -> Result<Option<Flag>, Error> {
    let refuse = super::option_error(variant);
    let bad = |message: String| Error::Variant {
        variant: variant.to_owned(),
        message,
    };
    let yes =
        |key: &str| -> Result<bool, Error> { super::boolean(key, value(key), false).map_err(bad) };
    if yes("flagPieceSafe")? {
        return Err(refuse(
            "flagPieceSafe",
            "`flagPieceSafe = true` is a Fairy-Stockfish option of a flag piece that must stand safe in the region, which the move generator does not play yet".to_owned(),
        ));
    }
    let keys = ["flagRegionWhite", "flagRegionBlack"];
    let mut region_of = [0u128; 2];
    for side in 0..2 {
        if let Some(text) = regions[side] {
            region_of[side] = region(keys[side], text)?;
        }
    }
    let keys = ["flagPieceWhite", "flagPieceBlack"];
    let mut piece_of = [None; 2];
    for side in 0..2 {
        // Fairy-Stockfish keeps the last letter it reads; `*` and `-` mean any piece.
        let Some(c) = pieces[side].and_then(|t| t.chars().rev().find(|c| !c.is_whitespace()))
        else {
            continue;
        };
        if c != '*' && c != '-' {
            let letter = c.to_ascii_lowercase();
            if !letters.contains(&letter) {
                return Err(bad(format!(
                    "`{} = {}`: `{c}` is none of the variant's pieces ({}), `*` (any piece) or `-`",
                    keys[side],
                    pieces[side].unwrap_or_default(),
                    letters.iter().collect::<String>()
                )));
            }
            piece_of[side] = Some(letter);
        }
    }
    let count = match value("flagPieceCount") {
        None => 1,
        Some(v) => v.trim().parse::<u32>().map_err(|_| {
            bad(format!(
                "`flagPieceCount = {v}`: expected a number of pieces, like `1`"
            ))
        })?,
    };
    let blocked_win = yes("flagPieceBlockedWin")?;
    let extra_move = yes("flagMove")?;
    Ok((region_of != [0, 0]).then_some(Flag {
        piece: piece_of,
        region: region_of,
        count,
        blocked_win,
        extra_move,
    }))
}
