import Foundation
import Testing

import ScaffoldCore

/// Helpers shared by the spec tests: read-only access to checked-in examples and fixtures.
enum SpecTestSupport {
	/// The package root, found from this file's path (tests only read there, never write).
	static let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
		.deletingLastPathComponent().deletingLastPathComponent()

	static func bytes(_ relativePath: String) throws -> [UInt8] {
		Array(try Data(contentsOf: packageRoot.appendingPathComponent(relativePath)))
	}

	static func exampleNames() throws -> [String] {
		try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Examples").path)
			.filter { $0.hasSuffix(".json") }.sorted()
	}

	/// Loads spec text given inline (tests write specs as Swift strings).
	static func load(_ text: String, path: String = "Specs/Character.json") -> (spec: Spec?, diagnostics: [Diagnostic]) {
		Spec.load(bytes: Array(text.utf8), path: path)
	}

	/// The printed diagnostics of inline spec text.
	static func messages(_ text: String) -> [String] {
		load(text).diagnostics.map(\.description)
	}
}
