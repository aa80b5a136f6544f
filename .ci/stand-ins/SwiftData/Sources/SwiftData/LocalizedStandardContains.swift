// Apple's Foundation lets a `#Predicate` call `localizedStandardContains(_:)` on a string (the way
// SwiftData apps search text ignoring case and diacritics); swift-foundation on Linux does not
// build that expression. The stand-in supplies it under Apple's names, so the same predicates
// type-check and evaluate here. On Apple platforms Foundation's own is used.
#if !canImport(Darwin)
import Foundation

extension PredicateExpressions {
	/// Mirrors `Foundation.PredicateExpressions.StringLocalizedStandardContains`: whether `root`
	/// contains `other`, ignoring case and diacritics, as `String.localizedStandardContains(_:)`.
	public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
	where Root.Output: StringProtocol, Other.Output: StringProtocol {
		public typealias Output = Bool

		/// Mirrors `StringLocalizedStandardContains.root`.
		public let root: Root
		/// Mirrors `StringLocalizedStandardContains.other`.
		public let other: Other

		/// Mirrors `StringLocalizedStandardContains.init(root:other:)`.
		public init(root: Root, other: Other) {
			self.root = root
			self.other = other
		}

		public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
			String(try root.evaluate(bindings)).localizedStandardContains(String(try other.evaluate(bindings)))
		}
	}

	/// Mirrors `Foundation.PredicateExpressions.build_localizedStandardContains(_:_:)`, what
	/// `#Predicate` expands `a.localizedStandardContains(b)` to.
	public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedStandardContains<Root, Other> {
		StringLocalizedStandardContains(root: root, other: other)
	}
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
#endif
