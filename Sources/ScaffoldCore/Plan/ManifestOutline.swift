import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

extension Manifest {
	/// A manifest read without holding its records, for `check`: its features, the records of
	/// the project files, and where in the file each feature folder's records lie, to be read
	/// (``records(of:_:generatedPaths:)``) when that feature is judged. So memory follows the number
	/// of features, not of files. Only a manifest in the form scaffold writes can be outlined.
	///
	/// Every record's rules are checked here, once: a feature's records read back are checked only
	/// for being the same bytes (by their fingerprint), and in full only when they are not.
	package struct Outline: Sendable {
		/// The features, sorted by name.
		public private(set) var features: [GeneratedFeature] = []
		/// The records outside every feature folder (``GeneratedPaths/feature(of:)``).
		public private(set) var projectRecords: [Record] = []
		/// For each feature folder with records, the bytes of those records in the file.
		public private(set) var featureRecords: [String: Range<Int>] = [:]
		/// For each feature folder with records, the fingerprint of the run of records this outline
		/// checked there (``CanonicalManifestReader/runFingerprint(_:)``).
		private var featureFingerprints: [String: UInt64] = [:]

		/// The outline of a project without a manifest.
		package static let empty = Outline()

		private init() {}

		/// Reads a manifest given piece by piece by `nextPiece` until it returns `nil`. `nil`
		/// when the manifest is not in the canonical form or breaks any of its rules: read it
		/// whole with ``Manifest/parse(_:path:generatedPaths:)`` then, which says what is wrong.
		package init?<E: Error>(generatedPaths: GeneratedPaths, pieces nextPiece: () throws(E) -> [UInt8]?) throws(E) {
			var reader = CanonicalManifestReader(generatedPaths: generatedPaths)
			var located: [CanonicalManifestReader.LocatedRecord] = []
			var current: (feature: String, bytes: Range<Int>, fingerprints: [UInt64])?
			while let piece = try nextPiece() {
				guard piece.withUnsafeBytes({ reader.read($0, into: &located) }) else { return nil }
				for item in located {
					guard let feature = generatedPaths.feature(of: item.record) else {
						projectRecords.append(item.record)
						continue
					}
					if current?.feature == feature {
						current!.bytes = current!.bytes.lowerBound..<item.bytes.upperBound
						current!.fingerprints.append(item.fingerprint)
						continue
					}
					// A folder's records are one run (they share the folder's prefix, and records are sorted).
					guard featureRecords[feature] == nil else { return nil }
					if let open = current { close(open) }
					current = (feature, item.bytes, [item.fingerprint])
				}
				located.removeAll(keepingCapacity: true)
			}
			guard reader.isComplete else { return nil }
			if let open = current {
				guard featureRecords[open.feature] == nil else { return nil }
				close(open)
			}
			features = reader.features
		}

		private mutating func close(_ run: (feature: String, bytes: Range<Int>, fingerprints: [UInt64])) {
			featureRecords[run.feature] = run.bytes
			featureFingerprints[run.feature] = CanonicalManifestReader.runFingerprint(run.fingerprints)
		}

		/// The records of `feature`'s folder in `bytes`, read from the file at its range in
		/// ``featureRecords``. The bytes this outline checked are read without checking their rules
		/// again; any others (the file changed since) are checked in full. `nil` when they are not
		/// whole records in the canonical form, or break a rule.
		package func records(of feature: String, _ bytes: [UInt8], generatedPaths: GeneratedPaths) -> [Record]? {
			if let fingerprint = featureFingerprints[feature],
				let records = CanonicalManifestReader.records(bytes, checkedAs: fingerprint)
			{
				return records
			}
			return CanonicalManifestReader.records(bytes, generatedPaths: generatedPaths)
		}
	}
}
