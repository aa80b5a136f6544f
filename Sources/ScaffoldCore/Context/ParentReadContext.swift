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
	let feature: ResolvedFeature
	/// The spec of ``feature``.
	var spec: Spec { feature.spec }
	let entity: SpecEntity
	let names: EntityNames
	let wire: WireType
	let samples: SampleValues

	/// One read keyed by a parent the spec declares: what its jobs and use cases are planned
	/// from, and its keys.
	struct Read {
		let read: SpecParentRead
		let parent: SpecEntity
		let names: ParentReadNames
		/// The parent in words (`character`).
		let words: String
		/// The parent identifier's domain type (`Int`).
		let domainIdType: String
		/// A parent identifier a test passes, in the domain type.
		let domainIdSample: String
		/// The read's keys, all prefixed `parent`.
		fileprivate(set) var keys: TemplateObject = [:]
	}

	/// Each read of one array per parent whose parent the spec declares, in order.
	var reads: [Read] { reads(entity.arrayParentReads) }

	/// Each paged read whose parent the spec declares, in order, with its page's keys too.
	var pagedReads: [Read] {
		reads(entity.pagedParentReads).map { read in
			var paged = read
			paged.keys.merge(pageKeys(read))
			if let connection = connectionKeys(read) { paged.keys.merge(connection) }
			return paged
		}
	}

	private func reads(_ selected: [SpecParentRead]) -> [Read] {
		selected.compactMap { read in
			guard let parent = spec.entities.first(where: { $0.name == read.parent }) else { return nil }
			var typed = Read(
				read: read, parent: parent, names: ParentReadNames(names: names, read: read), words: DomainContext.words(parent.name),
				domainIdType: parent.identifier.type.swiftSpelling,
				domainIdSample: DomainTestContext(feature: feature).domainIdentifier(parent.identifier, missing: false))
			typed.keys = item(typed)
			return typed
		}
	}

	/// The context of each read, in order.
	var items: [TemplateValue] { reads.map { .object($0.keys) } }

	func item(_ typed: Read) -> TemplateObject {
		let (read, parent, readNames) = (typed.read, typed.parent, typed.names)
		let parameter = readNames.parameter
		let identifier = parent.identifier
		let sample = EntityContext.plainText(samples.identifier(identifier, .first))
		let isUUID = identifier.type == .uuid
		// The other lists this parent keeps: a read's store tests check that saving it leaves them alone.
		let siblings = read.page != nil ? [] : entity.arrayParentReads.filter { $0.parent == read.parent && $0.name != read.name }.map {
			ParentReadKeys.Sibling(parentSiblingPlural: ParentReadNames(names: names, read: $0).plural)
		}
		var rest: ParentReadKeys.REST?
		var graphQL: ParentReadKeys.GraphQL?
		switch read.source {
		case .rest(let path, let query):
			let parts = path.components(separator: SpecParentRead.placeholder)
			let missing = EntityContext.plainText(samples.missingIdentifier(identifier))
			rest = ParentReadKeys.REST(
				parentPath: parts.map(SwiftLiteral.stringContent).joined(separator: "\\(\(parameter))"),
				parentPathComment: SwiftLiteral.comment(path),
				parentSamplePath: SwiftLiteral.stringContent(parts.joined(separator: sample)),
				parentHasQuery: query != nil,
				parentQueryName: SwiftLiteral.stringContent(query ?? ""),
				parentQueryValue: wire.isText(identifier.type) ? parameter : "String(\(parameter))",
				parentSampleQueryItems: Self.queryItems(query, value: sample),
				parentMissingSamplePath: SwiftLiteral.stringContent(parts.joined(separator: missing)),
				parentMissingSampleQueryItems: Self.queryItems(query, value: missing))
		case .graphQL(let operation, let field, let argument, let list, let argumentType, let on):
			graphQL = ParentReadKeys.GraphQL(
				parentOperation: operation, parentField: field, parentFieldProperty: SwiftIdentifier.escaped(field),
				parentArgument: argument, parentHasOn: on != nil, parentOn: on ?? "", parentIsConnection: read.isConnection,
				parentArgumentType: argumentType, parentList: list, parentListProperty: SwiftIdentifier.escaped(list),
				parentQueryProperty: readNames.lowerStem + "Query", parentResponse: readNames.queryResponse,
				parentVariable: variable(parameter, argumentType: argumentType, identifier: identifier),
				parentSampleVariable: sampleVariable(sample, argumentType: argumentType, identifier: identifier))
		}
		return ParentReadKeys(
			parent: parent.name,
			parentWords: typed.words,
			parentParameter: parameter,
			parentPlural: readNames.plural,
			parentLowerPlural: readNames.pluralWords,
			parentTag: readNames.tag,
			parentIdType: wire.spelling(identifier.type),
			parentStem: readNames.stem,
			parentLowerStem: readNames.lowerStem,
			parentIdSample: SwiftLiteral.scalar(samples.identifier(identifier, .first), wireSpelling: "") ?? "",
			parentMissingIdSample: SwiftLiteral.scalar(samples.missingIdentifier(identifier), wireSpelling: "") ?? "",
			parentListEntity: readNames.listEntity,
			parentFileExtension: readNames.fileExtension,
			parentDomainIdType: typed.domainIdType,
			parentDomainIdSample: typed.domainIdSample,
			parentWireIdentifier: isUUID ? "wireIdentifier" : parameter,
			parentWireDeclaration: isUUID ? [ParentReadKeys.Line(line: "let wireIdentifier = \(DomainConversion.uuidText(parameter))")] : [],
			parentQueryFixture: readNames.queryFixture,
			parentUseCase: readNames.useCase,
			parentHasSiblings: !siblings.isEmpty,
			parentSiblings: siblings,
			rest: rest,
			graphQL: graphQL
		).templateObject
	}
}

extension ParentReadContext {
	/// The query items a test expects: the one carrying the parent's identifier, or none.
	static func queryItems(_ query: String?, value: String) -> String {
		query.map { "[URLQueryItem(name: \(SwiftLiteral.string($0)), value: \(SwiftLiteral.string(value)))]" } ?? "[]"
	}
}

extension String {
	/// The parts of the string between occurrences of `separator` (one more than there are).
	fileprivate func components(separator: String) -> [String] {
		split(separator: separator, omittingEmptySubsequences: false).map(String.init)
	}
}

extension EntityContext {
	/// Each read of the entity keyed by a parent the spec declares, of one array per parent.
	var parentReads: [ParentReadContext.Read] {
		ParentReadContext(feature: feature, entity: entity, names: names, wire: wire, samples: samples).reads
	}

	/// Each paged read of the entity keyed by a parent the spec declares.
	var pagedParentReads: [ParentReadContext.Read] {
		ParentReadContext(feature: feature, entity: entity, names: names, wire: wire, samples: samples).pagedReads
	}
}

extension TemplateObject {
	/// This context with the keys of `read` added: the context of a file generated per read.
	func adding(_ read: ParentReadContext.Read) -> TemplateObject {
		var context = self
		context.merge(read.keys)
		return context
	}
}
