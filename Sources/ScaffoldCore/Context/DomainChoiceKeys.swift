import ScaffoldBasics

/// The keys the mapper tests of a type (entity or value type) read to see its domain choices at
/// work (``DomainChoiceSamples``), flattened into the test's context.
package struct DomainChoiceKeys: FlattenedTemplateContext {
	/// Every lenient field: `fieldName`, `testName`, `jsonKey`, `badValue`, `stubArgument`.
	let lenientSamples: [TemplateValue]
	/// Every field the domain leaves out: `fieldName`, `testName`, `property`, `jsonKey`, `replacement`.
	let omittedSamples: [TemplateValue]
	/// How the tests read the type's sample.
	let sampleData: String
	/// How the tests name the mapper.
	let mapperInstance: String

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	package func encode(into object: inout TemplateObject) {
		object.set("lenientSamples", lenientSamples)
		object.set("omittedSamples", omittedSamples)
		object.set("sampleData", sampleData)
		object.set("mapperInstance", mapperInstance)
	}
}
