#!/usr/bin/env bash
# Type-checks Fixtures/CombinePackage/TypeChecks/*.swift, each in one module with the golden
# combine output its first line names (`// against: <case>`) and OpenCombine, and holds
# swiftc's errors to the snippet's markers: a line ending in `// error: <text>` must get an
# error containing <text>, and no other line may get one (see TypeChecks/README.md).
#
# Usage: Scripts/combine-typechecks.sh [-X FLAG]...   (Scripts/combine-package.sh passes the
# module flags of the OpenCombine it built, as for Scripts/compile-matrix.sh)
# Environment: SWIFT_EXEC picks the compiler (default: swiftc on PATH).
# Exits non-zero when any snippet does not meet its markers, printing swiftc's output.
set -euo pipefail

extra=()
while getopts "X:h" opt; do
    case "$opt" in
        X) extra+=("$OPTARG") ;;
        *) sed -n '2,10p' "$0"; exit 2 ;;
    esac
done

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swiftc="${SWIFT_EXEC:-$(command -v swiftc || true)}"
[ -x "$swiftc" ] || { echo "combine-typechecks: no swiftc (set SWIFT_EXEC or PATH)" >&2; exit 2; }

failed=0 count=0
for snippet in Fixtures/CombinePackage/TypeChecks/*.swift; do
    count=$((count + 1))
    against="$(sed -n '1s|^// against: *||p' "$snippet")"
    golden="Fixtures/Golden/$against/expected"
    if [ -z "$against" ] || [ ! -d "$golden" ]; then
        echo "FAIL $snippet: the first line must be '// against: <golden case>'"
        failed=$((failed + 1))
        continue
    fi
    out=$("$swiftc" -swift-version 6 -warnings-as-errors -parse-as-library -typecheck "${extra[@]}" \
        "$golden"/*.swift "$snippet" 2>&1) || true
    name="$(basename "$snippet")"
    # Lines swiftc reported an error on, in this snippet; anything reported elsewhere fails.
    errors=$(printf '%s\n' "$out" | grep -E "^[^ ]*$name:[0-9]+:[0-9]+: error: " || true)
    others=$(printf '%s\n' "$out" | grep -E ": (error|warning): " | grep -v -E "^[^ ]*$name:[0-9]+:" || true)
    problems=()
    [ -z "$others" ] || problems+=("errors outside the snippet")
    expected_lines=" "
    while IFS= read -r marked; do
        line="${marked%%:*}"
        text="${marked#*// error: }"
        expected_lines+="$line "
        printf '%s\n' "$errors" | grep -E "$name:$line:[0-9]+: error: " | grep -qF -- "$text" \
            || problems+=("line $line: no error containing \"$text\"")
    done < <(grep -n -E '// error: ' "$snippet" || true)
    while IFS= read -r reported; do
        [ -n "$reported" ] || continue
        line="$(printf '%s' "$reported" | sed -E "s|^[^ ]*$name:([0-9]+):.*|\1|")"
        [[ "$expected_lines" == *" $line "* ]] || problems+=("line $line: unexpected error")
    done <<<"$errors"
    if [ "${#problems[@]}" -eq 0 ]; then
        echo "ok   $snippet (against $against)"
    else
        failed=$((failed + 1))
        echo "FAIL $snippet (against $against):"
        printf '  %s\n' "${problems[@]}"
        printf '%s\n' "$out" | sed 's/^/    /'
    fi
done
echo "combine-typechecks: $count snippets, $failed failed"
[ "$failed" -eq 0 ]
