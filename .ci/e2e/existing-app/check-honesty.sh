#!/usr/bin/env bash
# Proves that the differences planted in Tests/Fixtures/ExistingApp are real, by compiling small probe
# files into the work copy left by build-app.sh (one at a time, then removed).
#
# Usage: .ci/e2e/existing-app/check-honesty.sh WORK_DIR
#
# WORK_DIR must hold a successful run of build-app.sh (the copy in WORK_DIR/app and its build folder);
# each probe is an incremental build of one target. A "fails" probe must not compile and its error must
# match the expected text; an "ok" probe must compile (so the probes are not failing for another
# reason). Exits non-zero when any probe does not behave.
set -euo pipefail

[[ $# -eq 1 ]] || { sed -n '5p' "${BASH_SOURCE[0]}" | sed 's/^# //' >&2; exit 64; }
work=$(cd "$1" && pwd)
[[ -f $work/Package.swift && -d $work/app/Features/Home && -d $work/build ]] \
    || { echo "check-honesty: error: $work holds no build-app.sh run of the ExistingApp fixture" >&2; exit 1; }
cd "$work"

failures=0
probe_file=""
cleanup() { [[ -z $probe_file ]] || rm -f "$probe_file"; }
trap cleanup EXIT

# probe NAME ok|fails TARGET EXPECTED-ERROR-REGEX  (the probe's Swift source on stdin)
probe() {
    local name=$1 expectation=$2 target=$3 expected=$4 dir output status
    case "$target" in
        RickAndMortyHome) dir=app/Features/Home/Sources ;;
        RickAndMortyHomeTests) dir=app/Features/Home/Tests/Unit ;;
        *) echo "check-honesty: unknown target $target" >&2; exit 1 ;;
    esac
    probe_file="$dir/HonestyProbe.swift"
    cat >"$probe_file"
    set +e
    output=$(swift build --target "$target" -Xswiftc -warnings-as-errors --scratch-path "$work/build" 2>&1)
    status=$?
    set -e
    rm -f "$probe_file"
    probe_file=""
    if [[ $expectation == ok ]]; then
        if (( status == 0 )); then
            printf '  ok    %s\n' "$name"
        else
            printf '  FAIL  %s: should compile, but:\n' "$name"
            grep -E 'error:' <<<"$output" | sort -u | head -5 | sed 's/^/        /'
            failures=$((failures + 1))
        fi
    elif (( status != 0 )) && grep -qE "HonestyProbe.swift:[0-9]+:[0-9]+: error: .*$expected" <<<"$output"; then
        printf '  ok    %s\n' "$name"
    else
        printf '  FAIL  %s: expected an error matching: %s\n' "$name" "$expected"
        grep -E 'error:' <<<"$output" | sort -u | head -5 | sed 's/^/        /'
        failures=$((failures + 1))
    fi
}

echo "==> check-honesty: $work"

# The fixture README's `path:line` references must point at lines that exist (they drift otherwise).
readme="$work/app/README.md"
if [[ -f $readme ]]; then
    if python3 - "$work/app" "$readme" <<'PY'
import re, sys, os
root, readme = sys.argv[1], sys.argv[2]
bad = 0
for path, first, last in re.findall(r'`([\w./+-]+\.swift):(\d+)(?:-(\d+))?`', open(readme).read()):
    file = os.path.join(root, path)
    lines = sum(1 for _ in open(file)) if os.path.isfile(file) else -1
    if lines < int(last or first):
        print(f"  FAIL  README reference {path}:{first}{'-' + last if last else ''} (file has {lines} lines)")
        bad += 1
sys.exit(1 if bad else 0)
PY
    then
        printf '  ok    README file:line references point at existing lines\n'
    else
        failures=$((failures + 1))
    fi
fi

probe "Networking is nonisolated: its types are usable from nonisolated code" ok RickAndMortyHome '' <<'SWIFT'
import RickAndMortyNetworking
nonisolated func honestyProbe() -> APIError { HTTPErrorMapper().map(.invalidURL) }
SWIFT

probe "MapperContract's requirement is MainActor-isolated: a mapper's plain map is not callable off the main actor" fails RickAndMortyHome \
    "main actor-isolated instance method 'map' cannot be called from outside of the actor" <<'SWIFT'
import RickAndMortyCore
struct HonestyMapper: MapperContract { func map(_ input: Int) -> Int { input } }
nonisolated func honestyProbe() async -> Int { await Task.detached { HonestyMapper().map(1) }.value }
SWIFT

probe "Core is MainActor by default: CachePolicyExecutor.init is main actor-isolated" fails RickAndMortyHome \
    "main actor-isolated initializer 'init\(\)'" <<'SWIFT'
