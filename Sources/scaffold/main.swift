// The whole program: parse, run one command, exit with its status (see ExitCode and README.md).
let environment = ProcessInfo.processInfo.environment
// Tests make the Nth write, rename or mkdir fail through this (see FaultInjectingFileSystem).
let fault = environment["SCAFFOLD_TEST_FAULT"].flatMap(FaultInjectingFileSystem.init(specification:))
let context = CommandContext(
	console: .standard(environment: environment), environment: environment, fileSystem: fault ?? PosixFileSystem())
let status = Dispatcher(context: context).run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
