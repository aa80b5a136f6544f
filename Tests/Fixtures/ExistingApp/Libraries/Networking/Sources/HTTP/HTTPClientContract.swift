import Foundation

/// Anything that can perform an `Endpoint` and decode its JSON body.
///
/// Data sources only talk to this protocol, so tests inject `HTTPClientMock`.
/// The module is nonisolated by default (see `NetworkingModule.swift`), so no annotation is needed
/// here; `@concurrent` keeps decoding off the caller's actor.
public protocol HTTPClientContract: Sendable {
    @concurrent func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T
}
