import Testing

import ScaffoldCore

/// The replay of `check`'s record.
struct UnchangedRunRecordCheckTests {
	private static let inputs = RunInputs(
		command: .check, build: "0.1.0 1:2:3",
		specs: [RunInputs.SpecInput(path: "Specs/Character.json", isOutsideProject: false, bytes: Array("{}".utf8))], config: nil,
		templateOverrides: [], manifest: Array("{}".utf8), style: "tabs")

	@Test func aRecordReplaysOnlyForItsKeyAndEveryFingerprint() {
		let a = [UInt8](repeating: 1, count: 32)
		let b = [UInt8](repeating: 2, count: 32)
		let record = UnchangedRunRecord(
			key: Self.inputs.key,
			paths: [.init(path: "A.swift", fingerprint: a, isPlanEntry: false), .init(path: "B.swift", fingerprint: b, isPlanEntry: false)],
			text: "")
		expectEqual(record.replayingCheck(key: Self.inputs.key, fingerprints: [a, b]), "")
		expectEqual(record.replayingCheck(key: Self.inputs.key, fingerprints: [a, a]), nil)
		expectEqual(record.replayingCheck(key: Self.inputs.key, fingerprints: [a, nil]), nil)
		expectEqual(record.replayingCheck(key: Self.inputs.key, fingerprints: [a]), nil)
		expectEqual(record.replayingCheck(key: a, fingerprints: [a, b]), nil)
	}
}
