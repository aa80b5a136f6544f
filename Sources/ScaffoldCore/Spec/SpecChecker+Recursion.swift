import ScaffoldBasics

extension SpecChecker {
	/// Reports value types that contain themselves.
	///
	/// The rule is Swift's: a struct cannot store itself, directly or through other structs.
	/// An array breaks the cycle, because it keeps its elements on the heap, and so does an
	/// optional field: the generated code holds it by reference (`Indirect<T>?`, see
	/// ``Spec/isHeldByReference(_:in:)``). So only a cycle of required fields is an error (a
	/// value of it would never end). Each cycle is reported once, at the first of its types in
	/// spec order, as the shortest route back to that type.
	mutating func checkRecursion() {
		// A union is an enum holding its case's value inline, so it closes a cycle as a struct does.
		let valueTypes = spec.types.filter { $0.kind != .enumeration }
		var edges: [String: [(field: String, target: String)]] = [:]
		for declaration in valueTypes {
			edges[declaration.name] = declaration.fields.compactMap { field in
				guard case .valueType(let target) = field.type else { return nil }
				return (field.name, target)
			} + (declaration.union?.cases.map { ($0.name, $0.type) } ?? [])
		}
		let found = cycles(from: valueTypes.map(\.name), edges: edges)
		for (declaration, path) in zip(valueTypes, found) {
			guard let path else { continue }
			diagnostics.append(
				.error(
					"value type \(quoted: declaration.name) contains itself (\(Self.route(path.map { "\(shortened: $0.owner).\(shortened: $0.field)" }))); make one of these fields optional or an array to break the cycle",
					at: declaration.location))
		}
	}

	/// For each of `starts`, the shortest path of fields from it back to itself (breadth-first,
	/// so deterministic), or `nil` when it is on no cycle or its cycle's set of owners was
	/// already found for an earlier start: each cycle is reported once. Value types go through
	/// their fields, entities through their nested references.
	///
	/// Only a start inside a strongly connected group of nodes (found once, in linear time) can
	/// come back to itself, and only through that group: a search from every start over the
	/// whole graph took cubic time on a chain of thousands of types. A group that is one simple
	/// ring has one cycle for all its starts, so it is searched once.
	func cycles<Field>(from starts: [String], edges: [String: [(field: Field, target: String)]]) -> [[(owner: String, field: Field)]?] {
		// Nodes as integers: every name with edges, then every target.
		var id: [String: Int] = [:]
		var names: [String] = []
		func node(_ name: String) -> Int {
			if let known = id[name] { return known }
			id[name] = names.count
			names.append(name)
			return names.count - 1
		}
		for name in edges.keys.sorted() { _ = node(name) }
		var adjacency: [[(field: Field, target: Int)]] = []
		for index in 0..<names.count {
			let out = (edges[names[index]] ?? []).map { (field: $0.field, target: node($0.target)) }
			adjacency.append(out)
		}
		while adjacency.count < names.count { adjacency.append([]) }
		let component = Self.stronglyConnectedComponents(adjacency.map { $0.map(\.target) })
		var componentSize: [Int: Int] = [:]
		var componentEdges: [Int: Int] = [:]
		for (index, out) in adjacency.enumerated() {
			componentSize[component[index], default: 0] += 1
			componentEdges[component[index], default: 0] += out.count { component[$0.target] == component[index] }
		}

		var reported: Set<[Int]> = []
		var searchedRings: Set<Int> = []
		var visited = [Int](repeating: -1, count: names.count)
		var parent = [(node: Int, edge: Int)](repeating: (-1, -1), count: names.count)
		var results: [[(owner: String, field: Field)]?] = []
		for (round, name) in starts.enumerated() {
			guard let start = id[name] else {
				results.append(nil)
				continue
			}
			let group = component[start]
			let isRing = (componentSize[group] ?? 0) > 1 && componentEdges[group] == componentSize[group]
			guard componentEdges[group] ?? 0 > 0, !isRing || searchedRings.insert(group).inserted else {
				results.append(nil)
				continue
			}
			// Breadth-first inside the group; `visited` holds the round that reached a node.
			var queue = [start]
			var head = 0
			var path: [(owner: String, field: Field)]?
			search: while head < queue.count {
				let current = queue[head]
				head += 1
				for (edge, step) in adjacency[current].enumerated() where component[step.target] == group {
					if step.target == start {
						var steps = [(owner: names[current], field: step.field)]
						var back = current
						while back != start {
							let (from, via) = parent[back]
							steps.append((owner: names[from], field: adjacency[from][via].field))
							back = from
						}
						path = steps.reversed()
						break search
					}
					if visited[step.target] != round {
						visited[step.target] = round
						parent[step.target] = (current, edge)
						queue.append(step.target)
					}
				}
			}
			guard let path, reported.insert(path.map { id[$0.owner]! }.sorted()).inserted else {
				results.append(nil)
				continue
			}
			results.append(path)
		}
		return results
	}

	/// Tarjan's strongly connected components of a graph given by each node's successors,
	/// without recursion (a chain of thousands of types would exhaust the stack): each node's
	/// component number.
	static func stronglyConnectedComponents(_ successors: [[Int]]) -> [Int] {
		let count = successors.count
		var index = [Int](repeating: -1, count: count)
		var lowLink = [Int](repeating: 0, count: count)
		var onStack = [Bool](repeating: false, count: count)
		var component = [Int](repeating: -1, count: count)
		var stack: [Int] = []
		var nextIndex = 0
		var components = 0
		for root in 0..<count where index[root] == -1 {
			// Frames of the depth-first search: a node and how many of its successors are done.
			var frames = [(node: root, next: 0)]
			index[root] = nextIndex
			lowLink[root] = nextIndex
			nextIndex += 1
			stack.append(root)
			onStack[root] = true
			while let frame = frames.last {
				let node = frame.node
				if frame.next < successors[node].count {
					frames[frames.count - 1].next += 1
					let successor = successors[node][frame.next]
					if index[successor] == -1 {
						index[successor] = nextIndex
						lowLink[successor] = nextIndex
						nextIndex += 1
						stack.append(successor)
						onStack[successor] = true
						frames.append((successor, 0))
					} else if onStack[successor] {
						lowLink[node] = min(lowLink[node], index[successor])
					}
					continue
				}
				frames.removeLast()
				if let caller = frames.last { lowLink[caller.node] = min(lowLink[caller.node], lowLink[node]) }
				guard lowLink[node] == index[node] else { continue }
				while let member = stack.popLast() {
					onStack[member] = false
					component[member] = components
					if member == node { break }
				}
				components += 1
			}
		}
		return component
	}

	/// A cycle's route, `A.b → B.a`; a long one shows its first steps and its last, and how
	/// many there are, so that a cycle of thousands of types makes a message of one line.
	static func route(_ steps: [String]) -> String {
		let shown = 8
		guard steps.count > shown + 2 else { return steps.joined(separator: " → ") }
		return steps.prefix(shown).joined(separator: " → ") + " → … → \(steps[steps.count - 1]) (\(steps.count) fields)"
	}
}
