//! A game of one variant: its start position and the moves played since, each position
//! kept, behind the object-safe [`Board`] trait that the Python functions and the `Board`
//! class call.

use std::collections::HashMap;

use pyo3::prelude::*;
use pyo3::types::{PyList, PyString};

use crate::error::Error;
use crate::fen;
use crate::module::{End, Kind, Module};

/// pyffish's `VALUE_MATE`: a won game's value for the side to move (negated: lost).
pub const VALUE_MATE: i32 = 32000;
/// pyffish's `VALUE_DRAW`.
pub const VALUE_DRAW: i32 = 0;

/// A game of some variant, asked in strings.
pub trait Board: Send + Sync {
    /// The variant's name.
    fn variant(&self) -> &'static str;
    /// The legal moves in UCI, in the generator's order.
    fn legal_moves(&self) -> Vec<String>;
    /// The legal moves in UCI as a Python list, each move's string made once per game and
    /// shared after (a `Board` asks for the moves at every ply).
    fn legal_moves_py<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyList>>;
    /// The legal moves in pyffish's notation numbered `notation` (0: the variant's own).
    fn legal_moves_san(&self, notation: usize) -> Vec<String>;
    /// Plays a legal move named in UCI.
    fn push(&mut self, uci: &str) -> Result<(), Error>;
    /// Plays a legal move named in pyffish's notation numbered `notation`; returns it in
    /// UCI.
    fn push_san(&mut self, san: &str, notation: usize) -> Result<String, Error>;
    /// Takes the last move back; returns it in UCI.
    fn pop(&mut self) -> Option<String>;
    /// The position's FEN.
    fn fen(&self) -> String {
        self.fen_counted(0, false)
    }
    /// The position's FEN, makruk's count judged from the ply `count_started` (pyffish's
    /// argument: 0 the position's own count, below 0 not started), promoted pieces marked
    /// `~` where `show_promoted` asks (and the variant records them).
    fn fen_counted(&self, count_started: i32, show_promoted: bool) -> String;
    /// Whether the variant records promoted pieces (pyffish's `show_promoted` marks them).
    fn promoted_marks(&self) -> bool;
    /// The start position's FEN.
    fn start_fen(&self) -> String;
    /// A legal move, named in UCI, in pyffish's notation numbered `notation` (0: the
    /// variant's own; checked by the caller).
    fn san(&self, uci: &str, notation: usize) -> Result<String, Error>;
    /// Whether the side to move is in check.
    fn is_check(&self) -> bool;
    /// Whether a legal move, named in UCI, takes a piece.
    fn is_capture(&self, uci: &str) -> Result<bool, Error>;
    /// How the game ended at the position, repetitions counted over the moves played.
    fn end(&self) -> Option<End> {
        self.end_counted(0)
    }
    /// [`Board::end`], makruk's count judged from the ply `count_started`.
    fn end_counted(&self, count_started: i32) -> Option<End>;
    /// Whether each side (White, Black) lacks the material to win.
    fn insufficient(&self) -> [bool; 2];
    /// The moves played, in UCI.
    fn move_stack(&self) -> Vec<String>;
    /// Whether White is to move.
    fn white_to_move(&self) -> bool;
    /// The halfmove clock and the fullmove number.
    fn clocks(&self) -> (u32, u32);
    /// The number of legal moves.
    fn count_legal_moves(&self) -> u64;
    /// A copy.
    fn boxed_clone(&self) -> Box<dyn Board>;
}

/// A game of the variant `M`.
pub struct Line<M: Module> {
    /// The start position and each position after a move.
    positions: Vec<M::Position>,
    /// The moves played.
    moves: Vec<M::Move>,
    /// The Python string of each move named so far.
    names: HashMap<M::Move, Py<PyString>>,
}

