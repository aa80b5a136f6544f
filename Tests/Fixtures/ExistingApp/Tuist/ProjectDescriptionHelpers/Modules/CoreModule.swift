import ProjectDescription

public enum CoreModule {
    public static let module = Module(
        name: "RickAndMortyCore",
        path: "Libraries/Core",
        hasMocks: true
    )

    public static var targets: [Target] { module.targets }
}
