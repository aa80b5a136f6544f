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
	static func listEnvelopeKeys(_ rest: SpecREST?) -> ListEnvelopeKeys {
		let key = rest?.listEnvelope
		let differs = key != rest?.envelope
		return ListEnvelopeKeys(
			// The item's, which `listResponses` overrides for the list.
			requestFunction: "request",
			revalidateFunction: "revalidate",
			envelopeType: "Envelope",
			listEnvelopeDiffers: differs,
			listHasEnvelope: key != nil,
			listEnvelopeKey: SwiftLiteral.stringContent(key ?? ""),
			listEnvelopeOpening: SwiftLiteral.stringContent(Self.envelopeOpening(key ?? "")),
			listEnvelopeType: differs ? "ListEnvelope" : "Envelope",
			listLoadResponse: key == nil ? "loadJSONData" : differs ? "listEnveloped" : "enveloped",
			listRequest: differs ? "requestList" : "request",
			listRevalidate: differs ? "revalidateList" : "revalidate",
			listResponses: ListEnvelopeKeys.Responses(
				requestFunction: "requestList", revalidateFunction: "revalidateList", hasEnvelope: key != nil, envelopeType: "ListEnvelope",
				envelopeKey: SwiftLiteral.stringContent(key ?? "")))
	}
}

/// The keys of a REST list's envelope (``SpecREST/listEnvelopeKeys(_:)``), flattened into the
/// entity's context.
struct ListEnvelopeKeys: FlattenedTemplateContext {
	/// The context the shared request and conditional request render in for the list.
	struct Responses: TemplateContext {
		let requestFunction: String
		let revalidateFunction: String
		let hasEnvelope: Bool
		let envelopeType: String
		let envelopeKey: String

		/// Sets the keys, one per stored property in order (held to them in debug builds).
		func encode(into object: inout TemplateObject) {
			object.set("requestFunction", requestFunction)
			object.set("revalidateFunction", revalidateFunction)
			object.set("hasEnvelope", hasEnvelope)
			object.set("envelopeType", envelopeType)
			object.set("envelopeKey", envelopeKey)
		}
	}

	let requestFunction: String
	let revalidateFunction: String
	let envelopeType: String
	let listEnvelopeDiffers: Bool
	let listHasEnvelope: Bool
	let listEnvelopeKey: String
	let listEnvelopeOpening: String
	let listEnvelopeType: String
	let listLoadResponse: String
	let listRequest: String
	let listRevalidate: String
	let listResponses: Responses

	/// Sets the keys, one per stored property in order (held to them in debug builds).
	func encode(into object: inout TemplateObject) {
		object.set("requestFunction", requestFunction)
		object.set("revalidateFunction", revalidateFunction)
		object.set("envelopeType", envelopeType)
		object.set("listEnvelopeDiffers", listEnvelopeDiffers)
		object.set("listHasEnvelope", listHasEnvelope)
		object.set("listEnvelopeKey", listEnvelopeKey)
		object.set("listEnvelopeOpening", listEnvelopeOpening)
		object.set("listEnvelopeType", listEnvelopeType)
		object.set("listLoadResponse", listLoadResponse)
		object.set("listRequest", listRequest)
		object.set("listRevalidate", listRevalidate)
		object.set("listResponses", listResponses)
	}
}
