import ChallengeCore

// scaffold wrote this file once, for your code at LocationMapper's extension point.
// It is yours: scaffold never rewrites or removes it; `scaffold check` only asks that it exists.
nonisolated extension LocationMapper {
	/// Every Location the mapper builds from a LocationDTO passes through here. Return `mapped` as it
	/// is, a Location built anew with a field special-cased (from `mapped` and `input`), or throw a
	/// `MappingError` to refuse the value.
	func refine(_ mapped: Location, from input: LocationDTO) throws(MappingError) -> Location {
		mapped
	}
}
