/// The exit statuses of `scaffold`, documented in README.md. Values follow sysexits.h where one fits.
enum ExitCode: Int32 {
	/// The command did what was asked.
	case success = 0
	/// The command ran and found errors: an invalid spec, a template error, drift in `check`.
	case failure = 1
	/// `check` only: the spec or configuration is invalid, so nothing could be compared.
	case invalidConfiguration = 2
	/// The command line is wrong (EX_USAGE).
	case usage = 64
	/// An input file cannot be read (EX_NOINPUT).
	case noInput = 66
	/// A bug or an unfinished command (EX_SOFTWARE).
	case internalError = 70
}
