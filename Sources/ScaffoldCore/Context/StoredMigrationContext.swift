/// The keys of an entity whose items are kept with a schema version (a `file` store, the file
/// fallback of a `swiftData` store, a `keychain` store's items, or the outbox of its offline
/// writes): the schema version they are written under (the spec's `schemaVersion`), the steps that migrate items of earlier versions
/// (``StoredMigrationSteps``, from the recorded history) and the test of the newest step
/// (docs/migrations.md).
struct StoredMigrationContext {
	let spec: Spec
	let entity: SpecEntity

	/// Whether the entity's items are kept with a version: in a file, or one archive per Keychain item.
	var hasStoredArchive: Bool {
		[.file, .swiftData, .keychain].contains(entity.local) || entity.hasOutbox
	}

	var contextEntries: [(String, TemplateValue)] {
		let steps = hasStoredArchive ? spec.storedMigrationSteps.byEntity[entity.name] ?? [] : []
		var entries: [(String, TemplateValue)] = [
			("hasStoredArchive", .bool(hasStoredArchive)),
			("storedMigration", .string(EntityNames(entity).name + "StoredMigration")),
			("schemaVersion", .string(String(spec.schemaVersion))),
			// A Keychain store keeps one archive per item; its migration tests read through it.
			("storedInKeychain", .bool(entity.local == .keychain)),
			("storedKeychainDataSource", .string(EntityNames(entity).name + "KeychainDataSource")),
			(
				"migrationSteps",
				.list(steps.map { step in Self.step(step, migration: EntityNames(entity).name + "StoredMigration") })
			),
		]
		entries.append(("migrationTests", .list(Self.tests(steps, version: spec.schemaVersion))))
		// The outbox's change that carries a whole item, whose migration the tests check too.
		let rest = entity.hasOutbox ? entity.rest : nil
		let migratedChange = rest?.create == true ? "create" : rest?.update == true ? "update" : nil
		entries.append(("hasMigratedChange", .bool(migratedChange != nil)))
		entries.append(("migratedChange", .string(migratedChange ?? "")))
		entries.append(("migratedChangeType", .string(EntityNames(entity).name + "Change")))
		return entries
	}

	/// One test per earlier version every step from which can be made, newest first: the sample item
	/// as this version stores it turned back into that version's (each step undone, newest first),
	/// and what the steps make of it (each default under the key later renames move it to).
	static func tests(_ steps: [StoredMigrationSteps.Step], version: Int) -> [TemplateValue] {
		guard let oldest = steps.first?.from, oldest < version else { return [] }
		var tests: [TemplateValue] = []
		var undo: [TemplateValue] = []
		var defaults: [(key: String, value: JSONValue)] = []
		// A key of the version after the step being undone → the key it has now.
		var current: [String: String] = [:]
		for from in (oldest..<version).reversed() {
			let operations = steps.first { $0.from == from }?.operations ?? []
			var undone: [TemplateValue] = []
			var renamed: [String: String] = [:]
			for operation in operations {
				switch operation {
				case .renameKey(let old, let new):
					undone.append(["code": .string("written.renameMember(\(SwiftLiteral.string(new)), to: \(SwiftLiteral.string(old)))")])
					renamed[old] = current[new] ?? new
				case .addDefault(let key, let value):
					undone.append(["code": .string("written[\(SwiftLiteral.string(key))] = nil")])
					defaults.append((current[key] ?? key, value))
				case .unmigratable:
					// Items of this version and older are set aside, not migrated: nothing to test.
					return tests
				}
			}
			undo += undone.reversed()
			current.merge(renamed) { _, renamedNow in renamedNow }
			tests.append(test(from: from, undo: undo, defaults: defaults))
		}
		return tests
	}

	private static func test(from: Int, undo: [TemplateValue], defaults: [(key: String, value: JSONValue)]) -> TemplateValue {
		let expect = defaults.map { TemplateValue.object(["code": .string("expected[\(SwiftLiteral.string($0.key))] = \(storedValue($0.value))")]) }
		return [
			"from": .string(String(from)),
			"undo": .list(undo),
			"expect": .list(expect),
			// `var` only when a statement changes it: an unchanged `var` is a warning.
			"writtenBinding": .string(undo.isEmpty ? "let" : "var"),
			"expectedBinding": .string(expect.isEmpty ? "let" : "var"),
		]
	}

	/// A step's keys: its versions, its statements, and the user-owned function (and its file)
	/// that makes what scaffold cannot.
	static func step(_ step: StoredMigrationSteps.Step, migration: String) -> TemplateValue {
		let reasons = step.operations.compactMap { operation -> String? in
			if case .unmigratable(_, let reason) = operation { reason } else { nil }
		}
		let to = step.from + 1
		return [
			"from": .string(String(step.from)),
			"to": .string(String(to)),
			"operations": .list(step.operations.filter { if case .unmigratable = $0 { false } else { true } }.map { ["code": .string(code(of: $0))] }),
			"hasCustomStep": .bool(!reasons.isEmpty),
			"customStep": .string("migrateToVersion\(to)"),
			"customStepFile": .string("\(migration)+Version\(to).swift"),
			"customReasons": .list(reasons.map { ["reason": .string(SwiftLiteral.comment($0))] }),
		]
	}

	/// The Swift statement an operation is, on `item`.
	static func code(of operation: StoredMigrationSteps.Operation) -> String {
		switch operation {
		case .renameKey(let from, let to):
			"item.renameMember(\(SwiftLiteral.string(from)), to: \(SwiftLiteral.string(to)))"
		case .addDefault(let key, let value):
			"item.addMissingMember(\(SwiftLiteral.string(key)), \(storedValue(value)))"
		case .unmigratable(_, let reason):
			"// \(SwiftLiteral.comment(reason)): a user-owned step."
		}
	}

	/// A JSON value as a `StoredValue` expression (`.int(0)`, `.object(["a": .null])`).
	static func storedValue(_ value: JSONValue) -> String {
		switch value {
		case .null: ".null"
		case .bool(let flag): ".bool(\(flag))"
		case .number(let text): Int(text) != nil ? ".int(\(text))" : ".double(\(text))"
		case .string(let text): ".string(\(SwiftLiteral.string(text)))"
		case .array(let elements): ".array([" + elements.map { storedValue($0.value) }.joined(separator: ", ") + "])"
		case .object(let members):
			members.isEmpty
				? ".object([:])"
				: ".object([" + members.map { "\(SwiftLiteral.string($0.key)): \(storedValue($0.value.value))" }.joined(separator: ", ") + "])"
		}
	}
}
