#!/usr/bin/env bash
# Fuzzes obsgen's front end (lexer, parser, checks, context, templates — the whole
# Generator.generate in memory) with libFuzzer and AddressSanitizer.
#
#   Scripts/fuzz.sh [seconds] [runs] [extra libFuzzer flags...]
#
# seconds: wall-clock limit (default 600; 0 = no limit); runs: executions (default -1 =
# unlimited). Builds Fuzz/.build/obsgen-fuzz when a source is newer, rebuilds the seed
# corpus from Fixtures/**/*.obs, keeps the growing corpus in Fuzz/.build/corpus and writes
# any crash, hang (-timeout=2) or leak to Fuzz/.build/artifacts/. Exits non-zero on a finding.
# Reproduce a finding: Fuzz/.build/obsgen-fuzz Fuzz/.build/artifacts/crash-<sha>
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-600}"
runs="${2:--1}"
shift $(( $# > 2 ? 2 : $# ))
fuzz="$root/Fuzz"
build="${FUZZ_BUILD_DIR:-$fuzz/.build}"  # where build.sh puts the binary and seeds
binary="$build/obsgen-fuzz"
if [ ! -x "$binary" ] || [ -n "$(find "$root/Sources/ObsgenCore" "$root/Sources/ObsgenEmbeddedFiles" "$root/Sources/ObsgenRuntime" "$root/Templates" "$root/Sources/ObsgenCLI/DiagnosticFormatter.swift" "$fuzz/FuzzEntry.swift" "$fuzz/build.sh" -newer "$binary" -print -quit)" ]; then
    "$fuzz/build.sh"
fi
"$fuzz/make-corpus.sh"
mkdir -p "$build/corpus" "$build/artifacts"
exec "$binary" \
    -dict="$fuzz/obs.dict" \
    -timeout=2 \
    -rss_limit_mb=2048 \
    -max_len=2048 \
    -max_total_time="$seconds" \
    -runs="$runs" \
    -print_final_stats=1 \
    -artifact_prefix="$build/artifacts/" \
    "$@" \
    "$build/corpus" "$build/seeds"
