import ScaffoldBasics

/// What a field becomes in the domain model when that is not a copy of the DTO's: the `domain`
/// object of a field (`omit`, `lenient`) or of an identifier (`type`). The DTO never changes:
/// these are choices of the domain model and its mappers.
package struct SpecFieldDomain: Sendable, Equatable {
	/// `omit`: the DTO keeps the field; the domain model, its mapper, stubs and tests do not have
	/// it. Mapped back to the DTO (writes, a store of domain values) it is `nil`.
	package var omit = false
	/// `lenient`: an invalid URL, UUID or ISO 8601 date becomes `nil` in the domain instead of
	/// failing the mapping (the field's parsed value is optional).
	package var lenient = false
	/// An identifier's type in the domain when it differs from the wire's: `Int` for a numeric
	/// `String` (a GraphQL `ID`).
	package var type: SpecType?
	/// The `domain` object, when the spec wrote one.
	package var location: SourceLocation?
	/// Where each key of the `domain` object that was written is, for located errors.
	package var keyLocations: [String: SourceLocation] = [:]

	/// A field the domain copies as it is.
	package init() {}
}

/// What a list does with an item the domain refuses (its mapper throws a `MappingError`).
package enum SpecInvalidItems: String, Sendable, CaseIterable {
	/// The whole page or list fails, as `invalidData` (the default).
	case fail
	/// The item is left out and reported through the container's `InvalidItemReporterContract`.
	case drop
}

extension SpecField {
	/// The field's type in the domain model: the identifier's `domain.type`, else ``type``.
	package var domainType: SpecType { domain.type ?? type }

	/// Whether the domain model has the field (it is not `omit`ted).
	package var isInDomain: Bool { !domain.omit }
}

extension SpecType {
	/// Whether the domain parses this scalar from wire text that can be invalid: a URL, a UUID,
	/// or a `Date` sent as ISO 8601 text (numbers since 1970 are never invalid).
	package func isParsedInDomain(_ dateFormat: DateFormat) -> Bool {
		switch self {
		case .url, .uuid: true
		case .date: dateFormat == .iso8601
		default: false
		}
	}

	/// The type at the bottom of any arrays and optionals (`URL` in `[URL?]?`), and whether an
	/// optional wraps it directly (so `lenient` can make an invalid one `nil`).
	package var innermost: (type: SpecType, isOptional: Bool) {
		switch self {
		case .optional(let wrapped):
			let inner = wrapped.innermost
			return wrapped.isCollectionOrOptional ? inner : (wrapped, true)
		case .array(let element):
			return element.innermost
		default:
			return (self, false)
		}
	}

	/// This type with the scalar at its bottom made optional: `[URL]?` → `[URL?]?`.
	package var withOptionalInnermost: SpecType {
		switch self {
		case .optional(let wrapped): wrapped.isCollectionOrOptional ? .optional(wrapped.withOptionalInnermost) : self
		case .array(let element): .array(element.withOptionalInnermost)
		default: .optional(self)
		}
	}

	private var isCollectionOrOptional: Bool {
		switch self {
		case .optional, .array: true
		default: false
		}
	}
}
