import ScaffoldBasics

/// A REST path with one placeholder where an identifier goes: `/users/{login}/repos`,
/// `/api/v2/pokemon/{id}/`. The placeholder may have any name (APIs call it `id`, `login`,
/// `slug`…); the identifier replaces it, and the rest of the path is kept as written, trailing
/// slash included.
package struct SpecPathTemplate: Sendable, Equatable {
	/// The path before the placeholder (`/users/`).
	package var prefix: String
	/// The placeholder's name, without braces (`login`).
	package var parameter: String
	/// The path after the placeholder (`/repos`, or empty).
	package var suffix: String

	/// Creates a value from its members (the memberwise initializer, for the other stages).
	package init(prefix: String, parameter: String, suffix: String) {
		self.prefix = prefix
		self.parameter = parameter
		self.suffix = suffix
	}

	/// The template as a spec writes it.
	package var text: String { prefix + "{" + parameter + "}" + suffix }

	/// The path with `value` in place of the placeholder.
	package func filled(with value: String) -> String { prefix + value + suffix }

	/// The default item path under a collection: `path/{id}`, or `path{id}/` when the collection
	/// path ends with `/` (an API that writes trailing slashes writes them on items too).
	package static func item(under collection: String) -> SpecPathTemplate {
		collection.hasSuffix("/")
			? SpecPathTemplate(prefix: collection, parameter: "id", suffix: "/")
			: SpecPathTemplate(prefix: collection + "/", parameter: "id", suffix: "")
	}

	/// Reads `path`; what is wrong with it when it is not a path with exactly one placeholder
	/// whose name is a plain word, the rest following ``SpecDecoder/restPathProblem(_:)``.
	package static func parse(_ path: String) -> Result<SpecPathTemplate, SpecPathProblem> {
		let opens = path.indices.filter { path[$0] == "{" }
		let closes = path.indices.filter { path[$0] == "}" }
		if opens.count > 1 || closes.count > 1 {
			return .failure(.init("has more than one placeholder; the identifier goes in one place"))
		}
		guard let open = opens.first, let close = closes.first, open < close else {
			return .failure(.init("needs one placeholder such as '{id}' where the identifier goes"))
		}
		let parameter = String(path[path.index(after: open)..<close])
		guard !parameter.isEmpty, parameter.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") })
		else {
			return .failure(.init("has a placeholder that is not a name: \(quoted: "{" + parameter + "}")"))
		}
		let template = SpecPathTemplate(
			prefix: String(path[..<open]), parameter: parameter, suffix: String(path[path.index(after: close)...]))
		if let problem = SpecDecoder.restPathProblem(template.filled(with: "0")) {
			return .failure(.init(problem.hasPrefix("must be a plain path") ? "must be a plain path: no spaces, control characters, '?', '#', or braces but around its placeholder" : problem))
		}
		return .success(template)
	}
}

/// Why a path is not a ``SpecPathTemplate``: a phrase that follows the path in an error.
package struct SpecPathProblem: Error, Equatable {
	package var message: String
	package init(_ message: String) { self.message = message }
}
