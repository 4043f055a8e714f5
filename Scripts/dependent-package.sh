#!/usr/bin/env bash
# A package that depends on obsgen by version can build and run it — the usual way to pin a
# build tool: `swift run --package-path BuildTools obsgen`. obsgen's manifest declares no
# `unsafeFlags` (SwiftPM before 6.2 refuses a versioned dependency whose products use them;
# the 6.3 toolchain here accepts them, but passes them on to the dependent's build, e.g. a
# static link), and its warnings-as-errors must not apply to a dependent's build (a newer
# compiler's new warning would break it).
#
# First checks `swift package dump-package` for unsafe flags; then
# makes a git repository of this checkout's tracked files (uncommitted changes included) in a
# temporary folder, adds a commit with a deliberate warning, tags it 9.9.9, and builds a
# BuildTools package with `.package(url: "file://…", from: "9.9.9")`; then runs
# `obsgen --version` and generates a model through it.
# Usage: Scripts/dependent-package.sh   (exit 0 when the dependent builds and runs obsgen)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
command -v swift >/dev/null 2>&1 || export PATH="/opt/swift/usr/bin:$PATH"
work="$(mktemp -d "${TMPDIR:-/tmp}/obsgen-dependent.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# Captured first: piped into `grep -q`, dump-package could die of SIGPIPE and `pipefail`
# would hide the match.
description="$(swift package --package-path "$root" dump-package)"
if [[ $description == *'"unsafeFlags"'* ]]; then
    echo "dependent-package: Package.swift declares unsafeFlags" >&2
    exit 1
fi

# The checkout as a commit: HEAD plus uncommitted changes to tracked files.
snapshot="$(git -C "$root" stash create)"
snapshot="${snapshot:-$(git -C "$root" rev-parse HEAD)}"
git init -q "$work/obsgen"
git -C "$work/obsgen" fetch -q "$root" "$snapshot"
git -C "$work/obsgen" checkout -q FETCH_HEAD
# A warning in the release a dependent pins: in obsgen's own build it is an error.
printf '\n/// A deliberate warning (Scripts/dependent-package.sh).\nfunc _dependentPackageWarning() { var unused = 1 }\n' \
    >> "$work/obsgen/Sources/ObsgenCLI/EditDistance.swift"
git -C "$work/obsgen" -c user.name=check -c user.email=check@localhost commit -q -am "a deliberate warning"
git -C "$work/obsgen" tag 9.9.9

mkdir -p "$work/BuildTools"
cat > "$work/BuildTools/Package.swift" <<MANIFEST
// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "BuildTools",
    dependencies: [.package(url: "file://$work/obsgen", from: "9.9.9")],
    targets: []
)
MANIFEST

log="$work/build.log"
if ! swift run --package-path "$work/BuildTools" obsgen --version > "$work/version.txt" 2> "$log"; then
    cat "$log" >&2
    echo "dependent-package: the BuildTools package could not build or run obsgen" >&2
    exit 1
fi
expected="$(sed -n 's/.*static let current = "\(.*\)".*/obsgen \1/p' "$root"/Sources/ObsgenCore/Pipeline/*.swift | head -1)"
if [[ "$(cat "$work/version.txt")" != "$expected" ]]; then
    echo "dependent-package: obsgen --version printed '$(cat "$work/version.txt")', expected '$expected'" >&2
    exit 1
fi
printf 'model Job { done: Bool = false }\n' > "$work/job.obs"
swift run --package-path "$work/BuildTools" --skip-build obsgen "$work/job.obs" -o "$work/Generated" 2>> "$log"
if [[ "$(cd "$work/Generated" && ls -A)" != "$(printf 'ObsgenRuntime.swift\njob.swift')" ]]; then
    echo "dependent-package: unexpected output folder: $(ls -A "$work/Generated")" >&2
    exit 1
fi
echo "dependent-package: BuildTools built obsgen 9.9.9 by version (with a warning in it) and ran it: $(cat "$work/version.txt")"
