import ScaffoldCore

/// JSON-aware mutations of specs (and of template contexts): one to three edits of nodes
/// picked at random, each keeping the document valid JSON so the mutation reaches the spec
/// checker and the generator rather than stopping at the JSON reader.
public enum JSONMutator {
	/// One step from a value to a child: the member or element at an index.
	enum Step {
		case member(Int)
		case element(Int)
	}

	/// `value` with one to three random edits (mostly one: a spec with one problem gets past
	/// lint more often, and what lint accepts is what reaches the generator and `swiftc`).
	public static func mutate(_ value: JSONValue, random: inout SeededRandom) -> JSONValue {
		var result = value
		for _ in 0..<(random.chance(70) ? 1 : 2 + random.below(2)) {
			let paths = allPaths(in: result)
			let path = random.pick(paths)
			let donor = node(at: random.pick(paths), in: result)
			result = replacing(at: path[...], in: result) { edit($0, donor: donor, random: &random) }
		}
		return result
	}

	/// Every node's path, the root's (empty) included; iterative, however deep the value.
	static func allPaths(in root: JSONValue) -> [[Step]] {
		var paths: [[Step]] = []
		var pending: [([Step], JSONValue)] = [([], root)]
		while let (path, value) = pending.popLast() {
			paths.append(path)
			switch value {
			case .object(let members):
				for (index, member) in members.enumerated() { pending.append((path + [.member(index)], member.value.value)) }
			case .array(let elements):
				for (index, element) in elements.enumerated() { pending.append((path + [.element(index)], element.value)) }
			default:
				break
			}
		}
		return paths
	}

	static func node(at path: [Step], in root: JSONValue) -> JSONValue {
		var value = root
		for step in path {
			switch (step, value) {
			case (.member(let index), .object(let members)): value = members[index].value.value
			case (.element(let index), .array(let elements)): value = elements[index].value
			default: return value
			}
		}
		return value
	}

	/// `root` with the node at `path` replaced by `transform` of it. Recursion follows the
	/// path, which is no deeper than the document (the JSON reader allows 256 levels).
	static func replacing(at path: ArraySlice<Step>, in root: JSONValue, _ transform: (JSONValue) -> JSONValue) -> JSONValue {
		guard let step = path.first else { return transform(root) }
		switch (step, root) {
		case (.member(let index), .object(var members)):
			members[index].value.value = replacing(at: path.dropFirst(), in: members[index].value.value, transform)
			return .object(members)
		case (.element(let index), .array(var elements)):
			elements[index].value = replacing(at: path.dropFirst(), in: elements[index].value, transform)
			return .array(elements)
		default:
			return root
		}
	}

	/// One edit of one node, chosen by its kind; `donor` is another node of the document,
	/// spliced in for type confusion.
	static func edit(_ value: JSONValue, donor: JSONValue, random: inout SeededRandom) -> JSONValue {
		if random.chance(10) { return donor }
		if random.chance(8) { return long(value, random: &random) }
		switch value {
		case .string(let text):
			switch random.below(5) {
			case 0: return .string(random.pick(FuzzStrings.types))
			case 1: return .string(text + random.pick(FuzzStrings.tricky))
			case 2: return .number(random.pick(FuzzStrings.numbers))
			default: return .string(random.pick(FuzzStrings.tricky))
			}
		case .number:
			return random.chance(90) ? .number(random.pick(FuzzStrings.numbers)) : .string(random.pick(FuzzStrings.numbers))
		case .bool(let flag):
			return random.chance(70) ? .bool(!flag) : .null
		case .null:
			return .string(random.pick(FuzzStrings.tricky))
		case .object(var members):
			switch random.below(4) {
			case 0 where !members.isEmpty:
				members.remove(at: random.below(members.count))
			case 1 where !members.isEmpty:
				// A copy of a member under a key the spec knows elsewhere (or a misspelling).
				let member = random.pick(members)
				let key = random.pick(knownKeys)
				if !members.contains(where: { $0.key == key }) { members.append(JSONMember(key: key, value: member.value)) }
			case 2:
				let key = random.pick(knownKeys)
				if !members.contains(where: { $0.key == key }) { members.append(JSONMember(key: key, value: JSONNode(donor))) }
			default:
				if !members.isEmpty {
					let index = random.below(members.count)
					members[index].value.value = edit(members[index].value.value, donor: donor, random: &random)
				}
			}
			return .object(members)
		case .array(var elements):
			switch random.below(4) {
			case 0 where !elements.isEmpty:
				elements.remove(at: random.below(elements.count))
			case 1 where !elements.isEmpty:
				// Duplicates: the same entity, field or type twice.
				elements.append(random.pick(elements))
			case 2:
				// Deep nesting, past what the reader and the checkers allow.
				var nested = value
				for _ in 0..<random.pick([2, 10, 40, 300]) { nested = .array([JSONNode(nested)]) }
				return nested
			default:
				elements.append(JSONNode(donor))
			}
			return .array(elements)
		}
	}

