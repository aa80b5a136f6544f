import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Builds the template context of one `UserDefaults` list (recent searches and the like).
package struct UserDefaultsContext {
	/// A list's words in lower case (`recent searches`), as summaries name it.
	static func summary(_ list: SpecUserDefaults) -> String { list.words.words.map(\.lower).joined(separator: " ") }

	let list: SpecUserDefaults
	/// The spec's `schemaVersion`: written beside the list.
	var schemaVersion = 1
	/// The keys earlier versions kept the list under, newest first (``StoredMigrationSteps``).
	var earlierKeys: [String] = []

	/// Creates the context of `list` (the memberwise initializer, for the other stages).
	package init(list: SpecUserDefaults, schemaVersion: Int = 1, earlierKeys: [String] = []) {
		self.list = list
		self.schemaVersion = schemaVersion
		self.earlierKeys = earlierKeys
	}

	/// The list's context, or `nil` when its element type is not supported.
	package func build() -> TemplateObject? { keys?.templateObject }

	/// The list's keys, or `nil` when its element type is not supported.
	var keys: Keys? {
		guard let elementType = list.element.userDefaultsElementType else { return nil }
		let limit = list.limit ?? 0
		let newestFirst = list.order == .newestFirst
		let caseInsensitive = list.dedupe == .caseInsensitive && elementType == "String"
		let (sampleA, sampleB) = samples(elementType)
		let names = UserDefaultsNames(list)
		let movedFrom = earlierKeys.filter { $0 != list.key }
		return Keys(
			name: list.words.upperCamel,
			summary: Self.summary(list),
			localContract: names.localContract,
			userDefaultsDataSource: names.userDefaultsDataSource,
			localMock: names.localMock,
			storageKey: SwiftLiteral.stringContent(list.key),
			storageKeyComment: SwiftLiteral.comment(list.key),
			elementType: elementType,
			hasLimit: list.limit != nil,
			limit: String(limit),
			limitPlusOne: String(limit + 1),
			newestFirst: newestFirst,
			dedupes: list.dedupe != .none,
			storedItems: elementType == "UUID" ? "items.map(\\.uuidString)" : "items",
			schemaVersion: String(schemaVersion),
			earlierKeys: "[" + movedFrom.map { SwiftLiteral.string($0) }.joined(separator: ", ") + "]",
			hasEarlierKeys: !movedFrom.isEmpty,
			oldestEarlierKey: SwiftLiteral.string(movedFrom.last ?? list.key),
			oldestEarlierKeyText: SwiftLiteral.stringContent(movedFrom.last ?? list.key),
			itemFromStored: Self.conversion(elementType).map(StoredMigrationContext.Code.init),
			storedSampleA: elementType == "UUID" ? "\(sampleA).uuidString" : sampleA,
			matchExpression: caseInsensitive ? "$0.caseInsensitiveCompare(item) == .orderedSame" : "$0 == item",
			orderSentence: newestFirst ? "The newest item comes first." : "The oldest item comes first.",
			dedupeSentence: dedupeSentence(caseInsensitive: caseInsensitive),
			sampleA: sampleA,
			sampleB: sampleB,
			orderedAB: newestFirst ? "[\(sampleB), \(sampleA)]" : "[\(sampleA), \(sampleB)]",
			orderTestName: newestFirst ? "The most recent item comes first" : "The oldest item comes first",
			duplicateFirst: caseInsensitive ? "\"Test\"" : sampleA,
			duplicateSecond: caseInsensitive ? "\"test\"" : sampleA,
			dedupeTestName: caseInsensitive ? "Saving an item again ignores case and keeps one" : "Saving an item again keeps one",
			deleteTestName: caseInsensitive ? "Deletes an item ignoring case" : "Deletes an item",
			loopItem: loopItem(elementType),
			lastLoopItem: loopLiteral(elementType, limit + 1),
			newestEnd: newestFirst ? "first" : "last")
	}

	private func dedupeSentence(caseInsensitive: Bool) -> String {
		switch list.dedupe {
		case .none: "Duplicates are kept."
		case .exact: "Saving an item already there moves it instead of adding it twice."
		case .caseInsensitive:
			caseInsensitive
				? "Saving an item already there (ignoring case) replaces it instead of adding it twice."
				: "Saving an item already there moves it instead of adding it twice."
		}
	}

	/// The statements that turn one stored value into an element, or `nil`: what this version
	/// writes, and what an earlier version of another element type wrote where it converts exactly
	/// (a number's text, a whole `Double` as an `Int`).
	package static func conversion(_ elementType: String) -> [String] {
		switch elementType {
		case "Int":
			[
				"if let number = value as? Int { return number }",
				"if let number = value as? Double { return Int(exactly: number) }",
				"return (value as? String).flatMap { Int($0) }",
			]
		case "Double":
			[
				"if let number = value as? Double { return number }",
				"if let number = value as? Int { return Double(number) }",
				"return (value as? String).flatMap { Double($0) }",
			]
		case "UUID":
			["return (value as? String).flatMap { UUID(uuidString: $0) }"]
		default:
			[
				"if let text = value as? String { return text }",
				"if let number = value as? Int { return String(number) }",
				"return (value as? Double).map { String($0) }",
			]
		}
	}

	private static func uuid(_ number: String) -> String {
		"UUID(uuidString: \"00000000-0000-4000-8000-\(String(repeating: "0", count: 12 - number.count))\(number)\")!"
	}

	private func samples(_ elementType: String) -> (String, String) {
		switch elementType {
		case "UUID": (Self.uuid("1"), Self.uuid("2"))
		case "Int": ("1", "2")
		case "Double": ("1.5", "2.5")
		default: ("\"first\"", "\"second\"")
		}
	}

	private func loopItem(_ elementType: String) -> String {
		switch elementType {
		case "UUID":
			"UUID(uuidString: String(format: \"00000000-0000-4000-8000-%012d\", index))!"
		case "Int": "index"
		case "Double": "Double(index)"
		default: "\"item\\(index)\""
		}
	}

	private func loopLiteral(_ elementType: String, _ index: Int) -> String {
		switch elementType {
		case "UUID": Self.uuid(String(index))
		case "Int": String(index)
		case "Double": String(Double(index))
		default: "\"item\(index)\""
		}
	}
}
