import ScaffoldCore

extension ProjectConfig {
	/// The defaults, with generated Swift left in the templates' shape (tabs, no wrapping, `#if`
	/// bodies not indented): for tests that look for what a template writes on one line.
	static var templateShaped: ProjectConfig {
		var config = ProjectConfig.defaults
		config.codeStyle.lineLength = nil
		config.codeStyle.indentConditionalCompilationBlocks = false
		return config
	}
}
