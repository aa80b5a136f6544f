import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Seconds since 1970 of an ISO 8601 date-time, so generated tests can state the `Date` a mapper
/// must produce without Foundation here (scaffold's core does not use it).
package enum ISOInstant {
	/// `2017-11-04T18:48:46.250Z` → `1509821326.25`; `nil` unless ``TextFormat/isISO8601(_:)`` holds.
	package static func seconds(_ text: String) -> Double? {
		guard TextFormat.isISO8601(text) else { return nil }
		let c = Array(text.utf8)
		func number(_ start: Int, _ length: Int) -> Int {
			c[start..<start + length].reduce(0) { $0 * 10 + Int($1 - 48) }
		}
		let days = daysSince1970(year: number(0, 4), month: number(5, 2), day: number(8, 2))
		var seconds = Double(days * 86_400 + number(11, 2) * 3_600 + number(14, 2) * 60 + number(17, 2))
		var index = 19
		if c[index] == UInt8(ascii: ".") {
			// One division of whole numbers, so `.250` is exactly `0.25`.
			var fraction = 0
			var scale = 1
			index += 1
			while index < c.count, c[index] >= 48, c[index] <= 57, scale < 1_000_000_000 {
				fraction = fraction * 10 + Int(c[index] - 48)
				scale *= 10
				index += 1
			}
			while index < c.count, c[index] >= 48, c[index] <= 57 { index += 1 }
			seconds += Double(fraction) / Double(scale)
		}
		if c[index] == UInt8(ascii: "+") || c[index] == UInt8(ascii: "-") {
			let offset = number(index + 1, 2) * 3_600 + number(index + 4, 2) * 60
			seconds -= Double(c[index] == UInt8(ascii: "+") ? offset : -offset)
		}
		return seconds
	}

	/// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
	/// `days_from_civil`).
	static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
		let y = month <= 2 ? year - 1 : year
		let era = (y >= 0 ? y : y - 399) / 400
		let yearOfEra = y - era * 400
		let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
		let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
		return era * 146_097 + dayOfEra - 719_468
	}
}
