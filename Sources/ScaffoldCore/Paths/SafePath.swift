/// Validates the relative paths scaffold writes to, so nothing is ever written outside the project.
///
/// Purely lexical: it looks at the text only. Paths are refused rather than "cleaned up",
/// because a surprising path in a spec or template is far more likely a mistake (or an attack
/// through a shared spec) than something the user wants normalised silently.
package enum SafePath {
	/// Longest file or folder name most file systems accept, in UTF-8 bytes.
	package static let maximumComponentLength = 255

	/// Top-level folders scaffold never writes into: its own state, and version control.
	package static let reservedFolders: Set<String> = [".scaffold", ".git"]

	/// The problem with `path` as a file to write, or `nil` when it is safe.
	///
	/// - Parameters:
	///   - path: `/`-separated and relative to the project root.
	///   - location: where the path comes from (a spec key, a template name); the diagnostic points there.
	package static func problem(with path: String, at location: SourceLocation?) -> Diagnostic? {
		guard let message = describeProblem(path) else { return nil }
		return .error(message, at: location)
	}

	/// Throws the problem with `path`, if any, and otherwise returns its components.
	package static func components(of path: String, at location: SourceLocation?) throws(Diagnostic) -> [String] {
		if let problem = problem(with: path, at: location) { throw problem }
		return path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
	}

	private static func describeProblem(_ path: String) -> String? {
		// Every path of every plan comes through here, and nearly all are plainly fine: one
		// pass over the bytes proves that without building any message or component.
		if isPlainlySafe(path) { return nil }
		return problemByTheRules(path)
	}

	/// The problem with `path` by the rules alone, without the one-pass test that spares nearly
	/// every path of a plan from them (package-visible so tests can hold the two to each other).
	package static func problemByTheRules(_ path: String) -> String? {
		let shown = "output path '\(printable(path))'"
		if path.isEmpty { return "output path is empty" }
		if let scalar = path.unicodeScalars.first(where: isControl) {
			return "\(shown) contains the control character U+\(hex(scalar.value))"
		}
		if path.hasPrefix("/") || path.hasPrefix("\\") || hasDrivePrefix(path) {
			return "\(shown) is absolute; output paths are relative to the project root"
		}
		if path.contains("\\") { return "\(shown) contains a backslash; separate folders with '/'" }
		if path.hasPrefix("~") { return "\(shown) starts with '~', which is not expanded; use a path relative to the project root" }

		let components = path.split(separator: "/", omittingEmptySubsequences: false)
		if components.contains("..") {
			return leavesRoot(components)
				? "\(shown) leads outside the project root"
				: "\(shown) contains a '..' component; write the path without it"
		}
		if components.contains(".") { return "\(shown) contains a '.' component; write the path without it" }
		if components.last == "" { return "\(shown) ends with '/'; it must name a file" }
		if components.contains("") { return "\(shown) contains an empty component ('//')" }
		if let long = components.first(where: { $0.utf8.count > maximumComponentLength }) {
			return "\(shown) has a component longer than \(maximumComponentLength) bytes ('\(long.prefix(20))…')"
		}
		if let first = components.first, reservedFolders.contains(String(first)) {
			return "\(shown) is inside '\(first)', which scaffold never writes into"
		}
		return nil
	}

	/// Whether `path` certainly passes every rule below, decided in one pass over its bytes and
	/// without allocating. Conservative: any byte that might matter to a rule (a leading `.`,
	/// `~`, `/` or `\\`, a `:` second, a control byte, a backslash, a C1 control's lead byte) or
	/// any empty, `.`, `..` or over-long component sends the path to the full rules, which word
	/// the problem.
	private static func isPlainlySafe(_ path: String) -> Bool {
		var path = path
		return path.withUTF8(isPlainlySafe)
	}

	private static func isPlainlySafe(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
		guard let first = utf8.first else { return false }
		switch first {
		case UInt8(ascii: "."), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "\\"): return false
		default: break
		}
		// A `:` second (a drive letter) is refused; anywhere else it is a plain byte.
		if utf8.count > 1 && utf8[1] == UInt8(ascii: ":") { return false }
		return plainBytes.withUnsafeBufferPointer { plain in
			var start = 0  // where the current component starts
			for index in utf8.indices {
				let byte = utf8[index]
				// One load per byte: only a `/` and the bytes a rule refuses are not plain.
				if plain[Int(byte)] { continue }
				guard byte == UInt8(ascii: "/"), isPlainComponent(utf8, start..<index) else { return false }
				start = index + 1
			}
			return isPlainComponent(utf8, start..<utf8.count)
		}
	}

	/// Whether `range` of `utf8` is a component the rules accept as it is: not empty, not `.` or
	/// `..`, and not longer than ``maximumComponentLength``.
	private static func isPlainComponent(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
		switch range.count {
		case 0: false
		case 1: utf8[range.lowerBound] != UInt8(ascii: ".")
		case 2: utf8[range.lowerBound] != UInt8(ascii: ".") || utf8[range.lowerBound + 1] != UInt8(ascii: ".")
		default: range.count <= maximumComponentLength
		}
	}

	/// The bytes that need no rule: all but `/`, C0 controls, DEL, `\\`, and 0xC2, which leads the
	/// two-byte forms of U+0080…U+00BF (C1 controls among them).
	private static let plainBytes: [Bool] = (0...255).map { byte in
		!(byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == Int(UInt8(ascii: "\\")) || byte == Int(UInt8(ascii: "/")))
	}

	/// Whether walking the components ever climbs above the starting folder.
	private static func leavesRoot(_ components: [Substring]) -> Bool {
		var depth = 0
		for component in components {
			switch component {
			case "..": depth -= 1
			case ".", "": break
			default: depth += 1
			}
			if depth < 0 { return true }
		}
		return false
	}

	/// `C:` or `c:` at the start: absolute (or drive-relative) on Windows.
	private static func hasDrivePrefix(_ path: String) -> Bool {
		let scalars = Array(path.unicodeScalars.prefix(2))
		guard scalars.count == 2, scalars[1] == ":" else { return false }
		return scalars[0].isASCII && scalars[0].properties.isAlphabetic
	}

	/// C0 controls, DEL and C1 controls: never meaningful in a file name, often invisible in a terminal.
	private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
		scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
	}

	/// The path with control characters escaped, so the message itself prints safely.
	private static func printable(_ path: String) -> String {
		var result = ""
		for scalar in path.unicodeScalars {
			if isControl(scalar) {
				result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
			} else {
				result.unicodeScalars.append(scalar)
			}
		}
		return result
	}

	private static func hex(_ value: UInt32) -> String {
		let digits = String(value, radix: 16, uppercase: true)
		return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
	}
}
