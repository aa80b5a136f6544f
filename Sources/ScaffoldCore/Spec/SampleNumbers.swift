import ScaffoldBasics

/// Range checks of the numbers in `sample` values (JSON number text, as the spec wrote it).
///
/// A sample ends up in fixtures the generated tests decode and in Swift literals they compare
/// with, so it must fit the Swift type that holds it: a number that overflows an `Int`, rounds
/// to infinity or loses digits would make generated code that does not compile, or tests that
/// fail. Each function returns the problem as a message, or `nil`.
enum SampleNumbers {
	static func intProblem(_ text: String) -> String? {
		if text.contains(where: { ".eE".contains($0) }) { return "expected a whole number, found \(shortened: text)" }
		guard Int(text) != nil else {
			return "\(shortened: text) is out of range: an Int sample is from \(SpecLimits.intSample.lowerBound) to \(SpecLimits.intSample.upperBound)"
		}
		return nil
	}

	static func doubleProblem(_ text: String) -> String? {
		guard let value = Double(text), value.isFinite else { return "\(shortened: text) is out of range: a Double sample must be finite" }
		return nil
	}

	/// `Decimal` keeps 38 significant digits and a decimal exponent from -128 to 127; the
	/// bounds here stay inside that with room to spare.
	static func decimalProblem(_ text: String) -> String? {
		let mantissa = text.prefix { $0 != "e" && $0 != "E" }
		let digits = mantissa.filter(\.isNumber).drop { $0 == "0" }
		if digits.count > SpecLimits.decimalDigits {
			return "\(shortened: text) has \(digits.count) significant digits; a Decimal sample has at most \(SpecLimits.decimalDigits)"
		}
		guard let value = Double(text), value == 0 || (1e-100...1e100).contains(abs(value)) else {
			return "\(shortened: text) is out of range: a Decimal sample is 0 or between 1e-100 and 1e100 in magnitude"
		}
		return nil
	}

	/// Seconds are a `Double` in DTOs, milliseconds an `Int`; both stay within year 9999.
	static func dateProblem(_ text: String, milliseconds: Bool) -> String? {
		let limit = SpecLimits.dateSampleSeconds * (milliseconds ? 1000 : 1)
		if milliseconds, text.contains(where: { ".eE".contains($0) }) {
			return "expected a whole number of milliseconds since 1970, found \(shortened: text)"
		}
		guard let value = Double(text), abs(value) <= limit else {
			return "\(shortened: text) is out of range: a date sample is at most \(Int(limit)) \(milliseconds ? "milliseconds" : "seconds") from 1970"
		}
		return nil
	}
}
