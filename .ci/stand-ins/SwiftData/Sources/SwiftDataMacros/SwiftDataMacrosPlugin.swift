import Foundation

/// The compiler runs this executable once per build and sends it macro expansion requests until it closes
/// stdin. Diagnostics about misuse go back in replies; only a broken stream ends the plugin early.
@main
enum SwiftDataMacrosPlugin {
	static func main() throws {
		let input = FileHandle.standardInput
		let output = FileHandle.standardOutput
		var handler = MessageHandler()
		while let message = try MessageFraming.readMessage(using: { count in try input.read(upToCount: count) ?? Data() }) {
			if let reply = try handler.reply(to: message) {
				try output.write(contentsOf: MessageFraming.frame(reply))
			}
		}
	}
}
