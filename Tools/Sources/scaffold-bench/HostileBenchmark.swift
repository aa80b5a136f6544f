import Foundation
import ScaffoldCore

/// Inputs of a megabyte made to be slow or loud, through each scanner of the core: names and
/// tokens of a million characters, a million-byte line of unclosed tags, tens of thousands of
/// definitions, rings of types. Each should take milliseconds (a quadratic step takes minutes)
/// and report in short lines; the figures are the time and the longest diagnostic line.
enum HostileBenchmark {
	private struct Case {
		let name: String
		let bytes: Int
		/// Runs the input once; the diagnostics it reported.
		let run: () -> [Diagnostic]
	}

	static func run(_ limit: BenchmarkLimit) throws {
		let runs: Int
		switch limit {
		case .iterations(let count): runs = count
		case .seconds(let seconds): runs = max(3, Int(seconds))
		}
		for item in cases() {
			var times: [Double] = []
			var longest = 0
			for _ in 0..<runs {
				let start = DispatchTime.now().uptimeNanoseconds
				let diagnostics = item.run()
				times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
				longest = diagnostics.flatMap { $0.description.split(separator: "\n") }.map(\.count).max() ?? 0
			}
			let time = times.sorted()[runs / 2]
			print(String(format: "hostile: %@ %.1f MB in %.3f s (median of %d); longest diagnostic line %d characters",
				item.name.padded(to: 36), Double(item.bytes) / 1e6, time, runs, longest))
		}
	}

	private static func cases() -> [Case] {
		let megabyte = 1_000_000
		let name = String(repeating: "a", count: megabyte)
		var context = TemplateObject()
		for index in 0..<1_000 { context["key\(index)"] = .string("v") }
		context[String(repeating: "a", count: megabyte - 1) + "b"] = "v"
		let unclosed = String(repeating: "{{a ", count: megabyte / 4) + "}}\n"
		let triples = String(repeating: "{{{a}}", count: megabyte / 6)
		let duplicateKey = "{\"\(name)\": 1, \"\(name)\": 2}"
		let anchors = "x: " + (0..<250).map { "&a\($0) [" }.joined() + String(repeating: "1,", count: megabyte / 4) + String(repeating: "]", count: 250) + "\n"
		let scalars = (0..<megabyte / 14).map { "scalar S\($0)\n" }.joined()
		let entities = (0..<megabyte / 100).map { #"{"name": "E\#($0)", "fields": [{"name": "n", "type": "String"}], "rest": {"path": "/e\#($0)"}}"# }
		let entitySpec = #"{"version": 1, "feature": "F", "entities": [\#(entities.joined(separator: ","))]}"#
		let ringCount = megabyte / 70
		let ring = (0..<ringCount).map { #"{"name": "T\#($0)", "fields": [{"name": "a", "type": "T\#(($0 + 1) % ringCount)"}]}"# }
		let swiftMembers = (0..<megabyte / 120).map {
			"\t@available(*, deprecated) public static func f\($0)<T: P>(_ a: [T] = [], b: \"}\") async throws(E) -> T? { nil }\n\tcase c\($0)(Int), d\($0)\n"
		}
		let swiftSource = "enum Big: Sendable {\n" + swiftMembers.joined() + "}\n"
		let ringSpec = #"{"version": 1, "feature": "F", "entities": [{"name": "E", "fields": [{"name": "t", "type": "T0"}], "rest": {"path": "/e"}}], "types": [\#(ring.joined(separator: ","))]}"#
		return [
			Case(name: "template: a tag named by 1 MB", bytes: name.utf8.count + 5) {
				let template = try! Template(name: "t", source: "{{\(name)}}\n")
				return reported { () throws(Diagnostic) in _ = try template.render(.object(context)) }
			},
			Case(name: "template: a line of unclosed tags", bytes: unclosed.utf8.count) { parse(unclosed) },
			Case(name: "template: unclosed triple mustaches", bytes: triples.utf8.count) { parse(triples) },
			Case(name: "json: a duplicate key of 1 MB", bytes: duplicateKey.utf8.count) {
				reported { () throws(Diagnostic) in _ = try JSONReader(path: "x.json").read(duplicateKey) }
			},
			Case(name: "yaml: 250 anchors nested round a list", bytes: anchors.utf8.count) {
				reported { () throws(Diagnostic) in _ = try YAMLReader(path: "x.yaml").read(anchors) }
			},
			Case(name: "graphql: \(megabyte / 14) scalars", bytes: scalars.utf8.count) {
				reported { () throws(Diagnostic) in _ = try GraphQLParser.parse(bytes: Array(scalars.utf8), path: "x.graphql") }
			},
			Case(name: "swift: \(swiftMembers.count * 3) declarations", bytes: swiftSource.utf8.count) {
				_ = SwiftDeclarationScanner.scan(swiftSource)
				return []
			},
			Case(name: "spec: \(entities.count) entities", bytes: entitySpec.utf8.count) { Spec.load(bytes: Array(entitySpec.utf8), path: "s.json").diagnostics },
			Case(name: "spec: a ring of \(ringCount) value types", bytes: ringSpec.utf8.count) { Spec.load(bytes: Array(ringSpec.utf8), path: "s.json").diagnostics },
		]
	}

	/// The diagnostic `body` throws, if any.
	private static func reported(_ body: () throws(Diagnostic) -> Void) -> [Diagnostic] {
		do {
			try body()
			return []
		} catch {
			return [error]
		}
	}

	private static func parse(_ source: String) -> [Diagnostic] {
		do {
			_ = try Template(name: "t", source: source)
			return []
		} catch {
			return error.diagnostics
		}
	}
}