impl<M: Module> Clone for Line<M> {
    /// A copy of the game (the names, which need Python to copy, are made again as asked).
    fn clone(&self) -> Self {
        Line {
            positions: self.positions.clone(),
            moves: self.moves.clone(),
            names: HashMap::new(),
        }
    }
}

/// Opens a game of `M` from `fen` (the start position where `None`), as Fairy-Stockfish
/// reads a FEN (fields it leaves out taken as it takes them), and plays `moves` (UCI).
///
/// # Errors
///
/// [`Error::Fen`] for a FEN the variant cannot be set up from, [`Error::Move`] for a move
/// that is malformed or not legal where it is played.
pub fn open<M: Module>(fen: Option<&str>, moves: &[String]) -> Result<Box<dyn Board>, Error> {
    let mut line = Line::<M>::from_fen(fen)?;
    for (index, uci) in moves.iter().enumerate() {
        line.push_at(uci, index)?;
    }
    Ok(Box::new(line))
}

/// The FEN error code of Fairy-Stockfish's `validate_fen` for `fen` in `M`.
pub fn validate<M: Module>(fen: &str) -> i32 {
    if fen.trim().is_empty() {
        return 0;
    }
    if let Some(code) = fen::shape_error(fen) {
        return code;
    }
    let completed = fen::complete(fen, M::RANKS, M::HANDS, M::COUNTING);
    // (Fairy-Stockfish's `validate_fen` does not look at checks.)
    match M::from_fen_keeping_check(&completed) {
        // The reader drops a castling right whose king or rook is not where the right needs
        // it (and a gate without its piece), as Fairy-Stockfish's does; its `validate_fen`
        // refuses such a FEN.
        Ok(position)
            if M::CASTLING
                && !fen::rights_kept(&completed, &M::fen(&position, 0, false), M::CHESS960) =>
        {
            -5
        }
        Ok(_) => 1,
        Err(e) => M::fen_code(&e),
    }
}

/// Whether each side (White, Black) lacks the material to win in `fen`, read as
/// Fairy-Stockfish reads it: a position whose side not to move is in check too (which
/// [`open`] refuses, as no game reaches it).
///
/// # Errors
///
/// [`Error::Fen`] for a FEN the variant cannot be set up from.
pub fn material<M: Module>(fen: &str) -> Result<[bool; 2], Error> {
    let position = read::<M>(fen, M::from_fen_keeping_check)?;
    Ok(M::insufficient(&position))
}

/// The position `fen` gives, completed as Fairy-Stockfish completes a FEN and read by
/// `reader` (one of `M`'s readers), or why it cannot be.
fn read<M: Module>(
    fen: &str,
    reader: fn(&str) -> Result<M::Position, M::FenError>,
) -> Result<M::Position, Error> {
    let completed = fen::complete(fen, M::RANKS, M::HANDS, M::COUNTING);
    reader(&completed).map_err(|e| Error::Fen {
        variant: M::NAME,
        fen: fen.to_owned(),
        why: e.to_string(),
    })
}

impl<M: Module> Line<M> {
    fn from_fen(fen: Option<&str>) -> Result<Self, Error> {
        let start = match fen {
            None => M::start(),
            Some(text) => read::<M>(text, M::from_fen)?,
        };
        Ok(Line {
            positions: vec![start],
            moves: Vec::new(),
            names: HashMap::new(),
        })
    }

    fn position(&self) -> &M::Position {
        self.positions
            .last()
            .expect("a line always holds its start position")
    }

    fn parse(&self, uci: &str, index: Option<usize>) -> Result<M::Move, Error> {
        M::parse_uci(self.position(), uci).map_err(|why| Error::Move {
            variant: M::NAME,
            uci: uci.to_owned(),
            index,
            fen: self.position().to_string(),
            why,
        })
    }

    fn push_at(&mut self, uci: &str, index: usize) -> Result<(), Error> {
        let m = self.parse(uci, Some(index))?;
        self.play(m);
        Ok(())
    }

