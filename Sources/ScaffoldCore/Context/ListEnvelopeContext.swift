import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

// What the templates make of a REST list wrapped otherwise than the item (`list.envelope`).

extension SpecREST {
	/// The keys of the list's envelope. `listEnvelopeDiffers` when the list's responses are wrapped
	/// otherwise than the item's (RealWorld's `{"articles": […], "articlesCount": 31}` beside
	/// `{"article": {…}}`): the data source then reads the list through `requestList` (and
	/// `revalidateList`), and the tests load its fixtures with `listLoadResponse`. Otherwise
	/// `listRequest` and `listRevalidate` are the item's `request` and `revalidate`, and the list
	/// keys equal the item's, so a spec without `list.envelope` generates what it did.
	/// `listResponses` is the context the shared request and conditional request render in for the list.
	/// `rest` is nil for a GraphQL entity, whose keys are then those of a list without an envelope.
	package static func listEnvelopeEntries(_ rest: SpecREST?) -> [(String, TemplateValue)] {
		let key = rest?.listEnvelope
		let differs = key != rest?.envelope
		return [
			// The item's, which `listResponses` overrides for the list.
			("requestFunction", .string("request")),
			("revalidateFunction", .string("revalidate")),
			("envelopeType", .string("Envelope")),
			("listEnvelopeDiffers", .bool(differs)),
			("listHasEnvelope", .bool(key != nil)),
			("listEnvelopeKey", .string(SwiftLiteral.stringContent(key ?? ""))),
			("listEnvelopeOpening", .string(SwiftLiteral.stringContent(Self.envelopeOpening(key ?? "")))),
			("listEnvelopeType", .string(differs ? "ListEnvelope" : "Envelope")),
			("listLoadResponse", .string(key == nil ? "loadJSONData" : differs ? "listEnveloped" : "enveloped")),
			("listRequest", .string(differs ? "requestList" : "request")),
			("listRevalidate", .string(differs ? "revalidateList" : "revalidate")),
			(
				"listResponses",
				.object([
					"requestFunction": .string("requestList"), "revalidateFunction": .string("revalidateList"), "hasEnvelope": .bool(key != nil),
					"envelopeType": .string("ListEnvelope"), "envelopeKey": .string(SwiftLiteral.stringContent(key ?? "")),
				])
			),
		]
	}
}
