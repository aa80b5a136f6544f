import ScaffoldBasics

/// A parsed template flattened for rendering.
///
/// The node tree is convenient to build but slow to walk: every node copied out of an
/// array retains the arrays and strings inside it. Here every instruction holds only
/// integers, the bodies of sections, blocks and parents follow their instruction
/// directly, and everything else sits in side tables; so the render loop costs no
/// reference counting per instruction.
package final class TemplateProgram: Sendable {
	/// One rendering step.
	enum Instruction: Equatable {
		/// Append `text[start..<end]`.
		case text(start: Int32, end: Int32)
		/// Interpolate the name `tags[tag]`.
		case variable(tag: Int32, escapes: Bool)
		/// A section on `tags[tag]` whose body is the instructions up to `end`.
		case section(tag: Int32, inverted: Bool, end: Int32)
		/// Include `partials[index]`.
		case partial(index: Int32)
		/// Include `parents[index]`; its overriding blocks are the instructions up to `end`.
		case parent(index: Int32, end: Int32)
		/// Render `blocks[index]` (or its override); its default body runs up to `end`.
		case block(index: Int32, end: Int32)
	}

	/// A name used by a tag: its keys are `keys[firstKey..<firstKey + keyCount]` (none for `.`).
	struct Tag: Equatable {
		let firstKey: Int32
		let keyCount: Int32
	}

	/// A partial tag's target and indentation.
	struct Partial: Equatable {
		let target: Target
		let indentation: [UInt8]
		let position: SourcePosition
	}

	/// A parent tag: target, indentation, and where each overriding block's body is.
	struct Parent: Equatable {
		let target: Target
		let indentation: [UInt8]
		let blocks: [String: Range<Int>]
		let position: SourcePosition
	}

	/// A block: its name and the indentation its content gets where it is expanded.
	struct Block: Equatable {
		let name: String
		let indentation: [UInt8]
		let position: SourcePosition
	}

	/// A template named as written, or by the value of `tags[index]`.
	enum Target: Equatable {
		case named(String)
		case dynamic(tag: Int32)
	}

	/// The template's name, for error locations.
	let name: String
	let text: [UInt8]
	let instructions: [Instruction]
	let keys: [String]
	/// ``TemplateObject/fingerprint(of:)`` of each key, computed once here instead of per lookup.
	let keyFingerprints: [UInt32]
	let tags: [Tag]
	/// Per tag: the name as written and where the tag is (only errors need these).
	let tagNames: [TagName]
	let tagPositions: [SourcePosition]
	let partials: [Partial]
	let parents: [Parent]
	let blocks: [Block]

	/// Everything a program holds but its name, as a compiler builds it.
	package struct Tables: Equatable {
		var text: [UInt8] = []
		var instructions: [Instruction] = []
		var keys: [String] = []
		/// ``TemplateObject/fingerprint(of:)`` of each key.
		var keyFingerprints: [UInt32] = []
		var tags: [Tag] = []
		var tagNames: [TagName] = []
		var tagPositions: [SourcePosition] = []
		var partials: [Partial] = []
		var parents: [Parent] = []
		var blocks: [Block] = []

		/// Adds a tag for `name` and returns its index; `fingerprint` is that of a one-key name, when
		/// the caller computed it already.
		mutating func addTag(_ name: TagName, at position: SourcePosition, fingerprint: UInt32? = nil) -> Int32 {
			tags.append(Tag(firstKey: Int32(keys.count), keyCount: Int32(name.parts.count)))
			if let fingerprint, name.parts.count == 1 {
				keys.append(name.parts[0])
				keyFingerprints.append(fingerprint)
			} else {
				keys.append(contentsOf: name.parts)
				for part in name.parts { keyFingerprints.append(TemplateObject.fingerprint(of: part)) }
			}
			tagNames.append(name)
			tagPositions.append(position)
			return Int32(tags.count - 1)
		}

		/// Appends a placeholder for an instruction whose `end` is known only after its body.
		mutating func reserve() -> Int {
			instructions.append(.text(start: 0, end: 0))
			return instructions.count - 1
		}
	}

	/// Compiles a node tree (see ``Template/parse(name:source:)``).
	package convenience init(name: String, nodes: [TemplateNode]) {
		var compiler = Compiler()
		compiler.compile(nodes)
		self.init(name: name, tables: compiler.tables)
	}

	init(name: String, tables: Tables) {
		self.name = name
		self.text = tables.text
		self.instructions = tables.instructions
		self.keys = tables.keys
		self.keyFingerprints = tables.keyFingerprints
		self.tags = tables.tags
		self.tagNames = tables.tagNames
		self.tagPositions = tables.tagPositions
		self.partials = tables.partials
		self.parents = tables.parents
		self.blocks = tables.blocks
	}

	/// The tables again, to compare two compilers' work.
	package var tables: Tables {
		Tables(
			text: text, instructions: instructions, keys: keys, keyFingerprints: keyFingerprints, tags: tags, tagNames: tagNames, tagPositions: tagPositions,
			partials: partials, parents: parents, blocks: blocks)
	}

	/// Builds the tables from the node tree.
	private struct Compiler {
		var tables = Tables()

		mutating func compile(_ nodes: [TemplateNode]) {
			for node in nodes {
				switch node {
				case .text(let node):
					let start = Int32(tables.text.count)
					tables.text.append(contentsOf: node.bytes)
					tables.instructions.append(.text(start: start, end: Int32(tables.text.count)))
				case .variable(let tag):
					tables.instructions.append(.variable(tag: tables.addTag(tag.name, at: tag.position), escapes: tag.escapes))
				case .section(let tag):
					let at = tables.reserve()
					let index = tables.addTag(tag.name, at: tag.position)
					compile(tag.body)
					tables.instructions[at] = .section(tag: index, inverted: tag.inverted, end: Int32(tables.instructions.count))
				case .partial(let tag):
					tables.partials.append(Partial(target: target(tag.target, at: tag.position), indentation: tag.indentation, position: tag.position))
					tables.instructions.append(.partial(index: Int32(tables.partials.count - 1)))
				case .parent(let tag):
					let at = tables.reserve()
					var bodies: [String: Range<Int>] = [:]
					for block in tag.blocks.values.sorted(by: { $0.position < $1.position }) {
						let start = tables.instructions.count
						compile(block.body)
						bodies[block.name] = start..<tables.instructions.count
					}
					tables.parents.append(Parent(target: target(tag.target, at: tag.position), indentation: tag.indentation, blocks: bodies, position: tag.position))
					tables.instructions[at] = .parent(index: Int32(tables.parents.count - 1), end: Int32(tables.instructions.count))
				case .block(let tag):
					let at = tables.reserve()
					tables.blocks.append(Block(name: tag.name, indentation: tag.indentation, position: tag.position))
					let index = Int32(tables.blocks.count - 1)
					compile(tag.body)
					tables.instructions[at] = .block(index: index, end: Int32(tables.instructions.count))
				}
			}
		}

		private mutating func target(_ target: PartialTarget, at position: SourcePosition) -> Target {
			switch target {
			case .named(let name): .named(name)
			case .dynamic(let name): .dynamic(tag: tables.addTag(name, at: position))
			}
		}
	}
}
