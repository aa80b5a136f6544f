import ScaffoldBasics

extension SpecReader {
	/// The longest `maxAge` a spec may give: a year. Longer is a typo, and would overflow nothing
	/// but the reader's patience.
	static let longestMaxAge = 365 * 86_400

	/// A duration such as `"10m"`, `"90s"`, `"1h30m"` or `"7d"`, in seconds: whole numbers, each
	/// followed by `s`, `m`, `h` or `d`, largest unit first. Reports anything else at the string,
	/// with what it expected.
	mutating func duration(_ object: SpecObject, _ key: String) -> Located<Int>? {
		guard let text = string(object, key) else { return nil }
		let expected = "a duration such as \"30s\", \"10m\", \"1h30m\" or \"7d\""
		guard let seconds = Self.seconds(in: text.value) else {
			error("\(object.path(key)) must be \(expected), found \(quoted: text.value)", at: text.position)
			return nil
		}
		guard seconds > 0 else {
			error("\(object.path(key)) must be longer than 0s: a copy that is never fresh is 'cachePolicy': 'remoteFirst'", at: text.position)
			return nil
		}
		guard seconds <= Self.longestMaxAge else {
			error("\(object.path(key)) must be at most 365d, found \(quoted: text.value)", at: text.position)
			return nil
		}
		return Located(value: seconds, position: text.position)
	}

	/// The seconds `text` spells, or nil when it is not a duration (units out of order, repeated,
	/// missing, or a number too long to be meant).
	package static func seconds(in text: String) -> Int? {
		let units: [(Character, Int)] = [("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1)]
		var total = 0
		var digits = ""
		var nextUnit = 0
		for character in text {
			if character.isASCII, character.isNumber {
				guard digits.count < 7 else { return nil }
				digits.append(character)
				continue
			}
			guard !digits.isEmpty, let index = units[nextUnit...].firstIndex(where: { $0.0 == character }), let number = Int(digits) else {
				return nil
			}
			total += number * units[index].1
			nextUnit = index + 1
			digits = ""
		}
		guard digits.isEmpty, nextUnit > 0 else { return nil }
		return total
	}
}
