import Foundation

/// The compiler's plugin framing: every message is an 8-byte little-endian length followed by that many
/// bytes of JSON, on the plugin's stdin (requests) and stdout (replies).
enum MessageFraming {
	enum Failure: Error, Equatable {
		/// The stream ended inside a message.
		case truncated
	}

	/// `payload` with its length header.
	static func frame(_ payload: Data) -> Data {
		var length = UInt64(payload.count).littleEndian
		var framed = withUnsafeBytes(of: &length) { Data($0) }
		framed.append(payload)
		return framed
	}

	/// Reads one message with `read`, which returns up to the asked number of bytes and an empty `Data` at
	/// the end of the stream. Returns `nil` when the stream ends cleanly between messages or at an empty
	/// message, the compiler's termination signal.
	static func readMessage(using read: (Int) throws -> Data) throws -> Data? {
		guard let header = try readExactly(8, using: read) else { return nil }
		let length = header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
		// The compiler sends an empty message when it is done, as well as closing the stream.
		guard length > 0 else { return nil }
		guard let payload = try readExactly(Int(length), using: read) else { throw Failure.truncated }
		return payload
	}

	/// Splits a byte buffer holding whole framed messages, as a test or a recorded session provides them.
	static func messages(in stream: Data) throws -> [Data] {
		var remaining = stream[...]
		var messages: [Data] = []
		while let message = try readMessage(using: { count in
			let chunk = remaining.prefix(count)
			remaining = remaining.dropFirst(chunk.count)
			return Data(chunk)
		}) {
			messages.append(message)
		}
		return messages
	}
}

// MARK: - Private

private extension MessageFraming {
	static func readExactly(_ count: Int, using read: (Int) throws -> Data) throws -> Data? {
		var buffer = Data()
		while buffer.count < count {
			let chunk = try read(count - buffer.count)
			if chunk.isEmpty {
				if buffer.isEmpty { return nil }
				throw Failure.truncated
			}
			buffer.append(chunk)
		}
		return buffer
	}
}
