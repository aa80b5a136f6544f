import ScaffoldCore

/// Mutations of Mustache templates and of the contexts they render with.
public enum TemplateMutator {
	/// Bytes byte flips favour: Mustache's sigils and delimiters, and line structure.
	static let alphabet = Array("{}#^/>!=&.$<* \n\t\r".utf8) + [0xC3, 0xA9, 0xFF]

	/// `source` with one to three edits: byte flips, or tags inserted where they hurt most
	/// (deep or endless nesting, nested lists, a partial including itself, delimiter changes,
	/// names of 10^5 to 10^6 characters, lines of thousands of unclosed tags).
	public static func mutate(_ source: String, selfName: String, random: inout SeededRandom) -> [UInt8] {
		var bytes = Array(source.utf8)
		for _ in 0..<(1 + random.below(3)) {
			if random.chance(40) {
				bytes = random.mutate(bytes, alphabet: alphabet)
				continue
			}
			let insertion = Array(snippet(selfName: selfName, random: &random).utf8)
			bytes.insert(contentsOf: insertion, at: random.below(bytes.count + 1))
		}
		return bytes
	}

	private static func snippet(selfName: String, random: inout SeededRandom) -> String {
		let name = random.pick(["items", "fields", "name", "header", ".", "missing", "a.b", "list"])
		if random.chance(15) { return longSnippet(random: &random) }
		switch random.below(9) {
		case 0: return "{{#\(name)}}"
		case 1: return "{{/\(name)}}"
		case 2: return "{{^\(name)}}x{{/\(name)}}"
		case 3: return "{{>\(selfName)}}{{>\(selfName)}}"
		case 4: return "{{=<% %>=}}"
		case 5:
			// Nested sections over a list: exponential output without the budgets.
			let depth = random.pick([3, 20, 40])
			return String(repeating: "{{#list}}", count: depth) + "x" + String(repeating: "{{/list}}", count: depth)
		case 6:
			let depth = random.pick([99, 101, 300, 20_000])
			return String(repeating: "{{#a}}", count: depth) + String(repeating: "{{/a}}", count: random.chance(50) ? depth : 0)
		case 7: return "{{{\(name)}}}{{&\(name)}}{{! comment }}"
		default: return "{{<\(selfName)}}{{$b}}x{{/b}}{{/\(selfName)}}"
		}
	}

	/// Tags that are slow or loud for a scanner that is not linear: a name of 10^5 to 10^6
	/// characters in every kind of tag, and lines of thousands of unclosed tags of one kind.
	private static func longSnippet(random: inout SeededRandom) -> String {
		let long = FuzzStrings.long(&random)
		switch random.below(9) {
		case 0: return "{{\(long)}}"
		case 1: return "{{#\(long)}}x{{/\(long)}}"
		case 2: return "{{^\(long)}}"
		case 3: return random.chance(50) ? "{{>\(long)}}" : "{{>*\(long)}}"
		case 4: return "{{<\(long)}}{{$\(long)}}x{{/\(long)}}{{/\(long)}}"
		case 5: return "{{=<\(long) \(long)>=}}<\(long)"
		case 6: return "{{/\(long)}}"
		default:
			let tag = random.pick(["{{a ", "{{{a}}", "{{=a b}}", "{{#a}}", "{{/b}}", "{{", "}}", "{{!"])
			return FuzzStrings.repeated(tag, toLength: random.pick([100_000, 1_000_000]))
		}
	}

	/// `context` with a value replaced at random: long and nested lists, deep nesting, long
	/// strings, strings that look like tags, keys of 10^5 to 10^6 characters, and every kind in
	/// place of every other.
	public static func mutate(_ context: TemplateValue, random: inout SeededRandom) -> TemplateValue {
		guard case .object(var object) = context else { return context }
		let keys = object.entries.map(\.key) + ["list", "items", "a"]
		if random.chance(15) {
			// A long key, sometimes next to thousands of short ones: what suggestions compare a missing name with.
			object[FuzzStrings.long(&random)] = value(random: &random, depth: 0)
			if random.chance(50) { for index in 0..<random.pick([1_000, 100_000]) { object["key\(index)"] = .string("v") } }
			return .object(object)
		}
		let key = random.pick(keys)
		object[key] = value(random: &random, depth: 0)
		return .object(object)
	}

	private static func value(random: inout SeededRandom, depth: Int) -> TemplateValue {
		switch random.below(depth > 2 ? 5 : 8) {
		case 0: return .string(random.pick(FuzzStrings.tricky))
		case 1: return .string(String(repeating: "y", count: random.pick([1, 1_000, 1 << 20])))
		case 2: return .bool(random.chance(50))
		case 3: return .null
		case 4: return .number(random.pick(FuzzStrings.numbers))
		case 5:
			let item = value(random: &random, depth: depth + 1)
			return .list(Array(repeating: item, count: random.pick([0, 1, 2, 50, 1_000])))
		case 6:
			var nested = TemplateValue.list([1, 2])
			for _ in 0..<random.pick([5, 50, 250]) { nested = .list([nested, nested]) }
			return nested
		default:
			return ["name": "n", "list": [1, 2], "items": .list([["name": "i"]]), "a": true]
		}
	}
}
