import ScaffoldBasics

/// Reads a GraphQL schema in SDL into a ``GraphQLSchema``: type, interface, input, enum, scalar
/// and union definitions (with descriptions, arguments, default values and directives, which are
/// read and dropped), `schema { query: … }`, `extend type`, and `directive` definitions (skipped).
/// The first syntax error is thrown, located; nesting past ``maximumDepth`` is an error too.
package struct GraphQLParser {
	/// Deeper nesting of list types and values is reported rather than risking the stack.
	package static let maximumDepth = JSONReader.maximumDepth

	private let tokens: [GraphQLToken]
	private let path: String
	private var index = 0
	private var depth = 0

	/// Parses a whole SDL document.
	package static func parse(bytes: some Collection<UInt8>, path: String) throws(Diagnostic) -> GraphQLSchema {
		var parser = GraphQLParser(tokens: try GraphQLLexer.tokens(Array(bytes), path: path), path: path)
		return try parser.document()
	}

	private init(tokens: [GraphQLToken], path: String) {
		self.tokens = tokens
		self.path = path
	}

	private var token: GraphQLToken { tokens[min(index, tokens.count - 1)] }

	private func failure(_ message: String, at position: SourcePosition? = nil) -> Diagnostic {
		.error(message, at: SourceLocation(path: path, position: position ?? token.position))
	}

	private mutating func advance() {
		if index < tokens.count - 1 { index += 1 }
	}

	private func isPunctuator(_ text: String) -> Bool { token.kind == .punctuator(text) }

	private mutating func skip(_ text: String) -> Bool {
		guard isPunctuator(text) else { return false }
		advance()
		return true
	}

	private mutating func expect(_ text: String, _ context: String) throws(Diagnostic) {
		guard skip(text) else { throw failure("expected '\(text)' \(context), found \(token.description)") }
	}

	private mutating func name(_ context: String) throws(Diagnostic) -> String {
		guard case .name(let name) = token.kind else { throw failure("expected \(context), found \(token.description)") }
		advance()
		return name
	}

	private mutating func description() -> String? {
		guard case .string(let text) = token.kind else { return nil }
		advance()
		return text
	}

	private mutating func document() throws(Diagnostic) -> GraphQLSchema {
		var schema = GraphQLSchema()
		// Where each type is in `schema.types`, so that a definition or extension costs one lookup.
		var typeIndex: [String: Int] = [:]
		while token.kind != .end {
			let text = description()
			let position = token.position
			let keyword = try name("a definition (type, input, enum, interface, union, scalar, schema, extend)")
			switch keyword {
			case "type", "interface", "input", "enum", "scalar", "union":
				var definition = try typeDefinition(keyword, at: position)
				definition.description = text
				if typeIndex[definition.name] != nil {
					throw failure("type \(quoted: definition.name) is defined twice; use 'extend \(keyword)' to add to it", at: position)
				}
				typeIndex[definition.name] = schema.types.count
				schema.types.append(definition)
			case "extend":
				let kind = try name("a type kind after 'extend'")
				let addition = try typeDefinition(kind, at: position)
				guard let index = typeIndex[addition.name] else {
					throw failure("'extend' names type \(quoted: addition.name), which is not defined before it", at: position)
				}
				schema.types[index].fields += addition.fields
				schema.types[index].interfaces += addition.interfaces
				schema.types[index].enumValues += addition.enumValues
				schema.types[index].unionMembers += addition.unionMembers
			case "schema":
				try directives()
				try expect("{", "after 'schema'")
				while !skip("}") {
					let operation = try name("an operation type (query, mutation, subscription)")
					try expect(":", "after \(quoted: operation)")
					let type = try name("a type name")
					if operation == "query" { schema.queryType = type }
				}
			case "directive":
				try directiveDefinition()
			case "query", "mutation", "subscription", "fragment":
				throw failure("\(quoted: keyword) starts an operation; this reads a schema (type definitions), not queries", at: position)
			default:
				throw failure("unknown definition \(quoted: keyword); expected type, input, enum, interface, union, scalar, schema or extend", at: position)
			}
		}
		return schema
	}

	private mutating func typeDefinition(_ keyword: String, at position: SourcePosition) throws(Diagnostic) -> GraphQLTypeDefinition {
		guard let kind = GraphQLTypeDefinition.Kind(rawValue: keyword == "type" ? "type" : keyword) else {
			throw failure("unknown type kind \(quoted: keyword)", at: position)
		}
		let typeName = try name("a type name after '\(keyword)'")
		var definition = GraphQLTypeDefinition(kind: kind, name: typeName, position: position)
		if kind == .object || kind == .interface, case .name("implements") = token.kind {
			advance()
			_ = skip("&")
			repeat { definition.interfaces.append(try name("an interface name")) } while skip("&")
		}
		try directives()
		switch kind {
		case .object, .interface, .input:
			if skip("{") {
				while !skip("}") { definition.fields.append(try field(withArguments: kind != .input)) }
			}
		case .enumeration:
			if skip("{") {
				while !skip("}") {
					_ = description()
					definition.enumValues.append(try name("an enum value"))
					try directives()
				}
			}
		case .union:
			if skip("=") {
				_ = skip("|")
				repeat { definition.unionMembers.append(try name("a union member type")) } while skip("|")
			}
		case .scalar:
			break
		}
		return definition
	}

	private mutating func field(withArguments: Bool) throws(Diagnostic) -> GraphQLField {
		let text = description()
		let position = token.position
		let fieldName = try name("a field name")
		var arguments: [GraphQLField] = []
		if withArguments, skip("(") {
			while !skip(")") { arguments.append(try field(withArguments: false)) }
		}
		try expect(":", "after field \(quoted: fieldName)")
		let type = try typeReference()
		if skip("=") { try value() }
		try directives()
		return GraphQLField(name: fieldName, description: text, arguments: arguments, type: type, position: position)
	}

	private mutating func typeReference() throws(Diagnostic) -> GraphQLTypeReference {
		try enter()
		defer { depth -= 1 }
		var type: GraphQLTypeReference
		if skip("[") {
			type = .list(try typeReference())
			try expect("]", "to close the list type")
		} else {
			type = .named(try name("a type"))
		}
		if skip("!") { type = .nonNull(type) }
		return type
	}

	/// A constant value (default values, directive arguments): read and dropped.
	private mutating func value() throws(Diagnostic) {
		try enter()
		defer { depth -= 1 }
		switch token.kind {
		case .name, .int, .float, .string: advance()
		case .punctuator("$"):
			advance()
			_ = try name("a variable name")
		case .punctuator("["):
			advance()
			while !skip("]") {
				guard token.kind != .end else { throw failure("expected ']' to close the list value, found end of file") }
				try value()
			}
		case .punctuator("{"):
			advance()
			while !skip("}") {
				_ = try name("a field name in the object value")
				try expect(":", "in the object value")
				try value()
			}
		default: throw failure("expected a value, found \(token.description)")
		}
	}

	private mutating func directives() throws(Diagnostic) {
		while skip("@") {
			_ = try name("a directive name after '@'")
			if skip("(") {
				while !skip(")") {
					_ = try name("an argument name")
					try expect(":", "after the argument name")
					try value()
				}
			}
		}
	}

	private mutating func directiveDefinition() throws(Diagnostic) {
		try expect("@", "before the directive's name")
		_ = try name("a directive name")
		if skip("(") {
			while !skip(")") { _ = try field(withArguments: false) }
		}
		if case .name("repeatable") = token.kind { advance() }
		guard case .name("on") = token.kind else { throw failure("expected 'on' and the directive's locations, found \(token.description)") }
		advance()
		_ = skip("|")
		repeat { _ = try name("a directive location") } while skip("|")
	}

	private mutating func enter() throws(Diagnostic) {
		depth += 1
		if depth > Self.maximumDepth { throw failure("nesting is deeper than \(Self.maximumDepth) levels") }
	}
}
