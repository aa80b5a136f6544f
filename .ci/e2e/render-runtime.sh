#!/usr/bin/env bash
# Renders Templates/Init into OUT_DIR as a stand-alone runtime package (no features), builds it with
# warnings as errors, then runs its tests twice: once offline, once against fixture_server.py with
# SCAFFOLD_E2E_BASE_URL set so the HTTP round-trip suite runs too.
#
# Usage: .ci/e2e/render-runtime.sh OUT_DIR [PREFIX]      (PREFIX defaults to Challenge)
# Env:   RENDER_ONLY=1 renders and stops; SKIP_OFFLINE=1 skips the offline test run;
#        SAMPLE_FEATURE=1 also renders Tests/Fixtures/runtime-check/Features/Character (hand-written
#        in the generated code's style) and lists it in Package.swift, to exercise the features part
#        of the Package.swift template and the runtime API from a feature's point of view.
#
# OUT_DIR is created if needed; only its Package.swift and Libraries/ are replaced, so .build is
# reused between runs. Keep OUT_DIR outside the repository.
set -euo pipefail

if [[ $# -lt 1 || $# -gt 2 ]]; then
	echo "usage: $0 OUT_DIR [PREFIX]" >&2
	exit 64
fi
OUT_DIR=$1
PREFIX=${2:-Challenge}
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
TEMPLATES="$ROOT/Templates/Init"

# Runtime sources may use no Mustache tag but {{modulePrefix}}: they must read the same through
# this naive renderer and scaffold's real engine.
stray=$(grep -rn --include='*.swift.mustache' -e '{{' "$TEMPLATES/Libraries" | grep -v -e '{{modulePrefix}}' || true)
stray+=$(grep -rn --include='*.swift.mustache' -o -e '{{[^}]*}}' "$TEMPLATES/Libraries" | grep -v -e ':{{modulePrefix}}$' || true)
if [[ -n $stray ]]; then
	echo "error: runtime templates use tags other than {{modulePrefix}}:" >&2
	echo "$stray" >&2
	exit 1
fi

mkdir -p "$OUT_DIR"
OUT_DIR=$(cd "$OUT_DIR" && pwd)
rm -rf "$OUT_DIR/Libraries" "$OUT_DIR/Features" "$OUT_DIR/Package.swift"
if [[ ${SAMPLE_FEATURE:-0} == 1 ]]; then
	python3 "$HERE/render_templates.py" --templates "$TEMPLATES" --out "$OUT_DIR" --prefix "$PREFIX" --feature Character
	python3 "$HERE/render_templates.py" --templates "$ROOT/Tests/Fixtures/runtime-check/Features" \
		--out "$OUT_DIR/Features" --prefix "$PREFIX"
else
	python3 "$HERE/render_templates.py" --templates "$TEMPLATES" --out "$OUT_DIR" --prefix "$PREFIX"
fi
[[ ${RENDER_ONLY:-0} == 1 ]] && exit 0

cd "$OUT_DIR"
echo "== swift build --build-tests -Xswiftc -warnings-as-errors ($PREFIX)" >&2
swift build --build-tests -Xswiftc -warnings-as-errors

if [[ ${SKIP_OFFLINE:-0} != 1 ]]; then
	echo "== swift test (offline: round trips skipped)" >&2
	env -u SCAFFOLD_E2E_BASE_URL swift test --skip-build
fi

echo "== swift test against fixture_server.py" >&2
SERVER_DIR=$(mktemp -d)
python3 "$HERE/fixture_server.py" 0 600 >"$SERVER_DIR/port" 2>"$SERVER_DIR/log" &
SERVER_PID=$!
stop_server() {
	kill "$SERVER_PID" 2>/dev/null || true
	wait "$SERVER_PID" 2>/dev/null || true
}
trap 'stop_server; rm -rf "$SERVER_DIR"' EXIT
for _ in $(seq 1 100); do
	[[ -s "$SERVER_DIR/port" ]] && break
	kill -0 "$SERVER_PID" 2>/dev/null || { cat "$SERVER_DIR/log" >&2; exit 1; }
	sleep 0.1
done
PORT=$(head -n 1 "$SERVER_DIR/port")
[[ -n $PORT ]] || { echo "error: fixture server printed no port" >&2; cat "$SERVER_DIR/log" >&2; exit 1; }
export SCAFFOLD_E2E_BASE_URL="http://127.0.0.1:$PORT"
swift test --skip-build --filter HTTPClientRoundTripTests

# Prove the round trips really reached the server (a disabled suite would also "pass").
for request in '"GET /api/character/1 ' '"GET /api/character/999 ' '"GET /api/character?page=1 ' '"POST /graphql '; do
	if ! grep -q -F -- "$request" "$SERVER_DIR/log"; then
		echo "error: the fixture server never received $request" >&2
		cat "$SERVER_DIR/log" >&2
		exit 1
	fi
done
echo "== round trips reached the fixture server ($(grep -c 'fixture_server: 127' "$SERVER_DIR/log") requests)" >&2
