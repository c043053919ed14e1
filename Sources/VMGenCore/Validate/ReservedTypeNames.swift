/// The type, protocol and module names vmgen's code writes besides the spec's own, which a name the spec declares in
/// a scope of that code (a section's typealias) would hide. The framework's come from its dialect (`typeNames`); the
/// standard library's and the SwiftUI styles' are here, with those the `@Observable` macro's expansion writes, which
/// vmgen does not see. `ReservedTypeNameTests` renders every style of every framework, with test support, and fails
/// when the code names a type that is neither the spec's nor on these lists.
enum ReservedTypeNames {
    /// The standard library's names the renderers write in some style or in test support (`Void`, `Never`, `Bool` for
    /// a recorder's count, `Equatable` for the fake's calls, `Sendable` with `sendable: true`), and the nested types
    /// they declare (`Recorder`, `Call`). A helper's generic parameters (`bind<Value, Failure, Target>`) hide an alias
    /// of their name only inside the helper, which uses them so: they are not here.
    static let standardLibrary: Set<String> = [
        "Swift", "Void", "Never", "Bool", "Int", "String", "Error", "Optional", "Result", "Array", "Dictionary", "Set",
        "Any", "AnyObject", "Sendable", "Equatable", "Hashable", "Task", "MainActor", "Self", "Input", "Output", "Inputs",
        "Recorder", "Call",
    ]

    /// The SwiftUI styles' names (observable, published), whatever the framework, with the `@Observable` macro's
    /// expansion: `Observation.ObservationRegistrar`, a `KeyPath` per stored property, `shouldNotifyObservers` over
    /// `Equatable` and `AnyObject` members; and the published style's probe's `Set<AnyCancellable>` (test support).
    static let swiftUI: Set<String> = [
        "Combine", "OpenCombine", "Observation", "Observable", "ObservableObject", "Published", "ObservationIgnored",
        "ObservationTracked", "ObservationRegistrar", "KeyPath", "ReferenceWritableKeyPath", "AnyKeyPath", "Identifiable",
        "AnyCancellable",
    ]

    /// Every name the code of `framework` writes, in any style, with its test support, and every top-level type its
    /// files see (the standard library's, Observation's, the framework's modules').
    /// XCTest's names the probe's assertions call (`assertValues` calls `XCTAssertEqual`), which test support imports.
    static let xcTest: Set<String> = [
        "XCTest", "XCTAssertEqual", "XCTAssertTrue", "XCTAssertFalse", "XCTAssertNil", "XCTAssertNotNil",
    ]

    static func names(for framework: Framework) -> Set<String> {
        framework.dialect.typeNames.union(standardLibrary).union(swiftUI).union(xcTest).union(TypeNameConflicts.commonTypeNames)
            .union(StandardLibraryTypeNames.swift).union(StandardLibraryTypeNames.observation)
            .union(FrameworkModuleTypeNames.names(for: framework))
    }
}