    fn play(&mut self, m: M::Move) {
        let next = M::play(self.position(), m);
        self.positions.push(next);
        self.moves.push(m);
    }

    fn history(&self) -> M::History {
        let mut history = M::history();
        for p in &self.positions[..self.positions.len() - 1] {
            M::record(&mut history, p);
        }
        history
    }
}

impl<M: Module> Board for Line<M>
where
    M::Position: 'static,
    M::Move: 'static,
{
    fn variant(&self) -> &'static str {
        M::NAME
    }

    fn legal_moves(&self) -> Vec<String> {
        M::legal(self.position())
            .iter()
            .map(|m| m.to_string())
            .collect()
    }

    fn legal_moves_py<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let legal = M::legal(self.position());
        let names = legal.iter().map(|m| {
            self.names
                .entry(*m)
                .or_insert_with(|| PyString::new(py, &m.to_string()).unbind())
                .bind(py)
                .clone()
        });
        PyList::new(py, names.collect::<Vec<_>>())
    }

    fn legal_moves_san(&self, notation: usize) -> Vec<String> {
        let p = self.position();
        M::legal(p)
            .iter()
            .map(|&m| M::san(p, m, notation))
            .collect()
    }

    fn push(&mut self, uci: &str) -> Result<(), Error> {
        let m = self.parse(uci, None)?;
        self.play(m);
        Ok(())
    }

    fn push_san(&mut self, san: &str, notation: usize) -> Result<String, Error> {
        let m = M::parse_san(self.position(), san, notation).map_err(|why| Error::San {
            variant: M::NAME,
            san: san.to_owned(),
            fen: self.position().to_string(),
            why,
        })?;
        self.play(m);
        Ok(m.to_string())
    }

    fn pop(&mut self) -> Option<String> {
        let m = self.moves.pop()?;
        self.positions.pop();
        Some(m.to_string())
    }

    fn fen_counted(&self, count_started: i32, show_promoted: bool) -> String {
        M::fen(self.position(), count_started, show_promoted)
    }

    fn promoted_marks(&self) -> bool {
        M::PROMOTED_MARKS
    }

    fn start_fen(&self) -> String {
        self.positions[0].to_string()
    }

    fn san(&self, uci: &str, notation: usize) -> Result<String, Error> {
        let m = self.parse(uci, None)?;
        Ok(M::san(self.position(), m, notation))
    }

    fn is_check(&self) -> bool {
        M::is_check(self.position())
    }

    fn is_capture(&self, uci: &str) -> Result<bool, Error> {
        let m = self.parse(uci, None)?;
        Ok(M::is_capture(self.position(), m))
    }

    fn end_counted(&self, count_started: i32) -> Option<End> {
        if self.moves.is_empty() {
            return M::end(self.position(), None, count_started);
        }
        M::end(self.position(), Some(&self.history()), count_started)
    }

    fn insufficient(&self) -> [bool; 2] {
        M::insufficient(self.position())
    }

    fn move_stack(&self) -> Vec<String> {
        self.moves.iter().map(|m| m.to_string()).collect()
    }

    fn white_to_move(&self) -> bool {
        M::white_to_move(self.position())
    }

    fn clocks(&self) -> (u32, u32) {
        M::clocks(self.position())
    }

    fn count_legal_moves(&self) -> u64 {
        M::count(self.position())
    }

    fn boxed_clone(&self) -> Box<dyn Board> {
        Box::new(self.clone())
    }
}

/// The value of an ended game for the side to move, as pyffish gives it.
pub fn value(end: &End, white_to_move: bool) -> i32 {
    match end.white_wins {
        None => VALUE_DRAW,
        Some(white) if white == white_to_move => VALUE_MATE,
        Some(_) => -VALUE_MATE,
    }
}

/// Whether an end is one Fairy-Stockfish's `is_immediate_game_end` reports.
pub fn immediate(end: &End) -> bool {
    end.kind == Kind::Rule
}
