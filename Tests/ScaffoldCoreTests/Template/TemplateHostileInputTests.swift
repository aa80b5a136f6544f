import Testing

import ScaffoldCore

/// Templates made to be slow or loud: names of a million characters, a million-byte line of
/// unclosed tags. Each is read in time linear in its size (a quadratic engine takes minutes
/// here, so the suite would hang rather than pass) and each error is located and quotes at
/// most a short excerpt of the name. Timing itself is measured by `scaffold-bench hostile`.
struct TemplateHostileInputTests {
	private static let megabyte = 1_000_000
	private static let name = String(repeating: "a", count: megabyte)
	/// What a message shows of ``name``.
	private static let quotedName = "'\(String(repeating: "a", count: 40))…' (1000000 characters)"

	private func parseErrors(_ source: String) -> [Diagnostic] {
		do {
			_ = try Template(name: "t.mustache", source: source)
			return []
		} catch {
			return error.diagnostics
		}
	}

	private func renderError(_ source: String, _ context: TemplateValue, partials: [(name: String, source: String)] = []) throws -> Diagnostic {
		let set = try TemplateSet(sources: [(name: "t.mustache", source: source)] + partials)
		do {
			let output = try set.render("t.mustache", context: context)
			Issue.record("rendered \(output.utf8.count) bytes instead of failing")
			return .error("")
		} catch {
			return error
		}
	}

	private func expectShort(_ diagnostic: Diagnostic, at column: Int = 1, line: Int = 1, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
		#expect(diagnostic.location == ScaffoldCore.SourceLocation(path: "t.mustache", line: line, column: column), sourceLocation: sourceLocation)
		#expect(diagnostic.description.utf8.count < 200, "\(diagnostic.description.prefix(300))", sourceLocation: sourceLocation)
	}

	func aMissingNameOfAMillionCharactersIsReportedInOneShortLine() throws {
		// Suggesting a key measured the name against every key of the context: with 1,000 keys
		// and one that differs by a letter, that took hours.
		var context = TemplateObject()
		for index in 0..<1_000 { context["key\(index)"] = .string("v") }
		let close = String(repeating: "a", count: Self.megabyte - 1) + "b"
		context[close] = "v"
		let error = try renderError("{{\(Self.name)}}\n", .object(context))
		expectShort(error)
		expectPrefix(error.message, "no value for \(Self.quotedName) in the context; did you mean 'aaaa")
	}

	func aLongNameThatIsThereRenders() throws {
		let set = try TemplateSet(sources: [(name: "t.mustache", source: "<{{\(Self.name)}}>{{#\(Self.name)}}!{{/\(Self.name)}}")])
		try expectEqual(set.render("t.mustache", context: [Self.name: "v"]), "<v>!")
	}

	func invalidLongNamesAreShortParseErrors() {
		for source in ["{{a \(Self.name)}}", "{{#a..\(Self.name)}}x"] {
			let errors = parseErrors(source)
			expectEqual(errors.count, 1)
			errors.forEach { expectShort($0) }
		}
	}

	func unclosedAndMismatchedLongSectionsAreShortParseErrors() {
		let unclosed = parseErrors("{{#\(Self.name)}}\n")
		expectEqual(unclosed.map(\.message), ["unclosed section \(Self.quotedName)"])
		unclosed.forEach { expectShort($0) }
		let mismatched = parseErrors("{{#b}}{{/\(Self.name)}}\n")
		expectEqual(mismatched.count, 1)
		mismatched.forEach { expectShort($0, at: 7) }
		expectEqual(mismatched.first?.notes.map(\.message), ["section 'b' opened here"])
		let stray = parseErrors("{{/\(Self.name)}}")
		expectEqual(stray.map(\.message), ["unexpected closing tag \(Self.quotedName); no section is open"])
	}

	func longPartialNamesAreShortRenderErrors() throws {
		let error = try renderError("{{>\(Self.name)}}", [:])
		expectShort(error)
		expectEqual(error.message, "no partial named \(Self.quotedName)")
		let dynamic = try renderError("{{>*\(Self.name)}}", [:])
		expectShort(dynamic)
		let parent = try renderError("{{<\(Self.name)}}{{/\(Self.name)}}", [:])
		expectShort(parent)
	}

	func aDottedNameOfHalfAMillionKeysIsAShortRenderError() throws {
		let dotted = Array(repeating: "a", count: Self.megabyte / 2).joined(separator: ".")
		let error = try renderError("{{\(dotted)}}", ["a": ["a": ["a": "deep"]]])
		expectShort(error)
		expectSuffix(error.message, ": 'a.a.a' is a string, not an object")
	}

	func aLineOfAQuarterMillionUnclosedTagsIsOneErrorEach() {
		// Each tag used to search on to the far '}}' again: quadratic. The last one is closed.
		let count = Self.megabyte / 4
		let errors = parseErrors(String(repeating: "{{a ", count: count) + "}}\n")
		#expect(errors.count == count - 1)
		expectAll(errors, where: { $0.message == "unclosed tag; expected '}}'" })
		expectEqual(errors.last?.location?.position, SourcePosition(line: 1, column: 4 * (count - 2) + 1))
	}

