#!/usr/bin/env bash
# Builds the seed corpus in Fuzz/.build/seeds from every `.obs` file under Fixtures/ (golden
# inputs and error fixtures; a multi-file error fixture becomes one seed with its inputs
# joined by `//---` lines, which the harness splits again). Usage: Fuzz/make-corpus.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
seeds="${FUZZ_BUILD_DIR:-$here/.build}/seeds"
rm -rf "$seeds"
mkdir -p "$seeds"
n=0
while IFS= read -r -d '' file; do
    n=$((n + 1))
    cp "$file" "$seeds/$(printf '%04d' "$n")-$(basename "$file")"
done < <(find "$root/Fixtures" -name '*.obs' -type f -print0 | LC_ALL=C sort -z)
# Multi-file error fixtures: one joined seed per folder.
if [ -d "$root/Fixtures/Errors" ]; then
    while IFS= read -r -d '' dir; do
        n=$((n + 1))
        out="$seeds/$(printf '%04d' "$n")-$(basename "$dir").joined"
        first=1
        while IFS= read -r -d '' f; do
            [ "$first" = 1 ] || printf '\n//---\n' >>"$out"
            cat "$f" >>"$out"
            first=0
        done < <(find "$dir" -name '*.obs' -type f -print0 | LC_ALL=C sort -z)
    done < <(find "$root/Fixtures/Errors" -mindepth 1 -maxdepth 1 -type d -print0 | LC_ALL=C sort -z)
fi
echo "$n seeds in $seeds" >&2
