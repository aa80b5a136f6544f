import ScaffoldCommandLine
import ScaffoldCore

/// Where a `spec` subcommand that makes a spec (`new`, `infer`, `import`) puts it: standard output,
/// or the file `--output` names, which an existing file blocks unless `--force` is given. One
/// place for the two options, their check and the write, so the three commands say and do the same.
struct SpecOutput {
	/// `--output <file>` and `--force`, as each of the commands lists them.
	static let options: [OptionDefinition] = [
		.value("output", "file", help: "Write the spec to this file instead of standard output."),
		.flag("force", help: "Replace the --output file if it exists."),
	]

	/// The file, or `nil` for standard output.
	let path: String?
	/// Whether an existing file is replaced.
	let replacing: Bool

	/// Reads the options; `--force` without `--output` is a usage problem, added to `problems`.
	init(_ invocation: Invocation, problems: inout [Diagnostic]) {
		path = invocation.value("output")
		replacing = invocation.flag("force")
		if replacing && path == nil { problems.append(.error("'--force' applies only with '--output <file>'")) }
	}

	/// Writes `text` to the file, or prints it on standard output.
	func write(_ text: String, console: Console) throws {
		if let path {
			try TextFileWriting.write(text, to: path, replacing: replacing)
		} else {
			console.output(text)
		}
	}
}
