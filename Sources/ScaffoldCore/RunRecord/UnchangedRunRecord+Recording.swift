import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

extension UnchangedRunRecord {
	/// The record a `feature` run leaves once it applied `applied` (with `list`, its apply list):
	/// the next run's plan, made by the same code as every plan, from the same outputs, against
	/// the disk as applying left it and the manifest as written.
	///
	/// That disk is derived from `disk`, the snapshot `applied` was made from: written files
	/// hold their new bytes (their missing folders now exist), deleted files are gone, the rest
	/// is as it was. Should the derivation miss something (a folder removed after a delete, a
	/// file changed meanwhile), the next run's snapshot differs and it takes the full path: the
	/// record holds only for the state it describes, whatever way that state was found.
	///
	/// - Parameter inputs: the run's inputs, with the manifest as it was before the run; the
	///   record's key is theirs with the manifest `list` wrote.
	/// - Parameter root: the project root, resolved, to judge symbolic links in the next plan.
	/// - Parameter alsoInspecting: paths whose state decided what was generated though no output
	///   names them (the runtime files a project has, which generation then leaves out), held to
	///   `disk` like the plan's: a runtime file removed later makes the record fail.
	/// - Returns: `nil` when the next run would still change something, or its plan fails.
	package static func afterApplying(
		_ applied: ScopedPlan, list: ApplyList, outputs: [OutputFile], features: [GeneratedFeature], scope: Manifest.Scope,
		disk: [String: DiskEntry], inputs: RunInputs, root: String, generatedPaths: GeneratedPaths, alsoInspecting: [String] = []
	) -> UnchangedRunRecord? {
		guard let manifestBytes = list.manifest ?? inputs.manifest,
			let manifest = try? Manifest.parse(manifestBytes, generatedPaths: generatedPaths)
		else { return nil }
		let after = diskAfterApplying(applied.plan, manifest: manifestBytes, to: disk)
		let options = Plan.Options(force: inputs.force)
		guard
			let next = try? ScopedPlan(
				outputs: outputs, features: features, scope: scope, disk: after, manifest: manifest, root: root, options: options),
			(try? next.applyList())?.isEmpty == true
		else { return nil }
		var nextInputs = inputs
		nextInputs.manifest = manifestBytes
		let entries = Set(next.plan.entries.map(\.path))
		var paths: [InspectedPath] = []
		let inspected = ScopedPlan.pathsToInspect(outputs: outputs, scope: scope, manifest: manifest)
		let known = Set(inspected)
		for path in inspected + alsoInspecting.filter({ !known.contains($0) }) {
			guard let entry = after[path] else { return nil }
			paths.append(InspectedPath(path: path, fingerprint: entry.fingerprint, isPlanEntry: entries.contains(path)))
		}
		return UnchangedRunRecord(key: nextInputs.key, paths: paths, text: next.plan.renderText())
	}

	/// `disk` once `plan` was applied and `manifest` written.
	static func diskAfterApplying(_ plan: Plan, manifest: [UInt8], to disk: [String: DiskEntry]) -> [String: DiskEntry] {
		var after = disk
		for entry in plan.entries {
			guard let before = disk[entry.path] else { continue }
			switch entry.status {
			case .create, .update, .merge:
				if let bytes = entry.written { after[entry.path] = written(bytes, at: entry.path, before: before) }
			case .remove:
				var components = before.components
				// The file itself is gone; its folders stay as far as anything here can tell.
				if var list = components, let last = list.indices.last, list.count == componentCount(entry.path) {
					list[last] = .absent
					components = list
				}
				after[entry.path] = DiskEntry(contents: .absent, components: components)
			case .identical, .skip, .conflict:
				break
			}
		}
		if let before = disk[Manifest.path] { after[Manifest.path] = written(manifest, at: Manifest.path, before: before) }
		let writtenPaths = plan.entries.filter { [.create, .update, .merge].contains($0.status) }.map(\.path)
		seeingCreatedFolders(&after, written: writtenPaths)
		return after
	}

	/// Every absent path of `after` that nothing wrote, with the folders the writes of `written`
	/// created present on its way, as a snapshot would now describe it: a file of the plan not
	/// written (an extension point nobody asked for) in a folder the run created.
	package static func seeingCreatedFolders(_ after: inout [String: DiskEntry], written: [String]) {
		var folders: Set<Substring> = []
		for path in written {
			var end = path.endIndex
			while let slash = path[..<end].lastIndex(of: "/") {
				guard folders.insert(path[..<slash]).inserted else { break }
				end = slash
			}
		}
		guard !folders.isEmpty else { return }
		for (path, entry) in after where entry.contents == .absent {
			guard let old = entry.components, old.contains(.absent) else { continue }
			let parts = path.split(separator: "/", omittingEmptySubsequences: false)
			var components: [PathComponentState] = []
			for (index, part) in parts.enumerated() {
				let state = index < old.count ? old[index] : .absent
				if state != .absent {
					components.append(state)
				} else if index < parts.count - 1, folders.contains(path[..<part.endIndex]) {
					components.append(.present)
				} else {
					components.append(.absent)
					break
				}
			}
			after[path] = DiskEntry(contents: .absent, components: components)
		}
	}

	/// A file written with `bytes` at `path`: every component present (symbolic links it was
	/// written through stay what they were).
	private static func written(_ bytes: [UInt8], at path: String, before: DiskEntry) -> DiskEntry {
		guard let old = before.components else { return DiskEntry(contents: .file(bytes), components: nil) }
		let components = (0..<componentCount(path)).map { index in
			index < old.count && old[index] != .absent ? old[index] : PathComponentState.present
		}
		return DiskEntry(contents: .file(bytes), components: components)
	}

	private static func componentCount(_ path: String) -> Int {
		path.utf8.split(separator: UInt8(ascii: "/")).count
	}
}
