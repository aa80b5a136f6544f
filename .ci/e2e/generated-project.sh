#!/usr/bin/env bash
# End to end: a project made by `scaffold init`, every spec in Examples/ generated into it,
# then `swift build` (warnings as errors) and `swift test` in that project — including real
# HTTP round trips of generated REST and GraphQL data sources against a local fixture server.
#
# Usage: [SCAFFOLD_E2E_PREFIX=Acme] .ci/e2e/generated-project.sh SCAFFOLD_BINARY [WORK_DIR] [--generate-only]
#   (the module prefix, Challenge by default). With --generate-only it stops once the project is
#   generated, checked and has its round-trip tests: .ci/run builds and tests it in the three
#   isolation setups (.ci/verify-project), each against a fixture server of its own
#   (.ci/e2e/with-fixture-server.sh), instead of building it once more here.
set -euo pipefail

scaffold=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
work=${2:-$(mktemp -d)}
generate_only=0
[[ ${3:-} == --generate-only ]] && generate_only=1
project="$work/App"

step() { printf '\n==> %s\n' "$*"; }
fail() { printf 'error: %s\n' "$*" >&2; exit 1; }

step "scaffold init in $project"
rm -rf "$project"
"$scaffold" init --path "$project" --name App --module-prefix "${SCAFFOLD_E2E_PREFIX:-Challenge}" >/dev/null

step "generate every example"
cd "$project"
# Earlier releases of an example's spec (Examples/History/<Example>.v1.json, …) are generated first,
# in order, as an app would have shipped them: they leave the stored-shape history (and the
# migration steps and tests) the current spec is generated over.
for release in $(ls "$repo"/Examples/History/*.v*.json 2>/dev/null | sort -V); do
	name=$(basename "$release"); name=${name%%.v*}
	cp "$release" "Specs/$name.json"
	feature=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["feature"])' "$release")
	"$scaffold" feature "$feature" --spec "Specs/$name.json" | tail -n 1
done
cp "$repo"/Examples/*.json "$project/Specs/"
for spec in Specs/*.json; do
	feature=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["feature"])' "$spec")
	"$scaffold" feature "$feature" --spec "$spec" | tail -n 1
done

step "take up every feature's extension points (files written once, then the team's)"
for spec in Specs/*.json; do
	feature=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["feature"])' "$spec")
	"$scaffold" feature "$feature" --spec "$spec" --with-extensions | tail -n 1
done

step "scaffold check reports the project current"
"$scaffold" check || fail "scaffold check found drift right after generation"

step "add the round-trip tests"
cp "$here/round-trip/CharacterRoundTripTests.swift" Features/Character/Tests/Unit/
cp "$here/round-trip/EpisodeRoundTripTests.swift" Features/Episode/Tests/Unit/
cp "$here/round-trip/BlogRoundTripTests.swift" Features/Blog/Tests/Unit/
cp "$here/round-trip/FeedRoundTripTests.swift" Features/Feed/Tests/Unit/
cp "$here/round-trip/StarredRoundTripTests.swift" Features/Starred/Tests/Unit/

if (( generate_only )); then
	echo "generated project: generated, current, round-trip tests in place"
	exit 0
fi

step "swift build --build-tests -Xswiftc -warnings-as-errors (generated project)"
swift build --build-tests -Xswiftc -warnings-as-errors

step "swift test (generated project, round trips against a fixture server)"
bash "$here/with-fixture-server.sh" "$work/fixture-server.log" swift test --skip-build 2>&1 | tee "$work/test.log" | tail -n 5
grep -q "Test run with .* passed" "$work/test.log" || fail "the generated project's tests did not pass"
echo "generated project: build clean, tests and round trips passed"
