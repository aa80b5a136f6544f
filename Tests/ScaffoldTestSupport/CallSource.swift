import Foundation
import Testing

/// The text of a helper's call as the test wrote it, read back from the test's source file when an expectation
/// fails: a plain function cannot see the expression it was given, as a macro does, but its caller's
/// `#filePath`, `#line` and `#column` say where the expression is written.
///
/// The file is read only for a failure; where it cannot be read (a test binary moved away from its sources),
/// the issue says so and keeps the values and the caller's line.
public enum CallSource {
	/// The call at `location`, from its first character to its closing parenthesis (at most a dozen lines),
	/// or `nil` when the file cannot be read or the call does not close.
	public static func text(at location: Testing.SourceLocation) -> String? {
		guard let source = try? String(contentsOfFile: location.filePath, encoding: .utf8) else { return nil }
		let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
		guard location.line >= 1, location.line <= lines.count else { return nil }
		let first = lines[location.line - 1].utf8
		// `#column` counts UTF-8 bytes from 1; a column past the line's end means the line was edited since.
		guard location.column >= 1, location.column <= first.count + 1 else { return nil }
		var start = first.index(first.startIndex, offsetBy: location.column - 1)
		// A default argument's `#column` is where the argument list opens: the callee's name (`expectTrue`,
		// `project.expectExists`) is what stands right before it.
		while start > first.startIndex, Self.isNamePart(first[first.index(before: start)]) {
			start = first.index(before: start)
		}
		var call = String(Substring(first[start...]))
		var next = location.line
		while true {
			if let end = closingIndex(in: call) { return String(call[...end]) }
			guard next < lines.count, next < location.line + 12 else { return nil }
			call += "\n" + lines[next]
			next += 1
		}
	}

	/// `comment` followed by the call as written, for an `#expect` inside a helper: Swift Testing prints the
	/// helper's own operands, and this says which of the caller's expressions they came from.
	public static func note(_ comment: Comment?, at location: Testing.SourceLocation) -> Comment {
		let call = text(at: location) ?? "(the call's source could not be read)"
		return Comment(rawValue: [comment?.rawValue, call].compactMap { $0 }.joined(separator: "\n"))
	}

	/// The issue of a helper that checks a Boolean: the call as written and what it found, then `comment`.
	public static func failure(_ finding: String, _ comment: Comment?, at location: Testing.SourceLocation) -> Comment {
		let call = text(at: location) ?? "the condition"
		return Comment(rawValue: [call + " " + finding, comment?.rawValue].compactMap { $0 }.joined(separator: "\n"))
	}

	/// Whether `byte` is part of a name or of a chain of them (`project.expectExists`).
	static func isNamePart(_ byte: UInt8) -> Bool {
		switch byte {
		case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
			UInt8(ascii: "_"), UInt8(ascii: "."):
			true
		default: false
		}
	}

	/// The index of the parenthesis that closes the first one in `text`, skipping string literals (escapes and
	/// interpolations included); `nil` when `text` ends first. Raw and multi-line literals are read as plain ones,
	/// which is enough for the calls a test writes; a call this misreads is quoted as "the condition".
	static func closingIndex(in text: String) -> String.Index? {
		// One entry per open parenthesis: whether it opened an interpolation, after which the string goes on.
		var open: [Bool] = []
		var inString = false
		var index = text.startIndex
		while index < text.endIndex {
			let character = text[index]
			if inString {
				if character == "\\" {
					index = text.index(after: index)
					guard index < text.endIndex else { return nil }
					if text[index] == "(" {
						open.append(true)
						inString = false
					}
				} else if character == "\"" {
					inString = false
				}
			} else if character == "\"" {
				inString = true
			} else if character == "(" {
				open.append(false)
			} else if character == ")" {
				guard let interpolation = open.popLast() else { return nil }
				if interpolation {
					inString = true
				} else if open.isEmpty {
					return index
				}
			}
			index = text.index(after: index)
		}
		return nil
	}
}
