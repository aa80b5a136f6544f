import Testing

import ScaffoldCore

/// `check` outlines the manifest, splitting it into each feature folder's run of records, and
/// reads each run back when it judges that feature (``Manifest/Outline/records(of:_:generatedPaths:)``).
/// The outline leaves a feature's records' rules to that reading: whatever bytes come back, the
/// answer must be the full rules' answer, and a manifest the outline and the readings accept
/// must be one the located reader accepts.
struct ManifestOutlineTests {
	static let paths = GeneratedPaths(config: .defaults)

	/// Every snapshot file as a record of its example's feature, in a manifest as scaffold writes it:
	/// made once per test process (each test only reads it; about 0.2 s of CPU each time).
	static func manifestBytes() throws -> [UInt8] { try sharedManifestBytes.get() }

	private static let sharedManifestBytes = Result { () throws -> [UInt8] in
		let files = try RepositoryFiles.files(below: "Snapshots").filter { !$0.hasSuffix("context.json") }
		var records: [String: Manifest.Record] = [:]
		for file in files {
			let path = String(file.drop { $0 != "/" }.dropFirst())
			let record = Manifest.Record(
				path: path, origin: "Specs/Example.json", templateHash: SHA256.hex(path + "t"), contentHash: SHA256.hex(path))
			guard SafePath.problem(with: path, at: nil) == nil, ManifestOutlineTests.paths.problem(with: path, origin: record.origin) == nil else { continue }
			records[path] = record
		}
		return Manifest(records: Array(records.values)).serialized()
	}

