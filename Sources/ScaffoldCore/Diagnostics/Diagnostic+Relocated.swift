extension Diagnostic {
	/// The diagnostic with every location (its own and its notes') whose path is a key of
	/// `paths` moved to that path's value, keeping line and column.
	///
	/// The template engine names templates as partial tags do (`Feature/DTO`); people want the
	/// file the template came from (`Templates/Feature/DTO.swift.mustache`). Generation and
	/// `scaffold render` both relocate through this one function.
	package func relocated(_ paths: [String: String]) -> Diagnostic {
		var copy = self
		copy.location = location.map { $0.relocated(paths) }
		copy.notes = notes.map { note in
			var note = note
			note.location = note.location.map { $0.relocated(paths) }
			return note
		}
		return copy
	}
}

extension SourceLocation {
	fileprivate func relocated(_ paths: [String: String]) -> SourceLocation {
		guard let path = paths[self.path] else { return self }
		return SourceLocation(path: path, position: position)
	}
}
