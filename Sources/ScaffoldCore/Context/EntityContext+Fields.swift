import ScaffoldBasics

// The typed keys of an entity's (or a value type's) per-field objects: `properties` and `fields`.

extension EntityContext {
	/// A DTO property (an item of `properties`): Swift name, wire type and its `CodingKeys` case.
	struct DTOProperty: TemplateContext {
		let name: String
		let dtoType: String
		let codingKey: String
		/// One item for a field held by reference, else none.
		let indirect: [IndirectStorage]
		let comma: String
	}

	/// A field as a SwiftData model stores it (an item of `fields`, or of a stored value type's
	/// `storedProperties`).
	struct StoredField: TemplateContext {
		let name: String
		let label: String
		let dtoType: String
		let storedType: String
		let toStored: String
		let fromStored: String
		let storedResultAsDTO: String
		/// What the current model's property carries across model versions; an entity's fields only.
		var model: SwiftDataVersionContext.ModelKeys?
		/// `,` but for the last; a stored value type's properties only.
		var comma: String?
	}

	/// What a decoded first sample must contain (an item of `sampleChecks`).
	struct SampleCheck: TemplateContext {
		let property: String
		let literal: String
	}

	/// A field read back from the model (an item of `modelReadBack`).
	struct ReadBack: TemplateContext {
		let label: String
		let fromStored: String
	}
}