	/// The records of the `count` smallest feature folders of the manifest `bytes` (by their run's
	/// bytes, then by name), as a manifest of their own. Each change is made to the first and last
	/// records of a run and read whole, so a longer run would only make each reading dearer: the four
	/// smallest hold about a third of the records of the four first by name.
	static func smallestFeatures(_ count: Int, of bytes: [UInt8]) throws -> [UInt8] {
		var pieces = [bytes][...]
		let outline = try #require(Manifest.Outline(generatedPaths: paths) { pieces.popFirst() })
		let runs = outline.featureRecords.sorted { ($0.value.count, $0.key) < ($1.value.count, $1.key) }.prefix(count)
		try #require(runs.count == count)
		let records = try runs.flatMap { try #require(CanonicalManifestReader.records(bytes[$0.value], generatedPaths: paths)) }
		return Manifest(records: records).serialized()
	}

	func readsBackEachFeatureAsTheFullRulesReadIt() throws {
		let bytes = try Self.manifestBytes()
		var pieces = [bytes][...]
		let outline = try #require(Manifest.Outline(generatedPaths: Self.paths) { pieces.popFirst() })
		expectGreater(outline.featureRecords.count, 5)
		var mutated = 0
		var refused = 0
		for (feature, range) in outline.featureRecords.sorted(by: { $0.key < $1.key }) {
			let run = Array(bytes[range])
			let full = CanonicalManifestReader.records(run, generatedPaths: Self.paths)
			expectNotEqual(full, nil, "\(feature)")
			expectEqual(outline.records(of: feature, run, generatedPaths: Self.paths), full, "\(feature)")
			// The file changed since the outline: each change is judged by the full rules.
			for variant in Self.variants(of: run) {
				mutated += 1
				let expected = CanonicalManifestReader.records(variant, generatedPaths: Self.paths)
				if expected == nil { refused += 1 }
				expectEqual(outline.records(of: feature, variant, generatedPaths: Self.paths), expected, "\(feature): \(String(decoding: variant, as: UTF8.self))")
			}
		}
		// Most changes break a rule: the outline's check of the old bytes must not vouch for them.
		expectGreater(refused, mutated / 2)
		expectGreater(mutated - refused, 0)
	}

	/// `check` weighs a record against its largest by the outline's count of records, not by
	/// reading the manifest again: the count is the located reader's, whatever pieces the file
	/// comes in, with and without project files' records.
	func countsTheRecordsTheLocatedReaderReads() throws {
		let bytes = try Self.manifestBytes()
		let project = Manifest.Record(path: "Package.swift", origin: "", templateHash: SHA256.hex("t"), contentHash: SHA256.hex("c"))
		let parsed = try Manifest.parse(bytes, path: Manifest.path, generatedPaths: Self.paths)
		let withProjectFile = Manifest(records: Array(parsed.records.values) + [project], features: parsed.features)
		for manifest in [bytes, withProjectFile.serialized(), Manifest(records: []).serialized()] {
			let records = try Manifest.parse(manifest, path: Manifest.path, generatedPaths: Self.paths).records.count
			for size in [1 << 20, 4_096, 7] {
				var pieces = stride(from: 0, to: manifest.count, by: size).map { Array(manifest[$0..<min($0 + size, manifest.count)]) }[...]
				let outline = try #require(Manifest.Outline(generatedPaths: Self.paths) { pieces.popFirst() })
				expectEqual(outline.recordCount, records, "pieces of \(size)")
			}
		}
		expectEqual(Manifest.Outline.empty.recordCount, 0)
	}

	/// Each change of one feature's run made in the whole manifest: the outline either refuses it
	/// (the form, the order) or splits it, and then the run read back is refused exactly when the
	/// located reader refuses the manifest; the other runs read back as before. A project file's
	/// record breaking a rule is refused by the outline itself.
	func aManifestTheOutlineAndEveryRunAcceptIsOneTheLocatedReaderAccepts() throws {
		// Four features, each changed in turn while the other three must read back as before. Each
		// change is read whole three times, so more features' records would only repeat that work.
		let bytes = try Self.smallestFeatures(4, of: Self.manifestBytes())
		var pieces = [bytes][...]
		let outline = try #require(Manifest.Outline(generatedPaths: Self.paths) { pieces.popFirst() })
		var leftToTheRuns = 0
		for (feature, range) in outline.featureRecords.sorted(by: { $0.key < $1.key }).prefix(4) {
			for variant in Self.variants(of: Array(bytes[range])) {
				let whole = Array(bytes[..<range.lowerBound]) + variant + Array(bytes[range.upperBound...])
				let located = (try? Manifest.parse(whole, path: Manifest.path, generatedPaths: Self.paths)) != nil
				var wholePieces = [whole][...]
				guard let changed = Manifest.Outline(generatedPaths: Self.paths, pieces: { wholePieces.popFirst() }) else { continue }
				let everyRun = changed.featureRecords.allSatisfy { other in
					changed.records(of: other.key, Array(whole[other.value]), generatedPaths: Self.paths) != nil
				}
				if !everyRun { leftToTheRuns += 1 }
				expectEqual(everyRun, located, "\(feature): \(String(decoding: variant, as: UTF8.self))")
			}
		}
		expectGreater(leftToTheRuns, 0)
		// A project file's record (no origin) with an unsafe path: the outline refuses it.
		let project = Manifest(records: [
			Manifest.Record(path: "../Package.swift", origin: "", templateHash: SHA256.hex("t"), contentHash: SHA256.hex("c"))
		]).serialized()
		var projectPieces = [project][...]
		expectTrue(Manifest.Outline(generatedPaths: Self.paths) { projectPieces.popFirst() } == nil)
	}

	/// `run` with one change each: a path made unsafe, out of order, into no generated file or
	/// into another folder; a content hash that is none; an origin emptied; another valid hash
	/// (accepted by the rules, as new bytes); a record dropped.
	static func variants(of run: [UInt8]) -> [[UInt8]] {
		let text = String(decoding: run, as: UTF8.self)
		let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
		let pathLines = lines.indices.filter { lines[$0].hasPrefix("\t\t\t\"path\": ") }
		let hashLines = lines.indices.filter { lines[$0].hasPrefix("\t\t\t\"contentHash\": ") }
		let originLines = lines.indices.filter { lines[$0].hasPrefix("\t\t\t\"origin\": ") }
		var variants: [[UInt8]] = []
		func replacing(_ index: Int, _ line: String) {
			var changed = lines
			changed[index] = line
			variants.append(Array(changed.joined(separator: "\n").utf8))
		}
		for index in [pathLines.first, pathLines.last].compactMap({ $0 }) {
			let line = lines[index]
			replacing(index, line.replacingOccurrences(of: "/Sources/", with: "/Sources/../"))
			replacing(index, line.replacingOccurrences(of: "\"path\": \"", with: "\"path\": \"/"))
			replacing(index, line.replacingOccurrences(of: ".swift\"", with: ".txt\""))
			replacing(index, line.replacingOccurrences(of: "/Sources/", with: "/Other/"))
			replacing(index, line.replacingOccurrences(of: "\"path\": \"", with: "\"path\": \"A"))
		}
		if let index = hashLines.first {
			replacing(index, String(lines[index].dropLast(3)) + "G\",")
			replacing(index, String(lines[index].dropLast(3)) + "0\",")
		}
		if let index = originLines.first { replacing(index, "\t\t\t\"origin\": \"\",") }
		if pathLines.count > 1 {
			// The first two records swapped: out of order.
			let elementLength = 6
			var changed = lines
			let first = pathLines[0] - 3
			let second = pathLines[1] - 3
			let a = Array(changed[first..<(first + elementLength)])
			let b = Array(changed[second..<(second + elementLength)])
			changed.replaceSubrange(second..<(second + elementLength), with: a)
			changed.replaceSubrange(first..<(first + elementLength), with: b)
			variants.append(Array(changed.joined(separator: "\n").utf8))
			// The first record dropped: the bytes of records the rules accept, but not those checked.
			variants.append(Array(lines[(first + elementLength)...].joined(separator: "\n").utf8))
		}
		return variants
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<ManifestOutlineTests>] = [
		SuiteTest("readsBackEachFeatureAsTheFullRulesReadIt") { try $0.readsBackEachFeatureAsTheFullRulesReadIt() },
		SuiteTest("countsTheRecordsTheLocatedReaderReads") { try $0.countsTheRecordsTheLocatedReaderReads() },
		SuiteTest("aManifestTheOutlineAndEveryRunAcceptIsOneTheLocatedReaderAccepts") { try $0.aManifestTheOutlineAndEveryRunAcceptIsOneTheLocatedReaderAccepts() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<ManifestOutlineTests>) async throws { try await test.body(self) }
}
