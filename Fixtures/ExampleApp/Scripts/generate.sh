#!/usr/bin/env bash
# Pre-build step of the example app: Models/*.obs -> Sources/DownloadManager/Generated/.
# Run it before `swift build` (a SwiftPM package cannot run it by itself without a plugin).
#
#   Scripts/generate.sh            regenerate (files whose content is unchanged are not touched)
#   Scripts/generate.sh --check    write nothing; exit 1 if Generated/ is not up to date
#
# OBSGEN: the obsgen executable to use. Default: build obsgen from the repository that holds
# this example (`swift build` at its root) and use its debug binary.
set -euo pipefail

app="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if [[ -z "${OBSGEN:-}" ]]; then
    repo="$(cd "$app/../.." && pwd)"
    swift build --package-path "$repo" --product obsgen >&2
    OBSGEN="$(swift build --package-path "$repo" --show-bin-path)/obsgen"
fi

# Every .obs file of Models/, in name order; --prune removes generated files whose
# .obs was deleted (it never deletes a file without the obsgen header). obsgen runs in the
# package's root, where SwiftPM runs the compiler: the generated #sourceLocation directives
# name the .obs files relative to it (Models/downloads.obs), so compiler errors in text
# written in a .obs file point there.
[[ "$OBSGEN" == /* || "$OBSGEN" != */* ]] || OBSGEN="$PWD/$OBSGEN"
cd "$app"
shopt -s nullglob
inputs=(Models/*.obs)
if (( ${#inputs[@]} == 0 )); then
    echo "generate.sh: no .obs file in $app/Models" >&2
    exit 1
fi

exec "$OBSGEN" "${inputs[@]}" -o Sources/DownloadManager/Generated --prune "$@"
