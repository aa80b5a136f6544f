import Foundation

// The whole program: parse, run one command, exit with its status (see ExitCode and README.md).
let environment = ProcessInfo.processInfo.environment
let context = CommandContext(console: .standard(environment: environment), environment: environment)
let status = Dispatcher(context: context).run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
