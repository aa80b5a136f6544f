import ScaffoldBasics

extension ProjectConfig {
	static let appKeys = ["project", "runtime", "sources", "support", "fixtures", "moduleHelper", "lacks"]
	static let appRuntimeKeys = ["path", "prefix"]
	static let appModuleHelperKeys = ["path", "register"]
	static let appSupportKeys = ["sources", "mocks"]
	static let appFixtureKeys = ["data", "decode"]

	/// `"app": {…}`: the adopted app's runtime, as `scaffold adopt` writes it.
	static func decodeApp(_ node: JSONNode, reader: inout SpecReader) -> AdoptedApp? {
		guard let app = reader.object(node, context: "app", keys: appKeys, required: ["project"]) else { return nil }
		let project = reader.choice(app, "project", AdoptedApp.ProjectSystem.self)
		var runtime: AdoptedApp.BroughtRuntime?
		if let node = app["runtime"], let object = reader.object(node, context: "app.runtime", keys: appRuntimeKeys, required: appRuntimeKeys) {
			let path = appPath(object, "path", context: "app.runtime", reader: &reader)
			let prefix = reader.string(object, "prefix")
			if let prefix, !SwiftIdentifier.isPlain(prefix.value) {
				reader.error("app.runtime.prefix \(quoted: SpecNameRules.printable(prefix.value)) is not a valid Swift identifier", at: prefix.position)
			} else if let path, let prefix {
				runtime = AdoptedApp.BroughtRuntime(path: path, prefix: prefix.value)
			}
		} else if app["support"] == nil {
			// Support files go into the app's Core; an app with scaffold's runtime needs none.
			reader.error("app needs 'support' (the folders of the support files in the app's Core), or 'runtime' (scaffold's runtime brought into the app)", at: node.position)
		}
		var sources: [RuntimeRequirement.Role: String] = [:]
		let roles = RuntimeRequirement.Role.allCases.map(\.rawValue)
		if let node = app["sources"], let object = reader.object(node, context: "app.sources", keys: roles) {
			for role in RuntimeRequirement.Role.allCases {
				if let path = appPath(object, role.rawValue, context: "app.sources", reader: &reader) { sources[role] = path }
			}
		}
		var support: (sources: String, mocks: String)?
		if let node = app["support"], let object = reader.object(node, context: "app.support", keys: appSupportKeys, required: appSupportKeys) {
			if let sources = appPath(object, "sources", context: "app.support", reader: &reader),
				let mocks = appPath(object, "mocks", context: "app.support", reader: &reader)
			{
				support = (sources, mocks)
			}
		}
		var fixtures: AdoptedApp.FixtureLoader?
		if let node = app["fixtures"], let object = reader.object(node, context: "app.fixtures", keys: appFixtureKeys, required: appFixtureKeys) {
			let data = reader.string(object, "data")
			let decode = reader.string(object, "decode")
			for value in [data, decode].compactMap({ $0 }) where !isQualifiedName(value.value) {
				reader.error(
					"\(quoted: SpecNameRules.printable(value.value)) in app.fixtures is not a Swift name such as 'JSONFixtureLoader.decode'",
					at: value.position)
			}
			if let data, let decode, isQualifiedName(data.value), isQualifiedName(decode.value) {
				fixtures = AdoptedApp.FixtureLoader(data: data.value, decode: decode.value)
			}
		}
		var moduleHelper = AdoptedApp.ModuleHelper.standard
		if let node = app["moduleHelper"],
			let object = reader.object(node, context: "app.moduleHelper", keys: appModuleHelperKeys, required: appModuleHelperKeys)
		{
			if let path = appPath(object, "path", context: "app.moduleHelper", reader: &reader) {
				if path.contains("{Feature}") {
					moduleHelper.path = path
				} else {
					reader.error("app.moduleHelper.path must contain '{Feature}', so each feature gets its own helper", at: object["path"]?.position ?? node.position)
				}
			}
			if let register = reader.string(object, "register") { moduleHelper.register = register.value }
		}
		var lacks: [String] = []
		for item in reader.array(app, "lacks") ?? [] {
			guard let id = item.string else {
				reader.error("expected a requirement's name in app.lacks, found \(item.value.kindName)", at: item.position)
				continue
			}
			guard RuntimeRequirements.named(id) != nil else {
				reader.error(
					"unknown requirement \(quoted: SpecNameRules.printable(id)) in app.lacks"
						+ Suggestion.didYouMean(id, in: RuntimeRequirements.all.map(\.id)),
					at: item.position)
				continue
			}
			lacks.append(id)
		}
		guard let project, let support = support ?? runtime?.supportFolders
		else { return nil }
		var adopted = AdoptedApp(
			project: project, sources: sources, supportSources: support.sources, supportMocks: support.mocks, fixtures: fixtures, lacks: lacks)
		adopted.moduleHelper = moduleHelper
		adopted.runtime = runtime
		return adopted
	}

	/// A folder below the project root, as a relative path without `..`.
	private static func appPath(_ object: SpecObject, _ key: String, context: String, reader: inout SpecReader) -> String? {
		guard let value = reader.string(object, key) else { return nil }
		guard ConfigPath.isBelowRoot(value.value) else {
			reader.error(
				"\(context).\(key) must be a folder below the project root, such as 'Libraries/Core/Sources/Scaffold' (no '..', no leading '/')",
				at: value.position)
			return nil
		}
		return value.value
	}

	/// `Name` or `Name.member`: identifiers joined by dots.
	static func isQualifiedName(_ text: String) -> Bool {
		let parts = text.split(separator: ".", omittingEmptySubsequences: false)
		return !parts.isEmpty && parts.allSatisfy { SwiftIdentifier.isPlain(String($0)) }
	}
}
