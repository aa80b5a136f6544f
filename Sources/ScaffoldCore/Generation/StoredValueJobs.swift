import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The render jobs of the value types SwiftData models store: each becomes a struct of its own
/// (`LocationEntity`) with a mapper each way and their tests, so the persisted schema does not
/// change when the wire DTO does.
package struct StoredValueJobs {
	let planner: FeatureJobs
	let base: [(String, TemplateValue)]

	/// The value types an entity's SwiftData model stores, directly or inside another stored value type,
	/// in the order the spec declares them.
	package static func storedValueTypes(_ spec: Spec) -> [SpecDeclaration] {
		var names: Set<String> = []
		let models = Set(spec.swiftDataModelEntities)
		var pending = spec.entities.filter { models.contains($0.name) }.flatMap(\.fields).map(\.type)
		while let type = pending.popLast() {
			guard let name = type.referencedTypeName, let declaration = spec.declaration(named: name),
				declaration.kind == .valueType, names.insert(name).inserted
			else { continue }
			pending += declaration.fields.map(\.type)
		}
		return spec.types.filter { names.contains($0.name) }
	}

	func jobs() -> [RenderJob] {
		let spec = planner.spec
		let wire = WireType(feature: planner.feature)
		let tests = DomainTestContext(feature: planner.feature)
		return Self.storedValueTypes(spec).flatMap { declaration -> [RenderJob] in
			let name = declaration.name
			var context = TemplateObject(base)
			context.merge(StoredValueTypeContext(declaration: declaration, wire: wire, tests: tests))
			let mapper = GeneratedNames.storedValueMapper(name)
			let dtoMapper = GeneratedNames.storedValueDTOMapper(name)
			return [
				planner.job(
					"Sources/Data/Entities/ValueEntity.swift", context: context,
					output: "Sources/Data/Entities/\(GeneratedNames.storedValueType(name)).swift"),
				planner.job("Sources/Data/Mappers/ValueEntityMapper.swift", context: context, output: "Sources/Data/Mappers/\(mapper).swift"),
				planner.job("Sources/Data/Mappers/ValueEntityDTOMapper.swift", context: context, output: "Sources/Data/Mappers/\(dtoMapper).swift"),
				test("ValueEntityMapperTests", mapper, context),
				test("ValueEntityDTOMapperTests", dtoMapper, context),
			]
		}
	}

	private func test(_ template: String, _ subject: String, _ context: TemplateObject) -> RenderJob {
		var context = context
		context.merge(TestSuiteContext(testSuite: subject + "Tests"))
		return planner.job("Tests/Unit/Data/Mappers/\(template).swift", context: context, output: "Tests/Unit/Data/Mappers/\(subject)Tests.swift")
	}
}
