import ScaffoldBasics

extension TemplateCatalog {
	/// The template a user means by `query`: its path (`Feature/Sources/Data/DTOs/DTO.swift.mustache`),
	/// its name (`Feature/Sources/Data/DTOs/DTO.swift`, or `FixtureLoading` for a partial), or its
	/// file name with or without extensions (`DTO.swift`, `DTO`) when only one template has it.
	package func lookup(_ query: String) throws(Diagnostic) -> TemplateSource {
		if let exact = sources.first(where: { $0.path == query || $0.name == query }) { return exact }
		let matches = sources.filter { Self.fileName($0.path) == query || Self.stem($0.path) == query }
		if matches.count == 1 { return matches[0] }
		if matches.count > 1 {
			throw .error(
				"\(quoted: query) names \(matches.count) templates; use a path: " + matches.map(\.path).joined(separator: ", "))
		}
		let names = sources.map(\.path) + sources.map { Self.stem($0.path) }
		throw .error("no template named \(quoted: query)" + Suggestion.didYouMean(query, in: names))
	}

	/// `DTO.swift` for `Feature/Sources/Data/DTOs/DTO.swift.mustache`.
	static func fileName(_ path: String) -> String {
		let last = path.split(separator: "/").last.map(String.init) ?? path
		return last.hasSuffix(".mustache") ? String(last.dropLast(".mustache".count)) : last
	}

	/// `DTO` for `Feature/Sources/Data/DTOs/DTO.swift.mustache`.
	static func stem(_ path: String) -> String {
		String(fileName(path).split(separator: ".").first ?? "")
	}
}
