#!/usr/bin/env bash
# Reruns every benchmark and regenerates BENCHMARKS.md and bench/charts/*.svg.
#
#   bench/run.sh           # everything, about 50 minutes on 2 cores (`--only boards`: 13)
#   bench/run.sh --quick   # one short criterion round and one build round, to try the pipeline
#                          # (its numbers are not fit for BENCHMARKS.md; rerun without --quick)
#   bench/run.sh --only perft  # perft alone (bench/perft.py; with FAIRY_STOCKFISH=PATH to a
#                          # Fairy-Stockfish binary, also bench/fairy_perft.py), then the page
#   bench/run.sh --only Q  # five rounds (BENCH_ROUNDS to change) of question Q's groups alone (e.g. `see`, `boards` for
#                          # the questions of bench/benches/boards.rs, `sliders` for rook, bishop and
#                          # queen attacks, "attackers_to is_attacked_by", or the attack sets
#                          # "attacks_fn_rook attacks_fn_any large_rook_attacks large_queen_attacks"),
#                          # replacing their
#                          # figures in the stored rounds, then the page (other figures kept)
#
# Steps (each writes raw data into bench/results/, which bench/report.py turns into the page):
#   1. machine.json      CPU, caches, OS, toolchain, date
#   2. criterion.json    5 rounds of the criterion suites (bench/benches/vs_peers.rs, bench/benches/attacked_by.rs,
#                        bench/benches/boards.rs); medians per round
#   3. see_agreement.json how often the SEE table agrees with the exact SEE (bench/benches/see_agreement.rs)
#      icount.json       instructions per measured loop under callgrind (bench/icount.sh; hot loops
#                        of bench/benches/icount.rs and bench/benches/attacked_by.rs)
#   4. timings.json      generate (release CLI) and the codegen build script (bench/timings.py)
#   5. build.json        clean release builds of a tiny binary per library (bench/build_cost.py)
#   6. perft.json        chess perft against the Rust peers (bench/perft.py, bench/benches/perft.rs);
#      fairy_perft.json  variants against Fairy-Stockfish when FAIRY_STOCKFISH names its binary
#                        (bench/fairy_perft.py)
#   7. BENCHMARKS.md and bench/charts/*.svg (bench/report.py)
# Leave the machine otherwise idle while it runs.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never

# Five short rounds rather than one long one: each round is a new process with its own memory
# layout, and layout (cache-set and 4K aliasing of tables, inputs and stack) moves identical code
# by 10-20 % from one process to the next, far more than the noise within a round.
rounds=${BENCH_ROUNDS:-5} warm_up=0.5 measure=1.5 samples=20 resamples=10000 build_rounds=3
if [ "${1:-}" = "--quick" ]; then
  rounds=1 warm_up=0.3 measure=0.5 samples=10 resamples=10000 build_rounds=3
fi

step() { printf '\n=== %s (%s)\n' "$*" "$(date -u +%H:%M:%S)"; }

# The timed runs pinned to the machine's last core (as bench/perft.py pins its contenders), so
# that the scheduler never moves a measurement between cores and their private caches.
pin=()
if command -v taskset >/dev/null; then pin=(taskset -c "$(($(nproc) - 1))"); fi

if [ "${1:-}" = "--only" ] && [ "${2:-}" = perft ]; then
  step "perft: chess against the Rust peers"
  bench/perft.py
  if [ -n "${FAIRY_STOCKFISH:-}" ]; then
    step "perft: variants against Fairy-Stockfish"
    bench/fairy_perft.py --fairy-stockfish "$FAIRY_STOCKFISH"
  fi
  step "report"
  bench/report.py
  exit 0
fi

if [ "${1:-}" = "--only" ]; then
  question=${2:?"--only needs a question, e.g. see"}
  # `boards` stands for the questions of bench/benches/boards.rs, `sliders` for the three slider
  # getters; any other is a question (or a space-separated list of them) of attacked_by.
  bench=attacked_by questions=$question
  if [ "$question" = boards ]; then
    bench=boards questions="boards_in_between boards_is_attacked boards_fairy"
  elif [ "$question" = sliders ]; then
    questions="rook_attacks bishop_attacks queen_attacks"
  elif [ "$question" = in_between ] || [ "$question" = may_move ] || [ "$question" = is_attacked ]; then
    bench=vs_peers
  fi
  filter="^($(echo $questions | tr ' ' '|'))-"
  cargo bench --locked -p vector-attacks-bench --bench "$bench" --no-run
  for q in $questions; do rm -rf target/criterion/"$q"-*; done
  log=$(mktemp)
  for round in $(seq 1 "$rounds"); do
    step "criterion round $round/$rounds, $question only"
    # Into a file first, so that a failing build (a source edited mid-run) stops the run
    # instead of collecting the previous round's estimates again.
    "${pin[@]}" cargo bench --locked -p vector-attacks-bench --bench "$bench" -- "$filter" \
      --warm-up-time "$warm_up" --measurement-time "$measure" --sample-size "$samples" \
      --nresamples "$resamples" --noplot >"$log"
    grep -E '^[a-z_]+-[a-z-]+/|time:' "$log" || true
    for q in $questions; do bench/collect.py criterion "$round" --only "$q"; done
  done
  for q in $questions; do bench/collect.py prune "$rounds" --only "$q"; done
  if [ "$question" = see ]; then
    step "SEE table agreement with the exact SEE (not a timing)"
    cargo bench --locked -p vector-attacks-bench --bench see_agreement
  fi
  step "report"
  bench/report.py
  exit 0
fi

step "machine"
bench/collect.py machine

step "criterion: $rounds round(s), warm-up ${warm_up}s, measurement ${measure}s, $samples samples"
cargo bench --locked -p vector-attacks-bench --bench vs_peers --bench attacked_by --bench boards --no-run
rm -rf target/criterion/in_between-* target/criterion/may_move-* target/criterion/is_attacked-* \
  target/criterion/attackers_to-* target/criterion/is_attacked_by-* target/criterion/is_pseudo_legal-* \
  target/criterion/attacks_mailbox-* target/criterion/see-* target/criterion/boards_* \
  target/criterion/rook_attacks-* target/criterion/bishop_attacks-* target/criterion/queen_attacks-* \
  target/criterion/attacks_fn_* target/criterion/large_*
for round in $(seq 1 "$rounds"); do
  step "criterion round $round/$rounds"
  for bench in vs_peers attacked_by boards; do
    "${pin[@]}" cargo bench --locked -p vector-attacks-bench --bench "$bench" -- \
      --warm-up-time "$warm_up" --measurement-time "$measure" --sample-size "$samples" \
      --nresamples "$resamples" --noplot |
      grep -E '^[a-z_]+-[a-z-]+/|time:' || true
  done
  bench/collect.py criterion "$round"
done

step "SEE table agreement with the exact SEE (not a timing)"
cargo bench --locked -p vector-attacks-bench --bench see_agreement

step "instructions per query (callgrind)"
bench/icount.sh

step "generate and build-script timings"
bench/timings.py

step "build cost: $build_rounds round(s)"
bench/build_cost.py --rounds "$build_rounds"

step "perft: chess against the Rust peers"
bench/perft.py

if [ -n "${FAIRY_STOCKFISH:-}" ]; then
  step "perft: variants against Fairy-Stockfish ($FAIRY_STOCKFISH)"
  bench/fairy_perft.py --fairy-stockfish "$FAIRY_STOCKFISH"
else
  echo "FAIRY_STOCKFISH is not set: bench/results/fairy_perft.json is kept as it is"
fi

step "report"
bench/report.py
