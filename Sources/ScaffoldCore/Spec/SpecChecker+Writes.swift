import ScaffoldBasics

extension SpecChecker {
	/// A write sent as a form (`"encoding": "form"`) sends one `key=value` pair per field: every
	/// field must be a plain value (text, a number, a flag, a URL, a UUID or a string enum), or
	/// nothing says how to spell it (Stripe's `metadata[key]` brackets are no standard).
	mutating func checkWrites(_ entity: SpecEntity) {
		guard let rest = entity.rest else { return }
		for (name, enabled, write) in [("create", rest.create, rest.createWrite), ("update", rest.update, rest.updateWrite)] {
			guard enabled, write.encoding == .form, let location = write.encodingLocation,
				let field = entity.allFields.first(where: { !$0.type.isFormValue })
			else { continue }
			error(
				"\(entity.name)'s \(name) cannot be sent as a form: field \(quoted: field.name) is '\(field.type.swiftSpelling)', and a form sends only text, numbers, flags, URLs, UUIDs and string enums, one pair per field; send it as JSON (remove \"encoding\")",
				at: location)
		}
		// An update answering something else than the item reads it again by its item path.
		if rest.update, rest.updateWrite.answer == .none, !rest.detail, let location = rest.updateWrite.answerLocation {
			error(
				"\(entity.name)'s update answers something else than the item (\"answer\": \"none\"), so the item is read again by its item path, but \(entity.name) has no detail read; remove \"detail\": false, or remove \"answer\"",
				at: location)
		}
	}
}
