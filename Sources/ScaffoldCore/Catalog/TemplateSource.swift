/// One template file as scaffold knows it: where it lives under `Templates/` and its text.
public struct TemplateSource: Sendable, Equatable {
	/// Path relative to the `Templates/` folder, e.g. `Feature/Sources/Data/DTOs/DTO.swift.mustache`.
	public var path: String
	/// The Mustache source.
	public var text: String

	/// Creates a template source.
	public init(path: String, text: String) {
		self.path = path
		self.text = text
	}

	/// Partials live in `Partials/` and are referenced by their file name without extension
	/// (`{{>FixtureLoading}}` is `Partials/FixtureLoading.mustache`).
	public var isPartial: Bool { path.hasPrefix("Partials/") }

	/// The name templates and partial tags use for this file: its path without `.mustache`
	/// for templates, its bare file name for partials.
	public var name: String {
		let withoutExtension = path.hasSuffix(".mustache") ? String(path.dropLast(".mustache".count)) : path
		guard isPartial else { return withoutExtension }
		return String(withoutExtension.dropFirst("Partials/".count))
	}

	/// The path a user sees in diagnostics: `Templates/<path>`.
	public var displayPath: String { "Templates/" + path }
}
