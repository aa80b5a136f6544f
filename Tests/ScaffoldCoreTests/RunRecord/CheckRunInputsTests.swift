import Testing

import ScaffoldCore

/// The key of a `check`'s inputs and the replay of its record.
struct CheckRunInputsTests {
	private static let spec = CheckRunInputs.SpecInput(path: "Specs/Character.json", isOutsideProject: false, pathFromRoot: nil, bytes: Array("{}".utf8))
	private static let inputs = CheckRunInputs(
		build: "0.1.0 1:2:3", root: "/app", specs: [spec], config: nil, templateOverrides: [], manifest: Array("{}".utf8), style: "tabs")

	@Test func everyInputChangesTheKey() {
		var changed: [CheckRunInputs] = []
		var other = Self.inputs
		other.build = "0.1.0 1:2:4"
		changed.append(other)
		other = Self.inputs
		other.specs[0].bytes = Array("{ }".utf8)
		changed.append(other)
		other = Self.inputs
		other.specs.append(Self.spec)
		changed.append(other)
		other = Self.inputs
		other.specs[0].isOutsideProject = true
		changed.append(other)
		other = Self.inputs
		other.config = []
		changed.append(other)
		other = Self.inputs
		other.manifest = nil
		changed.append(other)
		other = Self.inputs
		other.style = "spaces 2"
		changed.append(other)
		other = Self.inputs
		other.templateOverrides = [TemplateSource(path: "Feature/Sources/Data/DTOs/DTO.swift.mustache", text: "x")]
		changed.append(other)
		let keys = Set(changed.map(\.key) + [Self.inputs.key])
		#expect(keys.count == changed.count + 1)
		#expect(Self.inputs.key == Self.inputs.key)
	}

	@Test func aRecordReplaysOnlyForItsKeyAndEveryFingerprint() {
		let a = [UInt8](repeating: 1, count: 32)
		let b = [UInt8](repeating: 2, count: 32)
		let record = UnchangedRunRecord(
			key: Self.inputs.key,
			paths: [.init(path: "A.swift", fingerprint: a, isPlanEntry: false), .init(path: "B.swift", fingerprint: b, isPlanEntry: false)],
			text: "")
		#expect(record.replayingCheck(key: Self.inputs.key, fingerprints: [a, b]) == "")
		#expect(record.replayingCheck(key: Self.inputs.key, fingerprints: [a, a]) == nil)
		#expect(record.replayingCheck(key: Self.inputs.key, fingerprints: [a, nil]) == nil)
		#expect(record.replayingCheck(key: Self.inputs.key, fingerprints: [a]) == nil)
		#expect(record.replayingCheck(key: a, fingerprints: [a, b]) == nil)
	}
}
