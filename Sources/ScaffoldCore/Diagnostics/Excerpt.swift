/// User text as a diagnostic shows it: whole when it is short, else a marked excerpt.
///
/// A diagnostic quotes what the user wrote (a tag's name, an unknown key, a token) so they can
/// find it; a name of a million characters must not make a message of a million characters.
/// Text of at most ``maximumWhole`` characters is shown as it is, so every ordinary message reads
/// as it always did; longer text shows its first ``excerptLength`` characters, `…` and its
/// length: `'aaaa…' (1000000 characters)`. Characters are counted as Unicode scalars, as
/// columns and ``SpecLimits`` count them; control characters in an excerpt are written `\u{…}`
/// so that the message stays on its line.
///
/// In messages: `"unknown key \(quoted: key)"` (see `appendInterpolation(quoted:)`).
package enum Excerpt {
	/// The longest text shown whole: every name a spec may declare (``SpecLimits/nameLength``) fits.
	package static let maximumWhole = 100
	/// How many characters of a longer text are shown.
	package static let excerptLength = 40

	/// `'text'`, or `'first characters…' (N characters)` when it is longer than ``maximumWhole``.
	package static func quoted(_ text: some StringProtocol) -> String {
		guard let length = lengthIfLong(text) else { return "'\(text)'" }
		return "'\(prefix(of: text))…' (\(length) characters)"
	}

	/// `text`, or `first characters… (N characters)` when it is longer than ``maximumWhole``: for
	/// text a message shows without quotes (a number, a path).
	package static func shortened(_ text: some StringProtocol) -> String {
		guard let length = lengthIfLong(text) else { return String(text) }
		return "\(prefix(of: text))… (\(length) characters)"
	}

	/// The length of `text` in Unicode scalars when it is too long to show whole, else `nil`.
	/// Costs nothing for short text: no more scalars than UTF-8 bytes.
	private static func lengthIfLong(_ text: some StringProtocol) -> Int? {
		if text.utf8.count <= maximumWhole { return nil }
		let length = scalarCount(text)
		return length > maximumWhole ? length : nil
	}

	/// The number of Unicode scalars in `text`: its UTF-8 bytes that start a scalar (all but the
	/// `10xxxxxx` continuation bytes). A spec may quote one long name in thousands of messages;
	/// walking `unicodeScalars` decodes every scalar each time (a name of 150,000 `é` in 7,000
	/// messages took 9 s), where this loop over contiguous bytes is vectorised.
	package static func scalarCount(_ text: some StringProtocol) -> Int {
		let counted = text.utf8.withContiguousStorageIfAvailable { bytes in
			var count = 0
			for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
			return count
		}
		return counted ?? text.unicodeScalars.count
	}

	/// The first ``excerptLength`` scalars of `text`, control characters escaped.
	private static func prefix(of text: some StringProtocol) -> String {
		var excerpt = ""
		for scalar in text.unicodeScalars.prefix(excerptLength) {
			if scalar.value < 0x20 || scalar.value == 0x7F {
				excerpt += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
			} else {
				excerpt.unicodeScalars.append(scalar)
			}
		}
		return excerpt
	}
}

extension DefaultStringInterpolation {
	/// `\(quoted: name)`: the user's text in single quotes, shortened when long (``Excerpt/quoted(_:)``).
	package mutating func appendInterpolation(quoted value: some CustomStringConvertible) {
		appendLiteral(Excerpt.quoted(value.description))
	}

	/// `\(shortened: number)`: the user's text without quotes, shortened when long (``Excerpt/shortened(_:)``).
	package mutating func appendInterpolation(shortened value: some CustomStringConvertible) {
		appendLiteral(Excerpt.shortened(value.description))
	}
}
