import ScaffoldBasics

/// The five characters HTML gives meaning to, replaced by entities.
enum HTMLEscaping {
	static func append(_ text: String, to output: inout OutputBuffer) {
		for byte in text.utf8 {
			switch byte {
			case UInt8(ascii: "&"): output.append("&amp;")
			case UInt8(ascii: "\""): output.append("&quot;")
			case UInt8(ascii: "'"): output.append("&#39;")
			case UInt8(ascii: "<"): output.append("&lt;")
			case UInt8(ascii: ">"): output.append("&gt;")
			default: output.append(byte)
			}
		}
	}
}
