import Testing

import ScaffoldCore

struct SwiftIdentifierTests {
	@Test func escapesKeywordsOnly() {
		#expect(SwiftIdentifier.escaped("default") == "`default`")
		#expect(SwiftIdentifier.escaped("class") == "`class`")
		#expect(SwiftIdentifier.escaped("init") == "`init`")
		#expect(SwiftIdentifier.escaped("type") == "type")
		#expect(SwiftIdentifier.escaped("name") == "name")
		#expect(SwiftIdentifier.escaped("async") == "async")
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
		#expect(SwiftIdentifier.forbiddenMemberNames.contains("self"))
		#expect(!SwiftIdentifier.keywords.contains("self"))
	}
}
