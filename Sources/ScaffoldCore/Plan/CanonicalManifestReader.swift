import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// Reads `.scaffold/manifest.json` in the one form scaffold writes it (``Manifest/serialized()``),
/// line by line, straight into records: no tree of positioned values, and any number of bytes at
/// a time, so that a large manifest never has to be held whole (`check` streams it).
///
/// Anything else stops it: another layout, an escape in a string, records out of order, or any
/// record or feature ``ManifestParser`` would refuse. The located reader then reads the file and
/// words every problem at its line and column. So this reader accepts only manifests the located
/// one accepts, and gives the same manifest; it only skips the work of locating what is fine.
package struct CanonicalManifestReader {
	/// A record, with the bytes of its lines in the whole file.
	package struct LocatedRecord {
		package var record: Manifest.Record
		package var bytes: Range<Int>
		/// For an outlining reader (``init(outlining:)``), the feature folder the record lies in
		/// (``GeneratedPaths/feature(of:)``); `nil` for a project file's record, and for every record
		/// of any other reader.
		package var feature: String? = nil
	}

	private enum Expected: Equatable {
		case documentStart, featuresKey, filesKey, versionKey, documentEnd, nothingMore
		/// `\t\t{`, or `\t],` once the previous element ended without a comma.
		case element(afterLast: Bool)
		/// The member at this index; after the last one, the element's closing line.
		case member(Int)
		case deviated

		var isElement: Bool {
			if case .element = self { return true }
			return false
		}
	}

	private static let featureKeys = ManifestParser.featureKeys.map { Array("\t\t\t\"\($0)\": ".utf8) }
	private static let recordKeys = ManifestParser.recordKeys.map { Array("\t\t\t\"\($0)\": ".utf8) }
	/// Longer lines than this are not scaffold's: they are left to the located reader rather than gathered.
	private static let longestLine = 1 << 20

	private let generatedPaths: GeneratedPaths?
	private let recordsOnly: Bool
	/// Whether a record of a feature folder has only its order checked (``init(outlining:)``).
	private let outlining: Bool
	private var expected: Expected
	private var inFiles: Bool
	/// Bytes of a line that the previous piece left unfinished.
	private var carry: [UInt8] = []
	/// Where the next line starts in the whole file.
	private var offset = 0
	private var elementStart = 0
	/// Elements read in the current array.
	private var elements = 0
	private var strings: [String] = ["", "", "", "", ""]
	private var flags = [false, false]
	/// The previous record's path or feature's name: each must come after it.
	private var previousKey = ""
	package private(set) var features: [GeneratedFeature] = []
	/// What the records before left to judge the next one by (see ``GeneratedPaths/Memo``).
	private var recordMemo = GeneratedPaths.Memo()

	/// A reader of a whole manifest; with `recordsOnly`, of a run of whole records cut from one
	/// (the bytes of ``LocatedRecord``s).
	package init(generatedPaths: GeneratedPaths?, recordsOnly: Bool = false) {
		self.init(generatedPaths: generatedPaths, recordsOnly: recordsOnly, outlining: false)
	}

	/// A reader of a whole manifest for `check`'s outline (``Manifest/Outline``): the form, the
	/// features and the order of every record are checked as by any reader, and a project file's
	/// record by every rule; a record of a feature folder is left to the reader of that folder's
	/// run (``records(_:generatedPaths:)``), on the core that judges the feature, and is told
	/// with its folder (``LocatedRecord/feature``).
	package init(outlining generatedPaths: GeneratedPaths) {
		self.init(generatedPaths: generatedPaths, recordsOnly: false, outlining: true)
	}

	private init(generatedPaths: GeneratedPaths?, recordsOnly: Bool, outlining: Bool) {
		self.generatedPaths = generatedPaths
		self.recordsOnly = recordsOnly
		self.outlining = outlining
		expected = recordsOnly ? .element(afterLast: false) : .documentStart
		inFiles = recordsOnly
	}

	/// Members per element: a record's four, a feature's five (a feature recorded without the
	/// version that generated it is not canonical: the located reader reads it).
	private var memberCount: Int { inFiles ? 4 : 5 }

	/// Whether nothing has deviated from the canonical form so far.
	var isCanonical: Bool { expected != .deviated }

	/// Reads the next bytes, appending each record they complete to `records`. Returns `false`
	/// once the bytes deviate from the canonical form; nothing more is read then.
	package mutating func read(_ piece: UnsafeRawBufferPointer, into records: inout [LocatedRecord]) -> Bool {
		var start = 0
		while isCanonical, start < piece.count {
			let newline = Self.newline(in: piece, from: start)
			guard newline < piece.count else {
				carry += piece[start...]
				if carry.count > Self.longestLine { expected = .deviated }
				break
			}
			if carry.isEmpty {
				readLine(UnsafeRawBufferPointer(rebasing: piece[start..<newline]), into: &records)
			} else {
				carry += piece[start..<newline]
				let line = carry
				carry = []
				line.withUnsafeBytes { readLine($0, into: &records) }
			}
			start = newline + 1
		}
		return isCanonical
	}

	/// The offset of the first `\n` in `piece` from `start`, or `piece.count` when there is none.
	static func newline(in piece: UnsafeRawBufferPointer, from start: Int) -> Int {
		// Plain loops: a debug build (`swift test`, the CLI tests' `scaffold`) does not specialise
		// `firstIndex(of:)` over a slice of the buffer, which then reads it a byte at a time through
		// generic calls (4% of a debug `check`). Eight bytes a step while eight remain (a byte at a
		// time was 8.8 M instructions of the 20-feature `check`): `word` XOR `\n`s has a zero byte,
		// which subtracting 1 from each byte borrows into its high bit, where the word had a `\n`.
		var index = start
		while index + 8 <= piece.count {
			let word = piece.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
			if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
			index += 8
		}
		while index < piece.count, piece[index] != UInt8(ascii: "\n") { index += 1 }
		return index
	}

	/// Whether the bytes read make a whole manifest in the canonical form (with `recordsOnly`,
	/// one or more whole records).
	package var isComplete: Bool {
		guard carry.isEmpty else { return false }
		return expected == .nothingMore || recordsOnly && elements > 0 && expected.isElement
	}

	// MARK: - Lines

	private mutating func readLine(_ line: UnsafeRawBufferPointer, into records: inout [LocatedRecord]) {
		let lineStart = offset
		offset += line.count + 1
		switch expected {
		case .documentStart:
			expected = line.elementsEqual("{".utf8) ? .featuresKey : .deviated
		case .featuresKey, .filesKey:
			let key = expected == .featuresKey ? "\t\"features\": [" : "\t\"files\": ["
			if line.elementsEqual(key.utf8) {
				expected = .element(afterLast: false)
			} else if line.elementsEqual((key + "],").utf8) {
				endArray()
			} else {
				expected = .deviated
			}
		case .element(let afterLast):
			if afterLast {
				if line.elementsEqual("\t],".utf8) { endArray() } else { expected = .deviated }
			} else if line.elementsEqual("\t\t{".utf8) {
				elementStart = lineStart
				expected = .member(0)
			} else {
				expected = .deviated
			}
		case .member(let index) where index == memberCount:
			let isLast = line.elementsEqual("\t\t}".utf8)
			guard isLast || line.elementsEqual("\t\t},".utf8) else {
				expected = .deviated
				return
			}
			endElement(bytes: elementStart..<offset, into: &records)
			if isCanonical { expected = .element(afterLast: isLast) }
		case .member(let index):
			readMember(index, line)
		case .versionKey:
			expected = line.elementsEqual("\t\"version\": \(Manifest.currentVersion)".utf8) ? .documentEnd : .deviated
		case .documentEnd:
			expected = line.elementsEqual("}".utf8) ? .nothingMore : .deviated
		case .nothingMore, .deviated:
			expected = .deviated
		}
	}

	private mutating func endArray() {
		expected = inFiles ? .versionKey : .filesKey
		inFiles = true
		previousKey = ""
		elements = 0
	}

	/// A member line: its key, `": "`, its value and a comma unless it is the last member.
	private mutating func readMember(_ index: Int, _ line: UnsafeRawBufferPointer) {
		guard index < memberCount else {
			expected = .deviated
			return
		}
		let key = inFiles ? Self.recordKeys[index] : Self.featureKeys[index]
		let isLast = index == memberCount - 1
		guard line.count > key.count + (isLast ? 0 : 1), line.starts(with: key), isLast || line.last == UInt8(ascii: ",")
		else {
			expected = .deviated
			return
		}
		let value = UnsafeRawBufferPointer(rebasing: line[key.count..<(line.count - (isLast ? 0 : 1))])
		// Features hold two flags (`fixtures` first, `specOutsideProject` last) around three strings.
		if !inFiles && (index == 0 || isLast) {
			if value.elementsEqual("true".utf8) || value.elementsEqual("false".utf8) {
				flags[index == 0 ? 0 : 1] = value.count == 4
			} else {
				expected = .deviated
				return
			}
		} else if let text = Self.string(value) {
			strings[index] = text
		} else {
			expected = .deviated
			return
		}
		expected = .member(index + 1)
	}

	/// A whole element: it must come after the previous one (so none is listed twice) and break
	/// none of the rules of ``ManifestParser``.
	private mutating func endElement(bytes: Range<Int>, into records: inout [LocatedRecord]) {
		elements += 1
		let key = inFiles ? strings[2] : strings[1]
		// Features by name and records by path, in the order ``Plan/precedes(_:_:)`` gives (scaffold's).
		guard elements == 1 || Plan.precedes(previousKey, key) else {
			expected = .deviated
			return
		}
		previousKey = key
		if inFiles {
			let record = Manifest.Record(path: strings[2], origin: strings[1], templateHash: strings[3], contentHash: strings[0])
			// The outline leaves a feature folder's records to that feature's reader, beside the
			// others: the rules run once, on the core judging the feature, not before any starts.
			if outlining, let feature = generatedPaths?.feature(of: record) {
				records.append(LocatedRecord(record: record, bytes: bytes, feature: feature))
				return
			}
			guard SafePath.problem(with: record.path, at: nil) == nil, ManifestParser.isSHA256Hex(record.contentHash),
				generatedPaths?.problem(with: record.path, origin: record.origin, memo: &recordMemo) == nil
			else {
				expected = .deviated
				return
			}
			records.append(LocatedRecord(record: record, bytes: bytes))
		} else {
			let feature = GeneratedFeature(
				name: strings[1], spec: strings[3], specIsOutsideProject: flags[1], hasFixtures: flags[0], scaffoldVersion: strings[2])
			guard FeatureName.problem(feature.name) == nil, ManifestParser.isVersion(strings[2]),
				ManifestParser.specProblem(feature.spec, outside: feature.specIsOutsideProject) == nil
			else {
				expected = .deviated
				return
			}
			features.append(feature)
		}
	}

	/// A JSON string as scaffold writes one without escapes: quotes around valid UTF-8 with no
	/// quote, backslash or control character (which would need one).
	private static func string(_ value: UnsafeRawBufferPointer) -> String? {
		guard value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") else { return nil }
		let content = UnsafeRawBufferPointer(rebasing: value[1..<(value.count - 1)])
		guard let isASCII = plainness(content) else { return nil }
		return isASCII ? String(decoding: content, as: UTF8.self) : String(validating: content, as: UTF8.self)
	}

	/// Whether `content` is ASCII; `nil` when it holds a quote, a backslash or a control character.
	package static func plainness(_ content: UnsafeRawBufferPointer) -> Bool? {
		// Eight bytes a step while eight remain, as `newline(in:from:)` looks for `\n` (a byte at a
		// time was 1,200 instructions a value, 24 M of the 20-feature `check`): a word of ASCII
		// bytes with none under 0x20 and no quote or backslash needs no look at its bytes. Subtracting
		// 1 from each byte of `word` XOR a byte borrows into the high bit of a byte that was that one;
		// subtracting 0x20, of a byte under 0x20. The first word with any of those, and the bytes
		// after the last whole word, are read a byte at a time.
		let ones: UInt64 = 0x0101_0101_0101_0101
		let highs: UInt64 = 0x8080_8080_8080_8080
		var index = 0
		while index + 8 <= content.count {
			let word = content.loadUnaligned(fromByteOffset: index, as: UInt64.self)
			let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
			let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
			let found = ((word &- ones &* 0x20) & ~word) | ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
			if (word | found) & highs != 0 { break }
			index += 8
		}
		var isASCII = true
		while index < content.count {
			let byte = content[index]
			if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return nil }
			if byte >= 0x80 { isASCII = false }
			index += 1
		}
		return isASCII
	}
}

