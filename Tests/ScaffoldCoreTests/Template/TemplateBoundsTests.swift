import Testing

import ScaffoldCore

/// Templates cannot make the engine recurse without bound, work without end or write without
/// limit: each is a located error instead of a crash or a hang.
struct TemplateBoundsTests {
	private func messages(_ source: String) -> [String] {
		do {
			_ = try Template(name: "t.mustache", source: source)
			return []
		} catch {
			return error.diagnostics.map(\.description)
		}
	}

	func nestingIsFineToAHundredLevelsAndOneLocatedErrorBeyond() throws {
		// A hundred levels are fine.
		do {
			let source = String(repeating: "{{#a}}", count: 100) + "x" + String(repeating: "{{/a}}", count: 100)
			expectEqual(try Template(name: "t.mustache", source: source).render(["a": true]), "x")
		}

		// Twenty thousand nested sections are one located error.
		do {
			let depth = 20_000
			let source = String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
			expectEqual(messages(source), [
				"t.mustache:1:601: error: sections, parents and blocks nest more than 100 levels deep here; a template may nest at most 100"
			])
		}

		// Unclosed deep sections are still one error.
		expectEqual(messages(String(repeating: "{{#a}}", count: 5_000)), [
			"t.mustache:1:601: error: sections, parents and blocks nest more than 100 levels deep here; a template may nest at most 100"
		])
	}

	func outputThatWouldExplodeStopsWithALocation() throws {
		// Nested lists that ask for exponential output stop with a location.
		do {
			// Forty nested sections over a two-item list ask for 2^40 copies of "x".
			let source = "\n" + String(repeating: "{{#l}}", count: 40) + "x" + String(repeating: "{{/l}}", count: 40)
			let template = try Template(name: "t.mustache", source: source)
			// A small budget keeps the test fast; the default (ten million) stops it the same way.
			do {
				_ = try template.render(["l": [1, 2]], options: RenderOptions(maximumSteps: 100_000))
				Issue.record("expected an error")
			} catch {
				expectEqual(error.location, SourceLocation(path: "t.mustache", line: 2, column: 211))
				expectPrefix(error.message, "rendering takes more than 100000 steps")
			}
		}

		// A partial including itself twice stops with a location.
		let set = try TemplateSet(sources: [(name: "p", source: "{{>p}}{{>p}}")])
		do {
			_ = try set.render("p", context: [:])
			Issue.record("expected an error")
		} catch {
			expectEqual(error.location?.path, "p")
			expectEqual(error.location?.position, SourcePosition(line: 1, column: 1))
		}

		// Output is capped.
		do {
			let template = try Template(name: "t.mustache", source: "{{#l}}{{{big}}}{{/l}}")
			let big = String(repeating: "y", count: 1 << 20)
			do {
				_ = try template.render(["l": .list(Array(repeating: true, count: 40)), "big": .string(big)])
				Issue.record("expected an error")
			} catch {
				expectEqual(error.description, "t.mustache:1:1: error: rendering writes more than 16777216 bytes; sections and partials repeat too much")
			}
		}
	}

	func invalidUTF8IsLocatedByLineAndColumn() throws {
		#expect(throws: Diagnostic.self) { try UTF8Text.decode([0x61, 0x0A, 0x62, 0xE2, 0x82], path: "t.mustache") }
		do {
			_ = try UTF8Text.decode([0x61, 0x0A, 0x62, 0xE2, 0x82], path: "t.mustache")
		} catch {
			expectEqual(error.description, "t.mustache:2:2: error: invalid UTF-8: this file is not UTF-8 text")
		}
		expectEqual(try UTF8Text.decode(Array("ok\né".utf8), path: "t"), "ok\né")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<TemplateBoundsTests>] = [
		SuiteTest("nestingIsFineToAHundredLevelsAndOneLocatedErrorBeyond") { try $0.nestingIsFineToAHundredLevelsAndOneLocatedErrorBeyond() },
		SuiteTest("outputThatWouldExplodeStopsWithALocation") { try $0.outputThatWouldExplodeStopsWithALocation() },
		SuiteTest("invalidUTF8IsLocatedByLineAndColumn") { try $0.invalidUTF8IsLocatedByLineAndColumn() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<TemplateBoundsTests>) async throws { try await test.body(self) }
}
