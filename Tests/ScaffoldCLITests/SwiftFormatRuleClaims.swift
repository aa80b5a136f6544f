import Foundation

/// Which of SwiftFormatLintTests' setups holds which file to swift-format's rules.
///
/// `swift format lint` makes two checks of a file: its rules (syntax-tree visitors: semicolons, names,
/// parentheses, imports' order, …) and its pretty-printer's whitespace check. The whitespace check reads
/// the setup's style (indentation, line length), so every setup runs it over every file. The rules read
/// the syntax and the line breaks but not how deep a line is indented
/// (`SwiftFormatLintTests.theRulesReadNoIndentation` holds swift-format to that), and of the three
/// setups' files only about half differ in more than their lines' leading white space (2,671 of 5,376
/// when this was written): the two setups of 120 columns lay out every line alike, in tabs or in
/// spaces. So a file's text with each line's leading spaces and tabs removed is claimed by the first
/// setup that reaches it; that setup lints the file with the rules and the whitespace check, as
/// before, and the others with the whitespace check alone. A rule's finding fails the setup that
/// claimed the file, whichever order Swift Testing runs them in.
final class SwiftFormatRuleClaims: @unchecked Sendable {
	/// The claims of this test process.
	static let shared = SwiftFormatRuleClaims()

	private let lock = NSLock()
	private var claimed: Set<String> = []

	/// `files` (relative to `root`) split into those whose text (without indentation) no setup claimed
	/// before, now claimed, and the rest.
	func claim(_ files: [String], in root: URL) throws -> (rules: [String], whitespaceOnly: [String]) {
		let keys = try files.map { try Self.unindented(Data(contentsOf: root.appendingPathComponent($0))) }
		lock.lock()
		defer { lock.unlock() }
		var rules: [String] = []
		var whitespaceOnly: [String] = []
		for (file, key) in zip(files, keys) {
			// A text that is not UTF-8 claims nothing: it is linted whole wherever it is.
			if let key, !claimed.insert(key).inserted {
				whitespaceOnly.append(file)
			} else {
				rules.append(file)
			}
		}
		return (rules, whitespaceOnly)
	}

	/// The text with the spaces and tabs that begin each line removed; every other byte, line breaks
	/// included, kept; `nil` when the bytes are not UTF-8.
	static func unindented(_ data: Data) -> String? {
		data.withUnsafeBytes { raw in
			let bytes = raw.bindMemory(to: UInt8.self)
			var kept: [UInt8] = []
			kept.reserveCapacity(bytes.count)
			var lineStart = true
			var index = 0
			while index < bytes.count {
				let byte = bytes[index]
				index += 1
				if lineStart, byte == 0x20 || byte == 0x09 { continue }
				lineStart = byte == 0x0A
				kept.append(byte)
			}
			return String(validating: kept, as: UTF8.self)
		}
	}
}
