/// A copy of a reader's text that lives as long as the reader (and its copies): the YAML parser's
/// and the GraphQL lexer's `peek` read it through a buffer, which costs no reference counting.
///
/// Reading an array stored in the reader retains and releases it at every call in a debug build
/// (`swift test`), and `peek` is asked for every scalar: a sixth of the YAML suites' samples.
final class ScalarStorage {
	let buffer: UnsafeMutableBufferPointer<Unicode.Scalar>

	init(_ scalars: [Unicode.Scalar]) {
		buffer = .allocate(capacity: scalars.count)
		_ = buffer.initialize(from: scalars)
	}

	deinit { buffer.deallocate() }
}
