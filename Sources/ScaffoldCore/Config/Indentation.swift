/// One level of indentation in generated text: a tab (the default) or a number of spaces.
package enum Indentation: Sendable, Hashable {
	case tab
	case spaces(Int)

	/// The text of one level.
	package var unit: String {
		switch self {
		case .tab: "\t"
		case .spaces(let count): String(repeating: " ", count: max(0, count))
		}
	}
}
