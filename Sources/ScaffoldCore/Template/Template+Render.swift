import ScaffoldBasics

/// Runs a compiled template into one byte buffer.
///
/// Indentation (from standalone partials, parents and blocks) is added lazily: whenever
/// template text or a value is about to start an output line, the current indentation is
/// written first. Lines inside an interpolated value are left alone, as the spec requires,
/// and empty lines get no trailing blanks.
package struct TemplateRenderer: ~Copyable {
	/// Partials nested deeper than this are taken as endless recursion.
	static let maximumPartialDepth = 100
	/// Sections, blocks and partials entered inside one another, all templates together: the
	/// renderer recurses once per level, so the depth is bounded rather than left to the input
	/// (the parser allows 100 levels per template, and partials multiply that).
	static let maximumNesting = 200

	private static let newline = UInt8(ascii: "\n")

	/// Blocks overridden by one parent tag: the bodies sit in `program`.
	private struct Overrides {
		let program: TemplateProgram
		let blocks: [String: Range<Int>]
	}

	/// A program's tables, taken out of the class once per program entered, then passed
	/// down borrowed: running instructions and sections retains nothing.
	private struct Code {
		let program: TemplateProgram
		let instructions: [TemplateProgram.Instruction]
		let text: [UInt8]
		let tags: [TemplateProgram.Tag]
		let keys: [String]
		let fingerprints: [UInt32]

		init(_ program: TemplateProgram) {
			self.program = program
			instructions = program.instructions
			text = program.text
			tags = program.tags
			keys = program.keys
			fingerprints = program.keyFingerprints
		}
	}

	private let partials: [String: Template]
	private let strict: Bool
	private let escapesHTML: Bool
	private let maximumSteps: Int
	private let maximumOutputBytes: Int
	private var output: OutputBuffer
	private var stack: ContextStack
	private var indentation: [UInt8] = []
	/// Overrides of the parent tags being rendered, outermost first: the outermost one
	/// wins, so a child template beats its parent's parent.
	private var overrides: [Overrides] = []
	/// Where each partial being rendered was included, innermost last.
	private var includes: [SourceLocation] = []
	/// Sections, blocks and partials being rendered, and the steps taken so far (see ``enter(at:_:)``).
	private var nesting = 0
	private var steps = 0

	private init(template: Template, context: TemplateValue, partials: [String: Template], options: RenderOptions) {
		self.partials = partials
		self.strict = options.strictness == .strict
		self.escapesHTML = options.escaping == .html
		self.maximumSteps = options.maximumSteps
		self.maximumOutputBytes = options.maximumOutputBytes
		self.stack = ContextStack(context)
		self.output = OutputBuffer(capacity: template.sizeHint)
	}

	/// Renders `template` and returns the text.
	package static func render(_ template: Template, context: TemplateValue, partials: [String: Template], options: RenderOptions) throws(Diagnostic) -> String {
		try render(template, context: context, partials: partials, options: options) { String(decoding: $0, as: UTF8.self) }
	}

	/// Renders `template` and hands its bytes (UTF-8: every piece comes from a `String`) to `body`,
	/// which makes the text it needs of them: the generator lays Swift out from the bytes, so that
	/// a file the layout changes is made a string once, not twice.
	package static func render<Result>(
		_ template: Template, context: TemplateValue, partials: [String: Template], options: RenderOptions,
		_ body: (UnsafeBufferPointer<UInt8>) -> Result
	) throws(Diagnostic) -> Result {
		var renderer = TemplateRenderer(template: template, context: context, partials: partials, options: options)
		let code = Code(template.program)
		try renderer.run(0..<code.instructions.count, code)
		return renderer.output.withBytes(body)
	}

	private var atLineStart: Bool { output.last.map { $0 == Self.newline } ?? true }

	// MARK: - Instructions

	private mutating func run(_ range: Range<Int>, _ code: Code) throws(Diagnostic) {
		var index = range.lowerBound
		while index < range.upperBound {
			switch code.instructions[index] {
			case .text(let start, let end):
				appendText(code.text, Int(start)..<Int(end))
				index += 1
			case .variable(let tag, let escapes):
				if let value = stack.lookup(code.tags[Int(tag)], keys: code.keys, fingerprints: code.fingerprints) {
					try interpolate(value, escapes: escapes, tag: Int(tag), code)
				} else if strict {
					throw failure(stack.explainMissing(code.program.tagNames[Int(tag)]), at: code.program.tagPositions[Int(tag)], code)
				}
				index += 1
			case .section(let tag, let inverted, let end):
				let value = stack.lookup(code.tags[Int(tag)], keys: code.keys, fingerprints: code.fingerprints)
				if value == nil && strict {
					throw failure(stack.explainMissing(code.program.tagNames[Int(tag)]), at: code.program.tagPositions[Int(tag)], code)
				}
				try renderSection(value ?? .null, inverted: inverted, body: (index + 1)..<Int(end), at: code.program.tagPositions[Int(tag)], code)
				index = Int(end)
			case .partial(let partial):
				let call = code.program.partials[Int(partial)]
				if let template = try template(call.target, at: call.position, code) {
					try include(template, indentation: call.indentation, at: call.position, code)
				}
				index += 1
			case .parent(let parent, let end):
				let call = code.program.parents[Int(parent)]
				if let template = try template(call.target, at: call.position, code) {
					overrides.append(Overrides(program: code.program, blocks: call.blocks))
					try include(template, indentation: call.indentation, at: call.position, code)
					overrides.removeLast()
				}
				index = Int(end)
			case .block(let block, let end):
				let tag = code.program.blocks[Int(block)]
				try enter(at: tag.position, code)
				try renderBlock(tag, body: (index + 1)..<Int(end), code)
				nesting -= 1
				index = Int(end)
			}
		}
	}

	private mutating func interpolate(_ value: TemplateValue, escapes: Bool, tag: Int, _ code: Code) throws(Diagnostic) {
		switch value {
		case .string(let text): appendValue(text, escapes: escapes)
		case .number(let text): appendValue(text, escapes: false)
		case .bool(let flag): appendValue(flag ? "true" : "false", escapes: false)
		case .null, .list, .object:
			if strict {
				throw failure("cannot render \(quoted: code.program.tagNames[tag].text): it is \(value.kindName)", at: code.program.tagPositions[tag], code)
			}
		}
	}

	private mutating func renderSection(
		_ value: TemplateValue, inverted: Bool, body: Range<Int>, at position: SourcePosition, _ code: Code
	) throws(Diagnostic) {
		try enter(at: position, code)
		defer { nesting -= 1 }
		if inverted {
			if !value.isTruthy { try run(body, code) }
			return
		}
		switch value {
		case .null, .bool(false):
			break
		case .bool(true):
			try run(body, code)
		case .list(let items):
			for item in items {
				// Each item is a step of its own, so a long list inside a long list is counted.
				try step(at: position, code)
				stack.push(item)
				try run(body, code)
				stack.pop()
			}
		case .number, .string, .object:
			stack.push(value)
			try run(body, code)
			stack.pop()
		}
	}

	/// Goes one level deeper (a section, block or partial), counting a step.
	private mutating func enter(at position: SourcePosition, _ code: Code) throws(Diagnostic) {
		guard nesting < Self.maximumNesting else {
			throw failure(
				"sections, blocks and partials nest more than \(Self.maximumNesting) levels deep while rendering", at: position, code)
		}
		nesting += 1
		try step(at: position, code)
	}

	/// Counts one step of work and checks the work and output budgets; `position` is the tag
	/// being rendered, so an error points at the section or partial that repeats too much.
	private mutating func step(at position: SourcePosition, _ code: Code) throws(Diagnostic) {
		steps += 1
		if steps > maximumSteps {
			throw failure(
				"rendering takes more than \(maximumSteps) steps; sections and partials repeat too much (lists inside lists, a partial including itself)",
				at: position, code)
		}
		if output.count > maximumOutputBytes {
			throw failure("rendering writes more than \(maximumOutputBytes) bytes; sections and partials repeat too much", at: position, code)
		}
	}

	private mutating func renderBlock(_ block: TemplateProgram.Block, body: Range<Int>, _ code: Code) throws(Diagnostic) {
		let saved = indentation
		indentation += block.indentation
		defer { indentation = saved }
		for frame in overrides {
			if let override = frame.blocks[block.name] {
				try run(override, Code(frame.program))
				return
			}
		}
		try run(body, code)
	}

	// MARK: - Partials

	/// The template a partial or parent tag includes, or `nil` (lenient) when there is none.
	private func template(_ target: TemplateProgram.Target, at position: SourcePosition, _ code: Code) throws(Diagnostic) -> Template? {
		let name: String
		switch target {
		case .named(let named):
			name = named
		case .dynamic(let tag):
			let tagName = code.program.tagNames[Int(tag)]
			guard let value = stack.lookup(code.tags[Int(tag)], keys: code.keys, fingerprints: code.fingerprints) else {
				if strict { throw failure(stack.explainMissing(tagName), at: position, code) }
				return nil
			}
			guard case .string(let text) = value else {
				if strict { throw failure("cannot include a partial named by \(quoted: tagName.text): it is \(value.kindName), not a string", at: position, code) }
				return nil
			}
			name = text
		}
		if let template = partials[name] { return template }
		if strict {
			let source = if case .dynamic(let tag) = target { " (the value of \(quoted: code.program.tagNames[Int(tag)].text))" } else { "" }
			throw failure("no partial named \(quoted: name)\(source)\(Suggestion.didYouMean(name, in: partials.keys))", at: position, code)
		}
		return nil
	}

	private mutating func include(_ template: Template, indentation extra: [UInt8], at position: SourcePosition, _ code: Code) throws(Diagnostic) {
		guard includes.count < Self.maximumPartialDepth else {
			throw failure("partials nest more than \(Self.maximumPartialDepth) levels deep; does \(quoted: template.name) include itself without end?", at: position, code)
		}
		try enter(at: position, code)
		defer { nesting -= 1 }
		let saved = indentation
		includes.append(SourceLocation(path: code.program.name, position: position))
		indentation += extra
		let included = Code(template.program)
		try run(0..<included.instructions.count, included)
		indentation = saved
		includes.removeLast()
	}

	// MARK: - Output

	/// Appends template text, indenting each line that starts with something.
	private mutating func appendText(_ text: [UInt8], _ range: Range<Int>) {
		guard !indentation.isEmpty else {
			text.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[range])) }
			return
		}
		var start = range.lowerBound
		while start < range.upperBound {
			let end = text[start..<range.upperBound].firstIndex(of: Self.newline).map { $0 + 1 } ?? range.upperBound
			let length = end - start
			let emptyLine = (length == 1 && text[start] == Self.newline) || (length == 2 && text[start] == UInt8(ascii: "\r") && text[start + 1] == Self.newline)
			if !emptyLine && atLineStart { output.append(indentation) }
			text.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[start..<end])) }
			start = end
		}
	}

	/// Appends an interpolated value; its own line breaks are not indented.
	private mutating func appendValue(_ text: String, escapes: Bool) {
		guard !text.isEmpty else { return }
		if !indentation.isEmpty && atLineStart { output.append(indentation) }
		if escapes && escapesHTML {
			HTMLEscaping.append(text, to: &output)
		} else {
			output.append(text)
		}
	}

	private func failure(_ message: String, at position: SourcePosition, _ code: Code) -> Diagnostic {
		.error(
			message, at: SourceLocation(path: code.program.name, position: position),
			notes: includes.reversed().map { .init("included from here", at: $0) })
	}
}
