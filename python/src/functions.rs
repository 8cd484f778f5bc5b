//! pyffish's functions, with its signatures, defaults and answers: each takes a variant, a
//! FEN and a list of UCI moves, sets the game up in the variant's generated module and
//! answers. Bad input raises `ValueError` saying what was wrong.

use pyo3::prelude::*;

use crate::error::Error;
use crate::line::{self, Board};
use crate::registry;

/// pyffish's notations (`NOTATION_*`), by their values there.
pub const NOTATIONS: [(&str, i32); 10] = [
    ("NOTATION_DEFAULT", 0),
    ("NOTATION_SAN", 1),
    ("NOTATION_LAN", 2),
    ("NOTATION_SHOGI_HOSKING", 3),
    ("NOTATION_SHOGI_HODGES", 4),
    ("NOTATION_SHOGI_HODGES_NUMBER", 5),
    ("NOTATION_JANGGI", 6),
    ("NOTATION_XIANGQI_WXF", 7),
    ("NOTATION_THAI_SAN", 8),
    ("NOTATION_THAI_LAN", 9),
];

/// Fairy-Stockfish's FEN validation codes (`validate_fen`).
pub const FEN_CODES: [(&str, i32); 16] = [
    ("FEN_INVALID_COUNTING_RULE", -14),
    ("FEN_INVALID_CHECK_COUNT", -13),
    ("FEN_INVALID_PROMOTED_PIECE", -12),
    ("FEN_INVALID_NB_PARTS", -11),
    ("FEN_INVALID_CHAR", -10),
    ("FEN_TOUCHING_KINGS", -9),
    ("FEN_INVALID_BOARD_GEOMETRY", -8),
    ("FEN_INVALID_POCKET_INFO", -7),
    ("FEN_INVALID_SIDE_TO_MOVE", -6),
    ("FEN_INVALID_CASTLING_INFO", -5),
    ("FEN_INVALID_EN_PASSANT_SQ", -4),
    ("FEN_INVALID_NUMBER_OF_KINGS", -3),
    ("FEN_INVALID_HALF_MOVE_COUNTER", -2),
    ("FEN_INVALID_MOVE_COUNTER", -1),
    ("FEN_EMPTY", 0),
    ("FEN_OK", 1),
];

/// The game `(variant, fen, moves)` names.
fn game(name: &str, fen: &str, moves: &[String], chess960: bool) -> Result<Box<dyn Board>, Error> {
    let open = registry::rules(name, chess960)?.open;
    // pyffish's "startpos" is the variant's start position.
    let fen = if fen == "startpos" { None } else { Some(fen) };
    open(fen, moves)
}

/// `notation` as the generated modules number it (0 for the variant's own, 1 to 9 for
/// `NOTATION_SAN` to `NOTATION_THAI_LAN`), or why it is none of pyffish's. Every notation
/// is written for every variant, as Fairy-Stockfish writes them.
pub fn notation(notation: i32) -> Result<usize, Error> {
    usize::try_from(notation)
        .ok()
        .filter(|&n| n < NOTATIONS.len())
        .ok_or_else(|| {
            Error::Argument(format!(
                "unknown notation {notation}: expected one of the NOTATION_* constants (0 to 9)"
            ))
        })
}

/// pyffish's version this package answers as: `(0, 0, 90)`.
#[pyfunction]
fn version() -> (u32, u32, u32) {
    (0, 0, 90)
}

/// The engine's name and version.
#[pyfunction]
fn info() -> String {
    format!(
        "Fairy-Stockfish-compatible vector-attacks {} (generated move generators)",
        env!("CARGO_PKG_VERSION")
    )
}

/// The variants that may be played, in order of their names.
#[pyfunction]
fn variants() -> Vec<&'static str> {
    registry::names()
}

/// Accepted for pyffish's sake; options change nothing here, as nothing here searches.
#[pyfunction]
fn set_option(name: &str, value: &Bound<'_, PyAny>) -> PyResult<()> {
    let _ = (name, value);
    Ok(())
}

/// Reads a `variants.ini` text as pyffish does, as far as variants compiled in allow.
#[pyfunction]
fn load_variant_config(config: &str) {
    for line in registry::load(config) {
        eprintln!("{line}");
    }
}

/// The variant's start position.
#[pyfunction]
fn start_fen(variant: &str) -> PyResult<String> {
    Ok(registry::find(variant)?.start_fen.to_owned())
}

