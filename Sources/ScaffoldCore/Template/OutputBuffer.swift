import ScaffoldBasics

/// The bytes a render produces: one growing allocation, appended to by plain copies.
///
/// `Array.append(contentsOf:)` costs dozens of instructions of bookkeeping per call, and a
/// render makes thousands of small appends; this buffer does a bounds check and a copy.
/// It owns its memory, so it cannot be copied.
struct OutputBuffer: ~Copyable {
	private var base: UnsafeMutablePointer<UInt8>
	private var capacity: Int
	private(set) var count = 0

	init(capacity: Int) {
		self.capacity = max(capacity, 64)
		base = .allocate(capacity: self.capacity)
	}

	deinit {
		base.deallocate()
	}

	/// The last byte written, if any.
	var last: UInt8? { count > 0 ? base[count - 1] : nil }

	mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
		guard let source = bytes.baseAddress, bytes.count > 0 else { return }
		if count + bytes.count > capacity { grow(toAtLeast: count + bytes.count) }
		(base + count).initialize(from: source, count: bytes.count)
		count += bytes.count
	}

	mutating func append(_ byte: UInt8) {
		if count == capacity { grow(toAtLeast: count + 1) }
		base[count] = byte
		count += 1
	}

	mutating func append(_ bytes: [UInt8]) {
		bytes.withUnsafeBufferPointer { append($0) }
	}

	/// Appends a string's UTF-8 in one copy.
	mutating func append(_ text: String) {
		let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
		if copied == nil { for byte in text.utf8 { append(byte) } }
	}

	/// The bytes as a string (they are UTF-8: every piece came from a `String`).
	var text: String {
		withBytes { String(decoding: $0, as: UTF8.self) }
	}

	/// `body` of the bytes written so far.
	func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
		body(UnsafeBufferPointer(start: base, count: count))
	}

	private mutating func grow(toAtLeast needed: Int) {
		var newCapacity = capacity * 2
		while newCapacity < needed { newCapacity *= 2 }
		let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
		newBase.initialize(from: base, count: count)
		base.deallocate()
		base = newBase
		capacity = newCapacity
	}
}
