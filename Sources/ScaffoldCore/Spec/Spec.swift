import ScaffoldBasics

/// A decoded and checked feature spec: what the generator's context layer is built from.
///
/// Made by ``Spec/load(bytes:path:)``. Every element keeps the ``SourceLocation`` of the JSON
/// object it came from, so later stages can point at spec lines. Everything whose order reaches
/// the output is an array, in the order the spec wrote it.
public struct Spec: Sendable, Equatable {
	/// The format version the spec declared (always ``Spec/currentVersion`` once loaded).
	package var version: Int
	/// The feature's name (`Character`): names the feature module and its folder.
	package var feature: String
	/// How JSON keys are derived from Swift names when a field gives no `jsonKey`.
	package var jsonKeys: JSONKeyStyle
	/// How `Date` values are written in JSON.
	package var dateFormat: DateFormat
	/// Value types and enums fields can use, in spec order.
	package var types: [SpecDeclaration]
	/// The entities, in spec order.
	package var entities: [SpecEntity]
	/// Lists kept in `UserDefaults`, in spec order.
	package var userDefaults: [SpecUserDefaults]
	/// The top-level object.
	package var location: SourceLocation
	/// The version of what the feature keeps on devices (`schemaVersion`, default 1): bumped when
	/// a stored shape changes, freezing the one before (``StoredShapeJudgement``, docs/migrations.md).
	package var schemaVersion = 1
	/// Where `schemaVersion` is written, if it is.
	package var schemaVersionLocation: SourceLocation?
	/// `"extensions": true`: every run writes the files of the generated types' extension points
	/// that are missing, and `check` reports a missing one (docs/plan.md#extension-points).
	/// Without it, `feature --with-extensions` writes them once.
	package var extensions = false

	/// The one format version this scaffold reads.
	package static let currentVersion = 1

	/// The feature name split into words.
	package var featureName: Name { Name(feature) }

	/// The declared type named `name`, if any.
	package func declaration(named name: String) -> SpecDeclaration? {
		types.first { $0.name == name }
	}

	/// The entity named `name`, if any.
	package func entity(named name: String) -> SpecEntity? {
		entities.first { $0.name == name }
	}

	/// What JSON nests under a value type or an entity named `name`: the value type's fields, or the
	/// entity's identifier followed by its fields.
	package func nestedFields(of name: String) -> [SpecField]? {
		declaration(named: name)?.fields ?? entity(named: name)?.allFields
	}
}

/// How JSON keys follow from Swift names (a field's `jsonKey` always wins).
package enum JSONKeyStyle: String, Sendable, CaseIterable {
	/// The JSON key is the Swift name: `imageURL`.
	case camelCase
	/// The JSON key is the Swift name in snake case: `imageURL` → `image_url`.
	case snakeCase = "snake_case"

	/// The JSON key for a Swift name.
	package func key(for swiftName: String) -> String {
		switch self {
		case .camelCase: swiftName
		case .snakeCase: Name(swiftName).snake
		}
	}
}

/// How `Date` values are written in JSON.
package enum DateFormat: String, Sendable, CaseIterable {
	/// ISO 8601 text, with or without fractional seconds: `2017-11-04T18:48:46.250Z`.
	case iso8601
	/// A number of seconds since 1970-01-01T00:00:00Z.
	case secondsSince1970
	/// A number of milliseconds since 1970-01-01T00:00:00Z.
	case millisecondsSince1970
}