	/// `value` made huge: a string, a number or a key of 10^5 to 10^6 characters, or an array of
	/// tens of thousands of copies of one element (fields, entities, cases, types declared many
	/// times over). A checker that compares each element with all the others takes minutes.
	static func long(_ value: JSONValue, random: inout SeededRandom) -> JSONValue {
		switch value {
		case .object(var members) where random.chance(50):
			members.append(JSONMember(key: FuzzStrings.long(&random), value: JSONNode(.number("1"))))
			return .object(members)
		case .array(let elements) where !elements.isEmpty:
			// Copies of one element, or each copy's first string made distinct (`T1`, `T2`…).
			let element = random.pick(elements).value
			// Bounded by the element's size: copies of a copied array (an earlier edit of the same
			// input) once made a 3.6 GB document that took the fuzzer itself minutes to write.
			let count = min(random.pick([10_000, 30_000]), max(1, longArrayBytes / approximateSize(of: element)))
			let distinct = random.chance(50)
			return .array((0..<count).map { index in JSONNode(distinct ? numbered(element, index) : element) })
		case .number:
			return .number(String(repeating: random.pick(["1", "9"]), count: random.pick([100_000, 1_000_000])))
		default:
			return .string(FuzzStrings.long(&random))
		}
	}

	/// The most a repeated array adds to a document, about: enough for tens of thousands of
	/// fields, entities or cases, small enough to write and check in well under a second.
	static let longArrayBytes = 8_000_000

	/// About how many bytes `value` takes written as JSON by `JSONWriter` (iterative, however
	/// deep the value): each member and element on a line of its own, indented one tab per level
	/// of nesting. The indentation counts: copies of a 300-deep nested array, sized without it,
	/// once made a 740 MB document that took the fuzzer itself 23 seconds to write (a "hang").
	static func approximateSize(of value: JSONValue) -> Int {
		var size = leafSize(value) ?? 0
		var pending = leafSize(value) == nil ? [(value, 0)] : []
		// Only objects and arrays wait on the stack; a member's or element's scalar is counted where
		// it is met. The repeated arrays this sizes hold hundreds of thousands of scalars, and in a
		// debug build (`swift test`) each push and pop is an unspecialised generic call.
		while let (next, depth) = pending.popLast() {
			switch next {
			case .object(let members):
				size += 2 + depth + 1
				for member in members {
					size += member.key.utf8.count + 4 + depth + 2
					if let leaf = leafSize(member.value.value) { size += leaf } else { pending.append((member.value.value, depth + 1)) }
				}
			case .array(let elements):
				size += 2 + depth + 1
				for element in elements {
					size += 1 + depth + 2
					if let leaf = leafSize(element.value) { size += leaf } else { pending.append((element.value, depth + 1)) }
				}
			default: break
			}
		}
		return max(1, size)
	}

	/// The written size of a string, number, Boolean or null; nil for an object or an array.
	private static func leafSize(_ value: JSONValue) -> Int? {
		switch value {
		case .string(let text): text.utf8.count + 2
		case .number(let text): text.utf8.count
		case .bool, .null: 5
		case .object, .array: nil
		}
	}

	/// `value` with its first string (its `name`, usually) ending in `index`.
	static func numbered(_ value: JSONValue, _ index: Int) -> JSONValue {
		switch value {
		case .string(let text): return .string(text + String(index))
		case .object(var members):
			guard let position = members.firstIndex(where: { if case .string = $0.value.value { true } else { false } }) else { return value }
			members[position].value.value = numbered(members[position].value.value, index)
			return .object(members)
		default: return value
		}
	}

	/// Keys of spec objects (and a few near misses), for members added by mutation.
	static let knownKeys = [
		"name", "type", "jsonKey", "sample", "description", "fields", "enum", "value", "plural", "identifier", "rest", "graphql",
		"local", "repository", "path", "detail", "list", "create", "update", "delete", "paginated", "filters", "parameter",
		"operation", "field", "filterInput", "enabled", "useCases", "cachePolicy", "key", "element", "limit", "order", "dedupe",
		"types", "entities", "userDefaults", "jsonKeys", "dateFormat", "feild", "Name", "basePath", "itemPath", "envelope",
		"page", "cursor", "cursorType", "hasMore", "nextURL", "href", "linkHeader", "row", "union", "discriminator", "cases", "method",
		"encoding", "answer", "arguments", "graphQLType", "byParent", "parent", "maxAge", "invalidItems", "on", "connection",
		"argumentType",
	]
}
