import ScaffoldBasics

/// One declaration found in a Swift file by ``SwiftDeclarationScanner``: what it declares, its
/// name, where the name stands, and the declarations nested in its braces.
package struct SwiftDeclaration: Sendable, Equatable {
	/// The declaring keyword.
	package enum Kind: String, Sendable {
		case `struct`, `class`, `enum`, `protocol`, `actor`, `extension`, `typealias`, `func`, `init`, `var`, `let`, `case`,
			`associatedtype`, `subscript`
	}

	package var kind: Kind
	/// The declared name, without backticks: the extended type for an extension (`Bundle`,
	/// `Array<Int>`, `Foo.Bar`), the operator for an operator function (`==`), `init` and
	/// `subscript` for those; each enum case and each binding of a `let`/`var` is a declaration
	/// of its own. A tuple pattern (`let (a, b) = …`) is named by its text.
	package var name: String
	/// The attributes as written, arguments and all (`@available(iOS 17, *)`, `@MainActor`).
	package var attributes: [String]
	/// The modifiers (`public`, `private(set)`, `static`, `nonisolated`, `final`, `mutating`, …).
	package var modifiers: [String]
	/// For a type, an extension or an associated type: the entries after `:`, up to `where`, `=`
	/// or `{` (`["Error", "Equatable"]`, `["HTTPClientContract", "@unchecked Sendable"]`); empty otherwise.
	package var inheritance: [String]
	/// The declaration's head from its keyword, comments left out and each run of white space
	/// one space (none just inside brackets or before a comma): up to the body's `{` for a type
	/// or a function (`func load<T: Decodable>(_ name: String) throws -> T`), up to `=` or an
	/// accessor block for a `let`/`var` (`var items: [Item]`), to the next case for a case
	/// (`case serverError(statusCode: Int)`, `case x = "y"`), and to the end for a typealias.
	package var signature: String
	/// 1-based line of the name (of the keyword for `init` and `subscript`).
	package var line: Int
	/// 1-based column of the name, in Unicode scalars, as every ``SourcePosition``.
	package var column: Int
	/// The declarations in the braces of a type or an extension; function and accessor bodies are
	/// skipped (their locals are not declarations).
	package var members: [SwiftDeclaration]

	package init(
		kind: Kind, name: String, attributes: [String] = [], modifiers: [String] = [], inheritance: [String] = [], signature: String,
		line: Int, column: Int, members: [SwiftDeclaration] = []
	) {
		self.kind = kind
		self.name = name
		self.attributes = attributes
		self.modifiers = modifiers
		self.inheritance = inheritance
		self.signature = signature
		self.line = line
		self.column = column
		self.members = members
	}

	/// Where the name stands.
	package var position: SourcePosition { SourcePosition(line: line, column: column) }
}
