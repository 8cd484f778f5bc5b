//! How often the SEE table agrees with the exact SEE, per encoding, on the exchanges of
//! positions from seeded random games: a measured property that `BENCHMARKS.md` publishes
//! (written to `bench/results/see_agreement.json`; `bench/run.sh` runs it). Not a timing.
//! Alone: `cargo bench -p vector-attacks-bench --bench see_agreement`.

#[path = "../../tests/common/mod.rs"]
mod common;

use common::see::{agreement, captures, positions};
use vector_attacks_codegen::compute::see::Encoding;

fn main() {
    let all = captures(&positions());
    let rows: Vec<String> = Encoding::ALL
        .into_iter()
        .map(|encoding| {
            let a = agreement(encoding, &all);
            println!(
                "{encoding:?}: {} exchanges, sign agrees on {}, value on {}",
                a.total, a.sign, a.value
            );
            format!(
                "  \"{}\": {{\"exchanges\": {}, \"sign\": {}, \"value\": {}}}",
                match encoding {
                    Encoding::Rebel => "see-rebel",
                    Encoding::Counts => "see-counts",
                },
                a.total,
                a.sign,
                a.value
            )
        })
        .collect();
    let json = format!("{{\n{}\n}}\n", rows.join(",\n"));
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/results/see_agreement.json");
    std::fs::write(path, json).expect("bench/results is writable");
    println!("wrote bench/results/see_agreement.json");
}
