import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

// What the context makes of a REST entity's envelope.

extension SpecREST {
	/// The JSON before a payload wrapped in envelope `key`: `{"data":` (a payload and `}` follow).
	/// Tests wrap fixtures in it to send what the API sends.
	static func envelopeOpening(_ key: String) -> String {
		"{" + JSONWriter.quoted(key) + ":"
	}
}
