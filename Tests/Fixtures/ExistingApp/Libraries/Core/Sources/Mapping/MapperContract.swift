/// Converts one value into another, e.g. a DTO into a domain model.
///
/// Declared as the documented app declares it: in this module, which is MainActor by default, so
/// the requirement is MainActor-isolated. Mappers declare `nonisolated func map` to be usable from
/// actors such as local data sources.
public protocol MapperContract<Input, Output>: Sendable {
    associatedtype Input
    associatedtype Output

    func map(_ input: Input) -> Output
}
