import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Reads the SwiftData files scaffold generated (a container, a model, a value-type struct) back
/// as text, for ``SwiftDataFreezing``: plain line scanning, since scaffold wrote them.
enum SwiftDataModelFiles {
	/// The types written `Name.self` between `marker` and the first `end` after it, in order.
	static func models(in text: String, after marker: String, upTo end: String) -> [String] {
		guard let start = text.firstRange(of: marker) else { return [] }
		let rest = text[start.upperBound...]
		let region = rest.firstRange(of: end).map { rest[..<$0.lowerBound] } ?? rest
		return region.split(whereSeparator: { $0 == "," || $0.isWhitespace || $0 == "[" || $0 == "]" }).compactMap { item in
			item.hasSuffix(".self") ? String(item.dropLast(".self".count)) : nil
		}
	}

	/// The declarations of a generated file: what follows its last `import` line, up to its
	/// closing `#endif`, without blank lines around; nil for a file not shaped so.
	static func declarations(in text: String) -> String? {
		let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
		guard let lastImport = lines.lastIndex(where: { $0.hasPrefix("import ") }),
			let end = lines.lastIndex(where: { $0 == "#endif" }), end > lastImport
		else { return nil }
		let body = lines[(lastImport + 1)..<end].drop { $0.isEmpty }
		let trimmed = body.reversed().drop { $0.isEmpty }.reversed()
		return trimmed.isEmpty ? nil : trimmed.joined(separator: "\n")
	}

	/// The `…Entity` type names a declaration spells, in order of first use.
	static func entityNames(in text: String) -> [String] {
		var seen: Set<String> = []
		return text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter {
			$0.first?.isUppercase == true && $0.hasSuffix("Entity") && seen.insert($0).inserted
		}
	}

	/// `text` one level deeper, as the members of the frozen schema's extension: a tab, which the
	/// generator turns into the project's indentation.
	static func indented(_ text: String) -> String {
		text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "\t" + $0 }.joined(separator: "\n")
	}
}
