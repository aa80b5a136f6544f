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

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("dtoType", dtoType)
			object.set("codingKey", codingKey)
			object.set("indirect", indirect)
			object.set("comma", comma)
		}
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

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("name", name)
			object.set("label", label)
			object.set("dtoType", dtoType)
			object.set("storedType", storedType)
			object.set("toStored", toStored)
			object.set("fromStored", fromStored)
			object.set("storedResultAsDTO", storedResultAsDTO)
			object.merge(model)
			object.set("comma", comma)
		}
	}

	/// What a decoded first sample must contain (an item of `sampleChecks`).
	struct SampleCheck: TemplateContext {
		let property: String
		let literal: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("property", property)
			object.set("literal", literal)
		}
	}

	/// A field read back from the model (an item of `modelReadBack`).
	struct ReadBack: TemplateContext {
		let label: String
		let fromStored: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("label", label)
			object.set("fromStored", fromStored)
		}
	}
}
