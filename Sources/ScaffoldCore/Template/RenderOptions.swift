/// How a template renders: escaping and strictness are independent choices.
public struct RenderOptions: Sendable, Hashable {
	/// What `{{name}}` does to the text it inserts (`{{{name}}}` and `{{&name}}` never escape).
	public enum Escaping: Sendable, Hashable {
		/// Insert text unchanged: right for Swift, JSON and GraphQL output.
		case none
		/// Replace `&`, `"`, `'`, `<` and `>` with HTML entities, as the Mustache spec requires.
		case html
	}

	/// What happens when a tag's name resolves to nothing.
	public enum Strictness: Sendable, Hashable {
		/// A name found nowhere in the context, a missing partial, or a `null` interpolated
		/// is an error pointing at the tag: a typo must not silently produce empty code.
		case strict
		/// Missing values render as the empty string and count as falsey, as the spec requires.
		case lenient
	}

	/// What `{{name}}` does to the text it inserts.
	public var escaping: Escaping
	/// What happens when a name resolves to nothing.
	public var strictness: Strictness

	/// Creates options.
	public init(escaping: Escaping = .none, strictness: Strictness = .strict) {
		self.escaping = escaping
		self.strictness = strictness
	}

	/// No escaping, strict: the generator's choice.
	public static let `default` = RenderOptions()

	/// HTML escaping, lenient: what the Mustache specification tests expect.
	public static let spec = RenderOptions(escaping: .html, strictness: .lenient)
}
