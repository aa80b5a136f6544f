#!/usr/bin/env bash
# The end-to-end project without the imported features that add no spec shape (.ci/e2e/spec_shapes.py):
# what the nonisolated and main-actor setups build, while the mixed setup builds the whole project.
#
# Every example, every feature with a hand-written test (round trips, the documents' examples) and
# enough imported features to bring every spec shape the imported specs have stay; the other imported
# features are removed with `scaffold destroy`, their specs and folders deleted, and the copy must be
# current (`scaffold check`). The whole project is left as it is.
#
# Usage: .ci/e2e/smaller-project.sh SCAFFOLD_BINARY PROJECT COPY
set -euo pipefail

[[ $# -eq 3 ]] || { sed -n '9p' "${BASH_SOURCE[0]}" | sed 's/^# //' >&2; exit 64; }
scaffold=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
project=$(cd "$2" && pwd)
copy=$3
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
fail() { printf 'error: %s\n' "$*" >&2; exit 1; }

always=()
for example in "$repo"/Examples/*.json; do
	always+=("$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["feature"])' "$example")")
done
# Hand-written tests name their feature: <Feature>RoundTripTests.swift, <Feature>DocumentExamplesTests.swift.
while IFS= read -r test; do
	feature=${test#"$project/Features/"}
	always+=("${feature%%/*}")
done < <(find "$project/Features" -name '*RoundTripTests.swift' -o -name '*DocumentExamplesTests.swift' | sort)
mapfile -t always < <(printf '%s\n' "${always[@]}" | sort -u)

mapfile -t leave_out < <(python3 "$here/spec_shapes.py" "$project" "${always[@]}")

rm -rf "$copy"
cp -R "$project" "$copy"
rm -rf "$copy/.build" "$copy/.swiftpm"
cd "$copy"
for feature in "${leave_out[@]}"; do
	"$scaffold" destroy "$feature" >/dev/null || fail "scaffold destroy $feature failed in $copy"
	rm -rf "Features/$feature" "Specs/$feature.json"
done
"$scaffold" check --quiet || fail "scaffold check found drift in $copy after the features were removed"
printf 'smaller project: %d of %d features; left out, every spec shape of theirs kept: %s\n' \
	"$(ls Features | wc -l)" "$(ls "$project/Features" | wc -l)" "${leave_out[*]:-none}"
