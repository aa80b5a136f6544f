import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Gives each file its status and reason, and collects the records of the new manifest.
struct PlanClassifier {
	let disk: [String: DiskEntry]
	let previous: Manifest
	let options: Plan.Options
	/// Whether to collect the new manifest's records: without them (judging only), nothing
	/// written is hashed.
	let recordingManifest: Bool
	private let marker: [UInt8]
	private(set) var entries: [Plan.Entry] = []
	private(set) var records: [Manifest.Record] = []
	/// The bytes of every record made from generated output, by content hash: the merge bases
	/// the executable keeps in `.scaffold/bases/`.
	private(set) var bases: [String: [UInt8]] = [:]

	init(disk: [String: DiskEntry], previous: Manifest, options: Plan.Options, recordingManifest: Bool = true) {
		self.disk = disk
		self.previous = previous
		self.options = options
		self.recordingManifest = recordingManifest
		self.marker = Array(options.headerMarker.utf8)
	}

	mutating func classify(_ output: OutputFile) {
		let generated = Array(output.contents.utf8)
		let record = previous[output.path]
		let onDisk = disk[output.path]?.bytes
		let (status, reason) = decide(output, generated: generated, onDisk: onDisk, record: record)
		var entry = Plan.Entry(path: output.path, status: status, reason: reason, origin: output.origin, generated: generated, disk: onDisk)
		if options.merge, !options.force, status == .conflict, reason == .editedByHand, let record, let onDisk {
			(entry.status, entry.reason, entry.merged) = merging(onDisk, into: generated, base: record.contentHash)
		}
		entries.append(entry)

		guard recordingManifest, output.ownership == .generated else { return }
		switch (entry.status, entry.reason) {
		case (.create, _), (.update, _), (.identical, _), (.merge, _), (.skip, .editsKept):
			// A merged file records the new output, not the merge: the base of the next merge is
			// what scaffold generated, and the person's edits stay edits.
			let hash = SHA256.hex(generated)
			records.append(Manifest.Record(path: output.path, origin: output.origin, templateHash: output.templateHash, contentHash: hash))
			bases[hash] = generated
		case (.skip, .deletedByHand):
			if var record {
				record.deleted = true
				records.append(record)
			}
		case (.conflict, _):
			// Keep the old record: until the conflict is resolved, the file still counts as edited.
			if let record { records.append(record) }
		case (.skip, _), (.remove, _):
			break
		}
	}

	/// The three-way merge of a file edited by hand: the disk's edits and the new output's
	/// changes since `base` (the hash of what scaffold last wrote). A file still holding
	/// conflict markers is left alone, so markers never nest.
	private func merging(_ onDisk: [UInt8], into generated: [UInt8], base: String) -> (Plan.Status, Plan.Reason, [UInt8]?) {
		if ConflictMarkers.contains(in: onDisk) { return (.conflict, .unresolvedMarkers, nil) }
		guard let baseBytes = options.mergeBases[base] else { return (.conflict, .baseMissing, nil) }
		let result = ThreeWayMerge.merge(base: baseBytes, ours: onDisk, theirs: generated)
		if result.bytes == onDisk { return (.skip, .editsKept, nil) }
		return (.merge, result.isClean ? .merged : .mergeConflicted, result.bytes)
	}

	private func decide(
		_ output: OutputFile, generated: [UInt8], onDisk: [UInt8]?, record: Manifest.Record?
	) -> (Plan.Status, Plan.Reason) {
		guard let onDisk else {
			// A generated file a person deleted stays deleted once a merging run recorded it so.
			if let record, output.ownership == .generated, !options.force, options.merge || record.deleted {
				return (.skip, .deletedByHand)
			}
			if output.completesRuntime { return (.create, .runtimeLacked) }
			return (.create, record == nil ? .new : .missing)
		}
		if output.ownership == .userOwned { return (.skip, .userOwned) }
		if onDisk.hasSameBytes(as: generated) { return (.identical, .upToDate) }
		if hasHeader(generated) && !hasHeader(onDisk) { return (.skip, .headerRemoved) }
		if let record, SHA256.hex(onDisk) == record.contentHash {
			return (.update, record.templateHash == output.templateHash ? .specChanged : .templateChanged)
		}
		let reason: Plan.Reason = record == nil ? .unmanaged : .editedByHand
		return (options.force ? .update : .conflict, reason)
	}

	/// Files of the previous manifest that no output produces any more.
	mutating func classifyOrphans(producedPaths: [String]) {
		let produced = Set(producedPaths)
		// On a case-insensitive disk an orphan differing only in case IS the new file: deleting it would delete the output.
		let producedFolded = Set(producedPaths.map(CaseFolding.folded))
		// In any order: the plan sorts its entries, and records go into a manifest keyed by path.
		for record in previous.records.values
		where !produced.contains(record.path) && !producedFolded.contains(CaseFolding.folded(record.path)) {
			guard let onDisk = disk[record.path]?.bytes else { continue }  // already gone: just forget it
			let (status, reason): (Plan.Status, Plan.Reason)
			if SHA256.hex(onDisk) == record.contentHash {
				(status, reason) = (.remove, .orphaned)
			} else if !marker.isEmpty && !hasHeader(onDisk) {
				(status, reason) = (.skip, .headerRemoved)
			} else if options.force {
				(status, reason) = (.skip, .orphanEdited)
			} else {
				(status, reason) = (.conflict, .orphanEdited)
				if recordingManifest { records.append(record) }
			}
			entries.append(
				Plan.Entry(path: record.path, status: status, reason: reason, origin: record.origin, generated: nil, disk: onDisk))
		}
	}

	/// Whether the file carries scaffold's header marker (``HeaderMarker``).
	private func hasHeader(_ bytes: [UInt8]) -> Bool {
		HeaderMarker.isInHeader(marker, of: bytes)
	}
}
