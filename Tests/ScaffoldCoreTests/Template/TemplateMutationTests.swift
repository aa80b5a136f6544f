import Testing

import ScaffoldCore
import ScaffoldFuzzing

/// The template parser and renderer never trap: every edit of a real template either parses
/// (and renders, or fails with a located error) or reports located syntax errors.
struct TemplateMutationTests {
	@Test func everyMutationOfARealTemplateParsesOrFailsWithALocation() throws {
		let source = try RepositoryFiles.text("Templates/Feature/Sources/Data/DataSources/Remote/RESTDataSource.swift.mustache")
		var mutations = SeededRandom(seed: 42)
		let alphabet = Array("{}#^/>!=&. \n\t*$<".utf8)
		let context: TemplateValue = ["header": "//", "name": "A", "filters": [["name": "x"]], "hasList": true]
		for _ in 0..<2_000 {
			let text = String(decoding: mutations.mutate(Array(source.utf8), alphabet: alphabet), as: UTF8.self)
			do {
				let template = try Template(name: "t.mustache", source: text)
				do {
					_ = try template.render(context, options: RenderOptions(escaping: .none, strictness: .lenient))
					_ = try template.render(context)
				} catch {
					expectEqual(error.location?.path, "t.mustache")
					// The error points at a tag: a real line and column of the mutated text.
					guard let position = error.location?.position else {
						Issue.record("a render error without a line and column: \(error)")
						continue
					}
					let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
					expectContains((1...lines.count), position.line, "\(error)")
					#expect(position.column >= 1 && position.column <= lines[position.line - 1].unicodeScalars.count, "\(error)")
				}
			} catch {
				expectNotEmpty(error.diagnostics)
				expectAll(error.diagnostics, where: { $0.location?.path == "t.mustache" && $0.location?.position != nil })
			}
		}
	}
}