import RickAndMortyCore
nonisolated func honestyProbe() { _ = CachePolicyExecutor() }
SWIFT

probe "Core is MainActor by default: CachePolicy's Equatable conformance is isolated" fails RickAndMortyHome \
    "main actor-isolated conformance of 'CachePolicy' to 'Equatable'" <<'SWIFT'
import RickAndMortyCore
nonisolated func honestyProbe(_ lhs: CachePolicy, _ rhs: CachePolicy) -> Bool { lhs == rhs }
SWIFT

probe "HTTPErrorMapper is not Sendable" fails RickAndMortyHome \
    "'HTTPErrorMapper' does not conform to the 'Sendable' protocol" <<'SWIFT'
import RickAndMortyNetworking
nonisolated func honestyProbe() -> any Sendable { HTTPErrorMapper() }
SWIFT

probe "GraphQLErrorMapper is not Sendable" fails RickAndMortyHome \
    "'GraphQLErrorMapper' does not conform to the 'Sendable' protocol" <<'SWIFT'
import RickAndMortyNetworking
nonisolated func honestyProbe() -> any Sendable { GraphQLErrorMapper() }
SWIFT

probe "HTTPClientContract has no send(_:)" fails RickAndMortyHome "has no member 'send'" <<'SWIFT'
import RickAndMortyNetworking
func honestyProbe(_ client: any HTTPClientContract) async throws { try await client.send(Endpoint(path: "/")) }
SWIFT

probe "APIError has no unauthorized" fails RickAndMortyHome "has no member 'unauthorized'" <<'SWIFT'
import RickAndMortyNetworking
func honestyProbe() -> APIError { .unauthorized }
SWIFT

probe "APIError has no connectionFailed" fails RickAndMortyHome "has no member 'connectionFailed'" <<'SWIFT'
import RickAndMortyNetworking
func honestyProbe() -> APIError { .connectionFailed("offline") }
SWIFT

probe "APIError has no isTransient" fails RickAndMortyHome "has no member 'isTransient'" <<'SWIFT'
import RickAndMortyNetworking
func honestyProbe(_ error: APIError) -> Bool { error.isTransient }
SWIFT

probe "HTTPError.invalidURL carries no text" fails RickAndMortyHome "has no associated values" <<'SWIFT'
import RickAndMortyNetworking
func honestyProbe() -> HTTPError { .invalidURL("x") }
SWIFT

probe "CachePolicyExecutor has the closure-based, typed-throws shape" fails RickAndMortyHome \
    "(incorrect argument label|extra argument|missing argument)" <<'SWIFT'
import RickAndMortyCore
func honestyProbe() async throws -> Int {
    try await CachePolicyExecutor().execute(.localFirst, volatile: nil, persistence: nil, remote: { 1 }, map: { $0 })
}
SWIFT

for missing in CacheLevel CachedPage SearchPage MappingError ThrowingMapperContract LockedState KeychainContract; do
    probe "Core has no $missing" fails RickAndMortyHome "cannot find (type )?'$missing' in scope" <<SWIFT
import RickAndMortyCore
import RickAndMortyNetworking
func honestyProbe() { _ = $missing.self }
SWIFT
done

probe "Tests have no Bundle.module (no resources, bundle accessors disabled)" fails RickAndMortyHomeTests \
    "type 'Bundle' has no member 'module'" <<'SWIFT'
import Foundation
func honestyProbe() -> Bundle { Bundle.module }
SWIFT

probe "CoreMocks' JSONFixtureLoader is main actor-isolated" fails RickAndMortyHomeTests \
    "main actor-isolated static method 'data\(_:file:\)'" <<'SWIFT'
import RickAndMortyCoreMocks
import Foundation
nonisolated func honestyProbe() throws -> Data { try JSONFixtureLoader.data("location") }
SWIFT

probe "Seed-style REST data source test compiles against the fixture's API" ok RickAndMortyHomeTests '' <<'SWIFT'
import RickAndMortyCoreMocks
import Foundation
import RickAndMortyNetworking
import RickAndMortyNetworkingMocks
@testable import RickAndMortyHome
func honestyProbe() async throws {
    let httpClientMock = HTTPClientMock()
    httpClientMock.result = .success(try JSONFixtureLoader.data("location"))
    _ = try await LocationRESTDataSource(httpClient: httpClientMock).fetchLocation(identifier: 1)
    _ = httpClientMock.requestedEndpoints.first?.path
    let graphQLClientMock = GraphQLClientMock()
    graphQLClientMock.result = .failure(GraphQLError.statusCode(404, Data()))
    _ = graphQLClientMock.executedOperations
}
SWIFT

if (( failures > 0 )); then
    echo "check-honesty: error: $failures probe(s) did not behave" >&2
    exit 1
fi
echo "check-honesty: all probes behaved"
