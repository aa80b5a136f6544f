import Testing

import ScaffoldCore

struct SafePathTests {
	static let location = SourceLocation(path: "Specs/Character.json", line: 3, column: 12)

	private func problem(_ path: String) -> String? {
		SafePath.problem(with: path, at: Self.location)?.description
	}

	static let acceptsOrdinaryRelativePathsArguments: [String] = [
		"Features/Character/Sources/Data/DTOs/CharacterDTO.swift",
		"Package.swift",
		"Features/Ünïcode/Café.swift",
		"a/.hidden/..dots.../file.swift",
		"Sources/My File.swift",
		// Bytes the one-pass check hands to the full rules, which must still accept them.
		"Features/¡Hola/a:b.swift",
		"x/.../y",
		"ab:",
	]
	func acceptsOrdinaryRelativePaths(path: String) throws {
		expectEqual(problem(path), nil)
		expectEqual(try SafePath.components(of: path, at: nil).joined(separator: "/"), path)
	}

	static let refusesUnsafePathsArguments: [(String, String)] = [
		("", "output path is empty"),
		("../evil", "output path '../evil' leads outside the project root"),
		("a/../../b", "output path 'a/../../b' leads outside the project root"),
		("a/../b", "output path 'a/../b' contains a '..' component; write the path without it"),
		("a/..", "output path 'a/..' contains a '..' component; write the path without it"),
		("/abs", "output path '/abs' is absolute; output paths are relative to the project root"),
		("C:\\x", "output path 'C:\\x' is absolute; output paths are relative to the project root"),
		("c:x", "output path 'c:x' is absolute; output paths are relative to the project root"),
		("\\\\server\\share", "output path '\\\\server\\share' is absolute; output paths are relative to the project root"),
		("a\\b", "output path 'a\\b' contains a backslash; separate folders with '/'"),
		("./a", "output path './a' contains a '.' component; write the path without it"),
		("a/./b", "output path 'a/./b' contains a '.' component; write the path without it"),
		(".", "output path '.' contains a '.' component; write the path without it"),
		("a/b/.", "output path 'a/b/.' contains a '.' component; write the path without it"),
		("a/b/..", "output path 'a/b/..' contains a '..' component; write the path without it"),
		("a/b/", "output path 'a/b/' ends with '/'; it must name a file"),
		("a//b", "output path 'a//b' contains an empty component ('//')"),
		("a/", "output path 'a/' ends with '/'; it must name a file"),
		("~/x", "output path '~/x' starts with '~', which is not expanded; use a path relative to the project root"),
		("a\u{0}b", "output path 'a\\u{0}b' contains the control character U+0000"),
		("a\nb", "output path 'a\\u{A}b' contains the control character U+000A"),
		("a\u{7F}", "output path 'a\\u{7F}' contains the control character U+007F"),
		("a\u{85}", "output path 'a\\u{85}' contains the control character U+0085"),
		(".scaffold/manifest.json", "output path '.scaffold/manifest.json' is inside '.scaffold', which scaffold never writes into"),
		(".git/hooks/pre-commit", "output path '.git/hooks/pre-commit' is inside '.git', which scaffold never writes into"),
	]
	func refusesUnsafePaths(path: String, message: String) {
		expectEqual(problem(path), "Specs/Character.json:3:12: error: \(message)")
	}

	func refusesOverlongComponents() {
		let long = String(repeating: "x", count: 256)
		expectEqual(problem("a/\(long)")?.contains("has a component longer than 255 bytes"), true)
		expectEqual(problem("a/" + String(repeating: "x", count: 255)), nil)
	}

	func componentsThrowTheProblem() {
		#expect(throws: Diagnostic.self) { try SafePath.components(of: "../x", at: nil) }
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SafePathTests>] = [
		SuiteTest("refusesOverlongComponents") { $0.refusesOverlongComponents() },
		SuiteTest("componentsThrowTheProblem") { $0.componentsThrowTheProblem() },
	]
		+ SuiteTest<SafePathTests>.cases("acceptsOrdinaryRelativePaths(path:)", acceptsOrdinaryRelativePathsArguments) { try $0.acceptsOrdinaryRelativePaths(path: $1) }
		+ SuiteTest<SafePathTests>.cases("refusesUnsafePaths(path:message:)", refusesUnsafePathsArguments) { $0.refusesUnsafePaths(path: $1.0, message: $1.1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<SafePathTests>) async throws { try await test.body(self) }
}
