/// One thing generated code uses from the runtime an app brings (its Networking, Core and their
/// mocks): a type, a member, an enum case or a conformance. ``RuntimeRequirements/all`` lists them
/// all; `scaffold doctor` looks each one up in an app's sources, and `docs/runtime.md`'s table of
/// requirements is held equal to the list by a test.
package struct RuntimeRequirement: Sendable, Equatable {
	/// The shared module that provides it.
	package enum Role: String, Sendable, CaseIterable {
		case networking, networkingMocks, core, coreMocks
	}

	/// What is looked up in the app's declarations.
	package enum Symbol: Sendable, Equatable {
		/// A type (struct, class, enum, protocol, actor or typealias) of this name.
		case type(String)
		/// A member of a type, declared in the type or one of its extensions, named `name` and whose
		/// declaration head contains each of `signature`'s pieces (`Endpoint`, `async throws -> T`),
		/// compared with whitespace collapsed.
		case member(type: String, name: String, signature: [String])
		/// A case of an enum.
		case enumCase(type: String, name: String)
		/// A conformance written in the type's declaration or one of its extensions.
		case conformance(type: String, protocol: String)
	}

	/// What generated code does when the app lacks it.
	package enum WhenMissing: Sendable, Equatable {
		/// It generates differently; the text says how (`generated error mappers treat 401 as a
		/// load failure`).
		case adapted(String)
		/// Features that need it cannot be generated: `feature` refuses them, naming it.
		case required
	}

	/// A short stable name: `APIError.unauthorized`, `HTTPErrorMapper: Sendable`. `scaffold.json`'s
	/// `app.lacks` lists these.
	package var id: String
	/// The module that provides it.
	package var role: Role
	/// What is looked up.
	package var symbol: Symbol
	/// Which generated code uses it, as a phrase: `REST data sources`.
	package var usedBy: String
	/// The concern whose features need it; `nil` for every feature.
	package var concern: RuntimeConcern?
	/// What generated code does without it.
	package var whenMissing: WhenMissing

	/// The type the requirement is about.
	package var typeName: String {
		switch symbol {
		case .type(let name): name
		case .member(let type, _, _), .enumCase(let type, _), .conformance(let type, _): type
		}
	}
}

/// The part of a feature that needs a requirement, so that `feature` refuses only the specs that
/// ask for something the app lacks.
package enum RuntimeConcern: String, Sendable, CaseIterable {
	/// A REST data source.
	case rest
	/// A GraphQL data source.
	case graphQL
	/// A REST data source that writes (POST, PUT, PATCH, DELETE).
	case writes
	/// Writes of an entity kept on the device, offline first: queued in an outbox.
	case outbox
	/// An entity kept in the Keychain.
	case keychain
	/// A REST list paged by the response's `Link` header, which needs the response's headers.
	case responseHeaders
	/// A REST update by `PATCH` (`"update": {"method": "PATCH"}`).
	case patches
}
