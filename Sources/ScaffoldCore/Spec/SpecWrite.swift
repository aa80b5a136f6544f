import ScaffoldBasics

/// How a write (`create` or `update`) sends its body, when the `rest` key is an object instead of
/// `true`: the method of an update (`PUT`, or `POST` on the item as Xero updates an invoice) and
/// the key the request body is wrapped in (`{"article": {…}}`, as the RealWorld API sends).
package struct SpecWrite: Sendable, Equatable {
	/// The HTTP method of an update: `PUT` unless written (a create is always `POST` on the collection).
	package var method: SpecWriteMethod = .put
	/// `envelope`: the key the request body is wrapped in; nil sends the item as it is.
	package var envelope: String?
	/// `encoding`: JSON, or an HTML form's `application/x-www-form-urlencoded` (Stripe's and
	/// Twilio's writes): one `key=value` pair per field, for items of plain values only.
	package var encoding: SpecWriteEncoding = .json
	/// The `encoding` value, when the spec wrote one.
	package var encodingLocation: SourceLocation?
	/// The write's object, when the spec wrote one.
	package var location: SourceLocation?
	/// `answer`: what an update's success answer is. `.none` when it is not the item (Resend's
	/// `{id, object}`): the data source reads the item again by its item path after the write.
	package var answer: SpecWriteAnswer = .item
	/// The `answer` value, when the spec wrote one.
	package var answerLocation: SourceLocation?

	package init(method: SpecWriteMethod = .put, envelope: String? = nil, location: SourceLocation? = nil) {
		self.method = method
		self.envelope = envelope
		self.location = location
	}
}

/// The methods an update may be sent with: `PUT` and `POST` replace the whole item with the one
/// sent; `PATCH` sends only the fields a `{Name}Changes` sets (docs/spec.md, "PATCH").
package enum SpecWriteMethod: String, Sendable, Equatable, CaseIterable {
	case put = "PUT"
	case post = "POST"
	case patch = "PATCH"
}

/// What an update's success answer is (docs/spec.md, "An update whose answer is not the item").
package enum SpecWriteAnswer: String, Sendable, Equatable, CaseIterable {
	/// The item, which replaces the device's copy.
	case item
	/// Something else (`{id, object}`, no body): the item is read again by its item path.
	case none
}

/// How a write's body is encoded.
package enum SpecWriteEncoding: String, Sendable, Equatable, CaseIterable {
	case json
	/// `application/x-www-form-urlencoded`, the fields in the order of their keys.
	case form
}

extension SpecType {
	/// Whether a field of this type is one `key=value` pair of a form: a text, a number, a flag, a
	/// URL, a UUID or a string enum, optional or not.
	package var isFormValue: Bool {
		switch self {
		case .optional(let wrapped): wrapped.isFormValue
		case .string, .int, .double, .bool, .url, .uuid, .enumType: true
		default: false
		}
	}
}
