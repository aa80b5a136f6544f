/// The order in which a repository reads its sources.
@MainActor
public enum CachePolicy {
    /// Memory, then disk, then the API.
    case localFirst
    /// The API; memory and disk only when it fails.
    case remoteFirst
    /// The API only, nothing cached.
    case noCache
}
