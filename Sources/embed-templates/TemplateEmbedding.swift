import CScaffoldHash

/// One template file: its path below `Templates/` and its text.
struct TemplateFile: Equatable {
	var path: String
	var text: String

	/// Partials live in `Partials/` (as `TemplateSource.isPartial` says in ScaffoldCore).
	var isPartial: Bool { path.hasPrefix("Partials/") }
}

/// Writes the Swift source that embeds every template into the binary.
///
/// `Templates/` is the source of truth. The EmbedTemplates build plugin runs this tool on every
/// build that changed a template, so a release binary copied alone to another folder still has
/// its templates and nothing generated is ever committed. Each template's hash is computed here
/// too, so that a run never hashes the embedded templates: ScaffoldHash's `TemplateHash`, through
/// the C function both call (the tool depends on `CScaffoldHash` only, so it builds at once).
enum TemplateEmbedding {
	/// The complete Swift source of the embedded catalog for these templates, sorted by path.
	static func swiftSource(for templates: [TemplateFile]) -> String {
		var lines = [
			"// Generated from Templates/ by the EmbedTemplates build plugin (Plugins/EmbedTemplates). Do not edit.",
			"",
			"extension TemplateCatalog {",
			"\t/// Every template scaffold ships with, as the binary embeds them.",
			"\tpublic static let embedded = TemplateCatalog(sources: [",
		]
		let sorted = templates.sorted { $0.path < $1.path }
		let partials = Array(sorted.filter(\.isPartial).map(\.text).joined(separator: "\u{0}").utf8)
		for template in sorted {
			let hashes = String(repeating: "#", count: delimiterLength(for: template.text))
			lines.append("\t\tTemplateSource(")
			lines.append("\t\t\tpath: \"\(template.path)\",")
			lines.append("\t\t\tembeddedHash: \"\(templateHash(template.text, partials: partials))\",")
			lines.append("\t\t\ttext: \(hashes)\"\"\"")
			// A multi-line literal strips its closing delimiter's indentation from every line;
			// blank lines may stay empty.
			for line in template.text.split(separator: "\n", omittingEmptySubsequences: false) {
				lines.append(line.isEmpty ? "" : "\t\t\t" + line)
			}
			lines.append("\t\t\t\"\"\"\(hashes)")
			lines.append("\t\t),")
		}
		lines.append("\t])")
		lines.append("}")
		return lines.joined(separator: "\n") + "\n"
	}

	/// The template's hash beside the partials' joined bytes, as `TemplateHash.hex` computes it in a run.
	static func templateHash(_ text: String, partials: [UInt8]) -> String {
		let text = Array(text.utf8)
		var hex = [CChar](repeating: 0, count: 64)
		scaffold_template_hash_hex(text, text.count, partials, partials.count, &hex)
		return String(decoding: hex.map { UInt8(bitPattern: $0) }, as: UTF8.self)
	}

	/// The smallest number of `#` that makes a raw string literal that cannot end early
	/// and in which no `\(` is an interpolation.
	static func delimiterLength(for text: String) -> Int {
		var count = 1
		while text.contains("\"\"\"" + String(repeating: "#", count: count)) || text.contains("\\" + String(repeating: "#", count: count)) {
			count += 1
		}
		return count
	}
}
