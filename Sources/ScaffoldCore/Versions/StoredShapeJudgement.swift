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
	/// The history file to write (nil when the feature stores nothing and never did), or the errors.
	package static func judge(
		spec: Spec, specPath: String, config: ProjectConfig, read: (String) -> [UInt8]?, amend: Bool = false
	) -> (file: OutputFile?, diagnostics: [Diagnostic]) {
		let feature = spec.featureName.upperCamel
		let path = StoredShapeHistory.path(feature: feature, config: config)
		let current = StoredShape(spec: spec)
		let version = spec.schemaVersion
		let versionLocation = spec.schemaVersionLocation ?? spec.location
		var history = StoredShapeHistory(versions: [])
		if let bytes = read(path) {
			switch StoredShapeHistory.read(bytes, path: path) {
			case .success(let recorded): history = recorded
			case .failure(let problem): return (nil, [problem])
			}
		}
		guard let last = history.versions.last else {
			guard !current.isEmpty else { return (nil, []) }
			history.versions = [(version, current)]
			return (file(history, feature: feature, path: path, specPath: specPath, config: config), [])
		}
		let recordedNote = Diagnostic.Note("schema version \(last.version) is recorded in \(path)")
		switch version {
		case last.version where amend:
			history.versions[history.versions.count - 1].shape = current
			return (file(history, feature: feature, path: path, specPath: specPath, config: config), [])
		case last.version:
			let problems = differences(from: last.shape, to: current, version: last.version, spec: spec, at: versionLocation)
				.map { problem in
					var noted = problem
					noted.notes.append(recordedNote)
					return noted
				}
			return problems.isEmpty ? (file(history, feature: feature, path: path, specPath: specPath, config: config), []) : (nil, problems)
		case last.version + 1:
			history.versions.append((version, current))
			return (file(history, feature: feature, path: path, specPath: specPath, config: config), [])
		case ..<last.version:
			return (nil, [
				.error(
					"schemaVersion \(version) went back: devices may hold data of schema version \(last.version) already; it is \(last.version), or \(last.version + 1) for a new stored shape",
					at: versionLocation, notes: [recordedNote])
			])
		default:
			return (nil, [
				.error(
					"schemaVersion jumps from \(last.version) to \(version): versions go one at a time, so that every step can be migrated; the next is \(last.version + 1)",
					at: versionLocation, notes: [recordedNote])
			])
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

	private static func file(_ history: StoredShapeHistory, feature: String, path: String, specPath: String, config: ProjectConfig)
		-> OutputFile
	{
		OutputFile(path: path, contents: history.text(feature: feature, indentation: config.indentation), origin: specPath, templateHash: "")
	}
}
