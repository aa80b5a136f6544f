import ScaffoldFuzzing
import Testing

import ScaffoldCore

/// The manifest as scaffold writes it is read without locating its values; anything else falls
/// back to the located reader, so what is accepted and every error message stay the same.
struct CanonicalManifestReaderTests {
	static let paths = GeneratedPaths(config: .defaults)
	static let feature = "Features/Character/Sources/Data/DTOs/"
	static let manifest = Manifest(
		records: [
			record(Self.feature + "CharacterDTO.swift"), record(Self.feature + "LocationDTO.swift"),
			record("Features/Episode/Sources/Data/DTOs/EpisodeDTO.swift", origin: "Specs/Episode.json"),
			record("Package.swift", origin: ""), record("schema/scaffold-spec.schema.json", origin: ""),
		],
		features: [
			GeneratedFeature(name: "Character", spec: "Specs/Character.json", hasFixtures: true, scaffoldVersion: "0.1.0"),
			GeneratedFeature(name: "Episode", spec: "Épisode.json", specIsOutsideProject: true, hasFixtures: false, scaffoldVersion: "0.2.0-beta.1"),
		])

	static func record(_ path: String, origin: String = "Specs/Character.json") -> Manifest.Record {
		Manifest.Record(path: path, origin: origin, templateHash: SHA256.hex(path + "t"), contentHash: SHA256.hex(path))
	}

	func readsBackWhatScaffoldWrites() throws {
		let unicode = Manifest(records: [Self.record("Módulos/Features/Character/Sources/Data/DTOs/CharacterDTO.swift", origin: "Specs/Café.json")])
		for manifest in [Manifest.empty, Manifest(features: Self.manifest.features), Manifest(records: Self.manifest.sortedRecords), Self.manifest, unicode] {
			expectEqual(CanonicalManifestReader.manifest(manifest.serialized(), generatedPaths: nil), manifest)
		}
		expectEqual(CanonicalManifestReader.manifest(Self.manifest.serialized(), generatedPaths: Self.paths), Self.manifest)
	}

	/// Another layout, an escape, another version: the located reader reads them, to the same manifest.
	static let anotherLayoutIsLeftToTheLocatedReaderArguments: [(String, String)] = [
		("\t", "  "), ("\n", "\r\n"), ("\"version\": 2", "\"version\" : 2"), ("LocationDTO", "Location\\u0044TO"),
		("\t\t\t\"origin\": \"Specs/Character.json\",\n\t\t\t\"path\"", "\t\t\t\"path\""),
	]
	func anotherLayoutIsLeftToTheLocatedReader(original: String, replacement: String) throws {
		var text = String(decoding: Self.manifest.serialized(), as: UTF8.self)
		if original == "\t\t\t\"origin\": \"Specs/Character.json\",\n\t\t\t\"path\"" {
			// Keys in another order: `origin` after `path`.
			text = text.replacingOccurrences(
				of: "\t\t\t\"origin\": \"Specs/Character.json\",\n\t\t\t\"path\": \"\(Self.feature)CharacterDTO.swift\",",
				with: "\t\t\t\"path\": \"\(Self.feature)CharacterDTO.swift\",\n\t\t\t\"origin\": \"Specs/Character.json\",")
		} else {
			text = text.replacingOccurrences(of: original, with: replacement)
		}
		let bytes = Array(text.utf8)
		expectNotEqual(bytes, Self.manifest.serialized())
		expectEqual(CanonicalManifestReader.manifest(bytes, generatedPaths: Self.paths), nil)
		expectEqual(try Manifest.parse(bytes, generatedPaths: Self.paths), Self.manifest)
	}

	func leavesToTheLocatedReaderWhatItCannotReadInOrder() throws {
		// A feature recorded before scaffold kept the version that generated it is read by the
		// located reader, without a version; one with a version that is none is refused there.
		do {
			var features = Self.manifest.features
			features[0].scaffoldVersion = nil
			let older = Manifest(records: Self.manifest.sortedRecords, features: features)
			let bytes = older.serialized()
			expectLacks(String(decoding: bytes, as: UTF8.self), "\"scaffoldVersion\": \"0.1.0\"")
			expectEqual(CanonicalManifestReader.manifest(bytes, generatedPaths: Self.paths), nil)
			expectEqual(try Manifest.parse(bytes, generatedPaths: Self.paths), older)
			let odd = String(decoding: Self.manifest.serialized(), as: UTF8.self).replacingOccurrences(of: "\"0.1.0\"", with: "\"0.1 0\"")
			expectEqual(CanonicalManifestReader.manifest(Array(odd.utf8), generatedPaths: Self.paths), nil)
			#expect(throws: DiagnosticError.self) { try Manifest.parse(Array(odd.utf8), generatedPaths: Self.paths) }
		}

		// A record out of order, or listed twice, is the located reader's to report or accept.
		let text = String(decoding: Self.manifest.serialized(), as: UTF8.self)
		let blocks = text.components(separatedBy: "\t\t},\n")
		// The first two records of `files` swapped, then the first listed twice.
		let swapped = text.replacingOccurrences(of: blocks[3] + "\t\t},\n" + blocks[4], with: blocks[4] + "\t\t},\n" + blocks[3].replacingOccurrences(of: "\t\"files\": [\n", with: ""))
		expectEqual(CanonicalManifestReader.manifest(Array(swapped.utf8), generatedPaths: nil), nil)
		let twice = text.replacingOccurrences(of: blocks[4] + "\t\t},\n", with: blocks[4] + "\t\t},\n" + blocks[4] + "\t\t},\n")
		expectEqual(CanonicalManifestReader.manifest(Array(twice.utf8), generatedPaths: nil), nil)
		#expect(throws: DiagnosticError.self) { try Manifest.parse(Array(twice.utf8)) }

		// A record the rules refuse, in the canonical form, is still reported at its line and column.
		do {
			let bytes = Manifest(records: [Self.record("README.md", origin: "")]).serialized()
			expectEqual(CanonicalManifestReader.manifest(bytes, generatedPaths: Self.paths), nil)
			let refused = #expect(throws: DiagnosticError.self) { try Manifest.parse(bytes, generatedPaths: Self.paths) }
			expectEqual(refused?.diagnostics.first?.location, SourceLocation(path: Manifest.path, line: 7, column: 12))
		}
	}

