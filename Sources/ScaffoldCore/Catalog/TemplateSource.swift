import ScaffoldBasics

/// One template file as scaffold knows it: where it lives under `Templates/` and its text.
public struct TemplateSource: Sendable, Equatable {
	/// Path relative to the `Templates/` folder, e.g. `Feature/Sources/Data/DTOs/DTO.swift.mustache`.
	public var path: String
	/// The Mustache source.
	public var text: String {
		// The hash was of the text written at build time; any other text is hashed when rendered.
		didSet { embeddedHash = nil }
	}
	/// For an embedded template, its ``TemplateHash`` beside the embedded partials, computed when
	/// scaffold was built (see `Sources/embed-templates`); `nil` for any other source.
	package private(set) var embeddedHash: String?

	/// Creates a template source.
	public init(path: String, text: String) {
		self.path = path
		self.text = text
	}

	/// An embedded template with the hash `embed-templates` computed for it.
	init(path: String, embeddedHash: String, text: String) {
		self.path = path
		self.text = text
		self.embeddedHash = embeddedHash
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

	/// Sources are equal by path and text: the embedded hash only caches what the text gives.
	public static func == (lhs: TemplateSource, rhs: TemplateSource) -> Bool {
		lhs.path == rhs.path && lhs.text == rhs.text
	}
}
