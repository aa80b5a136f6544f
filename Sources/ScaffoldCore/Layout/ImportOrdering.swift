import ScaffoldBasics

/// Each run of consecutive `import` lines sorted as swift-format's `OrderedImports` rule wants:
/// plain imports by module name, then `@testable` ones by module name. Templates list imports
/// by role (`Foundation`, `Testing`, then the app's modules), whose names the project chooses.
enum ImportOrdering {
	static func apply(to lines: inout [SwiftLayout.Line]) {
		var start = 0
		while start < lines.count {
			guard isImport(lines[start]) else {
				start += 1
				continue
			}
			var end = start
			while end < lines.count && isImport(lines[end]) && lines[end].level == lines[start].level { end += 1 }
			if end - start > 1 {
				lines.replaceSubrange(start..<end, with: sorted(lines[start..<end]))
			}
			start = end
		}
	}

	/// A run of import lines in the order the rule wants.
	static func sorted(_ run: ArraySlice<SwiftLayout.Line>) -> [SwiftLayout.Line] {
		run.sorted { order($0) < order($1) }
	}

	/// Whether `body` (a line of code without its indentation) is an import this pass sorts.
	static func isImport(_ body: UnsafeBufferPointer<UInt8>) -> Bool {
		body.hasBytes(prefix: "import ") || body.hasBytes(prefix: "@testable import ")
	}

	/// Whether the import `later` sorts before `earlier`, the one just above it (and so would move).
	static func sortsBefore(_ later: UnsafeBufferPointer<UInt8>, _ earlier: UnsafeBufferPointer<UInt8>) -> Bool {
		key(later) < key(earlier)
	}

	private static func key(_ body: UnsafeBufferPointer<UInt8>) -> SortKey {
		let testable = body.first == UInt8(ascii: "@")
		return SortKey(testable: testable, module: Array(body.dropFirst(testable ? "@testable import ".utf8.count : "import ".utf8.count)))
	}

	private static func isImport(_ line: SwiftLayout.Line) -> Bool {
		line.kind == .code && (line.text.hasBytes(prefix: "import ") || line.text.hasBytes(prefix: "@testable import "))
	}

	/// Plain imports first, then by module name (byte order, as the rule compares).
	private static func order(_ line: SwiftLayout.Line) -> SortKey {
		let testable = line.text.utf8.first == UInt8(ascii: "@")
		let module = line.text.dropFirst(testable ? "@testable import ".count : "import ".count)
		return SortKey(testable: testable, module: Array(module.utf8))
	}

	private struct SortKey: Comparable {
		var testable: Bool
		var module: [UInt8]

		static func < (lhs: SortKey, rhs: SortKey) -> Bool {
			if lhs.testable != rhs.testable { return !lhs.testable }
			return lhs.module.lexicographicallyPrecedes(rhs.module)
		}
	}
}
