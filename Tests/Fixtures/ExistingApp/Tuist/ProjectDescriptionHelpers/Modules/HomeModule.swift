import ProjectDescription

public enum HomeModule {
    public static let module = Module(
        name: "RickAndMortyHome",
        path: "Features/Home",
        dependencies: [
            .target(name: "RickAndMortyNetworking"),
            .target(name: "RickAndMortyCore"),
        ],
        testDependencies: [
            .target(name: "RickAndMortyNetworking"),
            .target(name: "RickAndMortyNetworkingMocks"),
            .target(name: "RickAndMortyCore"),
            .target(name: "RickAndMortyCoreMocks"),
        ]
    )

    public static var targets: [Target] { module.targets }
}
