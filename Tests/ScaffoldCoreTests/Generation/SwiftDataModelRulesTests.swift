import Foundation
import Testing

import ScaffoldCore

/// What SwiftData users trip on, checked on the generated `@Model` classes of every example:
/// enums are stored as raw values (predicates compare plain values), and every stored value type
/// is a `nonisolated`, `Codable`, `Sendable` struct (usable off the main actor as a composite
/// attribute).
struct SwiftDataModelRulesTests {
	func modelsStoreRawValuesAndSendableCodableValueTypes(example: String) throws {
		let output = try ExampleGeneration.generate(example)
		let swiftFiles = output.files.filter { $0.path.hasSuffix(".swift") }
		let declarations = Self.declarations(in: swiftFiles)
		let models = swiftFiles.filter { $0.contents.contains("\n@Model\n") }
		// A relationship stores other models: those are classes SwiftData keeps itself.
		let modelNames = Set(models.flatMap { Self.declarations(in: [$0]).filter { $0.value.contains("final class") }.keys })
		for model in models {
			for (name, type) in Self.storedProperties(of: model.contents) {
				let base = type.filter { $0.isLetter || $0.isNumber }
				if modelNames.contains(base) { continue }
				guard let declaration = declarations[base] else {
					expectContains(Self.plainTypes, base, "\(model.path): '\(name): \(type)' stores a type that is neither plain nor declared here")
					continue
				}
				#expect(!declaration.hasPrefix("enum") && !declaration.contains(" enum "), "\(model.path): '\(name)' stores an enum, not its raw value")
				expectPrefix(declaration, "nonisolated struct \(base): Codable", "\(model.path): '\(name)' stores '\(declaration)'")
				expectSuffix(declaration, "Sendable {", "\(model.path): '\(name)' stores '\(declaration)', which is not Sendable")
			}
		}
	}

	func theRuleSeesModels() throws {
		let output = try ExampleGeneration.generate("Everything.json")
		// Read in the templates' shape: the house style indents the `#if` around the model.
		let model = try require(
			output.files.map { SwiftLayout.templateForm($0.contents, style: .house) }.first { $0.contains("\n@Model\nnonisolated final class ProductEntity") })
		let stored = Self.storedProperties(of: model)
		expectAny(stored, where: { $0.name == "price" && $0.type == "MoneyEntity" })
		expectAny(stored, where: { $0.name == "availability" && $0.type == "String" })
	}

	private static let plainTypes: Set<String> = ["String", "Int", "Double", "Bool", "Float", "Int64", "Decimal"]

	/// `var name: Type` lines of the class body, attributes (`@Attribute(.unique)`) allowed.
	private static func storedProperties(of source: String) -> [(name: String, type: String)] {
		source.split(separator: "\n").compactMap { line in
			guard line.hasPrefix("\t"), !line.hasPrefix("\t\t"), let range = line.range(of: "var ") else { return nil }
			// The initial value (a relationship's `[]`, a default that fills old rows) is not the type.
			let declaration = line[range.upperBound...].components(separatedBy: " = ")[0]
			guard let colon = declaration.firstIndex(of: ":") else { return nil }
			let name = declaration[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: "` "))
			return (name, declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespaces))
		}
	}

	/// Top-level type declarations by name: `nonisolated struct MoneyDTO: Codable, Equatable, Sendable {`.
	private static func declarations(in files: [OutputFile]) -> [String: String] {
		var result: [String: String] = [:]
		for file in files {
			for line in file.contents.split(separator: "\n") where !line.hasPrefix("\t") && !line.hasPrefix("//") {
				let words = line.split(separator: " ")
				guard let index = words.firstIndex(where: { ["struct", "enum", "class"].contains($0) }), index + 1 < words.count else { continue }
				let name = String(words[index + 1].prefix { $0.isLetter || $0.isNumber })
				result[name] = String(line)
			}
		}
		return result
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SwiftDataModelRulesTests>] = [
		SuiteTest("theRuleSeesModels") { try $0.theRuleSeesModels() },
	]
		+ SuiteTest<SwiftDataModelRulesTests>.cases("modelsStoreRawValuesAndSendableCodableValueTypes(example:)", ExampleSnapshotTests.examples) { try $0.modelsStoreRawValuesAndSendableCodableValueTypes(example: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<SwiftDataModelRulesTests>) async throws { try await test.body(self) }
}
