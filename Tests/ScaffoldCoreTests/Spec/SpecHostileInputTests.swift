import Testing

import ScaffoldCore

/// Specs made to be slow or loud: names, keys, types and numbers of a million characters, and
/// tens of thousands of fields, entities, cases, types and filters, chains and rings of types.
/// Decoded and checked in linear time (a quadratic checker takes minutes here, so the suite
/// would hang); every diagnostic is located and quotes at most a short excerpt.
struct SpecHostileInputTests {
	private static let megabyte = 1_000_000
	private static let long = String(repeating: "a", count: megabyte)

	/// A spec of one entity `E` with `fields` (JSON text of the array's items), its `rest` object,
	/// more keys of the entity and more top-level keys.
	private func spec(fields: String = #"{"name": "n", "type": "String"}"#, rest: String = #"{"path": "/e"}"#, entity: String = "", top: String = "") -> String {
		#"{"version": 1, "feature": "F", "entities": [{"name": "E", "fields": [\#(fields)], "rest": \#(rest)\#(entity)}]\#(top)}"#
	}

	/// Every diagnostic of `text`, each checked to be located and short.
	private func diagnostics(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Diagnostic] {
		let diagnostics = Spec.load(bytes: Array(text.utf8), path: "s.json").diagnostics
		for diagnostic in diagnostics {
			#expect(diagnostic.location?.position != nil, "\(diagnostic.description.prefix(300))", sourceLocation: sourceLocation)
			#expect(diagnostic.description.utf8.count < 300, "\(diagnostic.description.prefix(300))", sourceLocation: sourceLocation)
		}
		return diagnostics
	}

