//! Helpers shared by the test modules of the generated move generators.

/// xorshift64, seeded, so that failures reproduce.
pub struct Random(pub u64);

impl Random {
    /// A number below `n` (not 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Every failing case of a data-driven test, each by its assertion's message (which names
/// the variant and the FEN), so that one run reports them all instead of stopping at the
/// first in the data's order.
#[derive(Default)]
pub struct Failures(Vec<String>);

impl Failures {
    /// Runs `case`, keeping its panic (a failed assertion) as a failure: `None` then.
    pub fn run<T>(&mut self, case: impl FnOnce() -> T) -> Option<T> {
        match std::panic::catch_unwind(std::panic::AssertUnwindSafe(case)) {
            Ok(value) => Some(value),
            Err(panic) => {
                let message = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                    .unwrap_or_else(|| "a panic without a message".to_owned());
                self.0.push(message);
                None
            }
        }
    }

    /// Fails, listing every failure (each variant's first three in full, then how many
    /// more it has), where there is one.
    pub fn assert_none(self, what: &str) {
        if self.0.is_empty() {
            return;
        }
        let mut per_variant = std::collections::BTreeMap::<String, Vec<&String>>::new();
        for failure in &self.0 {
            // (An assertion's message follows `failed: `; the variant is its first word.)
            let named = failure
                .split_once("failed: ")
                .map_or(failure.as_str(), |(_, m)| m);
            let variant = named.split([' ', ':']).next().unwrap_or("").to_owned();
            per_variant.entry(variant).or_default().push(failure);
        }
        let mut report = format!(
            "{what}: {} failing cases in {} variants\n",
            self.0.len(),
            per_variant.len()
        );
        for (variant, failures) in &per_variant {
            for failure in failures.iter().take(3) {
                report.push_str(&format!("  {failure}\n"));
            }
            if failures.len() > 3 {
                report.push_str(&format!("  ({} more in {variant})\n", failures.len() - 3));
            }
        }
        panic!("{report}");
    }
}

#[test]
fn failures_lists_every_failing_case_by_variant() {
    let mut failures = Failures::default();
    assert_eq!(failures.run(|| 1), Some(1));
    for (variant, fen) in [
        ("chess", "8/8 w"),
        ("xiangqi", "9/9 b"),
        ("chess", "7k/8 b"),
    ] {
        assert_eq!(failures.run(|| assert_eq!(1, 2, "{variant} {fen}")), None);
    }
    let report = std::panic::catch_unwind(|| failures.assert_none("a test"))
        .expect_err("failures make it fail");
    let report = report.downcast_ref::<String>().unwrap();
    assert!(report.contains("3 failing cases in 2 variants"), "{report}");
    assert!(
        report.contains("chess 8/8 w") && report.contains("chess 7k/8 b"),
        "{report}"
    );
    assert!(report.contains("xiangqi 9/9 b"), "{report}");
    Failures::default().assert_none("nothing failed");
}

/// A position's answers (`P`, a module's): the FEN written back, the sorted UCI moves,
/// perft 2.
pub fn answer<P: Module>(fen: &str) -> (String, Vec<String>, u64) {
    let position = P::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let mut list = P::MoveList::default();
    position.legal_moves(&mut list);
    let mut moves: Vec<String> = list.as_ref().iter().map(|m| m.to_string()).collect();
    moves.sort();
    (position.to_string(), moves, position.perft(2))
}

include!(concat!(env!("OUT_DIR"), "/shipped.rs"));
pub(crate) use with_shipped_modules;

mod module;
pub(crate) use module::{on_module, on_module_of, with_modules};
pub use module::{Ended, Module};
