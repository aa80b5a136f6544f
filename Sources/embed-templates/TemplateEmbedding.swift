/// Writes the Swift source that embeds every template into the binary.
///
/// `Templates/` is the source of truth; `EmbeddedTemplates.swift` is derived from it so that a
/// release binary copied alone to another folder still has its templates. A test regenerates
/// the file and fails when it differs (re-record with `SCAFFOLD_RECORD=1`).
public enum TemplateEmbedding {
	/// The complete Swift source of `EmbeddedTemplates.swift` for these templates, sorted by path.
	public static func swiftSource(for templates: [TemplateSource]) -> String {
		var lines = [
			"// Generated from Templates/ by TemplateEmbeddingTests (SCAFFOLD_RECORD=1 swift test). Do not edit.",
			"",
			"extension TemplateCatalog {",
			"\t/// Every template scaffold ships with, as the binary embeds them.",
			"\tpublic static let embedded = TemplateCatalog(sources: [",
		]
		for template in templates.sorted(by: { $0.path < $1.path }) {
			let hashes = String(repeating: "#", count: delimiterLength(for: template.text))
			lines.append("\t\tTemplateSource(")
			lines.append("\t\t\tpath: \"\(template.path)\",")
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
