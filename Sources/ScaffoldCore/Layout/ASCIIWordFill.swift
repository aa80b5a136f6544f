/// Greedy filling of ASCII words into lines, on bytes: the one refill both the layout pass (an
/// over-long comment) and the contexts (a spec's description as `///` lines) use for ASCII text.
///
/// Cutting at space bytes gives the same words as cutting at space `Character`s when every byte
/// is ASCII, and a line's length is then its byte count, counted once per word; each line is
/// built in one buffer, where a `String` per word and per join cost most of a refill.
package enum ASCIIWordFill {
	/// `bytes`' words (cut at space bytes; runs of spaces cut once), each line `prefix` followed by
	/// as many words, one space apart, as fit in `room` bytes; a longer word has a line of its
	/// own. Text with no word gives no lines.
	package static func lines(_ bytes: UnsafeBufferPointer<UInt8>, prefix: [UInt8], room: Int) -> [String] {
		let space = UInt8(ascii: " ")
		var lines: [String] = []
		var line = prefix
		line.reserveCapacity(prefix.count + min(room, bytes.count))
		var length = 0  // the line's words and spaces, without the prefix
		var start = 0
		while start < bytes.count {
			guard bytes[start] != space else {
				start += 1
				continue
			}
			var end = start + 1
			while end < bytes.count && bytes[end] != space { end += 1 }
			if length > 0 && length + 1 + (end - start) > room {
				lines.append(String(decoding: line, as: UTF8.self))
				line.removeSubrange(prefix.count...)
				length = 0
			}
			if length > 0 {
				line.append(space)
				length += 1
			}
			line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
			length += end - start
			start = end
		}
		if length > 0 { lines.append(String(decoding: line, as: UTF8.self)) }
		return lines
	}
}
