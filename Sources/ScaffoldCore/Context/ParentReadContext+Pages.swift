import ScaffoldBasics
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The keys of a paged read by parent (`"page"` on a REST `byParent` item), besides a read's
/// own: the query items of one page of one parent's children, asked for as the entity's
/// paginated list asks for a page (by number, or by offset and limit), and what the tests expect
/// of them. A paged read pages exactly as the list does (the checker says so), so the list's
/// response DTO, page mapper and `{Plural}Page` read its pages.
extension ParentReadContext {
	func pageKeys(_ typed: Read) -> ParentPageKeys {
		let identifier = typed.parent.identifier
		let sample = EntityContext.plainText(samples.identifier(identifier, .first))
		let missing = EntityContext.plainText(samples.missingIdentifier(identifier))
		let query: String?
		if case .rest(_, let name) = typed.read.source { query = name } else { query = nil }
		let parameter = typed.names.parameter
		let value = wire.isText(identifier.type) ? parameter : "String(\(parameter))"
		let parentItem = query.map { ["URLQueryItem(name: \(SwiftLiteral.string($0)), value: \(value))"] } ?? []
		func expected(_ value: String, page: Int) -> String {
			let parent = query.map { ["URLQueryItem(name: \(SwiftLiteral.string($0)), value: \(SwiftLiteral.string(value)))"] } ?? []
			return "[" + (parent + pageItems(page: page)).joined(separator: ", ") + "]"
		}
		guard entity.pageShape.continuation != nil else {
			return ParentPageKeys(
				parentPageContinues: false,
				parentPageQueryItems: "[" + (parentItem + pageItems(page: nil)).joined(separator: ", ") + "]",
				parentSamplePageQueryItems: expected(sample, page: 2), parentSampleSecondPageQueryItems: nil,
				parentMissingSamplePageQueryItems: expected(missing, page: 3), parentMissingSecondPageQueryItems: nil)
		}
		// Continued pages: the first request of any page is page 1's (no cursor); page 2's sends what page 1 answered.
		let size = FilterContext.sizeQueryItem(of: entity)
		func continued(_ value: String, second: Bool) -> String {
			let parent = query.map { ["URLQueryItem(name: \(SwiftLiteral.string($0)), value: \(SwiftLiteral.string(value)))"] } ?? []
			guard second else { return "[" + (parent + size).joined(separator: ", ") + "]" }
			// A link (in the body or the Link header) carries every query item of the next page; a cursor goes after the parent's and the size.
			if entity.pageShape.continuation?.sendsCursor == false { return "[" + Fixtures.cursorQueryItem(page: 2, of: entity) + "]" }
			return "[" + (parent + size + [Fixtures.cursorQueryItem(page: 2, of: entity)]).joined(separator: ", ") + "]"
		}
		return ParentPageKeys(
			parentPageContinues: true,
			parentPageQueryItems: "[" + (parentItem + size).joined(separator: ", ") + "]",
			parentSamplePageQueryItems: continued(sample, second: false), parentSampleSecondPageQueryItems: continued(sample, second: true),
			parentMissingSamplePageQueryItems: continued(missing, second: false), parentMissingSecondPageQueryItems: continued(missing, second: true))
	}

	/// The query items of a page: of page `page` as a test expects them, or, for nil, as the
	/// data source writes them from its `page` argument.
	private func pageItems(page number: Int?) -> [String] {
		let shape = entity.pageShape
		guard let offset = shape.offset else {
			return ["URLQueryItem(name: \(SwiftLiteral.string(shape.parameter)), value: \(number.map { "\"\($0)\"" } ?? "String(page)"))"]
		}
		let size = entity.searchPageSize
		return [
			"URLQueryItem(name: \(SwiftLiteral.string(offset)), value: \(number.map { "\"\(($0 - 1) * size)\"" } ?? "String((page - 1) * \(size))"))",
			"URLQueryItem(name: \(SwiftLiteral.string(shape.limit)), value: \"\(size)\")",
		]
	}
}
