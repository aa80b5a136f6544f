import Testing

import ScaffoldCore

/// Scripts, closures, literals that look like code, and broken or enormous input: no bogus
/// declarations, no trap, no hang.
struct SwiftDeclarationScannerHostileInputTests {
	private func outline(_ text: String) -> [String] { SwiftDeclarationScannerTests.outline(text) }

	func literalsThatLookLikeCodeDeclareNothing() {
		let text = #"""
			let template = """
			    struct Fake {
			    func fake() { // /*
			    """
			let pattern = #"} struct Raw { "#
			let interpolated = "\(names.map { "}\($0) struct" }.joined())"
			let character: Character = "{"
			let after = 1
			"""#
		expectEqual(
			outline(text), [
				"1:5 let template | let template", "5:5 let pattern | let pattern", "6:5 let interpolated | let interpolated",
				"7:5 let character | let character: Character", "8:5 let after | let after",
			])
	}

	func statementsAndClosuresOfAScriptDeclareNothing() {
		let text = """
			import Foundation
			let items = [1, 2].map { value -> Int in
			    let doubled = value * 2
			    func local() {}
			    return doubled
			}
			guard
			    let first = items.first,
			    var second = items.last
			else { fatalError() }
			if let x = items.first, case let y = x { print(x, y) }
			Task { @MainActor in
			    struct Inside {}
			}
			#Preview { struct PreviewOnly: View { var body: some View { Text("x") } } }
			let filter = #Predicate<Item> { item in item.title.contains("{") }
			for case let value in items where value > 0 { print(value) }
			switch items.count { case 0: break; default: let z = 1 }
			let total = items
			    .reduce(0, +)
			func main() async throws { }
			"""
		expectEqual(
			outline(text), [
				"2:5 let items | let items", "16:5 let filter | let filter", "19:5 let total | let total",
				"21:6 func main | func main() async throws",
			])
	}

	func unterminatedLiteralsAndCommentsKeepWhatCameBefore() {
		expectEqual(outline("struct A {}\nlet s = \"open {\nstruct B {}\n"), ["1:8 struct A | struct A", "2:5 let s | let s", "3:8 struct B | struct B"])
		expectEqual(outline("struct A {}\n/* struct B {}\n"), ["1:8 struct A | struct A"])
		expectEqual(outline("struct A {}\nlet s = \"\"\"\nstruct B {}\n"), ["1:8 struct A | struct A", "2:5 let s | let s"])
	}

	func unbalancedBracesAndTruncatedHeadsNeverTrap() {
		expectEqual(outline("struct A {\n\tfunc f() {\n\tvar x: Int\n"), ["1:8 struct A | struct A", "  2:7 func f | func f()"])
		expectEqual(outline("}}\nstruct A { } }\nenum B { case x }"), ["2:8 struct A | struct A", "3:6 enum B | enum B", "  3:15 case x | case x"])
		expectEqual(outline("struct A {\n\tfunc f(a: Int\n}\nstruct B {}"), ["1:8 struct A | struct A", "  2:7 func f | func f(a: Int", "4:8 struct B | struct B"])
		expectEqual(outline("struct A: B<C {\n\tvar d: Int\n}"), ["1:8 struct A | struct A: B<C", "  2:6 var d | var d: Int"])
		for text in ["", "struct", "func", "extension", "init", "case a", "@", "@available(", "private(", "var", "let (", "enum E { case", "enum E { case a(",
			"struct A<", "#if", "class var", "typealias X =", "struct A { case b }", ")", "]]]", "{{{", "@a @b"]
		{
			_ = SwiftDeclarationScanner.scan(text)
		}
		expectEqual(outline("struct A { case b }"), ["1:8 struct A | struct A", "  1:17 case b | case b"])
		expectEqual(outline("case a\nvar"), [])
		expectEqual(outline("enum E { case }\nstruct F {}"), ["1:6 enum E | enum E", "2:8 struct F | struct F"])
	}

	func hugeInputIsScannedWhole() {
		// A quadratic step (re-reading attributes, re-scanning heads) takes minutes here.
		let count = 20_000
		let members = (0..<count).map { "\t@available(*, deprecated) public static func f\($0)<T: P>(_ a: [T] = [], b: \"}\") -> T? { nil }\n\tcase c\($0)(Int), d\($0)\n" }
		let text = "enum Big: Sendable {\n" + members.joined() + "}\n" + String(repeating: "@a ", count: 100_000) + "\n" + String(repeating: "{", count: 100_000)
			+ String(repeating: "struct S {", count: 10_000)
		// The unclosed braces hold the rest of the file: the structs in them are not read.
		let declarations = SwiftDeclarationScanner.scan(text)
		expectEqual(declarations.count, 1)
		let big = declarations.first
		expectEqual(big?.members.count, count * 3)
		expectEqual(big?.members.last?.name, "d\(count - 1)")
		expectEqual(big?.members.last?.line, count * 2 + 1)
		expectEqual(big?.members[0].signature, #"func f0<T: P>(_ a: [T] = [], b: "}") -> T?"#)
	}

	func deepNestingIsCutOffAtTheMaximumDepth() {
		let depth = SwiftDeclarationScanner.maximumDepth + 10
		let text = String(repeating: "struct S { ", count: depth) + String(repeating: "}", count: depth) + "\nstruct After {}"
		let declarations = SwiftDeclarationScanner.scan(text)
		expectEqual(declarations.map(\.name), ["S", "After"])
		var levels = 0
		var current = declarations.first
		while let declaration = current {
			levels += 1
			current = declaration.members.first
		}
		expectEqual(levels, SwiftDeclarationScanner.maximumDepth)
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SwiftDeclarationScannerHostileInputTests>] = [
		SuiteTest("literalsThatLookLikeCodeDeclareNothing") { $0.literalsThatLookLikeCodeDeclareNothing() },
		SuiteTest("statementsAndClosuresOfAScriptDeclareNothing") { $0.statementsAndClosuresOfAScriptDeclareNothing() },
		SuiteTest("unterminatedLiteralsAndCommentsKeepWhatCameBefore") { $0.unterminatedLiteralsAndCommentsKeepWhatCameBefore() },
		SuiteTest("unbalancedBracesAndTruncatedHeadsNeverTrap") { $0.unbalancedBracesAndTruncatedHeadsNeverTrap() },
		SuiteTest("hugeInputIsScannedWhole") { $0.hugeInputIsScannedWhole() },
		SuiteTest("deepNestingIsCutOffAtTheMaximumDepth") { $0.deepNestingIsCutOffAtTheMaximumDepth() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SwiftDeclarationScannerHostileInputTests>) async throws { try await test.body(self) }
}
