/// What a model's stored property is to the file store: an attribute (a `Codable` value) or a reference to
/// other models, found from the property's type as SwiftData does (no `@Relationship` needed).
enum PropertyKind {
	case attribute(Any.Type)
	/// A to-one relationship; `optional` is `false` for a non-optional model property.
	case toOne(any PersistentModel.Type, optional: Bool)
	case toMany(any PersistentModel.Type)

	init(of property: Schema.PropertyMetadata) {
		let valueType = type(of: property.keypath).valueType
		if let model = valueType as? any PersistentModel.Type {
			self = .toOne(model, optional: false)
		} else if let reference = valueType as? any _OptionalModelReference.Type {
			self = .toOne(reference._modelType, optional: true)
		} else if let collection = valueType as? any _ModelCollection.Type {
			self = .toMany(collection._modelType)
		} else {
			self = .attribute(valueType)
		}
	}

	var relatedType: (any PersistentModel.Type)? {
		switch self {
		case .attribute: nil
		case .toOne(let type, _), .toMany(let type): type
		}
	}

	var isRelationship: Bool {
		relatedType != nil
	}
}

/// An attribute type's name without `Optional` and without the types it is nested in, so that
/// `V1.Status` and `V2.Status?` are the same attribute type to a migration (README.md).
func attributeTypeName(_ type: Any.Type) -> String {
	var type = type
	while let optional = type as? any _OptionalValue.Type {
		type = optional._wrappedType
	}
	return String(describing: type)
}

func isOptionalType(_ type: Any.Type) -> Bool {
	type is any _OptionalValue.Type
}

// The protocols below let the store recognise model references in `Any.Type`s, and build or write typed
// values through key paths it only knows as `AnyKeyPath`.

protocol _OptionalValue {
	static var _wrappedType: Any.Type { get }
}

extension Optional: _OptionalValue {
	static var _wrappedType: Any.Type {
		Wrapped.self
	}
}

protocol _OptionalModelReference {
	static var _modelType: any PersistentModel.Type { get }
	/// The first of `models` as `Wrapped?`, boxed.
	static func _make(from models: [any PersistentModel]) -> Any
}

extension Optional: _OptionalModelReference where Wrapped: PersistentModel {
	static var _modelType: any PersistentModel.Type {
		Wrapped.self
	}

	static func _make(from models: [any PersistentModel]) -> Any {
		models.lazy.compactMap { $0 as? Wrapped }.first as Any
	}
}

protocol _ModelCollection {
	static var _modelType: any PersistentModel.Type { get }
	/// `models` as `[Element]`, boxed.
	static func _make(from models: [any PersistentModel]) -> Any
}

extension Array: _ModelCollection where Element: PersistentModel {
	static var _modelType: any PersistentModel.Type {
		Element.self
	}

	static func _make(from models: [any PersistentModel]) -> Any {
		models.compactMap { $0 as? Element }
	}
}

protocol _ModelKeyPath {
	/// The value at this key path of `root`, boxed with its exact type (an optional stays an optional).
	func _read(from root: any PersistentModel) -> Any
	/// Sets the value at this key path of `root`; `value` must have the key path's value type.
	func _write(_ value: Any, to root: any PersistentModel)
}

extension ReferenceWritableKeyPath: _ModelKeyPath {
	func _read(from root: any PersistentModel) -> Any {
		(root as! Root)[keyPath: self]
	}

	func _write(_ value: Any, to root: any PersistentModel) {
		(root as! Root)[keyPath: self] = value as! Value
	}
}

/// Reads a key path that may not be writable (a `let` property): writing it is never needed.
func readValue(of model: any PersistentModel, at keyPath: AnyKeyPath) -> Any? {
	if let writable = keyPath as? any _ModelKeyPath {
		return writable._read(from: model)
	}
	return ModelGraph.value(of: model, at: keyPath)
}
