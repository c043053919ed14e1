/// Whether a view model's class inherits a base class, which Swift writes first among what it inherits: known by an
/// `override init`, an `override func transform`, or by an initializer that calls `super.init` (`final class
/// LoginViewModel: NSObject, @unchecked Sendable` with `super.init()` in its `init`, as delegates of UIKit's and SDKs'
/// protocols are written).
/// The base class becomes `superclass:`, which the generated class names first; read as a protocol in `conforms:`, it
/// would be written after the protocols, which Swift refuses.
extension StructStyleRecognizer {
    static func inheritsABaseClass(_ owner: SwiftDeclaration) -> Bool {
        owner.members.contains { member in
            // `override func transform(...)` without an initializer of its own overrides a base class's too.
            if member.kind == .func, member.name == "transform", member.modifiers.contains("override") { return true }
            guard member.kind == .`init` else { return false }
            if member.modifiers.contains("override") { return true }
            let body = member.bodyNames ?? []
            return zip(body, body.dropFirst()).contains { $0 == "super" && $1 == "init" }
        }
    }
}
