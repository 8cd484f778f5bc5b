//! The tests of the generated move generators, one module per subject, in one test binary:
//! every binary would compile the generated modules' inlined code again (at `opt-level = 3`);
//! one binary built in 168 s of unit time where the fourteen took 270 s.

mod common;

mod attack_maps;
mod bad_input;
mod game;
mod library;
mod oracle;
mod outcome;
mod perft;
mod reference_moves;
mod rule_wins;
mod san;
mod semantics;
mod types;
mod ways;
mod zobrist;
