import Testing

import ScaffoldCore

/// Imports a fixture of `Tests/Fixtures/import` and loads the spec it gives.
enum ImportFixture {
	struct Result {
		var text: String?
		var diagnostics: [Diagnostic]
		var spec: Spec?

		func entity(_ name: String) -> SpecEntity? { spec?.entities.first { $0.name == name } }

		func type(_ name: String, of entity: String, field: String) -> String? {
			self.entity(entity)?.allFields.first { $0.name == field }?.type.swiftSpelling
		}

		/// The messages of one severity.
		func messages(_ severity: Diagnostic.Severity) -> [String] {
			diagnostics.filter { $0.severity == severity }.map(\.message)
		}

		func warned(_ fragment: String) -> Bool { messages(.warning).contains { $0.contains(fragment) } }
		func noted(_ fragment: String) -> Bool { messages(.note).contains { $0.contains(fragment) } }
	}

	static func run(_ fixture: String, feature: String = "Store", select: [String] = [], scalars: [String: String] = [:]) throws -> Result {
		let path = "Tests/Fixtures/import/" + fixture
		let bytes = Array(try RepositoryFiles.text(path).utf8)
		let (text, diagnostics) = SpecImport.run(bytes: bytes, path: path, options: .init(feature: feature, select: select, scalars: scalars))
		let spec = text.flatMap { Spec.load(bytes: Array($0.utf8), path: "imported.json").spec }
		return Result(text: text, diagnostics: diagnostics, spec: spec)
	}
}
