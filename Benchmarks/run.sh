#!/usr/bin/env bash
# Runs every obsgen benchmark and writes docs/performance.md.
#
#   Benchmarks/run.sh            full run (5 rounds; N = 100, 1,000, 10,000; 300 models)
#   Benchmarks/run.sh --quick    smoke run (1 round; N = 100, 1,000; 30 models; short timings)
#   Benchmarks/run.sh --report-only   rewrite docs/performance.md from the last results (the
#                                collections section too, from .scratch/collections.tsv)
#   Benchmarks/run.sh --generator [ROUNDS [N...]]   the generator rows only (obsgen full and
#                                no-op, protoc), printed and kept in .scratch/generator.tsv;
#                                docs/performance.md is left alone (default: 5 rounds, N = 1,000)
#   OBSGEN_BASELINE=/path/to/obsgen Benchmarks/run.sh --generator ...   also times that binary
#                                (rows baseline-full, baseline-noop) in the same rounds: a
#                                before/after comparison of the generator in one run
#
# Builds what it needs: release obsgen (root package), protoc-gen-swift 1.39.0 and the
# OpenCombine benchmark (their own packages under Benchmarks/Peers, built once into
# Benchmarks/.scratch), the schema generator, the variant executables and the report tool.
# Needs `protoc` (Debian: apt-get install -y protobuf-compiler). Variants are interleaved
# inside each round; the report takes medians across rounds.
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
BENCH=$ROOT/Benchmarks
SCRATCH=$BENCH/.scratch
BIN=$SCRATCH/bin
RESULTS=$SCRATCH/results.tsv
REPORT=$ROOT/docs/performance.md

QUICK=0 GENERATOR_ONLY=0
case ${1:-} in
    --quick) QUICK=1 ;;
    --generator) GENERATOR_ONLY=1 ;;
    --report-only)
        if [[ -f $SCRATCH/collections.tsv ]]; then "$BENCH/collections.sh" --report-only > /dev/null; fi
        swiftc -O "$BENCH/Tools/Report.swift" -o "$BIN/report"
        "$BIN/report" "$RESULTS" "$REPORT" "$BENCH/ANALYSIS.md"
        for section in collections persisted state; do
            if [[ -f $SCRATCH/$section.md ]]; then printf '\n' >> "$REPORT"; cat "$SCRATCH/$section.md" >> "$REPORT"; fi
        done
        echo "rewrote $REPORT from $RESULTS" >&2
        exit 0 ;;
    "") ;;
    *) echo "usage: Benchmarks/run.sh [--quick | --report-only | --generator [ROUNDS [N...]]]" >&2; exit 2 ;;
