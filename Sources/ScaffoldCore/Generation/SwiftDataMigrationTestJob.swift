import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The generated test that a store written by each earlier model version opens with the current
/// models (`Tests/Unit/Data/{Name}SwiftDataMigrationTests.swift`): a model of the frozen version is
/// written to a store file, the file is opened through the container's plan, and every current
/// field must read what the stages make of it (the same value, renamed or not, a stage's default,
/// or nil), for versions from which every stage is lightweight. A custom stage's mapping is yours,
/// but not losing the store is checked for it too (``customStageTests``).
package enum SwiftDataMigrationTestJob {
	/// The job, or nil when no frozen version can be tested (its initializer takes a value the
	/// test cannot make up, or a custom stage follows it).
	static func job(
		entity: SpecEntity, versions: SwiftDataModelVersions.Entity, frozenTexts: [Int: String], container: RenderJob, context: TemplateObject
	) -> RenderJob? {
		let model = GeneratedNames.entityModel(entity.name)
		let name = EntityNames(entity).name
		var tests: [TemplateValue] = []
		for version in versions.frozen.reversed() {
			guard let (target, origins) = versions.origins[version], let text = frozenTexts[version],
				let root = modelTest(of: entity.name, origins: origins[entity.name] ?? [:], version: version, in: text)
			else { continue }
			let targetSchema = SwiftDataVersionContext.schema(name, target)
			let isCurrent = target == versions.current
			// The nested entities' models too, each inserted on its own (a relationship is not a
			// value the test compares), when the test can make up every value of its initializer.
			let nested = origins.keys.sorted().filter { $0 != entity.name }.compactMap { model in
				modelTest(of: model, origins: origins[model]!, version: version, in: text)
			}
			let models = ([root] + nested).enumerated().map { index, test -> TemplateValue in
				let model = GeneratedNames.entityModel(test.entity)
				let variables = index == 0 ? ("stored", "item") : ("stored" + model, Name(model).lowerCamel)
				return [
					"isFirstModel": .bool(index == 0), "model": .string(model), "arguments": .string(test.arguments),
					"targetModel": .string(isCurrent ? model : targetSchema + "." + model),
					"storedVariable": .string(variables.0), "itemVariable": .string(variables.1), "checks": .list(test.checks),
				]
			}
			// Short of the current version (a custom stage follows), the plan's lightweight stages
			// up to the target, in a plan of their own.
			let first = versions.versions.firstIndex(of: version)!
			let last = versions.versions.firstIndex(of: target)!
			tests.append([
				"from": .string(String(version)),
				"isFirst": .bool(tests.isEmpty),
				"frozenSchema": .string(SwiftDataVersionContext.schema(name, version)),
				"models": .list(models),
				"target": .string(String(target)),
				"isCurrentTarget": .bool(isCurrent),
				"partialPlan": .string("PlanFromV\(version)ToV\(target)"),
				"partialSchemas": .list(versions.versions[first...last].map { ["schema": .string(SwiftDataVersionContext.schema(name, $0))] }),
				"stageRange": .string("\(first)..<\(last)"),
				"targetSchema": .string(targetSchema),
			])
		}
		let stageTests = customStageTests(model: model, name: name, versions: versions, frozenTexts: frozenTexts, after: tests.count)
		guard !tests.isEmpty || !stageTests.isEmpty else { return nil }
		var test = context
		test.merge(SwiftDataMigrationTestContext(testSuite: name + "SwiftDataMigrationTests", swiftDataMigrationTests: tests, swiftDataCustomStageTests: stageTests))
		let folder = container.outputPath.firstRange(of: "/Sources/Data/Entities/").map { String(container.outputPath[..<$0.lowerBound]) } ?? ""
		return RenderJob(
			templatePath: "Feature/Tests/Unit/Data/SwiftDataMigrationTests.swift.mustache", context: .object(test),
			outputPath: folder + "/Tests/Unit/Data/\(name)SwiftDataMigrationTests.swift", origin: container.origin)
	}

	/// What a migration test inserts of one model of a frozen version and checks of it: the
	/// arguments of its initializer there, and each current field against where its value comes
	/// from; nil when the frozen copy has no such model or the test cannot make up a value.
	package static func modelTest(
		of entity: String, origins: [String: SwiftDataModelVersions.Origin], version: Int, in text: String
	) -> (entity: String, arguments: String, checks: [TemplateValue])? {
		guard let parameters = initializer(of: GeneratedNames.entityModel(entity), in: text) else { return nil }
		var samples: [String: String] = [:]
		for (label, type) in parameters {
			guard let sample = sample(type, label: label, version: version) else { return nil }
			samples[label] = sample
		}
		let checks = origins.keys.sorted().map { field -> TemplateValue in
			let expected: String
			switch origins[field]! {
			case .field(let old): expected = samples[old] ?? "nil"
			case .value(let value): expected = SwiftDataVersionContext.literal(value)
			case .none: expected = "nil"
			}
			return ["property": .string(field), "expected": .string(expected)]
		}
		let identifier: TemplateValue = ["property": "identifier", "expected": .string(samples["identifier"] ?? "nil")]
		return (entity, parameters.map { "\($0.label): \(samples[$0.label]!)" }.joined(separator: ", "), [identifier] + checks)
	}

	/// One test per custom stage (yours to write): a store of the version before it, opened through
	/// the container's plan, must either reach the current models whole or, while a stage throws,
	/// stay readable as that version left it. Nothing the store holds may be lost either way.
	package static func customStageTests(
		model: String, name: String, versions: SwiftDataModelVersions.Entity, frozenTexts: [Int: String], after earlier: Int
	) -> [TemplateValue] {
		var tests: [TemplateValue] = []
		for stage in versions.stages where !stage.isLightweight {
			guard let text = frozenTexts[stage.from], let parameters = initializer(of: model, in: text) else { continue }
			let samples = parameters.compactMap { parameter in sample(parameter.type, label: parameter.label, version: stage.from).map { (parameter.label, $0) } }
			guard samples.count == parameters.count, let identifier = samples.first(where: { $0.0 == "identifier" })?.1 else { continue }
			tests.append([
				"from": .string(String(stage.from)),
				"to": .string(String(stage.to)),
				"isFirst": .bool(earlier + tests.count == 0),
				"frozenSchema": .string(SwiftDataVersionContext.schema(name, stage.from)),
				"arguments": .string(samples.map { "\($0.0): \($0.1)" }.joined(separator: ", ")),
				"identifierSample": .string(identifier),
			])
		}
		return tests
	}

	/// The labels and types of the initializer of `model` in a frozen copy.
	static func initializer(of model: String, in text: String) -> [(label: String, type: String)]? {
		guard let declaration = text.firstRange(of: "final class \(model) {") else { return nil }
		let rest = text[declaration.upperBound...]
		guard let start = rest.firstRange(of: "init("), let end = rest[start.upperBound...].firstIndex(of: ")") else { return nil }
		return rest[start.upperBound..<end].split(separator: ",").compactMap { parameter in
			let parts = parameter.split(separator: ":", maxSplits: 1).map { $0.trimmingWhitespace }
			return parts.count == 2 ? (parts[0], parts[1]) : nil
		}
	}

	/// A value of a stored type, distinct per label and version, or nil for a type the test cannot make up.
	static func sample(_ type: String, label: String, version: Int) -> String? {
		if type.hasSuffix("?") { return sample(String(type.dropLast()), label: label, version: version) }
		if type.hasPrefix("[") && type.hasSuffix("]") {
			return sample(String(type.dropFirst().dropLast()), label: label, version: version).map { "[\($0)]" }
		}
		switch type {
		case "String": return "\"\(label) of version \(version)\""
		case "Int", "Int64": return String(version * 100 + label.count)
		case "Double", "Decimal": return "\(version).5"
		case "Bool": return "true"
		default: return nil
		}
	}
}

extension Substring {
	/// Without the spaces and newlines around.
	fileprivate var trimmingWhitespace: String {
		String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
	}
}
