import ScaffoldBasics

extension DirectLayout {
	/// The import lines read since the last other line, at one level: written when the run ends,
	/// as they are when they are in order, sorted by ``ImportOrdering`` otherwise (templates list
	/// imports by role, and the project names the modules).
	struct ImportRun {
		private var lines: [(start: Int, body: Int, end: Int, level: Int)] = []
		private var inOrder = true

		/// Adds the import line from `start` to `end` (its text from `body`) at `level`; a line at
		/// another level than the run's ends the run first.
		mutating func append(start: Int, body: Int, end: Int, level: Int, _ bytes: UnsafeBufferPointer<UInt8>, output: inout Output) {
			if let last = lines.last, last.level != level { flush(into: &output, bytes) }
			if let last = lines.last,
				ImportOrdering.sortsBefore(UnsafeBufferPointer(rebasing: bytes[body..<end]), UnsafeBufferPointer(rebasing: bytes[last.body..<last.end]))
			{
				inOrder = false
			}
			lines.append((start, body, end, level))
		}

		/// Writes the run, and starts a new one.
		@inline(__always)
		mutating func flush(into output: inout Output, _ bytes: UnsafeBufferPointer<UInt8>) {
			// Called before every line that is not an import: most find no run, and pay no call.
			if !lines.isEmpty { write(into: &output, bytes) }
		}

		private mutating func write(into output: inout Output, _ bytes: UnsafeBufferPointer<UInt8>) {
			if inOrder {
				for line in lines { output.code(start: line.start, body: line.body, end: line.end, level: line.level) }
			} else {
				let run = lines.map { SwiftLayout.Line(level: $0.level, text: String(decoding: UnsafeBufferPointer(rebasing: bytes[$0.body..<$0.end]), as: UTF8.self)) }
				output.pieces(ImportOrdering.sorted(run[...]), start: lines[0].start)
			}
			lines.removeAll(keepingCapacity: true)
			inOrder = true
		}
	}
}
