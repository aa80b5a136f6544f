import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// How a run killed half-way is undone: the decisions of recovery, from its journal and which of
/// its staged files are still there; the executable only carries the actions out.
extension StagingJournal {
	/// One thing to do to the project, relative to the root (and the staging folder for `from`).
	package enum UndoAction: Sendable, Equatable {
		/// A folder the run created: removed when nothing is in it.
		case removeFolderIfEmpty(String)
		/// The old file kept at `from` (a staging name) goes back to `path`.
		case restore(from: String, to: String)
		/// A file the run created where none was: removed if it is there.
		case removeCreated(String)
	}

	/// The actions that undo the run, in reverse order of its steps. `stagedExists(name)` says
	/// whether a staging file (`new-<n>`, `old-<n>`) is still there: renames are atomic, so that
	/// tells exactly how far each step got. A step that never happened needs nothing.
	package func undoActions(stagedExists: (String) -> Bool) -> [UndoAction] {
		steps.reversed().compactMap { step in
			switch step {
			case .folder(let path):
				return .removeFolderIfEmpty(path)
			case .write(let number, true, let path), .delete(let number, let path):
				// The old file was kept as old-<n> before anything replaced or moved it.
				let old = Self.oldName(number)
				return stagedExists(old) ? .restore(from: old, to: path) : nil
			case .write(let number, false, let path):
				// new-<n> still staged: it never moved in, so there is nothing to take away.
				return stagedExists(Self.newName(number)) ? nil : .removeCreated(path)
			}
		}
	}

	/// How many files the run had changed or meant to change (folders left out), for the note.
	package var fileSteps: Int {
		steps.filter { if case .folder = $0 { false } else { true } }.count
	}

	/// `.scaffold-1234-CharacterDTO.swift`: the temporary names scaffold used beside generated
	/// files before staging, which a killed run of such a version left behind.
	package static func isLegacyTemporary(_ name: String) -> Bool {
		guard name.hasPrefix(".scaffold-") else { return false }
		let rest = name.dropFirst(".scaffold-".count)
		let digits = rest.prefix { $0.isASCII && $0.isNumber }
		return !digits.isEmpty && rest.dropFirst(digits.count).hasPrefix("-") && rest.count > digits.count + 1
	}
}
