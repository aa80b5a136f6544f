import CScaffoldHash

/// SHA-256 (FIPS 180-4), implemented here so the manifest's content hashes need no dependency.
///
/// A cryptographic hash rather than a quick checksum because the manifest decides whether a
/// file on disk is still exactly what scaffold wrote: a collision would silently overwrite a
/// person's edits. It is on the hot path of every command (`check` hashes every generated
/// file), so it compresses straight from the caller's bytes: no copy of the message, the
/// schedule and constants in unchecked buffers, only the last one or two blocks padded. Where
/// the CPU has SHA instructions (x86-64 SHA extensions), the blocks go through them instead
/// (CScaffoldHash); the Swift compression is the reference the tests compare them with.
package enum SHA256 {
	/// Whether this CPU compresses blocks with its SHA instructions.
	package static let isAccelerated = scaffold_sha256_has_accelerated_blocks() != 0

	/// The 32-byte digest of `bytes`; `accelerated: false` uses the portable compression even
	/// where the CPU has SHA instructions (to compare the two).
	package static func digest(_ bytes: some Sequence<UInt8>, accelerated: Bool = isAccelerated) -> [UInt8] {
		let accelerated = accelerated && isAccelerated
		let state =
			bytes.withContiguousStorageIfAvailable { buffer in hashState(UnsafeRawBufferPointer(buffer), accelerated: accelerated) }
			?? Array(bytes).withUnsafeBytes { hashState($0, accelerated: accelerated) }
		var digest: [UInt8] = []
		digest.reserveCapacity(32)
		for word in state {
			digest += [UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)]
		}
		return digest
	}

	/// The digest as 64 lower-case hexadecimal digits, the form the manifest stores.
	package static func hex(_ bytes: some Sequence<UInt8>) -> String {
		let digits: StaticString = "0123456789abcdef"
		let digest = digest(bytes)
		return String(unsafeUninitializedCapacity: 64) { text in
			digits.withUTF8Buffer { digits in
				for (index, byte) in digest.enumerated() {
					text[index * 2] = digits[Int(byte >> 4)]
					text[index * 2 + 1] = digits[Int(byte & 0x0F)]
				}
			}
			return 64
		}
	}

	/// The digest of a string's UTF-8 bytes, as hexadecimal.
	package static func hex(_ text: String) -> String {
		var text = text
		// Native strings are contiguous already; this makes bridged or lazy ones so, once.
		return text.withUTF8 { hex($0) }
	}

	/// The eight state words after the whole padded message.
	private static func hashState(_ message: UnsafeRawBufferPointer, accelerated: Bool) -> [UInt32] {
		var state = initialState
		let fullBlocks = message.count / 64
		withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
			state.withUnsafeMutableBufferPointer { state in
				roundConstants.withUnsafeBufferPointer { constants in
					func compressBlocks(_ blocks: UnsafeRawPointer, count: Int) {
						if accelerated {
							scaffold_sha256_accelerated_blocks(
								state.baseAddress!, blocks.assumingMemoryBound(to: UInt8.self), count, constants.baseAddress!)
							return
						}
						for block in 0..<count {
							compress(blocks + block * 64, state: state, schedule: schedule, constants: constants)
						}
					}
					if let base = message.baseAddress, fullBlocks > 0 { compressBlocks(base, count: fullBlocks) }
					// The tail, 0x80, zeros and the length in bits: one block, or two when the
					// tail leaves fewer than 8 bytes for the length.
					let tailCount = message.count - fullBlocks * 64
					withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { padded in
						padded.initialize(repeating: 0)
						for index in 0..<tailCount { padded[index] = message[fullBlocks * 64 + index] }
						padded[tailCount] = 0x80
						let paddedCount = tailCount < 56 ? 64 : 128
						let bitLength = UInt64(message.count) &* 8
						for index in 0..<8 {
							padded[paddedCount - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> UInt64(index * 8))
						}
						compressBlocks(UnsafeRawPointer(padded.baseAddress!), count: paddedCount / 64)
					}
				}
			}
		}
		return state
	}

	/// One 64-byte block into the state.
	@inline(__always)
	private static func compress(
		_ block: UnsafeRawPointer, state: UnsafeMutableBufferPointer<UInt32>, schedule: UnsafeMutableBufferPointer<UInt32>,
		constants: UnsafeBufferPointer<UInt32>
	) {
		let w = schedule.baseAddress!
		let k = constants.baseAddress!
		for t in 0..<16 {
			w[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: t * 4, as: UInt32.self))
		}
		for t in 16..<64 {
			let s0 = rotate(w[t - 15], 7) ^ rotate(w[t - 15], 18) ^ (w[t - 15] >> 3)
			let s1 = rotate(w[t - 2], 17) ^ rotate(w[t - 2], 19) ^ (w[t - 2] >> 10)
			w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
		}
		let h0 = state.baseAddress!
		var (a, b, c, d, e, f, g, h) = (h0[0], h0[1], h0[2], h0[3], h0[4], h0[5], h0[6], h0[7])
		for t in 0..<64 {
			let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
			let choice = (e & f) ^ (~e & g)
			let temp1 = h &+ s1 &+ choice &+ k[t] &+ w[t]
			let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
			let majority = (a & b) ^ (a & c) ^ (b & c)
			let temp2 = s0 &+ majority
			(h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
		}
		h0[0] &+= a
		h0[1] &+= b
		h0[2] &+= c
		h0[3] &+= d
		h0[4] &+= e
		h0[5] &+= f
		h0[6] &+= g
		h0[7] &+= h
	}

	@inline(__always)
	private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
		(value >> count) | (value << (32 - count))
	}

	private static let initialState: [UInt32] = [
		0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
	]

	private static let roundConstants: [UInt32] = [
		0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
		0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
		0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
		0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
		0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
		0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
		0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
		0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
	]
}
