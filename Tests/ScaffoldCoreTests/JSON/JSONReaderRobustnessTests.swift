import Testing

import ScaffoldCore

struct JSONReaderRobustnessTests {
	private let reader = JSONReader(path: "x.json")

	private func failure(_ bytes: [UInt8]) -> Diagnostic? {
		do {
			_ = try reader.read(bytes)
			return nil
		} catch {
			return error
		}
	}

	func countsPositionsPastAByteOrderMarkAcrossCRLFAndInScalars() throws {
		// Skips a leading byte order mark.
		do {
			let node = try reader.read([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
			expectEqual(node["a"]?.int, 1)
			expectEqual(node.position, SourcePosition(line: 1, column: 1))
			expectEqual(node.members?.first?.keyPosition, SourcePosition(line: 1, column: 2))
		}

		// Counts CRLF as one line break.
		do {
			let node = try reader.read("{\r\n\t\"a\": 1,\r\n\t\"b\": true\r\n}")
			let members = try require(node.members)
			expectEqual(members[0].keyPosition, SourcePosition(line: 2, column: 2))
			expectEqual(members[1].keyPosition, SourcePosition(line: 3, column: 2))
			expectEqual(members[1].value.position, SourcePosition(line: 3, column: 7))
			let error = failure(Array("{\r\n\"a\": x}".utf8))
			expectEqual(error?.description, "x.json:2:6: error: expected a JSON value, found 'x'")
		}

		// Counts columns in unicode scalars.
		do {
			let node = try reader.read("{\"é😀\": 1, \"b\": 2}")
			expectEqual(node.members?[1].keyPosition, SourcePosition(line: 1, column: 11))
		}
	}

	func keepsEscapesInTheirPlace() throws {
		expectEqual(try reader.read("\"a\\nb\\tc\"").string, "a\nb\tc")
		expectEqual(try reader.read("\"\\u00e9t\\u00e9 \\ud83d\\ude00!\"").string, "été 😀!")
		expectEqual(try reader.read("\"x\\\"y\\\\z\"").string, "x\"y\\z")
	}

	func refusesInvalidUTF8WithItsPosition() {
		let error = failure(Array("{\"ab".utf8) + [0xC3, 0x28] + Array("\": 1}".utf8))
		expectEqual(error?.description, "x.json:1:5: error: invalid UTF-8 in string")
		let outside = failure([0xFF])
		expectEqual(outside?.description, "x.json:1:1: error: expected a JSON value, found byte 0xFF")
		let truncated = failure(Array("\"é".utf8).dropLast())
		expectEqual(truncated?.description, "x.json:1:3: error: unterminated string")
	}

	func readsNestingUpToTheLimitAndRefusesItBeyond() throws {
		// Accepts nesting up to the limit.
		do {
			let depth = JSONReader.maximumDepth
			let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
			var node = try reader.read(text)
			var levels = 1
			while let inner = node.elements?.first {
				node = inner
				levels += 1
			}
			expectEqual(levels, depth)
		}

		// Reports very deep nesting as an error.
		do {
			let depth = 10_000
			let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
			let error = failure(Array(text.utf8))
			expectEqual(error?.message, "nesting is deeper than \(JSONReader.maximumDepth) levels")
			expectEqual(error?.location?.position, SourcePosition(line: 1, column: JSONReader.maximumDepth + 1))
			let objects = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
			expectEqual(failure(Array(objects.utf8))?.message, "nesting is deeper than \(JSONReader.maximumDepth) levels")
		}
	}

	func parsesATenMegabyteDocument() throws {
		let element = "{\"id\": 12345, \"name\": \"Rick Sanchez \\u00e9\", \"tags\": [true, false, null, -1.5e3]}"
		let count = 10 * 1024 * 1024 / element.utf8.count + 1
		var text = "["
		text.reserveCapacity(count * (element.utf8.count + 2) + 2)
		for index in 0..<count {
			if index > 0 { text += ",\n" }
			text += element
		}
		text += "]"
		expectGreater(text.utf8.count, 10 * 1024 * 1024)
		let node = try reader.read(text)
		let elements = try require(node.elements)
		expectEqual(elements.count, count)
		expectEqual(elements.last?["name"]?.string, "Rick Sanchez é")
		expectEqual(elements.last?["tags"]?.elements?.last?.value, .number("-1.5e3"))
		expectEqual(elements.last?.position, SourcePosition(line: count, column: 1))
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<JSONReaderRobustnessTests>] = [
		SuiteTest("countsPositionsPastAByteOrderMarkAcrossCRLFAndInScalars") { try $0.countsPositionsPastAByteOrderMarkAcrossCRLFAndInScalars() },
		SuiteTest("keepsEscapesInTheirPlace") { try $0.keepsEscapesInTheirPlace() },
		SuiteTest("refusesInvalidUTF8WithItsPosition") { $0.refusesInvalidUTF8WithItsPosition() },
		SuiteTest("readsNestingUpToTheLimitAndRefusesItBeyond") { try $0.readsNestingUpToTheLimitAndRefusesItBeyond() },
		SuiteTest("parsesATenMegabyteDocument") { try $0.parsesATenMegabyteDocument() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<JSONReaderRobustnessTests>) async throws { try await test.body(self) }
}
