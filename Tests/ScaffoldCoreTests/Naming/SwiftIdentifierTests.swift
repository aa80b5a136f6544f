import Testing

import ScaffoldCore

struct SwiftIdentifierTests {
	func escapesKeywordsOnly() {
		expectEqual(SwiftIdentifier.escaped("default"), "`default`")
		expectEqual(SwiftIdentifier.escaped("class"), "`class`")
		expectEqual(SwiftIdentifier.escaped("init"), "`init`")
		expectEqual(SwiftIdentifier.escaped("type"), "type")
		expectEqual(SwiftIdentifier.escaped("name"), "name")
		expectEqual(SwiftIdentifier.escaped("async"), "async")
	}

	func plainIdentifiersAreASCIIWordCharacters() {
		expectTrue(SwiftIdentifier.isPlain("imageURL"))
		expectTrue(SwiftIdentifier.isPlain("_private"))
		expectTrue(SwiftIdentifier.isPlain("episode2"))
		expectFalse(SwiftIdentifier.isPlain("2episode"))
		expectFalse(SwiftIdentifier.isPlain("user-id"))
		expectFalse(SwiftIdentifier.isPlain(""))
		expectFalse(SwiftIdentifier.isPlain("café"))
		expectFalse(SwiftIdentifier.isPlain("a b"))
	}

	func selfIsForbiddenEvenInBackticks() {
		expectContains(SwiftIdentifier.forbiddenMemberNames, "self")
		expectLacks(SwiftIdentifier.keywords, "self")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SwiftIdentifierTests>] = [
		SuiteTest("escapesKeywordsOnly") { $0.escapesKeywordsOnly() },
		SuiteTest("plainIdentifiersAreASCIIWordCharacters") { $0.plainIdentifiersAreASCIIWordCharacters() },
		SuiteTest("selfIsForbiddenEvenInBackticks") { $0.selfIsForbiddenEvenInBackticks() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SwiftIdentifierTests>) async throws { try await test.body(self) }
}
