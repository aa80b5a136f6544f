import ScaffoldBasics

/// The rules for names a spec declares; each returns the problem as a message, or `nil`.
///
/// Type-like names (feature, types, entities, userDefaults lists) become Swift types and
/// parts of file names: they must be safe path components, plain ASCII identifiers, start
/// with a capital and not hide a Swift type the output uses. Member names (fields, enum
/// cases, filters) must be plain identifiers starting in lower case; keywords are fine
/// (emitted in backticks), `self` is not.
package enum SpecNameRules {
	package static func typeNameProblem(_ name: String, role: String) -> String? {
		if let problem = lengthProblem(name, role: role) { return problem }
		if let reason = pathComponentProblem(name) { return "\(role) name \(quoted: printable(name)) is not safe in a file name: it \(reason)" }
		if !SwiftIdentifier.isPlain(name) {
			return "\(role) name \(quoted: name) is not a valid Swift identifier (ASCII letters, digits and '_', not starting with a digit)"
				+ hint(Name(name).upperCamel, name)
		}
		if let first = name.first, !first.isUppercase {
			return "\(role) name \(quoted: name) must start with an upper-case letter" + hint(Name(name).upperCamel, name)
		}
		if SwiftIdentifier.shadowedTypeNames.contains(name) {
			return "\(role) name \(quoted: name) would hide Swift's own \(quoted: name) in the generated code"
		}
		return nil
	}

	static func memberNameProblem(_ name: String, role: String) -> String? {
		if name.isEmpty { return "\(role) name is empty" }
		if let problem = lengthProblem(name, role: role) { return problem }
		if !SwiftIdentifier.isPlain(name) {
			return "\(role) name \(quoted: printable(name)) is not a valid Swift identifier (ASCII letters, digits and '_', not starting with a digit)"
				+ hint(Name(name).lowerCamel, name)
		}
		// `_` is Swift's wildcard: no property, parameter or case can be called that, even in backticks.
		if name == "_" { return "\(role) name '_' cannot be used: in Swift it is the wildcard, not a name" }
		if name == "self" {
			return "\(role) name 'self' cannot be used, even in backticks: in an initializer it hides the instance itself"
		}
		if let first = name.first, first.isUppercase {
			return "\(role) name \(quoted: name) must start with a lower-case letter" + hint(Name(name).lowerCamel, name)
		}
		return nil
	}

	/// Why `name` is too long, or `nil`: every name becomes part of file names, and those have
	/// a length limit (see ``SpecLimits/nameLength``).
	static func lengthProblem(_ name: String, role: String) -> String? {
		let length = name.utf8.count
		guard length > SpecLimits.nameLength else { return nil }
		return "\(role) name is \(length) bytes long; names are at most \(SpecLimits.nameLength) bytes"
	}

	/// Why `text` cannot be one component of a file path, or `nil` when it can.
	static func pathComponentProblem(_ text: String) -> String? {
		if text.isEmpty { return "is empty" }
		if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "contains a control character" }
		if text.contains("/") || text.contains("\\") { return "contains a path separator" }
		if text == "." || text == ".." { return "names a directory" }
		return nil
	}

	private static func hint(_ suggestion: String, _ original: String) -> String {
		guard !suggestion.isEmpty, suggestion != original, SwiftIdentifier.isPlain(suggestion) else { return "" }
		return "; try \(quoted: suggestion)"
	}

	/// The name with control characters shown as `\u{…}`, so a message stays on one line.
	static func printable(_ text: String) -> String {
		var output = ""
		for scalar in text.unicodeScalars {
			if scalar.value < 0x20 || scalar.value == 0x7F {
				output += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
			} else {
				output.unicodeScalars.append(scalar)
			}
		}
		return output
	}
}

/// The rule for feature names, wherever they come from: a spec's `feature`, or the NAME of
/// `scaffold feature NAME` and `scaffold destroy NAME` (which picks the folder to delete from).
package enum FeatureName {
	/// Why `name` cannot name a feature, or `nil` when it can.
	package static func problem(_ name: String) -> String? {
		SpecNameRules.typeNameProblem(name, role: "feature")
	}
}
