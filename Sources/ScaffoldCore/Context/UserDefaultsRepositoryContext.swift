import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The keys of a `userDefaults` list's repository slice (docs/spec.md#userdefaults): domain
/// element, how it is stored, which items the repository refuses, and test samples.
struct UserDefaultsRepositoryContext {
	let spec: Spec
	let list: SpecUserDefaults

	var names: UserDefaultsNames { UserDefaultsNames(list) }

	/// The list's words in lower case (`recent searches`), as summaries name it.
	var summary: String { UserDefaultsContext.summary(list) }

	/// The domain element: the enum itself for an enum list, else the stored type.
	var domainElementType: String {
		if case .enumType(let name) = list.element { return name }
		return list.element.userDefaultsElementType ?? "String"
	}

	/// The enum declaration of an enum list.
	private var enumeration: SpecDeclaration? {
		guard case .enumType(let name) = list.element else { return nil }
		return spec.types.first { $0.name == name }
	}

	/// The keys of the list's repository slice, in this order.
	struct Keys: FlattenedTemplateContext {
		let itemName: String
		let domainError: String
		let repositoryContract: String
		let repository: String
		let repositoryMock: String
		let domainElementType: String
		let domainItemsExpression: String
		let storedItem: String
		let refusals: [Refusal]
		let listRepositoryDocLines: [TemplateValue]
		let domainSampleA: String
		let domainSampleB: String
		let storedSampleA: String
		let storedSampleB: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("itemName", itemName)
			object.set("domainError", domainError)
			object.set("repositoryContract", repositoryContract)
			object.set("repository", repository)
			object.set("repositoryMock", repositoryMock)
			object.set("domainElementType", domainElementType)
			object.set("domainItemsExpression", domainItemsExpression)
			object.set("storedItem", storedItem)
			object.set("refusals", refusals)
			object.set("listRepositoryDocLines", listRepositoryDocLines)
			object.set("domainSampleA", domainSampleA)
			object.set("domainSampleB", domainSampleB)
			object.set("storedSampleA", storedSampleA)
			object.set("storedSampleB", storedSampleB)
		}
	}

	/// What a save refuses, and how the generated test shows it.
	struct Refusal: TemplateContext {
		let condition: String
		let reason: String
		let badSample: String
		let refusalTestName: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("condition", condition)
			object.set("reason", reason)
			object.set("badSample", badSample)
			object.set("refusalTestName", refusalTestName)
		}
	}

	var keys: Keys {
		let names = names
		let isEnum = enumeration != nil
		let samples = self.samples
		let summary = summary
		let item = Name(names.item).words.map(\.lower).joined(separator: " ")
		return Keys(
			itemName: names.item,
			domainError: names.error,
			repositoryContract: names.repositoryContract,
			repository: names.repository,
			repositoryMock: names.repositoryMock,
			domainElementType: domainElementType,
			domainItemsExpression: "await localDataSource.getItems()" + (isEnum ? ".map(\(domainElementType).init(rawValue:))" : ""),
			storedItem: isEnum ? "item.rawValue" : "item",
			refusals: refusals,
			listRepositoryDocLines: DocComment.lines(repositoryDoc(summary: summary, item: item)),
			domainSampleA: samples.domainA,
			domainSampleB: samples.domainB,
			storedSampleA: samples.storedA,
			storedSampleB: samples.storedB)
	}

	/// What a save refuses: blank strings (a blank search is no search), numbers that are not finite.
	private var refusals: [Refusal] {
		switch list.element {
		case .string:
			return [
				Refusal(
					condition: "item.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty", reason: "a blank item is not kept",
					badSample: "\" \\n\"", refusalTestName: "A blank item is refused and not saved")
			]
		case .double:
			return [
				Refusal(
					condition: "!item.isFinite", reason: "only finite numbers are kept",
					badSample: "Double.nan", refusalTestName: "A number that is not finite is refused and not saved")
			]
		default:
			return []
		}
	}

	private func repositoryDoc(summary: String, item: String) -> [String] {
		var rule = ""
		switch list.element {
		case .string: rule = " A blank \(item) is refused with `invalidItem`."
		case .double: rule = " A number that is not finite is refused with `invalidItem`."
		default: break
		}
		return ["Keeps \(summary) on the device, in `UserDefaults`, as domain values.\(rule)"]
	}

	/// Two domain values, and the same two as stored.
	var samples: (domainA: String, domainB: String, storedA: String, storedB: String) {
		switch list.element {
		case .int: return ("1", "2", "1", "2")
		case .double: return ("1.5", "2.5", "1.5", "2.5")
		case .uuid:
			let first = "UUID(uuidString: \"00000000-0000-4000-8000-000000000001\")!"
			let second = "UUID(uuidString: \"00000000-0000-4000-8000-000000000002\")!"
			return (first, second, first, second)
		case .enumType:
			let cases = (enumeration?.cases ?? []).filter { $0.name != DomainContext.fallbackCase }.map { ($0.swiftName, $0.value) }
				+ [(DomainContext.fallbackCase, DomainContext.fallbackCase)]
			let first = cases[0]
			let second = cases.count > 1 ? cases[1] : cases[0]
			return (".\(first.0)", ".\(second.0)", SwiftLiteral.string(first.1), SwiftLiteral.string(second.1))
		default: return ("\"first\"", "\"second\"", "\"first\"", "\"second\"")
		}
	}
}
