/// Merging an object already assembled from typed contexts (an entity's, built once and shared by
/// all its files) into another: the one place an object's keys are copied one by one, so that no
/// job planner subscripts a context by a key.
extension TemplateObject {
	/// Sets each member of `object` on this object, in order; a key this object has already keeps
	/// its place and takes the new value (as merging a typed context does).
	package mutating func merge(_ object: TemplateObject) {
		for (key, value) in object.entries { self[key] = value }
	}
}
