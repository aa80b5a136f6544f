import CScaffoldHash

/// SHA-256 (FIPS 180-4), implemented in this repository so the manifest's content hashes need no
/// dependency.
///
/// A cryptographic hash rather than a quick checksum because the manifest decides whether a
/// file on disk is still exactly what scaffold wrote: a collision would silently overwrite a
/// person's edits. It is on the hot path of every command (`check` hashes every generated
/// file), so it compresses straight from the caller's bytes. The rounds are C (`CScaffoldHash`):
/// the CPU's SHA instructions where it has them (x86-64 SHA extensions), portable C elsewhere, so
/// that `embed-templates`, which hashes the templates while scaffold builds, needs only that C
/// target and the build plugin's tool is ready sooner (docs/performance.md, "The plugin's tool
/// without ScaffoldHash, and the core without debug information").
package enum SHA256 {
	/// Whether this CPU compresses blocks with its SHA instructions.
	package static let isAccelerated = scaffold_sha256_has_accelerated_blocks() != 0

	/// The 32-byte digest of `bytes`; `accelerated: false` uses the portable compression even
	/// where the CPU has SHA instructions (to compare the two).
	package static func digest(_ bytes: some Sequence<UInt8>, accelerated: Bool = isAccelerated) -> [UInt8] {
		var context = start(accelerated: accelerated)
		add(bytes, to: &context)
		return [UInt8](unsafeUninitializedCapacity: 32) { digest, count in
			scaffold_sha256_finish(&context, digest.baseAddress!)
			count = 32
		}
	}

	/// The digest as 64 lower-case hexadecimal digits, the form the manifest stores.
	package static func hex(_ bytes: some Sequence<UInt8>) -> String {
		var context = start(accelerated: isAccelerated)
		add(bytes, to: &context)
		return String(unsafeUninitializedCapacity: 64) { text in
			text.withMemoryRebound(to: CChar.self) { scaffold_sha256_finish_hex(&context, $0.baseAddress!) }
			return 64
		}
	}

	/// The digest of a string's UTF-8 bytes, as hexadecimal.
	package static func hex(_ text: String) -> String {
		var text = text
		// Native strings are contiguous already; this makes bridged or lazy ones so, once.
		return text.withUTF8 { hex($0) }
	}

	private static func start(accelerated: Bool) -> scaffold_sha256_context {
		var context = scaffold_sha256_context()
		scaffold_sha256_start(&context, accelerated ? 1 : 0)
		return context
	}

	private static func add(_ bytes: some Sequence<UInt8>, to context: inout scaffold_sha256_context) {
		let contiguous: Void? = bytes.withContiguousStorageIfAvailable { buffer in
			scaffold_sha256_add(&context, buffer.baseAddress, buffer.count)
		}
		guard contiguous == nil else { return }
		Array(bytes).withUnsafeBufferPointer { scaffold_sha256_add(&context, $0.baseAddress, $0.count) }
	}
}
