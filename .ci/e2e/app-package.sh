# Sourced by the test apps' build scripts (.ci/e2e/existing-app/build-app.sh,
# .ci/e2e/runtime-app/build-app.sh): writes the SwiftPM package that stands in for an app's own
# project, then builds it with warnings as errors and runs every test. The caller defines `fail`
# and `start` and passes what differs: the package's name, its targets, the script's name.

# shellcheck source=test-entry-point/use.sh
source "$(dirname "${BASH_SOURCE[0]}")/test-entry-point/use.sh"

# write_app_package WORK NAME SCRIPT STANDINS TARGETS: WORK/Package.swift with the two isolation
# settings the targets use (mainActorSettings, nonisolatedSettings, both with approachable
# concurrency), the SwiftData and Security stand-ins, Swift 6 language mode.
write_app_package() {
    local work=$1 name=$2 script=$3 standins=$4 targets=$5
    cat >"$work/Package.swift" <<SWIFT
// swift-tools-version: 6.2
// Written by $script: do not edit.
import PackageDescription

let approachableConcurrency: [SwiftSetting] = [
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]
let mainActorSettings: [SwiftSetting] = [.defaultIsolation(MainActor.self)] + approachableConcurrency
let nonisolatedSettings: [SwiftSetting] = approachableConcurrency

let package = Package(
    name: "$name",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(path: "$standins/SwiftData"),
        .package(path: "$standins/Security"),
    ],
    targets: [
$targets    ],
    swiftLanguageModes: [.v6]
)
SWIFT
}

# build_and_test_app_package WORK LABEL: `swift build --build-tests` with warnings as errors, then
# `swift test`; the first problems are printed and `fail` is called with LABEL's words. WORK/build
# is kept, so a second run is incremental.
build_and_test_app_package() {
    local work=$1 label=$2 status
    cd "$work"
    # An app whose tests are all Swift Testing's gets an entry point of its own, as in
    # .ci/verify-project: no index store to build. One with XCTest cases keeps SwiftPM's discovery.
    own_test_entry_point "$work" "$work/build"
    printf '==> swift build --build-tests -Xswiftc -warnings-as-errors\n'
    # Without debug information, as .ci/verify-project builds: nothing here is debugged.
    if swift build --build-tests ${TEST_BUILD_FLAGS[@]+"${TEST_BUILD_FLAGS[@]}"} -Xswiftc -warnings-as-errors -Xswiftc -gnone --scratch-path "$work/build" >"$work/build.log" 2>&1; then
        grep -E '^Build complete' "$work/build.log" || true
    else
        print_build_problems "$work/build.log" "$work/app"
        fail "the app does not build (full log: $work/build.log)"
    fi

    printf '==> swift test\n'
    set +e
    swift test --skip-build ${TEST_RUN_FLAGS[@]+"${TEST_RUN_FLAGS[@]}"} --scratch-path "$work/build" >"$work/test.log" 2>&1
    status=$?
    set -e
    if (( status != 0 )); then
        # `|| true`: head closing the pipe early must not end the script before it says why.
        grep -E '✘|error|failed' "$work/test.log" | head -40 >&2 || true
        fail "tests failed (exit $status; full log: $work/test.log)"
    fi
    if ! entry_point_ran_tests "$work/test.log"; then
        fail "no Swift Testing test ran from the test entry point (full log: $work/test.log)"
    fi
    grep -E 'Test run with [0-9]+ tests' "$work/test.log" | tail -n 1 || true
    grep -E 'Executed [0-9]+ tests' "$work/test.log" | tail -n 1 || true
    printf '%s: passed in %ss\n' "$label" "$((SECONDS - start))"
}
