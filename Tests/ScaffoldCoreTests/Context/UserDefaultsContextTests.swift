import Testing

import ScaffoldCore

/// A `userDefaults` list's keys for versions: the version written, the keys it moves from, and how
/// a stored value of any earlier element type becomes an element.
struct UserDefaultsContextTests {
	static func list(element: String = "String", key: String = "recent") throws -> SpecUserDefaults {
		let text = #"{"version": 1, "feature": "Search", "userDefaults": [{"name": "RecentSearches", "key": "\#(key)", "element": "\#(element)"}]}"#
		return try require(Spec.load(bytes: Array(text.utf8), path: "Specs/Search.json").spec?.userDefaults.first)
	}

	func earlierKeys() throws {
		let context = try require(
			UserDefaultsContext(list: Self.list(), schemaVersion: 3, earlierKeys: ["history", "recent", "search \"q\""]).build())

		expectEqual(context["schemaVersion"], .string("3"))
		expectEqual(context["earlierKeys"], .string(#"["history", "search \"q\""]"#))
		expectEqual(context["hasEarlierKeys"], .bool(true))
		expectEqual(context["oldestEarlierKey"], .string(#""search \"q\"""#))
	}

	func noEarlierKeys() throws {
		let context = try require(UserDefaultsContext(list: Self.list(), earlierKeys: ["recent"]).build())

		expectEqual(context["earlierKeys"], .string("[]"))
		expectEqual(context["hasEarlierKeys"], .bool(false))
		expectEqual(context["schemaVersion"], .string("1"))
	}

	func conversions() throws {
		expectEqual(UserDefaultsContext.conversion("Int").first, "if let number = value as? Int { return number }")
		expectContains(UserDefaultsContext.conversion("Int"), "if let number = value as? Double { return Int(exactly: number) }")
		expectEqual(UserDefaultsContext.conversion("Double").first, "if let number = value as? Double { return number }")
		expectEqual(UserDefaultsContext.conversion("UUID"), ["return (value as? String).flatMap { UUID(uuidString: $0) }"])
		expectEqual(UserDefaultsContext.conversion("String").first, "if let text = value as? String { return text }")
		let uuid = try require(UserDefaultsContext(list: Self.list(element: "UUID")).build())
		expectSuffix(uuid.text("storedSampleA"), ".uuidString")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<UserDefaultsContextTests>] = [
		SuiteTest("The keys it moves from leave out its own key, and the oldest is the one tested") { try $0.earlierKeys() },
		SuiteTest("A list that never moved has no earlier keys, and reads its own") { try $0.noEarlierKeys() },
		SuiteTest("Each element type converts what it writes first, then what other element types wrote, exactly") { try $0.conversions() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<UserDefaultsContextTests>) async throws { try await test.body(self) }
}
