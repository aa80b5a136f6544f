/// Deterministic pseudo-random choices for fuzzing: the same seed always gives the same
/// inputs, so any failure reproduces from its seed and index alone.
public struct SeededRandom: Sendable {
	private var state: UInt64

	/// Creates a generator; equal seeds give equal sequences.
	public init(seed: UInt64) {
		state = seed
	}

	/// The generator of input `index` of a run seeded `seed`: each input has its own stream,
	/// so input 5,000 can be rebuilt without generating the 4,999 before it.
	public init(run seed: UInt64, input index: Int) {
		// SplitMix64 of the pair: neighbouring indexes get unrelated streams.
		var mixed = seed &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
		mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
		mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
		state = mixed ^ (mixed >> 31)
	}

	/// The next pseudo-random number (a 64-bit linear congruential generator).
	public mutating func next() -> UInt64 {
		state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
		return state >> 11
	}

	/// A number in `0..<bound` (0 when `bound` is not positive).
	public mutating func below(_ bound: Int) -> Int {
		Int(next() % UInt64(max(1, bound)))
	}

	/// True `percent` times in a hundred.
	public mutating func chance(_ percent: Int) -> Bool {
		below(100) < percent
	}

	/// One element of a non-empty array.
	public mutating func pick<Element>(_ elements: [Element]) -> Element {
		elements[below(elements.count)]
	}

	/// `bytes` with one to four random edits: a byte replaced, deleted, duplicated, or the
	/// text cut short. Replacement bytes favour `alphabet`, the characters parsers branch on.
	public mutating func mutate(_ bytes: [UInt8], alphabet: [UInt8]) -> [UInt8] {
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
