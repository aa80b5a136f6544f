import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// What `feature` and `check` say when generated files change because scaffold's templates
/// changed since the version that last wrote them: the ``TemplateChangelog`` entries that cause
/// it, so a team reviewing an upgrade reads why, not only a diff.
package enum UpgradeNotes {
	/// A generated file the plan updates (or `check` finds stale) because its template changed.
	package struct UpdatedFile: Sendable, Equatable {
		package var path: String
		/// The spec it comes from, `""` for project-level files.
		package var origin: String
		/// Its template and every partial that template includes, by path below `Templates/`.
		package var templates: Set<String>

		package init(path: String, origin: String, templates: Set<String>) {
			self.path = path
			self.origin = origin
			self.templates = templates
		}
	}

	/// One note per feature (and one for project-level files) whose updated files a changelog
	/// entry newer than the version that last wrote it explains, listing those entries. A feature
	/// last written by this very version gets none: its template changes are the team's own
	/// overrides or an unreleased build's, which no changelog describes.
	package static func notes(
		for files: [UpdatedFile], features: [GeneratedFeature], running: String,
		changelog: [TemplateChange] = TemplateChangelog.changes
	) -> [Diagnostic] {
		var byOrigin: [String: [UpdatedFile]] = [:]
		for file in files { byOrigin[file.origin, default: []].append(file) }
		var notes: [Diagnostic] = []
		for origin in byOrigin.keys.sorted(by: { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }) {
			let updated = byOrigin[origin] ?? []
			let feature = origin.isEmpty ? nil : features.first { $0.spec == origin }
			let written = feature?.scaffoldVersion
			if let written, !ScaffoldRelease.precedes(written, running) { continue }
			let causes = changelog.filter { change in
				(written.map { ScaffoldRelease.precedes($0, change.version) } ?? true)
					&& !ScaffoldRelease.precedes(running, change.version)
					&& updated.contains { !$0.templates.isDisjoint(with: change.templates) }
			}
			guard !causes.isEmpty else { continue }
			let subject = feature.map { "feature \(quoted: $0.name) was" } ?? "scaffold's project files were"
			let since = written.map { "scaffold \($0)" } ?? "a scaffold that did not record its version"
			let count = updated.count == 1 ? "1 file changes" : "\(updated.count) files change"
			notes.append(
				Diagnostic(
					.note, "\(subject) last written by \(since); \(count) with these template changes up to \(running):",
					at: origin.isEmpty ? nil : SourceLocation(path: origin, position: nil),
					notes: causes.map { change in
						let touched = updated.filter { !$0.templates.isDisjoint(with: change.templates) }.count
						return Diagnostic.Note("\(change.version): \(change.summary) (\(touched == 1 ? "1 file" : "\(touched) files"))")
					}))
		}
		return notes
	}
}

extension UpgradeNotes {
	/// ``notes(for:features:running:changelog:)`` for the files `plan` updates because their
	/// template changed, each matched by path with the output it comes from.
	package static func notes(
		for plan: Plan, outputs: [OutputFile], features: [GeneratedFeature], running: String = ScaffoldRelease.current
	) -> [Diagnostic] {
		let changed = plan.entries.filter { $0.reason == .templateChanged }
		guard !changed.isEmpty else { return [] }
		var sources: [String: [String]] = [:]
		for output in outputs { sources[output.path] = output.templateSources }
		let files = changed.map { UpdatedFile(path: $0.path, origin: $0.origin, templates: Set(sources[$0.path] ?? [])) }
		return notes(for: files, features: features, running: running)
	}
}
