#!/usr/bin/env bash
# Adopts the app of Tests/Fixtures/RuntimeApp end to end, as a team whose app has a runtime of its
# own would (one Xcode target, XCTest, its own Endpoint, APIError, HTTPClient and UserDefaults store):
#   scaffold adopt                 -> refused with one located error naming the way forward; nothing written
#   scaffold adopt --with-runtime  -> scaffold.json exactly as expected/, scaffold's runtime in
#                                     ScaffoldRuntime/ (generated files) and Multiverse/AppHTTPTransport.swift
#   scaffold feature Character, Account (REST, SwiftData, a file store, the outbox and the Keychain)
# then holds the app to its promises: every file of the app byte-identical, generated code importing
# only the runtime's modules (never the app's own networking), `check` current, a second adopt
# refused without --force, a planted bug in the runtime failing generated tests, and the app (its
# own Linux-buildable code and XCTest tests, the runtime, the features and their tests) built with
# warnings as errors in the app's isolation setup and tested (build-app.sh).
#
# Usage: .ci/e2e/runtime-app/adopt.sh SCAFFOLD_BINARY WORK_DIR
set -euo pipefail

[[ $# -eq 2 ]] || { sed -n '14p' "${BASH_SOURCE[0]}" | sed 's/^# //' >&2; exit 64; }
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../../.." && pwd)
scaffold=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
mkdir -p "$2"
work=$(cd "$2" && pwd)
app="$work/adopted"

fail() { printf 'runtime-app: error: %s\n' "$*" >&2; exit 1; }

rm -rf "$app"
cp -R "$repo/Tests/Fixtures/RuntimeApp" "$app"
cd "$app"
(find . -type f -print0 | sort -z | xargs -0 sha256sum) >"$work/originals.sha256"
originals=$(wc -l <"$work/originals.sha256")
echo "the app has $originals files"

# adopt without the runtime: one error, no warning per requirement, nothing written.
set +e
"$scaffold" adopt 2>"$work/refused.txt"
status=$?
set -e
(( status == 1 )) || fail "scaffold adopt exited with $status, not 1 ($(cat "$work/refused.txt"))"
diff -u "$here/expected/refused.txt" "$work/refused.txt" || fail "adopt explained the app otherwise (above)"
[[ $(find . -type f | wc -l) -eq $originals ]] || fail "the refused adopt wrote a file"
echo "adopt: refused with $(grep -c 'error:' "$work/refused.txt") error and the way forward"

# adopt --with-runtime: scaffold.json, the runtime and the transport file.
"$scaffold" adopt --with-runtime >"$work/adopt.txt" 2>&1 || fail "scaffold adopt --with-runtime exited with $? ($(cat "$work/adopt.txt"))"
diff -u "$here/expected/scaffold.json" scaffold.json || fail "adopt --with-runtime wrote another scaffold.json (above)"
grep -q '^  create     Multiverse/AppHTTPTransport.swift$' "$work/adopt.txt" || fail "the transport file was not written"
runtime_files=$(find ScaffoldRuntime -name '*.swift' | wc -l)
(( runtime_files > 50 )) || fail "only $runtime_files runtime files written"
grep -q "note: Xcode: add framework targets ScaffoldNetworking (ScaffoldRuntime/ScaffoldNetworking)" "$work/adopt.txt" || fail "adopt did not say which targets to add"
sha256sum --quiet -c "$work/originals.sha256" || fail "adopt changed a file of the app"
set +e
"$scaffold" adopt --with-runtime >"$work/again.txt" 2>&1
status=$?
set -e
(( status != 0 )) && grep -q "file already exists; use --force" "$work/again.txt" || fail "a second adopt was not refused"
echo "adopt --with-runtime: scaffold.json as expected, $runtime_files runtime files and the transport file"

# Features: one read-only, one with writes through the outbox and the Keychain.
mkdir -p Specs
for name in Character Account; do
	cp "$repo/Examples/$name.json" Specs/
	"$scaffold" feature "$name" >"$work/feature-$name.txt" 2>&1 || { cat "$work/feature-$name.txt" >&2; fail "feature $name failed"; }
	grep -q "error:" "$work/feature-$name.txt" && fail "feature $name printed an error"
	echo "generated: $name ($(grep -c '^  create ' "$work/feature-$name.txt") files created)"
done
"$scaffold" check >"$work/check.txt" 2>&1 || { cat "$work/check.txt" >&2; fail "check is not current"; }
sha256sum --quiet -c "$work/originals.sha256" || fail "a feature changed a file of the app"

# Generated code uses the runtime's modules only: the app's own Endpoint, APIError and HTTPClient
# are never imported, and no second one is generated into the app's folders.
if grep -rhoE '^(@testable )?import [A-Za-z]+' Features ScaffoldRuntime | sed 's/^@testable //' | sort -u \
	| grep -vE '^import (Foundation|FoundationNetworking|Testing|SwiftData|Security|Observation|Scaffold(Networking|NetworkingMocks|Core|CoreMocks)|(Character|Account)Feature)$'; then
	fail "generated code imports a module that is not the runtime's (above)"
fi
[[ $(find Multiverse -newer "$work/originals.sha256" -type f | sort) == "Multiverse/AppHTTPTransport.swift" ]] \
	|| fail "something besides the transport file was written into the app's folder"

bash "$here/build-app.sh" "$app" "$work/build"

# A planted bug in the runtime (the cache-policy executor never saves what the remote gave) must
# fail generated tests: they exercise the brought-in runtime, not a mock of it.
executor=ScaffoldRuntime/ScaffoldCore/Caching/CachePolicyExecutor.swift
grep -q 'try? await level?.save(value)' "$executor" || fail "the planted bug's line is not in $executor"
cp "$executor" "$work/executor.swift"
sed -i 's/try? await level?.save(value)/_ = level/' "$executor"
set +e
bash "$here/build-app.sh" "$app" "$work/build" >"$work/planted.txt" 2>&1
status=$?
set -e
cp "$work/executor.swift" "$executor"
(( status != 0 )) && grep -q "build-runtime-app: error: tests failed" "$work/planted.txt" && grep -q '✘ Test .* recorded an issue' "$work/build/test.log" \
	|| { tail -20 "$work/planted.txt" >&2; fail "a planted bug in the runtime failed no generated test"; }
echo "a planted bug in the brought-in runtime fails $(grep -c '✘ Test .* recorded an issue' "$work/build/test.log" || true) generated test expectations"
"$scaffold" check >/dev/null 2>&1 || fail "check is not current after the planted bug was undone"
echo "runtime-app: passed"
