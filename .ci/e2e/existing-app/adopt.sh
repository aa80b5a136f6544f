#!/usr/bin/env bash
# Adopts the existing app of Tests/Fixtures/ExistingApp end to end, as a team would:
#   scaffold adopt          -> scaffold.json (and the Tuist helper template) exactly as expected/
#   scaffold doctor         -> every planted difference reported, located, exactly as expected/
#   scaffold feature …      -> every example spec that fits the app; the others refused, writing nothing
# then holds the app to its promises: every file of the app byte-identical, no second HTTP client,
# APIError or mock library generated, `check` current, Tuist helpers created once, and the whole app
# (its own code, the generated features and their tests) built with warnings as errors and tested in
# the app's own isolation setup (build-app.sh). Finally `destroy` of one feature leaves the app intact.
#
# Usage: .ci/e2e/existing-app/adopt.sh SCAFFOLD_BINARY WORK_DIR
set -euo pipefail

[[ $# -eq 2 ]] || { sed -n '11p' "${BASH_SOURCE[0]}" | sed 's/^# //' >&2; exit 64; }
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../../.." && pwd)
scaffold=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
mkdir -p "$2"
work=$(cd "$2" && pwd)
app="$work/adopted"

fail() { printf 'existing-app: error: %s\n' "$*" >&2; exit 1; }
tree_hashes() { (cd "$app" && find . -type f -not -path './.scaffold/*' -print0 | sort -z | xargs -0 sha256sum); }

rm -rf "$app"
cp -R "$repo/Tests/Fixtures/ExistingApp" "$app"
cd "$app"
(find . -type f -print0 | sort -z | xargs -0 sha256sum) >"$work/originals.sha256"
echo "the app has $(wc -l <"$work/originals.sha256") files"

# adopt: scaffold.json and the helper template, exactly; nothing else written.
"$scaffold" adopt 2>"$work/adopt.txt" || fail "scaffold adopt exited with $? ($(cat "$work/adopt.txt"))"
diff -u "$here/expected/scaffold.json" scaffold.json || fail "adopt wrote another scaffold.json (above)"
diff -u "$here/expected/adopt.txt" "$work/adopt.txt" || fail "adopt explained the app otherwise (above)"
sha256sum --quiet -c "$work/originals.sha256" || fail "adopt changed a file of the app"
echo "adopt: scaffold.json and every note as expected"

# doctor: every planted difference, located.
"$scaffold" doctor 2>"$work/doctor.txt" || fail "scaffold doctor exited with $? ($(cat "$work/doctor.txt"))"
diff -u "$here/expected/doctor.txt" "$work/doctor.txt" || fail "doctor reported otherwise (above)"
echo "doctor: $(tail -n 1 "$work/doctor.txt")"

# feature: every example; those that need what the app lacks are refused and write nothing.
mkdir -p Specs
# Earlier releases of an example (Examples/History/<Example>.v1.json, …) first, in order, as the app
# would have shipped them (as generated-project.sh does): the current spec is generated over them.
# One the app cannot take is refused and writes nothing, as its current spec is below.
for release in $(ls "$repo"/Examples/History/*.v*.json 2>/dev/null | sort -V); do
	name=$(basename "$release"); name=${name%%.v*}
	cp "$release" "Specs/$name.json"
	feature=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["feature"])' "$release")
	if ! "$scaffold" feature "$feature" --spec "Specs/$name.json" >"$work/release.txt" 2>&1; then
		grep -q "error: the app's runtime lacks what is needed for" "$work/release.txt" || { cat "$work/release.txt" >&2; fail "release $(basename "$release") failed"; }
	fi
done
cp "$repo"/Examples/*.json Specs/
generated=()
for spec in Specs/*.json; do
	name=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["feature"])' "$spec")
	before=$(tree_hashes | sha256sum)
	set +e
	"$scaffold" feature "$name" --spec "$spec" >"$work/feature-$name.txt" 2>&1
	status=$?
	set -e
	if grep -q "error: the app's runtime lacks what is needed for" "$work/feature-$name.txt"; then
		(( status == 1 )) || fail "a refused $name exited with $status"
		[[ $(tree_hashes | sha256sum) == "$before" ]] || fail "a refused $name wrote files"
		echo "refused: $name ($(grep -c "error:" "$work/feature-$name.txt") located errors)"
		rm "$spec" # a spec the app cannot take stays out of the specs folder, which `check` reads
	else
		(( status == 0 )) || { cat "$work/feature-$name.txt" >&2; fail "scaffold feature $name exited with $status"; }
		generated+=("$name")
	fi
done
[[ "${generated[*]}" == "Character Episode Feed Search Show" ]] || fail "generated: ${generated[*]} (expected Character Episode Feed Search Show)"
echo "generated: ${generated[*]}"

# The app's files are untouched; nothing of the app's runtime is generated a second time.
sha256sum --quiet -c "$work/originals.sha256" || fail "generation changed a file of the app"
if grep -rlE 'protocol HTTPClientContract|enum APIError|(class|struct) HTTPClientMock|protocol GraphQLClientContract|(class|struct) GraphQLClientMock|struct HTTPErrorMapper|enum CachePolicy\b' Features Libraries/Core/Sources/Scaffold Libraries/Core/Mocks/Scaffold \
	| grep -v '^Features/Home/'; then
	fail "a second HTTP client, APIError, error mapper, cache policy or mock was generated (files above)"
fi
"$scaffold" check >/dev/null || fail "scaffold check is not current after generation"
# Feature modules are named as the app names its own (RickAndMortyHome): RickAndMorty<Name>.
for name in "${generated[@]}"; do
	[[ -f Tuist/ProjectDescriptionHelpers/Modules/${name}Module.swift ]] || fail "no Tuist helper for $name"
	grep -q "name: \"RickAndMorty${name}\"" "Tuist/ProjectDescriptionHelpers/Modules/${name}Module.swift" || fail "the Tuist helper of $name names another module"
done
# Every generated import names a module the app has (the app's modules carry a prefix their folders do not).
if grep -rhoE '^(@testable )?import [A-Za-z]+' Features Libraries/Core/Sources/Scaffold Libraries/Core/Mocks/Scaffold | sed 's/^@testable //' | sort -u \
	| grep -vE '^import (Foundation|FoundationNetworking|Testing|SwiftData|Security|Observation|RickAndMorty[A-Za-z]+)$'; then
	fail "generated code imports a module the app does not have (above)"
fi
echo "// the team's edit" >>Tuist/ProjectDescriptionHelpers/Modules/CharacterModule.swift
"$scaffold" feature Character --spec Specs/Character.json --force >/dev/null
tail -n 1 Tuist/ProjectDescriptionHelpers/Modules/CharacterModule.swift | grep -q "the team's edit" || fail "a Tuist helper was overwritten"
echo "app files unchanged, no second runtime, check current, Tuist helpers written once"

# The team's files at Character's extension points: written once, built with the app below.
hooks=Features/Character/Sources/Data/Mappers/CharacterMapper+Extensions.swift
"$scaffold" feature Character --spec Specs/Character.json --with-extensions >"$work/extensions.txt"
grep -q "create     $hooks" "$work/extensions.txt" || { cat "$work/extensions.txt" >&2; fail "--with-extensions did not write $hooks"; }
"$scaffold" check >/dev/null || fail "scaffold check is not current after --with-extensions"

# The whole app, built and tested as Tuist would build it.
bash "$here/build-app.sh" "$app" "$work/build"

# The same app with a Core whose protocols are explicitly @MainActor (variants/MainActorCore): the
# generated mappers and everything using them must build and pass there too. A build folder of its
# own, so that the plants below rebuild incrementally over the app's own Core.
bash "$here/build-app.sh" "$app" "$work/build-main-actor-core" "$here/variants/MainActorCore"
sha256sum --quiet -c "$work/originals.sha256" || fail "building the variant changed a file of the app"

# The generated tests can fail: a support file that stops saving to the caches must break them.
executor=Libraries/Core/Sources/Scaffold/ScaffoldCachePolicyExecutor.swift
cp "$executor" "$work/executor.swift"
grep -q 'try? await level?.save(value)' "$executor" || fail "the planted bug's line is not in $executor"
sed -i 's/try? await level?.save(value)/_ = (level, value)/' "$executor"
set +e
bash "$here/build-app.sh" "$app" "$work/build" >"$work/planted.txt" 2>&1
status=$?
set -e
cp "$work/executor.swift" "$executor"
# It must build (the bug is in behaviour, not in types) and fail tests.
(( status != 0 )) && grep -q "build-app: error: tests failed" "$work/planted.txt" && grep -q '✘ Test .* recorded an issue' "$work/build/test.log" \
	|| { tail -n 20 "$work/planted.txt" >&2; fail "a planted bug in a support file did not fail the generated tests"; }
echo "a planted bug in a support file fails $(grep -c '✘ Test .* recorded an issue' "$work/build/test.log" || true) generated test expectations"

# The extension point is really called: the team's refine(_:from:) refusing every character must
# break the generated tests that map one.
cp "$hooks" "$work/hooks.swift"
python3 - "$hooks" <<'PLANT'
import re, sys
path = sys.argv[1]
text = open(path).read()
error = re.search(r"throws\((\w+)\)", text).group(1)
# The body's one line, in whatever indentation the app's style gives it.
planted = re.sub(r"^(\s+)mapped$", lambda m: f'{m.group(1)}throw {error}(type: "Character", field: "name", reason: "planted")', text, count=1, flags=re.M)
assert planted != text, "the hook's body is not in " + path
open(path, "w").write(planted)
PLANT
set +e
bash "$here/build-app.sh" "$app" "$work/build" >"$work/planted-hook.txt" 2>&1
status=$?
set -e
cp "$work/hooks.swift" "$hooks"
(( status != 0 )) && grep -q "build-app: error: tests failed" "$work/planted-hook.txt" && grep -q '✘ Test .* recorded an issue' "$work/build/test.log" \
	|| { tail -n 20 "$work/planted-hook.txt" >&2; fail "a refine(_:from:) that refuses every character did not fail the generated tests"; }
echo "the team's refine(_:from:) is called: refusing every character fails $(grep -c '✘ Test .* recorded an issue' "$work/build/test.log" || true) generated test expectations"

# destroy takes a feature away and nothing of the app's.
"$scaffold" destroy Search >/dev/null || fail "scaffold destroy Search failed"
rm Specs/RecentSearches.json # its spec goes too, or `check` would want the feature back
[[ ! -d Features/Search/Sources ]] || fail "destroy left Features/Search/Sources"
sha256sum --quiet -c "$work/originals.sha256" || fail "destroy changed a file of the app"
"$scaffold" check >/dev/null || fail "scaffold check is not current after destroy"
echo "existing app: all checks passed"
