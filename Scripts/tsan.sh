#!/usr/bin/env bash
# ThreadSanitizer run of the concurrency stress tests: @locked models and the
# thread-safe event bus driven from 8 threads. Fixtures/TSanPackage holds just those tests
# and the golden outputs they drive (symlinks into this package), so only they are built
# with the sanitizer:
#
#   swift test --package-path Fixtures/TSanPackage --scratch-path Fixtures/TSanPackage/.build-tsan --sanitize=thread
#
# in two configurations: debug and release (-O inlines the runtime's buffer and array code
# into the models, where the sanitizer sees it; `-enable-testing` for the tests'
# `@testable import`). The runtime has one algorithm on every platform (only the
# lock primitive differs), so these runs check what Apple platforms run too. The package also
# builds the runtime module and runs its own tests. Each configuration has its own scratch folder.
#
# CI (.ci/run) runs the release configuration only (OBSGEN_TSAN_CONFIGS=release), which
# halves the script's time. Release is the one that has found races the other missed: with
# -O a buffer that is uniquely referenced is changed in place, so an append after a round
# ordered only by reference counting races with a reader outside the lock, where the debug
# build's extra retains made it copy. Both builds instrument every memory access of the
# same code, so a race in the code as written reaches the sanitizer in either. Run both
# (the default here) after changing the runtime's concurrency or a @locked template.
#
# Fails when the tests fail OR when TSan prints any report ("WARNING: ThreadSanitizer"),
# whatever the exit code, or when a test binary is not instrumented. Extra arguments go to
# every `swift test`.
# Environment: OBSGEN_STRESS_SCALE scales the iterations (default 1);
# OBSGEN_TSAN_CONFIGS picks configurations (default "debug release").
set -uo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
log="$(mktemp "${TMPDIR:-/tmp}/obsgen-tsan.XXXXXX")"
trap 'rm -f "$log"' EXIT

# halt_on_error=0: report every race of the run, not just the first; the grep below fails it.
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=0 second_deadlock_stack=1}"
package="$root/Fixtures/TSanPackage"
failed=0
for config in ${OBSGEN_TSAN_CONFIGS:-debug release}; do
    flags=()
    case "$config" in
        debug) ;;
        release) flags=(-c release -Xswiftc -enable-testing) ;;
        *) echo "tsan.sh: unknown configuration '$config'" >&2; exit 2 ;;
    esac
    scratch="$package/.build-tsan-$config"
    echo "=== tsan.sh: $config" >&2
    swift test --package-path "$package" --scratch-path "$scratch" --sanitize=thread "${flags[@]}" "$@" 2>&1 | tee "$log"
    status=${PIPESTATUS[0]}

    reports=$(grep -c "WARNING: ThreadSanitizer" "$log")
    if [ "$status" -ne 0 ] || [ "$reports" -ne 0 ]; then
        echo "tsan.sh: $config FAILED (swift test exit $status, $reports ThreadSanitizer report(s))" >&2
        grep -A30 "WARNING: ThreadSanitizer" "$log" | head -200 >&2
        failed=1
        continue
    fi
    # A run without the sanitizer would pass vacuously: the test binary must be instrumented.
    binary="$(find "$scratch" -name '*.xctest' -type f | head -1)"
    if [ -z "$binary" ] || [ "$(nm "$binary" 2>/dev/null | grep -c '__tsan_func_entry')" -eq 0 ]; then
        echo "tsan.sh: $config FAILED: the test binary ($binary) is not instrumented by ThreadSanitizer" >&2
        failed=1
        continue
    fi
    echo "tsan.sh: $config passed, no ThreadSanitizer reports" >&2
done
if [ "$failed" -ne 0 ]; then
    echo "tsan.sh: FAILED" >&2
    exit 1
fi
echo "tsan.sh: passed, no ThreadSanitizer reports"
