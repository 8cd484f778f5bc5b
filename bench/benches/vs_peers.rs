//! Side-by-side timing of every contender on the same inputs (criterion): `in_between`,
//! `may_move` and `is_attacked`; ours and shakmaty, cozy-chess and chess; in three regimes
//! (hot, latency, pressure; see `benches/common/mod.rs`) plus the loop-only baseline.
//!
//! Each criterion iteration answers one batch of 4096 queries; the throughput figures are per
//! query. `bench/run.sh` runs this with the settings used for BENCHMARKS.md; a filter picks
//! a part, e.g. `cargo bench -p vector-attacks-bench --bench vs_peers -- 'in_between-hot/'`.

mod common;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

fn vs_peers(c: &mut Criterion) {
    let buffer = common::pressure_buffer();
    let mut cases = common::cases(buffer);
    let mut groups: Vec<(String, Vec<&mut common::Case>)> = Vec::new();
    for case in &mut cases {
        let group = format!("{}-{}", case.question, case.regime);
        match groups.iter_mut().find(|(name, _)| *name == group) {
            Some((_, members)) => members.push(case),
            None => groups.push((group, vec![case])),
        }
    }
    for (name, members) in groups {
        let mut group = c.benchmark_group(name);
        group.throughput(Throughput::Elements(common::QUERIES as u64));
        for case in members {
            group.bench_function(case.contender, |b| b.iter(&mut case.run));
        }
        group.finish();
    }
}

criterion_group!(benches, vs_peers);
criterion_main!(benches);
