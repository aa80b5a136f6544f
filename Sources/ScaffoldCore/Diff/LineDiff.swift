import ScaffoldBasics

/// A minimal edit script between two sequences (of lines, usually).
///
/// Myers' O((N+M)·D) algorithm in its linear-space form ("An O(ND) Difference Algorithm and
/// Its Variations", 1986, section 4b): find the middle snake of an optimal path, recurse on
/// both halves. Memory stays O(N+M) however different the texts, which the simpler
/// "keep every frontier" form does not (it needs O(D²)); files of a few thousand lines diff
/// in milliseconds. Elements are first mapped to integers so comparisons are cheap.
package enum LineDiff {
	/// One step of an edit script; positions are 0-based indices into the old and new sequences.
	package struct Edit: Sendable, Hashable {
		/// What the step does.
		package enum Kind: Sendable, Hashable {
			/// `old[oldIndex] == new[newIndex]`, kept.
			case equal
			/// `old[oldIndex]` removed; `newIndex` is where the new sequence is at.
			case delete
			/// `new[newIndex]` added; `oldIndex` is where the old sequence is at.
			case insert
		}

		/// What the step does.
		package var kind: Kind
		/// Index in the old sequence (for inserts: the next old element).
		package var oldIndex: Int
		/// Index in the new sequence (for deletes: the next new element).
		package var newIndex: Int

		/// Creates a value from its members (the memberwise initializer, for the other stages).
		package init(kind: Kind, oldIndex: Int, newIndex: Int) {
			self.kind = kind
			self.oldIndex = oldIndex
			self.newIndex = newIndex
		}
	}

	/// The shortest edit script turning `old` into `new`: every element of both appears in
	/// order, deletions before insertions within each changed block.
	package static func script<Element: Hashable>(from old: [Element], to new: [Element]) -> [Edit] {
		var ids: [Element: Int] = [:]
		func id(_ element: Element) -> Int {
			if let known = ids[element] { return known }
			let fresh = ids.count
			ids[element] = fresh
			return fresh
		}
		var myers = Myers(a: old.map(id), b: new.map(id))
		myers.compare(0, old.count, 0, new.count)

		var edits: [Edit] = []
		edits.reserveCapacity(old.count + new.count)
		var i = 0
		var j = 0
		while i < old.count || j < new.count {
			if i < old.count && myers.changedA[i] {
				edits.append(Edit(kind: .delete, oldIndex: i, newIndex: j))
				i += 1
			} else if j < new.count && myers.changedB[j] {
				edits.append(Edit(kind: .insert, oldIndex: i, newIndex: j))
				j += 1
			} else {
				edits.append(Edit(kind: .equal, oldIndex: i, newIndex: j))
				i += 1
				j += 1
			}
		}
		return edits
	}
}

/// Marks which elements of `a` are deleted and which of `b` are inserted.
private struct Myers {
	let a: [Int]
	let b: [Int]
	var changedA: [Bool]
	var changedB: [Bool]

	init(a: [Int], b: [Int]) {
		self.a = a
		self.b = b
		changedA = [Bool](repeating: false, count: a.count)
		changedB = [Bool](repeating: false, count: b.count)
	}

	/// Diffs `a[xStart..<xEnd]` against `b[yStart..<yEnd]`.
	mutating func compare(_ xStart: Int, _ xEnd: Int, _ yStart: Int, _ yEnd: Int) {
		var (xStart, xEnd, yStart, yEnd) = (xStart, xEnd, yStart, yEnd)
		while xStart < xEnd && yStart < yEnd && a[xStart] == b[yStart] {
			xStart += 1
			yStart += 1
		}
		while xStart < xEnd && yStart < yEnd && a[xEnd - 1] == b[yEnd - 1] {
			xEnd -= 1
			yEnd -= 1
		}
		if xStart == xEnd {
			for y in yStart..<yEnd { changedB[y] = true }
			return
		}
		if yStart == yEnd {
			for x in xStart..<xEnd { changedA[x] = true }
			return
		}
		// A split at either corner would recurse forever; it cannot happen after trimming, but
		// marking everything changed is a correct (if not minimal) answer should it ever.
		guard let (x, y) = middleSnake(xStart, xEnd, yStart, yEnd),
			(x, y) != (xStart, yStart), (x, y) != (xEnd, yEnd)
		else {
			for x in xStart..<xEnd { changedA[x] = true }
			for y in yStart..<yEnd { changedB[y] = true }
			return
		}
		compare(xStart, x, yStart, y)
		compare(x, xEnd, y, yEnd)
	}

	/// A point on an optimal path, found by searching forward from the start and backward from
	/// the end at once until the two searches overlap.
	private func middleSnake(_ xStart: Int, _ xEnd: Int, _ yStart: Int, _ yEnd: Int) -> (Int, Int)? {
		let n = xEnd - xStart
		let m = yEnd - yStart
		let maxD = (n + m + 1) / 2
		let offset = maxD
		let length = 2 * maxD + 2
		// forward[k]: furthest x on diagonal k (x - y) going forward; backward[k]: the same, counted from the end.
		var forward = [Int](repeating: -1, count: length)
		var backward = [Int](repeating: -1, count: length)
		forward[offset + 1] = 0
		backward[offset + 1] = 0
		let delta = n - m
		// With an odd delta the paths meet during a forward step, with an even one during a backward step.
		let meetForward = delta % 2 != 0
		// Diagonals that ran off the grid are trimmed from later rounds.
		var forwardStart = 0
		var forwardEnd = 0
		var backwardStart = 0
		var backwardEnd = 0
		for d in 0..<maxD {
			var k = -d + forwardStart
			while k <= d - forwardEnd {
				let index = offset + k
				var x = (k == -d || (k != d && forward[index - 1] < forward[index + 1])) ? forward[index + 1] : forward[index - 1] + 1
				var y = x - k
				while x < n && y < m && a[xStart + x] == b[yStart + y] {
					x += 1
					y += 1
				}
				forward[index] = x
				if x > n {
					forwardEnd += 2
				} else if y > m {
					forwardStart += 2
				} else if meetForward {
					let other = offset + delta - k
					if other >= 0 && other < length && backward[other] != -1 && x >= n - backward[other] {
						return (xStart + x, yStart + y)
					}
				}
				k += 2
			}
			k = -d + backwardStart
			while k <= d - backwardEnd {
				let index = offset + k
				var x = (k == -d || (k != d && backward[index - 1] < backward[index + 1])) ? backward[index + 1] : backward[index - 1] + 1
				var y = x - k
				while x < n && y < m && a[xStart + n - x - 1] == b[yStart + m - y - 1] {
					x += 1
					y += 1
				}
				backward[index] = x
				if x > n {
					backwardEnd += 2
				} else if y > m {
					backwardStart += 2
				} else if !meetForward {
					let other = offset + delta - k
					if other >= 0 && other < length && forward[other] != -1 {
						let forwardX = forward[other]
						let forwardY = forwardX - (other - offset)
						if forwardX >= n - x { return (xStart + forwardX, yStart + forwardY) }
					}
				}
				k += 2
			}
		}
		return nil
	}
}
