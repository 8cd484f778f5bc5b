//! The tests of the generated move generators, one module per subject, in one test binary
//! (each binary links the generated modules again). The generator's entry points
//! (`legal_moves`, `count_legal_moves`) are not `#[inline]`, so this crate calls the
//! library's optimised code instead of compiling the generator of every variant again: with
//! them inlined, this binary took over 25 minutes of CPU to build in CI (`CARGO_INCREMENTAL=0`),
//! without, 69 s.

mod common;

mod attack_maps;
mod bad_input;
mod drops;
mod game;
mod library;
mod oracle;
mod outcome;
mod perft;
mod reference_moves;
mod rule_wins;
mod san;
mod semantics;
mod shogi;
mod types;
mod untested_moves;
mod ways;
mod zobrist;
