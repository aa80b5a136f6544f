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
	package func build() -> TemplateObject? {
		guard let elementType = list.element.userDefaultsElementType else { return nil }
		let name = list.words.upperCamel
		let limit = list.limit ?? 0
		let newestFirst = list.order == .newestFirst
		let caseInsensitive = list.dedupe == .caseInsensitive && elementType == "String"
		let (sampleA, sampleB) = samples(elementType)
		let summary = Self.summary(list)
		var object = TemplateObject()
		object["name"] = .string(name)
		object["summary"] = .string(summary)
		let names = UserDefaultsNames(list)
		object["localContract"] = .string(names.localContract)
		object["userDefaultsDataSource"] = .string(names.userDefaultsDataSource)
		object["localMock"] = .string(names.localMock)
		object["storageKey"] = .string(SwiftLiteral.stringContent(list.key))
		object["storageKeyComment"] = .string(SwiftLiteral.comment(list.key))
		object["elementType"] = .string(elementType)
		object["hasLimit"] = .bool(list.limit != nil)
		object["limit"] = .string(String(limit))
		object["limitPlusOne"] = .string(String(limit + 1))
		object["newestFirst"] = .bool(newestFirst)
		object["dedupes"] = .bool(list.dedupe != .none)
		object["storedItems"] = .string(elementType == "UUID" ? "items.map(\\.uuidString)" : "items")
		object["schemaVersion"] = .string(String(schemaVersion))
		let movedFrom = earlierKeys.filter { $0 != list.key }
		object["earlierKeys"] = .string("[" + movedFrom.map { SwiftLiteral.string($0) }.joined(separator: ", ") + "]")
		object["hasEarlierKeys"] = .bool(!movedFrom.isEmpty)
		object["oldestEarlierKey"] = .string(SwiftLiteral.string(movedFrom.last ?? list.key))
		object["oldestEarlierKeyText"] = .string(SwiftLiteral.stringContent(movedFrom.last ?? list.key))
		object["itemFromStored"] = .list(Self.conversion(elementType).map { ["code": .string($0)] })
		object["storedSampleA"] = .string(elementType == "UUID" ? "\(sampleA).uuidString" : sampleA)
		object["matchExpression"] = .string(caseInsensitive ? "$0.caseInsensitiveCompare(item) == .orderedSame" : "$0 == item")
		object["orderSentence"] = .string(newestFirst ? "The newest item comes first." : "The oldest item comes first.")
		object["dedupeSentence"] = .string(dedupeSentence(caseInsensitive: caseInsensitive))
		object["sampleA"] = .string(sampleA)
		object["sampleB"] = .string(sampleB)
		object["orderedAB"] = .string(newestFirst ? "[\(sampleB), \(sampleA)]" : "[\(sampleA), \(sampleB)]")
		object["orderTestName"] = .string(newestFirst ? "The most recent item comes first" : "The oldest item comes first")
		object["duplicateFirst"] = .string(caseInsensitive ? "\"Test\"" : sampleA)
		object["duplicateSecond"] = .string(caseInsensitive ? "\"test\"" : sampleA)
		object["dedupeTestName"] = .string(caseInsensitive ? "Saving an item again ignores case and keeps one" : "Saving an item again keeps one")
		object["deleteTestName"] = .string(caseInsensitive ? "Deletes an item ignoring case" : "Deletes an item")
		object["loopItem"] = .string(loopItem(elementType))
		object["lastLoopItem"] = .string(loopLiteral(elementType, limit + 1))
		object["newestEnd"] = .string(newestFirst ? "first" : "last")
		return object
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
