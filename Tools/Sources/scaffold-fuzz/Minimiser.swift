import Foundation

/// Shrinks a spec that traps or hangs: removes ever smaller chunks of bytes while a replay
/// of what is left still fails, so what lands in `crashers/` is the heart of the problem.
struct Minimiser {
	let executable: String
	let corpus: FuzzCorpus
	let scratch: String
	/// Replays tried at most: each starts a process.
	var attempts = 150

	func minimise(_ bytes: [UInt8]) -> [UInt8] {
		var best = bytes
		var chunk = max(1, best.count / 2)
		var left = attempts
		while chunk >= 1, left > 0 {
			var start = 0
			var removedAny = false
			while start < best.count, left > 0 {
				var candidate = best
				candidate.removeSubrange(start..<min(start + chunk, candidate.count))
				left -= 1
				if fails(candidate) {
					best = candidate
					removedAny = true
				} else {
					start += chunk
				}
			}
			if !removedAny { chunk /= 2 }
		}
		return best
	}

	/// Whether a replay of `bytes` dies or runs past ten seconds.
	private func fails(_ bytes: [UInt8]) -> Bool {
		let path = scratch + "/replay.json"
		_ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
		let child = Process()
		child.executableURL = URL(fileURLWithPath: executable)
		child.arguments = ["--replay", path, "--corpus", corpus.folder, "--examples", corpus.examples]
		child.standardOutput = FileHandle.nullDevice
		child.standardError = FileHandle.nullDevice
		guard (try? child.run()) != nil else { return false }
		let started = Date()
		while child.isRunning {
			usleep(20_000)
			if Date().timeIntervalSince(started) > 10 {
				kill(child.processIdentifier, SIGKILL)
				child.waitUntilExit()
				return true
			}
		}
		return child.terminationReason == .uncaughtSignal
	}
}
