#!/usr/bin/env bash
# A short deterministic fuzz run for CI (called by .ci/run): builds the libFuzzer harness
# (Fuzz/build.sh, ~35-45 s on 2 cores), then runs it once with a fixed seed over the seed corpus
# from Fixtures/ for a fixed number of executions (~30 s), in a fresh corpus folder so
# that every run does the same work. Exits non-zero on any crash, hang (-timeout=2), leak
# or sanitizer report; the failing input is left in Fuzz/.build/ci-artifacts/.
#
#   .ci/fuzz-short.sh [runs]        (default 40000)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-40000}"
fuzz="$root/Fuzz"
build="${FUZZ_BUILD_DIR:-$fuzz/.build}"  # where build.sh puts the binary and seeds
binary="$build/obsgen-fuzz"
if [ ! -x "$binary" ] || [ -n "$(find "$root/Sources/ObsgenCore" "$root/Sources/ObsgenEmbeddedFiles" "$root/Sources/ObsgenRuntime" "$root/Templates" "$root/Sources/ObsgenCLI/DiagnosticFormatter.swift" "$fuzz/FuzzEntry.swift" "$fuzz/build.sh" -newer "$binary" -print -quit)" ]; then
    "$fuzz/build.sh"
fi
"$fuzz/make-corpus.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
artifacts="$build/ci-artifacts"
rm -rf "$artifacts"
mkdir -p "$artifacts"
status=0
"$binary" \
    -seed=1 \
    -runs="$runs" \
    -dict="$fuzz/obs.dict" \
    -timeout=2 \
    -rss_limit_mb=2048 \
    -max_len=2048 \
    -print_final_stats=1 \
    -artifact_prefix="$artifacts/" \
    "$work" "$build/seeds" >"$work/log" 2>&1 || status=$?
grep -E '^(#[0-9]+ +DONE|Done [0-9]+ runs|stat::number_of_executed_units)' "$work/log" || true
if [ "$status" -ne 0 ] || [ -n "$(ls -A "$artifacts")" ]; then
    tail -60 "$work/log"
    echo "fuzz-short: FAILED (status $status); inputs in $artifacts" >&2
    echo "reproduce: $binary $artifacts/<file>" >&2
    exit 1
fi
echo "fuzz-short: ok ($runs runs, seed 1, no finding)"
