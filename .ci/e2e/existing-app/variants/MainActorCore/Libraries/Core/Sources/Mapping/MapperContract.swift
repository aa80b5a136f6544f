/// Converts one value into another, e.g. a DTO into a domain model.
///
/// Explicitly main actor-isolated: mappers that are used off the main actor declare
/// `nonisolated func map`.
@MainActor
public protocol MapperContract<Input, Output>: Sendable {
    associatedtype Input
    associatedtype Output

    func map(_ input: Input) -> Output
}
