import ScaffoldBasics

/// Checks the domain's own choices against the rest of the spec: a `lenient` field has an optional
/// value the domain parses, an `omit`ted field has a value when the domain is mapped back to the
/// DTO, and a list that drops invalid items has an item the domain can refuse.
extension SpecChecker {
	mutating func checkDomainChoices() {
		let writers = spec.entities.filter(\.mapsDomainToDTO).map { "\(quoted: $0.name)" }
		for declaration in spec.types where declaration.kind == .valueType && !broken.contains(declaration.name) {
			let mappedBack = writers.isEmpty ? nil : "values of type \(quoted: declaration.name) are mapped back to their DTO in this feature (entity \(writers.joined(separator: ", ")) writes)"
			for field in declaration.fields { checkDomain(of: field, mappedBack: mappedBack) }
		}
		for entity in spec.entities where !broken.contains(entity.name) {
			guard entity.repository.enabled else {
				checkNoDomainModel(entity)
				continue
			}
			let mappedBack: String? =
				!entity.mapsDomainToDTO
				? nil
				: entity.hasRemoteSource
					? "entity \(quoted: entity.name) maps its domain model back to the DTO to send it (create, update)"
					: "entity \(quoted: entity.name) keeps its domain values on the device as DTOs"
			for field in entity.fields { checkDomain(of: field, mappedBack: mappedBack) }
			if entity.dropsInvalidItems, let location = entity.invalidItemsLocation, entity.allFields.firstRefusal(spec.dateFormat) == nil {
				error(
					"\"invalidItems\": \"drop\" has nothing to drop: the domain never refuses a \(quoted: entity.name), as no field of it is a URL, a UUID or an ISO 8601 Date (or an array of them) that is neither lenient nor omitted, and its identifier has no domain type; remove it",
					at: location)
			}
		}
	}

	/// `mappedBack` says why the domain model is mapped back to the DTO, when it is.
	private mutating func checkDomain(of field: SpecField, mappedBack: String?) {
		if field.domain.omit, let mappedBack, !field.type.isOptional, let location = field.domain.keyLocations["omit"] {
			error(
				"field \(quoted: field.name) cannot be left out of the domain: \(mappedBack), and the DTO needs a \(quoted: field.type) for it; make it optional ('\(field.type)?') to send it without one, or keep it in the domain",
				at: location)
		}
		guard field.domain.lenient, let location = field.domain.keyLocations["lenient"] else { return }
		let (scalar, isOptional) = field.type.innermost
		if field.domain.omit {
			error("'lenient' has no effect on a field left out of the domain (\"omit\": true); remove one of them", at: location)
		} else if scalar == .date && !scalar.isParsedInDomain(spec.dateFormat) {
			error(
				"field \(quoted: field.name) cannot be lenient: a Date sent as a number (\"dateFormat\": \"\(spec.dateFormat.rawValue)\") is never invalid",
				at: location)
		} else if !scalar.isParsedInDomain(spec.dateFormat) {
			error(
				"field \(quoted: field.name) cannot be lenient: the domain takes a \(quoted: scalar) as the API sends it, so it is never invalid; only URL, UUID and ISO 8601 Date values can be",
				at: location)
		} else if !isOptional {
			error(
				"field \(quoted: field.name) cannot be lenient: an invalid value becomes nil, so its type must be optional: \(quoted: field.type.withOptionalInnermost) instead of \(quoted: field.type)",
				at: location)
		}
	}

	/// Domain choices on an entity without a domain model (no repository) are refused where written.
	private mutating func checkNoDomainModel(_ entity: SpecEntity) {
		let reason = "entity \(quoted: entity.name) has no domain model, which comes with its repository (a remote source or a local store, and \"repository\" not disabled)"
		for field in entity.allFields {
			if let location = field.domain.location { error("\"domain\" has no effect: \(reason)", at: location) }
		}
		if entity.dropsInvalidItems, let location = entity.invalidItemsLocation {
			error("\"invalidItems\": \"drop\" has no effect: \(reason)", at: location)
		}
	}
}
