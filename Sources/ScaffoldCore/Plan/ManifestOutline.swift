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
	/// The outline checks the form, the features, the order of every record and the rules of the
	/// project files' records; each feature folder's records are checked by every rule when they
	/// are read back (``records(of:_:generatedPaths:)``), on the core that judges that feature, so
	/// that the one thread before the features start only splits the file.
	package struct Outline: Sendable {
		/// The features, sorted by name.
		public private(set) var features: [GeneratedFeature] = []
		/// The records outside every feature folder (``GeneratedPaths/feature(of:)``).
		public private(set) var projectRecords: [Record] = []
		/// For each feature folder with records, the bytes of those records in the file.
		public private(set) var featureRecords: [String: Range<Int>] = [:]
		/// How many records the manifest holds, project files' and feature folders' together: what
		/// `check` weighs a record against (its largest), counted here rather than by a second read.
		package private(set) var recordCount = 0

		/// The outline of a project without a manifest.
		package static let empty = Outline()

		private init() {}

		/// Reads a manifest given piece by piece by `nextPiece` until it returns `nil`. `nil`
		/// when the manifest is not in the canonical form or breaks a rule the outline checks: read
		/// it whole with ``Manifest/parse(_:path:generatedPaths:)`` then, which says what is wrong
		/// (as it does when a feature's records read back break one).
		package init?<E: Error>(generatedPaths: GeneratedPaths, pieces nextPiece: () throws(E) -> [UInt8]?) throws(E) {
			var reader = CanonicalManifestReader(outlining: generatedPaths)
			var located: [CanonicalManifestReader.LocatedRecord] = []
			var current: (feature: String, bytes: Range<Int>)?
			while let piece = try nextPiece() {
				guard piece.withUnsafeBytes({ reader.read($0, into: &located) }) else { return nil }
				recordCount += located.count
				for item in located {
					guard let feature = item.feature else {
						projectRecords.append(item.record)
						continue
					}
					if current?.feature == feature {
						current!.bytes = current!.bytes.lowerBound..<item.bytes.upperBound
						continue
					}
					// A folder's records are one run (they share the folder's prefix, and records are sorted).
					guard featureRecords[feature] == nil else { return nil }
					if let open = current { featureRecords[open.feature] = open.bytes }
					current = (feature, item.bytes)
				}
				located.removeAll(keepingCapacity: true)
			}
			guard reader.isComplete else { return nil }
			if let open = current {
				guard featureRecords[open.feature] == nil else { return nil }
				featureRecords[open.feature] = open.bytes
			}
			features = reader.features
		}

		/// The records of `feature`'s folder in `bytes`, read from the file at its range in
		/// ``featureRecords``, with every rule (the outline left them to this reading). `nil` when
		/// they are not whole records in the canonical form, or break a rule: the whole manifest is
		/// then read by the located reader, which says what is wrong.
		package func records(of feature: String, _ bytes: [UInt8], generatedPaths: GeneratedPaths) -> [Record]? {
			CanonicalManifestReader.records(bytes, generatedPaths: generatedPaths)
		}
	}
}
