import ScaffoldCore
import Testing

/// What each pagination style asks of generation, said once on the shape (docs/contributing.md).
struct SpecPageShapeTests {
	static func continued(_ continuation: SpecPageShape.Continuation) -> SpecPageShape {
		var shape = SpecPageShape()
		shape.continuation = continuation
		return shape
	}

	@Test(arguments: [
		// shape, linksInHeader, runtimeConcern
		(SpecPageShape(), false, nil),
		(continued(.cursor(key: "next")), false, nil),
		(continued(.nextURL(key: "next")), false, nil),
		(continued(.lastItem(hasMore: "has_more")), false, nil),
		(SpecPageShape.relayConnection, false, nil),
		(SpecPageShape.linkHeader, true, RuntimeConcern.responseHeaders),
	])
	func eachStyleAnswersWhatGenerationAsks(_ shape: SpecPageShape, linksInHeader: Bool, concern: RuntimeConcern?) {
		expectEqual(shape.linksInHeader, linksInHeader)
		expectEqual(shape.runtimeConcern, concern)
	}
}
