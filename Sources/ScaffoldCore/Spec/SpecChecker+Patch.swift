import ScaffoldBasics

extension SpecChecker {
	/// `"update": {"method": "PATCH"}` sends a `{Name}Changes`: only the fields it sets, as a JSON
	/// object. It needs a field to change, and its body is JSON: a form cannot tell a field left
	/// out from one the API should clear, and no API of the corpus takes a PATCH as a form.
	mutating func checkPatch(_ entity: SpecEntity) {
		guard let rest = entity.rest, rest.patchesUpdate else { return }
		let write = rest.updateWrite
		if write.encoding == .form, let location = write.encodingLocation {
			error(
				"\(entity.name)'s update is a PATCH, which sends the changed fields as a JSON object; remove \"encoding\", or send the whole item as a form with \"method\": \"PUT\" or \"POST\"",
				at: location)
		}
		if entity.changeableFields.isEmpty {
			error(
				"\(entity.name)'s update is a PATCH of the fields given, but \(entity.name) has no field to change besides its identifier \(quoted: entity.identifier.name); add the fields the API takes, or remove \"update\"",
				at: write.location ?? rest.location)
		}
	}
}
