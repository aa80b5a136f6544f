#!/usr/bin/env python3
"""Which features of the end-to-end project the isolation setups other than the full one must build.

Usage: python3 .ci/e2e/spec_shapes.py PROJECT ALWAYS_FEATURE...

Prints, one a line, the features of PROJECT (its Specs/*.json) that a smaller copy of it may leave
out, and on standard error why each other feature stays. A spec's *shapes* are the keys it uses
(arrays collapsed: `.entities[].rest.list.page.cursor`) with the values that choose what the templates
write: `"local": "none"`, `"method": "PATCH"`, `false`, `null`, a field's type with the spec's own
types named by their kind (`[Tag]?` is `[Struct]?`, `Status?` is `Enum?`). Values that only name
things (names, JSON keys, paths, samples, descriptions) count only as given.

The ALWAYS features (the examples, and features with hand-written tests) stay. Of the others, the
fewest generated lines whose specs bring every shape the ALWAYS ones lack are chosen (greedily: the
most new shapes per generated line first, ties by name); the rest add no shape and are left out.
Nothing here reads a clock or a random source: one project gives one answer.
"""
import json
import os
import re
import sys

# Keys whose values only name things: the generated code's names and strings change with them,
# its shape does not. Whether such a key is given (and its value's JSON kind) still counts.
NAMING = {
    "$schema", "feature", "name", "plural", "description", "jsonKey", "sample", "default", "path",
    "itemPath", "basePath", "field", "list", "on", "operation", "parent", "argument", "filterInput",
    "parameter", "query", "count", "cursor", "items", "limit", "next", "prev", "pages", "info", "href",
    "hasMore", "nextURL", "offset", "envelope", "value", "discriminator", "service", "key", "maxAge",
    "inverse", "reference", "renamedFrom", "search", "pageSize", "version",
}
# Type names that are Swift's or the spec's own vocabulary, kept as they are in a type's shape.
BUILT_IN = {"String", "Int", "Double", "Float", "Bool", "Date", "URL", "UUID", "JSON", "Decimal", "Data"}


def kinds(spec):
    """The spec's own type names, each mapped to its kind."""
    named = {}
    for declared in spec.get("types", []):
        named[declared["name"]] = "Union" if "union" in declared else "Enum" if "enum" in declared else "Struct"
    for entity in spec.get("entities", []):
        named[entity["name"]] = "Entity"
        listing = (entity.get("rest") or {}).get("list")
        if isinstance(listing, dict) and isinstance(listing.get("row"), dict) and "name" in listing["row"]:
            named[listing["row"]["name"]] = "Row"
    return named


def shapes(spec):
    named, found = kinds(spec), set()

    def type_shape(text):
        return re.sub(r"[A-Za-z_][A-Za-z0-9_]*", lambda m: m.group(0) if m.group(0) in BUILT_IN else named.get(m.group(0), m.group(0)), text)

    def walk(value, path, key):
        if isinstance(value, dict):
            found.add(path + " {}")
            for child, inner in value.items():
                walk(inner, path + "." + child, child)
        elif isinstance(value, list):
            found.add(path + " []")
            for inner in value:
                walk(inner, path + "[]", key)
        elif key in ("type", "element") and isinstance(value, str):
            found.add(f"{path} = {type_shape(value)}")
        elif key in NAMING and value is not None and not isinstance(value, bool):
            found.add(f"{path} : {type(value).__name__}")
        else:
            found.add(f"{path} = {json.dumps(value)}")

    walk(spec, "", "")
    return found


def generated_lines(project, feature):
    total = 0
    for folder, _, files in sorted(os.walk(os.path.join(project, "Features", feature))):
        for name in sorted(files):
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    total += sum(1 for _ in f)
    return total


def main(project, always):
    specs = {}
    for name in sorted(os.listdir(os.path.join(project, "Specs"))):
        if name.endswith(".json"):
            with open(os.path.join(project, "Specs", name), encoding="utf-8") as f:
                spec = json.load(f)
            specs[spec["feature"]] = shapes(spec)
    missing = [feature for feature in always if feature not in specs]
    if missing:
        sys.exit(f"spec_shapes: {project} has no spec of {', '.join(missing)}")
    covered = set().union(*(specs[feature] for feature in always))
    candidates = {feature: found for feature, found in specs.items() if feature not in always}
    cost = {feature: max(1, generated_lines(project, feature)) for feature in candidates}
    while True:
        new = {feature: found - covered for feature, found in candidates.items() if found - covered}
        if not new:
            break
        chosen = max(sorted(new), key=lambda feature: len(new[feature]) / cost[feature])
        print(f"stays: {chosen} ({cost[chosen]} lines) brings {len(new[chosen])} shapes, as {sorted(new[chosen])[0]}", file=sys.stderr)
        covered |= candidates.pop(chosen)
    for feature in sorted(candidates):
        print(feature)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__.split("\n\n")[1])
    main(sys.argv[1], sys.argv[2:])
