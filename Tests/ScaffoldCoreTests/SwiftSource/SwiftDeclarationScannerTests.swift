import Testing

import ScaffoldCore

/// The declarations the scanner finds in real-looking Swift: names, kinds, positions,
/// signatures, attributes, modifiers, conformances and members.
struct SwiftDeclarationScannerTests {
	/// One line a declaration, members indented: `line:column kind name | signature`.
	static func outline(_ declarations: [SwiftDeclaration], indent: String = "") -> [String] {
		declarations.flatMap { declaration in
			["\(indent)\(declaration.line):\(declaration.column) \(declaration.kind.rawValue) \(declaration.name) | \(declaration.signature)"]
				+ outline(declaration.members, indent: indent + "  ")
		}
	}

	static func outline(_ text: String) -> [String] { outline(SwiftDeclarationScanner.scan(text)) }

	func readsAnErrorEnumWithAssociatedValuesAndDocComments() throws {
		let text = """
			import Foundation

			/// Errors the API client throws.
			/// `case fake` in a doc comment is not a case.
			public enum APIError: Error, Equatable {
			    /// The server answered outside 200..<300.
			    case serverError(statusCode: Int)
			    case decoding(String), offline, timeout(after: Double, retry: Bool = false)
			    /* case notACase /* nested */ still a comment */
			    // case alsoNot
			    indirect case wrapped(APIError)

			    public var isRetryable: Bool {
			        switch self {
			        case .offline, .timeout: return true
			        default: return false
			        }
			    }
			}

			enum Method: String, CaseIterable { case get = "GET", post = "POST" }
			"""
		let declarations = SwiftDeclarationScanner.scan(text)
		expectEqual(
			Self.outline(declarations), [
				"5:13 enum APIError | enum APIError: Error, Equatable",
				"  7:10 case serverError | case serverError(statusCode: Int)",
				"  8:10 case decoding | case decoding(String)",
				"  8:28 case offline | case offline",
				"  8:37 case timeout | case timeout(after: Double, retry: Bool = false)",
				"  11:19 case wrapped | case wrapped(APIError)",
				"  13:16 var isRetryable | var isRetryable: Bool",
				"21:6 enum Method | enum Method: String, CaseIterable",
				"  21:42 case get | case get = \"GET\"",
				"  21:55 case post | case post = \"POST\"",
			])
		let error = try require(declarations.first)
		expectEqual(error.modifiers, ["public"])
		expectEqual(error.inheritance, ["Error", "Equatable"])
		expectEqual(error.members[4].modifiers, ["indirect"])
		expectEqual(error.members[5].modifiers, ["public"])
		expectEqual(error.members[5].inheritance, [])
		expectEqual(declarations.last?.inheritance, ["String", "CaseIterable"])
	}

	func readsAMultiLineGenericTypedThrowsFunction() throws {
		let text = """
			/// Runs a fetch under a cache policy.
			struct CachePolicyExecutor: Sendable {
				private let clock: any Clock<Duration>

				@concurrent
				func execute<Model: Sendable, E: Error>(
					policy: CachePolicy,   // which cache to use
					fetchFromRemote: () async throws(E) -> Model
				) async throws(E) -> Model
					where Model: Equatable
				{
					let local = { () -> Int in struct Local {}; return 1 }
					if policy == .remoteOnly { return try await fetchFromRemote() }
					var shadow = policy
					return try await fetchFromRemote()
				}

				static func == (lhs: Self, rhs: Self) -> Bool { true }
			}
			"""
		let declarations = SwiftDeclarationScanner.scan(text)
		expectEqual(
			Self.outline(declarations), [
				"2:8 struct CachePolicyExecutor | struct CachePolicyExecutor: Sendable",
				"  3:14 let clock | let clock: any Clock<Duration>",
				"  6:7 func execute | func execute<Model: Sendable, E: Error>(policy: CachePolicy, fetchFromRemote: () async throws(E) -> Model) async throws(E) -> Model where Model: Equatable",
				"  18:14 func == | func == (lhs: Self, rhs: Self) -> Bool",
			])
		let members = try require(declarations.first?.members)
		expectEqual(members[0].modifiers, ["private"])
		expectEqual(members[1].attributes, ["@concurrent"])
		expectEqual(members[1].modifiers, [])
		expectEqual(members[2].modifiers, ["static"])
	}

