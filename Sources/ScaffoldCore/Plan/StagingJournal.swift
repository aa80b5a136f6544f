import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// What a staged apply is about to do, written into its staging folder before the first file
/// is replaced, so the next run can undo the changes of a run killed half-way (kill -9, power
/// loss). One line per step, tab-separated, paths relative to the root:
///
/// ```
/// folder	Features/Character/Sources
/// write	0	replace	Features/Character/Sources/A.swift
/// delete	1	Features/Character/Sources/Old.swift
/// ```
///
/// A `write` puts `new-<n>` at its path, first keeping the old file as `old-<n>` when it
/// `replace`s one; a `delete` moves the file to `old-<n>`. Renames are atomic, so which of
/// `new-<n>`/`old-<n>` still exist tells exactly how far each step got.
package struct StagingJournal: Sendable, Equatable {
	package enum Step: Sendable, Equatable {
		/// A folder the run creates (absent when it was planned).
		case folder(String)
		/// A file written; `replacing` when one was there before.
		case write(Int, replacing: Bool, String)
		/// A file deleted.
		case delete(Int, String)
	}

	/// The file name of the journal inside the staging folder.
	package static let fileName = "journal"
	/// Renamed from ``fileName`` once every step is done: the run is complete and only its
	/// staging files are left to remove.
	package static let committedName = "committed"

	package var steps: [Step]

	/// The journal's bytes.
	package func serialized() -> [UInt8] {
		let lines = steps.map { step in
			switch step {
			case .folder(let path): "folder\t\(path)"
			case .write(let number, let replacing, let path): "write\t\(number)\t\(replacing ? "replace" : "create")\t\(path)"
			case .delete(let number, let path): "delete\t\(number)\t\(path)"
			}
		}
		return Array((lines.joined(separator: "\n") + "\n").utf8)
	}

	/// Reads a journal; `nil` when it is damaged (then nothing is undone: guessing could do harm).
	package init?(bytes: [UInt8]) {
		guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
		var steps: [Step] = []
		for line in text.split(separator: "\n") {
			let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
			switch (fields.first, fields.count) {
			case ("folder", 2): steps.append(.folder(fields[1]))
			case ("write", 4):
				guard let number = Int(fields[1]), ["replace", "create"].contains(fields[2]) else { return nil }
				steps.append(.write(number, replacing: fields[2] == "replace", fields[3]))
			case ("delete", 3):
				guard let number = Int(fields[1]) else { return nil }
				steps.append(.delete(number, fields[2]))
			default: return nil
			}
		}
		self.steps = steps
	}

	/// A journal of `steps`, in the order the run takes them.
	package init(steps: [Step]) {
		self.steps = steps
	}

	/// The staged new contents of step `number`.
	package static func newName(_ number: Int) -> String { "new-\(number)" }
	/// The kept old contents of step `number`.
	package static func oldName(_ number: Int) -> String { "old-\(number)" }
}
