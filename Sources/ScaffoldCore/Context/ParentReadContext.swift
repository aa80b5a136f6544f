import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The `parentReads` of an entity's context: one item per read keyed by a parent
/// (`rest.byParent`, `graphql.byParent`), with the request, the store and the domain side of
/// `fetch{Plural}({parent}Identifier:)` precomputed. Every key is prefixed `parent`, so inside
/// the list the entity's own keys (`dto`, `plural`…) stay visible.
struct ParentReadContext {
	let spec: Spec
	let entity: SpecEntity
	let names: EntityNames
	let wire: WireType
	let samples: SampleValues

	/// The context of each read, in order.
	var items: [TemplateValue] {
		entity.parentReads.compactMap { read in
			guard let parent = spec.entities.first(where: { $0.name == read.parent }) else { return nil }
			return .object(item(read, parent: parent))
		}
	}

	private func item(_ read: SpecParentRead, parent: SpecEntity) -> TemplateObject {
		let readNames = ParentReadNames(names: names, read: read)
		let parameter = readNames.parameter
		let identifier = parent.identifier
		let sample = EntityContext.plainText(samples.identifier(identifier, .first))
		let isUUID = identifier.type == .uuid
		var object: TemplateObject = [
			"parent": .string(parent.name),
			"parentWords": .string(DomainContext.words(parent.name)),
			"parentParameter": .string(parameter),
			"parentIdType": .string(wire.spelling(identifier.type)),
			"parentStem": .string(readNames.stem),
			"parentLowerStem": .string(readNames.lowerStem),
			"parentIdSample": .string(SwiftLiteral.scalar(samples.identifier(identifier, .first), wireSpelling: "") ?? ""),
			"parentMissingIdSample": .string(SwiftLiteral.scalar(samples.missingIdentifier(identifier), wireSpelling: "") ?? ""),
			"parentListEntity": .string(readNames.listEntity),
			"parentFileExtension": .string("by\(read.parentWords.upperCamel).json"),
			"parentDomainIdType": .string(identifier.type.swiftSpelling),
			"parentDomainIdSample": .string(DomainTestContext(spec: spec).domainIdentifier(identifier, missing: false)),
			"parentWireIdentifier": .string(isUUID ? "wireIdentifier" : parameter),
			"parentWireDeclaration": .list(isUUID ? [["line": .string("let wireIdentifier = \(DomainConversion.uuidText(parameter))")]] : []),
			"parentQueryFixture": .string(readNames.queryFixture),
			"parentUseCase": .string(readNames.useCase),
		]
		switch read.source {
		case .rest(let path, let query):
			let parts = path.components(separator: SpecParentRead.placeholder)
			let interpolated = parts.map(SwiftLiteral.stringContent).joined(separator: "\\(\(parameter))")
			object["parentPath"] = .string(interpolated)
			object["parentPathComment"] = .string(SwiftLiteral.comment(path))
			object["parentSamplePath"] = .string(SwiftLiteral.stringContent(parts.joined(separator: sample)))
			object["parentHasQuery"] = .bool(query != nil)
			object["parentQueryName"] = .string(SwiftLiteral.stringContent(query ?? ""))
			object["parentQueryValue"] = .string(wire.isText(identifier.type) ? parameter : "String(\(parameter))")
			object["parentSampleQueryItems"] = .string(
				query.map { "[URLQueryItem(name: \(SwiftLiteral.string($0)), value: \(SwiftLiteral.string(sample)))]" } ?? "[]")
		case .graphQL(let operation, let field, let argument, let list):
			object["parentOperation"] = .string(operation)
			object["parentField"] = .string(field)
			object["parentFieldProperty"] = .string(SwiftIdentifier.escaped(field))
			object["parentArgument"] = .string(argument)
			object["parentList"] = .string(list)
			object["parentListProperty"] = .string(SwiftIdentifier.escaped(list))
			object["parentQueryProperty"] = .string(readNames.lowerStem + "Query")
			object["parentResponse"] = .string(readNames.queryResponse)
			object["parentVariable"] = .string(wire.isText(identifier.type) ? ".string(\(parameter))" : ".string(String(\(parameter)))")
			object["parentSampleVariable"] = .string(".string(\(SwiftLiteral.string(sample)))")
		}
		return object
	}
}

extension String {
	/// The parts of the string between occurrences of `separator` (one more than there are).
	fileprivate func components(separator: String) -> [String] {
		split(separator: separator, omittingEmptySubsequences: false).map(String.init)
	}
}

extension TemplateObject {
	/// This context once per read keyed by a parent, with that read's keys (`parentReads`) added:
	/// the context of a file generated per read.
	var parentReadContexts: [TemplateObject] {
		guard case .list(let reads)? = self["parentReads"] else { return [] }
		return reads.compactMap { read in
			guard case .object(let keys) = read else { return nil }
			var context = self
			for (key, value) in keys.entries { context[key] = value }
			return context
		}
	}
}
