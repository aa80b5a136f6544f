import ScaffoldBasics

/// The JSON Schema (draft 2020-12) of a feature spec, for editors' completion and checking.
///
/// Generated from code rather than checked in, so it always matches the decoder: every
/// object's properties come from the same key lists the decoder uses (`SpecKeys`), and a
/// test runs every example and every bad-spec case through both. What the schema cannot
/// express (names declared twice, references to undeclared types, cycles, samples checked
/// against types, rules between keys such as a cache policy needing a local store) only the
/// decoder reports; the schema catches the structure: keys, value kinds, enumerated values,
/// and the spelling of names, type strings and paths.
package enum SpecSchema {
	/// The `$id` of the schema.
	package static let identifier = "https://scaffold.invalid/schema/scaffold-spec.schema.json"

	// Built once per run; left unoptimised like `definitions` (it costs the build, not the run).
	/// The schema as a JSON value.
	@_optimize(none)
	package static var document: JSONValue {
		.ordered([
			("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
			("$id", .string(identifier)),
			("title", .string("scaffold feature spec")),
			("description", .string("A feature's entities, types, data sources and stored lists, from which scaffold generates a data layer.")),
			("type", .string("object")),
			("additionalProperties", .bool(false)),
			("required", strings(["version", "feature"])),
			("properties", properties(SpecKeys.top, Self.topProperties)),
			(
				"anyOf",
				.list([
					.ordered([("required", strings(["entities"])), ("properties", .ordered([("entities", .ordered([("minItems", .integer(1))]))]))]),
					.ordered([("required", strings(["userDefaults"])), ("properties", .ordered([("userDefaults", .ordered([("minItems", .integer(1))]))]))]),
				])
			),
			("$defs", .ordered(definitions + parentReadDefinitions)),
		])
	}

	/// The schema as text, tab-indented, ending in a newline.
	package static func text(indentation: Indentation = .tab) -> String {
		JSONWriter(indentation: indentation).write(document)
	}

	// MARK: - Building blocks

	static func strings(_ values: [String]) -> JSONValue { .list(values.map { .string($0) }) }

	static func reference(_ name: String) -> JSONValue { .ordered([("$ref", .string("#/$defs/\(name)"))]) }

	static func described(_ text: String, _ schema: [(String, JSONValue)]) -> JSONValue {
		.ordered([("description", .string(text))] + schema)
	}

	static func choice(_ text: String, _ values: [String]) -> JSONValue {
		described(text, [("enum", strings(values))])
	}

	static func boolean(_ text: String) -> JSONValue { described(text, [("type", .string("boolean"))]) }

	static func arrayOf(_ text: String, _ definition: String) -> JSONValue {
		described(text, [("type", .string("array")), ("items", reference(definition))])
	}

	static func referenced(_ text: String, _ definition: String) -> JSONValue {
		described(text, [("$ref", .string("#/$defs/\(definition)"))])
	}

	/// A `properties` object with one entry per key, in the key list's order.
	static func properties(_ keys: [String], _ table: [String: JSONValue]) -> JSONValue {
		.ordered(keys.map { ($0, table[$0] ?? .bool(true)) })
	}

	/// A closed object definition.
	static func object(_ text: String, keys: [String], required: [String], _ table: [String: JSONValue], extra: [(String, JSONValue)] = [])
		-> JSONValue
	{
		var members: [(String, JSONValue)] = [
			("description", .string(text)), ("type", .string("object")), ("additionalProperties", .bool(false)),
		]
		if !required.isEmpty { members.append(("required", strings(required))) }
		members.append(("properties", properties(keys, table)))
		return .ordered(members + extra)
	}
}
