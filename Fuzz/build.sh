#!/usr/bin/env bash
# Builds the libFuzzer harness: every ObsgenCore source, the CLI's DiagnosticFormatter and
# Fuzz/FuzzEntry.swift, compiled into one module with libFuzzer and AddressSanitizer, linked
# with the embedded templates and runtime source (Sources/ObsgenEmbeddedFiles, C).
# Output: Fuzz/.build/obsgen-fuzz. Usage: Fuzz/build.sh [extra swiftc flags...]
# Debug info is line tables only: a crash or sanitizer report still names file:line, and the
# build is cheaper than with full debug info (pass -g for a debugger's view of variables).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="${FUZZ_BUILD_DIR:-$here/.build}"
mkdir -p "$out/gen"
# The formatter lives in ObsgenCLI and imports ObsgenCore; here it is part of the same module.
grep -v '^import ObsgenCore$' "$root/Sources/ObsgenCLI/DiagnosticFormatter.swift" >"$out/gen/DiagnosticFormatter.swift"
mapfile -t core < <(find "$root/Sources/ObsgenCore" -name '*.swift' | LC_ALL=C sort)
embedded="$root/Sources/ObsgenEmbeddedFiles"
clang -std=c2x -O -Werror -I "$embedded/include" -c "$embedded/EmbeddedFiles.c" -o "$out/EmbeddedFiles.o"
swiftc -sanitize=fuzzer,address -parse-as-library -O -gline-tables-only \
    -swift-version 6 -module-name ObsgenFuzz \
    -module-cache-path "$out/module-cache" \
    -I "$embedded/include" \
    "$@" \
    "${core[@]}" "$out/gen/DiagnosticFormatter.swift" "$here/FuzzEntry.swift" "$out/EmbeddedFiles.o" \
    -o "$out/obsgen-fuzz" 2>&1 | { grep -v "Cannot export local symbol" || true; }
echo "built $out/obsgen-fuzz" >&2
