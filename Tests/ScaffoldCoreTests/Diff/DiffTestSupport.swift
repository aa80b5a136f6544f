import ScaffoldCore

/// A small deterministic generator (SplitMix64), so randomised tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
	private var state: UInt64

	init(seed: UInt64) {
		state = seed
	}

	mutating func next() -> UInt64 {
		state &+= 0x9E37_79B9_7F4A_7C15
		var z = state
		z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
		z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
		return z ^ (z >> 31)
	}
}

enum DiffCheck {
	/// Length of a longest common subsequence, by the textbook quadratic table: the yardstick for minimality.
	static func lcsLength<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
		if a.isEmpty || b.isEmpty { return 0 }
		var previous = [Int](repeating: 0, count: b.count + 1)
		var current = previous
		for i in 1...a.count {
			for j in 1...b.count {
				current[j] = a[i - 1] == b[j - 1] ? previous[j - 1] + 1 : max(previous[j], current[j - 1])
			}
			swap(&previous, &current)
		}
		return previous[b.count]
	}

	/// Replays a script: the old sequence from equal+delete steps, the new one from equal+insert steps.
	static func replay<T: Equatable>(_ script: [LineDiff.Edit], _ old: [T], _ new: [T]) -> (old: [T], new: [T], valid: Bool) {
		var rebuiltOld: [T] = []
		var rebuiltNew: [T] = []
		var valid = true
		for edit in script {
			switch edit.kind {
			case .equal:
				valid = valid && old[edit.oldIndex] == new[edit.newIndex] && edit.oldIndex == rebuiltOld.count && edit.newIndex == rebuiltNew.count
				rebuiltOld.append(old[edit.oldIndex])
				rebuiltNew.append(new[edit.newIndex])
			case .delete:
				valid = valid && edit.oldIndex == rebuiltOld.count && edit.newIndex == rebuiltNew.count
				rebuiltOld.append(old[edit.oldIndex])
			case .insert:
				valid = valid && edit.oldIndex == rebuiltOld.count && edit.newIndex == rebuiltNew.count
				rebuiltNew.append(new[edit.newIndex])
			}
		}
		return (rebuiltOld, rebuiltNew, valid)
	}

	/// Applies unified-diff hunks strictly (every context and removed line must match at its
	/// stated position), the way `patch` would with no fuzz. `nil` when the hunks do not apply.
	static func apply(hunks: [UInt8], to old: [UInt8]) -> [UInt8]? {
		let oldLines = UnifiedDiff.lines(old)
		var result: [UInt8] = []
		var consumed = 0
		var patchLines = UnifiedDiff.lines(hunks)[...]
		while let header = patchLines.popFirst() {
			let text = String(decoding: header, as: UTF8.self)
			guard text.hasPrefix("@@ -") else { return nil }
			let oldSpan = text.dropFirst(4).prefix { $0 != " " }
			let oldStart = Int(oldSpan.split(separator: ",")[0])!
			let oldCount = oldSpan.contains(",") ? Int(oldSpan.split(separator: ",")[1])! : 1
			let newSpan = text.dropFirst(4).drop { $0 != "+" }.dropFirst().prefix { $0 != " " }
			let newStart = Int(newSpan.split(separator: ",")[0])!
			let newCount = newSpan.contains(",") ? Int(newSpan.split(separator: ",")[1])! : 1
			let firstOld = oldCount == 0 ? oldStart : oldStart - 1
			guard firstOld >= consumed, firstOld <= oldLines.count else { return nil }
			for line in oldLines[consumed..<firstOld] { result += line }
			consumed = firstOld
			let newBefore = UnifiedDiff.lines(result).count
			guard newStart == (newCount == 0 ? newBefore : newBefore + 1) else { return nil }
			var (oldSeen, newSeen) = (0, 0)
			while let line = patchLines.first, line.first != UInt8(ascii: "@") {
				patchLines.removeFirst()
				// "\ No newline at end of file" says the line before has no newline of its own.
				if line.first == UInt8(ascii: "\\") { continue }
				var body = Array(line.dropFirst())
				if patchLines.first?.first == UInt8(ascii: "\\") { body.removeLast() }
				switch line.first {
				case UInt8(ascii: " "), UInt8(ascii: "-"):
					guard consumed < oldLines.count, Array(oldLines[consumed]) == body else { return nil }
					consumed += 1
					oldSeen += 1
					if line.first == UInt8(ascii: " ") {
						result += body
						newSeen += 1
					}
				case UInt8(ascii: "+"):
					result += body
					newSeen += 1
				default:
					return nil
				}
			}
			guard oldSeen == oldCount, newSeen == newCount else { return nil }
		}
		for line in oldLines[consumed...] { result += line }
		return result
	}
}
