#!/usr/bin/env bash
# Builds and tests an existing (non-scaffold) Tuist app on Linux, the way Tuist would build it.
#
# Usage: .ci/e2e/existing-app/build-app.sh APP_DIR WORK_DIR [VARIANT_DIR]
#
# APP_DIR is laid out like Tests/Fixtures/ExistingApp: Libraries/<M>/{Sources,Mocks,Tests} and
# Features/<F>/{Sources,Tests}, described to Tuist by Tuist/ProjectDescriptionHelpers. APP_DIR is never
# changed: it is copied to WORK_DIR/app, and WORK_DIR/Package.swift gets one SwiftPM target per Tuist
# glob, named as the Tuist helper whose `path:` is the folder names it (`name: "ChallengeCore"` for
# `path: "Libraries/Core"`; without such a helper, the folder's name, and `<F>Feature` for a feature):
#   Libraries/<M>/Sources -> <Name>        Libraries/<M>/Mocks -> <Name>Mocks (depends on <Name>)
#   Libraries/<M>/Tests   -> <Name>Tests   (depends on <Name> and <Name>Mocks)
#   Features/<F>/Sources  -> <Name>        (depends on Networking's and Core's modules; every Features/* folder)
#   Features/<F>/Tests    -> <Name>Tests   (depends on the feature, Networking(Mocks), Core(Mocks))
# VARIANT_DIR, when given, is laid over the copy (its files replace the app's at the same paths):
# how CI builds the app with another Core, say one whose protocols are explicitly @MainActor.
# Tests/Shared/Fixtures is excluded from test targets: there are no resources and no Bundle.module
# (Tuist's disableBundleAccessors); fixtures are read from disk by CoreMocks' JSONFixtureLoader.
# Settings follow the Tuist helpers: Swift 6 language mode, the two approachable-concurrency upcoming
# features (NonisolatedNonsendingByDefault, InferIsolatedConformances) everywhere, and
# `.defaultIsolation(MainActor.self)` unless the module's helper
# (Tuist/ProjectDescriptionHelpers/Modules/<Name>Module.swift) sets SWIFT_DEFAULT_ACTOR_ISOLATION to
# "nonisolated" (Networking does); a module's Mocks and Tests share its setting.
# Feature targets and their tests also depend on the SwiftData and Security stand-ins
# (.ci/stand-ins), so `#if canImport(SwiftData)` code is type-checked, as .ci/verify-project does.
# Then `swift build --build-tests -Xswiftc -warnings-as-errors` and `swift test --skip-build`; the test
# summary is printed and the exit status is non-zero on any failure. WORK_DIR/build is kept, so a
# second run is incremental.
set -euo pipefail
# shellcheck source=../app-package.sh
source "$(dirname "${BASH_SOURCE[0]}")/../app-package.sh"

usage() {
    sed -n '4p' "${BASH_SOURCE[0]}" | sed 's/^# //' >&2
    exit 64
}
fail() { printf 'build-app: error: %s\n' "$*" >&2; exit 1; }

