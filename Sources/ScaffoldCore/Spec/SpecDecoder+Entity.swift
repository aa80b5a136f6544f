import ScaffoldBasics

extension SpecDecoder {
	mutating func decodeEntity(_ node: JSONNode, context: String) -> SpecEntity? {
		guard let object = reader.object(node, context: context, keys: SpecKeys.entity, required: ["name", "fields"]) else { return nil }
		let errorsBefore = reader.errorCount
		let name = reader.string(object, "name")
		if let name, let problem = SpecNameRules.typeNameProblem(name.value, role: "entity") {
			reader.error(problem, at: name.position)
		}
		let plural = reader.string(object, "plural")
		if let plural, let problem = SpecNameRules.typeNameProblem(plural.value, role: "plural") {
			reader.error(problem, at: plural.position)
		}
		let summary = reader.string(object, "description", atMost: SpecLimits.descriptionLength)?.value
		// A name refused for its length names nothing else: splitting it into words (a million
		// non-ASCII letters, say) for defaults no one will see would only cost time.
		let entityName = Name(name.flatMap { SpecNameRules.lengthProblem($0.value, role: "entity") == nil ? $0.value : nil } ?? "")
		let pluralName = entityName.plural(override: plural?.value)
		let fields = reader.array(object, "fields").map { decodeFields($0, context: object.path("fields"), owner: pluralName) } ?? []
		let rest = object["rest"].flatMap { decodeREST($0, context: object.path("rest")) }
		let graphQL = object["graphql"].flatMap { decodeGraphQL($0, context: object.path("graphql"), entity: entityName, plural: pluralName) }
		if let name, rest != nil, let graphQLNode = object["graphql"], graphQL != nil {
			reader.error(SpecEntity.twoRemotesMessage(name.value), at: graphQLNode.position)
		}
		let local = reader.choice(object, "local", SpecLocalStore.self) ?? .none
		let identifier = decodeIdentifier(object, defaultType: rest == nil && graphQL != nil ? .string : .int)
		let hasRemote = rest != nil || graphQL != nil
		let repository = decodeRepository(object, hasRemote: hasRemote, local: local)
		let keychain = decodeKeychain(object, local: local)
		if let name, !hasRemote, object["local"] == nil {
			sourcelessEntities.append(Located(value: name.value, position: name.position))
		}
		guard let name else { return nil }
		// Checks that need the whole entity (its list against its fields) skip one that lost parts.
		if reader.errorCount != errorsBefore { brokenDeclarations.insert(name.value) }
		return SpecEntity(
			name: name.value, pluralOverride: plural?.value, summary: summary, identifier: identifier, fields: fields, rest: rest,
			graphQL: graphQL, local: local, keychain: keychain, repository: repository, location: reader.location(node.position))
	}

	/// The `keychain` object: options for `"local": "keychain"`, with their defaults when absent;
	/// `nil` for any other store (whose `keychain` object is an error).
	private mutating func decodeKeychain(_ entity: SpecObject, local: SpecLocalStore) -> SpecKeychain? {
		let node = entity["keychain"]
		if let node, !local.takesKeychainOptions {
			reader.error(
				"'keychain' options need \"local\": \"keychain\" in \(entity.context) (its 'local' is \(quoted: local.rawValue)); remove them or keep the entity in the Keychain",
				at: node.position)
			return nil
		}
		guard local.takesKeychainOptions else { return nil }
		var keychain = SpecKeychain(service: nil, accessibility: .afterFirstUnlock)
		guard let node, let object = reader.object(node, context: entity.path("keychain"), keys: SpecKeys.keychain) else { return keychain }
		if let service = reader.string(object, "service", atMost: SpecLimits.keyLength) {
			if service.value.allSatisfy(\.isWhitespace) {
				reader.error(
					"\(object.path("service")) is empty; name the Keychain service, for example 'com.example.app.tokens', or leave the key out for the default",
					at: service.position)
			} else {
				keychain.service = service.value
			}
		}
		keychain.accessibility = reader.choice(object, "accessibility", SpecKeychain.Accessibility.self) ?? .afterFirstUnlock
		return keychain
	}

