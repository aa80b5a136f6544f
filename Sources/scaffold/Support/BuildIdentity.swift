/// Which build of scaffold is running, for ``RunInputs/build``: a record of a run is
/// trusted only by the very build that made it, since another build may render other bytes
/// from the same spec (its templates and code are inputs too).
enum BuildIdentity {
	/// The version and the executable file's device, inode, size, and modification and change
	/// times (a rebuild, a copy or an install changes at least one); `nil` when the executable
	/// cannot be found, and then no run is replayed.
	static let current: String? = {
		guard let path = executablePath else { return nil }
		var info = stat()
		guard stat(path, &info) == 0 else { return nil }
		#if canImport(Darwin)
			let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
		#else
			let (modified, changed) = (info.st_mtim, info.st_ctim)
		#endif
		return "scaffold \(CommandRegistry.version) \(info.st_dev) \(info.st_ino) \(info.st_size) "
			+ "\(modified.tv_sec).\(modified.tv_nsec) \(changed.tv_sec).\(changed.tv_nsec)"
	}()

	private static var executablePath: String? {
		#if os(Linux)
			// The kernel's link to the running executable: one `stat`, no Bundle to set up.
			return "/proc/self/exe"
		#else
			return Bundle.main.executablePath
		#endif
	}
}
