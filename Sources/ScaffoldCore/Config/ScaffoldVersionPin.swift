/// The versions of scaffold a project accepts (`"scaffoldVersion"` in `scaffold.json`), so that two
/// machines with different versions never rewrite each other's output: `"0.3.2"` (that version
/// only), `"0.3.x"` (any patch of 0.3) or `"0.x"` (any 0 version). A scaffold outside the range
/// refuses to open the project.
package struct ScaffoldVersionPin: Sendable, Equatable, CustomStringConvertible {
	/// The leading components a version must have: one, two or three numbers.
	package var components: [Int]
	/// Whether the pin ends in `x`: more components may follow (else all three are given).
	package var isRange: Bool

	// Run once per command (or only by `adopt`): unoptimised in this `-O` target, where optimising
	// it cost the build more than any run saves (docs/performance.md, "Tables and cold paths").
	/// The pin written `text`, or nil when it is none of the accepted forms.
	@_optimize(none)
	package init?(_ text: String) {
		var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
		isRange = parts.last == "x"
		if isRange { parts.removeLast() }
		guard (isRange ? 1...2 : 3...3).contains(parts.count) else { return nil }
		var numbers: [Int] = []
		for part in parts {
			// Plain decimal numbers, no sign, no leading zeros (as semantic versions write them).
			guard !part.isEmpty, part.count <= 9, part.allSatisfy({ $0.isASCII && $0.isNumber }),
				part == "0" || !part.hasPrefix("0"), let number = Int(part)
			else { return nil }
			numbers.append(number)
		}
		components = numbers
	}

	/// The pin `scaffold init` writes for `version`: its major and minor version, any patch (`0.3.x`).
	@_optimize(none)
	package static func minorRange(of version: String) -> ScaffoldVersionPin? {
		let numbers = version.split(separator: ".").prefix(2).map(String.init)
		guard numbers.count == 2 else { return nil }
		return ScaffoldVersionPin(numbers.joined(separator: ".") + ".x")
	}

	/// Whether `version` (`0.3.2`, or `0.3.2-beta` whose suffix is ignored) is in the range.
	@_optimize(none)
	package func accepts(_ version: String) -> Bool {
		let core = version.split(separator: "-", maxSplits: 1).first.map(String.init) ?? version
		let numbers = core.split(separator: ".").map { Int($0) }
		guard numbers.count == 3, numbers.allSatisfy({ $0 != nil }) else { return false }
		let given = numbers.compactMap { $0 }
		return Array(given.prefix(components.count)) == components
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
