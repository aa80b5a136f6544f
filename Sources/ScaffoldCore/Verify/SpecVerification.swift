import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// Checks recorded API responses, or an OpenAPI document, against a spec
/// (`scaffold spec verify SPEC --against FILE…`): the drift between the API and the code
/// generated from the spec.
///
/// Drift is an error: a field the spec requires that is missing or null, a value of another
/// type, an enum value the spec does not know, and (against an OpenAPI document) a field or
/// entity the document no longer has. A key the spec ignores is a note. Every finding points
/// into the checked file and carries a note at the spec's declaration.
package enum SpecVerification {
	/// The findings of one checked file: drift as errors, what the spec ignores as notes; a file
	/// that cannot be checked at all (not JSON, no items, no entity to match) as a thrown error.
	package static func verify(spec: Spec, against bytes: some Collection<UInt8>, path: String) throws(Diagnostic) -> [Diagnostic] {
		let buffer = Array(bytes)
		let root: JSONNode
		let lower = path.lowercased()
		if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") || !YAMLReader.looksLikeJSON(buffer) {
			root = try YAMLReader(path: path).read(buffer)
		} else {
			root = try JSONReader(path: path).read(buffer)
		}
		if root["openapi"] != nil {
			var comparison = DocumentComparison(spec: spec, path: path)
			return try comparison.compare(root)
		}
		return try verify(spec: spec, response: root, path: path)
	}

	/// The findings of one response (a recorded file's, or an example inside an OpenAPI document,
	/// whose positions point into `path`). `entity` names the entity the response is of, when the
	/// caller knows it (an import's example of `GET /tags/{tag_id}` is a tag's, whatever its keys
	/// look like); else it is found from the items' keys.
	package static func verify(spec: Spec, response root: JSONNode, path: String, entity named: String? = nil) throws(Diagnostic) -> [Diagnostic] {
		// A page of a REST list whose items the spec names (`entries` of Box's `{entries, limit,
		// next_marker}`) is read as the spec reads it: its items are the list's entity.
		let payload = payload(of: root, spec: spec)
		for entity in spec.entities where entity.isPaginated && entity.rest?.list != nil && (named == nil || entity.name == named) {
			guard let items = payload[entity.pageShape.items]?.elements, items.allSatisfy({ $0.members != nil }) else { continue }
			// An empty page of the named entity decodes: nothing in it to check.
			if items.isEmpty {
				if named != nil { return [] }
				continue
			}
			var checker = SampleChecker(spec: spec, path: path)
			for item in items {
				checker.check(item, fields: entity.allFields, owner: entity.name, ownerLocation: entity.location)
			}
			return checker.findings
		}
		var inferrer = SpecInferrer(path: path, options: SpecInference.Options(name: "Sample"))
		guard let (envelope, items) = inferrer.unwrap(payload) else {
			throw inferrer.diagnostics.first { $0.severity == .error } ?? .error("no items to check", at: SourceLocation(path: path, position: root.position))
		}
		var entity: SpecEntity
		if let given = named.flatMap({ spec.entity(named: $0) }) {
			entity = given
		} else {
			entity = try SampleChecker.entity(in: spec, for: items, envelope: envelope, path: path)
		}
		var checker = SampleChecker(spec: spec, path: path)
		for item in items {
			checker.check(item, fields: entity.allFields, owner: entity.name, ownerLocation: entity.location)
		}
		return checker.findings
	}

	/// A recorded response without the envelope a spec's entity reads it inside (`{"data": …}`):
	/// the one member's value when its key is such an envelope and it holds an object or an array.
	static func payload(of root: JSONNode, spec: Spec) -> JSONNode {
		// Beside it, only texts (Intercom's `{"type": "list", "data": […]}`), which the spec does not read.
		let wrapping = (root.members ?? []).filter { member in
			spec.entities.contains(where: { $0.rest?.envelope == member.key || $0.rest?.listEnvelope == member.key })
				&& (member.value.members != nil || member.value.elements != nil)
		}
		guard let members = root.members, wrapping.count == 1, let member = wrapping.first,
			members.allSatisfy({ $0.key == member.key || $0.value.string != nil })
		else { return root }
		// A GraphQL response is `{"data": {field: …}}` too: it keeps its `data`.
		let graphQLFields = Set(spec.entities.flatMap { [$0.graphQL?.detail?.field, $0.graphQL?.list?.field].compactMap(\.self) })
		if member.value.members?.contains(where: { graphQLFields.contains($0.key) }) == true { return root }
		return member.value
	}
}
