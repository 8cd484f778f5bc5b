//! The benchmarks of `vector-attacks`: this package holds no library code. Its criterion
//! suites (`bench/benches/`) time the runtime side by side with shakmaty, cozy-chess and
//! chess; `bench/run.sh` runs them and regenerates `BENCHMARKS.md`.
//!
//! ```sh
//! cargo bench -p vector-attacks-bench --bench vs_peers -- 'in_between-hot/'
//! ```
