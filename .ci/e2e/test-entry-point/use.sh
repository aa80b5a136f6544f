# Sourced by the scripts that build a package and run its tests (.ci/verify-project,
# .ci/e2e/app-package.sh): gives a package whose tests are all Swift Testing's an entry point of
# its own (XCTMain.swift, placed by place.py), so that its build needs no index store.
#
# own_test_entry_point PACKAGE SCRATCH: places the entry point and sets
#   TEST_BUILD_FLAGS  (--disable-index-store, and WHOLE_MODULE_FLAGS) for `swift build --build-tests`
#   TEST_RUN_FLAGS    (--enable-swift-testing) for `swift test`
# or keeps SwiftPM's own discovery, says why, and sets TEST_BUILD_FLAGS to WHOLE_MODULE_FLAGS alone
# and TEST_RUN_FLAGS to nothing.
TEST_ENTRY_POINT_HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

# One frontend per module instead of SwiftPM's debug batch mode, where each of a module's batch
# frontends parses every file of it and type-checks the declarations its own files use: about a
# fifth less CPU for a generated project's debug build (docs/performance.md, "One frontend per
# module"), with the same type checking and so the same errors and warnings. `-num-threads 1` keeps
# one object file per source file, the outputs SwiftPM's build plan expects; `-disable-batch-mode`
# answers SwiftPM's `-enable-batch-mode`, which the driver would otherwise warn it ignores. It works
# with an index store too (one unit per file, as SwiftPM's test discovery reads them).
# `-no-emit-module-separately-wmo`: the one frontend writes its module too, instead of a second
# frontend per module that type-checks every declaration again to write it early; a test module
# is imported by nothing, and a library module's dependents then start a few seconds later while
# the other core has other modules to build: 13% less CPU for a generated project's build
# (docs/performance.md, "Each module's interface written by its one frontend").
# `-disable-llvm-verify`: the frontend no longer runs LLVM's IR verifier over each module it
# emits. The verifier checks the compiler's own output (a compiler bug it would catch is a crash of
# the compile instead of wrong code, which the tests run next would meet), not the code being
# compiled: type checking, diagnostics and warnings are the same. About 15% less CPU for a generated
# project's build, whose test modules are large unoptimised functions (docs/performance.md, "The
# test apps without LLVM's IR verifier").
WHOLE_MODULE_FLAGS=(-Xswiftc -wmo -Xswiftc -disable-batch-mode -Xswiftc -num-threads -Xswiftc 1 -Xswiftc -no-emit-module-separately-wmo
	-Xswiftc -Xfrontend -Xswiftc -disable-llvm-verify)
own_test_entry_point() {
	local package=$1 scratch=$2 manifest placed
	TEST_BUILD_FLAGS=("${WHOLE_MODULE_FLAGS[@]}")
	TEST_RUN_FLAGS=()
	manifest=$(cd "$package" && swift package --scratch-path "$scratch" dump-package) || return 0
	if placed=$(python3 "$TEST_ENTRY_POINT_HERE/place.py" "$package" <<<"$manifest"); then
		TEST_BUILD_FLAGS+=(--disable-index-store)
		TEST_RUN_FLAGS=(--enable-swift-testing)
		printf '==> test entry point of its own: %s (no index store to build; one frontend per module)\n' "$placed"
	else
		printf '==> SwiftPM discovers the tests (%s); one frontend per module\n' "$placed"
	fi
}

# entry_point_ran_tests LOG: whether a run through the entry point of our own (TEST_RUN_FLAGS set)
# left Swift Testing's closing line for one test or more in LOG: an entry point that ran nothing
# must not pass. True when SwiftPM's own discovery ran the tests.
entry_point_ran_tests() {
	(( ${#TEST_RUN_FLAGS[@]} == 0 )) || grep -qE '(✔|✘) Test run with [1-9][0-9]* tests?' "$1"
}

# print_build_problems LOG ROOT: a failed build's first errors and warnings (at most 80, each once,
# ROOT/ taken off their paths), the compiler's errors without a place (`<unknown>:0:`) among them,
# then SwiftPM's own `error:` lines (at most 20), on stderr. awk, not head: head closing the pipe
# early would end a caller's script (pipefail) before it says why.
print_build_problems() {
	{
		grep -E '^(/|macro expansion |<unknown>:).*: (error|warning): ' "$1" | sed "s|$2/||" | sort -u | awk 'NR <= 80'
		grep -E '^error: ' "$1" | awk 'NR <= 20'
	} >&2 || true
}
