import Foundation
import Testing

import ScaffoldCore

struct RuntimeRequirementsTests {
	func idsAreUniqueAndNamedFindsEach() {
		// Ids are unique.
		let ids = RuntimeRequirements.all.map(\.id)
		let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
		expectEqual(repeated, [])
		expectEqual(ids.count, 54)

		// Named finds each requirement and nothing else.
		for requirement in RuntimeRequirements.all {
			expectEqual(RuntimeRequirements.named(requirement.id), requirement)
		}
		expectEqual(RuntimeRequirements.named("APIError.Unauthorized"), nil)
		expectEqual(RuntimeRequirements.named(""), nil)
	}

	/// An adapted requirement is one generated code changes for: some context code must ask the
	/// runtime whether the app has it (`has("APIError.unauthorized")`), or nothing adapts.
	func everyAdaptedRequirementIsAskedAboutByTheContext() throws {
		var text = ""
		for folder in ["Sources/ScaffoldCore/Context", "Sources/ScaffoldCore/Generation"] {
			for path in try RepositoryFiles.files(below: folder) where path.hasSuffix(".swift") {
				text += try RepositoryFiles.text(folder + "/" + path)
			}
		}
		// The fixture loader's requirements are adapted through `app.fixtures` (the context's
		// `fixtureData` and `fixtureDecode`), not by asking for them.
		let throughFixtures: Set = ["Bundle.loadJSON", "Bundle.loadJSONData"]
		let adapted = RuntimeRequirements.all.filter { $0.whenMissing != .required }.map(\.id)
		expectEqual(adapted.count, 9)
		let unread = adapted.filter { !throughFixtures.contains($0) && !text.contains("\"\($0)\"") }
		expectEqual(unread, [], "adapted requirements no context code asks about")
		expectContains(text, "app?.fixtures?.data")
		expectContains(text, "app?.fixtures?.decode")
	}

	/// An app that has `AuthenticatingHTTPClient` but not the token store or the refresher would
	/// get a container test that cannot compile: the test needs all three.
	static let theAuthenticationTestNeedsEveryAuthenticationTypeArguments: [String] = ["AuthenticatingHTTPClient", "InMemoryAccessTokenStore", "TokenRefresherContract"]
	func theAuthenticationTestNeedsEveryAuthenticationType(lacked: String) throws {
		let spec = try require(Spec.load(bytes: try SpecTestSupport.bytes("Examples/Character.json"), path: "Character.json").spec)
		var feature = ResolvedFeature(spec: spec, runtime: ProjectRuntime(adopted: true, lacks: [lacked]))
		let container = ContainerContext(feature: feature, entities: spec.entities).build()
		expectEqual(container["hasAuthentication"], .bool(false))
		expectEqual(container["hasAuthenticationTest"], .bool(false))
		feature.runtime = ProjectRuntime(adopted: true)
		expectEqual(ContainerContext(feature: feature, entities: spec.entities).build()["hasAuthenticationTest"], .bool(true))
	}

	/// Every support type is spelled through the context (`{{runtime.MappingError}}`) by some
	/// template, and templates spell no other `runtime.` name.
	func templatesSpellExactlyTheSupportTypesThroughTheContext() throws {
		var used: Set<String> = []
		for source in TemplateCatalog.embedded.sources {
			var rest = source.text[...]
			while let range = rest.range(of: "{{runtime.") {
				let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
				used.insert(String(name))
				rest = rest[range.upperBound...]
			}
		}
		expectEqual(used, Set(RuntimeSupport.typeNames))
		expectEqual(Set(RuntimeSupport.typeNames).count, RuntimeSupport.typeNames.count)
	}

	/// Each support file is one of `init`'s runtime templates and declares the type it is named after.
	func supportFilesAreRuntimeTemplatesDeclaringTheirType() throws {
		expectEqual(RuntimeSupport.files.count, 29)
		for file in RuntimeSupport.files {
			let source = try require(TemplateCatalog.embedded.source(atPath: "Init/Libraries/" + file.template), "\(file.template)")
			expectContains(source.text, "{{runtime.\(file.type)}}", "\(file.template) does not declare \(file.type)")
			expectContains(RuntimeSupport.typeNames, file.type)
		}
		expectEqual(Set(RuntimeSupport.files.map(\.type)).count, RuntimeSupport.files.count)
	}

	func supportNamesArePrefixedOnlyInAnAdoptedApp() {
		for name in RuntimeSupport.typeNames {
			expectEqual(RuntimeSupport.templateNames(adopted: false)[name], .string(name))
			expectEqual(RuntimeSupport.templateNames(adopted: true)[name], .string("Scaffold" + name))
		}
		expectEqual(ProjectRuntime.plain("MappingError"), "MappingError")
		expectEqual(ProjectRuntime(adopted: true)("MappingError"), "ScaffoldMappingError")
		#expect(!ProjectRuntime(adopted: true, lacks: ["APIError.conflict"]).has("APIError.conflict"))
		#expect(ProjectRuntime(adopted: true, lacks: ["APIError.conflict"]).has("APIError.throttled"))
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<RuntimeRequirementsTests>] = [
		SuiteTest("idsAreUniqueAndNamedFindsEach") { $0.idsAreUniqueAndNamedFindsEach() },
		SuiteTest("everyAdaptedRequirementIsAskedAboutByTheContext") { try $0.everyAdaptedRequirementIsAskedAboutByTheContext() },
		SuiteTest("templatesSpellExactlyTheSupportTypesThroughTheContext") { try $0.templatesSpellExactlyTheSupportTypesThroughTheContext() },
		SuiteTest("supportFilesAreRuntimeTemplatesDeclaringTheirType") { try $0.supportFilesAreRuntimeTemplatesDeclaringTheirType() },
		SuiteTest("supportNamesArePrefixedOnlyInAnAdoptedApp") { $0.supportNamesArePrefixedOnlyInAnAdoptedApp() },
	]
		+ SuiteTest<RuntimeRequirementsTests>.cases("theAuthenticationTestNeedsEveryAuthenticationType(lacked:)", theAuthenticationTestNeedsEveryAuthenticationTypeArguments) { try $0.theAuthenticationTestNeedsEveryAuthenticationType(lacked: $1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<RuntimeRequirementsTests>) async throws { try await test.body(self) }
}
