import ScaffoldBasics

extension ProjectConfig {
	static let keys = ["$schema", "version", "specs", "output", "modulePrefix", "modules", "featureModule", "indent", "templates", "packageName", "defaultIsolation", "scalars", "app", "scaffoldVersion", "header", "format", "merge"]
	static let moduleKeys = ["networking", "networkingMocks", "core", "coreMocks"]

	/// Reads and checks a `scaffold.json`; the config when it has no errors, and every diagnostic.
	public static func load(bytes: some Collection<UInt8>, path: String) -> (config: ProjectConfig?, diagnostics: [Diagnostic]) {
		let root: JSONNode
		do {
			root = try JSONReader(path: path).read(bytes)
		} catch {
			return (nil, [error])
		}
		var reader = SpecReader(path: path, topName: fileName)
		let config = decode(root, reader: &reader)
		let diagnostics = SpecReader.sorted(reader.diagnostics)
		return (diagnostics.containsErrors ? nil : config, diagnostics)
	}

	private static func decode(_ root: JSONNode, reader: inout SpecReader) -> ProjectConfig? {
		guard root.members != nil else {
			reader.error("expected an object at the top of \(fileName), found \(root.value.kindName)", at: root.position)
			return nil
		}
		guard let top = reader.object(root, context: "", keys: keys, required: ["version"]) else { return nil }
		_ = reader.string(top, "$schema")
		guard let version = reader.integer(top, "version") else { return nil }
		guard version.value == currentVersion else {
			reader.error("unsupported config version \(version.value); this scaffold reads version \(currentVersion)", at: version.position)
			return nil
		}
		var config = ProjectConfig.defaults
		config.location = reader.location(root.position)
		for key in ["specs", "output", "templates"] {
			guard let value = reader.string(top, key) else { continue }
			if value.value.isEmpty || value.value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
				reader.error("\(key) must be a non-empty path without control characters", at: value.position)
			}
			config.keyLocations[key] = reader.location(value.position)
			switch key {
			case "specs": config.specs = value.value
			case "output": config.output = value.value
			default: config.templates = value.value
			}
		}
		if let prefix = reader.string(top, "modulePrefix") {
			if !prefix.value.isEmpty, !SwiftIdentifier.isPlain(prefix.value) {
				reader.error("modulePrefix \(quoted: SpecNameRules.printable(prefix.value)) is not a valid Swift identifier", at: prefix.position)
			}
			config.modulePrefix = prefix.value
			config.modules = Modules(prefix: prefix.value)
		}
		if let node = top["modules"], let modules = reader.object(node, context: "modules", keys: moduleKeys) {
			for key in moduleKeys {
				guard let name = reader.string(modules, key) else { continue }
				guard SwiftIdentifier.isPlain(name.value) else {
					reader.error("module name \(quoted: SpecNameRules.printable(name.value)) for modules.\(key) is not a valid Swift identifier", at: name.position)
					continue
				}
				switch key {
				case "networking": config.modules.networking = name.value
				case "networkingMocks": config.modules.networkingMocks = name.value
				case "core": config.modules.core = name.value
				default: config.modules.coreMocks = name.value
				}
			}
		}
		if let name = reader.string(top, "packageName") {
			if name.value.isEmpty || name.value.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\"" || $0 == "\\" }) {
				reader.error("packageName must be a non-empty name without quotes, backslashes or control characters", at: name.position)
			} else {
				config.packageName = name.value
			}
		}
		if let pin = reader.string(top, "scaffoldVersion") {
			config.keyLocations["scaffoldVersion"] = reader.location(pin.position)
			if let parsed = ScaffoldVersionPin(pin.value) {
				config.scaffoldVersion = parsed
			} else {
				reader.error(
					"scaffoldVersion must be a version (\"0.3.2\") or a range of them (\"0.3.x\", \"0.x\"), found \(quoted: SpecNameRules.printable(pin.value))",
					at: pin.position)
			}
		}
		if let node = top["header"] {
			config.keyLocations["header"] = reader.location(node.position)
			config.header = decodeHeader(node, reader: &reader)
		}
		if let merge = reader.bool(top, "merge") {
			config.merge = merge
		}
		if let isolation = reader.choice(top, "defaultIsolation", DefaultIsolation.self) {
			config.defaultIsolation = isolation
		}
		if let node = top["app"] {
			config.app = decodeApp(node, reader: &reader)
		}
		if let node = top["scalars"] {
			config.scalars = decodeScalars(node, reader: &reader)
		}
		if let pattern = reader.string(top, "featureModule") {
			if let problem = featureModuleProblem(pattern.value) {
				reader.error(problem, at: pattern.position)
			} else {
				config.featureModule = pattern.value
			}
		}
		if let indent = top["indent"], let indentation = decodeIndent(indent, name: "indent", reader: &reader) {
			config.styleSettings.indentation = indentation
		}
		if let format = top["format"] {
			decodeFormat(format, into: &config.styleSettings, reader: &reader)
		}
		config.codeStyle = config.styleSettings.applied(to: .house)
		return config
	}

	/// `"scalars": {"DateTime": "Date"}`: each value a built-in spec type.
	private static func decodeScalars(_ node: JSONNode, reader: inout SpecReader) -> [String: String] {
		guard let members = node.members else {
			reader.error("expected an object for scalars, found \(node.value.kindName)", at: node.position)
			return [:]
		}
		var scalars: [String: String] = [:]
		for member in members {
			guard let type = member.value.string, SpecType.builtin(named: type) != nil else {
				let found = member.value.string.map { "\(quoted: $0)" } ?? member.value.value.kindName
				reader.error(
					"expected a built-in type (\(SpecType.builtinNames.joined(separator: ", "))) for scalars.\(member.key), found \(found)"
						+ (member.value.string.map { Suggestion.didYouMean($0, in: SpecType.builtinNames) } ?? ""),
					at: member.value.position)
				continue
			}
			scalars[member.key] = type
		}
		return scalars
	}

	/// Why a `featureModule` pattern cannot name modules, or `nil` when it can.
	package static func featureModuleProblem(_ pattern: String) -> String? {
		var rest = Substring(pattern)
		var literal = ""
		while let open = rest.firstIndex(of: "{") {
			literal += rest[..<open]
			guard let close = rest[open...].firstIndex(of: "}") else { return "unclosed '{' in featureModule \(quoted: pattern)" }
			let placeholder = String(rest[open...close])
			if !featureModulePlaceholders.contains(placeholder) {
				return "unknown placeholder \(quoted: placeholder) in featureModule" + Suggestion.didYouMean(placeholder, in: featureModulePlaceholders)
			}
			literal += "X"
			rest = rest[rest.index(after: close)...]
		}
		literal += rest
		guard pattern.contains("{Feature}") else { return "featureModule \(quoted: pattern) must contain '{Feature}' so features get different modules" }
		guard SwiftIdentifier.isPlain(literal) else { return "featureModule \(quoted: SpecNameRules.printable(pattern)) does not make a valid Swift identifier" }
		return nil
	}
}
