import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// The state of one inference: the value types found so far and the explanations given.
struct SpecInferrer {
	/// A value type found in the sample.
	struct InferredType {
		var name: String
		var fields: [InferredField]
		/// The objects the type was inferred from, to widen it when another field shares it.
		var objects: [JSONNode]
		/// Where each of ``objects`` starts: an object shared again (a type nested in a shared
		/// type is given the values it already has) is taken once.
		var positions: Set<SourcePosition>
		/// Whether objects were added since ``fields`` were inferred.
		var isShared = false

		init(name: String, fields: [InferredField], objects: [JSONNode]) {
			self.name = name
			self.fields = fields
			self.objects = objects
			self.positions = Set(objects.map(\.position))
		}

		/// Takes the objects it does not have yet; its fields are widened later.
		mutating func share(_ more: [JSONNode]) {
			for object in more where positions.insert(object.position).inserted {
				objects.append(object)
				isShared = true
			}
		}
	}

	/// A field found in the sample.
	struct InferredField: Equatable {
		var key: String
		var name: String
		var type: SpecType
		var sample: JSONValue?
	}

	let path: String
	let options: SpecInference.Options
	var diagnostics: [Diagnostic] = []
	var types: [InferredType] = []
	/// The names of ``types``, and the first type of each set of keys (the keys of its objects).
	var typeNames: Set<String> = []
	var typeWithKeys: [Set<String>: Int] = [:]
	/// Every key seen in every object, to choose the JSON key rule.
	var sawSnakeKey = false
	/// How many objects had their fields gathered: the work of an inference, which grows with
	/// the sample's size (tests hold it linear).
	var objectsVisited = 0

	init(path: String, options: SpecInference.Options) {
		self.path = path
		self.options = options
	}

	mutating func note(_ message: String, at position: SourcePosition) {
		diagnostics.append(Diagnostic(.note, message, at: SourceLocation(path: path, position: position)))
	}

	mutating func warn(_ message: String, at position: SourcePosition) {
		diagnostics.append(.warning(message, at: SourceLocation(path: path, position: position)))
	}

	/// Finds the entity's items: one object, an array, a page's `results`, or a GraphQL `data` field.
	mutating func unwrap(_ root: JSONNode) -> (SpecInference.Envelope, [JSONNode])? {
		var node = root
		var graphQLField: String?
		if let data = root["data"], let members = data.members, members.count == 1, root.members?.count ?? 0 <= 2 {
			graphQLField = members[0].key
			node = members[0].value
			note("a GraphQL response: the entity is read from \(quoted: "data." + members[0].key)", at: members[0].keyPosition)
		}
		var envelope: SpecInference.Envelope = .single
		var items: [JSONNode] = [node]
		if let results = node["results"]?.elements, node["info"]?.members != nil {
			envelope = .page
			items = results
			note("a paginated {info, results} envelope: the entity is read from the \(results.count) results", at: node.position)
		} else if let elements = node.elements {
			envelope = .array
			items = elements
		}
		if let field = graphQLField { envelope = .graphQL(field: field, paginated: envelope == .page) }
		guard !items.isEmpty else {
			diagnostics.append(.error("the sample has no items to infer from", at: SourceLocation(path: path, position: node.position)))
			return nil
		}
		if let bad = items.first(where: { $0.members == nil }) {
			diagnostics.append(
				.error(
					"expected an object, an array of objects or a paginated {info, results} envelope, found \(bad.value.kindName)",
					at: SourceLocation(path: path, position: bad.position)))
			return nil
		}
		return (envelope, items)
	}

	/// The names a nested type may not take: Swift's own, the entity's, and those already used.
	func isTaken(_ name: String) -> Bool {
		name == options.name || SwiftIdentifier.shadowedTypeNames.contains(name) || typeNames.contains(name)
	}
}
