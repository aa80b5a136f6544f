import Testing

import ScaffoldCore

struct ISOInstantTests {
	func secondsSince1970() {
		expectEqual(ISOInstant.seconds("1970-01-01T00:00:00Z"), 0)
		expectEqual(ISOInstant.seconds("2017-11-04T18:48:46Z"), 1_509_821_326)
		expectEqual(ISOInstant.seconds("2017-11-04T18:48:46.250Z"), 1_509_821_326.25)
		expectEqual(ISOInstant.seconds("2017-11-04T20:48:46+02:00"), 1_509_821_326)
		expectEqual(ISOInstant.seconds("2017-11-04T17:48:46-01:00"), 1_509_821_326)
		expectEqual(ISOInstant.seconds("2000-02-29T00:00:00Z"), 951_782_400)
		expectEqual(ISOInstant.seconds("1969-12-31T23:59:59Z"), -1)
	}

	func notADateTime() {
		expectEqual(ISOInstant.seconds("2017-11-04"), nil)
		expectEqual(ISOInstant.seconds("yesterday"), nil)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ISOInstantTests>] = [
		SuiteTest("secondsSince1970") { $0.secondsSince1970() },
		SuiteTest("notADateTime") { $0.notADateTime() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ISOInstantTests>) async throws { try await test.body(self) }
}
