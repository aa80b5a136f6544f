import Foundation
import Testing

/// Cases of the vendored Mustache specification, rendered by the `scaffold render` binary from
/// files: the template, its partials as `partials/<name>.mustache` and the data as JSON.
struct MustacheSpecRenderTests {
	struct Case: Sendable, CustomTestStringConvertible {
		var module: String
		var name: String
		var template: String
		var partials: [String: String]
		/// The case's data, serialised again as JSON.
		var data: String
		var expected: String

		var testDescription: String { "\(module): \(name)" }
	}

	/// The modules whose cases involve partials, which is what `render` adds to the engine.
	static let modules = ["partials", "delimiters"]

	static func cases() -> [Case] {
		let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
			.appendingPathComponent("Fixtures/mustache-spec")
		return modules.flatMap { module -> [Case] in
			guard let bytes = try? Foundation.Data(contentsOf: directory.appendingPathComponent(module + ".json")),
				let root = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any],
				let tests = root["tests"] as? [[String: Any]]
			else {
				// An unreadable fixture becomes one failing case rather than no cases at all.
				return [Case(module: module, name: "unreadable fixture", template: "", partials: [:], data: "", expected: "?")]
			}
			return tests.map { test in
				let data = test["data"].flatMap {
					try? JSONSerialization.data(withJSONObject: $0, options: [.fragmentsAllowed, .sortedKeys])
				}
				return Case(
					module: module, name: test["name"] as? String ?? "?", template: test["template"] as? String ?? "",
					partials: test["partials"] as? [String: String] ?? [:],
					data: data.map { String(decoding: $0, as: UTF8.self) } ?? "null", expected: test["expected"] as? String ?? "")
			}
		}
	}

	@Test(arguments: cases())
	func rendersTheSpecCase(_ test: Case) throws {
		let scaffold = try ScaffoldBinary.locate()
		try TemporaryFolder.with { folder in
			try folder.write(test.template, to: "template.mustache")
			try folder.write(test.data, to: "data.json")
			try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("partials"), withIntermediateDirectories: true)
			for (name, source) in test.partials {
				try folder.write(source, to: "partials/\(name).mustache")
			}
			// The specification's semantics: HTML escaping, missing names render as empty.
			try scaffold.expect(
				["render", "template.mustache", "--data", "data.json", "--partials", "partials", "--escape", "html", "--lenient"],
				in: folder.url, .init(status: 0, stdout: test.expected, stderr: ""))
		}
	}
}
