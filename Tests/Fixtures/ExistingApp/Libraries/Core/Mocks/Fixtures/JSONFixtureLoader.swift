import Foundation

/// Loads JSON fixtures from disk for tests.
///
/// The project disables Tuist's bundle accessors and test targets ship no resources, so fixtures are
/// found next to the sources instead: starting at the calling test file (`#filePath`), the loader
/// walks up to the nearest `Tests` folder that has `Shared/Fixtures/<name>.json`.
public enum JSONFixtureLoader {
    public enum LoaderError: Error, Equatable {
        case notFound(String)
    }

    public static func data(_ name: String, file: StaticString = #filePath) throws -> Data {
        try Data(contentsOf: url(for: name, file: file))
    }

    public static func decode<T: Decodable>(_ name: String, file: StaticString = #filePath) throws -> T {
        try JSONDecoder().decode(T.self, from: data(name, file: file))
    }

    public static func url(for name: String, file: StaticString = #filePath) throws -> URL {
        let fileManager = FileManager.default
        var directory = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
        while directory.pathComponents.count > 1 {
            if directory.lastPathComponent == "Tests" {
                let candidate = directory
                    .appendingPathComponent("Shared")
                    .appendingPathComponent("Fixtures")
                    .appendingPathComponent("\(name).json")
                if fileManager.fileExists(atPath: candidate.path) {
                    return candidate
                }
            }
            directory.deleteLastPathComponent()
        }
        throw LoaderError.notFound("\(name).json (searched from \(file))")
    }
}
