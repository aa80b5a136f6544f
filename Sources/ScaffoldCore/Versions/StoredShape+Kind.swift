import ScaffoldBasics
import ScaffoldSpec

extension StoredShape {
	/// The paths of `owner`'s own fields (`Character.name`, not `types.Origin.url` or deeper), sorted:
	/// the one walk from an entity or value type to its fields.
	package func fieldPaths(of owner: String) -> [String] {
		let prefix = owner + "."
		return entries.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains(".") }.sorted()
	}

	/// Where a name a field's type spells is stored whole: `types.Origin` for a declared value type
	/// or enum, `Character` for an entity; nil for anything else (a built-in type).
	package func storedOwner(named name: String) -> String? {
		if entries["types." + name] != nil { return "types." + name }
		return entries[name] != nil ? name : nil
	}

	/// What one path of a shape is: an entity with its store, a nested entity, a field, a value
	/// type, an enum or a `userDefaults` list. Prose only where `StoredShape.json` holds it
	/// (``description``, read back by ``init(parsing:)``); every decision reads these cases.
	package enum Kind: Sendable, Equatable {
		/// An entity kept on devices: its store's spelling (`file`, `swiftData`, `keychain`; nil
		/// for an entity only its outbox keeps), whether offline writes wait in an outbox, and
		/// its identifier.
		case entity(store: String?, outbox: Bool, identifier: Identity)
		/// An entity stored only inside others (no store of its own), with its identifier.
		case nested(identifier: Identity)
		/// A field: its type and JSON key.
		case field(Stored)
		/// A declared value type (its fields are paths below it).
		case valueType
		/// A declared enum, with its raw values as the file lists them (`a, b`).
		case enumeration(values: String)
		/// A declared union: its discriminator and cases as the file lists them
		/// (`type: episode Episode, track Track`); the cases' types are paths of their own.
		case union(cases: String)
		/// A `userDefaults` list: its element type and its key.
		case list(element: String, key: String)
		/// A description this version of scaffold does not read, kept as it is written.
		case unread(String)

		/// How an entity stored only inside others starts its description.
		static let nestedKind = "nested"

		/// The description `StoredShape.json` holds: `file store, identified by id: Int (JSON key id)`,
		/// `String? (JSON key name)`, `enum of alive, dead`, `list of String in UserDefaults key recent`.
		package var description: String {
			switch self {
			case .entity(let store, let outbox, let identifier):
				let kind = store.map { "\($0) store" + (outbox ? " and outbox" : "") } ?? "outbox only"
				return kind + ", identified by " + identifier.description
			case .nested(let identifier): return Self.nestedKind + ", identified by " + identifier.description
			case .field(let stored): return stored.description
			case .valueType: return "value type"
			case .enumeration(let values): return "enum of " + values
			case .union(let cases): return "union by " + cases
			case .list(let element, let key): return "list of \(element) in UserDefaults key \(key)"
			case .unread(let text): return text
			}
		}

		/// The kind `description` describes, as a `StoredShape.json` holds it: a description that
		/// is not one of ``description``'s forms, to the letter, is ``unread(_:)``.
		package init(parsing description: String) {
			let parsed = Self.parse(description)
			self = parsed.description == description ? parsed : .unread(description)
		}

		private static func parse(_ text: String) -> Kind {
			if text == "value type" { return .valueType }
			if text.hasPrefix("enum of ") { return .enumeration(values: String(text.dropFirst("enum of ".count))) }
			if text.hasPrefix("union by ") { return .union(cases: String(text.dropFirst("union by ".count))) }
			if text.hasPrefix("list of "), let marker = ASCII.firstRange(of: " in UserDefaults key ", in: text) {
				return .list(element: String(text[text.index(text.startIndex, offsetBy: 8)..<marker.lowerBound]), key: String(text[marker.upperBound...]))
			}
			if let marker = ASCII.firstRange(of: ", identified by ", in: text) {
				guard let identifier = Identity(parsing: String(text[marker.upperBound...])) else { return .unread(text) }
				let head = text[..<marker.lowerBound]
				if head == nestedKind { return .nested(identifier: identifier) }
				if head == "outbox only" { return .entity(store: nil, outbox: true, identifier: identifier) }
				if head.hasSuffix(" store and outbox") {
					return .entity(store: String(head.dropLast(" store and outbox".count)), outbox: true, identifier: identifier)
				}
				if head.hasSuffix(" store") { return .entity(store: String(head.dropLast(" store".count)), outbox: false, identifier: identifier) }
				return .unread(text)
			}
			return Stored(parsing: text).map(Kind.field) ?? .unread(text)
		}

		/// The identifier of an entity, nested or not.
		package var identifier: Identity? {
			switch self {
			case .entity(_, _, let identifier), .nested(let identifier): identifier
			default: nil
			}
		}

		/// A field's type and key.
		package var field: Stored? {
			if case .field(let stored) = self { stored } else { nil }
		}
	}

	/// A stored value's type and JSON key: `String? (JSON key name)`.
	package struct Stored: Sendable, Equatable {
		/// The type as the spec spells it (`[Character]?`).
		package var type: String
		/// The JSON key it is stored under.
		package var key: String

		/// `String? (JSON key name)`.
		package var description: String { "\(type) (JSON key \(key))" }

		/// Creates one.
		package init(type: String, key: String) {
			self.type = type
			self.key = key
		}

		/// The type and key of `text` (the last ` (JSON key …)` ends it); nil for other text.
		init?(parsing text: String) {
			guard let open = ASCII.lastRange(of: " (JSON key ", in: text), text.hasSuffix(")") else { return nil }
			self.init(type: String(text[..<open.lowerBound]), key: String(text[open.upperBound...].dropLast()))
		}
	}

	/// An entity's identifier: its name, type and JSON key (`id: Int (JSON key id)`).
	package struct Identity: Sendable, Equatable {
		/// The identifier's field name.
		package var name: String
		/// Its type and JSON key.
		package var stored: Stored

		/// `id: Int (JSON key id)`.
		package var description: String { name + ": " + stored.description }

		/// Creates one.
		package init(name: String, stored: Stored) {
			self.name = name
			self.stored = stored
		}

		init?(parsing text: String) {
			guard let colon = ASCII.firstRange(of: ": ", in: text), let stored = Stored(parsing: String(text[colon.upperBound...])) else { return nil }
			self.init(name: String(text[..<colon.lowerBound]), stored: stored)
		}
	}
}
