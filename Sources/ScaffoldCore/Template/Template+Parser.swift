import ScaffoldBasics

extension Template {
	/// Parses source into nodes, collecting every error rather than stopping at the first.
	package static func parse(name: String, source: String) -> (nodes: [TemplateNode], diagnostics: [Diagnostic]) {
		var scanner = TemplateScanner(path: name, source: source)
		scanner.scan()
		var builder = TemplateTreeBuilder(path: name)
		for token in scanner.tokens { builder.add(token) }
		let nodes = builder.finish(reportUnclosed: !scanner.stoppedEarly)
		let diagnostics = (scanner.diagnostics + builder.diagnostics).sorted { $0.location ?? .init(path: name, position: nil) < $1.location ?? .init(path: name, position: nil) }
		return (nodes, diagnostics)
	}
}

/// Turns the scanner's flat tokens into a tree of nodes, matching every closing tag to
/// its opening tag and recovering from mismatches so that later errors are found too.
struct TemplateTreeBuilder {
	/// Sections, parents and blocks nested deeper than this are an error: every later stage
	/// (merging texts, compiling, rendering) walks the tree by recursion, so its depth must
	/// not be the input's to choose. Real templates nest a handful of levels.
	static let maximumDepth = 100

	/// A section, parent or block whose closing tag has not been seen yet.
	private struct Frame {
		let tag: ScannedTag
		/// The name a closing tag must repeat.
		let name: String
		/// For a parent tag: the template it includes.
		var target: PartialTarget?
		var nodes: [TemplateNode] = []
	}

	let path: String
	private(set) var diagnostics: [Diagnostic] = []
	private var root: [TemplateNode] = []
	private var frames: [Frame] = []
	/// Opening tags past ``maximumDepth`` that were reported and skipped; their closing tags
	/// are skipped too, so one mistake gives one error.
	private var skippedDepth = 0

	init(path: String) {
		self.path = path
	}

	mutating func add(_ token: ScannedToken) {
		switch token {
		case .text(let text):
			append(.text(text))
		case .tag(let tag):
			add(tag)
		}
	}

	/// The finished nodes; open sections left at the end are reported unless told otherwise
	/// (after an unclosed tag they are a consequence, not a separate mistake).
	mutating func finish(reportUnclosed: Bool) -> [TemplateNode] {
		// Past the depth limit, the sections left open are a consequence of that one error.
		if reportUnclosed && skippedDepth == 0 {
			for frame in frames {
				report("unclosed \(Self.describe(frame.tag.kind)) \(quoted: frame.name)", at: frame.tag.position)
			}
		}
		while !frames.isEmpty { closeFrame() }
		return TextMerger.merge(root)
	}

	// MARK: - Tags

	private mutating func add(_ tag: ScannedTag) {
		switch tag.kind {
		case .comment, .delimiters:
			break
		case .variable(let escapes):
			guard let name = validName(tag) else { return }
			append(.variable(VariableTag(name: name, escapes: escapes, position: tag.position)))
		case .section, .inverted:
			guard validName(tag) != nil else { return }
			open(Frame(tag: tag, name: tag.content))
		case .block:
			guard validPlainName(tag) else { return }
			open(Frame(tag: tag, name: tag.content))
		case .parent:
			guard let target = target(of: tag) else { return }
			open(Frame(tag: tag, name: target.text, target: target))
		case .partial:
			guard let target = target(of: tag) else { return }
			append(.partial(PartialTag(target: target, indentation: tag.standalone ? tag.lineIndentation : [], isStandalone: tag.standalone, position: tag.position)))
		case .close:
			closeTag(tag)
		}
	}

	private mutating func open(_ frame: Frame) {
		guard frames.count < Self.maximumDepth, skippedDepth == 0 else {
			if skippedDepth == 0 {
				report(
					"sections, parents and blocks nest more than \(Self.maximumDepth) levels deep here; a template may nest at most \(Self.maximumDepth)",
					at: frame.tag.position)
			}
			skippedDepth += 1
			return
		}
		frames.append(frame)
	}

	private mutating func closeTag(_ tag: ScannedTag) {
		if skippedDepth > 0 {
			skippedDepth -= 1
			return
		}
		let name = tag.content.hasPrefix("*") ? "*" + TagName.trimmed(tag.content.dropFirst()) : tag.content
		guard let top = frames.last else {
			report("unexpected closing tag \(quoted: name); no section is open", at: tag.position)
			return
		}
		if top.name != name {
			report(
				"closing tag \(quoted: name) does not match open \(Self.describe(top.tag.kind)) \(quoted: top.name)", at: tag.position,
				notes: [.init("\(Self.describe(top.tag.kind)) \(quoted: top.name) opened here", at: SourceLocation(path: path, position: top.tag.position))])
			// Close up to the section it names; if it names none, take it as a typo for the innermost one.
			if let match = frames.lastIndex(where: { $0.name == name }) {
				while frames.count > match + 1 { closeFrame() }
			}
		}
		closeFrame()
	}

