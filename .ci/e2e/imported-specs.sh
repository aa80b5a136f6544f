#!/usr/bin/env bash
# End to end for `scaffold spec import`: a project made by `scaffold init`, then specs imported from a
# petstore-like OpenAPI document (JSON and YAML), GitHub-like and PokeAPI-like documents and the Rick and
# Morty GraphQL schema (its entities read by parent through each other's list fields), each linted clean and generated into the project. Building and testing the project is `.ci/verify-project`'s job:
#
#   .ci/e2e/imported-specs.sh .build/release/scaffold /tmp/imp
#   .ci/verify-project /tmp/imp/App --isolation main-actor
#
# Usage: .ci/e2e/imported-specs.sh SCAFFOLD_BINARY WORK_DIR          (a new project, WORK_DIR/App)
#        .ci/e2e/imported-specs.sh SCAFFOLD_BINARY --into PROJECT    (added to an existing project;
#                                                                    CI adds them to the examples' one)
set -euo pipefail

[[ $# -eq 2 || ($# -eq 3 && $2 == --into) ]] || { echo "usage: $0 SCAFFOLD_BINARY (WORK_DIR | --into PROJECT)" >&2; exit 64; }
scaffold=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
fixtures="$repo/Tests/Fixtures/import"

step() { printf '\n==> %s\n' "$*"; }
fail() { printf 'error: %s\n' "$*" >&2; exit 1; }

if [[ $# -eq 3 ]]; then
	project=$(cd "$3" && pwd)
	[[ -f $project/scaffold.json ]] || fail "$project is not a scaffold project"
	cd "$project"
else
	mkdir -p "$2"
	project="$(cd "$2" && pwd)/App"
	step "scaffold init in $project"
	rm -rf "$project"
	"$scaffold" init --path "$project" --name App --module-prefix Challenge >/dev/null
	cd "$project"
	# The starter spec is not what this checks; the imported specs are the project's only ones.
	rm -f Specs/*.json
fi
imported=(Petstore PetstoreYAML RickAndMorty GitHub Pokemon Publishing Updates Billing Patches Newsletter Pulse Conduit StarWars BoxHubs ResendDomains ResendEmails MeilisearchIndexes ResendContacts MeilisearchTasks SpotifyPlaylists GitHubRepos GitHubUserRepositories DiscourseTagGroups DiscoursePosts DiscourseDirectory ResendEmailAttachments OktaTasks FigmaWebhooks)

import() {
	local feature=$1 document=$2
	step "scaffold spec import $(basename "$document") --name $feature"
	"$scaffold" spec import "$document" --name "$feature" --output "Specs/$feature.json" 2>"$project/.import.log" \
		|| { cat "$project/.import.log" >&2; rm -f "$project/.import.log"; fail "importing $document failed"; }
	grep -c ': warning: ' "$project/.import.log" | sed 's/^/warnings: /' || true
	rm -f "$project/.import.log"
}
import Petstore "$fixtures/openapi/petstore.json"
import PetstoreYAML "$fixtures/openapi/petstore.yaml"
import RickAndMorty "$repo/Tests/Fixtures/samples/schema.graphql"
# API shapes unlike the petstore's: one schema at several paths, items by login and gist_id (GitHub-like);
# trailing slashes on every path, items by name (PokeAPI-like).
import GitHub "$fixtures/openapi/github-like.yaml"
import Pokemon "$fixtures/openapi/pokeapi-like.yaml"
# Every response wrapped in "data", items by slug (the spec's rest.envelope and itemPath).
import Publishing "$fixtures/openapi/envelope-api.yaml"
# Updates by POST to the item's path (the spec's "update": {"method": "POST"}); a POST beside a PUT and one without a body left out.
import Updates "$fixtures/openapi/post-on-item.yaml"
# Writes sent as HTML forms (the spec's "encoding": "form"), Stripe style; a form with a map left out.
import Billing "$fixtures/openapi/form-like.yaml"
# Updates by PATCH of the fields given (the spec's "update": {"method": "PATCH"}); a PATCH beside a PUT,
# of other keys, or answering something else than the item left out.
import Patches "$fixtures/openapi/patch.yaml"
# A Laravel paginator's pages (the spec's list.page: items under data, counts beside them).
import Newsletter "$fixtures/openapi/laravel-like.yaml"
# Lists without page numbers: a cursor beside the items or in meta, a link to the next page (list.page.cursor, nextURL).
import Pulse "$fixtures/openapi/cursor-like.yaml"
# RealWorld's (Conduit's) article as {"article": …} beside the list as {"articles": […], "articlesCount"} (list.envelope null).
import Conduit "$fixtures/openapi/realworld-like.yaml"
# GraphQL lists that are Relay connections (graphql.list.connection), as the Star Wars and GitHub schemas have them.
import StarWars "$fixtures/graphql/relay-like.graphqls"

# Screens of real public descriptions (Tests/Fixtures/import/real, SOURCES.md there), selected as an app
# would: Box's hubs (marker paging, components/parameters), Resend's domains (an entity that is only
# created, beside the list and item), Resend's contacts (a map of any values, imported as JSON). Their specs are held to exact text by ImportRealDocumentsTests.
import_selected() {
	local feature=$1 document=$2 path=$3
	shift 3
	step "scaffold spec import $(basename "$document") --select $path $* --name $feature"
	"$scaffold" spec import "$document" --select "$path" "$@" --name "$feature" --output "Specs/$feature.json" 2>"$project/.import.log" \
		|| { cat "$project/.import.log" >&2; rm -f "$project/.import.log"; fail "importing $path of $document failed"; }
	rm -f "$project/.import.log"
}
import_selected BoxHubs "$fixtures/real/box-platform-v2025.0.json" /hubs
import_selected ResendDomains "$fixtures/real/resend.json" /domains
# Resend's emails: a list continued after its last item while 'has_more' says more follow (list.page.hasMore).
import_selected ResendEmails "$fixtures/real/resend.json" /emails
# Meilisearch's indexes: an offset page with a total and no links (list.page "next": null, "prev": null).
import_selected MeilisearchIndexes "$fixtures/real/meilisearch.json" /indexes
import_selected ResendContacts "$fixtures/real/resend.json" /contacts
# Meilisearch's tasks: a cursor the API sends as a number ('next': 143), sent back as '?from=' (list.page.cursorType "Int").
import_selected MeilisearchTasks "$fixtures/real/meilisearch.json" /tasks
# Spotify's playlists: a playlist item is a track or an episode, told apart by 'type' (a union: oneOf with a discriminator).
import_selected SpotifyPlaylists "$fixtures/real/spotify-web-api.yml" /playlists
# Resend's attachments, selected by their child list's path: an entity read by parent alone (no rest.path),
# a page of one email's attachments at a time, continued after the last one while 'has_more' (byParent page).
import_selected ResendEmailAttachments "$fixtures/real/resend.json" '/emails/{email_id}/attachments'
# GitHub's repositories: fetched by no query field of their own by id, but through Relay's node(id:)
# (graphql.detail.on), with two levels of object types below them (--depth 1).
import_selected GitHubRepos "$fixtures/real/github.graphql" Repository --depth 1
# GitHub's users and their repositories: User's 'repositories' connection read by parent a page at a time through
# User's detail, Relay's node(id:), in a fragment on User (graphql.byParent "on", "connection": true).
import_selected GitHubUserRepositories "$fixtures/real/github.graphql" User --select Repository --depth 1
# Discourse's tag groups and posts: every path named as a file (/tag_groups.json, /tag_groups/{id}.json), the
# item wrapped in 'tag_group' (beside 'success' after an update), the list in 'tag_groups' / 'latest_posts' of rows of their own.
import_selected DiscourseTagGroups "$fixtures/real/discourse.yml" /tag_groups.json
import_selected DiscoursePosts "$fixtures/real/discourse.yml" /posts
# Discourse's user directory: a numbered page ('?page=') counted by 'total_rows_directory_items' in 'meta'.
import_selected DiscourseDirectory "$fixtures/real/discourse.yml" /directory_items.json
# Okta's tasks: the next page's URL in a link object inside '_links' (HAL's links: list.page.href), listed as compact rows.
import_selected OktaTasks "$fixtures/real/okta-governance-enduser.yaml" /governance/api/v2/my/tasks
# Figma's webhooks: the next page's URL in an object of its own ('pagination.next_page'), every write of the item.
import_selected FigmaWebhooks "$fixtures/real/figma.yaml" /v2/webhooks

step "the JSON and YAML documents give the same spec"
diff <(sed 1,4d Specs/Petstore.json) <(sed 1,4d Specs/PetstoreYAML.json) || fail "petstore.json and petstore.yaml import differently"

step "scaffold spec lint"
"$scaffold" spec lint Specs/Petstore.json Specs/PetstoreYAML.json Specs/RickAndMorty.json Specs/GitHub.json Specs/Pokemon.json Specs/Publishing.json Specs/Updates.json Specs/Billing.json Specs/Patches.json Specs/Newsletter.json Specs/Pulse.json Specs/Conduit.json Specs/StarWars.json Specs/BoxHubs.json Specs/ResendDomains.json Specs/ResendEmails.json Specs/MeilisearchIndexes.json Specs/ResendContacts.json Specs/MeilisearchTasks.json Specs/SpotifyPlaylists.json Specs/GitHubRepos.json Specs/GitHubUserRepositories.json Specs/DiscourseTagGroups.json Specs/DiscoursePosts.json Specs/DiscourseDirectory.json Specs/ResendEmailAttachments.json Specs/OktaTasks.json Specs/FigmaWebhooks.json 2>&1 | tee "$project/.lint.log"
grep -q "no problems" "$project/.lint.log" || fail "an imported spec has problems"
rm -f "$project/.lint.log"
# The YAML document's spec is the JSON one's (checked above): generating it too would only compile
# the same code again in every isolation setup.
rm Specs/PetstoreYAML.json
imported=("${imported[@]/PetstoreYAML/}")

step "GitHubRepos' spec is within GitHubUserRepositories'"
# The same Repository (read through node(id:)) and the same types: GitHubUserRepositories' spec adds
# only User and Repository's reads by User. Its generated code would compile nothing the other's does
# not, so it is imported and linted (its importer path: one --select) but not generated.
python3 - Specs/GitHubRepos.json Specs/GitHubUserRepositories.json <<'PYTHON' || fail "GitHubRepos' spec is no longer within GitHubUserRepositories': generate it again"
import json, sys
alone, within = (json.load(open(path)) for path in sys.argv[1:])
def entities(spec):
    found = {}
    for entity in spec["entities"]:
        entity = json.loads(json.dumps(entity))
        entity.get("graphql", {}).pop("byParent", None)
        found[entity["name"]] = entity
    return found
types_within = {t["name"]: t for t in within.get("types", [])}
assert all(types_within.get(t["name"]) == t for t in alone.get("types", [])), "a type differs"
assert all(entities(within).get(name) == entity for name, entity in entities(alone).items()), "an entity differs"
PYTHON
echo "GitHubRepos: its one entity and its $(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1])).get("types", [])))' Specs/GitHubRepos.json) types are GitHubUserRepositories'"
rm Specs/GitHubRepos.json
imported=("${imported[@]/GitHubRepos/}")

step "generate every imported spec"
for feature in "${imported[@]}"; do
	[[ -n $feature ]] || continue
	"$scaffold" feature "$feature" --spec "Specs/$feature.json" | tail -n 1
done
"$scaffold" check --quiet || fail "scaffold check found drift right after generation"
echo "imported specs generated into $project"
