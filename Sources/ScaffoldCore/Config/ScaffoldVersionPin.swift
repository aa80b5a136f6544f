/// The versions of scaffold a project accepts (`"scaffoldVersion"` in `scaffold.json`), so that two
/// machines with different versions never rewrite each other's output: `"0.3.2"` (that version
/// only), `"0.3.x"` (any patch of 0.3) or `"0.x"` (any 0 version). A scaffold outside the range
/// refuses to open the project.
package struct ScaffoldVersionPin: Sendable, Equatable, CustomStringConvertible {
	/// The leading components a version must have: one, two or three numbers.
	package var components: [Int]
	/// Whether the pin ends in `x`: more components may follow (else all three are given).
	package var isRange: Bool

	// Byte loops, not `split`, `map` and `Int(_:)`: every command that opens a project runs this and
	// ``accepts(_:)`` once, and the generic calls' first use looks their types' metadata and
	// conformances up at run time, about a tenth of a millisecond of a run that changes nothing
	// (docs/performance.md, "A run that changes nothing, once more").
	/// The pin written `text`, or nil when it is none of the accepted forms.
	package init?(_ text: String) {
		guard let parts = Self.decimalParts(text.utf8, allowingFinalX: true) else { return nil }
		isRange = parts.endsInX
		guard (isRange ? 1...2 : 3...3).contains(parts.numbers.count) else { return nil }
		components = parts.numbers
	}

	/// The numbers of `bytes` split at every `.`: each plain decimal (ASCII digits, no sign, no
	/// leading zero, at most nine digits, as semantic versions write them), none empty; the last
	/// part may be `x` when `allowingFinalX` (then not among the numbers). A `-` ends the text when
	/// `endingAtHyphen` (a version's `-beta` suffix). Nil for anything else.
	private static func decimalParts(
		_ bytes: String.UTF8View, allowingFinalX: Bool, endingAtHyphen: Bool = false
	) -> (numbers: [Int], endsInX: Bool)? {
		var numbers: [Int] = []
		var value = 0, digits = 0, leadingZero = false, sawX = false
		func endPart() -> Bool {
			if sawX { return false }  // `x` only ends the text
			guard digits > 0, digits <= 9, !(leadingZero && digits > 1) else { return false }
			numbers.append(value)
			(value, digits, leadingZero) = (0, 0, false)
			return true
		}
		loop: for byte in bytes {
			switch byte {
			case UInt8(ascii: "."):
				guard endPart() else { return nil }
			case UInt8(ascii: "0")...UInt8(ascii: "9"):
				guard !sawX else { return nil }
				if digits == 0 { leadingZero = byte == UInt8(ascii: "0") }
				digits += 1
				if digits <= 9 { value = value * 10 + Int(byte - UInt8(ascii: "0")) }
			case UInt8(ascii: "x") where allowingFinalX && digits == 0 && !sawX:
				sawX = true
			case UInt8(ascii: "-") where endingAtHyphen:
				break loop
			default:
				return nil
			}
		}
		if sawX { return numbers.isEmpty ? nil : (numbers, true) }
		guard endPart() else { return nil }
		return (numbers, false)
	}

	/// The pin `scaffold init` writes for `version`: its major and minor version, any patch (`0.3.x`).
	@_optimize(none)
	package static func minorRange(of version: String) -> ScaffoldVersionPin? {
		let numbers = version.split(separator: ".").prefix(2).map(String.init)
		guard numbers.count == 2 else { return nil }
		return ScaffoldVersionPin(numbers.joined(separator: ".") + ".x")
	}

	/// Whether `version` (`0.3.2`, or `0.3.2-beta` whose suffix is ignored) is in the range.
	package func accepts(_ version: String) -> Bool {
		guard let given = Self.decimalParts(version.utf8, allowingFinalX: false, endingAtHyphen: true)?.numbers, given.count == 3
		else { return false }
		return given.prefix(components.count).elementsEqual(components)
	}

	/// The pin as `scaffold.json` spells it.
	@_optimize(none)
	package var description: String {
		components.map(String.init).joined(separator: ".") + (isRange ? ".x" : "")
	}
}

extension ProjectConfig {
	/// The refusal of a scaffold of `version` by a project whose `scaffoldVersion` does not accept
	/// it, located at the key; nil when the project pins nothing or accepts it. Every command that
	/// opens the project stops on it (exit 2) before reading a spec or judging a file.
	@_optimize(none)
	package func versionRefusal(running version: String) -> Diagnostic? {
		guard let pin = scaffoldVersion, !pin.accepts(version) else { return nil }
		return .error(
			"this project pins scaffold \(pin) (\"scaffoldVersion\"), and this is scaffold \(version): nothing is read or written",
			at: keyLocations["scaffoldVersion"] ?? location,
			notes: [
				Diagnostic.Note(
					"run a scaffold in that range, or change the pin for the whole team")
			])
	}
}
