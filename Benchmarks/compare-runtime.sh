#!/usr/bin/env bash
# Before/after figures for a runtime change, in one run: two obsgen binaries'
# callbacks output against seed 000's hand-written pattern, interleaved in every round.
#
#   Benchmarks/compare-runtime.sh OBSGEN_BEFORE OBSGEN_AFTER [ROUNDS]
#
# Prints Markdown tables (medians of ROUNDS, default 3): ns per assignment (Speed/ harness,
# -O -wmo), instructions per assignment (callgrind, if installed), bytes per instance, and the
# build cost of 150 models x 10 properties (`swiftc -typecheck` and `-O -wmo -emit-library`,
# CPU seconds) for obsgen before, obsgen after, and the hand-written seed-000 classes with the
# same surface (`Tools/SchemaGen.swift compile`: observeX with (new, old), removeAll, a protocol).
# Everything goes to Benchmarks/.scratch/compare-runtime.
#
#   COMPARE=locked Benchmarks/compare-runtime.sh OBSGEN_BEFORE OBSGEN_AFTER [ROUNDS]
#
# measures the `@locked` models of Speed/Variants/bench-locked.obs instead (the "obsgen-locked"
# variant), with one more case, modify0 (`modifyValue`, no observer), and the build cost of the
# same 150 models made `@locked`.
#
#   STYLE=observation ...   the observation style's output instead of the callbacks style's
#   BUILD_COST=0 ...        without the build-cost table (its two 150-model builds per side)
set -euo pipefail
BEFORE=$(realpath "$1") AFTER=$(realpath "$2") ROUNDS=${3:-3}
INPUT=bench.obs DEFINES=() BUILD_COST=${BUILD_COST:-1} STYLE=${STYLE:-callbacks}
LOCKED=0
[[ ${COMPARE:-} == locked ]] && INPUT=bench-locked.obs DEFINES=(-D OBSGEN_LOCKED) LOCKED=1
[[ $STYLE == observation ]] && DEFINES+=(-D OBSGEN_OBSERVATION)
BENCH="$(cd "$(dirname "$0")" && pwd)"
S="$BENCH/.scratch/compare-runtime"
rm -rf "$S" && mkdir -p "$S"
# Every block a jump lands on starts a 64-byte line (-align-all-nofallthru-blocks=6), in every
# variant: without it, where the linker happens to put a benchmark loop moves set0 by 0.28 ns
# (1.36 or 1.64) and set1/set4 by 1-4 ns, seed 000's as much as obsgen's
# (docs/performance.md). SPEED_ALIGN=0 builds the Speed executables without it.
ALIGN=(-Xllvm -align-all-nofallthru-blocks=6); [[ ${SPEED_ALIGN:-1} == 0 ]] && ALIGN=()
SWIFTC=(swiftc -O -wmo -parse-as-library -swift-version 6 "${ALIGN[@]}")
swiftc -O "$BENCH/Tools/Timed.swift" -o "$S/timed"
swiftc -O "$BENCH/Tools/SchemaGen.swift" -o "$S/schemagen"

