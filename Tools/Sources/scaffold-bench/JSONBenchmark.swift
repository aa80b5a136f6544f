import Foundation
import ScaffoldCore

/// Reading a large spec: a 10 MB document through `JSONReader` (positions kept for every
/// value) and through `Spec.load` (decoding and every check), single thread.
enum JSONBenchmark {
	static func run(_ limit: BenchmarkLimit) throws {
		let bytes = makeSpec(targetBytes: 10_000_000)
		let megabytes = Double(bytes.count) / 1e6
		print(String(format: "json: a %.1f MB spec with %d entities", megabytes, entityCount(bytes)))
		let runs: Int
		switch limit {
		case .iterations(let count): runs = count
		case .seconds(let seconds): runs = max(3, Int(seconds))
		}
		var readTimes: [Double] = []
		var loadTimes: [Double] = []
		for _ in 0..<runs {
			var start = DispatchTime.now().uptimeNanoseconds
			_ = try JSONReader(path: "big.json").read(bytes)
			readTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
			start = DispatchTime.now().uptimeNanoseconds
			let loaded = Spec.load(bytes: bytes, path: "big.json")
			loadTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
			guard loaded.spec != nil else { throw BenchmarkError("the benchmark spec does not load: \(loaded.diagnostics.first!)") }
		}
		let read = readTimes.sorted()[runs / 2]
		let load = loadTimes.sorted()[runs / 2]
		print(String(format: "json: JSONReader %.3f s (%.0f MB/s); Spec.load (read, decode, check) %.3f s (median of %d)", read, megabytes / read, load, runs))
	}

	/// A valid spec of many Character-like entities, about `targetBytes` long. 100 fields an
	/// entity keep 10 MB under the 1,000 entities a spec may declare (`SpecLimits.declarations`;
	/// at 40 fields the 2,294 entities were refused, unseen while CI built but never ran this).
	static func makeSpec(targetBytes: Int) -> [UInt8] {
		var entities: [String] = []
		var size = 0
		var index = 0
		while size < targetBytes {
			index += 1
			var fields: [String] = []
			for field in 0..<100 {
				fields.append(#"{"name": "field\#(field)", "type": "String?", "jsonKey": "field_\#(field)", "sample": "Sample value \#(field) of entity \#(index)"}"#)
			}
			let entity = #"{"name": "Entity\#(index)", "fields": [\#(fields.joined(separator: ",\n"))], "rest": {"path": "/entity\#(index)", "detail": true, "list": {"paginated": true}}, "local": "memory"}"#
			entities.append(entity)
			size += entity.utf8.count
		}
		return Array(#"{"version": 1, "feature": "Big", "entities": [\#(entities.joined(separator: ",\n"))]}"#.utf8)
	}

	static func entityCount(_ bytes: [UInt8]) -> Int {
		String(decoding: bytes, as: UTF8.self).components(separatedBy: "\"rest\"").count - 1
	}
}