	/// Pieces of any size give the same records, each with the bytes of its own lines; those
	/// bytes (one record's, or a run's) read alone give the records again.
	func readsInPiecesOfAnySize() throws {
		let bytes = Self.manifest.serialized()
		var whole = CanonicalManifestReader(generatedPaths: Self.paths)
		var expected: [CanonicalManifestReader.LocatedRecord] = []
		#expect(bytes.withUnsafeBytes { whole.read($0, into: &expected) } && whole.isComplete)
		expectEqual(expected.map(\.record), Self.manifest.sortedRecords)
		for size in 1...70 {
			var reader = CanonicalManifestReader(generatedPaths: Self.paths)
			var records: [CanonicalManifestReader.LocatedRecord] = []
			for start in stride(from: 0, to: bytes.count, by: size) {
				#expect(bytes[start..<min(bytes.count, start + size)].withUnsafeBytes { reader.read($0, into: &records) })
			}
			expectTrue(reader.isComplete)
			expectEqual(reader.features, Self.manifest.features)
			expectEqual(records.map(\.record), expected.map(\.record), "pieces of \(size)")
			expectEqual(records.map(\.bytes), expected.map(\.bytes), "pieces of \(size)")
		}
		for (index, located) in expected.enumerated() {
			expectEqual(CanonicalManifestReader.records(bytes[located.bytes], generatedPaths: Self.paths), [located.record])
			let run = located.bytes.lowerBound..<expected[expected.count - 1].bytes.upperBound
			expectEqual(CanonicalManifestReader.records(bytes[run], generatedPaths: Self.paths), expected[index...].map(\.record))
		}
		expectEqual(CanonicalManifestReader.records(bytes[expected[0].bytes.dropLast()], generatedPaths: nil), nil)
		expectEqual(CanonicalManifestReader.records([], generatedPaths: nil), nil)
	}

	/// Whatever the canonical reader accepts, the located reader accepts too, as the same manifest.
	func acceptsNothingTheLocatedReaderReadsOtherwise() throws {
		let original = Self.manifest.serialized()
		var random = SeededRandom(seed: 20_261_124)
		var accepted = 0
		for _ in 0..<3_000 {
			let bytes = random.mutate(original, alphabet: Array("{}[],:\"\\\t\n abtf0123456789./".utf8))
			guard let read = CanonicalManifestReader.manifest(bytes, generatedPaths: Self.paths) else { continue }
			accepted += 1
			try expectEqual(Manifest.parseLocated(bytes, path: Manifest.path, generatedPaths: Self.paths), read, "\(String(decoding: bytes, as: UTF8.self))")
		}
		expectGreater(accepted, 0)
	}

	/// A value is read eight bytes at a time: a quote, a backslash, a control character or a byte
	/// past ASCII is found at every place of a word and after the last whole word, as a byte at a
	/// time finds it.
	func plainnessFindsEveryByteAtEveryPlace() {
		var wrong: [String] = []
		for length in [1, 7, 8, 9, 15, 16, 17, 24] {
			for place in 0..<length {
				for byte in UInt8.min...UInt8.max {
					var content = [UInt8](repeating: UInt8(ascii: "a"), count: length)
					content[place] = byte
					let expected: Bool? = byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") ? nil : byte < 0x80
					let found = content.withUnsafeBytes { CanonicalManifestReader.plainness($0) }
					if found != expected { wrong.append("byte \(byte) at \(place) of \(length): \(String(describing: found))") }
				}
			}
		}
		expectEqual(wrong, [])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<CanonicalManifestReaderTests>] = [
		SuiteTest("readsBackWhatScaffoldWrites") { try $0.readsBackWhatScaffoldWrites() },
		SuiteTest("leavesToTheLocatedReaderWhatItCannotReadInOrder") { try $0.leavesToTheLocatedReaderWhatItCannotReadInOrder() },
		SuiteTest("readsInPiecesOfAnySize") { try $0.readsInPiecesOfAnySize() },
		SuiteTest("acceptsNothingTheLocatedReaderReadsOtherwise") { try $0.acceptsNothingTheLocatedReaderReadsOtherwise() },
		SuiteTest("plainnessFindsEveryByteAtEveryPlace") { $0.plainnessFindsEveryByteAtEveryPlace() },
	]
		+ SuiteTest<CanonicalManifestReaderTests>.cases("anotherLayoutIsLeftToTheLocatedReader(original:replacement:)", anotherLayoutIsLeftToTheLocatedReaderArguments) { try $0.anotherLayoutIsLeftToTheLocatedReader(original: $1.0, replacement: $1.1) }
	@Test(arguments: tests) func run(_ test: SuiteTest<CanonicalManifestReaderTests>) async throws { try await test.body(self) }
}