# Speed executables: obsgen before and after (same harness and variant file), seed000, plain.
for side in before after; do
    exe=$BEFORE; [[ $side == after ]] && exe=$AFTER
    "$exe" --style "$STYLE" "$BENCH/Speed/Variants/$INPUT" -o "$S/gen-$side"
    "${SWIFTC[@]}" "${DEFINES[@]}" "$BENCH/Tools/HarnessBasics.swift" "$BENCH/Speed/Harness.swift" "$BENCH/Speed/Variants/Obsgen.swift" "$S/gen-$side"/*.swift -o "$S/speed-$side"
done
"${SWIFTC[@]}" "$BENCH/Tools/HarnessBasics.swift" "$BENCH/Speed/Harness.swift" "$BENCH/Speed/Variants/Seed000.swift" -o "$S/speed-seed000"
"${SWIFTC[@]}" "$BENCH/Tools/HarnessBasics.swift" "$BENCH/Speed/Harness.swift" "$BENCH/Speed/Variants/Plain.swift" -o "$S/speed-plain"
SPEED=(plain seed000 before after)

if (( BUILD_COST )); then
    "$S/schemagen" compile 150 "$S/ct" > /dev/null
    (( LOCKED )) && sed -i 's/^model /@locked\nmodel /' "$S/ct/obs/models.obs"
    "$BEFORE" --style "$STYLE" "$S/ct/obs/models.obs" -o "$S/ct/before"
    "$AFTER" --style "$STYLE" "$S/ct/obs/models.obs" -o "$S/ct/after"
fi
R="$S/results.tsv"
: > "$R"
for (( r = 1; r <= ROUNDS; r++ )); do
    echo "round $r/$ROUNDS" >&2
    for v in "${SPEED[@]}"; do
        "$S/speed-$v" speed | sed "s/^/$v\t/" >> "$R"
        for c in $("$S/speed-$v" list-memory); do "$S/speed-$v" memory "$c" | sed "s/^/$v\t/" >> "$R"; done
    done
    for v in before after seed000; do
        (( BUILD_COST )) || break
        files=("$S/ct/$v"/*.swift)
        echo -e "$v\tbuild\ttypecheck\t$("$S/timed" swiftc -typecheck -swift-version 6 -module-name Models "${files[@]}")" >> "$R"
        echo -e "$v\tbuild\twmo\t$("$S/timed" swiftc -O -wmo -swift-version 6 -parse-as-library -emit-library -module-name Models -o "$S/lib$v.so" "${files[@]}")" >> "$R"
    done
done
if command -v valgrind > /dev/null; then
    ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" run "$2" "$3" 2>&1 | awk '/Collected/ { print $NF }'; }
    for v in "${SPEED[@]}"; do
        for c in set0 set1 set4 forward modify0; do
            "$S/speed-$v" run "$c" 1 > /dev/null 2>&1 || continue
            a=$(ir "$S/speed-$v" "$c" 20000) b=$(ir "$S/speed-$v" "$c" 40000)
            echo -e "$v\tinstr\t$c\t$(( (b - a) / 20000 ))" >> "$R"
        done
    done
fi

# median V KIND CASE FIELD (fields of the harness lines: speed <case> <variant> <ns>;
# memory <case> <variant> <bytes> <malloc>; our build lines: <v> build <what> <wall> <cpu>)
median() {
    awk -F'\t' -v v="$1" -v k="$2" -v c="$3" -v f="$4" '$1 == v && $2 == k && $3 == c { print $f }' "$R" | sort -n \
        | awk '{ a[NR] = $1 } END { if (NR) print a[int((NR + 1) / 2)]; else print "—" }'
}
echo "| ns per assignment (median of $ROUNDS) | plain | seed000 | obsgen before | obsgen after | after / seed000 |"
echo "|---|---:|---:|---:|---:|---:|"
CASES=(set0 set1 set4 forward); [[ ${COMPARE:-} == locked ]] && CASES+=(modify0)
for c in "${CASES[@]}"; do
    s=$(median seed000 speed "$c" 5) a=$(median after speed "$c" 5)
    echo "| $c | $(median plain speed "$c" 5) | $s | $(median before speed "$c" 5) | $a | $(awk -v a="$a" -v s="$s" 'BEGIN { if (s + 0 > 0) printf "%.2f", a / s; else print "—" }') |"
done
if grep -q $'\tinstr\t' "$R"; then
    echo
    echo "| instructions per assignment (callgrind) | plain | seed000 | obsgen before | obsgen after |"
    echo "|---|---:|---:|---:|---:|"
    for c in "${CASES[@]}"; do
        echo "| $c | $(median plain instr "$c" 4) | $(median seed000 instr "$c" 4) | $(median before instr "$c" 4) | $(median after instr "$c" 4) |"
    done
fi
echo
echo "| bytes per instance (10 Int, no observers) | plain | seed000 | obsgen before | obsgen after |"
echo "|---|---:|---:|---:|---:|"
for c in $(awk -F'\t' '$2 == "memory" { print $3 }' "$R" | sort -u); do
    echo "| $c | $(median plain memory "$c" 5) | $(median seed000 memory "$c" 5) | $(median before memory "$c" 5) | $(median after memory "$c" 5) |"
done
(( BUILD_COST )) || exit 0
echo
echo "| build cost, 150 models x 10 properties (CPU s, median of $ROUNDS) | obsgen before | obsgen after | seed000 same surface | before / seed000 | after / seed000 |"
echo "|---|---:|---:|---:|---:|---:|"
for w in typecheck wmo; do
    b=$(median before build $w 5) a=$(median after build $w 5) s=$(median seed000 build $w 5)
    echo "| $w | $(awk -v x="$b" 'BEGIN { printf "%.2f", x / 1000 }') | $(awk -v x="$a" 'BEGIN { printf "%.2f", x / 1000 }') | $(awk -v x="$s" 'BEGIN { printf "%.2f", x / 1000 }') | $(awk -v x="$b" -v s="$s" 'BEGIN { printf "%.2f", x / s }') | $(awk -v x="$a" -v s="$s" 'BEGIN { printf "%.2f", x / s }') |"
done
