import ScaffoldBasics

/// The domain's own choices seen from an entity: which fields its model has, what its list does
/// with an item the domain refuses, and whether its model is mapped back to the DTO.
extension SpecEntity {
	/// What the list does with an item the domain refuses (`fail` when there is no list).
	package var invalidItems: SpecInvalidItems { rest?.list?.invalidItems ?? graphQL?.list?.invalidItems ?? .fail }

	/// Whether the list leaves out an item the domain refuses, and reports it.
	package var dropsInvalidItems: Bool { invalidItems == .drop }

	/// Where `invalidItems` is written, if it is.
	package var invalidItemsLocation: SourceLocation? { rest?.list?.invalidItemsLocation ?? graphQL?.list?.invalidItemsLocation }

	/// Whether the domain model is mapped back to the DTO: to write it to the API (create,
	/// update), or to keep it in the entity's only store (an entity kept only on the device).
	package var mapsDomainToDTO: Bool {
		repository.enabled && (!hasRemoteSource || rest?.create == true || rest?.replacesUpdate == true)
	}
}

extension [SpecField] {
	/// The field a test breaks to see the domain refuse an item, with how it refuses it: the first
	/// whose parsed value stands alone, else the first whose array holds one; `nil` when the domain
	/// refuses no wire value of these fields.
	package func firstRefusal(_ dateFormat: DateFormat) -> (field: SpecField, type: SpecType, inArray: Bool)? {
		let refusals = compactMap { field in field.refusal(dateFormat).map { (field: field, type: $0.type, inArray: $0.inArray) } }
		return refusals.first { !$0.inArray } ?? refusals.first
	}
}

extension SpecField {
	/// How the domain can refuse this field's wire value: the domain type it parses (`URL`,
	/// `UUID`, an ISO 8601 `Date`, or `Int` for an identifier with a domain type) and whether that
	/// is an array's element; `nil` when every wire value maps (or the field is lenient or omitted).
	package func refusal(_ dateFormat: DateFormat) -> (type: SpecType, inArray: Bool)? {
		guard isInDomain && !domain.lenient else { return nil }
		if let type = domain.type { return (type, false) }
		if type.unwrapped.isParsedInDomain(dateFormat) { return (type.unwrapped, false) }
		if let element = type.arrayElement?.unwrapped, element.isParsedInDomain(dateFormat) { return (element, true) }
		return nil
	}
}
