import Testing

import ScaffoldCore

/// The record of a run that changes nothing: its file, and when it replays.
struct UnchangedRunRecordTests {
	static let key = SHA256.digest(Array("inputs".utf8))
	static let root = "/work/app"
	static let disk: [String: DiskEntry] = [
		".scaffold/manifest.json": DiskEntry(contents: .file(Array("{}".utf8)), components: [.present, .present]),
		"A.swift": DiskEntry(contents: .file(Array("// a\n".utf8)), components: [.present]),
		"Features/Ü b.swift": DiskEntry(contents: .absent, components: [.present, .absent]),
	]
	static let record = UnchangedRunRecord(
		key: key,
		paths: [
			.init(path: ".scaffold/manifest.json", fingerprint: disk[".scaffold/manifest.json"]!.fingerprint, isPlanEntry: false),
			.init(path: "A.swift", fingerprint: disk["A.swift"]!.fingerprint, isPlanEntry: true),
			.init(path: "Features/Ü b.swift", fingerprint: disk["Features/Ü b.swift"]!.fingerprint, isPlanEntry: true),
		],
		text: "  identical  A.swift\n  skip       Features/Ü b.swift (user-owned)\n2 files: 1 identical, 1 skip\n")

	func readsBackWhatItWrites() throws {
		let bytes = try require(Self.record.serialized())
		expectEqual(UnchangedRunRecord.parse(bytes), Self.record)
		let empty = UnchangedRunRecord(key: Self.key, paths: [], text: "")
		expectEqual(UnchangedRunRecord.parse(try require(empty.serialized())), empty)
		expectEqual(Self.record.pathsToInspect, [".scaffold/manifest.json", "A.swift", "Features/Ü b.swift"])
		expectEqual(Self.record.planEntryPaths, ["A.swift", "Features/Ü b.swift"])
	}

	/// The file is exactly the lines its format documents, written here the plain way (digits by
	/// `String(_:radix:)`), for records of random fingerprints (every byte value) and paths.
	func writesExactlyTheDocumentedLines() throws {
		var random: UInt64 = 0xD1B5_4A32_D192_ED03
		func next(_ bound: Int) -> Int {
			random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
			return Int((random >> 33) % UInt64(bound))
		}
		func hex(_ bytes: [UInt8]) -> String {
			bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
		}
		for round in 0..<60 {
			var paths: [UnchangedRunRecord.InspectedPath] = []
			for index in 0..<next(40) {
				let fingerprint = (0..<32).map { _ in UInt8(next(256)) }
				paths.append(.init(path: "Features/F\(round)/\(index)\(round % 3 == 0 ? "é" : "").swift", fingerprint: fingerprint, isPlanEntry: next(2) == 0))
			}
			let key = (0..<32).map { _ in UInt8(next(256)) }
			let text = round % 2 == 0 ? "" : "  identical  A.swift\n"
			let record = UnchangedRunRecord(key: key, paths: paths, text: text)
			var expected = "scaffold unchanged-run record 1\nkey \(hex(key))\npaths \(paths.count)\n"
			for path in paths { expected += "\(hex(path.fingerprint)) \(path.isPlanEntry ? "e" : "i") \(path.path)\n" }
			expected += "text \(text.utf8.count)\n\(text)\n"
			expected += "check \(hex(SHA256.digest(Array(expected.utf8))))\n"
			expectEqual(record.serialized(), Array(expected.utf8), "round \(round)")
		}
	}

	func aRecordThatCannotBeTrustedIsNoRecord() throws {
		// A torn write or an edit is never another record: every byte changed, and every length
		// cut short, reads as no record at all.
		let bytes = try require(Self.record.serialized())
		for index in bytes.indices {
			var damaged = bytes
			damaged[index] ^= 0x20
			expectEqual(UnchangedRunRecord.parse(damaged), nil, "byte \(index)")
		}
		for length in 0..<bytes.count {
			expectEqual(UnchangedRunRecord.parse(Array(bytes[..<length])), nil, "cut at \(length)")
		}
		expectEqual(UnchangedRunRecord.parse(bytes + Array("\n".utf8)), nil)

		// A path that cannot be written on one line is not recorded.
		do {
			var record = Self.record
			record.paths[1].path = "A\n.swift"
			expectEqual(record.serialized(), nil)
		}

		// A record names the paths a run sweeps: one naming a path outside the root, even with
		// every fingerprint right, is no record.
		do {
			func replay(_ path: String, _ entry: DiskEntry, root: String = Self.root) -> String? {
				let record = UnchangedRunRecord(
					key: Self.key, paths: [.init(path: path, fingerprint: entry.fingerprint, isPlanEntry: true)], text: "listing\n")
				return record.replay(key: Self.key, disk: [path: entry], root: root)
			}
			let file = DiskEntry(contents: .file(Array("a".utf8)), components: [.present, .present])
			expectEqual(replay("Features/A.swift", file), "listing\n")
			for path in ["../A.swift", "/etc/A.swift", "Features/../../A.swift", ".git/A.swift", "Features//A.swift"] {
				expectEqual(replay(path, file), nil, "\(path)")
			}
			let inside = DiskEntry(contents: .file(Array("a".utf8)), components: [.symlink(resolvedTarget: "/work/app/Other"), .present])
			expectEqual(replay("Features/A.swift", inside), "listing\n")
			let outside = DiskEntry(contents: .file(Array("a".utf8)), components: [.symlink(resolvedTarget: "/elsewhere"), .present])
			expectEqual(replay("Features/A.swift", outside), nil)
			// The root is in no key: the project moved or copied replays, and its links are judged
			// against the root it is in now. A link to the old place leads out of the copy.
			expectEqual(replay("Features/A.swift", file, root: "/work/copy"), "listing\n")
			expectEqual(replay("Features/A.swift", inside, root: "/work/copy"), nil)
			expectEqual(UnchangedRunRecord.leavesRoot("Features/A.swift", inside, root: Self.root), false)
			expectEqual(UnchangedRunRecord.leavesRoot("Features/A.swift", inside, root: "/work/copy"), true)
			expectEqual(UnchangedRunRecord.leavesRoot("Features/A.swift", outside, root: Self.root), true)
			expectEqual(UnchangedRunRecord.leavesRoot("Features/A.swift", file, root: "/work/copy"), false)
			expectEqual(UnchangedRunRecord.leavesRoot("Features/A.swift", DiskEntry(contents: .absent, components: nil), root: "/"), false)
		}
	}

