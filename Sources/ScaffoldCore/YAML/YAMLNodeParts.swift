import ScaffoldBasics

/// A node's properties: an anchor (`&name`) and a tag (`!!str`).
///
/// Tags are read and, except `!!str` (which keeps a plain scalar a string), ignored: the JSON
/// data model has no other use for them.
struct Properties {
	var anchor: (name: String, position: SourcePosition)?
	var forceString = false
	var lastKind = "anchor"

	/// Reads one property at the current `&` or `!`.
	mutating func read(_ parser: inout YAMLParser) throws(Diagnostic) {
		let position = parser.here
		let isAnchor = parser.peek == "&"
		parser.advance()
		let name = parser.propertyName()
		lastKind = isAnchor ? "anchor" : "tag"
		if isAnchor {
			guard !name.isEmpty else { throw parser.failure("expected an anchor name after '&'", at: position) }
			guard anchor == nil else { throw parser.failure("a node has two anchors (\(quoted: "&" + anchor!.name) and \(quoted: "&" + name))", at: position) }
			anchor = (name, position)
		} else if name == "!str" {
			forceString = true
		}
	}

	/// The node, recorded under its anchor when it has one.
	func apply(to node: JSONNode, in parser: inout YAMLParser) throws(Diagnostic) -> JSONNode {
		var node = node
		if forceString, case .null = node.value { node.value = .string("") }
		if let anchor { parser.anchors[anchor.name] = node }
		return node
	}
}

/// A mapping's members as they are read: duplicate keys refused, `<<` merges applied at the end.
struct YAMLMembers {
	private var members: [JSONMember] = []
	private var seen: [String: SourcePosition] = [:]
	private var merges: [JSONNode] = []

	mutating func add(_ key: String, at position: SourcePosition, _ value: JSONNode, in parser: YAMLParser) throws(Diagnostic) {
		if key == "<<" {
			let sources = value.elements ?? [value]
			guard sources.allSatisfy({ $0.members != nil }) else {
				throw parser.failure("'<<' merges a mapping or a list of mappings, found \(value.value.kindName)", at: value.position)
			}
			merges += sources
			return
		}
		if let first = seen[key] {
			throw Diagnostic.error(
				"duplicate key \(quoted: key)", at: parser.location(position), notes: [.init("first defined here", at: parser.location(first))])
		}
		seen[key] = position
		members.append(JSONMember(key: key, keyPosition: position, value: value))
	}

	/// The members, then those of merged mappings that the mapping does not set itself (the
	/// first merged mapping wins, as YAML's merge key says).
	func merged() -> [JSONMember] {
		var result = members
		var keys = Set(members.map(\.key))
		for source in merges {
			for member in source.members ?? [] where !keys.contains(member.key) {
				keys.insert(member.key)
				result.append(member)
			}
		}
		return result
	}
}

enum YAMLNodeParts {
	/// How many nodes `node` holds and how deep it nests, or `nil` as soon as it holds more than
	/// `limit` nodes (so measuring costs at most `limit` steps, however large the node). The
	/// recursion is bounded: every node the parser builds is at most ``YAMLReader/maximumDepth`` deep.
	static func measure(_ node: JSONNode, limit: Int) -> (size: Int, height: Int)? {
		var size = 0
		let height = measure(node, size: &size, limit: limit)
		return size <= limit ? (size, height) : nil
	}

	/// The height of `node`, adding its nodes to `size` and stopping once `size` passes `limit`.
	private static func measure(_ node: JSONNode, size: inout Int, limit: Int) -> Int {
		size += 1
		var inner = 0
		switch node.value {
		case .array(let elements):
			for element in elements where size <= limit { inner = max(inner, measure(element, size: &size, limit: limit)) }
		case .object(let members):
			for member in members where size <= limit { inner = max(inner, measure(member.value, size: &size, limit: limit)) }
		default:
			return 0
		}
		return 1 + inner
	}
}
