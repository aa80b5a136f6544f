#!/usr/bin/env bash
# Runs COMMAND with a fixture server of its own (.ci/e2e/fixture_server.py) on 127.0.0.1, its URL in
# SCAFFOLD_E2E_BASE_URL (which enables the generated projects' round-trip tests), then stops the
# server and holds its LOG to the requests every round trip must have made: a command whose round
# trips did not run fails here even when its tests passed.
#
# Usage: .ci/e2e/with-fixture-server.sh LOG COMMAND [ARGUMENT ...]
set -euo pipefail

[[ $# -ge 2 ]] || { sed -n '7p' "${BASH_SOURCE[0]}" | sed 's/^# //' >&2; exit 64; }
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
log=$1
shift
fail() { printf 'error: %s\n' "$*" >&2; exit 1; }

# An hour and a few thousand requests: enough for a full build and test of the end-to-end project.
python3 "$here/fixture_server.py" 0 3600 --max-requests 5000 >"$log.port" 2>"$log" &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
# Until it prints its port or ends. Its start is usually a fraction of a second, but once in CI
# (stop 80's first run) a Python that had not run for minutes took more than the 5 s this loop used
# to allow, and the step failed though nothing was wrong: the limit is now two minutes, and a server
# that ends first is reported with its log.
for _ in $(seq 1 1200); do
	[[ -s "$log.port" ]] && break
	kill -0 "$server" 2>/dev/null || { cat "$log" >&2; fail "the fixture server ended before it reported its port (log above)"; }
	sleep 0.1
done
port=$(head -n 1 "$log.port")
[[ "$port" =~ ^[0-9]+$ ]] || { cat "$log" >&2; fail "the fixture server did not report its port within two minutes"; }

SCAFFOLD_E2E_BASE_URL="http://127.0.0.1:$port" "$@"

expect() {
	grep -qF -- "$1" "$log" || fail "the fixture server saw no $2 (log: $log)"
}
expect "/api/character/999" "request for /api/character/999"
expect "/graphql" "GraphQL request"
expect "/api/v2/articles/hello-world/comments/" "Blog request (base path, trailing slash, slug)"
expect "/api/v2/subscribers?p=2" "request for a Laravel paginator's second page"
expect "/api/v2/comments/?offset=2&limit=2" "request for a page by offset and limit"
expect "/feed/posts?limit=2&author=ada&cursor=cD0y" "request for a filtered page by cursor"
expect "/feed/events/?cursor=cD0y" "request for a page by the next page's link"
expect "/gh/user/starred?language=Swift&page=2&per_page=2" "request for a filtered page by its Link header"
expect "/gh/users/apple/repos?page=2&per_page=2" "request for a user's second page by its Link header"
expect 'graphql GetStories {"after": "cD0y", "first": 2}' "request for a Relay connection's page after an end cursor"
expect '"GET /feed/posts/1 HTTP/1.1" 304' "revalidation answered 304 Not Modified"
echo "fixture server: every round trip reached it"