[[ $# -eq 2 || $# -eq 3 ]] || usage
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
standins=$(cd "$here/../../stand-ins" && pwd)
app=$1
work=$2
variant=${3:-}
[[ -z $variant || -d $variant ]] || fail "$variant is not a folder"
[[ -d $app ]] || fail "$app is not a folder"
app=$(cd "$app" && pwd)
[[ -d $app/Libraries/Networking/Sources && -d $app/Libraries/Core/Sources ]] \
    || fail "$app has no Libraries/Networking/Sources and Libraries/Core/Sources"
[[ -f $standins/SwiftData/Package.swift && -f $standins/Security/Package.swift ]] \
    || fail "the SwiftData and Security stand-ins are missing under $standins"
mkdir -p "$work"
work=$(cd "$work" && pwd)
start=$SECONDS

# A faithful copy, minus build products; --delete so files removed from APP_DIR do not linger.
mkdir -p "$work/app"
if command -v rsync >/dev/null 2>&1; then
    rsync -a --delete --exclude '.build' --exclude '.swiftpm' --exclude 'Derived' "$app/" "$work/app/"
else
    find "$work/app" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
    (cd "$app" && tar --exclude .build --exclude .swiftpm --exclude Derived -cf - .) | (cd "$work/app" && tar -xf -)
fi

[[ -z $variant ]] || { cp -R "$variant/." "$work/app/"; printf '==> build-app: variant %s laid over the app\n' "$variant"; }

# The module name the Tuist helpers give the folder FOLDER (`Libraries/Core`), or DEFAULT.
module_name() {
    local folder=$1 default=$2 helper name
    for helper in "$work"/app/Tuist/ProjectDescriptionHelpers/Modules/*.swift; do
        [[ -f $helper ]] || continue
        grep -qE "path: *\"$folder\"" "$helper" || continue
        name=$(sed -nE 's/^ *name: *"([A-Za-z0-9_]+)".*/\1/p' "$helper" | head -n 1)
        [[ -n $name ]] && { echo "$name"; return; }
    done
    echo "$default"
}

# The module's isolation, as its Tuist helper says: "nonisolated" or "main-actor" (the base setting).
isolation_of() {
    local helper="$work/app/Tuist/ProjectDescriptionHelpers/Modules/$1Module.swift"
    if [[ -f $helper ]] && grep -qE '"SWIFT_DEFAULT_ACTOR_ISOLATION": *"nonisolated"' "$helper"; then
        echo nonisolated
    else
        echo main-actor
    fi
}
settings_for() {
    if [[ $(isolation_of "$1") == nonisolated ]]; then echo 'nonisolatedSettings'; else echo 'mainActorSettings'; fi
}
# `exclude: ["Shared/Fixtures"]` when the folder exists (SwiftPM rejects a missing one).
exclude_for() {
    if [[ -d $1/Shared/Fixtures ]]; then printf ', exclude: ["Shared/Fixtures"]'; fi
}
quote_list() {
    local out="" item
    for item in "$@"; do out+="\"$item\", "; done
    printf '%s' "${out%, }"
}

targets=""
add_target() { targets+="$1"$'\n'; }
stand_in_deps='.product(name: "SwiftData", package: "SwiftData"), .product(name: "Security", package: "Security")'

printf '==> build-app: %s\n' "$app"
networking_module=$(module_name Libraries/Networking Networking)
core_module=$(module_name Libraries/Core Core)
for dir in "$work"/app/Libraries/*/; do
    folder=$(basename "$dir")
    module=$(module_name "Libraries/$folder" "$folder")
    [[ -d $dir/Sources ]] || continue
    settings=$(settings_for "$folder")
    printf '    %-24s Libraries/%s (%s)\n' "$module" "$folder" "$(isolation_of "$folder")"
    add_target "        .target(name: \"$module\", path: \"app/Libraries/$folder/Sources\", swiftSettings: $settings),"
    test_deps=("$module")
    if [[ -d $dir/Mocks ]]; then
        add_target "        .target(name: \"${module}Mocks\", dependencies: [\"$module\"], path: \"app/Libraries/$folder/Mocks\", swiftSettings: $settings),"
        test_deps+=("${module}Mocks")
    fi
    if [[ -d $dir/Tests ]]; then
        add_target "        .testTarget(name: \"${module}Tests\", dependencies: [$(quote_list "${test_deps[@]}")], path: \"app/Libraries/$folder/Tests\"$(exclude_for "$dir/Tests"), swiftSettings: $settings),"
    fi
done

feature_test_deps=("$networking_module" "$core_module")
[[ -d $work/app/Libraries/Networking/Mocks ]] && feature_test_deps+=("${networking_module}Mocks")
[[ -d $work/app/Libraries/Core/Mocks ]] && feature_test_deps+=("${core_module}Mocks")
features=0
for dir in "$work"/app/Features/*/; do
    [[ -d $dir/Sources ]] || continue
    name=$(basename "$dir")
    module=$(module_name "Features/$name" "${name}Feature")
    settings=$(settings_for "$name")
    features=$((features + 1))
    printf '    %-24s Features/%s (%s)\n' "$module" "$name" "$(isolation_of "$name")"
    add_target "        .target(name: \"$module\", dependencies: [\"$networking_module\", \"$core_module\", $stand_in_deps], path: \"app/Features/$name/Sources\", swiftSettings: $settings),"
    if [[ -d $dir/Tests ]]; then
        add_target "        .testTarget(name: \"${module}Tests\", dependencies: [\"$module\", $(quote_list "${feature_test_deps[@]}"), $stand_in_deps], path: \"app/Features/$name/Tests\"$(exclude_for "$dir/Tests"), swiftSettings: $settings),"
    fi
done
(( features > 0 )) || fail "$app has no Features/<Name>/Sources"

write_app_package "$work" "ExistingApp" ".ci/e2e/existing-app/build-app.sh from $app" "$standins" "$targets"
build_and_test_app_package "$work" build-app
