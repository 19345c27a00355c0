#!/bin/sh
# The port's work queue side by side with io.kubernetes:client-java-extended 22.0.0 on the four
# workloads of the JMH suite (src/jmh/java/dev/duet/workqueue):
#   W1 one thread: add, get, done over 1,024 keys
#   W2 2 producers + 2 consumers, 1,024 keys
#   W3 hot keys: 8 producers, 100,000 adds over 100 keys, 2 workers
#   W3b the same, each worker spending 2 us on a key, one run timed to completion (ms/run;
#       its ratio is still above 1 when the port is faster)
#   W4 addRateLimited + forget, default controller rate limiter
# For each round and workload it runs JMH on both queues, then (with --peer) an outside
# command on the same workload, and prints ops/s with JMH's 99.9% error and the ratios
# (above 1: the port is faster).
#
# Usage: bench/workqueue.sh [--rounds N] [--jar JAR] [--quick] [--peer NAME=COMMAND]
#   --rounds N         repeat the whole side-by-side N times (default 1): one ratio per round
#   --jar JAR          an already built benchmarks jar (default: build target/bench/benchmarks.jar)
#   --quick            one fork, short iterations: a smoke run, not a measurement
#   --peer NAME=CMD    also run "CMD W1" ... "CMD W4"; each must print one line "<ops/s> <error>"
#                      (for instance a build of upstream client-go running the same workloads)
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
rounds=1
jar=
quick=
peer_name=
peer_cmd=
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds=$2; shift 2 ;;
    --jar) jar=$2; shift 2 ;;
    --quick) quick=1; shift ;;
    --peer) peer_name=${2%%=*}; peer_cmd=${2#*=}; shift 2 ;;
    *) echo "usage: bench/workqueue.sh [--rounds N] [--jar JAR] [--quick] [--peer NAME=COMMAND]" >&2; exit 2 ;;
  esac
done
if [ -z "$jar" ]; then
  jar="$root/target/bench/benchmarks.jar"
  echo "building $jar" >&2
  (cd "$root" && mvn -B -o -q -Pbench -DskipTests package) >&2
fi
work=$(mktemp -d)
trap '[ -n "$KEEP" ] || rm -rf "$work"' EXIT

# Settings of each workload come from its class's annotations (more forks for the contended two).
jmh_opts=
peer_opts=
if [ -n "$quick" ]; then
  jmh_opts="-f 1 -wi 1 -i 2 -w 1s -r 1s"
  peer_opts="-warmup 1 -iterations 2"
fi

class_of() {
  case "$1" in
    W1) echo W1CycleBenchmark ;;
    W2) echo W2ContendedBenchmark ;;
    W3) echo W3HotKeyBenchmark ;;
    W3b) echo W3BusyWorkersBenchmark ;;
    W4) echo W4RateLimitedBenchmark ;;
  esac
}

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
results="$work/results.txt"
round=1
while [ "$round" -le "$rounds" ]; do
  for w in W1 W2 W3 W3b W4; do
    csv="$work/$w-$round.csv"
    # shellcheck disable=SC2086
    java -jar "$jar" $jmh_opts -rf csv -rff "$csv" "dev.duet.workqueue.$(class_of $w)" > "$work/$w-$round.log" 2>&1 \
      || { cat "$work/$w-$round.log" >&2; exit 1; }
    # CSV columns: Benchmark, Mode, Threads, Samples, Score, Score Error (99.9%), Unit, Param: impl
    awk -F, -v w="$w" -v r="$round" 'NR > 1 { gsub(/["\r]/, ""); print r, w, $8, $5, $6 }' "$csv" >> "$results"
    if [ -n "$peer_cmd" ]; then
      # shellcheck disable=SC2086
      line=$($peer_cmd $peer_opts "$w") || { echo "peer failed on $w" >&2; exit 1; }
      echo "$round $w $peer_name $line" >> "$results"
    fi
  done
  round=$((round + 1))
done
echo "load average after:  $(cut -d' ' -f1-3 /proc/loadavg)"

awk -v peer="$peer_name" '
  { score[$1 " " $2 " " $3] = $4; err[$1 " " $2 " " $3] = $5; rounds[$1] = 1; impls[$3] = 1 }
  function cell(k) { return (k in score) ? sprintf("%14.0f ± %-12.0f", score[k], err[k]) : sprintf("%29s", "-") }
  # W3b is a time per run: the faster queue has the smaller score, so its ratio is inverted.
  function ratio(a, b) {
    if (!(a in score && b in score && score[a] > 0 && score[b] > 0)) return "     -"
    return sprintf("%6.2f", (a ~ / W3b /) ? score[b] / score[a] : score[a] / score[b])
  }
  END {
    printf "%-5s %-4s %-29s %-29s", "round", "wl", "port ops/s ± error", "javaClient ops/s ± error"
    if (peer != "") printf " %-29s", peer " ops/s ± error"
    printf " %6s", "/java"
    if (peer != "") printf " %6s", "/" peer
    printf "\n"
    for (r = 1; r in rounds; r++) {
      n = split("W1 W2 W3 W3b W4", ws, " ")
      for (i = 1; i <= n; i++) {
        k = r " " ws[i]
        printf "%-5s %-4s %s %s", r, ws[i], cell(k " port"), cell(k " javaClient")
        if (peer != "") printf " %s", cell(k " " peer)
        printf " %s", ratio(k " port", k " javaClient")
        if (peer != "") printf " %s", ratio(k " port", k " " peer)
        printf "\n"
      }
    }
  }' "$results"
