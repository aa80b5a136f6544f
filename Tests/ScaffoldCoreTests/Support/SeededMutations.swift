/// Deterministic random edits of valid inputs, for "never traps on any input" tests: the
/// same seed always gives the same cases, so a failure reproduces.
struct SeededMutations {
	private var state: UInt64

	init(seed: UInt64) {
		state = seed
	}

	/// The next pseudo-random number (a 64-bit linear congruential generator).
	mutating func next() -> UInt64 {
		state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
		return state >> 11
	}

	mutating func below(_ bound: Int) -> Int {
		Int(next() % UInt64(max(1, bound)))
	}

	/// `bytes` with one to four random edits: a byte replaced, deleted, duplicated, or the
	/// text cut short. Replacement bytes favour the syntax characters parsers branch on.
	mutating func mutate(_ bytes: [UInt8], alphabet: [UInt8]) -> [UInt8] {
		var result = bytes
		for _ in 0..<(1 + below(4)) where !result.isEmpty {
			let position = below(result.count)
			switch below(4) {
			case 0: result[position] = below(3) == 0 ? UInt8(truncatingIfNeeded: next()) : alphabet[below(alphabet.count)]
			case 1: result.remove(at: position)
			case 2: result.insert(result[position], at: position)
			default: result.removeSubrange(position...)
			}
		}
		return result
	}
}
