#!/usr/bin/env bash
# Dictionary children: per-operation cost of keyed mutations and child
# changes at 1k / 10k / 100k children, against a plain dictionary and an array of children.
# Not part of collections.sh (its harness compares five variants per case); a standalone
# probe, best of 3 runs per figure:
#
#   Benchmarks/Collections/Dictionary/run.sh        (OBSGEN=/path/obsgen to pick the binary)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
scratch="$root/Benchmarks/.scratch/dictionary"
if [[ -z ${OBSGEN:-} ]]; then
    (cd "$root" && swift build -c release --product obsgen -q)
    OBSGEN=$(cd "$root" && swift build -c release --show-bin-path)/obsgen
fi
rm -rf "$scratch" && mkdir -p "$scratch/gen"
"$OBSGEN" "$here/dictionary.obs" -o "$scratch/gen" > /dev/null
swiftc -O -wmo -parse-as-library -swift-version 6 "$scratch/gen"/*.swift "$here/main.swift" -o "$scratch/bench"
"$scratch/bench"
