/// The query items a page shape sends, which nothing else of the same request may send.
extension SpecPageShape {
	/// The query items carrying the page: its number, its offset and limit, its cursor or the
	/// last item's identifier, and the page size's. A link carries its own, so only the size's.
	package var queryItems: [String] {
		switch continuation {
		case .nextURL, .connection, .linkHeader: sizeParameter.map { [$0] } ?? []
		case .cursor, .lastItem: [parameter] + (sizeParameter.map { [$0] } ?? [])
		case nil: offset.map { [$0, limit] } ?? [parameter]
		}
	}
}
