import ScaffoldBasics

/// The bounds every spec is checked against, so that whatever `spec lint` accepts can be
/// generated, compiled and run: no number that overflows the generated code (or the
/// generator), no name that makes a file name longer than file systems allow, no type that
/// the Swift compiler takes minutes to parse. docs/spec.md lists each bound.
package enum SpecLimits {
	/// The longest name (feature, type, entity, plural, list, field, case, filter, GraphQL
	/// name), in bytes (names are ASCII, so also in characters). The longest file name
	/// scaffold derives from a name adds 32 bytes
	/// (`Search{Plural}UseCaseTests.swift`, the plural a few letters longer), so every
	/// output path component stays far below the 255 bytes file systems allow.
	package static let nameLength = 100

	/// The longest JSON key, `UserDefaults` key, enum raw value or filter parameter, in
	/// characters (Unicode scalars, as JSON Schema counts them).
	package static let keyLength = 256

	/// The longest REST path, in characters.
	package static let restPathLength = 1_024

	/// The longest `description`, in characters: it becomes a doc comment.
	package static let descriptionLength = 4_000

	/// The longest text sample (a string, URL, UUID, date or enum value), in characters: a
	/// sample is written into the fixtures and into several tests of each file (every use case's
	/// mock test repeats its call's samples), and the output of one render is bounded.
	package static let sampleLength = 10_000

	/// The most `types`, `entities` and `userDefaults` lists a spec declares, each: files such as
	/// the use case mocks' tests and the container hold something of every one of them (about
	/// 2 KB each), and one render writes at most 16 MiB.
	package static let declarations = 1_000

	/// The most arrays a type may nest (`[[T]]` is 2). Each level adds a closure to the
	/// generated mappers; the Swift compiler's time grows much faster than the depth.
	package static let typeDepth = 8

	/// The most value types nested inside one another (`A` holding a `B` holding a `C` is 3):
	/// samples and GraphQL selections expand them level by level.
	package static let valueTypeDepth = 32

	/// The most values one item may hold once its nested value types are written out, as
	/// samples (two items per array) and GraphQL selections do.
	package static let expandedValues = 10_000

	/// The range of a `userDefaults` list's `limit`. The generated tests save `limit + 1` items.
	/// The largest `pageSize` of a list's search on the device: a page is read into memory at once.
	package static let pageSize = 1_000
	/// The largest `schemaVersion`: a release a week for twenty years.
	package static let schemaVersion = 1_000
	package static let listLimit: ClosedRange<Int> = 1...10_000

	/// The range of an `Int` sample: a 64-bit `Int`, what the generated code stores it in.
	package static let intSample: ClosedRange<Int> = Int.min...Int.max

	/// The largest magnitude of a date sample in seconds since 1970 (the end of year 9999):
	/// the millisecond form must fit an `Int` and `Date` must stay exact to the millisecond.
	package static let dateSampleSeconds: Double = 253_402_300_799

	/// The most significant digits of a `Decimal` sample: what `Decimal` holds exactly.
	package static let decimalDigits = 38
}
