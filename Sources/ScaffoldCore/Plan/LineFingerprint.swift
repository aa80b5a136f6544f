import ScaffoldBasics

/// A 64-bit fingerprint of a run of lines, eight bytes a step, from a seed drawn once per process:
/// the same lines in one process give the same value. It tells whether bytes read again are the
/// bytes read before (the manifest's records, between `check`'s outline and each feature's
/// reading), not whether anyone could forge them: ``Hasher`` (SipHash) cost the whole saving of
/// checking once (about 2 instructions a byte under valgrind against under 1 here).
struct LineFingerprint {
	/// Drawn once per process, so no input is built to collide beforehand.
	private static let seed = UInt64.random(in: .min ... .max)

	private(set) var value = Self.seed

	/// Adds a line: its length, then its bytes, so that lines split elsewhere differ.
	mutating func combine(_ line: UnsafeRawBufferPointer) {
		combine(word: UInt64(line.count))
		var offset = 0
		while offset + 8 <= line.count {
			combine(word: line.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
			offset += 8
		}
		var tail: UInt64 = 0
		var shift: UInt64 = 0
		while offset < line.count {
			tail |= UInt64(line[offset]) << shift
			shift += 8
			offset += 1
		}
		combine(word: tail)
	}

	/// Adds eight bytes (a multiply and a shift: every input bit reaches the high bits, which the
	/// shift brings down again).
	mutating func combine(word: UInt64) {
		var mixed = (value ^ word) &* 0xBF58_476D_1CE4_E5B9
		mixed ^= mixed >> 31
		value = mixed &* 0x94D0_49BB_1331_11EB
	}
}
