import ScaffoldCore
import Testing

/// What a path of a stored shape is, and the one place it becomes prose and back: the
/// descriptions of `StoredShape.json`.
struct StoredShapeKindTests {
	typealias Kind = StoredShape.Kind

	static let id = StoredShape.Identity(name: "id", stored: .init(type: "Int", key: "id"))

	/// Every form a `StoredShape.json` written by scaffold holds, with the kind it reads as.
	static let forms: [(String, Kind)] = [
		("file store, identified by id: Int (JSON key id)", .entity(store: "file", outbox: false, identifier: id)),
		("swiftData store and outbox, identified by id: Int (JSON key id)", .entity(store: "swiftData", outbox: true, identifier: id)),
		("outbox only, identified by id: Int (JSON key id)", .entity(store: nil, outbox: true, identifier: id)),
		("nested, identified by id: Int (JSON key id)", .nested(identifier: id)),
		("[String: Origin]? (JSON key the (JSON key) x)", .field(.init(type: "[String: Origin]?", key: "the (JSON key) x"))),
		("value type", .valueType),
		("enum of alive, dead, unknown", .enumeration(values: "alive, dead, unknown")),
		("list of String in UserDefaults key a b", .list(element: "String", key: "a b")),
	]

	func everyFormReadsAsItsKindAndIsWrittenBackToTheLetter() {
		for (text, kind) in Self.forms {
			expectEqual(Kind(parsing: text), kind, "\(text)")
			expectEqual(kind.description, text)
		}
	}

	func aDescriptionOfNoKnownFormIsKeptUnread() {
		for text in ["", "memory", "file store", "file store, identified by id", "String (JSON key name", "list of String"] {
			expectEqual(Kind(parsing: text), .unread(text), "\(text)")
			expectEqual(Kind(parsing: text).description, text)
		}
		// A store this version does not know is still a store, written back as it was.
		let unknown = "cloud store, identified by id: Int (JSON key id)"
		expectEqual(Kind(parsing: unknown), .entity(store: "cloud", outbox: false, identifier: Self.id))
		expectEqual(Kind(parsing: unknown).description, unknown)
	}

	func entitiesAndFieldsAnswerTheirParts() {
		expectEqual(Kind.nested(identifier: Self.id).identifier, Self.id)
		expectEqual(Kind.field(.init(type: "Int", key: "n")).field?.key, "n")
		expectEqual(Kind.valueType.identifier, nil)
		expectEqual(Kind.valueType.field, nil)
	}

	func theWalkFromAnOwnerFindsItsOwnFieldsAndWhatTheirTypesName() {
		let shape = StoredShape(entries: [
			"Episode": .init(description: "file store, identified by id: Int (JSON key id)"),
			"Episode.title": .init(description: "String (JSON key title)"),
			"Episode.origin": .init(description: "Origin (JSON key origin)"),
			"Character": .init(description: "nested, identified by id: Int (JSON key id)"),
			"types.Origin": .init(description: "value type"),
			"types.Origin.url": .init(description: "String (JSON key url)"),
			"types.Status": .init(description: "enum of alive, dead"),
		])
		expectEqual(shape.fieldPaths(of: "Episode"), ["Episode.origin", "Episode.title"])
		expectEqual(shape.fieldPaths(of: "types.Origin"), ["types.Origin.url"])
		expectEmpty(shape.fieldPaths(of: "Episode.origin"))
		expectEqual(shape.storedOwner(named: "Origin"), "types.Origin")
		expectEqual(shape.storedOwner(named: "Status"), "types.Status")
		expectEqual(shape.storedOwner(named: "Character"), "Character")
		expectEqual(shape.storedOwner(named: "String"), nil)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<StoredShapeKindTests>] = [
		SuiteTest("everyFormReadsAsItsKindAndIsWrittenBackToTheLetter") { $0.everyFormReadsAsItsKindAndIsWrittenBackToTheLetter() },
		SuiteTest("aDescriptionOfNoKnownFormIsKeptUnread") { $0.aDescriptionOfNoKnownFormIsKeptUnread() },
		SuiteTest("entitiesAndFieldsAnswerTheirParts") { $0.entitiesAndFieldsAnswerTheirParts() },
		SuiteTest("theWalkFromAnOwnerFindsItsOwnFieldsAndWhatTheirTypesName") { $0.theWalkFromAnOwnerFindsItsOwnFieldsAndWhatTheirTypesName() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<StoredShapeKindTests>) async throws { try await test.body(self) }
}
