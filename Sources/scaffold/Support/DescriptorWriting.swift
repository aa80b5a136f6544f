/// Writing every byte to an open file descriptor: the one loop behind generated files, staged
/// files, the run record and the console.
enum DescriptorWriting {
	/// Writes all of `bytes` to `descriptor`, retrying after interruptions and short writes;
	/// `nil` when every byte was written, otherwise the `errno` of the failing `write`.
	static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Int32? {
		var remaining = bytes[...]
		while !remaining.isEmpty {
			let written =
				remaining.withContiguousStorageIfAvailable { buffer in write(descriptor, buffer.baseAddress, buffer.count) }
				?? Array(remaining).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
			if written < 0 {
				if errno == EINTR { continue }
				return errno
			}
			remaining = remaining.dropFirst(written)
		}
		return nil
	}
}
