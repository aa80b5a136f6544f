import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// An OpenAPI document as located JSON: `$ref` resolution within the file, and the parts of
/// operations the importer reads (JSON bodies, parameters).
struct OpenAPIDocument {
	let root: JSONNode
	/// `3.0.x` or `3.1.x`.
	let version: String

	/// `$ref` chains longer than this are reported (they can only be cycles in practice).
	static let maximumReferenceChain = 64

	/// What following a `$ref` gave.
	enum Resolution {
		/// The node the reference points to (or the node itself when it is no reference), and the
		/// name of the last component it went through (`Pet` for `#/components/schemas/Pet`).
		case node(JSONNode, component: String?)
		/// A reference to another file or URL: the spec format cannot follow it.
		case external(String, at: SourcePosition)
	}

	/// Follows `$ref`s from `node`; a dangling reference, or a cycle (a reference that comes back
	/// to one it went through), is thrown as a located error naming the chain.
	func resolve(_ node: JSONNode, path: String) throws(Diagnostic) -> Resolution {
		var current = node
		var component: String?
		var chain: [String] = []
		for _ in 0..<Self.maximumReferenceChain {
			guard let reference = current["$ref"] else { return .node(current, component: component) }
			guard let target = reference.string else {
				throw .error("expected a string for '$ref', found \(reference.value.kindName)", at: SourceLocation(path: path, position: reference.position))
			}
			guard target.hasPrefix("#") else { return .external(target, at: reference.position) }
			guard !chain.contains(target) else {
				let cycle = (chain.drop { $0 != target } + [target]).joined(separator: " → ")
				throw .error("'$ref' cycle: \(cycle) never reaches a definition; point one of them at the schema, response or parameter itself", at: SourceLocation(path: path, position: reference.position))
			}
			chain.append(target)
			guard let found = pointer(String(target.dropFirst())) else {
				throw .error("'$ref' \(quoted: target) points to nothing in this document", at: SourceLocation(path: path, position: reference.position))
			}
			component = target.split(separator: "/").last.map { Self.unescape(String($0)) }
			current = found
		}
		throw .error("'$ref' chain is longer than \(Self.maximumReferenceChain)", at: SourceLocation(path: path, position: node.position))
	}

	/// The first `$ref` of `node`'s chain that points to nothing in the document, with where it is
	/// written; nil when the chain reaches a definition, leaves the file or comes back to itself
	/// (which ``resolve(_:path:)`` reports). Real documents have such references: Intercom's 2.11
	/// description refers to a `custom_attributes` schema it never defines.
	func missingReference(_ node: JSONNode) -> (target: String, position: SourcePosition)? {
		var current = node
		var seen: Set<String> = []
		while let reference = current["$ref"], let target = reference.string, target.hasPrefix("#"), seen.insert(target).inserted {
			guard let found = pointer(String(target.dropFirst())) else { return (target, reference.position) }
			current = found
		}
		return nil
	}

	/// ``resolve(_:path:)`` for a property looked at for its shape (a page's keys, an envelope, a
	/// nested item): nil when its reference points to nothing, which costs that property alone
	/// (its field's type says so, ``OpenAPIImporter/type(of:owner:key:inArray:)``).
	func resolveIfDefined(_ node: JSONNode, path: String) throws(Diagnostic) -> Resolution? {
		missingReference(node) == nil ? try resolve(node, path: path) : nil
	}

	/// `node` after its `$ref`s (a response, request body, parameter, header or path item kept in
	/// `components`); nil for nil or an external reference, which the caller reports where it matters.
	func resolved(_ node: JSONNode?, path: String) throws(Diagnostic) -> JSONNode? {
		guard let node, case .node(let found, _) = try resolve(node, path: path) else { return nil }
		return found
	}

	/// An operation's first success (`2XX`) response, followed to `components/responses` when it is a `$ref`.
	func successResponse(_ operation: JSONNode, path: String) throws(Diagnostic) -> JSONNode? {
		try resolved(operation["responses"]?.members?.first { $0.key.hasPrefix("2") }?.value, path: path)
	}

	/// An operation's request body, followed to `components/requestBodies` when it is a `$ref`.
	func requestBody(_ operation: JSONNode, path: String) throws(Diagnostic) -> JSONNode? {
		try resolved(operation["requestBody"], path: path)
	}

	/// The node at a JSON pointer (`/components/schemas/Pet`), if any.
	func pointer(_ pointer: String) -> JSONNode? {
		guard pointer.isEmpty || pointer.hasPrefix("/") else { return nil }
		var node = root
		for token in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
			let key = Self.unescape(String(token))
			if let elements = node.elements {
				guard let index = Int(key), elements.indices.contains(index) else { return nil }
				node = elements[index]
			} else {
				guard let next = node[key] else { return nil }
				node = next
			}
		}
		return node
	}

	/// JSON pointer and URI escapes: `~1` → `/`, `~0` → `~`, `%7B` → `{`.
	static func unescape(_ token: String) -> String {
		// Most tokens hold no escape: seven splits and joins of each (generic and unspecialised in a
		// debug build, `swift test`) were a tenth of importing a document in the mutation tests.
		if token.allUTF8Bytes({ $0 != UInt8(ascii: "~") && $0 != UInt8(ascii: "%") }) { return token }
		var text = token.replacingOccurrences("~1", "/").replacingOccurrences("~0", "~")
		for (escaped, plain) in [("%7B", "{"), ("%7D", "}"), ("%7b", "{"), ("%7d", "}"), ("%20", " ")] {
			text = text.replacingOccurrences(escaped, plain)
		}
		return text
	}

	/// The JSON media type's schema of a `content` object, or why there is none: the media
	/// types offered when none is JSON (`application/json`, `application/problem+json`, `*/*`).
	/// The request content of an HTML form (`application/x-www-form-urlencoded`) when there is no
	/// JSON one: `isForm`, and its schema, if given.
	static func formSchema(of content: JSONNode?) -> (isForm: Bool, schema: JSONNode?) {
		guard jsonSchema(of: content).schema == nil, let members = content?.members,
			let form = members.first(where: { $0.key.lowercased().split(separator: ";").first == "application/x-www-form-urlencoded" })
		else { return (false, nil) }
		return (true, form.value["schema"])
	}

	static func jsonSchema(of content: JSONNode?) -> (schema: JSONNode?, others: [String]) {
		guard let members = content?.members else { return (nil, []) }
		for member in members {
			let type = member.key.lowercased().split(separator: ";").first.map(String.init) ?? ""
			if type == "application/json" || type.hasSuffix("+json") || type == "*/*" {
				return (member.value["schema"], [])
			}
		}
		return (nil, members.map(\.key))
	}
}

extension String {
	/// Every occurrence of `target` replaced (Foundation-free).
	fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
		split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
	}
}
