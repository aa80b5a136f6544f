import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Whether a spec may be generated over what earlier versions stored: its stored shape against
/// the history in `Features/{Feature}/StoredShape.json`, under the spec's `schemaVersion`.
///
/// - No history: the shape is recorded as the spec's version (the first run, or a feature that
///   starts storing data).
/// - The same version: the shape must not have changed; every difference is an error at the spec
///   field (or entity) that made it, asking for a bump, since devices hold data of that shape.
/// - The next version: the shape is recorded after the others, which stay as they were (frozen).
/// - Any other version: an error at `schemaVersion` (a skipped version, or one that went back).
///
/// `amend` records the shape anew under the last version instead of refusing a change: for a
/// version not released yet, whose data no device holds (`feature --amend-schema`).
package enum StoredShapeJudgement {
	/// The history file to write (nil when the feature stores nothing and never did), or the
	/// errors; and the migration steps the history gives (``StoredMigrationPlanner``), with a
	/// warning at each change of the newest step that cannot be migrated yet; and the SwiftData
	/// model versions of each `swiftData` entity (``SwiftDataModelPlanner``).
	package struct Judged: Sendable {
		/// The history file to write; `nil` when the feature stores nothing and never did, or on errors.
		package var file: OutputFile?
		/// The errors that refuse the spec, or the warnings of a spec that may be generated.
		package var diagnostics: [Diagnostic]
		/// The migration steps the history gives.
		package var steps = StoredMigrationSteps()
		/// The SwiftData model versions of each `swiftData` entity.
		package var swiftData = SwiftDataModelVersions()

		/// A refusal: `problems`, nothing to write, no steps.
		static func refused(_ problems: [Diagnostic]) -> Judged {
			Judged(file: nil, diagnostics: problems)
		}
	}

	package static func judge(
		spec: Spec, specPath: String, config: ProjectConfig, read: (String) -> [UInt8]?, amend: Bool = false
	) -> Judged {
		let feature = spec.featureName.upperCamel
		let path = StoredShapeHistory.path(feature: feature, config: config)
		let current = StoredShape(spec: spec)
		var history = StoredShapeHistory(versions: [])
		if let bytes = read(path) {
			switch StoredShapeHistory.read(bytes, path: path) {
			// A history recorded before nested entities were stored shape gets them (``StoredShapeHistory/fillingNestedEntities(from:)``).
			case .success(let recorded): history = recorded.fillingNestedEntities(from: current)
			case .failure(let problem): return .refused([problem])
			}
		}
		let recorded = history
		let problems = record(current, in: &history, spec: spec, path: path, amend: amend)
		guard problems.isEmpty else { return .refused(problems) }
		guard !history.versions.isEmpty else { return .refused([]) }
		let renames = renameProblems(current, history: history, path: path)
		guard renames.isEmpty else { return .refused(renames) }
		let file = OutputFile(
			path: path, contents: history.text(feature: feature, indentation: config.indentation), origin: specPath, templateHash: "")
		var warnings = unmigratableWarnings(current, history: history, spec: spec, config: config, read: read)
		let swiftData = SwiftDataModelPlanner.versions(history: history, recorded: recorded, spec: spec)
		let repeats = swiftData.byEntity.keys.sorted().compactMap { entity -> Diagnostic? in
			guard let repeated = swiftData.byEntity[entity]?.repeated else { return nil }
			return .error(
				"\(entity)'s SwiftData models at schema version \(repeated.version) are those of schema version \(repeated.earlier): SwiftData refuses a migration plan with two identical versions (their checksums are equal); keep the models of schema version \(repeated.version) different from every earlier version's (docs/migrations.md)",
				at: spec.schemaVersionLocation ?? spec.location, notes: [Diagnostic.Note("schema versions are recorded in \(path)")])
		}
		guard repeats.isEmpty else { return .refused(repeats) }
		SwiftDataStageWarnings.add(to: &warnings, versions: swiftData, spec: spec, config: config, read: read)
		return Judged(file: file, diagnostics: warnings, steps: StoredMigrationPlanner.steps(history), swiftData: swiftData)
	}

	/// Puts `current` into `history` as the spec's version allows, or says why it may not.
	private static func record(_ current: StoredShape, in history: inout StoredShapeHistory, spec: Spec, path: String, amend: Bool)
		-> [Diagnostic]
	{
		let version = spec.schemaVersion
		let versionLocation = spec.schemaVersionLocation ?? spec.location
		guard let last = history.versions.last else {
			if !current.isEmpty { history.versions = [(version, current)] }
			return []
		}
		let recordedNote = Diagnostic.Note("schema version \(last.version) is recorded in \(path)")
		switch version {
		case last.version:
			if !amend {
				let problems = differences(from: last.shape, to: current, version: last.version, spec: spec, at: versionLocation)
				guard problems.isEmpty else {
					return problems.map { problem in
						var noted = problem
						noted.notes.append(recordedNote)
						return noted
					}
				}
			}
			// The same shape, with the spec's hints for the step into it (they change no stored data).
			history.versions[history.versions.count - 1].shape = current
			return []
		case last.version + 1:
			history.versions.append((version, current))
			return []
		case ..<last.version:
			return [
				.error(
					"schemaVersion \(version) went back: devices may hold data of schema version \(last.version) already; it is \(last.version), or \(last.version + 1) for a new stored shape",
					at: versionLocation, notes: [recordedNote])
			]
		default:
			return [
				.error(
					"schemaVersion jumps from \(last.version) to \(version): versions go one at a time, so that every step can be migrated; the next is \(last.version + 1)",
					at: versionLocation, notes: [recordedNote])
			]
		}
	}

	/// Whether `diagnostic` is one only the project's recorded history can give: a `renamedFrom`
	/// with no earlier version recorded. `spec lint` reads the spec alone, so it cannot say it (a
	/// later release of a spec, generated without the earlier ones, is refused by `feature` only).
	package static func needsRecordedHistory(_ diagnostic: Diagnostic) -> Bool {
		diagnostic.severity == .error && diagnostic.code == noEarlierVersionCode
	}

	/// ``Diagnostic/code`` of a `renamedFrom` with no earlier version recorded.
	static let noEarlierVersionCode = "storedShape.noEarlierVersion"
	private static let noEarlierVersion = "no earlier schema version is recorded in "

	/// Each `renamedFrom` must name a field of the same entity (or value type), or a
	/// `userDefaults` list, in the version before the spec's.
	private static func renameProblems(_ current: StoredShape, history: StoredShapeHistory, path: String) -> [Diagnostic] {
		let previous = history.versions.count > 1 ? history.versions[history.versions.count - 2] : nil
		var problems: [Diagnostic] = []
		for key in current.entries.keys.sorted() {
			guard let entry = current.entries[key], let old = entry.renamedFrom, let location = entry.renamedFromLocation else { continue }
			// The entity, or `types.Name` for a value type's field.
			let owner = key.split(separator: ".").dropLast().joined(separator: ".")
			guard let previous else {
				var problem = Diagnostic.error(
					"\(key) is 'renamedFrom' \(quoted: old), but \(noEarlierVersion)\(path): there is nothing to rename from; remove 'renamedFrom'",
					at: location)
				problem.code = noEarlierVersionCode
				problems.append(problem)
				continue
			}
			if previous.shape.entries[owner + "." + old] == nil {
				problems.append(
					.error(
						"\(key) is 'renamedFrom' \(quoted: old), which is \(owner + "." == StoredShape.userDefaultsPrefix ? "no userDefaults list" : "no field of \(owner)") in schema version \(previous.version) (\(path)); a rename recorded in an earlier version needs no 'renamedFrom' now: remove it",
						at: location))
			}
		}
		return problems
	}

	/// A warning at each change into the spec's version that no step can make alone, while the
	/// user-owned file of that step does not exist yet: the run that writes it says so once.
	private static func unmigratableWarnings(
		_ current: StoredShape, history: StoredShapeHistory, spec: Spec, config: ProjectConfig, read: (String) -> [UInt8]?
	) -> [Diagnostic] {
		guard history.versions.count > 1 else { return [] }
		let previous = history.versions[history.versions.count - 2]
		let next = history.versions[history.versions.count - 1]
		return StoredMigrationPlanner.operations(from: previous.shape, to: next.shape, version: next.version).flatMap { name, operations in
			let typeName = spec.entities.first { $0.name == name }.map { EntityNames($0).name } ?? name
			let file = "\(typeName)StoredMigration+Version\(next.version).swift"
			let path = config.outputPath("Features/\(spec.featureName.upperCamel)/Sources/Data/Migrations/" + file)
			guard read(path) == nil else { return [Diagnostic]() }
			return operations.compactMap { operation -> Diagnostic? in
				guard case .unmigratable(let path, let reason) = operation, let location = current.entries[path]?.location else { return nil }
				return .warning(
					"\(reason): scaffold cannot migrate what schema version \(previous.version) stored alone; it writes the step into \(file) once, for you to fill in (or say how with 'renamedFrom' or 'default'); until then such items are set aside when read (docs/migrations.md)",
					at: location)
			}
		}
	}

	/// One error per path whose stored shape differs, in path order.
	static func differences(
		from recorded: StoredShape, to current: StoredShape, version: Int, spec: Spec, at versionLocation: SourceLocation
	) -> [Diagnostic] {
		let bump = "bump \"schemaVersion\" to \(version + 1), so that what devices hold under schema version \(version) can still be read"
		var problems: [Diagnostic] = []
		for path in Set(recorded.entries.keys).union(current.entries.keys).sorted() {
			switch (recorded.entries[path], current.entries[path]) {
			case (let old?, let new?) where old != new:
				problems.append(
					.error(
						"\(path) is stored as '\(old.description)' in schema version \(version), and now as '\(new.description)': \(bump)",
						at: new.location ?? versionLocation))
			case (nil, let new?):
				problems.append(
					.error("\(path) ('\(new.description)') is new since schema version \(version): \(bump)", at: new.location ?? versionLocation))
			case (let old?, nil):
				// Where the path's owner still is in the spec (the entity of a removed field), else at the version.
				let owner = path.split(separator: ".").dropLast().joined(separator: ".")
				let location = owner.isEmpty ? versionLocation : current.entries[owner]?.location ?? versionLocation
				problems.append(
					.error("\(path) ('\(old.description)'), stored in schema version \(version), is gone: \(bump)", at: location))
			default:
				break
			}
		}
		return problems
	}
}