extension CanonicalManifestReader {
	/// The manifest in `bytes` when they are exactly what ``Manifest/serialized()`` writes for a
	/// manifest the located reader accepts; otherwise `nil`.
	package static func manifest(_ bytes: some Collection<UInt8>, generatedPaths: GeneratedPaths?) -> Manifest? {
		var reader = CanonicalManifestReader(generatedPaths: generatedPaths)
		guard let records = reader.readAll(bytes), reader.isComplete else { return nil }
		return Manifest(records: records.map(\.record), features: reader.features)
	}

	/// The records in `bytes`, a run of whole records cut from a canonical manifest; `nil` when
	/// they are anything else.
	package static func records(_ bytes: some Collection<UInt8>, generatedPaths: GeneratedPaths?) -> [Manifest.Record]? {
		var reader = CanonicalManifestReader(generatedPaths: generatedPaths, recordsOnly: true)
		guard let records = reader.readAll(bytes), reader.isComplete else { return nil }
		return records.map(\.record)
	}

	private mutating func readAll(_ bytes: some Collection<UInt8>) -> [LocatedRecord]? {
		var records: [LocatedRecord] = []
		let canonical =
			bytes.withContiguousStorageIfAvailable { read(UnsafeRawBufferPointer($0), into: &records) }
			?? Array(bytes).withUnsafeBytes { read($0, into: &records) }
		return canonical ? records : nil
	}
}
