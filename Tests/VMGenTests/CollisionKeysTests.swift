import VMGenCore
import XCTest

/// The check across specs with its hashes worked out ahead (`Generator.CollisionKeys`, as `vmgen generate` makes them
/// per spec on its worker threads) reports exactly what it reports when it works them out itself, and what a plain
/// search for each name's first owner reports.
final class CollisionKeysTests: XCTestCase {
    private func declaration(
        _ name: String, _ path: String, line: Int = 1, styles: [Style] = [.triplet], tests: Bool = false,
        protocols: [String]? = nil
    ) -> Generator.Declaration {
        Generator.Declaration(
            viewModel: name, path: path, location: SourceLocation(line: line, column: 1), styles: styles,
            testSupport: tests, protocols: protocols)
    }

    /// Declarations that collide by name, by protocol, by a file differing in case, by test support, and not at all.
    private var declarations: [Generator.Declaration] {
        [
            declaration("Login", "A.vmspec"),
            declaration("Profile", "A.vmspec", line: 9, styles: [.subject, .transform]),
            declaration("Login", "B.vmspec", styles: [.function]),
            declaration("login", "C.vmspec", styles: [.triplet]),
            declaration("Settings", "D.vmspec", styles: [.triplet], protocols: ["LoginInputs", "SOutputs", "SType"]),
            declaration("Feed", "E.vmspec", styles: [.constructor, .observable]),
            declaration("Feed", "E.vmspec", line: 20, styles: [.published]),
            declaration("Feed", "F.vmspec", styles: [.triplet], tests: true),
            declaration("FeedProbe", "G.vmspec", styles: [.constructor]),
            declaration("Cart", "H.vmspec", styles: Style.allCases),
            declaration("Orders", "I.vmspec", styles: [.constructor]),
            declaration("ORDERS", "J.vmspec", styles: [.constructor]),
        ]
    }

    /// The check with tables keyed by the names' text rather than their hashes: what the hashing must agree with.
    private func reference(_ declarations: [Generator.Declaration]) -> [String] {
        var messages: [String] = []
        var declared: [String: Int] = [:]
        var files: [String: Int] = [:]
        func describe(_ index: Int) -> String {
            let previous = declarations[index]
            return "'\(previous.viewModel)' at \(previous.path):\(previous.location.line):\(previous.location.column)"
        }
        for (index, declaration) in declarations.enumerated() {
            var reported = false
            for name in declaration.names {
                let owner = declared[name] ?? index
                declared[name] = owner
                guard owner != index else { continue }
                let previous = declarations[owner]
                guard previous.viewModel != declaration.viewModel || previous.path != declaration.path else { continue }
                if !reported {
                    messages.append("view model '\(declaration.viewModel)' generates '\(name)', which view model"
                        + " \(describe(owner)) also generates; rename one of them")
                }
                reported = true
            }
            for file in declaration.fileNames where !reported {
                let owner = files[file.lowercased()] ?? index
                files[file.lowercased()] = owner
                guard owner != index else { continue }
                messages.append("view model '\(declaration.viewModel)' would write '\(file)', which differs only in case"
                    + " from the file of \(describe(owner))")
                reported = true
            }
        }
        return messages
    }

    func testKeysWorkedOutAheadGiveTheSameDiagnostics() {
        let declarations = declarations
        let own = Generator.crossSpecCollisions(declarations).map(\.message)
        XCTAssertGreaterThanOrEqual(own.count, 4, "\(own)")
        XCTAssertTrue(own.contains { $0.contains("generates 'LoginLogic', which view model 'Login' at A.vmspec:1:1") }, "\(own)")
        XCTAssertTrue(own.contains {
            $0.contains("'ORDERS' would write 'ORDERS.constructor.swift', which differs only in case from the file of 'Orders'")
        }, "\(own)")
        XCTAssertTrue(own.contains { $0.contains("generates 'LoginInputs'") }, "\(own)")
        XCTAssertEqual(own, reference(declarations))
        // One block per declaration, as per spec; one for all; blocks of several with empty ones between.
        let perDeclaration = declarations.map { Generator.CollisionKeys([$0]) }
        XCTAssertEqual(Generator.crossSpecCollisions(declarations, keys: perDeclaration).map(\.message), own)
        XCTAssertEqual(
            Generator.crossSpecCollisions(declarations, keys: [Generator.CollisionKeys(declarations)]).map(\.message), own)
        let blocks = [
            Generator.CollisionKeys(), Generator.CollisionKeys(Array(declarations[0..<3])), Generator.CollisionKeys(),
            Generator.CollisionKeys(Array(declarations[3..<4])), Generator.CollisionKeys(Array(declarations[4...])),
            Generator.CollisionKeys(),
        ]
        XCTAssertEqual(Generator.crossSpecCollisions(declarations, keys: blocks).map(\.message), own)
    }

    /// Two different names whose hashes agree in the 32 bits kept are told apart by their text: neither is taken
    /// for the other, and a third view model that repeats the second name is reported against its real owner.
    func testNamesThatShareAHashAreToldApart() throws {
        var seen: [UInt32: String] = [:]
        var pair: (String, String)?
        for index in 0..<400_000 {
            let name = "V\(index)"
            let hash = UInt32(truncatingIfNeeded: name.hashValue)
            if let other = seen[hash] {
                pair = (other, name)
                break
            }
            seen[hash] = name
        }
        let (first, second) = try XCTUnwrap(pair, "no two names shared 32 bits of hash")
        let declarations = [
            declaration(first, "A.vmspec", styles: [.constructor]),
            declaration(second, "B.vmspec", styles: [.constructor]),
            declaration(second, "C.vmspec", line: 4, styles: [.constructor]),
        ]
        let messages = Generator.crossSpecCollisions(declarations).map(\.message)
        XCTAssertEqual(messages, [
            "view model '\(second)' generates '\(second)', which view model '\(second)' at B.vmspec:1:1 also generates;"
                + " rename one of them",
        ])
        XCTAssertEqual(messages, reference(declarations))
        XCTAssertEqual(
            Generator.crossSpecCollisions(declarations, keys: declarations.map { Generator.CollisionKeys([$0]) })
                .map(\.message), messages)
    }
}
