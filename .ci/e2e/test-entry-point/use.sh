# Sourced by the scripts that build a package and run its tests (.ci/verify-project,
# .ci/e2e/app-package.sh): gives a package whose tests are all Swift Testing's an entry point of
# its own (XCTMain.swift, placed by place.py), so that its build needs no index store.
#
# own_test_entry_point PACKAGE SCRATCH: places the entry point and sets
#   TEST_BUILD_FLAGS  (--disable-index-store) for `swift build --build-tests`
#   TEST_RUN_FLAGS    (--enable-swift-testing) for `swift test`
# or leaves both empty, SwiftPM's own discovery kept, and says why.
TEST_ENTRY_POINT_HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
own_test_entry_point() {
	local package=$1 scratch=$2 manifest placed
	TEST_BUILD_FLAGS=()
	TEST_RUN_FLAGS=()
	manifest=$(cd "$package" && swift package --scratch-path "$scratch" dump-package) || return 0
	if placed=$(python3 "$TEST_ENTRY_POINT_HERE/place.py" "$package" <<<"$manifest"); then
		TEST_BUILD_FLAGS=(--disable-index-store)
		TEST_RUN_FLAGS=(--enable-swift-testing)
		printf '==> test entry point of its own: %s (no index store to build)\n' "$placed"
	else
		printf '==> SwiftPM discovers the tests (%s)\n' "$placed"
	fi
}

# swift_testing_ran LOG: whether LOG has Swift Testing's closing line for a run of one test or more
# (an entry point that ran nothing must not pass).
swift_testing_ran() {
	grep -qE '(✔|✘) Test run with [1-9][0-9]* tests?' "$1"
}
