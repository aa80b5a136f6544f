import ScaffoldBasics

/// One token of Swift source, as ``SwiftLexer`` cuts it: its bytes and where it starts.
/// Comments and white space are not tokens; they only set ``spaceBefore`` and ``newlineBefore``.
package struct SwiftToken {
	package enum Kind: Equatable {
		/// An identifier or a keyword, backticked ones included (`` `default` ``), `$0` too.
		case word
		/// `@` and a name: `@MainActor` (its arguments are tokens of their own).
		case attribute
		/// `#` and a name: `#if`, `#endif`, `#Predicate`, `#warning`.
		case pound
		/// A string (interpolations and all), regex or number literal.
		case literal
		/// A run of operator characters: `=`, `->`, `==`, `?`, `.`, `>>`, `&`.
		case `operator`
		/// One of `( ) [ ] { } , : ;` or a lone `@`, `#`, `\`, or any other byte.
		case punctuation
	}

	package var kind: Kind
	/// The token's bytes in the source, `start..<end`.
	package var start: Int
	package var end: Int
	package var line: Int
	package var column: Int
	/// White space or a comment stands between this token and the one before.
	package var spaceBefore: Bool
	/// A line break (or a comment holding one) stands between this token and the one before.
	package var newlineBefore: Bool
}
