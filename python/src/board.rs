//! `Board`: a game kept between calls, as ffish.js's `Board` keeps one, so that a game of
//! n moves is not replayed on every call.

use pyo3::prelude::*;

use crate::line;

/// A game of a variant: its position, the moves played, and everything pyffish answers
/// about them.
#[pyclass(module = "vector_attacks")]
pub struct Board {
    inner: Box<dyn line::Board>,
    chess960: bool,
}

#[pymethods]
impl Board {
    /// A game of `variant` from `fen` (the variant's start position where `None`).
    #[new]
    #[pyo3(signature = (variant = "chess", fen = None, chess960 = false))]
    fn new(variant: &str, fen: Option<&str>, chess960: bool) -> PyResult<Self> {
        let open = crate::registry::rules(variant, chess960)?.open;
        Ok(Board {
            inner: open(fen, &[])?,
            chess960,
        })
    }

    /// The variant's name.
    fn variant(&self) -> &'static str {
        self.inner.variant()
    }

    /// Whether the game castles as Chess960 does.
    fn is_960(&self) -> bool {
        self.chess960
    }

    /// The legal moves in UCI.
    fn legal_moves<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, pyo3::types::PyList>> {
        self.inner.legal_moves_py(py)
    }

    /// The legal moves in SAN, or in the notation `notation` names (pyffish's
    /// `NOTATION_*`; 0, the default, is the variant's own).
    #[pyo3(signature = (notation = 0))]
    fn legal_moves_san(&self, notation: i32) -> PyResult<Vec<String>> {
        Ok(self
            .inner
            .legal_moves_san(crate::functions::notation(notation)?))
    }

    /// The number of legal moves.
    fn number_legal_moves(&self) -> u64 {
        self.inner.count_legal_moves()
    }

    /// Plays a legal move named in UCI; raises `ValueError` for any other.
    fn push(&mut self, uci: &str) -> PyResult<()> {
        Ok(self.inner.push(uci)?)
    }

    /// Plays a legal move named in SAN (or in the notation `notation` names); returns it
    /// in UCI.
    #[pyo3(signature = (san, notation = 0))]
    fn push_san(&mut self, san: &str, notation: i32) -> PyResult<String> {
        Ok(self
            .inner
            .push_san(san, crate::functions::notation(notation)?)?)
    }

    /// Plays each move of a list (UCI); on an illegal one raises `ValueError` with the moves
    /// before it played.
    fn push_moves(&mut self, moves: Vec<String>) -> PyResult<()> {
        for uci in &moves {
            self.inner.push(uci)?;
        }
        Ok(())
    }

    /// Takes the last move back and returns it (UCI); raises `IndexError` at the start.
    fn pop(&mut self) -> PyResult<String> {
        self.inner.pop().ok_or_else(|| {
            pyo3::exceptions::PyIndexError::new_err("pop from a board with no move played")
        })
    }

    /// Goes back to the start position.
    fn reset(&mut self) {
        while self.inner.pop().is_some() {}
    }

    /// The position's FEN.
    fn fen(&self) -> String {
        self.inner.fen()
    }

    /// A legal move, named in UCI, in SAN (or in the notation `notation` names).
    #[pyo3(signature = (uci, notation = 0))]
    fn san(&self, uci: &str, notation: i32) -> PyResult<String> {
        Ok(self.inner.san(uci, crate::functions::notation(notation)?)?)
    }

    /// Moves (UCI) from this position, in SAN (or in the notation `notation` names), each
    /// where it is played.
    #[pyo3(signature = (moves, notation = 0))]
    fn variation_san(&self, moves: Vec<String>, notation: i32) -> PyResult<Vec<String>> {
        let how = crate::functions::notation(notation)?;
        let mut game = self.inner.boxed_clone();
        let mut out = Vec::with_capacity(moves.len());
        for uci in &moves {
            out.push(game.san(uci, how)?);
            game.push(uci)?;
        }
        Ok(out)
    }

    /// The moves played, in UCI.
    fn move_stack(&self) -> Vec<String> {
        self.inner.move_stack()
    }

    /// `True` where White is to move.
    fn turn(&self) -> bool {
        self.inner.white_to_move()
    }

    /// The halfmove clock.
    fn halfmove_clock(&self) -> u32 {
        self.inner.clocks().0
    }

    /// The fullmove number.
    fn fullmove_number(&self) -> u32 {
        self.inner.clocks().1
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        self.inner.is_check()
    }

    /// Whether a legal move, named in UCI, takes a piece.
    fn is_capture(&self, uci: &str) -> PyResult<bool> {
        Ok(self.inner.is_capture(uci)?)
    }

    /// Whether a side (`True`: White) lacks the material to win.
    fn has_insufficient_material(&self, white: bool) -> bool {
        self.inner.insufficient()[usize::from(!white)]
    }

    /// Whether neither side has the material to win.
    fn is_insufficient_material(&self) -> bool {
        self.inner.insufficient() == [true, true]
    }

    /// Whether the game is over: no legal move, a rule of the variant, or, with
    /// `claim_draw`, a result a player may claim (the n-move rule, a repetition) or
    /// insufficient material.
    #[pyo3(signature = (claim_draw = false))]
    fn is_game_over(&self, claim_draw: bool) -> bool {
        self.result(claim_draw) != "*"
    }

    /// The result: `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on (with
    /// `claim_draw`, results a player may claim count).
    #[pyo3(signature = (claim_draw = false))]
    fn result(&self, claim_draw: bool) -> &'static str {
        use crate::module::Kind;
        match self.inner.end() {
            Some(end)
                if claim_draw || matches!(end.kind, Kind::Rule | Kind::Mate | Kind::Stalemate) =>
            {
                match end.white_wins {
                    Some(true) => "1-0",
                    Some(false) => "0-1",
                    None => "1/2-1/2",
                }
            }
            _ => "*",
        }
    }

    /// A copy of the game.
    fn copy(&self) -> Board {
        Board {
            inner: self.inner.boxed_clone(),
            chess960: self.chess960,
        }
    }

    fn __str__(&self) -> String {
        self.inner.fen()
    }

    fn __repr__(&self) -> String {
        format!("Board({:?}, {:?})", self.inner.variant(), self.inner.fen())
    }
}
