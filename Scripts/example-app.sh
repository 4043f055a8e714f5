#!/usr/bin/env bash
# End-to-end check of the plugin-free SwiftPM integration, as a user runs it:
#   1. build obsgen;
#   2. run the example app's pre-build script (Fixtures/ExampleApp/Scripts/generate.sh);
#   3. build the app and run it; its output must equal Fixtures/ExampleApp/expected-output.txt;
#   4. `obsgen --check` must find the committed Generated/ folder up to date, and must exit 1
#      once a generated file is touched (in a temporary copy).
# Works from any directory. Called by .ci/run; `make example` runs it too.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
app="$root/Fixtures/ExampleApp"
generated="$app/Sources/DownloadManager/Generated"
step() { printf '\n=== example-app: %s\n' "$*" >&2; }

step "build obsgen"
swift build --package-path "$root" --product obsgen >&2
obsgen="$(swift build --package-path "$root" --show-bin-path)/obsgen"
"$obsgen" --version >&2

step "generate (Fixtures/ExampleApp/Scripts/generate.sh)"
OBSGEN="$obsgen" "$app/Scripts/generate.sh" --verbose

step "Generated/ is what is committed"
# The example commits Generated/, as users may: after a change to Templates/ or to the
# generator, regenerate it (Fixtures/ExampleApp/Scripts/generate.sh) and commit it.
# OBSGEN_EXAMPLE_ALLOW_DIRTY=1 turns this check into a warning while you work.
if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1 \
    && [[ -n "$(git -C "$root" ls-files -- "$generated")" ]]; then
    stale="$(git -C "$root" diff --name-only -- "$generated")$(git -C "$root" ls-files --others --exclude-standard -- "$generated")"
    if [[ -n "$stale" ]]; then
        echo "example-app: regenerating changed files that git does not have (commit them):" >&2
        echo "$stale" >&2
        [[ "${OBSGEN_EXAMPLE_ALLOW_DIRTY:-}" == 1 ]] || exit 1
        echo "(OBSGEN_EXAMPLE_ALLOW_DIRTY=1: continuing)" >&2
    else
        echo "up to date" >&2
    fi
else
    echo "(not a git checkout with a committed Generated/: skipped)" >&2
fi

step "build the app"
swift build --package-path "$app" >&2
bin="$(swift build --package-path "$app" --show-bin-path)"

step "run the app and compare with expected-output.txt"
actual="$(mktemp)"
scratch="$(mktemp -d)"
trap 'rm -rf "$actual" "$scratch"' EXIT
"$bin/DownloadManager" >"$actual"
if ! diff -u "$app/expected-output.txt" "$actual" >&2; then
    echo "example-app: the app's output differs from Fixtures/ExampleApp/expected-output.txt" >&2
    exit 1
fi
cat "$actual"

step "a second generation changes nothing (--check)"
OBSGEN="$obsgen" "$app/Scripts/generate.sh" --check

step "--check exits 1 once a generated file is touched (temporary copy)"
# Run in the copy's root with relative paths, as generate.sh does in the app's: the
# #sourceLocation directives name the .obs files relative to where obsgen runs.
cp -R "$app/Models" "$scratch/Models"
mkdir -p "$scratch/Generated"
cp "$generated"/*.swift "$scratch/Generated/"
(cd "$scratch" && "$obsgen" Models/*.obs -o Generated --prune --check)
printf '// edited by hand\n' >>"$scratch/Generated/models.swift"
set +e
(cd "$scratch" && "$obsgen" Models/*.obs -o Generated --prune --check) 2>"$scratch/check.err"
status=$?
set -e
if [[ $status -ne 1 ]]; then
    echo "example-app: --check exited $status after a generated file was edited (expected 1)" >&2
    cat "$scratch/check.err" >&2
    exit 1
fi
grep -q "models.swift" "$scratch/check.err" || {
    echo "example-app: --check did not name models.swift:" >&2
    cat "$scratch/check.err" >&2
    exit 1
}
echo "--check after an edit: exit 1, $(head -n 1 "$scratch/check.err")" >&2

step "--check exits 1 when a generated file is missing"
rm "$scratch/Generated/ObsgenRuntime.swift"
if (cd "$scratch" && "$obsgen" Models/*.obs -o Generated --prune --check) 2>/dev/null; then
    echo "example-app: --check exited 0 with ObsgenRuntime.swift missing" >&2
    exit 1
fi

step "ok"
