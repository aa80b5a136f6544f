import ScaffoldBasics

/// One token of GraphQL text, where it starts.
struct GraphQLToken: Equatable {
	package enum Kind: Equatable {
		case name(String)
		/// `!`, `$`, `&`, `(`, `)`, `...`, `:`, `=`, `@`, `[`, `]`, `{`, `|`, `}`.
		case punctuator(String)
		case int(String)
		case float(String)
		/// A string or block string, its value decoded.
		case string(String)
		case end
	}

	var kind: Kind
	var position: SourcePosition

	/// How messages show the token: `name 'type'`, `'{'`, `end of file`.
	var description: String {
		switch kind {
		case .name(let name): "name \(quoted: name)"
		case .punctuator(let text): "'\(text)'"
		case .int(let text), .float(let text): "number \(shortened: text)"
		case .string: "a string"
		case .end: "end of file"
		}
	}
}
