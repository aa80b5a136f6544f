import ScaffoldCommandLine
import ScaffoldCore

/// The manifest's records as `check` reads them: an outline of the file (``Manifest/Outline``),
/// each feature's records read from it when that feature is judged, so that memory does not grow
/// with the number of files. A manifest not in scaffold's own form is parsed whole, as every
/// other command parses it, and its problems thrown the same way.
struct CheckRecords {
	/// The features the manifest records.
	let features: [GeneratedFeature]
	/// The records outside every feature folder.
	let projectRecords: [Manifest.Record]
	/// The feature folders that have records.
	let featureNames: [String]
	/// How many records the manifest holds, when it was outlined.
	let recordCount: Int?
	/// The manifest's bytes as outlined, when it holds at most ``CheckRun/largestManifest`` of them:
	/// for ``CheckRun``'s key, which takes them (``takeManifestBytes()``) so that they are not held
	/// for the run.
	private var manifestBytes: [UInt8]?
	private let source: Source

	private enum Source {
		case file(ProjectDisk, Manifest.Outline, GeneratedPaths)
		case parsed([String: [Manifest.Record]])
	}

	/// Reads the project's manifest; its problems are thrown with `failureStatus`.
	init(project: Project, failureStatus: ExitCode) throws {
		let paths = project.generatedPaths
		if case let (outline, bytes)? = project.disk.manifestOutline(generatedPaths: paths, keeping: CheckRun.largestManifest) {
			features = outline.features
			projectRecords = outline.projectRecords
			featureNames = Array(outline.featureRecords.keys)
			recordCount = outline.recordCount
			manifestBytes = bytes
			source = .file(project.disk, outline, paths)
			return
		}
		let manifest = try project.manifest(failureStatus: failureStatus)
		var byFeature: [String: [Manifest.Record]] = [:]
		var projectRecords: [Manifest.Record] = []
		for record in manifest?.records.values ?? [:].values {
			if let feature = paths.feature(of: record) {
				byFeature[feature, default: []].append(record)
			} else {
				projectRecords.append(record)
			}
		}
		features = manifest?.features ?? []
		self.projectRecords = projectRecords
		featureNames = Array(byFeature.keys)
		recordCount = nil
		manifestBytes = nil
		source = .parsed(byFeature)
	}

	/// The manifest's bytes as outlined (see ``manifestBytes``), given up: a second call has none.
	mutating func takeManifestBytes() -> [UInt8]? {
		defer { manifestBytes = nil }
		return manifestBytes
	}

	/// The records of `feature`'s folder (none when it has none); `nil` when they can no longer be
	/// read as outlined (the file changed meanwhile): the whole plan must then be made.
	func records(of feature: String) -> [Manifest.Record]? {
		switch source {
		case .parsed(let byFeature):
			return byFeature[feature] ?? []
		case .file(let disk, let outline, let paths):
			guard let range = outline.featureRecords[feature] else { return [] }
			// Checked by the outline; read back, they are checked for being the same bytes.
			return disk.manifestBytes(range).flatMap { outline.records(of: feature, $0, generatedPaths: paths) }
		}
	}
}
