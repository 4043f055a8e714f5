#!/usr/bin/env bash
# The state benchmarks: what a ChangeHistory adds to an assignment (beside the plain generated
# setter and one observer), and what values(of:) costs per value delivered to a task (beside
# Observations on an @Observable class, a hand-written AsyncStream over
# withObservationTracking, and a bare AsyncStream). Benchmarks/State/Bench.swift says what
# each case does. Writes Benchmarks/.scratch/state.md (run.sh appends it to
# docs/performance.md) and prints it.
#
#   Benchmarks/state.sh              instructions per operation (valgrind's callgrind: each case
#                                    runs `ops <case> A` and `ops <case> B` untimed, and
#                                    (Ir(B) - Ir(A)) / (B - A) is the figure, so setup cancels;
#                                    the same on a loaded machine; the assignment cases only:
#                                    valgrind cannot run the stream cases' suspending tasks) and
#                                    ns per operation (wall time, best of 3 runs in each of 3
#                                    processes: indicative on a loaded machine)
#   Benchmarks/state.sh --time       ns per operation only (no valgrind needed)
#   OBSGEN=/path/obsgen              the obsgen whose output is measured (default: built here, release)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
BENCH=$ROOT/Benchmarks
SCRATCH=$BENCH/.scratch
BIN=$SCRATCH/state
CALLGRIND=1
if [[ ${1:-} == --time ]]; then CALLGRIND=0; shift; fi
log() { echo "state: $*" >&2; }

if [[ -z ${OBSGEN:-} ]]; then
    swift build -c release --product obsgen -q
    OBSGEN=$(swift build -c release --show-bin-path)/obsgen
fi
if (( CALLGRIND )) && ! command -v valgrind > /dev/null; then
    echo "state: valgrind is needed for instruction counts (or run with --time)" >&2
    exit 2
fi

log "build"
rm -rf "$BIN"
mkdir -p "$BIN/gen"
"$OBSGEN" "$BENCH/State/state.obs" -o "$BIN/gen" > /dev/null
swiftc -O -wmo -parse-as-library -swift-version 6 -module-name StateBench \
    "$BENCH/Tools/HarnessBasics.swift" "$BENCH/State/Bench.swift" "$BIN"/gen/*.swift -o "$BIN/state-bench"
EXE=$BIN/state-bench

instructions() { # <case> <count>: instructions of one untimed run
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$EXE" ops "$1" "$2" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
A=2000 B=12000
RESULTS=$BIN/results.tsv
: > "$RESULTS"
for c in $("$EXE" cases); do
    ir=-
    # The stream cases suspend a task: valgrind (3.19 here) cannot run that (it stops with "the
    # 'impossible' happened" as soon as the concurrency runtime parks a thread), so they have
    # wall time only.
    if (( CALLGRIND )) && [[ $c != *-interleaved && $c != *-buffered ]]; then
        low=$(instructions "$c" "$A")
        high=$(instructions "$c" "$B")
        ir=$(( (high - low) / (B - A) ))
    fi
    ns=$(for _ in 1 2 3; do "$EXE" time "$c"; done | sort -g | head -1)
    log "$c: $ir instructions, $ns ns"
    printf '%s\t%s\t%s\n' "$c" "$ir" "$ns" >> "$RESULTS"
done

command="Benchmarks/state.sh"
(( CALLGRIND )) || command="$command --time"
{
    echo "## State: undo history and async streams"
    echo
    echo "\`$command\`, $(date -u +%Y-%m-%d), $(uname -m), $(swiftc --version 2>&1 | head -1 | sed 's/ (.*//'),"
    echo "load average $(cut -d' ' -f1-3 /proc/loadavg). One \`Int\` member (Benchmarks/State/state.obs), \`-O -wmo\`."
    echo "Instructions per operation from callgrind ((Ir($B) − Ir($A)) / $((B - A)): independent of the load; not for the"
    echo "stream cases, whose suspending tasks valgrind cannot run);"
    echo "nanoseconds per operation are wall time, the best of 3 runs of ≥ 10 ms in each of 3 processes (indicative on a loaded machine)."
    echo "An assignment (\`set-*\`) or a value assigned and read by a task (\`*-interleaved\`: assign, then"
    echo "\`await\` the next value; \`*-buffered\`: assign them all, then read them all); see Benchmarks/State/Bench.swift."
    echo "×: instructions against the case's floor, the plain setter of its isolation or the bare \`AsyncStream\`."
    echo
    echo "| case | instructions | × | ns | what |"
    echo "|---|---:|---:|---:|---|"
    awk -F'\t' '
        BEGIN {
            what["set-plain"] = "the generated setter, nothing observing"
            what["set-observer"] = "the setter with one `observeCount` observer"
            what["set-history"] = "the setter with a `ChangeHistory` recording (each assignment a step)"
            what["set-history-limit-100"] = "the same, `limit: 100` (the oldest step dropped each time)"
            what["set-history-grouped"] = "the same, every assignment in one `group { }`"
            what["set-values-stream"] = "the setter with a `values(of:)` stream that nobody reads yet: the producer'"'"'s side"
            what["asyncstream-yield"] = "`yield` into a bare `AsyncStream` that nobody reads yet (no model): the floor of the line above"
            what["locked-set-plain"] = "a `@locked` model'"'"'s setter, nothing observing"
            what["locked-set-history"] = "a `@locked` model'"'"'s setter with a `ChangeHistory`"
            what["values-interleaved"] = "`values(of: \\.count)` of a `@MainActor` model"
            what["values-buffered"] = "the same, read after all the assignments"
            what["changes-buffered"] = "`changes` of a `@MainActor` model, read after all the assignments"
            what["observations-interleaved"] = "`Observations { screen.count }`, `@Observable` class on the main actor"
            what["tracking-stream-interleaved"] = "a hand-written `AsyncStream` over `withObservationTracking`"
            what["asyncstream-interleaved"] = "a bare `AsyncStream`: `yield`, then `await next()` (no model)"
            what["off-main-values-interleaved"] = "`values(of:)` of a model of the default isolation, in a task off the main actor"
            what["off-main-observations-interleaved"] = "`Observations` on an `@Observable` class, in a task off the main actor"
            what["off-main-asyncstream-interleaved"] = "a bare `AsyncStream`, in a task off the main actor"
        }
        { rows[++n] = $1; ir[$1] = $2; ns[$1] = $3 }
        END {
            # × its floor: the plain setter of its isolation, or the bare AsyncStream.
            for (i = 1; i <= n; i++) {
                c = rows[i]
                base = c ~ /^set-/ ? "set-plain" : c ~ /^locked-/ ? "locked-set-plain" : c ~ /^off-main-/ ? "off-main-asyncstream-interleaved" : "asyncstream-interleaved"
                ratio = (ir[base] > 0 && ir[c] != "-") ? sprintf("%.1f", ir[c] / ir[base]) : "-"
                printf "| `%s` | %s | %s | %s | %s |\n", c, ir[c], ratio, ns[c], what[c]
            }
        }' "$RESULTS"
} > "$SCRATCH/state.md"
cat "$SCRATCH/state.md"
