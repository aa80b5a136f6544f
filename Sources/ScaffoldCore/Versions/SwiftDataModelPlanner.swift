import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Derives each `swiftData` entity's model versions (``SwiftDataModelVersions``) from a feature's
/// stored-shape history.
///
/// An entity's *model shape* in a version is what its `@Model` classes depend on: its entry (the
/// store kind and the identifier's type), its fields' types, and the value types, enums and nested
/// entities those fields name, with every JSON key left out (a JSON key is the DTO's business, not
/// the model's). A version is a model version when that shape differs from the last model
/// version's, or when the entity became a SwiftData entity there; a version that left the model
/// as it was adds none, so no two versioned schemas have identical models (Apple refuses a plan
/// with duplicate version checksums).
package enum SwiftDataModelPlanner {
	/// The versions of every entity the newest version of `history` keeps in `swiftData`.
	///
	/// `recorded` is the history as it was read before this run (the files on disk were generated
	/// from it); `spec` gives the date format (for defaults) and the locations of warnings.
	package static func versions(history: StoredShapeHistory, recorded: StoredShapeHistory, spec: Spec) -> SwiftDataModelVersions {
		guard let newest = history.versions.last else { return SwiftDataModelVersions() }
		let isoDates = spec.dateFormat == .iso8601
		var byEntity: [String: SwiftDataModelVersions.Entity] = [:]
		var hints: [String: SwiftDataModelVersions.ModelHints] = [:]
		for entity in newest.shape.entries.keys.sorted() where modelShape(of: entity, in: newest.shape) != nil {
			let versions = modelVersions(of: entity, in: history)
			var result = SwiftDataModelVersions.Entity(versions: versions)
			result.repeated = repeated(entity, versions: versions, in: history)
			result.onDisk = recorded.versions.isEmpty ? nil : modelVersions(of: entity, in: recorded).last
			guard versions.count > 1 else {
				byEntity[entity] = result
				continue
			}
			let shapes = Dictionary(uniqueKeysWithValues: history.versions.map { ($0.version, $0.shape) })
			result.stages = zip(versions, versions.dropFirst()).map { from, to in
				stage(of: entity, from: (from, shapes[from]!), to: (to, shapes[to]!), isoDates: isoDates)
			}
			for (index, version) in versions.dropLast().enumerated() {
				// As far as lightweight stages go: a custom stage is yours to test.
				let reach = result.stages[index...].prefix(while: \.isLightweight).count
				guard reach > 0 else { continue }
				let chain = Array(versions[index...(index + reach)])
				let models = modelEntities(of: entity, in: shapes[chain.last!]!).filter { shapes[version]!.entries[$0] != nil }
				let fields = models.map { ($0, origins(of: $0, from: version, through: chain, shapes: shapes)) }
				result.origins[version] = (chain.last!, Dictionary(uniqueKeysWithValues: fields))
			}
			// The hints of the step into the current model version stay on the models while it is
			// current, whatever later versions that did not change them say: its stage needs them.
			// A nested entity's class serves every schema that holds it, so it carries the hints of
			// each one's step into its current version (a hint is harmless to a stage that does not need it).
			let current = shapes[versions.last!]!
			for model in modelEntities(of: entity, in: current) {
				let own = modelHints(of: model, in: current, isoDates: isoDates)
				hints[model, default: .init()].originalNames.merge(own.originalNames) { kept, _ in kept }
				hints[model, default: .init()].initialValues.merge(own.initialValues) { kept, _ in kept }
			}
			byEntity[entity] = result
		}
		return SwiftDataModelVersions(byEntity: byEntity, hints: hints)
	}

	/// The entities whose `@Model` classes `entity`'s versioned schema holds in `shape`: the
	/// entity and every entity it nests, transitively, sorted.
	static func modelEntities(of entity: String, in shape: StoredShape) -> [String] {
		(modelShape(of: entity, in: shape) ?? [:]).keys.filter { !$0.contains(".") }.sorted()
	}

	/// The `originalName` and initial value each field of `model`'s class carries in `shape`.
	static func modelHints(of model: String, in shape: StoredShape, isoDates: Bool) -> SwiftDataModelVersions.ModelHints {
		var hints = SwiftDataModelVersions.ModelHints()
		for path in shape.fieldPaths(of: model) {
			let entry = shape.entries[path]!
			let field = String(path.dropFirst(model.count + 1))
			if let old = entry.renamedFrom { hints.originalNames[field] = old }
			if let value = entry.storedDefault, let type = entry.kind.field?.type,
				SwiftDataModelVersions.canBeInitialValue(value, type: type, isoDates: isoDates)
			{
				hints.initialValues[field] = value
			}
		}
		return hints
	}

	/// Where each field of the last of `chain` gets its value from a model of `version` (the first
	/// of `chain`): followed back through each stage's renames to a field of that version, or the
	/// default of the stage that added it, or nil.
	static func origins(of entity: String, from version: Int, through chain: [Int], shapes: [Int: StoredShape])
		-> [String: SwiftDataModelVersions.Origin]
	{
		guard let current = chain.last.flatMap({ shapes[$0] }) else { return [:] }
		var result: [String: SwiftDataModelVersions.Origin] = [:]
		for path in current.entries.keys where path.hasPrefix(entity + ".") {
			let field = String(path.dropFirst(entity.count + 1))
			// A relationship to another entity's model is not a value the tests compare.
			let type = current.entries[path]!.kind.field?.type ?? ""
			if StoredShape.names(in: type).contains(where: { current.entries[$0] != nil }) { continue }
			var name = field
			var origin: SwiftDataModelVersions.Origin?
			for (older, newer) in zip(chain, chain.dropFirst()).reversed() {
				guard let entry = shapes[newer]?.entries[entity + "." + name] else { break }
				if shapes[older]?.entries[entity + "." + name] != nil { continue }
				if let old = entry.renamedFrom, shapes[older]?.entries[entity + "." + old] != nil {
					name = old
					continue
				}
				origin = entry.storedDefault.map { .value($0) } ?? SwiftDataModelVersions.Origin.none
				break
			}
			result[field] = origin ?? .field(name)
		}
		return result
	}

	/// The first model version whose shape is an earlier model version's, with that version.
	static func repeated(_ entity: String, versions: [Int], in history: StoredShapeHistory) -> (version: Int, earlier: Int)? {
		let shapes = versions.map { version in history.versions.first { $0.version == version }.flatMap { modelShape(of: entity, in: $0.shape) } }
		for (index, shape) in shapes.enumerated() {
			if let earlier = shapes[..<index].firstIndex(where: { $0 == shape }) { return (versions[index], versions[earlier]) }
		}
		return nil
	}

	/// The versions of `history` at which `entity`'s model shape changed, oldest first.
	static func modelVersions(of entity: String, in history: StoredShapeHistory) -> [Int] {
		var versions: [Int] = []
		var last: [String: String]?
		var previousWasModel = false
		for (version, shape) in history.versions {
			guard let model = modelShape(of: entity, in: shape) else {
				previousWasModel = false
				continue
			}
			if !previousWasModel || model != last {
				versions.append(version)
				last = model
			}
			previousWasModel = true
		}
		return versions
	}

	/// What `entity`'s models depend on in `shape`, by path, JSON keys left out; nil when the shape
	/// does not keep it in `swiftData`.
	static func modelShape(of entity: String, in shape: StoredShape) -> [String: String]? {
		guard let entry = shape.entries[entity], case .entity(store: let store?, _, _) = entry.kind,
			SpecLocalStore(rawValue: store)?.keepsSwiftDataModel == true
		else { return nil }
		var result: [String: String] = [entity: "identified by " + identifierType(of: entry)]
		var pending: [String] = []
		func addFields(of owner: String) {
			for path in shape.fieldPaths(of: owner) {
				let field = shape.entries[path]!
				let type = field.kind.field?.type ?? field.description
				result[path] = type
				pending += StoredShape.names(in: type)
			}
		}
		addFields(of: entity)
		var seen: Set<String> = [entity]
		while let name = pending.popLast() {
			guard seen.insert(name).inserted else { continue }
			guard let owner = shape.storedOwner(named: name), let entry = shape.entries[owner] else { continue }
			result[owner] = owner == name ? "identified by " + identifierType(of: entry) : entry.description
			addFields(of: owner)
		}
		return result
	}

	/// One stage, custom with its reasons when SwiftData cannot infer it: a lightweight stage
	/// carries over the fields of every model (the entity's and its nested entities') by name or
	/// `originalName` (made optional or not), drops removed ones and removed models, adds new
	/// models, and fills new fields that are optional or have a default; anything else (a type
	/// change, a new required field without a default it can spell, a changed identifier, value
	/// type or enum) is custom.
	static func stage(
		of entity: String, from: (version: Int, shape: StoredShape), to: (version: Int, shape: StoredShape), isoDates: Bool
	) -> SwiftDataModelVersions.Stage {
		let old = modelShape(of: entity, in: from.shape) ?? [:]
		let new = modelShape(of: entity, in: to.shape) ?? [:]
		var reasons: [String] = []
		var location: SourceLocation?
		func custom(_ reason: String, at path: String) {
			reasons.append(reason)
			if location == nil { location = to.shape.entries[path]?.location }
		}
		let models = new.keys.filter { !$0.contains(".") }.sorted()
		for model in models where old[model] != nil {
			if old[model] != new[model] {
				custom("the identifier of \(model) changed in schema version \(to.version)", at: model)
			}
			for path in new.keys.sorted() where path.hasPrefix(model + ".") {
				let entry = to.shape.entries[path]!
				let source = old[path] != nil ? path : entry.renamedFrom.map { model + "." + $0 }
				if let source, let oldType = old[source] {
					// A field made optional keeps every stored value: SwiftData infers that.
					if oldType != new[path] && oldType + "?" != new[path] {
						custom("\(path) was \(oldType) and is \(new[path]!) in schema version \(to.version)", at: path)
					}
				} else if new[path]!.hasSuffix("?") {
					continue
				} else if let value = entry.storedDefault, SwiftDataModelVersions.canBeInitialValue(value, type: new[path]!, isoDates: isoDates) {
					continue
				} else {
					custom("\(path) is new in schema version \(to.version) and neither optional nor given a 'default' SwiftData can fill", at: path)
				}
			}
		}
		// Value types and enums: SwiftData stores them whole, so a change to one it already stored
		// is not one it infers (one only a new field uses is new with that field).
		for path in Set(old.keys).union(new.keys).sorted() where path.hasPrefix("types.") {
			let owner = path.split(separator: ".").prefix(2).joined(separator: ".")
			if let was = old[path], let now = new[path], was != now {
				custom("\(path) was \(was) and is \(now) in schema version \(to.version)", at: path)
			} else if old[path] == nil, new[path] != nil, owner != path, old[owner] != nil {
				custom("\(path) is new in schema version \(to.version), in \(owner) that earlier models stored", at: path)
			} else if old[path] != nil, new[path] == nil, owner != path, new[owner] != nil {
				custom("\(path) is gone in schema version \(to.version), from \(owner) that the models still store", at: owner)
			}
		}
		return SwiftDataModelVersions.Stage(from: from.version, to: to.version, customReasons: reasons, location: location)
	}

	/// The type of an entity's identifier (`Int`): the model's property is always `identifier`,
	/// so its name does not shape the model.
	private static func identifierType(of entry: StoredShape.Entry) -> String {
		entry.kind.identifier?.stored.type ?? entry.description
	}
}
