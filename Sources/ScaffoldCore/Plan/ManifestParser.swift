import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

extension Manifest {
	/// Reads a manifest from the bytes of `.scaffold/manifest.json`.
	///
	/// Every problem is reported with its line and column, all at once. Record paths are
	/// checked with ``SafePath`` too: the manifest decides what gets deleted, so a tampered or
	/// hand-edited manifest must not be able to point outside the project.
	///
	/// With `generatedPaths`, every record must also name a file scaffold could generate (see
	/// ``GeneratedPaths``): anything else is an error at the record, and the whole manifest is
	/// refused, so nothing it lists is deleted.
	///
	/// - Parameter path: the manifest's path as the user should see it, for diagnostics.
	package static func parse(
		_ bytes: some Collection<UInt8>, path: String = Manifest.path, generatedPaths: GeneratedPaths? = nil
	) throws(DiagnosticError) -> Manifest {
		// Nearly every manifest is exactly as scaffold wrote it: read that form directly, and
		// locate values only when something in it is not, to say where.
		if let manifest = CanonicalManifestReader.manifest(bytes, generatedPaths: generatedPaths) { return manifest }
		return try parseLocated(bytes, path: path, generatedPaths: generatedPaths)
	}

	/// Reads a manifest in any layout, every value located, so that every problem is reported at its place.
	package static func parseLocated(
		_ bytes: some Collection<UInt8>, path: String, generatedPaths: GeneratedPaths?
	) throws(DiagnosticError) -> Manifest {
		let root: JSONNode
		do {
			root = try JSONReader(path: path).read(bytes)
		} catch {
			throw DiagnosticError(error)
		}
		var parser = ManifestParser(path: path, generatedPaths: generatedPaths)
		let manifest = parser.manifest(root)
		guard parser.diagnostics.isEmpty, let manifest else { throw DiagnosticError(parser.diagnostics) }
		return manifest
	}
}

/// Checks the shape of a parsed manifest, collecting located diagnostics.
struct ManifestParser {
	static let topKeys = ["features", "files", "version"]
	/// The versions this scaffold reads: 1 had no `features` (they are derived, see ``legacyFeatures(_:)``).
	static let readableVersions = 1...Manifest.currentVersion
	static let recordKeys = ["contentHash", "origin", "path", "templateHash"]
	/// Optional keys of a record, besides ``recordKeys``.
	static let optionalRecordKeys = ["deleted"]

	let path: String
	let generatedPaths: GeneratedPaths?
	var diagnostics: [Diagnostic] = []

	init(path: String, generatedPaths: GeneratedPaths? = nil) {
		self.path = path
		self.generatedPaths = generatedPaths
	}

	mutating func manifest(_ root: JSONNode) -> Manifest? {
		guard let members = root.members else {
			report("the manifest must be a JSON object, found \(root.value.kindName)", root.position)
			return nil
		}
		rejectUnknownKeys(members, allowed: Self.topKeys, in: "the manifest")
		guard let version = root["version"] else {
			report("the manifest has no 'version'", root.position)
			return nil
		}
		guard let number = version.int, Self.readableVersions.contains(number) else {
			let found = if case .number(let text) = version.value { text } else { version.value.kindName }
			report(
				"unsupported manifest version \(found); this scaffold reads versions 1 to \(Manifest.currentVersion)",
				version.position)
			return nil
		}
		guard let files = root["files"] else {
			report("the manifest has no 'files'", root.position)
			return nil
		}
		guard let elements = files.elements else {
			report("'files' must be an array, found \(files.value.kindName)", files.position)
			return nil
		}
		var records: [Manifest.Record] = []
		var firstSeen: [String: SourcePosition] = [:]
		for element in elements {
			guard let record = record(element) else { continue }
			let position = element["path"]?.position ?? element.position
			if let first = firstSeen[record.path] {
				diagnostics.append(
					.error(
						"'\(record.path)' is listed twice in the manifest", at: location(position),
						notes: [.init("first listed here", at: location(first))]))
				continue
			}
			firstSeen[record.path] = position
			records.append(record)
		}
		if number == 1 {
			if let features = root["features"] { report("a version 1 manifest has no 'features'", features.position) }
			return Manifest(records: records, features: legacyFeatures(records))
		}
		guard let features = root["features"] else {
			report("the manifest has no 'features'", root.position)
			return nil
		}
		return Manifest(records: records, features: self.features(features))
	}

	private mutating func record(_ node: JSONNode) -> Manifest.Record? {
		guard let members = node.members else {
			report("a manifest record must be an object, found \(node.value.kindName)", node.position)
			return nil
		}
		rejectUnknownKeys(members, allowed: Self.recordKeys + Self.optionalRecordKeys, in: "a manifest record")
		var deleted = false
		if let node = node["deleted"] {
			if case .bool(let value) = node.value {
				deleted = value
			} else {
				report("'deleted' must be true or false, found \(node.value.kindName)", node.position)
			}
		}
		var values: [String: String] = [:]
		for key in Self.recordKeys {
			guard let value = node[key] else {
				report("manifest record has no \(quoted: key)", node.position)
				continue
			}
			guard let text = value.string else {
				report("\(quoted: key) must be a string, found \(value.value.kindName)", value.position)
				continue
			}
			values[key] = text
		}
		if let filePath = values["path"], let position = node["path"]?.position,
			let problem = SafePath.problem(with: filePath, at: location(position))
		{
			diagnostics.append(problem)
			values["path"] = nil
		} else if let filePath = values["path"], let origin = values["origin"], let position = node["path"]?.position,
			let problem = generatedPaths?.problem(with: filePath, origin: origin)
		{
			diagnostics.append(
				.error(
					"manifest record \(problem)", at: location(position),
					notes: [.init("the manifest was edited by hand or is damaged; scaffold refuses it and deletes nothing until the record is fixed or removed")]))
			values["path"] = nil
		}
		if let hash = values["contentHash"], let position = node["contentHash"]?.position, !Self.isSHA256Hex(hash) {
			report("'contentHash' must be 64 lower-case hexadecimal digits", position)
			values["contentHash"] = nil
		}
		guard let filePath = values["path"], let origin = values["origin"], let templateHash = values["templateHash"],
			let contentHash = values["contentHash"]
		else { return nil }
		return Manifest.Record(path: filePath, origin: origin, templateHash: templateHash, contentHash: contentHash, deleted: deleted)
	}

	mutating func rejectUnknownKeys(_ members: [JSONMember], allowed: [String], in what: String) {
		for member in members where !allowed.contains(member.key) {
			report("unknown key \(quoted: member.key) in \(what)\(Suggestion.didYouMean(member.key, in: allowed))", member.keyPosition)
		}
	}

	static func isSHA256Hex(_ text: String) -> Bool {
		var text = text
		// On the contiguous bytes: the manifest's every record holds two hashes.
		return text.withUTF8 { bytes in
			bytes.count == 64 && bytes.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
		}
	}

	func location(_ position: SourcePosition) -> SourceLocation {
		SourceLocation(path: path, position: position)
	}

	mutating func report(_ message: String, _ position: SourcePosition) {
		diagnostics.append(.error(message, at: location(position)))
	}
}
