import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Which spec owns each feature the manifest records: the one it was generated from, as long
/// as that spec is among the specs read, or lies outside the project (where nothing reads it).
struct RecordedClaims {
	/// A spec as headers and the manifest name it.
	struct SpecKey: Hashable {
		var path: String
		var isOutsideProject: Bool
	}

	private let owners: [String: GeneratedFeature]
	/// The recorded features whose spec lies outside the project and was not read: they cannot
	/// be generated again, so their files stay as recorded.
	let unreadable: [GeneratedFeature]

	init(recorded: [GeneratedFeature], readable: Set<SpecKey>) {
		var owners: [String: GeneratedFeature] = [:]
		var unreadable: [GeneratedFeature] = []
		for feature in recorded {
			let readable = readable.contains(feature.specKey)
			if readable || feature.specIsOutsideProject { owners[feature.name] = feature }
			if !readable && feature.specIsOutsideProject { unreadable.append(feature) }
		}
		self.owners = owners
		self.unreadable = unreadable
	}

	/// The recorded owner of `feature` when it is a spec other than `spec`.
	func owner(of feature: String, otherThan spec: SpecKey) -> GeneratedFeature? {
		guard let owner = owners[feature], owner.specKey != spec else { return nil }
		return owner
	}

	/// `feature` as generated again from the spec the manifest records, with the choices recorded
	/// with it (the specs the user chose to ignore, where a spec outside lies) kept.
	func keepingChoices(of feature: GeneratedFeature) -> GeneratedFeature {
		guard let recorded = owners[feature.name], recorded.specKey == feature.specKey else { return feature }
		var kept = feature
		kept.ignoredSpecs = recorded.ignoredSpecs
		kept.scaffoldVersion = recorded.scaffoldVersion
		if kept.specPathFromRoot == nil { kept.specPathFromRoot = recorded.specPathFromRoot }
		return kept
	}

	/// A spec describing a feature that another spec generated: not an error (the manifest says
	/// which one is in use), but said clearly, with each way out: switch to this spec, delete it,
	/// or record that it is ignored (said no more after that).
	static func ignored(_ spec: String, feature: String, owner: GeneratedFeature, at location: SourceLocation?) -> Diagnostic {
		let ownerPath = owner.specIsOutsideProject ? owner.specPathFromRoot : owner.spec
		let keep =
			ownerPath.map {
				"to keep generating it from \(owner.specDescription), delete this spec, or run 'scaffold feature \(feature) --spec \($0)' from the project root once to record that this spec is ignored"
			} ?? "to keep generating it from \(owner.specDescription), delete this spec"
		return .warning(
			"feature \(quoted: feature) is also described by this spec, but was generated from \(owner.specDescription); this spec is ignored",
			at: location ?? SourceLocation(path: spec, position: nil),
			notes: [
				.init("to generate '\(feature)' from this spec, run 'scaffold feature \(feature) --spec \(spec)' from the project root"),
				.init(keep),
			])
	}

	/// A feature whose spec is out of reach: its files are neither regenerated nor compared.
	static func notRegenerated(_ feature: GeneratedFeature) -> Diagnostic {
		Diagnostic(
			.note,
			"feature \(quoted: feature.name) was generated from \(feature.specDescription), which cannot be read; its files are left as they are"
		)
	}
}

extension GeneratedFeature {
	var specKey: RecordedClaims.SpecKey { .init(path: spec, isOutsideProject: specIsOutsideProject) }
}
