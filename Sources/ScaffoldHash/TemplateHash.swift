/// The template hash a generated file records: SHA-256 of its template's text and of every
/// partial's, so that any template edit marks generated files as stale rather than as
/// hand-edited. One formula for the build (`embed-templates` writes each embedded template's
/// hash beside its text) and for a run (a project's overrides are hashed when first rendered).
package enum TemplateHash {
	/// Every partial's text, in the catalog's order (by path), as the hash includes them.
	package static func partialsText(_ partials: some Sequence<String>) -> String {
		partials.joined(separator: "\u{0}")
	}

	/// The hash of a template with `text`, beside partials whose texts join into `partialsText`.
	package static func hex(text: String, partialsText: String) -> String {
		SHA256.hex(text + "\u{0}" + partialsText)
	}
}
