import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

extension Plan {
	/// Width of the status column: the longest status word.
	static let statusWidth = Status.allCases.map(\.rawValue.count).max() ?? 0

	/// The dry-run listing: one aligned line per file, then a summary line.
	///
	/// ```
	///   create     Features/Character/Sources/Data/DTOs/CharacterDTO.swift
	///   update     Features/Character/Sources/Data/CharacterMapper.swift (template changed)
	///   conflict   Features/Character/Sources/Data/CharacterStore.swift (edited by hand)
	/// 3 files: 1 create, 1 update, 1 conflict
	/// ```
	public func renderText() -> String {
		var lines: [String] = []
		for entry in entries {
			let status = entry.status.rawValue
			var line = "  " + status + String(repeating: " ", count: Self.statusWidth - status.count + 2) + entry.path
			if let reason = entry.shownReason { line += " (\(reason))" }
			lines.append(line)
		}
		lines.append(summaryLine)
		return lines.joined(separator: "\n") + "\n"
	}

	/// `3 files: 1 create, 1 update, 1 conflict` (statuses in declaration order, zeros left out).
	public var summaryLine: String {
		if entries.isEmpty { return "no files" }
		// Counted status by status: a `[Status: Int]` costs a first run more in type metadata than the counting.
		let parts = Status.allCases.compactMap { status in
			let count = count(of: status)
			return count == 0 ? nil : "\(count) \(status.rawValue)"
		}
		return "\(entries.count) \(entries.count == 1 ? "file" : "files"): " + parts.joined(separator: ", ")
	}

	/// The `--json` rendering, shape version 1 (documented in `docs/plan.md`):
	///
	/// ```
	/// {
	///   "version": 1,
	///   "files": [
	///     {"path": "A.swift", "status": "update", "reason": "templateChanged", "origin": "Specs/A.json"}
	///   ],
	///   "summary": {"create": 0, "identical": 0, "update": 1, "conflict": 0, "skip": 0, "remove": 0, "merge": 0, "current": false}
	/// }
	/// ```
	public func renderJSON() -> String {
		renderJSON(current: isCurrent, afterFiles: "")
	}

	/// ``renderJSON()`` with `current` as given and `afterFiles` (members, each line ending in
	/// `,\n`) between the files and the summary: what ``CheckReport`` adds.
	func renderJSON(current: Bool, afterFiles: String) -> String {
		var text = "{\n  \"version\": 1,\n  \"files\": ["
		for (index, entry) in entries.enumerated() {
			text += index == 0 ? "\n" : ",\n"
			text += "    {\"path\": \(JSONWriter.quoted(entry.path)), \"status\": \"\(entry.status.rawValue)\", "
			text += "\"reason\": \"\(entry.reason.rawValue)\", \"origin\": \(JSONWriter.quoted(entry.origin))}"
		}
		text += entries.isEmpty ? "],\n" : "\n  ],\n"
		text += afterFiles
		let summary = Status.allCases.map { "\"\($0.rawValue)\": \(count(of: $0))" }
		text += "  \"summary\": {" + summary.joined(separator: ", ") + ", \"current\": \(current)}\n}\n"
		return text
	}

	/// One unified patch over every file applying would change (`--diff`), in path order, that
	/// `git apply` accepts from the project root.
	///
	/// - Parameter includeConflicts: also show how each conflicting file differs from what
	///   scaffold would write (what `--force` would do), e.g. for `check --diff`.
	public func renderDiff(includeConflicts: Bool = false) -> String {
		String(decoding: diffBytes(includeConflicts: includeConflicts), as: UTF8.self)
	}

	/// ``renderDiff(includeConflicts:)`` as bytes, exact even for files that are not valid UTF-8.
	public func diffBytes(includeConflicts: Bool = false) -> [UInt8] {
		var patch: [UInt8] = []
		for entry in entries {
			switch entry.status {
			case .create, .update, .merge:
				patch += UnifiedDiff.filePatch(path: entry.path, old: entry.disk, new: entry.written)
			case .remove:
				patch += UnifiedDiff.filePatch(path: entry.path, old: entry.disk, new: nil)
			case .conflict where includeConflicts && entry.generated != nil:
				patch += UnifiedDiff.filePatch(path: entry.path, old: entry.disk, new: entry.generated)
			case .conflict, .identical, .skip:
				break
			}
		}
		return patch
	}
}
