#!/usr/bin/env bash
# The API documents' own examples, decoded through the generated code (issue 52): for an imported
# screen whose document has examples of its responses, each example is taken from the document as it
# is (Tests/Fixtures/import/real) into the feature's test fixtures, and a hand-written test
# (.ci/e2e/document-examples/<Feature>DocumentExamplesTests.swift) reads it through the generated data
# source and mappers. verify-project then builds and runs it in every isolation setup. Documents that
# only give examples per property (Box, Resend) are checked by `spec import` itself, against the spec.
#
# Usage: .ci/e2e/document-examples.sh PROJECT     (after .ci/e2e/imported-specs.sh --into PROJECT)
set -euo pipefail

[[ $# -eq 1 ]] || { echo "usage: $0 PROJECT" >&2; exit 64; }
project=$(cd "$1" && pwd)
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
real="$repo/Tests/Fixtures/import/real"
fail() { printf 'error: %s\n' "$*" >&2; exit 1; }

# example FEATURE DOCUMENT PATH FIXTURE: the JSON example of GET PATH's 200 response, written as the
# feature's fixture FIXTURE.json, byte for byte what the document holds (re-serialized, not edited).
example() {
	local feature=$1 document=$2 path=$3 fixture=$4
	local folder="$project/Features/$feature/Tests/Shared/Fixtures"
	[[ -d $folder ]] || fail "$feature has no fixtures folder: was it imported into $project?"
	python3 - "$real/$document" "$path" "$folder/$fixture.json" <<'PYTHON' || fail "$document has no example of GET $path"
import json, sys
document, path, out = sys.argv[1:]
with open(document, encoding="utf-8") as f:
    paths = json.load(f)["paths"]
example = paths[path]["get"]["responses"]["200"]["content"]["application/json"]["example"]
with open(out, "w", encoding="utf-8") as f:
    json.dump(example, f, indent=2, ensure_ascii=False)
    f.write("\n")
PYTHON
	printf 'example of GET %s (%s) → Features/%s/Tests/Shared/Fixtures/%s.json\n' "$path" "$document" "$feature" "$fixture"
}

# The hand-written test, its module names spelled with the project's prefix (written for `Challenge`).
prefix=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["modulePrefix"])' "$project/scaffold.json")
test_file() {
	local feature=$1
	sed "s/\bChallenge/$prefix/g" "$here/document-examples/${feature}DocumentExamplesTests.swift" \
		>"$project/Features/$feature/Tests/Unit/Data/${feature}DocumentExamplesTests.swift"
}

example MeilisearchIndexes meilisearch.json /indexes document_example_index_views
example MeilisearchIndexes meilisearch.json '/indexes/{indexUid}' document_example_index_view
test_file MeilisearchIndexes

example MeilisearchTasks meilisearch.json /tasks document_example_task_views
example MeilisearchTasks meilisearch.json '/tasks/{taskUid}' document_example_task_view
test_file MeilisearchTasks
