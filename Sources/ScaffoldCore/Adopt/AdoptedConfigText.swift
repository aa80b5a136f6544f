import ScaffoldBasics
import ScaffoldSpec
import ScaffoldSwiftScanning

extension AppSurvey {
	/// `scaffold.json` as `adopt` writes it: the modules, the feature module pattern, the
	/// indentation and the `app` section, every key in a fixed order.
	package var configText: String {
		var members: [(String, JSONValue)] = [
			("version", .number(String(ProjectConfig.currentVersion))),
			("specs", .string(config.specs)),
			("output", .string(config.output)),
			("templates", .string(config.templates)),
			("modulePrefix", .string(config.modulePrefix)),
			(
				"modules",
				.ordered([
					("networking", .string(config.modules.networking)), ("networkingMocks", .string(config.modules.networkingMocks)),
					("core", .string(config.modules.core)), ("coreMocks", .string(config.modules.coreMocks)),
				])
			),
			("featureModule", .string(config.featureModule)),
		]
		if formatterConfiguration == nil { members.append(("indent", config.indentation.jsonValue)) }
		if let pin = config.scaffoldVersion { members.append(("scaffoldVersion", .string(pin.description))) }
		if !config.header.isEmpty { members.append(("header", config.headerJSON)) }
		if let app = config.app {
			var section: [(String, JSONValue)] = [("project", .string(app.project.rawValue))]
			if let runtime = app.runtime {
				section.append(("runtime", .ordered([("path", .string(runtime.path)), ("prefix", .string(runtime.prefix))])))
			}
			let sources = RuntimeRequirement.Role.allCases.compactMap { role in app.sources[role].map { (role.rawValue, JSONValue.string($0)) } }
			if !sources.isEmpty { section.append(("sources", .ordered(sources))) }
			if app.usesSupportFiles {
				section.append(("support", .ordered([("sources", .string(app.supportSources)), ("mocks", .string(app.supportMocks))])))
			}
			if let fixtures = app.fixtures {
				section.append(("fixtures", .ordered([("data", .string(fixtures.data)), ("decode", .string(fixtures.decode))])))
			}
			if app.project == .tuist {
				section.append(
					("moduleHelper", .ordered([("path", .string(app.moduleHelper.path)), ("register", .string(app.moduleHelper.register))])))
			}
			section.append(("lacks", .array(app.lacks.map { JSONNode(.string($0)) })))
			members.append(("app", .ordered(section)))
		}
		return JSONWriter(indentation: config.indentation).write(JSONValue.ordered(members))
	}
}

extension Indentation {
	/// `"tab"` or the number of spaces, as `scaffold.json`'s `indent` spells it.
	var jsonValue: JSONValue {
		switch self {
		case .tab: .string("tab")
		case .spaces(let count): .number(String(count))
		}
	}
}
