#!/usr/bin/env bash
# Builds and tests an Xcode-style app that brought scaffold's runtime in (`scaffold adopt
# --with-runtime`), on Linux, the way its Xcode project would build it.
#
# Usage: .ci/e2e/runtime-app/build-app.sh APP_DIR WORK_DIR
#
# APP_DIR is laid out like Tests/Fixtures/RuntimeApp after adoption: one app target in <App>/ and its
# XCTest target in <App>Tests/ (the folders the .xcodeproj synchronizes), scaffold's runtime in
# ScaffoldRuntime/<Module>/ and generated features in Features/<F>/{Sources,Tests}. APP_DIR is never
# changed: it is copied to WORK_DIR/app, and WORK_DIR/Package.swift gets one SwiftPM target each:
#   <App>/            -> <App>          (the app target, minus the files that import SwiftUI or UIKit,
#                                        which Linux cannot build; depends on the runtime's modules)
#   <App>Tests/       -> <App>Tests     (XCTest; depends on <App>)
#   ScaffoldRuntime/<M>/ -> <M>         (<M>Mocks depends on <M>)
#   Features/<F>/Sources -> <F>Feature, Features/<F>/Tests -> <F>FeatureTests (Swift Testing, fixtures
#                                        as resources: Bundle.module)
# Settings follow the app target's build settings in the .xcodeproj: Swift 6, approachable concurrency
# (NonisolatedNonsendingByDefault, InferIsolatedConformances) everywhere; each of the app's targets
# gets its own SWIFT_DEFAULT_ACTOR_ISOLATION (MainActor for the app, nonisolated for its tests), and
# the runtime and features the app target's, as a team that copies the app's settings into new
# framework targets gets.
# Feature targets also depend on the SwiftData and Security stand-ins (.ci/stand-ins).
# Then `swift build --build-tests -Xswiftc -warnings-as-errors` and `swift test --skip-build`.
set -euo pipefail
# shellcheck source=../app-package.sh
source "$(dirname "${BASH_SOURCE[0]}")/../app-package.sh"

usage() {
    sed -n '4p' "${BASH_SOURCE[0]}" | sed 's/^# //' >&2
    exit 64
}
fail() { printf 'build-runtime-app: error: %s\n' "$*" >&2; exit 1; }

[[ $# -eq 2 ]] || usage
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
standins=$(cd "$here/../../stand-ins" && pwd)
app=$(cd "$1" && pwd)
mkdir -p "$2"
work=$(cd "$2" && pwd)
start=$SECONDS
project=$(cd "$app" && ls -d *.xcodeproj 2>/dev/null | head -n 1)
[[ -n $project ]] || fail "$app has no .xcodeproj"
name=${project%.xcodeproj}
[[ -d $app/$name && -d $app/ScaffoldRuntime ]] || fail "$app has no $name/ app folder or no ScaffoldRuntime/"

# A faithful copy, minus build products; emptied first so files removed from APP_DIR do not linger.
mkdir -p "$work/app"
find "$work/app" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
(cd "$app" && tar --exclude .build --exclude .swiftpm -cf - .) | (cd "$work/app" && tar -xf -)

# An iOS app's files use URLRequest and URLSession from Foundation; on Linux those live in
# FoundationNetworking. One file added to the copy's app target (never to APP_DIR) re-exports it,
# as the stand-ins stand in for SwiftData and Security: the app's own files stay as written.
cat >"$work/app/$name/LinuxFoundationNetworking.swift" <<'SWIFT'
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
SWIFT

# Each target's default isolation, as its build configurations in the .xcodeproj say: the
# configurations of the test target are those with a TEST_HOST. Without the setting, nonisolated.
isolation_of() { # app|tests
    awk -v want="$1" '
        /isa = XCBuildConfiguration;/ { inside = 1; tests = 0; main = 0 }
        inside && /TEST_HOST/ { tests = 1 }
        inside && /SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;/ { main = 1 }
        inside && /name = (Debug|Release);/ {
            inside = 0
            if (((want == "tests") == tests) && main) found = 1
        }
        END { print (found ? "main-actor" : "nonisolated") }
    ' "$app/$project/project.pbxproj"
}
settings_of() { if [[ $1 == main-actor ]]; then echo mainActorSettings; else echo nonisolatedSettings; fi; }
isolation=$(isolation_of app)
settings=$(settings_of "$isolation")
test_isolation=$(isolation_of tests)
test_settings=$(settings_of "$test_isolation")

quote_list() {
    local out="" item
    for item in "$@"; do out+="\"$item\", "; done
    printf '%s' "${out%, }"
}
targets=""
add_target() { targets+="$1"$'\n'; }
stand_in_deps='.product(name: "SwiftData", package: "SwiftData"), .product(name: "Security", package: "Security")'

printf '==> build-runtime-app: %s (app and new targets %s by default, its tests %s)\n' "$app" "$isolation" "$test_isolation"
runtime=()
for dir in "$work"/app/ScaffoldRuntime/*/; do
    module=$(basename "$dir")
    runtime+=("$module")
    deps=""
    [[ $module == *Mocks ]] && deps="dependencies: [\"${module%Mocks}\"], "
    add_target "        .target(name: \"$module\", ${deps}path: \"app/ScaffoldRuntime/$module\", swiftSettings: $settings),"
done
libraries=()
for module in "${runtime[@]}"; do [[ $module == *Mocks ]] || libraries+=("$module"); done

# The app target without what only Apple platforms build (SwiftUI, UIKit).
excluded=()
while IFS= read -r file; do excluded+=("${file#"$work/app/$name/"}"); done < <(grep -rlE '^import (SwiftUI|UIKit)' "$work/app/$name" --include='*.swift' | sort)
printf '    %-24s %s (leaving out %s)\n' "$name" "$name/" "${excluded[*]:-nothing}"
add_target "        .target(name: \"$name\", dependencies: [$(quote_list "${libraries[@]}")], path: \"app/$name\", exclude: [$(quote_list "${excluded[@]}")], swiftSettings: $settings),"
if [[ -d $work/app/${name}Tests ]]; then
    add_target "        .testTarget(name: \"${name}Tests\", dependencies: [\"$name\"], path: \"app/${name}Tests\", swiftSettings: $test_settings),"
fi
features=0
for dir in "$work"/app/Features/*/; do
    [[ -d $dir/Sources ]] || continue
    feature=$(basename "$dir")
    features=$((features + 1))
    printf '    %-24s Features/%s\n' "${feature}Feature" "$feature"
    add_target "        .target(name: \"${feature}Feature\", dependencies: [$(quote_list "${libraries[@]}"), $stand_in_deps], path: \"app/Features/$feature/Sources\", swiftSettings: $settings),"
    add_target "        .testTarget(name: \"${feature}FeatureTests\", dependencies: [\"${feature}Feature\", $(quote_list "${runtime[@]}"), $stand_in_deps], path: \"app/Features/$feature/Tests\", resources: [.process(\"Shared/Fixtures\")], swiftSettings: $settings),"
done
(( features > 0 )) || fail "$app has no Features/<Name>/Sources"

write_app_package "$work" "$name" ".ci/e2e/runtime-app/build-app.sh from $app" "$standins" "$targets"
build_and_test_app_package "$work" build-runtime-app