	/// The `identifier` object, or `id` of the default type when the spec has none.
	private mutating func decodeIdentifier(_ entity: SpecObject, defaultType: SpecType) -> SpecField {
		let fallback = SpecField(
			name: "id", type: defaultType, jsonKey: jsonKeys.key(for: "id"), hasExplicitJSONKey: false, sample: nil, summary: nil,
			location: reader.location(entity.node.position))
		guard let node = entity["identifier"],
			let object = reader.object(node, context: entity.path("identifier"), keys: SpecKeys.identifier)
		else { return fallback }
		let name = reader.string(object, "name")
		if let name, let problem = SpecNameRules.memberNameProblem(name.value, role: "identifier") {
			reader.error(problem, at: name.position)
		}
		var type = defaultType
		if let parsed = decodeType(object, "type") {
			if [.int, .string, .uuid].contains(parsed.value) {
				type = parsed.value
			} else {
				reader.error("identifier type must be 'Int', 'String' or 'UUID', found \(quoted: parsed.value)", at: parsed.position)
			}
		}
		let fieldName = name?.value ?? "id"
		let jsonKey = decodeJSONKey(object)
		return SpecField(
			name: fieldName, type: type, jsonKey: jsonKey ?? jsonKeys.key(for: fieldName), hasExplicitJSONKey: jsonKey != nil,
			sample: nil, summary: nil, location: reader.location(node.position), domain: decodeIdentifierDomain(object, wireType: type))
	}

	private mutating func decodeRepository(_ entity: SpecObject, hasRemote: Bool, local: SpecLocalStore) -> SpecRepository {
		let hasLocal = local.keepsItems
		var repository = SpecRepository(
			enabled: hasRemote || hasLocal, useCases: false, cachePolicy: hasRemote && hasLocal ? .localFirst : .noCache,
			location: reader.location(entity.node.position))
		guard let node = entity["repository"],
			let object = reader.object(node, context: entity.path("repository"), keys: SpecKeys.repository)
		else { return repository }
		repository.location = reader.location(node.position)
		let enabled = reader.bool(object, "enabled")
		repository.enabled = enabled ?? (hasRemote || hasLocal)
		repository.useCases = reader.bool(object, "useCases") ?? false
		if let maxAge = reader.duration(object, "maxAge") {
			if !hasRemote || !hasLocal {
				reader.error(
					"\(object.path("maxAge")) ages cached copies: it needs a remote source ('rest' or 'graphql') and a local store ('local' other than 'none')",
					at: maxAge.position)
			} else {
				repository.maxAge = maxAge.value
			}
		}
		if let policyNode = object["cachePolicy"], case .string(let text) = policyNode.value, let renamed = SpecCachePolicy.renamed[text] {
			reader.error(
				"cache policy \(quoted: text) is now called \(quoted: renamed.rawValue) (policies are 'localFirst', 'remoteFirst' and 'noCache')",
				at: policyNode.position)
		} else if let policy = reader.choice(object, "cachePolicy", SpecCachePolicy.self) {
			repository.cachePolicy = policy
			let position = object["cachePolicy"]?.position ?? node.position
			if !hasRemote {
				reader.error("cache policy \(quoted: policy.rawValue) needs a remote source ('rest' or 'graphql')", at: position)
			} else if policy != .noCache && !hasLocal {
				reader.error(
					"cache policy \(quoted: policy.rawValue) needs a local store ('local' other than 'none'); without one every read goes to the remote: use 'noCache'",
					at: position)
			}
		}
		if enabled == true && !hasRemote && !hasLocal {
			reader.error(
				"a repository needs a remote source ('rest' or 'graphql') or a local store ('local' other than 'none') in \(entity.context)",
				at: node.position)
		}
		return repository
	}
}
