import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSpecReading

/// The last step of an OpenAPI import: the document's own examples of what it imported (the
/// `example` and `examples` of each imported list's and item's JSON success response) decoded
/// against the spec it gave, as `scaffold spec verify` checks a recorded response. A spec that
/// cannot read its API's own examples would generate code that cannot either: each mismatch is a
/// warning at the example's line, with a note at the spec's declaration.
enum OpenAPIExampleCheck {
	/// The mismatches, then one note saying how many examples were checked (none when the
	/// document has no examples of the imported responses).
	static func diagnostics(spec: Spec, document: OpenAPIDocument, path: String) -> [Diagnostic] {
		var findings: [Diagnostic] = []
		var checked = 0
		var failed = 0
		let examples = examples(spec: spec, document: document, path: path)
		for (label, example, isAssembled, entity) in examples {
			checked += 1
			do {
				// Checked against the entity whose path answers it, never one its keys happen to suggest.
				let drift = try SpecVerification.verify(spec: spec, response: example, path: path, entity: entity).filter { finding in
					finding.severity == .error && !(isAssembled && finding.code == SampleChecker.missingKeyCode)
				}
				if !drift.isEmpty { failed += 1 }
				findings += drift.map { finding in
					var warning = finding
					warning.severity = .warning
					warning.message = "the document's example of \(label) does not decode: " + finding.message
					return warning
				}
			} catch {
				failed += 1
				findings.append(
					.warning("the document's example of \(label) could not be checked: \(error.message)", at: error.location ?? SourceLocation(path: path, position: example.position)))
			}
		}
		guard let first = examples.first else { return findings }
		let summary = "decoded \(checked) example\(checked == 1 ? "" : "s") of the document against the spec, \(checked - failed) without a mismatch"
		return findings + [Diagnostic(.note, summary, at: SourceLocation(path: path, position: first.value.position))]
	}

	/// `GET path` labels and example values of every imported entity's list and item response.
	/// Assembled examples (``assembled(_:document:path:depth:)``) say so: they leave out the
	/// properties without an example, so a missing key is no mismatch there.
	static func examples(spec: Spec, document: OpenAPIDocument, path: String) -> [(label: String, value: JSONNode, isAssembled: Bool, entity: String)] {
		let paths = document.root["paths"]?.members ?? []
		var found: [(String, JSONNode, Bool, String)] = []
		for entity in spec.entities {
			guard let rest = entity.rest else { continue }
			var wanted: [String] = []
			if rest.list != nil { wanted.append(rest.path) }
			if rest.detail { wanted.append(rest.itemPath.text) }
			// An entity read by parent alone is read at its reads' paths only.
			if rest.path.isEmpty {
				for read in rest.byParent {
					if case .rest(let path, nil) = read.source { wanted.append(path) }
				}
			}
			for target in wanted {
				guard let item = paths.first(where: { shape($0.key) == shape(target) }),
					let pathItem = try? document.resolved(item.value, path: path),
					let operation = pathItem["get"],
					let response = try? document.successResponse(operation, path: path)
				else { continue }
				for member in response["content"]?.members ?? [] where isJSON(member.key) {
					let content = member.value
					var given = content["example"].map { [("GET \(item.key)", $0, false)] } ?? []
					for named in content["examples"]?.members ?? [] {
						if let value = (try? document.resolved(named.value, path: path))?["value"] {
							given.append(("GET \(item.key) (\(named.key))", value, false))
						}
					}
					// Without an example of the whole response, the one its schema's examples make.
					if given.isEmpty, let schema = content["schema"], let assembled = assembled(schema, document: document, path: path, depth: 0) {
						given.append(("GET \(item.key) (from its schema's examples)", assembled, true))
					}
					found += given.map { ($0.0, $0.1, $0.2, entity.name) }
				}
			}
		}
		return found
	}

	/// The example a schema's own examples make: its `example` when it has one, else, for an
	/// object, its properties' examples (each assembled the same way; those without one left
	/// out), for an array one element, for `allOf` its parts' members together. `nil` when no
	/// example is found anywhere below it. References are followed a few levels deep, so that a
	/// recursive schema ends.
	static func assembled(_ node: JSONNode, document: OpenAPIDocument, path: String, depth: Int) -> JSONNode? {
		guard depth < 6, let schema = try? document.resolved(node, path: path) else { return nil }
		if let example = schema["example"] { return example }
		if let parts = schema["allOf"]?.elements {
			let members = parts.compactMap { assembled($0, document: document, path: path, depth: depth + 1)?.members }.flatMap(\.self)
			return members.isEmpty ? nil : JSONNode(.object(members), at: schema.position)
		}
		if let items = schema["items"] {
			return assembled(items, document: document, path: path, depth: depth + 1).map { JSONNode(.array([$0]), at: schema.position) }
		}
		let members = (schema["properties"]?.members ?? []).compactMap { property -> JSONMember? in
			guard let value = assembled(property.value, document: document, path: path, depth: depth + 1) else { return nil }
			return JSONMember(key: property.key, keyPosition: property.keyPosition, value: value)
		}
		return members.isEmpty ? nil : JSONNode(.object(members), at: schema.position)
	}

	/// A path with every placeholder's name left out: `/domains/{}` for `/domains/{domain_id}`.
	private static func shape(_ path: String) -> String {
		var result = ""
		var inPlaceholder = false
		for character in path {
			if character == "{" {
				inPlaceholder = true
				result.append("{")
			} else if character == "}" {
				inPlaceholder = false
				result.append("}")
			} else if !inPlaceholder {
				result.append(character)
			}
		}
		return result
	}

	private static func isJSON(_ media: String) -> Bool {
		let type = media.lowercased().split(separator: ";").first.map(String.init) ?? ""
		return type == "application/json" || type.hasSuffix("+json") || type == "*/*"
	}
}
