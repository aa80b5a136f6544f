import ScaffoldCommandLine
import ScaffoldCore

/// One writing run at a time per project: `flock` on the project folder itself. Writing runs
/// take it exclusively, reading runs (`check`, dry runs) shared, so a check never sees half a
/// run. It is held until the process exits (the kernel releases it even on kill -9).
///
/// The folder rather than a lock file in `.scaffold/`: a lock file would be a trace of every
/// run (even one that fails and must leave the project untouched), something to keep out of
/// version control, and could not be created in a read-only checkout that `check` still reads.
///
/// A run that finds the lock taken waits a few seconds (`SCAFFOLD_LOCK_TIMEOUT`, default 10),
/// then stops with a message rather than waiting forever behind a stuck run.
final class ProjectLock: Sendable {
	/// How long a run waits for the lock when the environment does not say, in seconds.
	static let defaultTimeout = 10.0

	/// The descriptor holding the lock, or -1 when no lock was needed.
	private let descriptor: Int32

	private init(descriptor: Int32) {
		self.descriptor = descriptor
	}

	deinit {
		if descriptor >= 0 { close(descriptor) }
	}

	/// Takes the lock of the project at `root` (resolved). A root that does not exist yet has
	/// nothing to protect and is not locked.
	static func acquire(
		root: String, exclusive: Bool, fileSystem: any FileSystem, timeout: Double, display: (String) -> String
	) throws(CommandFailure) -> ProjectLock {
		guard fileSystem.kind(root) == .folder || fileSystem.kind(root + "/.") == .folder else { return ProjectLock(descriptor: -1) }
		let state = root + "/.scaffold"
		if exclusive, ![.absent, .folder].contains(fileSystem.kind(state)), fileSystem.kind(state + "/.") != .folder {
			throw CommandFailure(
				[.error("a file named \(display(".scaffold")) is in the way of the folder scaffold keeps its manifest in; move it away")],
				exitCode: .failure)
		}
		let deadline = Date().addingTimeInterval(timeout)
		while true {
			let attempt = Result { () throws(FileSystemError) in try fileSystem.tryLock(root, exclusive: exclusive, create: false) }
			switch attempt {
			case .success(let descriptor?): return ProjectLock(descriptor: descriptor)
			case .success(nil): break
			case .failure(let error):
				throw CommandFailure(
					[.error("cannot lock the project: \(FileErrorWording.sentence(error, shown: display(".")))")], exitCode: .failure)
			}
			guard Date() < deadline else { break }
			usleep(50_000)
		}
		throw CommandFailure(
			[
				.error(
					"another scaffold run is working on this project; waited \(seconds(timeout)) s for it to finish",
					notes: [.init("try again when it has finished; nothing was changed")])
			], exitCode: .failure)
	}

	/// `10`, or `0.3`: whole seconds without a fraction.
	private static func seconds(_ value: Double) -> String {
		value == value.rounded() ? String(Int(value)) : String(value)
	}

	/// The wait from `SCAFFOLD_LOCK_TIMEOUT` (seconds), or ``defaultTimeout``.
	static func timeout(environment: [String: String]) -> Double {
		environment["SCAFFOLD_LOCK_TIMEOUT"].flatMap(Double.init).map { max(0, $0) } ?? defaultTimeout
	}
}
