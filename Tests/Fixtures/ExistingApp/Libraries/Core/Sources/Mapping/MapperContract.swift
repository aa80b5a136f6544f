/// Converts one value into another, e.g. a DTO into a domain model.
///
/// The requirement is nonisolated so that mappers (which declare `nonisolated func map`) can be used
/// from actors such as local data sources, even though this module is MainActor by default.
nonisolated public protocol MapperContract {
    associatedtype Input
    associatedtype Output

    func map(_ input: Input) -> Output
}