/// Whether the variant is played on two boards.
#[pyfunction]
fn two_boards(variant: &str) -> PyResult<bool> {
    Ok(registry::find(variant)?.two_boards)
}

/// Whether the variant compiled in is the generator's shipped definition, not one of the
/// file `VECTOR_ATTACKS_VARIANTS` named at build time (not in pyffish).
#[pyfunction]
fn is_shipped(variant: &str) -> PyResult<bool> {
    Ok(registry::find(variant)?.shipped)
}

/// Whether captured pieces go to the taker's hand.
#[pyfunction]
fn captures_to_hand(variant: &str) -> PyResult<bool> {
    Ok(registry::find(variant)?.captures_to_hand)
}

/// A legal move of the position after `movelist`, in SAN.
#[pyfunction]
#[pyo3(signature = (variant, fen, r#move, chess960 = false, notation = 0))]
fn get_san(
    variant: &str,
    fen: &str,
    r#move: &str,
    chess960: bool,
    notation: i32,
) -> PyResult<String> {
    let how = self::notation(notation)?;
    Ok(game(variant, fen, &[], chess960)?.san(r#move, how)?)
}

/// Each move of `movelist` in SAN, each in the position it is played in.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = false, notation = 0))]
fn get_san_moves(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: bool,
    notation: i32,
) -> PyResult<Vec<String>> {
    let how = self::notation(notation)?;
    let mut board = game(variant, fen, &[], chess960)?;
    let mut out = Vec::with_capacity(movelist.len());
    for uci in &movelist {
        out.push(board.san(uci, how)?);
        board.push(uci)?;
    }
    Ok(out)
}

/// The legal moves in UCI.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = false))]
fn legal_moves(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: bool,
) -> PyResult<Vec<String>> {
    Ok(game(variant, fen, &movelist, chess960)?.legal_moves())
}

/// The FEN of the position after `movelist`.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = false, sfen = false, show_promoted = false, count_started = 0))]
fn get_fen(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: bool,
    sfen: bool,
    show_promoted: bool,
    count_started: i32,
) -> PyResult<String> {
    let board = game(variant, fen, &movelist, chess960)?;
    if show_promoted && !board.promoted_marks() {
        return Err(Error::Argument(format!(
            "show_promoted=True: `{variant}` keeps no record of promoted pieces (only variants whose captures go to the hand, or whose pawns promote to the met, do)"
        ))
        .into());
    }
    let written = board.fen_counted(count_started, show_promoted);
    Ok(if sfen {
        crate::notation::sfen(&written)
    } else {
        written
    })
}

/// Whether the side to move after `movelist` is in check.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = false))]
fn gives_check(variant: &str, fen: &str, movelist: Vec<String>, chess960: bool) -> PyResult<bool> {
    Ok(game(variant, fen, &movelist, chess960)?.is_check())
}

/// Whether `move` takes a piece in the position after `movelist`.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, r#move, chess960 = false))]
fn is_capture(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    r#move: &str,
    chess960: bool,
) -> PyResult<bool> {
    Ok(game(variant, fen, &movelist, chess960)?.is_capture(r#move)?)
}

/// The result of an ended game for the side to move: `VALUE_MATE`, `-VALUE_MATE` or
/// `VALUE_DRAW` (pyffish asks it of positions without legal moves; a game ended by a rule,
/// the n-move rule or insufficient material has its result too).
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = false))]
fn game_result(variant: &str, fen: &str, movelist: Vec<String>, chess960: bool) -> PyResult<i32> {
    let board = game(variant, fen, &movelist, chess960)?;
    match board.end() {
        Some(end) => Ok(line::value(&end, board.white_to_move())),
        None => Err(Error::Argument(format!(
            "{variant}: the game goes on in {} ({} legal moves): game_result answers for an ended game",
            board.fen(),
            board.count_legal_moves()
        ))
        .into()),
    }
}

/// Whether a rule of the variant ended the game (a flag reached, the last check given, ...)
/// and its value for the side to move.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = false))]
fn is_immediate_game_end(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: bool,
) -> PyResult<(bool, i32)> {
    let board = game(variant, fen, &movelist, chess960)?;
    Ok(match board.end() {
        Some(end) if line::immediate(&end) => (true, line::value(&end, board.white_to_move())),
        _ => (false, 0),
    })
}

/// Whether a player may end the game (the n-move rule, a repetition, makruk's count past its
/// limit, judged from the ply `count_started` where it is not 0) and its value.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = false, count_started = 0))]
fn is_optional_game_end(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: bool,
    count_started: i32,
) -> PyResult<(bool, i32)> {
    let board = game(variant, fen, &movelist, chess960)?;
    Ok(match board.end_counted(count_started) {
        Some(end) if end.kind == crate::module::Kind::Claim => {
            (true, line::value(&end, board.white_to_move()))
        }
        _ => (false, 0),
    })
}

/// Whether White and Black each lack the material to win.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = false))]
fn has_insufficient_material(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: bool,
) -> PyResult<(bool, bool)> {
    // Without moves, the FEN read as Fairy-Stockfish reads it: a position whose side not to
    // move is in check too, which no game reaches and from which no move is played.
    let [white, black] = if movelist.is_empty() && fen != "startpos" {
        (registry::rules(variant, chess960)?.material)(fen)?
    } else {
        game(variant, fen, &movelist, chess960)?.insufficient()
    };
    Ok((white, black))
}

/// `FEN_OK` (1) where the variant can be set up from `fen`, else a negative code.
#[pyfunction]
#[pyo3(signature = (fen, variant, chess960 = false))]
fn validate_fen(fen: &str, variant: &str, chess960: bool) -> PyResult<i32> {
    Ok((registry::rules(variant, chess960)?.validate)(fen))
}

/// The piece the last move of `movelist` took, as bughouse passes it to the partner: its
/// letter, a promoted piece as what it was; empty where it took nothing.
#[pyfunction]
#[pyo3(signature = (variant, fen, movelist, chess960 = false))]
fn piece_to_partner(
    variant: &str,
    fen: &str,
    movelist: Vec<String>,
    chess960: bool,
) -> PyResult<String> {
    let Some((last, before)) = movelist.split_last() else {
        let _ = game(variant, fen, &[], chess960)?;
        return Ok(String::new());
    };
    let board = game(variant, fen, before, chess960)?;
    let capture = board.is_capture(last)?;
    Ok(crate::notation::captured(&board.fen(), last, capture))
}

/// The FEN as the side to move sees it in fog of war: every square it cannot see (all but
/// its pieces' squares and its legal moves' destinations) written `*`.
#[pyfunction]
#[pyo3(signature = (fen, variant, chess960 = false))]
fn get_fog_fen(fen: &str, variant: &str, chess960: bool) -> PyResult<String> {
    let board = game(variant, fen, &[], chess960)?;
    Ok(crate::notation::fog(
        &board.fen(),
        board.white_to_move(),
        &board.legal_moves(),
    ))
}

/// Adds the functions and constants to the module.
pub fn add(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(version, m)?)?;
    m.add_function(wrap_pyfunction!(info, m)?)?;
    m.add_function(wrap_pyfunction!(variants, m)?)?;
    m.add_function(wrap_pyfunction!(set_option, m)?)?;
    m.add_function(wrap_pyfunction!(load_variant_config, m)?)?;
    m.add_function(wrap_pyfunction!(start_fen, m)?)?;
    m.add_function(wrap_pyfunction!(two_boards, m)?)?;
    m.add_function(wrap_pyfunction!(captures_to_hand, m)?)?;
    m.add_function(wrap_pyfunction!(is_shipped, m)?)?;
    m.add_function(wrap_pyfunction!(get_san, m)?)?;
    m.add_function(wrap_pyfunction!(get_san_moves, m)?)?;
    m.add_function(wrap_pyfunction!(legal_moves, m)?)?;
    m.add_function(wrap_pyfunction!(get_fen, m)?)?;
    m.add_function(wrap_pyfunction!(gives_check, m)?)?;
    m.add_function(wrap_pyfunction!(is_capture, m)?)?;
    m.add_function(wrap_pyfunction!(piece_to_partner, m)?)?;
    m.add_function(wrap_pyfunction!(game_result, m)?)?;
    m.add_function(wrap_pyfunction!(is_immediate_game_end, m)?)?;
    m.add_function(wrap_pyfunction!(is_optional_game_end, m)?)?;
    m.add_function(wrap_pyfunction!(has_insufficient_material, m)?)?;
    m.add_function(wrap_pyfunction!(validate_fen, m)?)?;
    m.add_function(wrap_pyfunction!(get_fog_fen, m)?)?;
    m.add("VALUE_MATE", line::VALUE_MATE)?;
    m.add("VALUE_DRAW", line::VALUE_DRAW)?;
    for (name, value) in NOTATIONS {
        m.add(name, value)?;
    }
    for (name, value) in FEN_CODES {
        m.add(name, value)?;
    }
    Ok(())
}