	func namesKeysTypesAndNumbersOfAMillionCharactersAreShortLocatedErrors() {
		let long = Self.long
		let cases: [(text: String, message: String)] = [
			(#"{"version": 1, "feature": "\#(long.uppercased())", "entities": []}"#, "feature name is 1000000 bytes long"),
			(#"{"version": 1, "feature": "F", "\#(long)": 1}"#, "unknown key 'aaaa"),
			(spec(fields: #"{"name": "n", "type": "\#(long.uppercased())"}"#), "unknown type 'AAAA"),
			(spec(fields: #"{"name": "n", "type": "Int", "jsonKey": "\#(long)"}"#), "jsonKey is 1000000 characters long"),
			(spec(fields: #"{"name": "n", "type": "Decimal", "sample": \#(String(repeating: "1", count: Self.megabyte))}"#), "1111… (1000000 characters)"),
			(spec(top: #", "jsonKeys": "\#(long)""#), "unknown value 'aaaa"),
			(spec(entity: #", "local": "\#(long)""#), "unknown value 'aaaa"),
			(#"{"version": \#(String(repeating: "1", count: Self.megabyte))}"#, "expected a whole number for version"),
			(spec(fields: #"{"name": "n", "type": "String", "sample": 1}, {"name": "n", "type": "String"}, {"name": "\#(long)x", "type": "Int"}, {"name": "\#(long)x", "type": "Int"}"#), "duplicate field 'aaaa"),
		]
		for (text, message) in cases {
			let found = diagnostics(text)
			expectAny(found, where: { $0.message.contains(message) }, "\(message): \(found.map(\.message))")
		}
	}

	func thirtyThousandFieldsAreCheckedOnce() {
		// Each field was compared with every field before it (twice: name and JSON key).
		let count = 30_000
		let fields = (0..<count).map { #"{"name": "f\#($0)", "type": "Int"}"# }.joined(separator: ",") + #", {"name": "f0", "type": "Int"}"#
		let found = diagnostics(spec(fields: fields))
		expectEqual(found.filter { $0.message.hasPrefix("duplicate field") }.map(\.message), ["duplicate field 'f0' in entity 'E'"])
	}

	func aThousandEntitiesAreCheckedOnce() {
		// Every name was compared with every earlier one, lowercased each time.
		let count = 999
		let entities = (0..<count).map { #"{"name": "E\#($0)", "fields": [{"name": "n", "type": "String"}], "rest": {"path": "/e\#($0)"}}"# }
		let found = diagnostics(#"{"version": 1, "feature": "F", "entities": [\#(entities.joined(separator: ",")), {"name": "e1", "fields": [], "rest": {"path": "/x"}}]}"#)
		#expect(found.map(\.message) == ["entity name 'e1' must start with an upper-case letter; try 'E1'"])
	}

	/// More than SpecLimits.declarations of a kind is one error at the first one too many, and
	/// the rest is not read (10,000 UserDefaults lists made one render write past 16 MiB).
	func tenThousandDeclarationsAreOneErrorAtTheFirstTooMany() {
		let lists = (0..<10_000).map { #"{"name": "L\#($0)", "key": "k\#($0)", "element": "String", "limit": 1}"# }
		let found = diagnostics(#"{"version": 1, "feature": "F", "userDefaults": [\#(lists.joined(separator: ","))]}"#)
		expectEqual(found.map(\.message), ["a spec declares at most 1000 userDefaults, found 10000; split the feature"])
		let entities = (0..<1_001).map { #"{"name": "E\#($0)", "fields": [], "rest": {"path": "/e\#($0)"}}"# }
		let tooMany = diagnostics(#"{"version": 1, "feature": "F", "entities": [\#(entities.joined(separator: ","))]}"#)
		expectEqual(tooMany.map(\.message), ["a spec declares at most 1000 entities, found 1001; split the feature"])
	}

	func sixtyThousandEnumCasesAndTwentyFiveThousandFiltersAreCheckedOnce() {
		let cases = (0..<60_000).map { #"{"name": "c\#($0)"}"# }.joined(separator: ",") + #", {"name": "c1"}"#
		let enumSpec = spec(fields: #"{"name": "n", "type": "T"}"#, top: #", "types": [{"name": "T", "enum": [\#(cases)]}]"#)
		expectEqual(diagnostics(enumSpec).map(\.message), ["duplicate enum case 'c1'"])
		let filters = (0..<25_000).map { #"{"name": "f\#($0)", "type": "String"}"# }.joined(separator: ",") + #", {"name": "f7", "type": "String"}"#
		let filterSpec = spec(rest: #"{"path": "/e", "list": {"filters": [\#(filters)]}}"#)
		expectContains(diagnostics(filterSpec).map(\.message), "duplicate filter 'f7'")
	}

	func chainsAndRingsOfThousandsOfTypesAreOneShortError() {
		// A search from every type, copying its path at every step, took cubic time: hours here.
		let count = 1_000
		let ring = (0..<count).map { #"{"name": "T\#($0)", "fields": [{"name": "a", "type": "T\#(($0 + 1) % count)"}]}"# }
		let ringErrors = diagnostics(spec(fields: #"{"name": "t", "type": "T0"}"#, top: #", "types": [\#(ring.joined(separator: ","))]"#))
			.filter { $0.message.contains("contains itself") }
		expectEqual(ringErrors.map(\.message), [
			"value type 'T0' contains itself (T0.a → T1.a → T2.a → T3.a → T4.a → T5.a → T6.a → T7.a → … → T999.a (1000 fields)); make one of these fields optional or an array to break the cycle"
		])
		let chain = (0..<count).map { #"{"name": "E\#($0)", "fields": [{"name": "a", "type": "\#($0 + 1 < count ? "E\($0 + 1)?" : "Int")"}], "rest": {"path": "/e\#($0)"}}"# }
		let chainErrors = diagnostics(#"{"version": 1, "feature": "F", "entities": [\#(chain.joined(separator: ","))]}"#)
		expectAll(chainErrors, where: { $0.message.contains("nests value types more than 32 deep") })
		expectNotEmpty(chainErrors)
	}

	func tenThousandUnknownTypesAgainstAThousandDeclaredAreShortErrors() {
		// Each unknown type was measured against every declared one, and the names sorted each time.
		let count = 10_000
		let declared = 1_000
		let types = (0..<declared).map { #"{"name": "T\#($0)", "enum": [{"name": "a"}]}"# }.joined(separator: ",")
		let fields = (0..<count).map { #"{"name": "f\#($0)", "type": "U\#($0)"}"# }.joined(separator: ",")
		let found = diagnostics(spec(fields: fields, top: #", "types": [\#(types)]"#)).filter { $0.message.hasPrefix("unknown type") }
		expectEqual(found.count, count)
		expectEqual(found.first?.message, "unknown type 'U0'; did you mean 'T0'?")
		expectEqual(found.last?.message, "unknown type 'U9999'")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SpecHostileInputTests>] = [
		SuiteTest("namesKeysTypesAndNumbersOfAMillionCharactersAreShortLocatedErrors") { $0.namesKeysTypesAndNumbersOfAMillionCharactersAreShortLocatedErrors() },
		SuiteTest("thirtyThousandFieldsAreCheckedOnce") { $0.thirtyThousandFieldsAreCheckedOnce() },
		SuiteTest("aThousandEntitiesAreCheckedOnce") { $0.aThousandEntitiesAreCheckedOnce() },
		SuiteTest("tenThousandDeclarationsAreOneErrorAtTheFirstTooMany") { $0.tenThousandDeclarationsAreOneErrorAtTheFirstTooMany() },
		SuiteTest("sixtyThousandEnumCasesAndTwentyFiveThousandFiltersAreCheckedOnce") { $0.sixtyThousandEnumCasesAndTwentyFiveThousandFiltersAreCheckedOnce() },
		SuiteTest("chainsAndRingsOfThousandsOfTypesAreOneShortError") { $0.chainsAndRingsOfThousandsOfTypesAreOneShortError() },
		SuiteTest("tenThousandUnknownTypesAgainstAThousandDeclaredAreShortErrors") { $0.tenThousandUnknownTypesAgainstAThousandDeclaredAreShortErrors() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SpecHostileInputTests>) async throws { try await test.body(self) }
}
