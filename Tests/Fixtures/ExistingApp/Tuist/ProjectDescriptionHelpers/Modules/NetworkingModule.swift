import ProjectDescription

public enum NetworkingModule {
    public static let module = Module(
        name: "RickAndMortyNetworking",
        path: "Libraries/Networking",
        hasMocks: true,
        settingsOverrides: [
            "SWIFT_DEFAULT_ACTOR_ISOLATION": "nonisolated",
        ]
    )

    public static var targets: [Target] { module.targets }
}
