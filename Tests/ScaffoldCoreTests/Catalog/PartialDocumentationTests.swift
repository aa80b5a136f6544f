import Testing

import ScaffoldCore

/// Templates/README.md's "Partials" table names every partial, with what includes it and its
/// concern, and names none that does not exist: a team looking for the partial to eject finds it.
struct PartialDocumentationTests {
	/// The partials the table's first column names, in order.
	static func documentedPartials() throws -> [String] {
		let readme = try RepositoryFiles.text("Templates/README.md")
		let start = try require(readme.range(of: "\n## Partials\n"))
		let rest = readme[start.upperBound...]
		let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
		return section.split(separator: "\n").compactMap { line in
			line.firstMatch(of: /^\| `([A-Za-z0-9]+)` \|/).map { String($0.output.1) }
		}
	}

	@Test func everyPartialIsInTheTableOnce() throws {
		let partials = TemplateCatalog.embedded.sources.filter(\.isPartial).map(\.name)
		let documented = try Self.documentedPartials()
		expectGreater(partials.count, 6, "too few partials to be reading the catalog")
		expectEqual(Set(documented).count, documented.count, "a partial is listed twice: \(documented)")
		expectEqual(Set(documented), Set(partials), "undocumented: \(Set(partials).subtracting(documented).sorted()); no such partial: \(Set(documented).subtracting(partials).sorted())")
	}
}
