#!/usr/bin/env bash
# End to end check of the SwiftPM command plugin (Plugins/ScaffoldPlugin): a throwaway package
# that depends on this repository by path runs `swift package scaffold …` and we check what
# comes back. No network: the dependency is local. Run from anywhere: `bash .ci/e2e/plugin.sh [BUILD]`.
#
# BUILD, optional: the client's scratch path. Without it the client builds scaffold in a fresh one,
# from nothing. CI passes this repository's own `.build`, once `swift build --build-tests` has built
# scaffold there for debugging: SwiftPM then finds every scaffold command of the client's build up to
# date (its targets compile with the same commands as a dependency as they do as the root package) and
# builds only the client's target, so the step takes about 30 s instead of about 120 s (190 s of CPU).
# Any command that differed would be run again, so the client's build still proves what it did. No
# other SwiftPM may use BUILD meanwhile: SwiftPM locks a scratch path while it works in it.
#
# SwiftPM facts this script relies on (checked with Swift 6.3 on Linux):
# - both of scaffold's streams arrive on `swift package`'s standard output (SwiftPM reads the
#   plugin's stdout for its own messages); build progress and the plugin's own error go to stderr;
# - any failing run makes `swift package` exit with 1, whatever scaffold's own status was.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/scaffold-plugin.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
package="$scratch/Client"
build=${1:-"$scratch/build"}

step() {
	printf '\n==> %s\n' "$*"
}

fail() {
	printf 'error: %s\n' "$*" >&2
	exit 1
}

# Runs the plugin in the client package from an unrelated directory (so a relative path only
# works if the plugin really runs scaffold in the package directory). Output lands in
# $scratch/out (stdout) and $scratch/err (stderr); the exit status is in $status.
plugin() {
	status=0
	(cd / && swift package --package-path "$package" --scratch-path "$build" \
		--allow-writing-to-package-directory scaffold "$@") >"$scratch/out" 2>"$scratch/err" </dev/null || status=$?
}

# Prints what the last run wrote, for a failure message.
show_last_run() {
	printf -- '--- stdout\n%s\n--- stderr\n%s\n' "$(cat "$scratch/out")" "$(tail -n 20 "$scratch/err")" >&2
}

expect_success() {
	[[ $status -eq 0 ]] || { show_last_run; fail "'swift package scaffold $*' exited with $status"; }
}

