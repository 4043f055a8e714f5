#!/usr/bin/env bash
# The cost of an assignment to a `@persisted` property (docs/state.md), against the plain
# generated setter: a Double property of a callbacks-style model, plain, persisted in an
# InMemoryPersistenceStore and in a UserDefaults suite; each with no observer, one observer
# (plain, memory), and a second instance of the key that takes the change (-shared); and a
# @locked model's, plain and persisted in memory (saved after the lock, in order).
# Writes Benchmarks/.scratch/persisted.md (run.sh appends it to docs/performance.md) and prints it.
#
#   Benchmarks/persisted.sh [ROUNDS]      ns per assignment: the median of ROUNDS (default 5)
#                                         rounds, cases interleaved, each the best of 3 runs
#                                         calibrated to >= 20 ms
#   Benchmarks/persisted.sh --callgrind   instructions per assignment instead (valgrind:
#                                         (Ir(2n) - Ir(n)) / n with n = 20,000; independent of load)
#   OBSGEN=/path/obsgen                   the obsgen to measure (default: built here, release)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
BENCH=$ROOT/Benchmarks
BIN=$BENCH/.scratch/persisted
mkdir -p "$BIN"
CALLGRIND=0
if [[ ${1:-} == --callgrind ]]; then CALLGRIND=1; shift; fi
ROUNDS=${1:-5}
log() { echo "persisted: $*" >&2; }

if [[ -z ${OBSGEN:-} ]]; then
    swift build -c release --product obsgen -q
    OBSGEN=$(swift build -c release --show-bin-path)/obsgen
fi
log "build"
rm -rf "$BIN/gen"
"$OBSGEN" "$BENCH/Persisted/persisted.obs" -o "$BIN/gen"
swiftc -O -wmo -parse-as-library -swift-version 6 "$BENCH/Tools/HarnessBasics.swift" "$BENCH/Persisted/Harness.swift" \
    "$BIN/gen"/*.swift -o "$BIN/bench"
mapfile -t CASES < <("$BIN/bench" cases)

OUT=$BENCH/.scratch/persisted.md
if (( CALLGRIND )); then
    command -v valgrind > /dev/null || { log "--callgrind needs valgrind"; exit 2; }
    instructions() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$BIN/bench" run "$1" "$2" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'; }
    N=20000
    {
        echo "## Persisted properties: instructions per assignment"
        echo
        echo "\`Benchmarks/persisted.sh --callgrind\`, $(date -u '+%Y-%m-%d %H:%M UTC'): valgrind's callgrind, (Ir(2n) − Ir(n)) / n, n = $N; a Double property of a callbacks-style model (\`locked-*\`: of a \`@locked\` model)."
        echo
        echo "| case | instructions | × plain |"
        echo "|---|---:|---:|"
        plain=""
        for c in "${CASES[@]}"; do
            low=$(instructions "$c" "$N"); high=$(instructions "$c" $((2 * N)))
            per=$(( (high - low) / N ))
            [[ -z $plain ]] && plain=$per
            echo "| $c | $per | $(awk -v a="$per" -v b="$plain" 'BEGIN { printf "%.1f", a / b }') |"
        done
    } > "$OUT"
else
    declare -A samples
    for ((round = 1; round <= ROUNDS; round++)); do
        log "round $round/$ROUNDS"
        for c in "${CASES[@]}"; do samples[$c]+="$("$BIN/bench" time "$c") "; done
    done
    median() { tr ' ' '\n' <<< "$1" | sed '/^$/d' | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
    {
        echo "## Persisted properties: ns per assignment"
        echo
        echo "\`Benchmarks/persisted.sh $ROUNDS\`, $(date -u '+%Y-%m-%d %H:%M UTC'): median of $ROUNDS rounds, cases interleaved; a Double property of a callbacks-style model (\`locked-*\`: of a \`@locked\` model), \`-O -wmo\`. Wall time: on a loaded machine compare within one run only."
        echo
        echo "| case | what | ns | × plain |"
        echo "|---|---|---:|---:|"
        plain=$(median "${samples[plain]}")
        for c in "${CASES[@]}"; do
            case $c in
                plain) what="the plain generated setter, no observer" ;;
                plain-observed) what="the plain setter, one observer" ;;
                memory) what="@persisted, InMemoryPersistenceStore, no observer" ;;
                memory-observed) what="@persisted, in memory, one observer" ;;
                memory-shared) what="@persisted, in memory, a second instance of the key takes the change (its observer runs)" ;;
                userdefaults) what="@persisted, UserDefaults suite, no observer" ;;
                userdefaults-shared) what="@persisted, UserDefaults suite, a second instance takes the change" ;;
                locked-plain) what="a @locked model's plain setter, no observer" ;;
                locked-memory) what="@persisted in a @locked model, in memory (saved after the lock, in order)" ;;
                *) what="" ;;
            esac
            m=$(median "${samples[$c]}")
            echo "| $c | $what | $m | $(awk -v a="$m" -v b="$plain" 'BEGIN { printf "%.1f", a / b }') |"
        done
    } > "$OUT"
fi
cat "$OUT"
