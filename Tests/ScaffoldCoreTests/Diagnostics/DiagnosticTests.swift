import Testing

import ScaffoldCore

struct DiagnosticTests {
	@Test func printsPathLineColumnSeverityMessage() {
		let diagnostic = Diagnostic.error("unknown key 'feilds'", at: SourceLocation(path: "spec.json", line: 14, column: 9))
		expectEqual(diagnostic.description, "spec.json:14:9: error: unknown key 'feilds'")
	}

	@Test func printsNotesOnTheirOwnLines() {
		let diagnostic = Diagnostic.warning(
			"duplicate key 'a'", at: SourceLocation(path: "x.json", line: 3, column: 2),
			notes: [.init("first defined here", at: SourceLocation(path: "x.json", line: 1, column: 2)), .init("no location")])
		expectEqual(diagnostic.description, "x.json:3:2: warning: duplicate key 'a'\nx.json:1:2: note: first defined here\nnote: no location")
	}

	@Test func printsPathAloneWithoutPosition() {
		expectEqual(Diagnostic.error("cannot read", at: SourceLocation(path: "a.json", position: nil)).description, "a.json: error: cannot read")
		expectEqual(Diagnostic.error("bad").description, "error: bad")
	}

	@Test func errorsAreDetectedAmongWarnings() {
		expectFalse([Diagnostic.warning("w")].containsErrors)
		expectTrue([Diagnostic.warning("w"), .error("e")].containsErrors)
	}
}
