import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Which paths scaffold can generate, and so may record in its manifest and ever delete.
///
/// The manifest is a committed, editable file: a record naming `README.md` (with the real
/// file's hash) would otherwise make `prune` delete it. A record is accepted only when it is
/// one of the project files scaffold keeps (`Package.swift`, the spec schema) or a path a spec
/// could produce: `<output>/Features/<Feature>/<folder>/<Name>.<ext>`, where the folder and
/// extension are those of one of the feature templates (every feature file is written to its
/// template's folder, named after a spec name) and the names follow the spec's rules, or a
/// feature's stored-shape history (`<output>/Features/<Feature>/StoredShape.json`).
public struct GeneratedPaths: Sendable {
	/// The project files scaffold generates and records (origin `""`).
	public static let projectFiles: Set<String> = ["Package.swift", ProjectFiles.schemaPath]

	/// ``projectFiles``, and an adopted app's support files (``RuntimeSupport``) or brought-in runtime.
	private let projectFileSet: Set<String>
	private let featuresPrefix: String
	/// The prefix's bytes, when it is plain ASCII (see ``folderAndRest(of:)``).
	private let asciiPrefix: [UInt8]?
	/// The extensions of the feature templates by folder, e.g. `swift` in `Sources/Data/DTOs`
	/// (`""` for the feature's own folder). Keyed by slices, so that a record is looked up in
	/// its own path's text without copying it: every record of every manifest comes here.
	private let layouts: [Substring: Set<Substring>]

	/// The paths the project with `config` can generate, with the embedded feature templates'
	/// layout (a project's overrides replace templates' contents, never their paths).
	public init(config: ProjectConfig, catalog: TemplateCatalog = .embedded) {
		featuresPrefix = config.outputPath("Features/")
		let runtimePaths = config.app?.runtime.map { runtime in catalog.sources.compactMap { runtime.outputPath(ofTemplate: $0.path) } } ?? []
		projectFileSet = Self.projectFiles.union(((config.app?.supportPaths ?? []) + runtimePaths).map(config.outputPath))
		asciiPrefix = featuresPrefix.utf8.allSatisfy { $0 < 0x80 } ? Array(featuresPrefix.utf8) : nil
		var layouts: [Substring: Set<Substring>] = [:]
		for source in catalog.sources where !source.isPartial && source.name.hasPrefix("Feature/") {
			guard let (folder, _, ext) = Self.parts(of: source.name.dropFirst("Feature/".count)) else { continue }
			layouts[folder, default: []].insert(ext)
		}
		self.layouts = layouts
	}

	/// Why scaffold never generates `path` (a manifest record from `origin`), or `nil` when it could.
	public func problem(with path: String, origin: String) -> String? {
		var validFeature: Substring?
		return problem(with: path, origin: origin, validFeature: &validFeature)
	}

	/// What ``problem(with:origin:memo:)`` keeps from the records before: a manifest lists a
	/// folder's records together, so most of a record was judged already with the one before it.
	package struct Memo {
		/// A feature folder name already found valid, not judged again.
		package var validFeature: Substring?
		/// The bytes up to and including the last `/` of the last record accepted as a template's
		/// file (plain ASCII only), and the bytes of its extension: a record with both the same
		/// is in the same template folder with the same extension, so only its name is judged.
		fileprivate var acceptedFolder: [UInt8] = []
		fileprivate var acceptedExtension: [UInt8] = []

		package init() {}
	}

	/// ``problem(with:origin:)`` for records read one after another, with what `memo` keeps of
	/// those before (it becomes this record's when the record is valid).
	package func problem(with path: String, origin: String, memo: inout Memo) -> String? {
		if !origin.isEmpty && !memo.acceptedFolder.isEmpty && Self.hasAcceptedFolderAndExtension(path, memo) { return nil }
		let problem = problem(with: path, origin: origin, validFeature: &memo.validFeature)
		if problem == nil && !origin.isEmpty { Self.remember(path, in: &memo) }
		return problem
	}

	/// Whether `path` is in ``Memo/acceptedFolder``, has ``Memo/acceptedExtension`` after its last
	/// `.`, and a generated name between: what the full rules would then accept (the feature, the
	/// template folder and the extension are those of an accepted record; the name is judged here).
	private static func hasAcceptedFolderAndExtension(_ path: String, _ memo: Memo) -> Bool {
		var path = path
		return path.withUTF8 { bytes in
			let (folder, ext) = (memo.acceptedFolder, memo.acceptedExtension)
			let dot = bytes.count - ext.count - 1
			guard dot > folder.count, bytes[dot] == UInt8(ascii: "."), same(bytes[..<folder.count], folder), same(bytes[(dot + 1)...], ext)
			else { return false }
			// The name between holds no `/` nor `.` (a generated name never does), so the folder and
			// extension found are the path's own.
			return isGeneratedName(bytes[folder.count..<dot])
		}
	}

	/// Whether `bytes` are `other`'s, compared by index (the generic `elementsEqual` and `starts(with:)`
	/// cost several times this loop).
	private static func same(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ other: [UInt8]) -> Bool {
		guard bytes.count == other.count else { return false }
		var index = bytes.startIndex
		for byte in other {
			if bytes[index] != byte { return false }
			index += 1
		}
		return true
	}

