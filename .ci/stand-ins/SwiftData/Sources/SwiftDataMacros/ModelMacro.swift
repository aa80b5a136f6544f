/// `@Model`: makes a class a `PersistentModel`.
///
/// Unlike Apple's macro, the stored properties stay stored properties: the stand-in's store keeps the model
/// objects themselves, so no backing storage is needed. The macro adds what the store needs to read a model:
/// its backing data (identity and context) and `schemaMetadata`, one entry per stored property with its
/// key path and the `@Attribute`/`@Relationship` written on it. Generated members are `nonisolated`, as the
/// protocol's requirements are, so that a `nonisolated` model is usable from any actor.
enum ModelMacro: AttachedMacro {
	static func expand(role: String, request: HostMessage.ExpandAttached) -> Expansion {
		// Stored properties stay as written: no member needs an attribute.
		guard role != "memberAttribute" else { return .nothing }
		guard let outline = DeclarationParser(source: request.declSyntax.source).outline() else {
			return .failure(.error("'@Model' needs a class declaration", in: request.declSyntax, at: 0))
		}
		guard outline.kind == .class else {
			// Reported once, by the member role; the other roles add nothing so the error stands alone.
			guard role == "member" else { return .nothing }
			let message = "'@Model' can only be applied to a class; '\(outline.name)' is \(article(for: outline.kind)) \(outline.kind.rawValue)"
			return .failure(.error(message, in: request.declSyntax, at: outline.keyword.start))
		}
		switch role {
		case "member": return Expansion(sources: members(of: outline))
		case "extension": return Expansion(sources: conformance(of: outline, request: request))
		default: return .nothing
		}
	}

	static func members(of outline: DeclarationOutline) -> [String] {
		let access = outline.memberAccess
		let entries = outline.storedProperties.map { property in
			"\t\tSwiftData.Schema.PropertyMetadata(name: \"\(property.bareName)\", keypath: \\\(outline.name).\(property.name), "
				+ "defaultValue: \(defaultValue(of: property)), metadata: \(metadata(for: property)))"
		}
		let list = entries.isEmpty ? "[]" : "[\n\(entries.joined(separator: ",\n")),\n\t]"
		return [
			"\(access)nonisolated let persistentBackingData = SwiftData._PersistentBackingData()",
			"\(access)nonisolated static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {\n\t\(list)\n}",
			backingDataInitializer(of: outline),
		]
	}

	/// The property's initializer as a closure that makes a fresh default value: a migration gives it to a
	/// new attribute of models written before the attribute existed. The type annotation is kept so that
	/// `var rating: Double = 0` yields a `Double`, not the literal's `Int`.
	static func defaultValue(of property: StoredProperty) -> String {
		guard let initializer = property.initializer else { return "nil" }
		let declaration = property.type.map { "let value: \($0) = " } ?? "let value = "
		return "{ () -> Any in \(declaration)\(initializer); return value as Any }"
	}

	/// `init(backingData:)`, which the store uses to make a model from stored values without the app's own
	/// initializers. Constants with an initializer keep it: Swift lets no initializer assign them again.
	static func backingDataInitializer(of outline: DeclarationOutline) -> String {
		let assignments = outline.storedProperties.filter { !($0.isConstant && $0.initializer != nil) }.map { property in
			"\tself.\(property.name) = backingData._value(\\\(outline.name).\(property.name), named: \"\(property.bareName)\")"
		}
		let body = assignments.isEmpty ? "" : assignments.joined(separator: "\n") + "\n"
		return "\(outline.memberAccess)required nonisolated init(backingData: SwiftData._PersistentBackingData) {\n\(body)}"
	}

	/// The property's `@Attribute(…)` or `@Relationship(…)` as a schema value, with the user's arguments
	/// copied verbatim so that the compiler checks them against the same signatures as Apple's.
	static func metadata(for property: StoredProperty) -> String {
		if let relationship = property.attribute(named: "Relationship") {
			return "SwiftData.Schema.Relationship(\(relationship.arguments ?? ""))"
		}
		if let attribute = property.attribute(named: "Attribute") {
			return "SwiftData.Schema.Attribute(\(attribute.arguments ?? ""))"
		}
		return "nil"
	}

	static func conformance(of outline: DeclarationOutline, request: HostMessage.ExpandAttached) -> [String] {
		// The compiler lists the conformances the type still lacks; none left means nothing to add.
		if let list = request.conformanceListSyntax?.source, !list.contains("PersistentModel") {
			return []
		}
		let type = request.extendedTypeSyntax?.source.trimmingWhitespace ?? outline.name
		// `nonisolated`: in a module whose default isolation is the main actor, the conformances implied by
		// PersistentModel's refinements (Observable) would otherwise be inferred main-actor-isolated, which a
		// SendableMetatype protocol refuses.
		return ["nonisolated extension \(type): SwiftData.PersistentModel {}"]
	}

	static func article(for kind: DeclarationOutline.Kind) -> String {
		kind == .actor || kind == .enum || kind == .extension ? "an" : "a"
	}
}

extension String {
	var trimmingWhitespace: String {
		let characters = Array(self)
		guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
			let last = characters.lastIndex(where: { !$0.isWhitespace })
		else { return "" }
		return String(characters[first...last])
	}
}
