import ScaffoldBasics

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
	/// The most steps (section items, tags entered, partials) one render may take: lists
	/// inside lists, or a partial including itself twice, ask for exponential work. Past it,
	/// rendering stops with an error at the tag that repeats.
	public var maximumSteps: Int
	/// The most bytes one render may write; past it, rendering stops with an error.
	public var maximumOutputBytes: Int

	/// Ten million steps: generating the largest example takes a few thousand per file.
	public static let defaultMaximumSteps = 10_000_000
	/// 16 MiB: generated files are a few kilobytes.
	public static let defaultMaximumOutputBytes = 16 << 20

	/// Creates options.
	public init(
		escaping: Escaping = .none, strictness: Strictness = .strict, maximumSteps: Int = defaultMaximumSteps,
		maximumOutputBytes: Int = defaultMaximumOutputBytes
	) {
		self.escaping = escaping
		self.strictness = strictness
		self.maximumSteps = maximumSteps
		self.maximumOutputBytes = maximumOutputBytes
	}

	/// No escaping, strict: the generator's choice.
	public static let `default` = RenderOptions()

	/// HTML escaping, lenient: what the Mustache specification tests expect.
	public static let spec = RenderOptions(escaping: .html, strictness: .lenient)
}
