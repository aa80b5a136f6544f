import ScaffoldBasics

/// The set of templates a generation run uses: the embedded ones, with a project's
/// overrides layered on top.
public struct TemplateCatalog: Sendable, Equatable {
	/// Every template, sorted by path.
	public private(set) var sources: [TemplateSource]

	/// Creates a catalog from template sources (sorted by path so the order never depends on
	/// how a file system lists a folder).
	public init(sources: [TemplateSource]) {
		// Usually sorted already (the embedded list is): checked first, since sorting these values
		// instantiates generic metadata at run time that costs more than the check.
		let sorted = zip(sources, sources.dropFirst()).allSatisfy { $0.path < $1.path }
		self.sources = sorted ? sources : sources.sorted { $0.path < $1.path }
	}

	/// The template at `path` (relative to `Templates/`), if any.
	public func source(atPath path: String) -> TemplateSource? {
		sources.first { $0.path == path }
	}

	/// A catalog where each override replaces the template with the same path.
	///
	/// Overrides whose path names no known template are returned as diagnostics: such a file
	/// would otherwise be silently ignored, which is the worst outcome for a typo.
	public func overridden(by overrides: [TemplateSource], folder: String) -> (catalog: TemplateCatalog, diagnostics: [Diagnostic]) {
		var byPath = Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0) })
		var diagnostics: [Diagnostic] = []
		for override in overrides.sorted(by: { $0.path < $1.path }) {
			guard byPath[override.path] != nil else {
				let location = SourceLocation(path: folder + "/" + override.path, position: nil)
				diagnostics.append(
					.error(
						"template override '\(override.path)' does not replace any template"
							+ Suggestion.didYouMean(override.path, in: sources.map(\.path)),
						at: location))
				continue
			}
			byPath[override.path] = override
		}
		return (TemplateCatalog(sources: Array(byPath.values)), diagnostics)
	}
}
