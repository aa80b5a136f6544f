import Foundation
import Testing

@testable import SwiftDataMacros

struct MessageFramingTests {
	@Test("A frame is an 8-byte little-endian length followed by the payload")
	func frameLayout() {
		let framed = MessageFraming.frame(Data("{}".utf8))

		#expect(Array(framed) == [2, 0, 0, 0, 0, 0, 0, 0, UInt8(ascii: "{"), UInt8(ascii: "}")])
	}

	@Test("A stream splits back into its messages, however the reads are chunked")
	func readsMessagesBack() throws {
		let stream = MessageFraming.frame(Data("first".utf8)) + MessageFraming.frame(Data("second".utf8))
		var remaining = stream[...]

		var messages: [Data] = []
		// One byte per read: the reader must assemble headers and payloads across reads.
		while let message = try MessageFraming.readMessage(using: { _ in
			let chunk = remaining.prefix(1)
			remaining = remaining.dropFirst(chunk.count)
			return Data(chunk)
		}) {
			messages.append(message)
		}

		#expect(messages.map { String(decoding: $0, as: UTF8.self) } == ["first", "second"])
	}

	@Test("An empty message ends the session, as the compiler's termination signal")
	func emptyMessageTerminates() throws {
		let stream = MessageFraming.frame(Data("one".utf8)) + MessageFraming.frame(Data()) + MessageFraming.frame(Data("ignored".utf8))

		#expect(try MessageFraming.messages(in: stream).count == 1)
	}

	@Test("A stream ending inside a message is an error, not a silent stop")
	func truncatedStreamThrows() {
		let stream = MessageFraming.frame(Data("whole".utf8)).dropLast(2)

		#expect(throws: MessageFraming.Failure.truncated) { try MessageFraming.messages(in: Data(stream)) }
	}
}
