/// A problem to report to the user: the only way errors reach a user.
///
/// Printed exactly as `path:line:column: error: message` (the format Xcode, VS Code and
/// compilers share), followed by one line per note. Data is kept apart from wording:
/// producers fill in the fields, ``description`` is the single place that formats them.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
	/// How bad the problem is.
	public enum Severity: String, Sendable, Hashable, Comparable {
		case error
		case warning
		case note

		private var rank: Int {
			switch self {
			case .error: 0
			case .warning: 1
			case .note: 2
			}
		}

		public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
	}

	/// An extra line of explanation attached to a diagnostic.
	public struct Note: Sendable, Hashable {
		/// The explanation.
		public var message: String
		/// Where the explanation points, if anywhere.
		public var location: SourceLocation?

		/// Creates a note.
		public init(_ message: String, at location: SourceLocation? = nil) {
			self.message = message
			self.location = location
		}
	}

	/// Error, warning or note.
	public var severity: Severity
	/// One sentence, lower-case start, no trailing period.
	public var message: String
	/// Where the problem is, if it is anywhere in particular.
	public var location: SourceLocation?
	/// Further explanation, each printed on a line of its own.
	public var notes: [Note]
	/// A stable name for the kind of problem (`storedShape.noEarlierVersion`), for a later stage
	/// or a tool that must tell kinds apart without reading the wording; never printed. Most
	/// diagnostics have none.
	public var code: String?

	/// Creates a diagnostic.
	public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, notes: [Note] = []) {
		self.severity = severity
		self.message = message
		self.location = location
		self.notes = notes
	}

	/// An error diagnostic.
	public static func error(_ message: String, at location: SourceLocation? = nil, notes: [Note] = []) -> Diagnostic {
		Diagnostic(.error, message, at: location, notes: notes)
	}

	/// A warning diagnostic.
	public static func warning(_ message: String, at location: SourceLocation? = nil, notes: [Note] = []) -> Diagnostic {
		Diagnostic(.warning, message, at: location, notes: notes)
	}

	/// `path:line:column: severity: message`, then `path:line:column: note: …` per note.
	public var description: String {
		var lines = [Self.line(location, severity.rawValue, message)]
		for note in notes {
			lines.append(Self.line(note.location, Severity.note.rawValue, note.message))
		}
		return lines.joined(separator: "\n")
	}

	private static func line(_ location: SourceLocation?, _ severity: String, _ message: String) -> String {
		guard let location else { return "\(severity): \(message)" }
		return "\(location.description): \(severity): \(message)"
	}
}

/// A thrown bundle of diagnostics, for operations that report every problem they find.
public struct DiagnosticError: Error, Sendable, Equatable, CustomStringConvertible {
	/// The diagnostics, in the order they should be shown.
	public var diagnostics: [Diagnostic]

	/// Wraps diagnostics to throw them.
	public init(_ diagnostics: [Diagnostic]) {
		self.diagnostics = diagnostics
	}

	/// Wraps one diagnostic to throw it.
	public init(_ diagnostic: Diagnostic) {
		self.diagnostics = [diagnostic]
	}

	/// Every diagnostic, one after another.
	public var description: String {
		diagnostics.map(\.description).joined(separator: "\n")
	}
}

extension Array where Element == Diagnostic {
	/// Whether any diagnostic is an error (warnings alone do not stop a run).
	public var containsErrors: Bool { contains { $0.severity == .error } }
}
