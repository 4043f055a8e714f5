#!/usr/bin/env bash
# Instructions per assignment that recomputes a derived value, for two obsgen binaries
# (before / after a change of how "did it change" is decided), callgrind, one run:
#
#   Benchmarks/derived-compare.sh OBSGEN_BEFORE OBSGEN_AFTER [STYLE]
#
# Cases (Derived/derived.obs, Derived/derived-list.obs, Derived/Harness.swift with
# Tools/HarnessBasics.swift), one observer of the derived value each: gauge (an Int derived
# from an Int), locked (the same in a @locked model), pair (a derived (Int, Int)), shelf (a
# derived [Bin] filtered from 8 children, after a child's change; "—" for a binary whose
# output cannot compile it). Not run by run.sh, nor by the tests.
# (Ir(40,000) − Ir(20,000)) / 20,000, -O -wmo; STYLE is callbacks (default) or observation.
# Scratch: .scratch/derived.
set -euo pipefail
BEFORE=$(realpath "$1") AFTER=$(realpath "$2") STYLE=${3:-callbacks}
BENCH="$(cd "$(dirname "$0")" && pwd)"
S="$BENCH/.scratch/derived"
rm -rf "$S" && mkdir -p "$S"
# Each side with the list of children if its output compiles, else without it (-D NO_LIST).
for side in before after; do
    exe=$BEFORE; [[ $side == after ]] && exe=$AFTER
    "$exe" --style "$STYLE" "$BENCH/Derived/derived.obs" "$BENCH/Derived/derived-list.obs" -o "$S/gen-$side"
    "$exe" --style "$STYLE" "$BENCH/Derived/derived.obs" -o "$S/gen-$side-nolist"
    swiftc -O -wmo -parse-as-library -swift-version 6 "$BENCH/Derived/Harness.swift" "$BENCH/Tools/HarnessBasics.swift" "$S/gen-$side"/*.swift \
        -o "$S/bench-$side" > "$S/build-$side.log" 2>&1 && touch "$S/list-$side" || {
        echo "obsgen $side: the list of children does not compile (see $S/build-$side.log)" >&2
        swiftc -O -wmo -parse-as-library -swift-version 6 -D NO_LIST "$BENCH/Derived/Harness.swift" "$BENCH/Tools/HarnessBasics.swift" "$S/gen-$side-nolist"/*.swift -o "$S/bench-$side"
    }
done
ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" run "$2" "$3" 2>&1 | awk '/Collected/ { print $NF }'; }
echo "| instructions per assignment ($STYLE) | before | after |"
echo "|---|---:|---:|"
for c in gauge locked pair shelf; do
    row="| $c"
    for side in before after; do
        exe="$S/bench-$side"
        if [[ $c != shelf || -e $S/list-$side ]]; then a=$(ir "$exe" "$c" 20000) b=$(ir "$exe" "$c" 40000); row+=" | $(( (b - a) / 20000 ))"; else row+=" | —"; fi
    done
    echo "$row |"
done