	func unclosedTripleMustachesAndDelimitersAreOneErrorEach() {
		// Each searched to the end of the template for '}}}' or '=}}': quadratic.
		// Half a megabyte each: 10^10 byte comparisons, minutes, for a quadratic search.
		let count = Self.megabyte / 12
		let triples = parseErrors(String(repeating: "{{{a}}", count: count) + "\n")
		expectEqual(triples.count, count)
		expectAll(triples, where: { $0.message == "unclosed tag; expected '}}}'" })
		expectEqual(triples.last?.location?.position, SourcePosition(line: 1, column: 6 * (count - 1) + 1))
		let delimiters = parseErrors(String(repeating: "{{=a b}}", count: Self.megabyte / 16) + "\n")
		expectEqual(delimiters.count, Self.megabyte / 16)
		expectAll(delimiters, where: { $0.message.hasPrefix("invalid delimiter tag") })
	}

	func aDelimiterOfAMillionCharactersIsRefusedShort() {
		// Searching for a closing delimiter of n bytes costs up to n per byte of the template.
		let setting = "{{=< \(Self.name)>=}}"
		let refused = parseErrors(setting + "<x")
		expectEqual(refused.map(\.message), ["a delimiter may be at most 32 bytes long, found '\(String(repeating: "a", count: 40))…' (1000001 characters)"])
		refused.forEach { expectShort($0) }
		let invalid = parseErrors("{{=< <=a b \(Self.name)>=}}")
		expectEqual(invalid.count, 1)
		expectEqual(invalid.first?.message.hasPrefix("invalid delimiter tag; expected two delimiters separated by a space, as in '{{=<% %>=}}'"), true)
		invalid.forEach { expectShort($0) }
		// Delimiters up to the limit still work.
		let longest = String(repeating: "<", count: 32)
		#expect(parseErrors("{{=\(longest) >=}}\(longest)x>").isEmpty)
	}

	/// The fuzzer's input (seed 173565543338040, template 620): a delimiter of 100,001 `a`s set in a
	/// line of 1.3 million, then searched for from every tag after it (74 s before the limit).
	func aLongDelimiterSetInALongLineIsRefusedAtOnce() {
		let run = String(repeating: "a", count: 100_001)
		let source = "{{dom{{>*" + String(repeating: "a", count: 600_000) + "{{=\(run) \(run)=}}" + String(repeating: "a", count: 600_000) + "}}{{$b}}x{{/b}}\n"
		let errors = parseErrors(source)
		expectAny(errors, where: { $0.message.hasPrefix("a delimiter may be at most 32 bytes long") })
		expectAll(errors, where: { $0.description.utf8.count < 200 })
	}

	func aLongNameAfterADelimiterChangeIsAShortRenderError() throws {
		// Set-delimiter tags take the general parser rather than the one-pass compiler.
		let error = try renderError("{{=<% %>=}}<%\(Self.name)%>", [:])
		expectShort(error, at: 12)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<TemplateHostileInputTests>] = [
		SuiteTest("aMissingNameOfAMillionCharactersIsReportedInOneShortLine") { try $0.aMissingNameOfAMillionCharactersIsReportedInOneShortLine() },
		SuiteTest("aLongNameThatIsThereRenders") { try $0.aLongNameThatIsThereRenders() },
		SuiteTest("invalidLongNamesAreShortParseErrors") { $0.invalidLongNamesAreShortParseErrors() },
		SuiteTest("unclosedAndMismatchedLongSectionsAreShortParseErrors") { $0.unclosedAndMismatchedLongSectionsAreShortParseErrors() },
		SuiteTest("longPartialNamesAreShortRenderErrors") { try $0.longPartialNamesAreShortRenderErrors() },
		SuiteTest("aDottedNameOfHalfAMillionKeysIsAShortRenderError") { try $0.aDottedNameOfHalfAMillionKeysIsAShortRenderError() },
		SuiteTest("aLineOfAQuarterMillionUnclosedTagsIsOneErrorEach") { $0.aLineOfAQuarterMillionUnclosedTagsIsOneErrorEach() },
		SuiteTest("unclosedTripleMustachesAndDelimitersAreOneErrorEach") { $0.unclosedTripleMustachesAndDelimitersAreOneErrorEach() },
		SuiteTest("aDelimiterOfAMillionCharactersIsRefusedShort") { $0.aDelimiterOfAMillionCharactersIsRefusedShort() },
		SuiteTest("aLongDelimiterSetInALongLineIsRefusedAtOnce") { $0.aLongDelimiterSetInALongLineIsRefusedAtOnce() },
		SuiteTest("aLongNameAfterADelimiterChangeIsAShortRenderError") { try $0.aLongNameAfterADelimiterChangeIsAShortRenderError() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<TemplateHostileInputTests>) async throws { try await test.body(self) }
}