esac
if (( GENERATOR_ONLY )); then
    ROUNDS=${2:-5}; SIZES=("${@:3}"); (( ${#SIZES[@]} )) || SIZES=(1000)
    RESULTS=$SCRATCH/generator.tsv
elif (( QUICK )); then
    ROUNDS=1; MEMORY_ROUNDS=1; COMPILE_ROUNDS=1; SIZES=(100 1000); COMPILE_MODELS=30; SPEED_FLAG=--quick
else
    ROUNDS=5; MEMORY_ROUNDS=3; COMPILE_ROUNDS=3; SIZES=(100 1000 10000); COMPILE_MODELS=300; SPEED_FLAG=
fi
# Generator outputs go to tmpfs when there is one, so the figures are the generators'
# work, not ext4's inode allocator (creating thousands of files right after deleting
# thousands is slow on ext4 whatever tool writes them). Set BENCH_OUT to override.
OUT=${BENCH_OUT:-$( [[ -d /dev/shm && -w /dev/shm ]] && echo /dev/shm/obsgen-bench || echo "$SCRATCH/out")}

log() { printf '\n== %s\n' "$*" >&2; }
# record KIND CASE VARIANT VALUE [EXTRA]: one result line.
record() { local IFS=$'\t'; echo "$*" >> "$RESULTS"; }
# timed_ms CMD...: runs CMD silently; prints "WALL<TAB>CPU" in milliseconds (two decimals),
# CPU being user + system time of CMD and its children (Tools/Timed.swift: a monotonic clock
# and wait4's resource usage; bash's `time` prints whole milliseconds, too coarse for the
# 2–10 ms runs at N = 100). Other work on a shared machine inflates wall time but hardly CPU
# time, so the report shows both.
timed_ms() { "$BIN/timed" "$@"; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

mkdir -p "$BIN" "$OUT" "$ROOT/docs"
: > "$RESULTS"
record meta load-start "$(load)"

# ---------------------------------------------------------------------------- build
log "build: obsgen (release, as make install builds it: fully static on Linux)"
make -C "$ROOT" build > "$SCRATCH/build-obsgen.log" 2>&1 || { cat "$SCRATCH/build-obsgen.log"; exit 1; }
OBSGEN=$ROOT/.build/release/obsgen

if ! command -v protoc > /dev/null; then
    if [[ $(id -u) == 0 ]] && command -v apt-get > /dev/null; then
        log "install: protobuf-compiler"
        apt-get update -qq && apt-get install -y -qq protobuf-compiler > /dev/null
    else
        echo "protoc is missing: apt-get install -y protobuf-compiler" >&2; exit 1
    fi
fi
PROTOC_GEN_SWIFT=$SCRATCH/protobuf/release/protoc-gen-swift
if [[ ! -x $PROTOC_GEN_SWIFT ]]; then
    log "build: protoc-gen-swift 1.39.0 (once; cached in .scratch/protobuf)"
    (cd "$BENCH/Peers/ProtocGenSwift" && swift build -c release --product protoc-gen-swift \
        --scratch-path "$SCRATCH/protobuf") > "$SCRATCH/build-protobuf.log" 2>&1 \
        || { cat "$SCRATCH/build-protobuf.log"; exit 1; }
fi

log "build: schema generator, report tool, timer"
swiftc -O "$BENCH/Tools/SchemaGen.swift" -o "$BIN/schemagen"
swiftc -O "$BENCH/Tools/Report.swift" -o "$BIN/report"
swiftc -O "$BENCH/Tools/Timed.swift" -o "$BIN/timed"

if (( ! GENERATOR_ONLY )); then
log "build: OpenCombine variant (release)"
(cd "$BENCH/Peers/OpenCombineBench" && swift build -c release --scratch-path "$SCRATCH/opencombine") \
    > "$SCRATCH/build-opencombine.log" 2>&1 || { cat "$SCRATCH/build-opencombine.log"; exit 1; }
OPENCOMBINE_BENCH=$SCRATCH/opencombine/release/OpenCombineBench

# obsgen's observation style counts as available when its output really holds an
# ObservationRegistrar. The output is captured first: piped into `grep -q`, obsgen would die
# of SIGPIPE when grep stops reading early, and `pipefail` would call the probe failed.
OBSERVATION_STYLE=0
observation_probe=$("$OBSGEN" --style observation "$BENCH/Speed/Variants/bench.obs" --stdout 2> /dev/null || true)
if [[ $observation_probe == *ObservationRegistrar* ]]; then
    OBSERVATION_STYLE=1
fi
record meta observation-style "$OBSERVATION_STYLE"

# Variant executables: swiftc -O -wmo, Swift 6 language mode.
# With every jump target on a 64-byte line, as compare-runtime.sh does (loop placement otherwise
# moves the figures of every variant; SPEED_ALIGN=0 turns it off).
ALIGN=(-Xllvm -align-all-nofallthru-blocks=6); [[ ${SPEED_ALIGN:-1} == 0 ]] && ALIGN=()
SWIFTC_SPEED=(swiftc -O -wmo -parse-as-library -swift-version 6 "${ALIGN[@]}")
log "build: generated-code variants"
SPEED_VARIANTS=()
for v in Plain Seed000 Observable; do
    "${SWIFTC_SPEED[@]}" "$BENCH/Tools/HarnessBasics.swift" "$BENCH/Speed/Harness.swift" "$BENCH/Speed/Variants/$v.swift" -o "$BIN/speed-$v"
    SPEED_VARIANTS+=("$BIN/speed-$v")
done
rm -rf "$SCRATCH/speed-gen"
"$OBSGEN" "$BENCH/Speed/Variants/bench.obs" -o "$SCRATCH/speed-gen/callbacks"
"${SWIFTC_SPEED[@]}" "$BENCH/Tools/HarnessBasics.swift" "$BENCH/Speed/Harness.swift" "$BENCH/Speed/Variants/Obsgen.swift" \
    "$SCRATCH"/speed-gen/callbacks/*.swift -o "$BIN/speed-Obsgen"
SPEED_VARIANTS+=("$BIN/speed-Obsgen")
"$OBSGEN" "$BENCH/Speed/Variants/bench-locked.obs" -o "$SCRATCH/speed-gen/locked"
"${SWIFTC_SPEED[@]}" -D OBSGEN_LOCKED "$BENCH/Tools/HarnessBasics.swift" "$BENCH/Speed/Harness.swift" "$BENCH/Speed/Variants/Obsgen.swift" \
    "$SCRATCH"/speed-gen/locked/*.swift -o "$BIN/speed-ObsgenLocked"
SPEED_VARIANTS+=("$BIN/speed-ObsgenLocked")
if (( OBSERVATION_STYLE )); then
    "$OBSGEN" --style observation "$BENCH/Speed/Variants/bench.obs" -o "$SCRATCH/speed-gen/observation"
    "${SWIFTC_SPEED[@]}" -D OBSGEN_OBSERVATION "$BENCH/Tools/HarnessBasics.swift" "$BENCH/Speed/Harness.swift" "$BENCH/Speed/Variants/Obsgen.swift" \
        "$SCRATCH"/speed-gen/observation/*.swift -o "$BIN/speed-ObsgenObservation"
    SPEED_VARIANTS+=("$BIN/speed-ObsgenObservation")
fi
SPEED_VARIANTS+=("$OPENCOMBINE_BENCH")

# ---------------------------------------------------------------------------- speed
for (( r = 1; r <= ROUNDS; r++ )); do
    log "generated-code speed, round $r/$ROUNDS"
    for exe in "${SPEED_VARIANTS[@]}"; do
        "$exe" speed $SPEED_FLAG >> "$RESULTS"
    done
done

# ---------------------------------------------------------------------------- instructions
# Instructions per assignment under callgrind: (Ir of 2n runs - Ir of n runs) / n, so start-up
# cancels out. Deterministic, unlike time on a shared machine. Skipped without valgrind.
if command -v valgrind > /dev/null; then
    log "instructions per assignment (callgrind)"
    INSTR_N=$(( QUICK ? 20000 : 100000 ))
    instructions() { # EXE CASE N -> Ir of the whole run
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" run "$2" "$3" 2>&1 \
            | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
    }
    for exe in "${SPEED_VARIANTS[@]}"; do
        variant=$("$exe" name)
        for c in set0 set1 set4 forward; do
            "$exe" run "$c" 1 > /dev/null 2>&1 || continue   # the variant has no such case
            a=$(instructions "$exe" "$c" "$INSTR_N"); b=$(instructions "$exe" "$c" $(( 2 * INSTR_N )))
            [[ -n $a && -n $b ]] && record instr "$c" "$variant" $(( (b - a) / INSTR_N ))
        done
    done
fi

# ---------------------------------------------------------------------------- memory
for (( r = 1; r <= MEMORY_ROUNDS; r++ )); do
    log "memory per instance, round $r/$MEMORY_ROUNDS"
    for exe in "${SPEED_VARIANTS[@]}"; do
        for c in $("$exe" list-memory); do "$exe" memory "$c" >> "$RESULTS"; done
    done
done

fi # GENERATOR_ONLY

# ---------------------------------------------------------------------------- generator
for n in "${SIZES[@]}"; do
    rm -rf "$SCRATCH/schema/$n"
    "$BIN/schemagen" throughput "$n" "$SCRATCH/schema/$n"
done
for (( r = 1; r <= ROUNDS; r++ )); do
    for n in "${SIZES[@]}"; do
        log "generator throughput, N = $n, round $r/$ROUNDS"
        schema=$SCRATCH/schema/$n
        obs_out=$OUT/obsgen-$n proto_out=$OUT/protoc-$n
        # obsgen, full run into an empty folder.
        rm -rf "$obs_out"
        record gen "$n" obsgen-full "$(timed_ms "$OBSGEN" "$schema"/obs/*.obs -o "$obs_out")"
        # obsgen again on the same inputs: it regenerates and compares every file, and may
        # rewrite none (mtimes stay). Every file in the folder is counted: it holds only the
        # generated files.
        stamp=$OUT/stamp-$n; touch "$stamp"
        record gen "$n" obsgen-noop "$(timed_ms "$OBSGEN" "$schema"/obs/*.obs -o "$obs_out")"
        record noop-rewritten "$n" obsgen "$(find "$obs_out" -newer "$stamp" ! -path "$obs_out" | wc -l)" \
            "$(find "$obs_out" -mindepth 1 | wc -l)"
        # A baseline obsgen (another build, e.g. main's), when given, in the same round.
        if [[ -n ${OBSGEN_BASELINE:-} ]]; then
            base_out=$OUT/baseline-$n
            rm -rf "$base_out"
            record gen "$n" baseline-full "$(timed_ms "$OBSGEN_BASELINE" "$schema"/obs/*.obs -o "$base_out")"
            record gen "$n" baseline-noop "$(timed_ms "$OBSGEN_BASELINE" "$schema"/obs/*.obs -o "$base_out")"
        fi
        # protoc + protoc-gen-swift into an empty folder.
        rm -rf "$proto_out"; mkdir -p "$proto_out"
        record gen "$n" protoc "$(timed_ms protoc --plugin=protoc-gen-swift="$PROTOC_GEN_SWIFT" \
            -I "$schema/proto" --swift_out="$proto_out" "$schema"/proto/*.proto)"
    done
done

if (( GENERATOR_ONLY )); then
    record meta load-end "$(load)"
    log "generator rows (medians across $ROUNDS rounds) -> $RESULTS"
    # median N VARIANT FIELD: the median of one column (4: wall, 5: CPU) of the gen rows.
    median() {
        awk -F'\t' -v n="$1" -v v="$2" -v f="$3" '$1 == "gen" && $2 == n && $3 == v { print $f }' "$RESULTS" | sort -n \
            | awk '{ a[NR] = $1 } END { if (NR) print a[int((NR + 1) / 2)]; else print "-" }'
    }
    for n in "${SIZES[@]}"; do
        for v in obsgen-full obsgen-noop ${OBSGEN_BASELINE:+baseline-full baseline-noop} protoc; do
            printf 'N = %s  %-12s wall %9s ms  CPU %9s ms\n' "$n" "$v" "$(median "$n" "$v" 4)" "$(median "$n" "$v" 5)"
        done
        awk -F'\t' -v n="$n" '$1 == "noop-rewritten" && $2 == n { if ($4 > max) max = $4; files = $5 } END { printf "N = %s  rewritten by no-op: %d of %s files\n", n, max, files }' "$RESULTS"
    done
    grep -P '^meta\tload' "$RESULTS" | cut -f2- | sed 's/^/load average (1, 5, 15 min) /'
    exit 0
fi

# ---------------------------------------------------------------------------- compile time
log "compile time: $COMPILE_MODELS models x 10 properties"
CT=$SCRATCH/compile
rm -rf "$CT"
"$BIN/schemagen" compile "$COMPILE_MODELS" "$CT"
"$OBSGEN" "$CT/obs/models.obs" -o "$CT/obsgen-callbacks"
COMPILE_VARIANTS=(obsgen-callbacks macro didset seed000)
if (( OBSERVATION_STYLE )); then
    "$OBSGEN" --style observation "$CT/obs/models.obs" -o "$CT/obsgen-observation"
    COMPILE_VARIANTS=(obsgen-observation "${COMPILE_VARIANTS[@]}")
fi
compile_files() { # the Swift files of a compile variant
    case $1 in
        macro) echo "$CT/macro/Models.swift" ;;
        didset) echo "$CT/didset/Models.swift" ;;
        seed000) echo "$CT/seed000/Models.swift" ;;
        *) echo "$CT/$1"/*.swift ;;
    esac
}
for (( r = 1; r <= COMPILE_ROUNDS; r++ )); do
    for v in "${COMPILE_VARIANTS[@]}"; do
        log "compile time, $v, round $r/$COMPILE_ROUNDS"
        # shellcheck disable=SC2046
        record compile typecheck "$v" "$(timed_ms swiftc -typecheck -swift-version 6 -module-name Models $(compile_files "$v"))"
        # shellcheck disable=SC2046
        record compile build "$v" "$(timed_ms swiftc -O -wmo -swift-version 6 -parse-as-library -emit-library \
            -module-name Models -o "$CT/lib$v.so" $(compile_files "$v"))"
    done
done

# ---------------------------------------------------------------------------- collections
# The collection benchmarks, their own rounds (3, or 1 when quick); appended to the report.
if (( ! GENERATOR_ONLY )); then
    log "collections"
    if (( QUICK )); then OBSGEN=$OBSGEN "$BENCH/collections.sh" --quick > /dev/null
    else OBSGEN=$OBSGEN "$BENCH/collections.sh" 3 > /dev/null; fi
fi

# ---------------------------------------------------------------------------- persisted
# An assignment to a @persisted property against the plain setter, its own rounds (5, or 1 when
# quick); appended to the report.
if (( ! GENERATOR_ONLY )); then
    log "persisted"
    OBSGEN=$OBSGEN "$BENCH/persisted.sh" "$( (( QUICK )) && echo 1 || echo 5)" > /dev/null
fi

# ---------------------------------------------------------------------------- state
# The undo-history and async-stream benchmarks; appended to the report (wall time only when
# valgrind is missing).
if (( ! GENERATOR_ONLY )); then
    log "state"
    if command -v valgrind > /dev/null; then OBSGEN=$OBSGEN "$BENCH/state.sh" > /dev/null
    else OBSGEN=$OBSGEN "$BENCH/state.sh" --time > /dev/null; fi
fi

# ---------------------------------------------------------------------------- report
record meta load-end "$(load)"
record meta date "$(date -u '+%Y-%m-%d %H:%M UTC')"
record meta mode "$( (( QUICK )) && echo 'quick (smoke run: 1 round, small sizes — not for publishing)' || echo full)"
record meta rounds "$ROUNDS (memory $MEMORY_ROUNDS, compile $COMPILE_ROUNDS)"
record meta nproc "$(nproc)"
record meta cpu "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
record meta memory "$(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)"
record meta kernel "$(uname -sr)"
record meta swift "$(swift --version 2>&1 | head -1)"
record meta protoc "$(protoc --version)"
record meta obsgen "$("$OBSGEN" --version 2>&1 | head -1) ($(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?'))"
record meta out "$OUT"
"$BIN/report" "$RESULTS" "$REPORT" "$BENCH/ANALYSIS.md"
for section in collections persisted state; do
    if [[ -f $SCRATCH/$section.md ]]; then printf '\n' >> "$REPORT"; cat "$SCRATCH/$section.md" >> "$REPORT"; fi
done
log "wrote $REPORT"
