import ScaffoldBasics

/// The keys of an entity's `PATCH` update that every file of the entity gets
/// (``ChangesContext/keys(updated:)``), flattened into the entity's context: `hasPatch`, and the
/// others only when it patches (read only inside `{{#hasPatch}}`).
struct ChangesKeys: FlattenedTemplateContext {
	/// What the generated tests of a PATCH send.
	struct Patch: FlattenedTemplateContext {
		let changesModel: String
		let changesDTO: String
		let changesDTOMapper: String
		let patchField: String
		let patchFieldKey: String
		let patchSample: String
		let patchCleared: [Cleared]

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("changesModel", changesModel)
			object.set("changesDTO", changesDTO)
			object.set("changesDTOMapper", changesDTOMapper)
			object.set("patchField", patchField)
			object.set("patchFieldKey", patchFieldKey)
			object.set("patchSample", patchSample)
			object.set("patchCleared", patchCleared)
		}
	}

	/// The field a test clears, and the body that clears it (`{"key":null}` as a Swift literal).
	struct Cleared: TemplateContext {
		let field: String
		let body: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("field", field)
			object.set("body", body)
		}
	}

	let hasPatch: Bool
	let patch: Patch?

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("hasPatch", hasPatch)
		object.merge(patch)
	}
}