create_client_package() {
	step "create a client package depending on $repo"
	mkdir -p "$package/Sources/Client"
	# Swift string literal: escape backslashes and quotes in the path, just in case.
	local literal=${repo//\\/\\\\}
	literal=${literal//\"/\\\"}
	cat >"$package/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
	name: "Client",
	dependencies: [.package(path: "$literal")],
	targets: [.target(name: "Client")]
)
EOF
	echo 'public enum Client {}' >"$package/Sources/Client/Client.swift"
	# A template and its context, read through paths relative to the package directory.
	printf 'Hello, {{name}}!\n' >"$package/hello.mustache"
	printf '{"name": "plugin"}\n' >"$package/hello.json"
	printf '{\n  "name": tru\n}\n' >"$package/broken.json"
	echo "$package"
}

check_plugin_is_listed() {
	step "swift package plugin --list names the 'scaffold' verb"
	local list
	list=$(swift package --package-path "$package" --scratch-path "$build" plugin --list 2>"$scratch/err") \
		|| { cat "$scratch/err" >&2; fail "'swift package plugin --list' failed"; }
	echo "$list"
	[[ "$list" == *"‘scaffold’ (plugin ‘ScaffoldPlugin’"* ]] || fail "the plugin is not listed"
}

check_version() {
	step "swift package scaffold --version (builds scaffold for the plugin)"
	plugin --version
	expect_success --version
	local version
	version=$(cat "$scratch/out")
	echo "$version"
	[[ "$version" == "scaffold "[0-9]* ]] || fail "unexpected --version output: $version"
}

check_help() {
	step "swift package scaffold --help"
	plugin --help
	expect_success --help
	local first
	first=$(head -n 1 "$scratch/out")
	echo "$first"
	[[ "$first" == "OVERVIEW: "* ]] || { show_last_run; fail "unexpected first line of --help: $first"; }
	grep -q '^COMMANDS:' "$scratch/out" || { show_last_run; fail "--help lists no commands"; }
	grep -q '^  check ' "$scratch/out" || { show_last_run; fail "--help does not list 'check'"; }
}

check_working_directory() {
	step "the plugin runs scaffold in the package directory (relative paths)"
	plugin render hello.mustache --data hello.json
	expect_success render
	cat "$scratch/out"
	[[ "$(cat "$scratch/out")" == "Hello, plugin!" ]] || { show_last_run; fail "render printed something else"; }
}

check_diagnostics_pass_through() {
	step "scaffold's diagnostics pass through, positions included"
	plugin render hello.mustache --data broken.json
	cat "$scratch/out"
	[[ $status -ne 0 ]] || fail "render of a broken JSON file succeeded"
	grep -Eq '^broken\.json:2:[0-9]+: error: ' "$scratch/out" \
		|| { show_last_run; fail "no 'broken.json:2:column: error:' diagnostic"; }
}

check_failing_subcommand() {
	step "a failing subcommand fails the plugin run: swift package scaffold rendr"
	plugin rendr
	cat "$scratch/out"
	grep '^error: scaffold' "$scratch/err" || true
	[[ $status -ne 0 ]] || fail "'swift package scaffold rendr' exited with 0"
	grep -q "did you mean 'render'" "$scratch/out" || { show_last_run; fail "scaffold's own diagnostic is missing"; }
	grep -q 'error: scaffold rendr exited with status 64' "$scratch/err" \
		|| { show_last_run; fail "the plugin did not report scaffold's exit status"; }
}

check_permission_is_declared() {
	step "without --allow-writing-to-package-directory, SwiftPM refuses (the permission is declared)"
	status=0
	swift package --package-path "$package" --scratch-path "$build" scaffold --version \
		>"$scratch/out" 2>"$scratch/err" </dev/null || status=$?
	grep 'wants permission' "$scratch/err" || true
	[[ $status -ne 0 ]] || fail "the plugin ran without the write permission"
	grep -q 'allow-writing-to-package-directory' "$scratch/err" || { show_last_run; fail "no permission message"; }
}

check_feature_and_check() {
	step "swift package scaffold feature Character"
	mkdir -p "$package/Specs"
	cp "$repo/Examples/Character.json" "$package/Specs/Character.json"
	local before
	before=$(cd "$package" && find . -path ./.build -prune -o -type f -print | sort)
	plugin feature Character --spec Specs/Character.json
	cat "$scratch/out"
	expect_success feature Character
	local created
	created=$(comm -13 <(echo "$before") <(cd "$package" && find . -path ./.build -prune -o -type f -print | sort))
	[[ -n "$created" ]] || fail "'scaffold feature Character' wrote no file"
	# Here-strings, not pipes into `head`: under pipefail, a writer that outlives `head` dies of
	# SIGPIPE and fails the step (seen once as exit 141).
	head -n 5 <<<"$created"
	echo "… $(echo "$created" | wc -l | tr -d ' ') new files"

	step "swift package scaffold check"
	plugin check
	cat "$scratch/out"
	expect_success check
	# Edit one generated Swift file by hand: check must now report drift and fail.
	local edited
	edited=$(grep -m 1 '\.swift$' <<<"$created" || true)
	[[ -n "$edited" ]] || fail "no generated Swift file to edit"
	echo "// edited by hand" >>"$package/$edited"
	plugin check
	cat "$scratch/out"
	[[ $status -ne 0 ]] || fail "'scaffold check' passed after $edited was edited"
}

main() {
	create_client_package
	check_plugin_is_listed
	check_version
	check_help
	check_working_directory
	check_diagnostics_pass_through
	check_failing_subcommand
	check_permission_is_declared
	check_feature_and_check
	step "plugin end to end: all steps passed"
}

main "$@"
