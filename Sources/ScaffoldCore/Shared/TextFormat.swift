/// Recognises the text forms of dates, identifiers and URLs that JSON carries as strings: shared
/// by the spec checker (samples), inference, import, verification and the context (instants).
package enum TextFormat {
	/// Whether `text` is an RFC 3339 date-time, the ISO 8601 profile APIs use:
	/// `2017-11-04T18:48:46Z`, `2017-11-04T18:48:46.250Z`, `2017-11-04T18:48:46+01:00`.
	///
	/// A date alone (`2017-11-04`) or a local time without an offset is not enough: a
	/// `Date` needs an instant, and the generated decoder reads exactly this form.
	package static func isISO8601(_ text: String) -> Bool {
		let c = Array(text.utf8)
		guard c.count >= 20 else { return false }
		func number(_ start: Int, _ length: Int) -> Int? {
			guard start + length <= c.count else { return nil }
			var value = 0
			for byte in c[start..<start + length] {
				guard byte >= 48, byte <= 57 else { return nil }
				value = value * 10 + Int(byte - 48)
			}
			return value
		}
		guard number(0, 4) != nil, c[4] == UInt8(ascii: "-"), let month = number(5, 2), (1...12).contains(month), c[7] == UInt8(ascii: "-"),
			let day = number(8, 2), (1...31).contains(day), c[10] == UInt8(ascii: "T") || c[10] == UInt8(ascii: "t"),
			let hour = number(11, 2), hour < 24, c[13] == UInt8(ascii: ":"), let minute = number(14, 2), minute < 60,
			c[16] == UInt8(ascii: ":"), let second = number(17, 2), second <= 60
		else { return false }
		var index = 19
		if c[index] == UInt8(ascii: ".") {
			index += 1
			let start = index
			while index < c.count, c[index] >= 48, c[index] <= 57 { index += 1 }
			guard index > start else { return false }
		}
		guard index < c.count else { return false }
		if c[index] == UInt8(ascii: "Z") || c[index] == UInt8(ascii: "z") { return index + 1 == c.count }
		guard c[index] == UInt8(ascii: "+") || c[index] == UInt8(ascii: "-"), index + 6 == c.count,
			let offsetHours = number(index + 1, 2), offsetHours < 24, c[index + 3] == UInt8(ascii: ":"),
			let offsetMinutes = number(index + 4, 2), offsetMinutes < 60
		else { return false }
		return true
	}

	/// Whether `text` is a UUID in its usual 8-4-4-4-12 hexadecimal form.
	package static func isUUID(_ text: String) -> Bool {
		let c = Array(text.utf8)
		guard c.count == 36 else { return false }
		for (index, byte) in c.enumerated() {
			if [8, 13, 18, 23].contains(index) {
				guard byte == UInt8(ascii: "-") else { return false }
			} else {
				let isHex = (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
				guard isHex else { return false }
			}
		}
		return true
	}

	/// Whether `text` is an absolute `http` or `https` URL with a host: `https://example.com/a`.
	package static func isWebURL(_ text: String) -> Bool {
		let lower = text.lowercased()
		let rest: Substring
		if lower.hasPrefix("https://") {
			rest = lower.dropFirst(8)
		} else if lower.hasPrefix("http://") {
			rest = lower.dropFirst(7)
		} else {
			return false
		}
		let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
		return !host.isEmpty && !text.unicodeScalars.contains { $0.value <= 0x20 || $0.value == 0x7F }
	}
}
