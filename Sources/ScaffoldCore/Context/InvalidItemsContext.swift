import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// What an entity's list does with an item the domain refuses (the list's `invalidItems`): the
/// Swift that maps its items, failing on the first refused one or leaving it out and reporting it
/// to an `InvalidItemReporterContract`, and what the tests of either way need.
package struct InvalidItemsContext {
	let entityContext: EntityContext

	/// Creates a value from its members (the memberwise initializer, for the other stages).
	package init(entityContext: EntityContext) {
		self.entityContext = entityContext
	}

	var entity: SpecEntity { entityContext.entity }

	/// The keys every file of the entity's repository slice gets.
	var keys: Keys {
		Keys(
			dropsInvalidItems: entity.dropsInvalidItems,
			resultsMapping: mapping("input.response.results", mapper: "itemMapper"),
			searchItemsMapping: mapping("searchPage.items", mapper: "itemMapper"),
			invalidItemSamples: testSamples)
	}

	/// The keys every file of the entity's repository slice gets, in this order.
	struct Keys: FlattenedTemplateContext {
		let dropsInvalidItems: Bool
		let resultsMapping: String
		let searchItemsMapping: String
		/// 0 or 1 item: the test keys of ``InvalidItemsContext/sample``.
		let invalidItemSamples: [TemplateValue]

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("dropsInvalidItems", dropsInvalidItems)
			object.set("resultsMapping", resultsMapping)
			object.set("searchItemsMapping", searchItemsMapping)
			object.set("invalidItemSamples", invalidItemSamples)
		}
	}

	/// 0 or 1 item: the test keys of ``sample`` (`fixture`, `report`, `expectedError`,
	/// `errorDescription`, `fieldName`).
	var testSamples: [TemplateValue] { sample.map { [.object(testKeys($0))] } ?? [] }

	/// Swift mapping `items`, an array of DTOs, with `mapper`: `try items.map(mapper.map)`, or, when
	/// the list drops invalid items, a map that leaves out each one the mapper refuses and reports it
	/// to the `invalidItemReporter` property of the type it is written in.
	package func mapping(_ items: String, mapper: String) -> String {
		guard entity.dropsInvalidItems else { return "try \(items).map(\(mapper).map)" }
		let identifier = "{ item in \"\\(item.\(entity.identifier.swiftName))\" }"
		return "\(items).map(droppingInvalid: \(SwiftLiteral.string(entity.name)), identifier: \(identifier), reportingTo: invalidItemReporter, \(mapper).map)"
	}

	// MARK: - Tests

	/// The item a test breaks in a list: the second sample item, with the first field the domain
	/// refuses replaced by what it refuses; `nil` without a list or such a field.
	package struct Sample {
		package let field: SpecField
		let refusal: DomainRefusal
		/// The broken field's JSON in the fixture.
		let json: JSONValue
		/// The fixture holding the list with it.
		package let fixture: String
	}

	package var sample: Sample? {
		let names = entityContext.names
		let isGraphQL = entity.graphQL != nil
		guard entity.rest?.list != nil || entity.graphQL?.list != nil,
			let (field, type, _) = entity.allFields.firstRefusal(entityContext.spec.dateFormat)
		else { return nil }
		let base = entity.isPaginated ? names.fixtureFirstPage(isGraphQL: isGraphQL) : isGraphQL ? names.fixtureListQuery : names.fixtureList
		let refusal = DomainRefusal(type: type)
		return Sample(field: field, refusal: refusal, json: refusal.json(shapedLike: field.type), fixture: base + "_invalid_item")
	}

	/// `report` is the `InvalidItem` a drop reports; `expectedError` the `MappingError` a failing
	/// list throws.
	private func testKeys(_ sample: Sample) -> TemplateObject {
		let typeName = entity.name
		let isIdentifier = sample.field.name == entity.identifier.name
		let identifier =
			isIdentifier ? sample.refusal.badValue : EntityContext.plainText(entityContext.samples.identifier(entity.identifier, .second))
		let error = sample.refusal.mappingError(typeName: typeName, field: sample.field.name, names: entityContext.feature.runtime)
		return [
			"fixture": .string(sample.fixture),
			"report": .string("\(entityContext.feature.runtime("InvalidItem"))(entity: \(SwiftLiteral.string(typeName)), identifier: \(SwiftLiteral.string(identifier)), error: \(error))"),
			"expectedError": .string(error),
			"errorDescription": .string(SwiftLiteral.string(sample.refusal.errorDescription(typeName: typeName, field: sample.field.name))),
			"fieldName": .string(sample.field.name),
		]
	}
}
