/// Renders parsed nodes into one byte buffer.
///
/// Indentation (from standalone partials, parents and blocks) is added lazily: whenever
/// template text or a value is about to start an output line, the current indentation is
/// written first. Lines inside an interpolated value are left alone, as the spec requires,
/// and empty lines get no trailing blanks.
struct TemplateRenderer {
	/// Partials nested deeper than this are taken as endless recursion.
	static let maximumPartialDepth = 100

	private static let newline = UInt8(ascii: "\n")

	let partials: [String: Template]
	let options: RenderOptions
	private var output: [UInt8] = []
	private var stack: ContextStack
	private var indentation: [UInt8] = []
	/// Blocks overridden by the parent tags being rendered, outermost first: the outermost
	/// override wins, so a child template beats its parent's parent.
	private var overrides: [[String: BlockTag]] = []
	/// The template whose nodes are rendering, for error locations.
	private var path: String
	/// Where each partial being rendered was included, innermost last.
	private var includes: [SourceLocation] = []

	init(template: Template, context: TemplateValue, partials: [String: Template], options: RenderOptions) {
		self.partials = partials
		self.options = options
		self.stack = ContextStack(context)
		self.path = template.name
		output.reserveCapacity(template.sizeHint)
	}

	/// Renders `template` and returns the text.
	static func render(_ template: Template, context: TemplateValue, partials: [String: Template], options: RenderOptions) throws(Diagnostic) -> String {
		var renderer = TemplateRenderer(template: template, context: context, partials: partials, options: options)
		try renderer.render(template.nodes)
		return String(decoding: renderer.output, as: UTF8.self)
	}

	private var strict: Bool { options.strictness == .strict }

	private var atLineStart: Bool { output.last.map { $0 == Self.newline } ?? true }

	// MARK: - Nodes

	private mutating func render(_ nodes: [TemplateNode]) throws(Diagnostic) {
		for node in nodes {
			switch node {
			case .text(let text):
				appendText(text.bytes)
			case .variable(let tag):
				try interpolate(tag)
			case .section(let tag):
				try renderSection(tag)
			case .partial(let tag):
				guard let template = try partial(tag.target, at: tag.position) else { continue }
				try include(template, indentation: tag.indentation, at: tag.position)
			case .parent(let tag):
				guard let template = try partial(tag.target, at: tag.position) else { continue }
				overrides.append(tag.blocks)
				try include(template, indentation: tag.indentation, at: tag.position)
				overrides.removeLast()
			case .block(let tag):
				try renderBlock(tag)
			}
		}
	}

	private mutating func interpolate(_ tag: VariableTag) throws(Diagnostic) {
		guard let value = stack.lookup(tag.name) else {
			if strict { throw failure(stack.explainMissing(tag.name), at: tag.position) }
			return
		}
		switch value {
		case .string(let text): appendValue(text, escapes: tag.escapes)
		case .number(let text): appendValue(text, escapes: false)
		case .bool(let flag): appendValue(flag ? "true" : "false", escapes: false)
		case .null, .list, .object:
			if strict { throw failure("cannot render '\(tag.name.text)': it is \(value.kindName)", at: tag.position) }
		}
	}

	private mutating func renderSection(_ tag: SectionTag) throws(Diagnostic) {
		let found = stack.lookup(tag.name)
		if found == nil && strict { throw failure(stack.explainMissing(tag.name), at: tag.position) }
		let value = found ?? .null
		if tag.inverted {
			if !value.isTruthy { try render(tag.body) }
			return
		}
		switch value {
		case .null, .bool(false):
			break
		case .bool(true):
			try render(tag.body)
		case .list(let items):
			for item in items {
				stack.push(item)
				try render(tag.body)
				stack.pop()
			}
		case .number, .string, .object:
			stack.push(value)
			try render(tag.body)
			stack.pop()
		}
	}

	private mutating func renderBlock(_ tag: BlockTag) throws(Diagnostic) {
		var chosen = tag
		for blocks in overrides {
			if let override = blocks[tag.name] {
				chosen = override
				break
			}
		}
		let saved = (indentation, path)
		indentation += tag.indentation
		path = chosen.templateName
		try render(chosen.body)
		(indentation, path) = saved
	}

	// MARK: - Partials

	/// The template a partial or parent tag includes, or `nil` (lenient) when there is none.
	private func partial(_ target: PartialTarget, at position: SourcePosition) throws(Diagnostic) -> Template? {
		let name: String
		switch target {
		case .named(let named):
			name = named
		case .dynamic(let tagName):
			guard let value = stack.lookup(tagName) else {
				if strict { throw failure(stack.explainMissing(tagName), at: position) }
				return nil
			}
			guard case .string(let text) = value else {
				if strict { throw failure("cannot include a partial named by '\(tagName.text)': it is \(value.kindName), not a string", at: position) }
				return nil
			}
			name = text
		}
		if let template = partials[name] { return template }
		if strict {
			let source = if case .dynamic(let tagName) = target { " (the value of '\(tagName.text)')" } else { "" }
			throw failure("no partial named '\(name)'\(source)\(Suggestion.didYouMean(name, in: partials.keys))", at: position)
		}
		return nil
	}

	private mutating func include(_ template: Template, indentation extra: [UInt8], at position: SourcePosition) throws(Diagnostic) {
		guard includes.count < Self.maximumPartialDepth else {
			throw failure("partials nest more than \(Self.maximumPartialDepth) levels deep; does '\(template.name)' include itself without end?", at: position)
		}
		let saved = (indentation, path)
		includes.append(SourceLocation(path: path, position: position))
		indentation += extra
		path = template.name
		try render(template.nodes)
		(indentation, path) = saved
		includes.removeLast()
	}

	// MARK: - Output

	/// Appends template text, indenting each line that starts with something.
	private mutating func appendText(_ bytes: [UInt8]) {
		guard !indentation.isEmpty else {
			output.append(contentsOf: bytes)
			return
		}
		var start = 0
		while start < bytes.count {
			let end = bytes[start...].firstIndex(of: Self.newline).map { $0 + 1 } ?? bytes.count
			let length = end - start
			let emptyLine = (length == 1 && bytes[start] == Self.newline) || (length == 2 && bytes[start] == UInt8(ascii: "\r") && bytes[start + 1] == Self.newline)
			if !emptyLine && atLineStart { output.append(contentsOf: indentation) }
			output.append(contentsOf: bytes[start..<end])
			start = end
		}
	}

	/// Appends an interpolated value; its own line breaks are not indented.
	private mutating func appendValue(_ text: String, escapes: Bool) {
		guard !text.isEmpty else { return }
		if !indentation.isEmpty && atLineStart { output.append(contentsOf: indentation) }
		if escapes && options.escaping == .html {
			HTMLEscaping.append(text, to: &output)
		} else {
			output.append(contentsOf: text.utf8)
		}
	}

	private func failure(_ message: String, at position: SourcePosition) -> Diagnostic {
		.error(
			message, at: SourceLocation(path: path, position: position),
			notes: includes.reversed().map { .init("included from here", at: $0) })
	}
}

/// The five characters HTML gives meaning to, replaced by entities.
enum HTMLEscaping {
	static func append(_ text: String, to output: inout [UInt8]) {
		for byte in text.utf8 {
			switch byte {
			case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
			case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
			case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
			case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
			case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
			default: output.append(byte)
			}
		}
	}
}
