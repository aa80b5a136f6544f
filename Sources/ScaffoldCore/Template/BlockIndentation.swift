import ScaffoldBasics

/// Re-indentation of block content (the `~inheritance` rules).
///
/// A block's content is stored relative to its own indentation: the indentation all its
/// lines share is removed when it is parsed, and whatever indentation the block has where
/// it is expanded is added back when it renders. So content written at one depth in a
/// child template lands at the right depth in the parent. Content nested in an inner
/// block is that block's business and is left alone; only the inner block's own
/// indentation moves with the outer one.
enum BlockIndentation {
	/// The indentation shared by `candidate` and every non-blank line starting in `nodes`.
	static func common(_ nodes: [TemplateNode], startingWith candidate: [UInt8]) -> [UInt8] {
		var shared = candidate[...]
		visit(nodes) { indentation in
			shared = shared.prefix(commonPrefixLength(shared, indentation))
		}
		return Array(shared)
	}

	/// `nodes` with `indentation` removed from the start of every line (where present).
	static func strip(_ indentation: [UInt8], from nodes: [TemplateNode]) -> [TemplateNode] {
		guard !indentation.isEmpty else { return nodes }
		return nodes.map { node in
			switch node {
			case .text(var text) where text.startsLine:
				text.bytes.removeFirst(commonPrefixLength(text.bytes, indentation))
				return .text(text)
			case .section(var section):
				section.body = strip(indentation, from: section.body)
				return .section(section)
			case .partial(var partial):
				partial.indentation.removeFirst(commonPrefixLength(partial.indentation, indentation))
				return .partial(partial)
			case .parent(var parent):
				parent.indentation.removeFirst(commonPrefixLength(parent.indentation, indentation))
				return .parent(parent)
			case .block(var block):
				block.indentation.removeFirst(commonPrefixLength(block.indentation, indentation))
				return .block(block)
			case .text, .variable:
				return node
			}
		}
	}

	/// Calls `body` with the indentation of every line start in `nodes` that counts.
	private static func visit(_ nodes: [TemplateNode], _ body: (ArraySlice<UInt8>) -> Void) {
		for node in nodes {
			switch node {
			case .text(let text) where text.startsLine && !text.isBlankLine:
				body(text.bytes.prefix(while: TemplateScanner.isBlank))
			case .section(let section):
				visit(section.body, body)
			case .partial(let partial) where partial.isStandalone:
				body(partial.indentation[...])
			case .parent(let parent) where parent.isStandalone:
				body(parent.indentation[...])
			case .block(let block) where block.isStandalone:
				body(block.indentation[...])
			default:
				break
			}
		}
	}

	private static func commonPrefixLength(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>) -> Int {
		zip(a, b).prefix(while: ==).count
	}
}
