//! Runs one measured loop once, for valgrind's callgrind (see `bench/icount.sh`):
//!
//! ```text
//! icount --list                              # every question/regime/contender
//! icount in_between/hot/rectangular          # prepares the inputs, runs that loop once
//! icount in_between/hot/rectangular --half   # ... over the first half of the batch
//! ```
//!
//! `bench/icount.sh` counts both: the difference is exactly 2048 queries, without the loop
//! function's entry and exit.
//!
//! Run without arguments (as `cargo bench` does), it does nothing.

mod common;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let half = args.iter().any(|a| a == "--half");
    let wanted = args.iter().find(|a| !a.starts_with("--")).cloned();
    if args.iter().any(|a| a == "--list") {
        // The pressure regime is left out: callgrind counts instructions, not misses.
        for case in common::cases(&[0; 8]) {
            if case.half.is_some() {
                println!("{}", case.id());
            }
        }
        return;
    }
    let Some(wanted) = wanted else {
        return;
    };
    let buffer = if wanted.contains("/pressure/") {
        common::pressure_buffer()
    } else {
        Vec::leak(vec![0; common::PRESSURE_BYTES / 8])
    };
    let mut cases = common::cases(buffer);
    let Some(case) = cases.iter_mut().find(|c| c.id() == wanted) else {
        eprintln!("icount: no measured loop named {wanted:?}; see --list");
        std::process::exit(2);
    };
    let fold = match (&mut case.half, half) {
        (Some(run), true) => run(),
        (None, true) => {
            eprintln!("icount: {wanted} has no half-batch loop");
            std::process::exit(2);
        }
        (_, false) => (case.run)(),
    };
    println!("{} {}", case.id(), std::hint::black_box(fold));
}
