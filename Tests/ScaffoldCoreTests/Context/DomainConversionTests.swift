import Testing

import ScaffoldCore

/// The Swift a mapper writes to move a value between its DTO and its domain model.
struct DomainConversionTests {
	private let iso = DomainConversion(dateFormat: .iso8601)

	func conversionsThatCannotFailDoNotThrow() {
		// Values the wire carries as they are need no conversion.
		for type in [SpecType.string, .int, .double, .bool, .decimal, .optional(.string), .array(.int), .array(.optional(.bool))] {
			expectEqual(iso.toDomain(type, "input.x", field: "x"), Conversion(code: "input.x", throwing: false))
			expectEqual(iso.toWire(type, "input.x"), Conversion(code: "input.x", throwing: false))
		}

		// Unix dates cannot fail.
		let seconds = DomainConversion(dateFormat: .secondsSince1970)
		let milliseconds = DomainConversion(dateFormat: .millisecondsSince1970)
		expectEqual(seconds.toDomain(.date, "input.at", field: "at"), Conversion(code: "Date(timeIntervalSince1970: input.at)", throwing: false))
		expectEqual(
			milliseconds.toDomain(.date, "input.at", field: "at"), Conversion(code: "Date(timeIntervalSince1970: TimeInterval(input.at) / 1000)", throwing: false))
		expectEqual(seconds.toWire(.date, "input.at").code, "input.at.timeIntervalSince1970")
		expectEqual(milliseconds.toWire(.date, "input.at").code, "Int((input.at.timeIntervalSince1970 * 1000).rounded())")

		// Enums never fail and value types use their mappers.
		expectEqual(iso.toDomain(.enumType("Status"), "input.status", field: "status"), Conversion(code: "Status(rawValue: input.status)", throwing: false))
		expectEqual(iso.toDomain(.valueType("Location"), "input.origin", field: "origin").argument, "try LocationMapper().map(input.origin)")
		expectEqual(iso.toWire(.enumType("Status"), "input.status").code, "input.status.rawValue")
		expectEqual(iso.toWire(.valueType("Location"), "input.origin").code, "LocationDTOMapper().map(input.origin)")
	}

	func textTheDomainParsesThrowsThroughTheParserAndGoesBackAsText() {
		// Text the domain parses goes through the parser and throws.
		expectEqual(iso.toDomain(.url, "input.link", field: "link").argument, #"try parser.url(input.link, field: "link")"#)
		expectEqual(iso.toDomain(.uuid, "input.id", field: "id").argument, #"try parser.uuid(input.id, field: "id")"#)
		expectEqual(iso.toDomain(.date, "input.at", field: "at").argument, #"try parser.date(input.at, field: "at")"#)

		// Throwing closures spell out their error type and nested ones never shadow.
		expectEqual(
			iso.toDomain(.optional(.url), "input.homepage", field: "homepage").argument, #"try input.homepage.map { (value) throws(MappingError) in try parser.url(value, field: "homepage") }"#)
		expectEqual(
			iso.toDomain(.array(.optional(.uuid)), "input.ids", field: "ids").argument, #"try input.ids.map { (element) throws(MappingError) in try element.map { (value2) throws(MappingError) in try parser.uuid(value2, field: "ids") } }"#)
		expectEqual(iso.toWire(.optional(.array(.url)), "input.images").code, "input.images.map { value in value.map { element2 in element2.absoluteString } }")

		// UUIDs travel in lower case.
		expectEqual(iso.toWire(.uuid, "input.id").code, "input.id.uuidString.lowercased()")
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<DomainConversionTests>] = [
		SuiteTest("conversionsThatCannotFailDoNotThrow") { $0.conversionsThatCannotFailDoNotThrow() },
		SuiteTest("textTheDomainParsesThrowsThroughTheParserAndGoesBackAsText") { $0.textTheDomainParsesThrowsThroughTheParserAndGoesBackAsText() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<DomainConversionTests>) async throws { try await test.body(self) }
}
