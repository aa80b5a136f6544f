import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The render jobs of one entity: DTOs, data sources, mocks, fixtures and tests, as its
/// remote source and local storage ask.
struct EntityJobs {
	let planner: FeatureJobs
	/// The entity's context, built once for these jobs and its repository slice's.
	let built: BuiltEntity
	let base: [(String, TemplateValue)]

	var entity: SpecEntity { built.context.entity }

	func jobs() -> [RenderJob] {
		let entityContext = built.context
		var context = TemplateObject(base)
		context.merge(built.object)
		let names = entityContext.names
		var jobs = [dto("DTO", names.dto, context)]
		let changes = ChangesContext(entity: entity, names: names)
		if changes.patches {
			var changesContext = TemplateObject(base)
			changesContext.merge(changes.dtoContext(wire: entityContext.wire))
			jobs.append(dto("ChangesDTO", changes.dto, changesContext))
		}
		let hasList = entity.hasList
		// Page types for a paginated list, or for pages read by parent alone.
		let hasPages = entity.hasPages
		if hasList { jobs.append(dto("FilterDTO", names.filterDTO, context)) }
		if hasPages { jobs.append(dto("ResponseDTO", names.responseDTO, context)) }
		if hasPages && entity.ownsPaginationInfo {
			var info = context
			info.merge(PageLinkTypeContext(pageLinkType: entity.graphQL != nil ? "Int" : "String"))
			jobs.append(dto("PaginationInfoDTO", entity.paginationInfoDTO, info))
		}
		jobs += remoteJobs(context)
		jobs += localJobs(context)
		jobs += migrationJobs(context)
		jobs += modelJobs(context)
		if entity.hasRemoteSource || entity.local.keepsItems || planner.spec.isNested(entity.name) {
			jobs += fixtureJobs(entityContext)
		}
		return jobs
	}

	private func dto(_ template: String, _ name: String, _ context: TemplateObject) -> RenderJob {
		planner.job("Sources/Data/DTOs/\(template).swift", context: context, output: "Sources/Data/DTOs/\(name).swift")
	}

	private func remoteJobs(_ context: TemplateObject) -> [RenderJob] {
		guard entity.hasRemoteSource else { return [] }
		let names = built.context.names
		let dataSource = entity.rest != nil ? names.restDataSource : names.graphQLDataSource
		let template = entity.rest != nil ? "RESTDataSource" : "GraphQLDataSource"
		return [
			source("Remote", "RemoteDataSourceContract", names.remoteContract, context),
			source("Remote", template, dataSource, context),
			mock("RemoteDataSourceMock", names.remoteMock, context),
			test(template, dataSource, context),
		]
	}

	private func localJobs(_ context: TemplateObject) -> [RenderJob] {
		guard entity.local.keepsItems else { return [] }
		let names = built.context.names
		var jobs = [
			source("Local", "LocalDataSourceContract", names.localContract, context),
			source("Local", "MemoryDataSource", names.memoryDataSource, context),
			mock("LocalDataSourceMock", names.localMock, context),
			test("MemoryDataSource", names.memoryDataSource, context),
		]
		if entity.hasGraph {
			jobs.append(source("Local", "Graph", names.graph, context))
		}
		if entity.local.writesJSONFile {
			jobs.append(source("Local", "FileDataSource", names.fileDataSource, context))
			jobs.append(test("FileDataSource", names.fileDataSource, context))
		}
		if entity.local.sharedStore == .keychainStore {
			var keychain = context
			keychain.merge(KeychainDataSourceContext(keychainDataSource: names.keychainDataSource))
			jobs.append(source("Local", "KeychainDataSource", names.keychainDataSource, keychain))
			jobs.append(test("KeychainDataSource", names.keychainDataSource, keychain))
		}
		if entity.local.keepsSwiftDataModel {
			jobs.append(source("Local", "EntityDataSource", names.entityDataSource, context))
			jobs.append(test("EntityDataSource", names.entityDataSource, context))
			let container = names.modelContainer
			jobs.append(planner.job("Sources/Data/Entities/ModelContainer.swift", context: context, output: "Sources/Data/Entities/\(container).swift"))
			jobs += migrationPlanJobs(context)
			for read in built.context.parentReads {
				jobs.append(
					planner.job(
						"Sources/Data/Entities/ParentListEntity.swift", context: context.adding(read),
						output: "Sources/Data/Entities/\(read.names.listEntity).swift"))
			}
			if entity.cachesPages {
				jobs.append(planner.job("Sources/Data/Entities/PageEntity.swift", context: context, output: "Sources/Data/Entities/\(names.pageEntity).swift"))
				let pageMapper = names.pageEntityDTOMapper
				jobs.append(planner.job("Sources/Data/Mappers/PageEntityDTOMapper.swift", context: context, output: "Sources/Data/Mappers/\(pageMapper).swift"))
				jobs.append(test("PageEntityDTOMapper", pageMapper, context, folder: "Data/Mappers"))
			}
		}
		return jobs
	}

	/// The SwiftData model and its mappers, for an entity kept with SwiftData or nested in one that is.
	private func modelJobs(_ context: TemplateObject) -> [RenderJob] {
		guard planner.spec.hasSwiftDataModel(entity.name) else { return [] }
		let names = built.context.names
		let model = names.entityModel
		var jobs = [planner.job("Sources/Data/Entities/Entity.swift", context: context, output: "Sources/Data/Entities/\(model).swift")]
		for (template, mapper) in [("EntityMapper", names.entityMapper), ("EntityDTOMapper", names.entityDTOMapper)] {
			jobs.append(planner.job("Sources/Data/Mappers/\(template).swift", context: context, output: "Sources/Data/Mappers/\(mapper).swift"))
			jobs.append(test(template, mapper, context, folder: "Data/Mappers"))
		}
		return jobs
	}

	private func source(_ folder: String, _ template: String, _ name: String, _ context: TemplateObject) -> RenderJob {
		planner.job("Sources/Data/DataSources/\(folder)/\(template).swift", context: context, output: "Sources/Data/DataSources/\(folder)/\(name).swift")
	}

	private func mock(_ template: String, _ name: String, _ context: TemplateObject) -> RenderJob {
		planner.job("Tests/Shared/Mocks/\(template).swift", context: context, output: "Tests/Shared/Mocks/\(name).swift")
	}

	/// A test of `subject` in `Tests/Unit/{folder}/`, from the template of the same folder.
	private func test(_ template: String, _ subject: String, _ context: TemplateObject, folder: String = "Data") -> RenderJob {
		var context = context
		context.merge(TestSuiteContext(testSuite: subject + "Tests"))
		return planner.job("Tests/Unit/\(folder)/\(template)Tests.swift", context: context, output: "Tests/Unit/\(folder)/\(subject)Tests.swift")
	}

	private func fixtureJobs(_ entityContext: EntityContext) -> [RenderJob] {
		let writer = JSONWriter(indentation: planner.config.indentation)
		return Fixtures(context: entityContext).documents().map { fixture in
			planner.job(FeatureJobs.fixtureTemplate, context: TemplateObject([("json", .string(writer.write(fixture.document)))]), output: "Tests/Shared/Fixtures/\(fixture.name).json")
		}
	}
}

extension TemplateObject {
	/// The text under `key`; context keys used for names are always strings.
	package func text(_ key: String) -> String {
		if case .string(let text)? = self[key] { return text }
		return ""
	}
}
