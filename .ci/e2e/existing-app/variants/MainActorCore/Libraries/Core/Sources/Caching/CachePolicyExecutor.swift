/// Applies a `CachePolicy` to one read, given closures for every source.
///
/// The remote closure's typed error is passed through unchanged, so a repository decides how to
/// translate it.
@MainActor
public struct CachePolicyExecutor {
    public init() {}

    public func execute<Model: Sendable, E: Error>(
        policy: CachePolicy,
        fetchFromRemote: () async throws(E) -> Model,
        getFromVolatile: () async -> Model?,
        getFromPersistence: () async -> Model?,
        saveToVolatile: (Model) async -> Void,
        saveToPersistence: (Model) async -> Void
    ) async throws(E) -> Model {
        switch policy {
        case .localFirst:
            if let model = await getFromVolatile() {
                return model
            }
            if let model = await getFromPersistence() {
                await saveToVolatile(model)
                return model
            }
            let model = try await fetchFromRemote()
            await saveToVolatile(model)
            await saveToPersistence(model)
            return model

        case .remoteFirst:
            do {
                let model = try await fetchFromRemote()
                await saveToVolatile(model)
                await saveToPersistence(model)
                return model
            } catch {
                if let model = await getFromVolatile() {
                    return model
                }
                if let model = await getFromPersistence() {
                    await saveToVolatile(model)
                    return model
                }
                throw error
            }

        case .noCache:
            return try await fetchFromRemote()
        }
    }
}
