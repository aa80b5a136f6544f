#!/usr/bin/env bash
# Proves a stand-in rejects what Apple's framework rejects: every snippet in STAND_IN/MustFail/ must fail
# to compile with the error its first line names ("// expect: <extended regex>"), and Control.swift
# ("// expect: compiles") must build with warnings as errors. All snippets are targets of one scratch
# package that depends on the stand-in by path, so the stand-in (and any macro plugin) builds once.
#
# Usage: .ci/stand-ins/must-fail.sh STAND_IN_DIR PRODUCT   (each stand-in's must-fail.sh calls it)
# Prints one line per snippet and "N passed, N failed"; exits non-zero if any snippet misbehaves.
set -uo pipefail

[ $# -eq 2 ] || { sed -n '7p' "${BASH_SOURCE[0]}" | sed 's/^# //' >&2; exit 64; }
stand_in="$(cd "$1" && pwd)"
product="$2"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/must-fail.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT

snippets=()
for file in "$stand_in"/MustFail/*.swift; do
	name="$(basename "$file" .swift)"
	snippets+=("$name")
	mkdir -p "$scratch/Sources/$name"
	cp "$file" "$scratch/Sources/$name/$name.swift"
done

{
	echo '// swift-tools-version:6.2'
	echo 'import PackageDescription'
	echo 'let package = Package('
	echo '	name: "MustFail",'
	echo '	platforms: [.macOS(.v14), .iOS(.v17)],'
	echo "	dependencies: [.package(path: \"$stand_in\")],"
	echo '	targets: ['
	for name in "${snippets[@]}"; do
		echo "		.target(name: \"$name\", dependencies: [.product(name: \"$product\", package: \"$product\")]),"
	done
	echo '	]'
	echo ')'
} > "$scratch/Package.swift"

passed=0
failed=0
report() { # status name detail
	printf '%-4s %-26s %s\n' "$1" "$2" "$3"
	if [ "$1" = "PASS" ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}

# The control goes first: it builds the stand-in, which every other snippet then reuses.
ordered=(Control)
for name in "${snippets[@]}"; do [ "$name" != Control ] && ordered+=("$name"); done

for name in "${ordered[@]}"; do
	expected="$(head -n 1 "$stand_in/MustFail/$name.swift" | sed -n 's|^// expect: ||p')"
	output="$(cd "$scratch" && swift build --target "$name" -Xswiftc -warnings-as-errors 2>&1)"
	status=$?
	# Only this snippet's own diagnostics count: an error in the stand-in would be the wrong reason.
	errors="$(printf '%s\n' "$output" | grep -E "error:" | grep -F "/Sources/$name/" | sed -E 's/^.*error: //' | sort -u)"
	if [ "$expected" = "compiles" ]; then
		if [ $status -eq 0 ]; then
			report PASS "$name" "compiles"
		else
			report FAIL "$name" "should compile: $(printf '%s\n' "$output" | grep -E "error" | head -n 3 | tr '\n' ' ')"
		fi
	elif [ $status -eq 0 ]; then
		report FAIL "$name" "compiled, but must fail with: $expected"
	elif matched="$(printf '%s\n' "$errors" | grep -E -m 1 "$expected")"; then
		report PASS "$name" "fails: $matched"
	else
		report FAIL "$name" "failed for another reason: $(printf '%s\n' "${errors:-$output}" | head -n 3 | tr '\n' ' ')"
	fi
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
