import ScaffoldBasics
import ScaffoldCatalog
import ScaffoldMustache
import ScaffoldSpec
import ScaffoldSwiftLayout

/// The extension points of a feature's generated types (docs/plan.md#extension-points): every
/// DTO → domain mapper has `refine(_:from:)` (`{Mapper}Hooks`), and the container has a
/// decorator for each repository and remote data source (`{Feature}ContainerOverrides`). Each
/// protocol's default keeps the generated behaviour; the team's code goes into a file of its
/// own beside the generated one, written once and then theirs.
///
/// Generation always produces those files, as ``OutputFile/Ownership/extensionPoint`` (or
/// ``OutputFile/Ownership/userOwned`` when the spec says `"extensions": true`), so the generated
/// files never depend on whether a team took them up; the plan decides which ones to write
/// (``ExtensionPointFiles``). The generated file names its extension point in its header.
struct ExtensionPointJobs {
	let planner: FeatureJobs

	/// `jobs` with the keys of their extension points, and the job of each extension point's file
	/// right after the job of the file it extends.
	func adding(to jobs: [RenderJob]) -> [RenderJob] {
		var result: [RenderJob] = []
		result.reserveCapacity(jobs.count + 8)
		for job in jobs {
			guard let (type, point, template) = job.extensionPoint.map({ ($0.type, $0.point, $0.template) }),
				case .object(var context) = job.context
			else {
				result.append(job)
				continue
			}
			let folder = job.outputPath.lastIndex(of: "/").map { String(job.outputPath[...$0]) } ?? ""
			let file = "\(type)+Extensions.swift"
			context.merge(
				ExtensionPointContext(
					extensionFile: file, extensionCommand: "scaffold feature \(planner.spec.featureName.upperCamel) --with-extensions",
					header: planner.header + "\n// Extension point: \(point), for your code in \(file)."))
			var generated = job
			generated.context = .object(context)
			result.append(generated)
			var extensionFile = RenderJob(
				templatePath: template, context: .object(context), outputPath: folder + file, origin: job.origin)
			extensionFile.ownership = planner.spec.extensions ? .userOwned : .extensionPoint
			result.append(extensionFile)
		}
		return result
	}
}
