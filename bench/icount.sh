#!/usr/bin/env bash
# Instructions per query, counted by valgrind's callgrind inside the measured loop only.
#
# Each measured loop (question/regime/contender, see `bench/benches/common/mod.rs`) runs in its own
# process under callgrind, with collection switched on only inside the loop's
# `#[inline(never)]` function (--toggle-collect), so input preparation and start-up are not
# counted. It runs once over the batch of 4096 queries and once over its first half (the same
# loop, instantiated for 2048): the difference is exactly 2048 queries, without the function's
# entry and exit. Instructions per query = (that difference - the same for the baseline loop of
# the question and regime) / 2048; the baseline loop loads the same inputs and folds them,
# answering nothing.
#
# The questions of bench/benches/attacked_by.rs (attackers_to, is_attacked_by, is_pseudo_legal, see)
# are counted the same way in that bench binary, hot regime only: `ICOUNT=question/hot/name`
# (with `ICOUNT_HALF=1` for the half batch) makes it run that contender's `hot_loop` once and
# exit instead of benchmarking.
#
# Usage: bench/icount.sh [FILTER]
#   writes bench/results/icount.json (with a FILTER, a substring of the ids: icount.json.partial)
set -euo pipefail
cd "$(dirname "$0")/.."
filter=${1:-}
out=bench/results/icount.json

command -v valgrind >/dev/null || { echo "icount: valgrind is not installed" >&2; exit 1; }

# Build a bench binary and print its path.
build() {
  cargo bench --locked -p vector-attacks-bench --bench "$1" --no-run --message-format=json 2>/dev/null |
    python3 -c 'import json,sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m["target"]["name"] == sys.argv[1] and m.get("executable"):
        print(m["executable"])' "$1"
}
bin=$(build icount)
[ -x "$bin" ] || { echo "icount: could not build bench/benches/icount.rs" >&2; exit 1; }
ab=$(build attacked_by)
[ -x "$ab" ] || { echo "icount: could not build bench/benches/attacked_by.rs" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

callgrind() { # name valgrind-args... -> instructions collected (the summary line, else totals)
  local file="$tmp/$(echo "$1" | tr '/' '_').out"
  shift
  valgrind --tool=callgrind --callgrind-out-file="$file" "$@" >/dev/null 2>"$tmp/log" ||
    { cat "$tmp/log" >&2; exit 1; }
  local ir
  ir=$(sed -n 's/^summary: *\([0-9]*\).*/\1/p' "$file")
  [ -n "$ir" ] || ir=$(sed -n 's/^totals: *\([0-9]*\).*/\1/p' "$file")
  echo "$ir"
}

count() { # id kernel [--half] -> instructions collected in bench/benches/icount.rs's kernel
  callgrind "$1${3:-}" --toggle-collect="*common::$2<*" --toggle-collect="*common::$2" \
    "$bin" "$1" ${3:-}
}

count_ab() { # id [half] -> instructions collected in bench/benches/attacked_by.rs's hot_loop
  ICOUNT="$1" ICOUNT_HALF=${2:+1} callgrind "ab_$1${2:-}" \
    --toggle-collect="*attacked_by::hot_loop*" "$ab"
}

record() { # id batch half-batch: a line of the listing and an entry of the JSON
  printf '%10s %10s  %s\n' "$2" "$(($2 - $3))" "$1"
  [ $first = 1 ] || echo "," >>"$tmp/json"
  first=0
  printf '  "%s": {"batch": %s, "half_batch": %s}' "$1" "$2" "$3" >>"$tmp/json"
}

echo "{" >"$tmp/json"
first=1
echo "  batch  2048 queries  id"
for id in $("$bin" --list); do
  case "$id" in *"$filter"*) ;; *) continue ;; esac
  question=${id%%/*}
  case "$question" in
    in_between) fn=between ;;
    may_move) fn=may_move ;;
    is_attacked) fn=attacks ;;
  esac
  regime=${id#*/}; regime=${regime%%/*}
  case "$regime" in
    hot | hot-rook) kernel=${fn}_hot ;;
    latency) kernel=${fn}_latency ;;
    chain-*) kernel=${fn}_${regime/-/_} ;;
  esac
  record "$id" "$(count "$id" "$kernel")" "$(count "$id" "$kernel" --half)"
done
for id in $(ICOUNT=list "$ab"); do
  case "$id" in *"$filter"*) ;; *) continue ;; esac
  record "$id" "$(count_ab "$id")" "$(count_ab "$id" half)"
done
printf '\n}\n' >>"$tmp/json"
mkdir -p "$(dirname "$out")"
if [ -z "$filter" ]; then cp "$tmp/json" "$out"; else cp "$tmp/json" "$out.partial"; echo "(filtered: wrote $out.partial)"; fi
