/// Mirrors `SwiftData.SwiftDataError`: the errors the stand-in throws.
public struct SwiftDataError: Error, Equatable, Sendable, CustomStringConvertible {
	/// What went wrong, for test failures and logs.
	public let description: String

	/// A save broke a model rule: a `.deny` relationship still had related models. (Apple reports this as a
	/// Core Data validation error; the stand-in names it after `SwiftDataError.modelValidationFailure`.)
	public static func modelValidationFailure(_ reason: String) -> SwiftDataError {
		SwiftDataError(description: "model validation failure: \(reason)")
	}

	/// A save into a container whose configuration has `allowsSave: false`.
	public static var saveNotAllowed: SwiftDataError {
		SwiftDataError(description: "the container's configuration does not allow saving")
	}
}