	/// Keeps `path`'s folder and extension in `memo` when it is plain ASCII and a template's file
	/// (not the stored-shape history, which no template writes).
	private static func remember(_ path: String, in memo: inout Memo) {
		var path = path
		path.withUTF8 { bytes in
			memo.acceptedFolder = []
			memo.acceptedExtension = []
			guard bytes.allSatisfy({ $0 < 0x80 }), let slash = bytes.lastIndex(of: UInt8(ascii: "/")),
				let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot > slash,
				!bytes[(slash + 1)...].elementsEqual(StoredShapeHistory.fileName.utf8)
			else { return }
			memo.acceptedFolder = Array(bytes[...slash])
			memo.acceptedExtension = Array(bytes[(dot + 1)...])
		}
	}

	/// ``problem(with:origin:)`` for records read one after another: `validFeature` is a feature
	/// folder name already found valid, not judged again (a manifest lists a folder's records
	/// together); it becomes this path's folder when that is valid.
	func problem(with path: String, origin: String, validFeature: inout Substring?) -> String? {
		if origin.isEmpty {
			if projectFileSet.contains(path) { return nil }
			let known = Self.projectFiles.sorted() + (projectFileSet.count > Self.projectFiles.count ? ["the app's support files or brought-in runtime"] : [])
			return "'\(path)' is not a project file scaffold generates (\(known.joined(separator: ", ")))"
		}
		guard let (feature, rest) = folderAndRest(of: path) else {
			return "'\(path)' is not a file scaffold generates: a feature's files are under '\(featuresPrefix)<Feature>/'"
		}
		if feature != validFeature {
			if let problem = FeatureName.problem(String(feature)) { return "'\(path)' is not in a feature's folder: \(problem)" }
			validFeature = feature
		}
		// The one feature file no template writes: the history of what the feature stores.
		if rest == StoredShapeHistory.fileName { return nil }
		guard let (folder, name, ext) = Self.parts(of: rest), layouts[folder]?.contains(ext) == true, Self.isGeneratedName(name)
		else {
			return "'\(path)' is not a file scaffold generates for feature '\(feature)': no template writes such a file there"
		}
		return nil
	}

	/// The feature a path belongs to (`Character` for `Features/Character/…`), or `nil`.
	public func featureName(of path: String) -> String? {
		folderAndRest(of: path).map { String($0.feature) }
	}

	/// The feature folder `path` lies in, and the path below it.
	private func folderAndRest(of path: String) -> (feature: Substring, rest: Substring)? {
		// Plain ASCII (nearly every path) is cut at byte offsets: each byte is then a character.
		if let prefix = asciiPrefix {
			var text = path
			let cut: Int?? = text.withUTF8 { bytes in
				guard !bytes.contains(where: { $0 >= 0x80 }) else { return .none }
				guard bytes.starts(with: prefix), let slash = bytes[prefix.count...].firstIndex(of: UInt8(ascii: "/")) else {
					return .some(nil)
				}
				return .some(slash)
			}
			if let cut {
				guard let slash = cut else { return nil }
				let utf8 = path.utf8
				let (start, end) = (utf8.index(utf8.startIndex, offsetBy: prefix.count), utf8.index(utf8.startIndex, offsetBy: slash))
				return (path[start..<end], path[utf8.index(after: end)...])
			}
		}
		guard path.hasPrefix(featuresPrefix) else { return nil }
		let rest = path.dropFirst(featuresPrefix.count)
		guard let slash = rest.firstIndex(of: "/") else { return nil }
		let feature = rest[..<slash]
		return (feature, path.dropFirst(featuresPrefix.count + feature.utf8.count + 1))
	}

	/// The folder of `feature`'s files, with a trailing `/`.
	public func folder(of feature: String) -> String {
		featuresPrefix + feature + "/"
	}

	/// `Sources/Data/DTOs/CharacterDTO.swift` as its folder, the file's name before its last dot
	/// and the extension after it; `nil` when the file name has no dot.
	private static func parts(of path: Substring) -> (folder: Substring, name: Substring, ext: Substring)? {
		// Byte positions throughout: a character-wise step after a dot would skip a combining mark on it.
		var text = path
		let (slash, dot) = text.withUTF8 { bytes in
			(bytes.lastIndex(of: UInt8(ascii: "/")), bytes.lastIndex(of: UInt8(ascii: ".")))
		}
		guard let dot, dot > slash ?? -1 else { return nil }
		let utf8 = path.utf8
		let dotIndex = utf8.index(utf8.startIndex, offsetBy: dot)
		let fileStart = slash.map { utf8.index(utf8.startIndex, offsetBy: $0 + 1) } ?? path.startIndex
		let folder = slash.map { path[..<utf8.index(utf8.startIndex, offsetBy: $0)] } ?? ""
		return (folder, path[fileStart..<dotIndex], path[utf8.index(after: dotIndex)...])
	}

	/// Names generated from spec names: ASCII letters, digits and `_` (fixtures are snake_case),
	/// and `+` after the first (`Character+Stub`).
	private static func isGeneratedName(_ name: Substring) -> Bool {
		var name = name
		return name.withUTF8 { isGeneratedName($0[...]) }
	}

	/// ``isGeneratedName(_:)-(Substring)`` of a name's UTF-8 bytes.
	private static func isGeneratedName(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
		!bytes.isEmpty && bytes.count <= SafePath.maximumComponentLength && bytes.first != UInt8(ascii: "+")
			&& bytes.allSatisfy { byte in
				switch byte {
				case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
					UInt8(ascii: "_"), UInt8(ascii: "+"):
					true
				default: false
				}
			}
	}
}
