/// Swift's rules for the identifiers a spec names: which need backticks, which cannot be used.
///
/// The sets were checked against the Swift 6.3 compiler by declaring each word as a stored
/// property, a parameter and an enum case, then reading it back (`s.word`, `E.word`):
/// - ``keywords`` fail unless written in backticks, and work with them (`` `default` ``).
/// - `self` fails even in backticks: as an initializer parameter it shadows `self`, so the
///   memberwise `self.x = x` every generated type uses no longer compiles.
/// - Contextual keywords (`type`, `get`, `set`, `async`, `some`, `actor`…) need nothing.
/// - `Type`, `Protocol`, `Self` and `Any` fail as enum cases read through the type
///   (`` E.`Type` ``); they only matter for names that start in upper case.
package enum SwiftIdentifier {
	/// Words that are valid identifiers only in backticks.
	package static let keywords: Set<String> = words(
		"""
		associatedtype class deinit enum extension fileprivate func import init inout internal let operator
		private precedencegroup protocol public rethrows static struct subscript typealias var break case
		catch continue default defer do else fallthrough for guard if in repeat return throw switch where
		while as await false is nil super throws true try
		""")

	/// Words no generated member may be called, even in backticks.
	package static let forbiddenMemberNames: Set<String> = ["self", "Self", "Type", "Protocol", "Any"]

	/// Swift types the generated code uses unqualified: a spec type of the same name would shadow them.
	/// The Foundation ones from `Bundle` on are named by generated tests, mocks or the runtime's
	/// support files, where a feature type of that name would be ambiguous or take their place.
	package static let shadowedTypeNames: Set<String> = words(
		"""
		Any AnyObject Array Bool Codable Data Date Decimal Decodable Dictionary Double Encodable Equatable
		Error Float Hashable Identifiable Int Never Optional Protocol Result Self Sendable Set String Type
		URL UUID UserDefaults Bundle CharacterSet FileManager HTTPURLResponse JSONDecoder JSONEncoder
		Predicate ProcessInfo TimeInterval URLComponents URLQueryItem URLRequest URLSession
		""")

	/// Foundation's types that generated code does not name, and a domain model may well be named
	/// (`Thread`, `Locale`, `Progress`, `Notification`): the feature's module may declare them, but
	/// a test file imports both Foundation and the feature, where the name is ambiguous (found by
	/// compiling a feature of each, Swift 6.3 on Linux), so the test module declares it as the
	/// feature's, as for swift-testing's names. `URLResponse` and the formatters are Foundation's
	/// on Apple platforms (FoundationNetworking's on Linux).
	package static let foundationTypeNames: Set<String> = words(
		"""
		AttributedString Calendar DateComponents DateFormatter DateInterval Expression FileHandle Formatter
		Host IndexPath IndexSet ISO8601DateFormatter Locale Measurement Morphology Notification
		NotificationCenter NumberFormatter Operation OperationQueue PersonNameComponents Pipe Port Process
		Progress RunLoop Scanner Stream Thread Timer TimeZone Unit URLResponse
		""")

	/// The module a test file imports besides the feature that declares a type named `name` too
	/// (`"swift-testing"` or `"Foundation"`), so that the test module must say the name means the
	/// feature's; `nil` for any other name.
	package static func testImportDeclaring(_ name: String) -> String? {
		if testingTypeNames.contains(name) { return "swift-testing" }
		if foundationTypeNames.contains(name) { return "Foundation" }
		return nil
	}

	/// The types swift-testing declares whose names a domain model may well have (`Comment`,
	/// `Issue`, `Tag`): a test file importing both would find the name ambiguous, so the test
	/// module declares the feature's type under that name (see the stub template).
	package static let testingTypeNames: Set<String> = words(
		"""
		Attachment Bug Comment Confirmation ConditionTrait ExitStatus ExitTest Expectation Issue
		SourceLocation Tag Test TestScoping TestTrait SuiteTrait TimeLimitTrait Trait
		""")

	// The tables above are built once per run from one string each, unoptimised: as literals of
	// strings, this `-O` target's optimiser spent more time on them than a run ever spends building
	// them (docs/performance.md, "Tables and cold paths").
	/// The words of `list`, separated by spaces and line ends.
	@_optimize(none)
	private static func words(_ list: String) -> Set<String> {
		Set(list.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
	}

	/// Whether `text` is a plain identifier: an ASCII letter or `_`, then ASCII letters, digits or `_`.
	///
	/// Stricter than Swift (which allows many Unicode letters) on purpose: names become file
	/// names too, and ASCII keeps those identical on every file system.
	package static func isPlain(_ text: String) -> Bool {
		guard let first = text.unicodeScalars.first, isHead(first) else { return false }
		return text.unicodeScalars.allSatisfy { isHead($0) || ("0"..."9").contains($0) }
	}

	/// `text`, in backticks when it is a keyword: `` `default` ``, `type`, `name`.
	package static func escaped(_ text: String) -> String {
		keywords.contains(text) ? "`\(text)`" : text
	}

	private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
		("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
	}
}