	/// Turns the innermost open frame into a node of its parent.
	private mutating func closeFrame() {
		let frame = frames.removeLast()
		let tag = frame.tag
		switch tag.kind {
		case .section, .inverted:
			append(.section(SectionTag(name: TagName(frame.name), inverted: tag.kind == .inverted, body: frame.nodes, position: tag.position)))
		case .block:
			let candidate = tag.standalone ? tag.nextLineIndentation : tag.lineIndentation
			let indentation = BlockIndentation.common(frame.nodes, startingWith: candidate)
			let body = BlockIndentation.strip(indentation, from: frame.nodes)
			append(.block(BlockTag(name: frame.name, body: body, indentation: indentation, isStandalone: tag.standalone, position: tag.position)))
		case .parent:
			guard let target = frame.target else { preconditionFailure("a parent frame always has a target") }
			// Only blocks count inside a parent; other text and tags are ignored, as the spec says.
			var blocks: [String: BlockTag] = [:]
			for case .block(let block) in frame.nodes where blocks[block.name] == nil { blocks[block.name] = block }
			append(.parent(ParentTag(target: target, indentation: tag.standalone ? tag.lineIndentation : [], isStandalone: tag.standalone, blocks: blocks, position: tag.position)))
		default:
			preconditionFailure("only sections, parents and blocks open frames")
		}
	}

	// MARK: - Names

	private mutating func validName(_ tag: ScannedTag) -> TagName? {
		guard !tag.content.isEmpty else {
			report("missing name in tag", at: tag.position)
			return nil
		}
		if let problem = TagName.problem(with: tag.content) {
			report(problem, at: tag.position)
			return nil
		}
		return TagName(tag.content)
	}

	private mutating func validPlainName(_ tag: ScannedTag) -> Bool {
		guard !tag.content.isEmpty else {
			report("missing name in tag", at: tag.position)
			return false
		}
		if tag.content.contains(where: \.isWhitespace) {
			report("invalid name \(quoted: tag.content): names cannot contain whitespace", at: tag.position)
			return false
		}
		return true
	}

	/// The template a partial or parent tag names: `name`, or `*name` for a dynamic name.
	private mutating func target(of tag: ScannedTag) -> PartialTarget? {
		guard tag.content.hasPrefix("*") else {
			return validPlainName(tag) ? .named(tag.content) : nil
		}
		let dynamic = ScannedTag(kind: tag.kind, content: TagName.trimmed(tag.content.dropFirst()), position: tag.position)
		return validName(dynamic).map(PartialTarget.dynamic)
	}

	private static func describe(_ kind: ScannedTag.Kind) -> String {
		switch kind {
		case .inverted: "inverted section"
		case .parent: "parent"
		case .block: "block"
		default: "section"
		}
	}

	// MARK: - Helpers

	private mutating func append(_ node: TemplateNode) {
		if frames.isEmpty {
			root.append(node)
		} else {
			frames[frames.count - 1].nodes.append(node)
		}
	}

	private mutating func report(_ message: String, at position: SourcePosition, notes: [Diagnostic.Note] = []) {
		diagnostics.append(.error(message, at: SourceLocation(path: path, position: position), notes: notes))
	}
}

/// Joins adjacent texts once parsing is done, so rendering appends one run per text.
enum TextMerger {
	static func merge(_ nodes: [TemplateNode]) -> [TemplateNode] {
		var merged: [TemplateNode] = []
		merged.reserveCapacity(nodes.count)
		for node in nodes {
			switch node {
			case .text(let text):
				guard !text.bytes.isEmpty else { continue }
				if case .text(var previous)? = merged.last {
					// Taken out first, so that its bytes have one owner and grow in place rather than being copied.
					merged.removeLast()
					previous.bytes.append(contentsOf: text.bytes)
					merged.append(.text(previous))
				} else {
					merged.append(.text(TextNode(bytes: text.bytes)))
				}
			case .section(var section):
				section.body = merge(section.body)
				merged.append(.section(section))
			case .block(var block):
				block.body = merge(block.body)
				merged.append(.block(block))
			case .parent(var parent):
				parent.blocks = parent.blocks.mapValues { block in
					var block = block
					block.body = merge(block.body)
					return block
				}
				merged.append(.parent(parent))
			case .variable, .partial:
				merged.append(node)
			}
		}
		return merged
	}
}