	func replaysOnlyForItsKeyAndTheDiskItDescribes() {
		expectEqual(Self.record.replay(key: Self.key, disk: Self.disk, root: Self.root), Self.record.text)
		// Paths the record does not name are no input of its plan.
		var more = Self.disk
		more["B.swift"] = .file("b")
		expectEqual(Self.record.replay(key: Self.key, disk: more, root: Self.root), Self.record.text)

		expectEqual(Self.record.replay(key: SHA256.digest(Array("other".utf8)), disk: Self.disk, root: Self.root), nil)
		for path in Self.disk.keys {
			var missing = Self.disk
			missing[path] = nil
			expectEqual(Self.record.replay(key: Self.key, disk: missing, root: Self.root), nil, "\(path) missing")
			var edited = Self.disk
			edited[path]?.contents = .file(Array("// edited\n".utf8))
			expectEqual(Self.record.replay(key: Self.key, disk: edited, root: Self.root), nil, "\(path) edited")
			var linked = Self.disk
			linked[path]?.components?[0] = .symlink(resolvedTarget: "/elsewhere")
			expectEqual(Self.record.replay(key: Self.key, disk: linked, root: Self.root), nil, "\(path) behind a link")
		}
	}

	/// The form a replayed `feature` run uses: one fingerprint per recorded path, in order, `nil`
	/// for a path behind a link out of the root. Anything else than every path's own is no match.
	func replaysOnlyForEveryPathsOwnFingerprint() {
		let fingerprints: [[UInt8]?] = Self.record.paths.map(\.fingerprint)
		expectEqual(Self.record.replay(key: Self.key, fingerprints: fingerprints), Self.record.text)
		expectEqual(Self.record.replay(key: SHA256.digest(Array("other".utf8)), fingerprints: fingerprints), nil)
		expectEqual(Self.record.replay(key: Self.key, fingerprints: Array(fingerprints.dropLast())), nil)
		expectEqual(Self.record.replay(key: Self.key, fingerprints: fingerprints + [fingerprints[0]]), nil)
		expectEqual(Self.record.replay(key: Self.key, fingerprints: Array(fingerprints.reversed())), nil)
		for index in fingerprints.indices {
			var outside = fingerprints
			outside[index] = nil
			expectEqual(Self.record.replay(key: Self.key, fingerprints: outside), nil, "path \(index) behind a link out of the root")
			var other = fingerprints
			other[index] = DiskEntry(contents: .file(Array("// edited\n".utf8)), components: [.present]).fingerprint
			expectEqual(Self.record.replay(key: Self.key, fingerprints: other), nil, "path \(index) edited")
		}
		// A record naming a path the plan would refuse is no record, whatever the fingerprints.
		var unsafe = Self.record
		unsafe.paths[1].path = "../A.swift"
		expectEqual(unsafe.replay(key: Self.key, fingerprints: fingerprints), nil)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<UnchangedRunRecordTests>] = [
		SuiteTest("readsBackWhatItWrites") { try $0.readsBackWhatItWrites() },
		SuiteTest("writesExactlyTheDocumentedLines") { try $0.writesExactlyTheDocumentedLines() },
		SuiteTest("aRecordThatCannotBeTrustedIsNoRecord") { try $0.aRecordThatCannotBeTrustedIsNoRecord() },
		SuiteTest("replaysOnlyForItsKeyAndTheDiskItDescribes") { $0.replaysOnlyForItsKeyAndTheDiskItDescribes() },
		SuiteTest("replaysOnlyForEveryPathsOwnFingerprint") { $0.replaysOnlyForEveryPathsOwnFingerprint() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<UnchangedRunRecordTests>) async throws { try await test.body(self) }
}
