import Foundation
import Testing

/// The fenced code blocks of `docs/integration.md`, so the tests check the very snippets users copy.
///
/// A block's info string is its language, optionally followed by a label naming the file it
/// belongs in: ```` ```json .vscode/tasks.json ````.
struct IntegrationDoc {
	/// One fenced code block.
	struct Block {
		/// The first word of the info string (`json`, `bash`, …).
		var language: String
		/// The rest of the info string, or `""`.
		var label: String
		/// The lines between the fences, each followed by a newline.
		var text: String
		/// The 1-based line of the opening fence, for failure messages.
		var line: Int
	}

	static let path = "docs/integration.md"

	var blocks: [Block]

	/// Reads and splits the document of the repository.
	static func load() throws -> IntegrationDoc {
		IntegrationDoc(markdown: try RepositoryFiles.text(path))
	}

	/// Splits Markdown into its fenced blocks (fences at the start of a line, as the document writes them).
	init(markdown: String) {
		var blocks: [Block] = []
		var open: Block?
		for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
			if var block = open {
				if line == "```" {
					blocks.append(block)
					open = nil
				} else {
					block.text += line + "\n"
					open = block
				}
			} else if line.hasPrefix("```") {
				let info = line.dropFirst(3).split(separator: " ", maxSplits: 1).map(String.init)
				open = Block(language: info.first ?? "", label: info.count > 1 ? info[1] : "", text: "", line: index + 1)
			}
		}
		self.blocks = blocks
	}

	/// The one block labelled `label`; fails the test when there is none or more than one.
	func block(labelled label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Block {
		let matching = blocks.filter { $0.label == label }
		#expect(matching.count == 1, "\(Self.path) should have exactly one block labelled '\(label)'", sourceLocation: sourceLocation)
		return try #require(matching.first, sourceLocation: sourceLocation)
	}
}
