import Testing

import ScaffoldCore

struct SwiftIdentifierTests {
	@Test func escapesKeywordsOnly() {
		expectEqual(SwiftIdentifier.escaped("default"), "`default`")
		expectEqual(SwiftIdentifier.escaped("class"), "`class`")
		expectEqual(SwiftIdentifier.escaped("init"), "`init`")
		expectEqual(SwiftIdentifier.escaped("type"), "type")
		expectEqual(SwiftIdentifier.escaped("name"), "name")
		expectEqual(SwiftIdentifier.escaped("async"), "async")
	}

	@Test func plainIdentifiersAreASCIIWordCharacters() {
		expectTrue(SwiftIdentifier.isPlain("imageURL"))
		expectTrue(SwiftIdentifier.isPlain("_private"))
		expectTrue(SwiftIdentifier.isPlain("episode2"))
		expectFalse(SwiftIdentifier.isPlain("2episode"))
		expectFalse(SwiftIdentifier.isPlain("user-id"))
		expectFalse(SwiftIdentifier.isPlain(""))
		expectFalse(SwiftIdentifier.isPlain("café"))
		expectFalse(SwiftIdentifier.isPlain("a b"))
	}

	@Test func selfIsForbiddenEvenInBackticks() {
		expectContains(SwiftIdentifier.forbiddenMemberNames, "self")
		expectLacks(SwiftIdentifier.keywords, "self")
	}
}
