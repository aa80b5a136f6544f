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
		#expect(SwiftIdentifier.isPlain("imageURL"))
		#expect(SwiftIdentifier.isPlain("_private"))
		#expect(SwiftIdentifier.isPlain("episode2"))
		#expect(!SwiftIdentifier.isPlain("2episode"))
		#expect(!SwiftIdentifier.isPlain("user-id"))
		#expect(!SwiftIdentifier.isPlain(""))
		#expect(!SwiftIdentifier.isPlain("café"))
		#expect(!SwiftIdentifier.isPlain("a b"))
	}

	@Test func selfIsForbiddenEvenInBackticks() {
		expectContains(SwiftIdentifier.forbiddenMemberNames, "self")
		expectLacks(SwiftIdentifier.keywords, "self")
	}
}
