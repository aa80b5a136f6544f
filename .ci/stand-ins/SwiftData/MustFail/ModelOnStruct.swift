// expect: '@Model' can only be applied to a class; 'ItemEntity' is a struct
// (e) @Model on a struct: the plugin answers with a diagnostic, not a crash.
import Foundation
import SwiftData

@Model
struct ItemEntity {
	var name: String
}
