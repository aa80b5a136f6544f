import Testing

import ScaffoldCore

struct DiagnosticTests {
	@Test func printsLocationSeverityMessageAndNotesAndFindsErrors() {
		// Prints path line column severity message.
		do {
			let diagnostic = Diagnostic.error("unknown key 'feilds'", at: SourceLocation(path: "spec.json", line: 14, column: 9))
			expectEqual(diagnostic.description, "spec.json:14:9: error: unknown key 'feilds'")
		}

		// Prints notes on their own lines.
		do {
			let diagnostic = Diagnostic.warning(
				"duplicate key 'a'", at: SourceLocation(path: "x.json", line: 3, column: 2),
				notes: [.init("first defined here", at: SourceLocation(path: "x.json", line: 1, column: 2)), .init("no location")])
			expectEqual(diagnostic.description, "x.json:3:2: warning: duplicate key 'a'\nx.json:1:2: note: first defined here\nnote: no location")
		}

		// Prints path alone without position.
		do {
			expectEqual(Diagnostic.error("cannot read", at: SourceLocation(path: "a.json", position: nil)).description, "a.json: error: cannot read")
			expectEqual(Diagnostic.error("bad").description, "error: bad")
		}

		// Errors are detected among warnings.
		expectFalse([Diagnostic.warning("w")].containsErrors)
		expectTrue([Diagnostic.warning("w"), .error("e")].containsErrors)
	}
}
