#!/usr/bin/env bash
# Builds and tests Fixtures/CombinePackage: the combine-style output compiled and tested on
# Linux against OpenCombine 0.14.0 (the combine style, docs/styles.md).
#
#   1. regenerates the combine matrix into Fixtures/CombinePackage/.generated/ (git-ignored)
#      with the repo's obsgen: behaviour-callbacks' and isolation-mainactor's inputs at
#      --access internal and public (the package compiles the `mainactor` cells with
#      .defaultIsolation(MainActor.self));
#   2. swift build, then swift test, with --scratch-path Fixtures/CombinePackage/.build, in the
#      release configuration at -Onone with testing enabled (below);
#   3. in one `swift test` of this package, against the OpenCombine just built, for the
#      combine style only (`swift test` checks the other styles):
#      - the compile matrix's combine cells (Tests/CompileMatrixTests, OBSGEN_MATRIX_STYLES=
#        combine): every golden input at internal, public and package access, the default
#        isolation alternating between none and MainActor as MatrixLayout.cells says (every
#        input sees both, and every access x isolation pair is compiled). The same cells as
#        `Scripts/compile-matrix.sh -s combine` with the package's module paths (add -a
#        there, or OBSGEN_MATRIX_FULL=1 here, for every cell);
#      - Tests/CompileMatrixTests/SourceLocationTests: compiler errors in .obs text reported
#        at the .obs line;
#   4. the snippets of Fixtures/CombinePackage/TypeChecks type-checked against the golden
#      combine outputs and that OpenCombine, each holding swiftc to its expected errors
#      (`assign(to: &model.$x)` must not compile): Scripts/combine-typechecks.sh.
#
# Non-interactive; exits non-zero on any failure. Extra arguments go to `swift test`.
# Environment: OBSGEN picks an obsgen binary (default: built with `swift build --product obsgen`).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
package="$root/Fixtures/CombinePackage"
cd "$root"

if [ -z "${OBSGEN:-}" ]; then
    swift build --product obsgen -q
    OBSGEN="$(swift build --show-bin-path)/obsgen"
fi

# <folder> <input> <access>; obsgen leaves unchanged files alone, so rebuilds stay incremental.
generate() {
    local dir="$package/.generated/$1"
    mkdir -p "$dir"
    "$OBSGEN" --style combine --access "$3" --prune "$2" -o "$dir"
}
generate behaviour-public-nonisolated Fixtures/Golden/behaviour-combine/models.obs public
generate behaviour-internal-mainactor Fixtures/Golden/behaviour-combine/models.obs internal
generate behaviour-public-mainactor   Fixtures/Golden/behaviour-combine/models.obs public
generate ui-public-nonisolated        Fixtures/Golden/mainactor-combine/ui.obs public
generate ui-internal-mainactor        Fixtures/Golden/mainactor-combine/ui.obs internal
generate ui-public-mainactor          Fixtures/Golden/mainactor-combine/ui.obs public

# Release configuration at -Onone with testing enabled: each module compiled in one compiler
# process (whole-module), not one per batch of files, so the golden runtime that every model
# target holds is type-checked once per target: 230 CPU-s for a clean build instead of 265 for
# the debug configuration, same tests (`@testable import` works, nothing is optimised away).
swiftpm=(--package-path "$package" --scratch-path "$package/.build" -c release -Xswiftc -Onone -Xswiftc -enable-testing)
echo "combine-package: swift build"
swift build "${swiftpm[@]}" --build-tests
echo "combine-package: swift test"
swift test "${swiftpm[@]}" --skip-build "$@"
bin="$(swift build "${swiftpm[@]}" --show-bin-path)"
flags=(-X -I -X "$bin/Modules")
combine_flags="-I $bin/Modules"
# OpenCombine's C helper module (used where Combine is missing, e.g. Linux).
helpers="$bin/COpenCombineHelpers.build/module.modulemap"
[ -f "$helpers" ] && flags+=(-X -Xcc -X "-fmodule-map-file=$helpers") && combine_flags+=" -Xcc -fmodule-map-file=$helpers"
echo "combine-package: compile matrix and compiler errors in .obs text reported at the .obs line, combine style"
log="$(mktemp "${TMPDIR:-/tmp}/obsgen-combine-tests.XXXXXX")"
trap 'rm -f "$log"' EXIT
OBSGEN_COMBINE_FLAGS="$combine_flags" OBSGEN_MATRIX_STYLES=combine OBSGEN_SOURCE_LOCATION_STYLES=combine \
    swift test --package-path "$root" --filter 'SourceLocationTests|CompileMatrixTests/testEveryGoldenInputTypeChecksInEveryCell' 2>&1 | tee "$log"
# Both tests must have run (a filter that matches nothing passes).
for test in testTheFirstErrorOfEachMistakeIsAtItsObsLine testEveryGoldenInputTypeChecksInEveryCell; do
    grep -q "$test' passed" "$log" || { echo "combine-package: $test did not run" >&2; exit 1; }
done

echo "combine-package: what the combine API must reject (Fixtures/CombinePackage/TypeChecks)"
bash "$root/Scripts/combine-typechecks.sh" "${flags[@]}"
echo "combine-package: passed"
