import ScaffoldBasics

/// Turns a spec's located JSON into a ``Spec``, reporting every problem it meets.
///
/// Decoding goes on after a problem, skipping only the element concerned, so one run
/// reports everything; ``SpecChecker`` then checks what spans elements (duplicates,
/// collisions, cycles, samples).
package struct SpecDecoder {
	var reader: SpecReader
	var jsonKeys: JSONKeyStyle = .camelCase
	var typeParser = SpecTypeParser(declared: [:])
	/// Declarations whose own decoding failed somewhere, so later checks do not pile up on them.
	var brokenDeclarations: Set<String> = []
	/// Entities with neither a remote source nor `local`: warned about unless another entity nests them.
	var sourcelessEntities: [Located<String>] = []

	init(path: String) {
		reader = SpecReader(path: path)
	}

	/// Decodes a whole document; `nil` when it is not even a spec of a known version.
	mutating func decode(_ root: JSONNode) -> Spec? {
		guard root.members != nil else {
			reader.error("expected an object at the top of the spec, found \(root.value.kindName)", at: root.position)
			return nil
		}
		// The version decides how everything else reads, so it is checked before anything else.
		guard let versionNode = root["version"] else {
			reader.error("missing required key 'version' in the spec; this scaffold reads version \(Spec.currentVersion)", at: root.position)
			return nil
		}
		guard let version = versionNode.int else {
			reader.mismatch("a whole number", "version", versionNode)
			return nil
		}
		guard version == Spec.currentVersion else {
			reader.error("unsupported spec version \(version); this scaffold reads version \(Spec.currentVersion)", at: versionNode.position)
			return nil
		}
		guard let top = reader.object(root, context: "", keys: SpecKeys.top, required: ["feature"]) else { return nil }
		_ = reader.string(top, "$schema")
		let feature = reader.string(top, "feature")
		if let feature, let problem = SpecNameRules.typeNameProblem(feature.value, role: "feature") {
			reader.error(problem, at: feature.position)
		}
		jsonKeys = reader.choice(top, "jsonKeys", JSONKeyStyle.self) ?? .camelCase
		let dateFormat = reader.choice(top, "dateFormat", DateFormat.self) ?? .iso8601
		let typeNodes = bounded(reader.array(top, "types") ?? [], "types")
		let entityNodes = bounded(reader.array(top, "entities") ?? [], "entities")
		let userDefaultsNodes = bounded(reader.array(top, "userDefaults") ?? [], "userDefaults")
		if entityNodes.isEmpty && userDefaultsNodes.isEmpty {
			reader.error("the spec declares no entities and no userDefaults, so there is nothing to generate", at: root.position)
		}
		typeParser = SpecTypeParser(declared: Self.declaredKinds(typeNodes), entityNames: Self.names(entityNodes), suggestions: typeParser.suggestions)

		let types = typeNodes.enumerated().compactMap { decodeDeclaration($0.element, context: "types[\($0.offset)]") }
		let entities = Self.resolvingIdentifierReferences(
			entityNodes.enumerated().flatMap { offset, node in
				let context = "entities[\(offset)]"
				return decodeEntity(node, context: context).map { splittingListRow($0, node: node, context: context) } ?? []
			})
		// An entity without sources that another nests is a child: it gets its domain side too.
		let nested = Set(entities.flatMap(\.fields).compactMap { $0.nestedReference?.entity })
		for name in sourcelessEntities where !nested.contains(name.value) {
			reader.warning(
				"entity \(quoted: name.value) has no data source ('rest', 'graphql' or 'local'); only its DTO will be generated", at: name.position)
		}
		let userDefaults = userDefaultsNodes.enumerated().compactMap {
			decodeUserDefaults($0.element, context: "userDefaults[\($0.offset)]")
		}
		var spec = Spec(
			version: version, feature: feature?.value ?? "", jsonKeys: jsonKeys, dateFormat: dateFormat, types: types,
			entities: entities, userDefaults: userDefaults, location: reader.location(root.position))
		spec.extensions = reader.bool(top, "extensions") ?? false
		if let schemaVersion = reader.integer(top, "schemaVersion") {
			if (1...SpecLimits.schemaVersion).contains(schemaVersion.value) {
				spec.schemaVersion = schemaVersion.value
				spec.schemaVersionLocation = reader.location(schemaVersion.position)
			} else {
				reader.error("schemaVersion must be from 1 to \(SpecLimits.schemaVersion), found \(schemaVersion.value)", at: schemaVersion.position)
			}
		}
		return spec
	}

	/// The kind of each declared type, looked up before decoding so fields can refer to types declared later.
	private static func declaredKinds(_ nodes: [JSONNode]) -> [String: SpecDeclarationKind] {
		var kinds: [String: SpecDeclarationKind] = [:]
		for node in nodes {
			guard let name = node["name"]?.string, kinds[name] == nil else { continue }
			kinds[name] = node["enum"] != nil ? .enumeration : node["union"] != nil ? .union : .valueType
		}
		return kinds
	}

	/// Fields that refer to an entity by identifier take that entity's identifier type (`[Character]`
	/// → `[Int]`): from here on they are plain values, the reference kept only for documentation.
	private static func resolvingIdentifierReferences(_ entities: [SpecEntity]) -> [SpecEntity] {
		let identifiers = Dictionary(entities.map { ($0.name, $0.identifier.type) }, uniquingKeysWith: { first, _ in first })
		return entities.map { entity in
			var entity = entity
			entity.fields = entity.fields.map { field in
				guard let reference = field.reference, reference.mode == .identifier, let type = identifiers[reference.entity] else { return field }
				var field = field
				field.type = field.type.replacingEntity(with: type)
				return field
			}
			return entity
		}
	}

	private static func names(_ nodes: [JSONNode]) -> Set<String> {
		Set(nodes.compactMap { $0["name"]?.string })
	}

	// MARK: - Types

	/// Parses the type string at `key`, pointing errors at the offending part of the string.
	mutating func decodeType(_ object: SpecObject, _ key: String, allowingEntities: Bool = false) -> Located<SpecType>? {
		guard let text = reader.string(object, key) else { return nil }
		var parser = typeParser
		parser.allowsEntities = allowingEntities
		switch parser.parse(text.value) {
		case .success(let type):
			return Located(value: type, position: text.position)
		case .failure(let failure):
			// +1 for the opening quote; exact as long as the type string has no escapes, which types never need.
			let position = SourcePosition(line: text.position.line, column: text.position.column + 1 + failure.offset)
			reader.error(failure.message, at: position)
			return nil
		}
	}

	private mutating func decodeDeclaration(_ node: JSONNode, context: String) -> SpecDeclaration? {
		guard let object = reader.object(node, context: context, keys: SpecKeys.declaration, required: ["name"]) else { return nil }
		let name = reader.string(object, "name")
		if let name, let problem = SpecNameRules.typeNameProblem(name.value, role: "type") {
			reader.error(problem, at: name.position)
		}
		let summary = reader.string(object, "description", atMost: SpecLimits.descriptionLength)?.value
		let errorsBefore = reader.diagnostics.count
		let body: SpecDeclaration.Body?
		let given = ["fields", "enum", "union"].filter { object[$0] != nil }
		switch given.first {
		case _ where given.count > 1:
			reader.error(
				"\(context) has \(given.map { "'\($0)'" }.joined(separator: " and ")); a type is a value type ('fields'), an enum ('enum') or a union ('union'), one of them",
				at: node.position)
			body = nil
		case "fields":
			body = reader.array(object, "fields").map { .fields(decodeFields($0, context: object.path("fields"))) }
		case "enum":
			body = reader.array(object, "enum").map { .cases(decodeCases($0, context: object.path("enum"), at: node.position)) }
		case "union":
			body = object["union"].flatMap { decodeUnion($0, context: object.path("union")) }.map { .union($0) }
		default:
			reader.error("missing key 'fields', 'enum' or 'union' in \(context)", at: node.position)
			body = nil
		}
		guard let name else { return nil }
		guard let body, reader.diagnostics.count == errorsBefore else {
			brokenDeclarations.insert(name.value)
			return body.map { SpecDeclaration(name: name.value, summary: summary, body: $0, location: reader.location(node.position)) }
		}
		return SpecDeclaration(name: name.value, summary: summary, body: body, location: reader.location(node.position))
	}

	private mutating func decodeCases(_ nodes: [JSONNode], context: String, at position: SourcePosition) -> [SpecEnumCase] {
		if nodes.isEmpty { reader.error("\(context) has no cases", at: position) }
		var cases: [SpecEnumCase] = []
		// The first case of each name and of each value, so that each case is checked in one lookup.
		var byName: [String: Int] = [:]
		var byValue: [String: Int] = [:]
		for (index, node) in nodes.enumerated() {
			guard let object = reader.object(node, context: "\(context)[\(index)]", keys: SpecKeys.enumCase, required: ["name"]) else {
				continue
			}
			let value = reader.string(object, "value", atMost: SpecLimits.keyLength)
			guard let name = reader.string(object, "name") else { continue }
			if let problem = SpecNameRules.memberNameProblem(name.value, role: "enum case") {
				reader.error(problem, at: name.position)
			}
			let rawValue = value?.value ?? name.value
			if let first = byName[name.value].map({ cases[$0] }) {
				reader.error("duplicate enum case \(quoted: name.value)", at: name.position, notes: [.init("first declared here", at: first.location)])
			} else if let first = byValue[rawValue].map({ cases[$0] }) {
				reader.error(
					"enum cases \(quoted: first.name) and \(quoted: name.value) have the same value \(quoted: rawValue)", at: value?.position ?? name.position,
					notes: [.init("first declared here", at: first.location)])
			}
			if byName[name.value] == nil { byName[name.value] = cases.count }
			if byValue[rawValue] == nil { byValue[rawValue] = cases.count }
			cases.append(SpecEnumCase(name: name.value, value: rawValue, location: reader.location(node.position)))
		}
		return cases
	}

	// MARK: - Fields

	/// The fields of a value type, or of an entity when `owner` is given (only those may refer to entities).
	mutating func decodeFields(_ nodes: [JSONNode], context: String, owner: Name? = nil) -> [SpecField] {
		nodes.enumerated().compactMap { decodeField($0.element, context: "\(context)[\($0.offset)]", owner: owner) }
	}

	private mutating func decodeField(_ node: JSONNode, context: String, owner: Name?) -> SpecField? {
		guard let object = reader.object(node, context: context, keys: SpecKeys.field, required: ["name", "type"]) else { return nil }
		let name = reader.string(object, "name")
		if let name, let problem = SpecNameRules.memberNameProblem(name.value, role: "field") {
			reader.error(problem, at: name.position)
		}
		let type = decodeType(object, "type", allowingEntities: owner != nil)
		let jsonKey = decodeJSONKey(object)
		let summary = reader.string(object, "description", atMost: SpecLimits.descriptionLength)?.value
		let reference = decodeReference(object, type: type?.value, owner: owner)
		let domain = decodeFieldDomain(object)
		let renamedFrom = reader.string(object, "renamedFrom")
		if let renamedFrom, let problem = SpecNameRules.memberNameProblem(renamedFrom.value, role: "field") {
			reader.error("\(object.path("renamedFrom")): \(problem)", at: renamedFrom.position)
		}
		guard let name, let type else { return nil }
		var field = SpecField(
			name: name.value, type: type.value, jsonKey: jsonKey ?? jsonKeys.key(for: name.value), hasExplicitJSONKey: jsonKey != nil,
			sample: object["sample"], summary: summary, location: reader.location(node.position), reference: reference, domain: domain)
		field.renamedFrom = renamedFrom.map { SpecRename(name: $0.value, location: reader.location($0.position)) }
		field.storedDefault = object["default"]
		return field
	}

	mutating func decodeJSONKey(_ object: SpecObject) -> String? {
		guard let key = reader.string(object, "jsonKey", atMost: SpecLimits.keyLength) else { return nil }
		if key.value.isEmpty {
			reader.error("\(object.path("jsonKey")) is empty", at: key.position)
			return nil
		}
		return key.value
	}
}

extension SpecDecoder {
	/// The first ``SpecLimits/declarations`` elements of a top-level list; more is an error at
	/// the first one too many (and the rest are not read, so a huge list costs no time).
	fileprivate mutating func bounded(_ nodes: [JSONNode], _ key: String) -> [JSONNode] {
		guard nodes.count > SpecLimits.declarations else { return nodes }
		reader.error(
			"a spec declares at most \(SpecLimits.declarations) \(key), found \(nodes.count); split the feature",
			at: nodes[SpecLimits.declarations].position)
		return Array(nodes.prefix(SpecLimits.declarations))
	}
}
