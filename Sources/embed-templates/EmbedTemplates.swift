import Foundation

/// `embed-templates TEMPLATES OUTPUT`: writes to OUTPUT the Swift source that embeds every
/// `.mustache` file below the TEMPLATES folder (see ``TemplateEmbedding``). Run by the
/// EmbedTemplates build plugin; it has no dependencies, so it builds before ScaffoldCore.
@main
enum EmbedTemplates {
	static func main() {
		let arguments = CommandLine.arguments.dropFirst()
		guard arguments.count == 2, let folder = arguments.first, let output = arguments.last else {
			fail("usage: embed-templates TEMPLATES-FOLDER OUTPUT-FILE")
		}
		do {
			let source = TemplateEmbedding.swiftSource(for: try templates(in: URL(fileURLWithPath: folder)))
			// Rewritten only when it changes, so that ScaffoldCore is not recompiled for nothing.
			let url = URL(fileURLWithPath: output)
			if (try? String(contentsOf: url, encoding: .utf8)) != source {
				try source.write(to: url, atomically: true, encoding: .utf8)
			}
		} catch {
			fail("embed-templates: \(error.localizedDescription)")
		}
	}

	/// Every `.mustache` file below `folder`, with its path relative to it.
	static func templates(in folder: URL) throws -> [TemplateFile] {
		guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
			throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
		}
		var templates: [TemplateFile] = []
		while let relative = enumerator.nextObject() as? String {
			guard relative.hasSuffix(".mustache") else { continue }
			let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
			templates.append(TemplateFile(path: relative, text: text))
		}
		guard !templates.isEmpty else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path]) }
		return templates
	}

	static func fail(_ message: String) -> Never {
		FileHandle.standardError.write(Data((message + "\n").utf8))
		exit(1)
	}
}
