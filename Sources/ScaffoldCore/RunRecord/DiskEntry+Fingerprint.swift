import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldDiff
import ScaffoldGeneration
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

extension DiskEntry {
	/// A SHA-256 of everything the plan can see of the entry: what is at the path (a file's
	/// bytes by their own digest) and the state of every component on the way, symbolic links'
	/// targets included. Two entries with the same fingerprint are planned alike.
	package var fingerprint: [UInt8] {
		var encoding: [UInt8] = []
		switch contents {
		case .absent: encoding.append(0)
		case .file(let bytes): encoding.append(1); encoding += SHA256.digest(bytes)
		case .notAFile: encoding.append(2)
		}
		if let components {
			encoding.append(1)
			Self.appendLength(components.count, to: &encoding)
			for component in components { Self.append(component, to: &encoding) }
		} else {
			encoding.append(0)
		}
		return SHA256.digest(encoding)
	}

	private static func append(_ component: PathComponentState, to encoding: inout [UInt8]) {
		switch component {
		case .absent: encoding.append(0)
		case .present: encoding.append(1)
		case .symlink(nil): encoding.append(2)
		case .symlink(let target?):
			encoding.append(3)
			// The target's length first, so that no two lists of components share an encoding.
			appendLength(target.utf8.count, to: &encoding)
			encoding += target.utf8
		}
	}

	private static func appendLength(_ count: Int, to encoding: inout [UInt8]) {
		for shift in stride(from: 24, through: 0, by: -8) { encoding.append(UInt8(truncatingIfNeeded: count >> shift)) }
	}
}
