import CScaffoldHash

/// The template hash a generated file records: SHA-256 of its template's text and of every
/// partial's, so that any template edit marks generated files as stale rather than as
/// hand-edited. One formula for the build (`embed-templates` writes each embedded template's
/// hash beside its text) and for a run (a project's overrides are hashed when first rendered):
/// `scaffold_template_hash_hex` in `CScaffoldHash`, which both call.
package enum TemplateHash {
	/// Every partial's text, in the catalog's order (by path), as the hash includes them.
	package static func partialsText(_ partials: some Sequence<String>) -> String {
		partials.joined(separator: "\u{0}")
	}

	/// The hash of a template with `text`, beside partials whose texts join into `partialsText`.
	package static func hex(text: String, partialsText: String) -> String {
		var text = text
		var partialsText = partialsText
		// Hashed in place, one after the other: the partials (about 240 KB) are not copied.
		return text.withUTF8 { text in
			partialsText.withUTF8 { partials in
				String(unsafeUninitializedCapacity: 64) { hex in
					hex.withMemoryRebound(to: CChar.self) {
						scaffold_template_hash_hex(text.baseAddress, text.count, partials.baseAddress, partials.count, $0.baseAddress!)
					}
					return 64
				}
			}
		}
	}
}
