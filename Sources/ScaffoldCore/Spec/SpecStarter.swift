import ScaffoldBasics

/// The starter spec of `scaffold spec new Character name:String status:String? tags:[String]`.
package enum SpecStarter {
	/// The text of a new spec with one REST entity named after the feature.
	///
	/// - Parameters:
	///   - feature: The feature and entity name (`Character`).
	///   - fields: `name:Type` arguments; types are the built-in ones (`String`, `Int?`, `[URL]`…).
	///   - schemaPath: The `$schema` to reference, if any (e.g. `../schema/scaffold-spec.schema.json`).
	/// - Returns: The text (tab-indented, newline-terminated) when every argument is valid, and a
	///   diagnostic per invalid argument, or the errors of the whole spec when the arguments are
	///   valid but the spec is not (located nowhere either way: arguments are not in a file).
	package static func text(feature: String, fields: [String], schemaPath: String? = nil) -> (text: String?, diagnostics: [Diagnostic]) {
		var diagnostics: [Diagnostic] = []
		if let problem = SpecNameRules.typeNameProblem(feature, role: "feature") { diagnostics.append(.error(problem)) }
		var parsed: [(name: String, type: SpecType)] = []
		let parser = SpecTypeParser(declared: [:])
		for argument in fields {
			guard let colon = argument.firstIndex(of: ":") else {
				diagnostics.append(.error("field argument \(quoted: argument) must be written name:Type, e.g. name:String"))
				continue
			}
			let name = String(argument[..<colon])
			let typeText = String(argument[argument.index(after: colon)...])
			if let problem = SpecNameRules.memberNameProblem(name, role: "field") {
				diagnostics.append(.error(problem))
				continue
			}
			if name == "id" || parsed.contains(where: { $0.name == name }) {
				diagnostics.append(.error(name == "id" ? "field 'id' is the entity's identifier already" : "duplicate field \(quoted: name)"))
				continue
			}
			if name == "identifier" {
				diagnostics.append(.error("field name 'identifier' is reserved: the SwiftData model stores the entity's identifier under that name"))
				continue
			}
			switch parser.parse(typeText) {
			case .success(let type): parsed.append((name, type))
			case .failure(let failure): diagnostics.append(.error("in \(quoted: argument): \(failure.message)"))
			}
		}
		guard !diagnostics.containsErrors else { return (nil, diagnostics) }
		var top: [(String, JSONValue)] = []
		if let schemaPath { top.append(("$schema", .string(schemaPath))) }
		top += [("version", .integer(Spec.currentVersion)), ("feature", .string(feature))]
		let entity: JSONValue = .ordered([
			("name", .string(feature)),
			("fields", .list(parsed.map { .ordered([("name", .string($0.name)), ("type", .string($0.type.swiftSpelling))]) })),
			("rest", .ordered([("path", .string("/" + Name(feature).kebab)), ("detail", .bool(true)), ("list", .ordered([("paginated", .bool(true))]))])),
			("local", .string(SpecLocalStore.none.rawValue)),
		])
		top.append(("entities", .list([entity])))
		let text = JSONWriter().write(.ordered(top))
		// What only the whole spec shows (a name the generator derives for itself, such as
		// `PaginationInfo` → `PaginationInfoDTO`) is reported as for the arguments: located nowhere.
		let check = Spec.load(bytes: Array(text.utf8), path: "<new \(feature).json>").diagnostics.filter { $0.severity == .error }
		guard check.isEmpty else { return (nil, check.map { .error($0.message) }) }
		return (text, diagnostics)
	}
}
