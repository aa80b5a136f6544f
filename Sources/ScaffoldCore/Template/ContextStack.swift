import ScaffoldBasics

/// The values a template can see while it renders: the root context, then one value per
/// section entered (innermost last).
///
/// Names resolve the Mustache way: `.` is the innermost value; the first key of a name is
/// searched from the innermost object outwards; further keys of a dotted name are looked
/// up only in the value found before them (`a.b` never finds a `b` elsewhere).
struct ContextStack {
	private var frames: [TemplateValue]

	init(_ root: TemplateValue) {
		frames = [root]
		frames.reserveCapacity(16)
	}

	/// The innermost value.
	var top: TemplateValue { frames[frames.count - 1] }

	mutating func push(_ value: TemplateValue) {
		frames.append(value)
	}

	mutating func pop() {
		frames.removeLast()
	}

	/// The value of the name whose keys are `keys[tag.firstKey..<tag.firstKey + tag.keyCount]`,
	/// or `nil` when it resolves to nothing.
	func lookup(_ tag: TemplateProgram.Tag, keys: [String], fingerprints: [UInt32]) -> TemplateValue? {
		guard tag.keyCount > 0 else { return top }
		let first = Int(tag.firstKey)
		let end = first + Int(tag.keyCount)
		let key = keys[first]
		let fingerprint = fingerprints[first]
		// Each frame read where it lies (through the buffer's address, asked in place by
		// `member(forKey:fingerprint:)`), not copied out of the array to be matched.
		let found = frames.withUnsafeBufferPointer { frames -> TemplateValue? in
			var position = frames.count - 1
			while position >= 0 {
				if let value = frames[position].member(forKey: key, fingerprint: fingerprint) { return value }
				position -= 1
			}
			return nil
		}
		guard var current = found else { return nil }
		var next = first + 1
		while next < end {
			guard let value = current.member(forKey: keys[next], fingerprint: fingerprints[next]) else { return nil }
			current = value
			next += 1
		}
		return current
	}

	/// Why `name` resolves to nothing, worded for an error message. Slow; only for errors.
	func explainMissing(_ name: TagName) -> String {
		let parts = name.parts
		let visibleKeys = frames.reversed().flatMap { frame -> [String] in
			if case .object(let object) = frame { return object.keys }
			return []
		}
		guard var current = frames.reversed().lazy.compactMap({ $0[parts[0]] }).first else {
			let hint = Suggestion.didYouMean(parts[0], in: visibleKeys)
			if parts.count == 1 { return "no value for \(quoted: name.text) in the context\(hint)" }
			return "no value for \(quoted: name.text): no \(quoted: parts[0]) in the context\(hint)"
		}
		for index in 1..<parts.count {
			// Joined only for the message: a name of many keys is walked once.
			var path: String { parts[..<index].joined(separator: ".") }
			guard case .object(let object) = current else {
				return "no value for \(quoted: name.text): \(quoted: path) is \(current.kindName), not an object"
			}
			guard let next = object[parts[index]] else {
				let hint = Suggestion.didYouMean(parts[index], in: object.keys)
				return "no value for \(quoted: name.text): \(quoted: path) has no key \(quoted: parts[index])\(hint)"
			}
			current = next
		}
		return "no value for \(quoted: name.text) in the context"
	}
}
