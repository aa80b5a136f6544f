#!/usr/bin/env bash
# End to end check of the artifact bundle (.ci/make-artifactbundle): the bundle is built, its
# info.json is what SwiftPM reads (SE-0305), its binary runs on its own, and a package that uses it
# as a binary target runs scaffold through a command plugin without building scaffold.
# Run from anywhere: `bash .ci/e2e/artifactbundle.sh [WORK]`.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
work=${1:-$(mktemp -d "${TMPDIR:-/tmp}/scaffold-bundle.XXXXXX")}
rm -rf "$work"
mkdir -p "$work"

step() {
	printf '\n==> %s\n' "$*"
}

fail() {
	printf 'error: %s\n' "$*" >&2
	exit 1
}

step "make the bundle"
bash "$repo/.ci/make-artifactbundle" --output "$work/dist"
bundle="$work/dist/scaffold.artifactbundle"
[[ -s "$work/dist/scaffold.artifactbundle.zip" ]] || fail "no zip was written"
[[ $(cat "$work/dist/scaffold.artifactbundle.zip.checksum") =~ ^[0-9a-f]{64}$ ]] || fail "the checksum is not a SHA-256"

step "info.json"
python3 - "$bundle" <<'PY'
import json, os, sys
bundle = sys.argv[1]
with open(os.path.join(bundle, "info.json")) as f:
	info = json.load(f)
assert info["schemaVersion"] == "1.0", info
artifact = info["artifacts"]["scaffold"]
assert artifact["type"] == "executable", artifact
assert len(artifact["variants"]) >= 1, artifact
for variant in artifact["variants"]:
	binary = os.path.join(bundle, variant["path"])
	assert os.access(binary, os.X_OK), binary
	assert variant["path"].startswith("scaffold-" + artifact["version"] + "-"), variant
	assert variant["supportedTriples"], variant
print("info.json: scaffold", artifact["version"], "with", len(artifact["variants"]), "variant(s)")
PY

step "the bundled binary runs on its own"
binary=$(python3 -c 'import json,sys; v=json.load(open(sys.argv[1]+"/info.json"))["artifacts"]["scaffold"]["variants"]; print(sys.argv[1]+"/"+[x for x in v if "linux" in x["path"]][0]["path"])' "$bundle")
"$binary" --version | grep -q '^scaffold [0-9]' || fail "the bundled scaffold does not answer --version"
if ldd "$binary" | grep -q 'libswiftCore'; then
	fail "the bundled scaffold links the Swift runtime dynamically: it would not run without this toolchain"
fi
echo "$("$binary" --version): no dynamic Swift runtime"

step "a package uses it as a binary target through a command plugin"
client="$work/Client"
mkdir -p "$client/Plugins/ScaffoldPlugin" "$client/Specs"
cp -R "$bundle" "$client/scaffold.artifactbundle"
cp "$repo"/Plugins/ScaffoldPlugin/*.swift "$client/Plugins/ScaffoldPlugin/"
cp "$repo/Examples/Character.json" "$client/Specs/Character.json"
cat >"$client/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
	name: "Client",
	targets: [
		.binaryTarget(name: "scaffold", path: "scaffold.artifactbundle"),
		.plugin(
			name: "ScaffoldPlugin",
			capability: .command(
				intent: .custom(verb: "scaffold", description: "Run scaffold in this package"),
				permissions: [.writeToPackageDirectory(reason: "scaffold writes generated files")]),
			dependencies: ["scaffold"]),
	]
)
SWIFT
plugin() {
	(cd / && swift package --package-path "$client" --scratch-path "$work/client-build" \
		--allow-writing-to-package-directory scaffold "$@") </dev/null
}
plugin --version >"$work/out" 2>"$work/err" || { cat "$work/err" >&2; fail "swift package scaffold --version failed"; }
grep -q '^scaffold [0-9]' "$work/out" || { cat "$work/out" >&2; fail "the plugin did not run the bundled scaffold"; }
plugin spec lint Specs/Character.json >"$work/out" 2>"$work/err" || { cat "$work/out" "$work/err" >&2; fail "spec lint through the plugin failed"; }
echo '{"feature": "Broken", "entities": [' >"$client/Specs/Broken.json"
if plugin spec lint Specs/Broken.json >"$work/out" 2>"$work/err"; then fail "a broken spec passed lint through the plugin"; fi
grep -q 'Specs/Broken.json:' "$work/out" || { cat "$work/out" >&2; fail "the plugin's run did not locate the error"; }
# Nothing of scaffold was compiled: the plugin ran the bundle's binary.
if find "$work/client-build" -name '*.swiftmodule' | grep -q 'ScaffoldCore'; then
	fail "the client package built scaffold instead of using the bundle"
fi
echo "swift package scaffold ran the bundled binary; scaffold itself was not built"
