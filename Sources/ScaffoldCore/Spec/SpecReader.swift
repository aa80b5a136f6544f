import ScaffoldBasics

/// A string from the spec with the position of its opening quote.
struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
	var value: Value
	var position: SourcePosition
}

/// The members of one spec object, with the path that names it in messages (`entities[0].rest`).
struct SpecObject {
	let node: JSONNode
	let context: String

	subscript(key: String) -> JSONNode? { node[key] }

	/// `entities[0].name`, or `feature` at the top.
	func path(_ key: String) -> String { context.isEmpty ? key : "\(context).\(key)" }
}

/// Reads typed values out of located JSON and collects a diagnostic for every problem.
///
/// Every reader method reports what is wrong and returns `nil`, so decoding goes on and the
/// user sees all problems at once, like a compiler.
package struct SpecReader {
	let path: String
	/// What messages call the top-level object.
	let topName: String
	var diagnostics: [Diagnostic] = []
	/// How many of ``diagnostics`` are errors, kept as they are added (decoding asks after each entity).
	private(set) var errorCount = 0

	init(path: String, topName: String = "the spec") {
		self.path = path
		self.topName = topName
	}

	/// Diagnostics in file order; those at the same place keep the order they were found in.
	package static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
		diagnostics.enumerated().sorted { lhs, rhs in
			let left = lhs.element.location?.position ?? .start
			let right = rhs.element.location?.position ?? .start
			return left == right ? lhs.offset < rhs.offset : left < right
		}.map(\.element)
	}

	func location(_ position: SourcePosition) -> SourceLocation {
		SourceLocation(path: path, position: position)
	}

	mutating func error(_ message: String, at position: SourcePosition, notes: [Diagnostic.Note] = []) {
		diagnostics.append(.error(message, at: location(position), notes: notes))
		errorCount += 1
	}

	mutating func warning(_ message: String, at position: SourcePosition) {
		diagnostics.append(.warning(message, at: location(position)))
	}

	/// Opens `node` as an object: reports a non-object, unknown keys and missing required keys.
	mutating func object(_ node: JSONNode, context: String, keys: [String], required: [String] = []) -> SpecObject? {
		guard let members = node.members else {
			let name = context.isEmpty ? topName : context
			error("expected an object for \(name), found \(node.value.kindName)", at: node.position)
			return nil
		}
		let object = SpecObject(node: node, context: context)
		let name = context.isEmpty ? topName : context
		for member in members where !keys.contains(member.key) {
			error("unknown key \(quoted: member.key) in \(name)" + Suggestion.didYouMean(member.key, in: keys), at: member.keyPosition)
		}
		for key in required where node[key] == nil {
			error("missing required key \(quoted: key) in \(name)", at: node.position)
		}
		return object
	}

	mutating func string(_ object: SpecObject, _ key: String) -> Located<String>? {
		guard let node = object[key] else { return nil }
		guard let text = node.string else {
			mismatch("a string", object.path(key), node)
			return nil
		}
		return Located(value: text, position: node.position)
	}

	/// A string of at most `maximum` characters (Unicode scalars, as JSON Schema's `maxLength`
	/// counts them; one of ``SpecLimits``); a longer one is reported and taken as absent, so
	/// nothing downstream sees it.
	mutating func string(_ object: SpecObject, _ key: String, atMost maximum: Int) -> Located<String>? {
		guard let text = string(object, key) else { return nil }
		let length = text.value.unicodeScalars.count
		guard length <= maximum else {
			error("\(object.path(key)) is \(length) characters long; the most is \(maximum)", at: text.position)
			return nil
		}
		return text
	}

	mutating func bool(_ object: SpecObject, _ key: String) -> Bool? {
		guard let node = object[key] else { return nil }
		guard let flag = node.bool else {
			mismatch("a boolean", object.path(key), node)
			return nil
		}
		return flag
	}

	mutating func integer(_ object: SpecObject, _ key: String) -> Located<Int>? {
		guard let node = object[key] else { return nil }
		guard let number = node.int else {
			if case .number(let text) = node.value, !text.contains(where: { ".eE".contains($0) }) {
				error("\(object.path(key)) is out of range: \(shortened: text)", at: node.position)
			} else if case .number(let text) = node.value {
				error("expected a whole number for \(object.path(key)), found \(shortened: text)", at: node.position)
			} else {
				mismatch("a whole number", object.path(key), node)
			}
			return nil
		}
		return Located(value: number, position: node.position)
	}

	mutating func array(_ object: SpecObject, _ key: String) -> [JSONNode]? {
		guard let node = object[key] else { return nil }
		guard let elements = node.elements else {
			mismatch("an array", object.path(key), node)
			return nil
		}
		return elements
	}

	/// One of an enum's raw values; an unknown value gets a suggestion or the list of choices.
	mutating func choice<Choice: RawRepresentable & CaseIterable>(_ object: SpecObject, _ key: String, _: Choice.Type) -> Choice?
	where Choice.RawValue == String {
		guard let text = string(object, key) else { return nil }
		if let value = Choice(rawValue: text.value) { return value }
		let choices = Choice.allCases.map(\.rawValue)
		var suggestion = Suggestion.didYouMean(text.value, in: choices)
		if suggestion.isEmpty { suggestion = "; expected " + Self.list(choices) }
		error("unknown value \(quoted: text.value) for \(object.path(key))" + suggestion, at: text.position)
		return nil
	}

	mutating func mismatch(_ expected: String, _ path: String, _ node: JSONNode) {
		error("expected \(expected) for \(path), found \(node.value.kindName)", at: node.position)
	}

	/// The most words ``list(_:)`` shows: a spec's filters or entities can be thousands.
	static let listedWords = 10

	/// `'a', 'b' or 'c'`; past ``listedWords`` words, `'a', 'b', … 'j' and 990 more`.
	static func list(_ words: [String]) -> String {
		if words.count > listedWords {
			return words.prefix(listedWords).map { "\(quoted: $0)" }.joined(separator: ", ") + " and \(words.count - listedWords) more"
		}
		let quoted = words.map { "\(quoted: $0)" }
		guard quoted.count > 1 else { return quoted.first ?? "" }
		return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
	}
}
