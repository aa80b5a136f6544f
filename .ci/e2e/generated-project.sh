#!/usr/bin/env bash
# End to end: a project made by `scaffold init`, every spec in Examples/ generated into it,
# then `swift build` (warnings as errors) and `swift test` in that project — including real
# HTTP round trips of generated REST and GraphQL data sources against a local fixture server.
#
# Usage: [SCAFFOLD_E2E_PREFIX=Acme] .ci/e2e/generated-project.sh SCAFFOLD_BINARY [WORK_DIR]   (the module prefix, Challenge by default)
set -euo pipefail

scaffold=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
work=${2:-$(mktemp -d)}
project="$work/App"

step() { printf '\n==> %s\n' "$*"; }
fail() { printf 'error: %s\n' "$*" >&2; exit 1; }

step "scaffold init in $project"
rm -rf "$project"
"$scaffold" init --path "$project" --name App --module-prefix "${SCAFFOLD_E2E_PREFIX:-Challenge}" >/dev/null

step "generate every example"
cp "$repo"/Examples/*.json "$project/Specs/"
cd "$project"
for spec in Specs/*.json; do
	feature=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["feature"])' "$spec")
	"$scaffold" feature "$feature" --spec "$spec" | tail -n 1
done

step "scaffold check reports the project current"
"$scaffold" check || fail "scaffold check found drift right after generation"

step "add the round-trip tests"
cp "$here/round-trip/CharacterRoundTripTests.swift" Features/Character/Tests/Unit/
cp "$here/round-trip/EpisodeRoundTripTests.swift" Features/Episode/Tests/Unit/
cp "$here/round-trip/BlogRoundTripTests.swift" Features/Blog/Tests/Unit/
cp "$here/round-trip/FeedRoundTripTests.swift" Features/Feed/Tests/Unit/
cp "$here/round-trip/StarredRoundTripTests.swift" Features/Starred/Tests/Unit/

step "swift build --build-tests -Xswiftc -warnings-as-errors (generated project)"
swift build --build-tests -Xswiftc -warnings-as-errors

step "start the fixture server on 127.0.0.1"
log="$work/fixture-server.log"
python3 "$here/fixture_server.py" 0 900 >"$work/server.out" 2>"$log" &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do
	[[ -s "$work/server.out" ]] && break
	sleep 0.1
done
port=$(head -n 1 "$work/server.out")
[[ "$port" =~ ^[0-9]+$ ]] || fail "the fixture server did not report its port"
export SCAFFOLD_E2E_BASE_URL="http://127.0.0.1:$port"

step "swift test (generated project, round trips against $SCAFFOLD_E2E_BASE_URL)"
swift test --skip-build 2>&1 | tee "$work/test.log" | tail -n 5
grep -q "Test run with .* passed" "$work/test.log" || fail "the generated project's tests did not pass"
grep -Eq "CharacterRoundTripTests|A 404 from the server" "$work/test.log" || fail "the round-trip tests did not run"
grep -q "/api/character/999" "$log" || fail "the fixture server saw no request for /api/character/999"
grep -q "/graphql" "$log" || fail "the fixture server saw no GraphQL request"
grep -q "/api/v2/articles/hello-world/comments/" "$log" || fail "the fixture server saw no Blog request (base path, trailing slash, slug)"
grep -q "/api/v2/subscribers?p=2" "$log" || fail "the fixture server saw no request for a Laravel paginator's second page"
grep -q "/api/v2/comments/?offset=2&limit=2" "$log" || fail "the fixture server saw no request for a page by offset and limit"
grep -q "/feed/posts?limit=2&author=ada&cursor=cD0y" "$log" || fail "the fixture server saw no request for a filtered page by cursor"
grep -q "/feed/events/?cursor=cD0y" "$log" || fail "the fixture server saw no request for a page by the next page's link"
grep -q "/gh/user/starred?language=Swift&page=2&per_page=2" "$log" || fail "the fixture server saw no request for a filtered page by its Link header"
grep -q 'graphql GetStories {"after": "cD0y", "first": 2}' "$log" || fail "the fixture server saw no request for a Relay connection's page after an end cursor"
echo "generated project: build clean, tests and round trips passed"
