import ScaffoldBasics

// The typed keys of DomainContext's files: a struct, its mappers and an enum.

extension DomainContext {
	/// A struct's keys (`Model.swift`), in this order.
	package struct Model: TemplateContext {
		let typeName: String
		let summary: String
		let usesJSON: Bool
		let properties: [Property]
		let conformances: String
		let idAlias: [IDAlias]

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		package func encode(into object: inout TemplateObject) {
			object.set("typeName", typeName)
			object.set("summary", summary)
			object.set("usesJSON", usesJSON)
			object.set("properties", properties)
			object.set("conformances", conformances)
			object.set("idAlias", idAlias)
		}
	}

	/// One stored property of a domain struct.
	struct Property: TemplateContext {
		let name: String
		let label: String
		let domainType: String
		/// The field's summary as one comment line, or nothing.
		let doc: [RepositoryContext.Line]
		let comma: String
		/// The field's storage when it is held by reference, or nothing.
		let indirect: [IndirectStorage]

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("label", label)
			object.set("domainType", domainType)
			object.set("doc", doc)
			object.set("comma", comma)
			object.set("indirect", indirect)
		}
	}

	/// The `id` a struct whose identifier has another name declares for `Identifiable`.
	struct IDAlias: TemplateContext {
		let idType: String
		let property: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("idType", idType)
			object.set("property", property)
		}
	}

	/// A DTO → domain mapper's keys (`Mapper.swift`), in this order.
	package struct Mapper: TemplateContext {
		let typeName: String
		let dto: String
		let mapper: String
		let mapperHooks: String
		let usesParser: Bool
		let conversions: [Conversion]

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		package func encode(into object: inout TemplateObject) {
			object.set("typeName", typeName)
			object.set("dto", dto)
			object.set("mapper", mapper)
			object.set("mapperHooks", mapperHooks)
			object.set("usesParser", usesParser)
			object.set("conversions", conversions)
		}
	}

	/// A domain → DTO mapper's keys (`DTOMapper.swift`), in this order.
	package struct DTOMapper: TemplateContext {
		let typeName: String
		let dto: String
		let dtoMapper: String
		let reverseConversions: [Conversion]

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		package func encode(into object: inout TemplateObject) {
			object.set("typeName", typeName)
			object.set("dto", dto)
			object.set("dtoMapper", dtoMapper)
			object.set("reverseConversions", reverseConversions)
		}
	}

	/// One argument of a mapper's initializer call: a field's label and the expression converting it.
	struct Conversion: TemplateContext {
		let label: String
		let expression: String
		let comma: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("label", label)
			object.set("expression", expression)
			object.set("comma", comma)
		}
	}

	/// An enum's keys (`Enum.swift`), in this order.
	package struct Enumeration: TemplateContext {
		let typeName: String
		let summary: String
		let cases: [Case]
		let knownCases: [KnownCase]

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		package func encode(into object: inout TemplateObject) {
			object.set("typeName", typeName)
			object.set("summary", summary)
			object.set("cases", cases)
			object.set("knownCases", knownCases)
		}
	}

	/// One case of an enum, the fallback with its comment.
	struct Case: TemplateContext {
		let name: String
		let rawLiteral: String
		let doc: [RepositoryContext.Line]

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("rawLiteral", rawLiteral)
			object.set("doc", doc)
		}
	}

	/// One case of an enum other than the fallback.
	struct KnownCase: TemplateContext {
		let name: String
		let rawLiteral: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("rawLiteral", rawLiteral)
		}
	}
}
