/// A REST list's own envelope (`list.envelope`), when its responses are wrapped otherwise than the
/// item's: the RealWorld (Conduit) API answers an article as `{"article": {…}}` and the list as
/// `{"articles": […], "articlesCount": 31}`, a page whose keys are the body's own.
package enum SpecListEnvelope: Sendable, Equatable {
	/// `null`: the list's response is not wrapped; a page's keys (`page.items`) are the body's.
	case unwrapped
	/// The key the list's response wraps its payload (the array, or the page) in.
	case key(String)
}

extension SpecREST {
	/// The key the list's responses wrap their payload in: the list's own `envelope` when the spec
	/// writes one, else `envelope`, which every other response is read inside.
	package var listEnvelope: String? {
		switch list?.envelope {
		case .unwrapped?: nil
		case .key(let key)?: key
		case nil: envelope
		}
	}
}