	func readsAProtocolWithRequirementsAndAssociatedTypes() throws {
		let text = """
			@available(iOS 17, macOS 14, *)
			public protocol HTTPClientContract: Sendable, AnyObject {
			    associatedtype Response: Decodable & Sendable = Data where Response: Equatable
			    var baseURL: URL { get }
			    var session: URLSession { get set }
			    @concurrent func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T
			    func cancel(
			        _ id: UUID
			    )
			    static var shared: Self { get }
			    init?(configuration: Configuration) throws
			    subscript(key: String) -> String? { get }
			}
			"""
		let declarations = SwiftDeclarationScanner.scan(text)
		expectEqual(
			Self.outline(declarations), [
				"2:17 protocol HTTPClientContract | protocol HTTPClientContract: Sendable, AnyObject",
				"  3:20 associatedtype Response | associatedtype Response: Decodable & Sendable = Data where Response: Equatable",
				"  4:9 var baseURL | var baseURL: URL",
				"  5:9 var session | var session: URLSession",
				"  6:22 func request | func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T",
				"  7:10 func cancel | func cancel(_ id: UUID)",
				"  10:16 var shared | var shared: Self",
				"  11:5 init init | init?(configuration: Configuration) throws",
				"  12:5 subscript subscript | subscript(key: String) -> String?",
			])
		let contract = try require(declarations.first)
		expectEqual(contract.attributes, ["@available(iOS 17, macOS 14, *)"])
		expectEqual(contract.members[0].inheritance, ["Decodable & Sendable"])
		expectEqual(contract.members[3].attributes, ["@concurrent"])
		expectEqual(contract.members[5].modifiers, ["static"])
	}

	func readsAMockClassWithStoredPropertiesAndALock() throws {
		let text = """
			final class HTTPClientMock: HTTPClientContract, @unchecked Sendable {
			    private let lock = NSLock()
			    private(set) var requests: [Endpoint] = [], calls = 0
			    nonisolated(unsafe) var stub: (Endpoint) -> Any = { _ in fatalError("no stub {") }
			    @Published var state: State = .idle {
			        didSet { print("changed") }
			    }
			    lazy var decoder: JSONDecoder = {
			        let decoder = JSONDecoder()
			        return decoder
			    }()
			    weak var delegate: Delegate?
			    var a, b: Int

			    override init() { super.init() }
			    convenience init(stub: Any) { self.init() }
			    class func make() -> HTTPClientMock { HTTPClientMock() }
			    deinit { lock.unlock() }

			    func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
			        lock.lock(); defer { lock.unlock() }
			        requests.append(endpoint)
			        return stub(endpoint) as! T
			    }
			}
			"""
		let declarations = SwiftDeclarationScanner.scan(text)
		expectEqual(
			Self.outline(declarations), [
				"1:13 class HTTPClientMock | class HTTPClientMock: HTTPClientContract, @unchecked Sendable",
				"  2:17 let lock | let lock",
				"  3:22 var requests | var requests: [Endpoint]",
				"  3:49 var calls | var calls",
				"  4:29 var stub | var stub: (Endpoint) -> Any",
				"  5:20 var state | var state: State",
				"  8:14 var decoder | var decoder: JSONDecoder",
				"  12:14 var delegate | var delegate: Delegate?",
				"  13:9 var a | var a",
				"  13:12 var b | var b: Int",
				"  15:14 init init | init()",
				"  16:17 init init | init(stub: Any)",
				"  17:16 func make | func make() -> HTTPClientMock",
				"  20:10 func request | func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T",
			])
		let mock = try require(declarations.first)
		expectEqual(mock.modifiers, ["final"])
		expectEqual(mock.inheritance, ["HTTPClientContract", "@unchecked Sendable"])
		expectEqual(mock.members.map(\.modifiers), [
			["private"], ["private(set)"], ["private(set)"], ["nonisolated(unsafe)"], [], ["lazy"], ["weak"], [], [], ["override"], ["convenience"],
			["class"], [],
		])
		expectEqual(mock.members[4].attributes, ["@Published"])
	}

