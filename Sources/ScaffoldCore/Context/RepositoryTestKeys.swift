import ScaffoldBasics

/// The test keys of an entity's repository slice (``DomainTestContext/keys(for:)``): samples the
/// repository, mapper and use case tests pass and expect, and how a list reads in them.
package struct RepositoryTestKeys: FlattenedTemplateContext {
	let choices: DomainChoiceKeys
	let domainIdSample: String
	let domainMissingIdSample: String
	let secondStub: String
	let secondStubParsesDates: Bool
	let enumFields: [TemplateValue]
	let paginationTotalCount: String
	let paginationTotalPages: String
	let refusedSamples: [TemplateValue]
	/// Whether reading one item has a single scenario (no cache, nothing to refuse): its test is
	/// then a plain `@Test`, as an enum of one case would cost code and compile time for nothing.
	let hasOneDetailScenario: Bool
	let refusedFields: [TemplateValue]
	let domainFilterSample: String
	let sampleTotalPages: String
	let searchFilterSample: String
	let cacheLevels: String
	let listNoun: String
	let savedItemsSample: String
	let resultItems: String
	let responseItems: String
	let cachedListResult: String
	let cachedSavedItems: String
	let hasUncacheableList: Bool
	let emptyListModel: String

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	package func encode(into object: inout TemplateObject) {
		object.merge(choices)
		object.set("domainIdSample", domainIdSample)
		object.set("domainMissingIdSample", domainMissingIdSample)
		object.set("secondStub", secondStub)
		object.set("secondStubParsesDates", secondStubParsesDates)
		object.set("enumFields", enumFields)
		object.set("paginationTotalCount", paginationTotalCount)
		object.set("paginationTotalPages", paginationTotalPages)
		object.set("refusedSamples", refusedSamples)
		object.set("hasOneDetailScenario", hasOneDetailScenario)
		object.set("refusedFields", refusedFields)
		object.set("domainFilterSample", domainFilterSample)
		object.set("sampleTotalPages", sampleTotalPages)
		object.set("searchFilterSample", searchFilterSample)
		object.set("cacheLevels", cacheLevels)
		object.set("listNoun", listNoun)
		object.set("savedItemsSample", savedItemsSample)
		object.set("resultItems", resultItems)
		object.set("responseItems", responseItems)
		object.set("cachedListResult", cachedListResult)
		object.set("cachedSavedItems", cachedSavedItems)
		object.set("hasUncacheableList", hasUncacheableList)
		object.set("emptyListModel", emptyListModel)
	}
}

/// The test keys of a value type's mapper tests (``DomainTestContext/valueTypeKeys(_:)``).
package struct ValueTypeTestKeys: FlattenedTemplateContext {
	let choices: DomainChoiceKeys
	let words: String
	let sampleJSON: String
	let domainChecks: [TemplateValue]
	let hasDomainChecks: Bool
	let refusedSamples: [TemplateValue]
	let refusedFields: [TemplateValue]

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	package func encode(into object: inout TemplateObject) {
		object.merge(choices)
		object.set("words", words)
		object.set("sampleJSON", sampleJSON)
		object.set("domainChecks", domainChecks)
		object.set("hasDomainChecks", hasDomainChecks)
		object.set("refusedSamples", refusedSamples)
		object.set("refusedFields", refusedFields)
	}
}
