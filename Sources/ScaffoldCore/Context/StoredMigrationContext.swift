import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The keys of an entity whose items are kept with a schema version (a `file` store, the file
/// fallback of a `swiftData` store, a `keychain` store's items, or the outbox of its offline
/// writes): the schema version they are written under (the spec's `schemaVersion`), the steps that migrate items of earlier versions
/// (``StoredMigrationSteps``, from the recorded history) and the test of the newest step
/// (docs/migrations.md).
package struct StoredMigrationContext {
	let feature: ResolvedFeature
	/// The spec of ``feature``.
	var spec: Spec { feature.spec }
	let entity: SpecEntity

	/// The keys of `entity` in `spec` (a spec as the generation driver completes it).
	package init(feature: ResolvedFeature, entity: SpecEntity) {
		self.feature = feature
		self.entity = entity
	}

	/// Whether the entity's items are kept with a version: in a file, or one archive per Keychain
	/// item. Job planning asks it here (a store's migration files); no template reads it.
	package var hasStoredArchive: Bool {
		entity.local.isPersistent || entity.hasOutbox
	}

	/// The migration's type name (`CharacterStoredMigration`).
	var migration: String { EntityNames(entity).name + "StoredMigration" }

	/// The steps from each earlier version the history records; none for items kept without a version.
	var steps: [StoredMigrationSteps.Step] {
		hasStoredArchive ? feature.storedMigrationSteps.byEntity[entity.name] ?? [] : []
	}

	/// Whether a step can be tested: some earlier version migrates without a custom step.
	var hasTests: Bool { !Self.tests(steps, version: spec.schemaVersion).isEmpty }

	/// Each step scaffold cannot make alone: the user-owned file it is written to once
	/// (`CharacterStoredMigration+Version3.swift`) and the step's keys.
	var customSteps: [(file: String, keys: Step)] {
		steps.filter { !Self.reasons($0).isEmpty }.map { (Self.customStepFile(migration, to: $0.from + 1), Self.step($0, migration: migration)) }
	}

	/// The file of a custom step, a sibling of the migration's.
	static func customStepFile(_ migration: String, to version: Int) -> String { "\(migration)+Version\(version).swift" }

	var keys: Keys {
		let steps = steps
		let rest = entity.hasOutbox ? entity.rest : nil
		let migratedChange = rest?.create == true ? "create" : rest?.update == true ? "update" : nil
		return Keys(
			storedMigration: migration,
			schemaVersion: String(spec.schemaVersion),
			storedInKeychain: entity.local.sharedStore == .keychainStore,
			storedKeychainDataSource: EntityNames(entity).keychainDataSource,
			migrationSteps: steps.map { Self.step($0, migration: migration) },
			migrationTests: Self.tests(steps, version: spec.schemaVersion),
			hasMigratedChange: migratedChange != nil,
			migratedChange: migratedChange ?? "",
			migratedChangeType: EntityNames(entity).name + "Change")
	}

	/// One test per earlier version every step from which can be made, newest first: the sample item
	/// as this version stores it turned back into that version's (each step undone, newest first),
	/// and what the steps make of it (each default under the keys later renames move it to).
	package static func tests(_ steps: [StoredMigrationSteps.Step], version: Int) -> [Test] {
		guard let oldest = steps.first?.from, oldest < version else { return [] }
		let leavesByStep = Dictionary(uniqueKeysWithValues: steps.map { ($0.from, $0.operations.flatMap { leaves(of: $0) }) })
		var tests: [Test] = []
		var undo: [Code] = []
		var defaults: [(path: [String], value: JSONValue)] = []
		for from in (oldest..<version).reversed() {
			let operations = leavesByStep[from] ?? []
			var undone: [Code] = []
			for (path, operation) in operations {
				switch operation {
				case .renameKey(let old, let new):
					undone.append(Code(code: nestedCode(on: "written", path: path, "renameMember(\(SwiftLiteral.string(new)), to: \(SwiftLiteral.string(old)))")))
				case .addDefault(let key, let value):
					undone.append(Code(code: nestedCode(on: "written", path: path, "[\(SwiftLiteral.string(key))] = nil")))
					// Under the keys it has now: the renames of every later step applied in order.
					var now = path + [key]
					for later in (from + 1)..<version { now = renamed(now, by: leavesByStep[later] ?? []) }
					defaults.append((now, value))
				case .unmigratable, .nested:
					// Items of this version and older are set aside, not migrated: nothing to test.
					return tests
				}
			}
			undo += undone.reversed()
			tests.append(test(from: from, undo: undo, defaults: defaults))
		}
		return tests
	}

	/// Every operation that is no `nested` one, with the member keys it is nested under.
	private static func leaves(of operation: StoredMigrationSteps.Operation) -> [(path: [String], operation: StoredMigrationSteps.Operation)] {
		guard case .nested(let key, let operations) = operation else { return [([], operation)] }
		return operations.flatMap { leaves(of: $0).map { ([key] + $0.path, $0.operation) } }
	}

	/// A member's keys after a step's renames, made in the step's order.
	private static func renamed(_ keys: [String], by operations: [(path: [String], operation: StoredMigrationSteps.Operation)]) -> [String] {
		var keys = keys
		for (path, operation) in operations {
			guard case .renameKey(let old, let new) = operation, keys.count > path.count, Array(keys.prefix(path.count)) == path,
				keys[path.count] == old
			else { continue }
			keys[path.count] = new
		}
		return keys
	}

	/// `statement` (a call or subscript that follows a dot or the value) on `value`'s member at
	/// `path`: `written.updateMember("origin") { $0.renameMember("url", to: "link") }`.
	private static func nestedCode(on value: String, path: [String], _ statement: String) -> String {
		guard let key = path.first else { return value + (statement.hasPrefix("[") ? "" : ".") + statement }
		return "\(value).updateMember(\(SwiftLiteral.string(key))) { \(nestedCode(on: "$0", path: Array(path.dropFirst()), statement)) }"
	}

	private static func test(from: Int, undo: [Code], defaults: [(path: [String], value: JSONValue)]) -> Test {
		let expect = defaults.map { path, value in
			Code(code: nestedCode(on: "expected", path: Array(path.dropLast()), "[\(SwiftLiteral.string(path.last!))] = \(storedValue(value))"))
		}
		return Test(
			from: String(from), undo: undo, expect: expect, writtenBinding: undo.isEmpty ? "let" : "var",
			expectedBinding: expect.isEmpty ? "let" : "var")
	}

	/// A step's keys: its versions, its statements, and the user-owned function (and its file)
	/// that makes what scaffold cannot.
	static func step(_ step: StoredMigrationSteps.Step, migration: String) -> Step {
		let reasons = reasons(step)
		let to = step.from + 1
		return Step(
			from: String(step.from),
			to: String(to),
			operations: step.operations.filter { if case .unmigratable = $0 { false } else { true } }.flatMap(code(of:)).map(Code.init),
			hasCustomStep: !reasons.isEmpty,
			customStep: "migrateToVersion\(to)",
			customStepFile: customStepFile(migration, to: to),
			customReasons: reasons.map { Reason(reason: SwiftLiteral.comment($0)) })
	}

	/// Why scaffold cannot make a step alone, one reason per member it cannot migrate; none when it can.
	private static func reasons(_ step: StoredMigrationSteps.Step) -> [String] {
		step.operations.compactMap { operation -> String? in
			if case .unmigratable(_, let reason) = operation { reason } else { nil }
		}
	}

	/// The Swift statement an operation is, on `item`: one per renamed or added member, nested
	/// ones through the members they are under
	/// (`item.updateMember("origin") { $0.renameMember("link", to: "url") }`).
	package static func code(of operation: StoredMigrationSteps.Operation) -> [String] {
		leaves(of: operation).map { path, leaf in
			switch leaf {
			case .renameKey(let from, let to):
				nestedCode(on: "item", path: path, "renameMember(\(SwiftLiteral.string(from)), to: \(SwiftLiteral.string(to)))")
			case .addDefault(let key, let value):
				nestedCode(on: "item", path: path, "addMissingMember(\(SwiftLiteral.string(key)), \(storedValue(value)))")
			case .unmigratable(_, let reason):
				"// \(SwiftLiteral.comment(reason)): a user-owned step."
			case .nested:
				preconditionFailure("leaves(of:) returns no nested operation")
			}
		}
	}

	/// A JSON value as a `StoredValue` expression (`.int(0)`, `.object(["a": .null])`).
	package static func storedValue(_ value: JSONValue) -> String {
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