	func readsExtensionsWithTheirTypeConformancesAndWhereClauses() throws {
		let text = """
			extension Bundle {
			    func loadJSON<T: Decodable>(_ name: String, as type: T.Type = T.self) throws -> T {
			        let url = url(forResource: name, withExtension: "json")!
			        return try JSONDecoder().decode(T.self, from: Data(contentsOf: url))
			    }
			}
			extension Array: Identifiable where Element: Identifiable & Hashable {
			    public var id: Int { hashValue }
			}
			extension Foo.Bar<Int>: Baz, Qux {}
			extension `Type` {}
			"""
		let declarations = SwiftDeclarationScanner.scan(text)
		expectEqual(
			Self.outline(declarations), [
				"1:11 extension Bundle | extension Bundle",
				"  2:10 func loadJSON | func loadJSON<T: Decodable>(_ name: String, as type: T.Type = T.self) throws -> T",
				"7:11 extension Array | extension Array: Identifiable where Element: Identifiable & Hashable",
				"  8:16 var id | var id: Int",
				"10:11 extension Foo.Bar<Int> | extension Foo.Bar<Int>: Baz, Qux",
				"11:11 extension Type | extension `Type`",
			])
		expectEqual(declarations.map(\.inheritance), [[], ["Identifiable"], ["Baz", "Qux"], []])
	}

	func readsEveryBranchOfConditionalCompilation() throws {
		let text = """
			#if canImport(SwiftData)
			import SwiftData

			@Model
			final class Item {
			    var title: String
			    #if os(iOS) && DEBUG
			    var debugNote: String?
			    #elseif os(macOS)
			    var macNote: String?
			    #else
			    var otherNote: String?
			    #endif
			    init(title: String) { self.title = title }
			}

			@ModelActor
			actor ItemStore {
			    func items() throws -> [Item] {
			        try modelContext.fetch(FetchDescriptor<Item>(predicate: #Predicate { $0.title != "{" }))
			    }
			}
			#else
			typealias Item = LegacyItem
			#endif
			"""
		let declarations = SwiftDeclarationScanner.scan(text)
		expectEqual(
			Self.outline(declarations), [
				"5:13 class Item | class Item",
				"  6:9 var title | var title: String",
				"  8:9 var debugNote | var debugNote: String?",
				"  10:9 var macNote | var macNote: String?",
				"  12:9 var otherNote | var otherNote: String?",
				"  14:5 init init | init(title: String)",
				"18:7 actor ItemStore | actor ItemStore",
				"  19:10 func items | func items() throws -> [Item]",
				"24:11 typealias Item | typealias Item = LegacyItem",
			])
		expectEqual(declarations[0].attributes, ["@Model"])
		expectEqual(declarations[1].attributes, ["@ModelActor"])
	}

	func nestedTypesAreMembers() {
		let text = "struct Outer {\n\tenum Inner: Int { case a = 1 }\n\tstruct Deeper<T> where T: Hashable { let t: T }\n}\n"
		expectEqual(
			Self.outline(text), [
				"1:8 struct Outer | struct Outer",
				"  2:7 enum Inner | enum Inner: Int",
				"    2:25 case a | case a = 1",
				"  3:9 struct Deeper | struct Deeper<T> where T: Hashable",
				"    3:43 let t | let t: T",
			])
	}

	// The tests above, one row each (docs/performance.md, "Tests as rows of one `@Test`").
	static let tests: [SuiteTest<SwiftDeclarationScannerTests>] = [
		SuiteTest("readsAnErrorEnumWithAssociatedValuesAndDocComments") { try $0.readsAnErrorEnumWithAssociatedValuesAndDocComments() },
		SuiteTest("readsAMultiLineGenericTypedThrowsFunction") { try $0.readsAMultiLineGenericTypedThrowsFunction() },
		SuiteTest("readsAProtocolWithRequirementsAndAssociatedTypes") { try $0.readsAProtocolWithRequirementsAndAssociatedTypes() },
		SuiteTest("readsAMockClassWithStoredPropertiesAndALock") { try $0.readsAMockClassWithStoredPropertiesAndALock() },
		SuiteTest("readsExtensionsWithTheirTypeConformancesAndWhereClauses") { try $0.readsExtensionsWithTheirTypeConformancesAndWhereClauses() },
		SuiteTest("readsEveryBranchOfConditionalCompilation") { try $0.readsEveryBranchOfConditionalCompilation() },
		SuiteTest("nestedTypesAreMembers") { $0.nestedTypesAreMembers() },
	]
	@Test(arguments: tests) func run(_ test: SuiteTest<SwiftDeclarationScannerTests>) async throws { try await test.body(self) }
}
